// gcn::GcnCuModule: the compute unit as a SystemC module. Clock input `clk`; the CU's AXI4
// master pins go, edge by edge, through an AxiProtocolChecker into an AxiToTlmBridge whose
// initiator socket (`bridge.socket`) the platform binds to memory. Its SC_THREAD runs a body
// that owns the verilated CU (gcn::RtlCu, driven by gcn::run_rtl's dispatcher, usually inside
// gcn::run_lockstep); the module is that RtlCu's AxiSlave and waits for the next rising clock
// edge after every RtlCu::tick(). When the body returns or throws, the simulation stops and the
// exception is kept for the caller.
#pragma once

#include <exception>
#include <functional>
#include <string>
#include <vector>

#include <systemc>

#include "verilator/axi_slave.h"
#include "harness/systemc/axi_checker.h"
#include "harness/systemc/axi_tlm_bridge.h"

namespace gcn {

class GcnCuModule : public sc_core::sc_module, public AxiSlave {
 public:
  using Body = std::function<void(AxiSlave& axi, const std::function<void()>& after_tick)>;

  sc_core::sc_in<bool> clk;
  AxiToTlmBridge bridge;

  GcnCuModule(sc_core::sc_module_name name, const AxiToTlmBridge::Config& bridge_cfg, uint32_t fetch_id, Body body);

  // AxiSlave (the CU's view of its AXI port).
  void drive(AxiPins& p) override { bridge.drive(p); }
  void sample(const AxiPins& p) override;
  const std::vector<std::string>& faults() const override { return faults_; }
  void set_write_observer(AxiMemory::WriteObserver f) override;

  // Where the memory target's write observer is installed (set by the platform).
  std::function<void(AxiMemory::WriteObserver)> install_write_observer;

  std::exception_ptr failure() const { return failure_; }
  const AxiProtocolChecker& checker() const { return checker_; }

 private:
  void run();

  AxiProtocolChecker checker_;
  uint32_t fetch_id_;
  Body body_;
  std::vector<std::string> faults_;
  size_t failed_seen_ = 0;
  std::exception_ptr failure_;
};

}  // namespace gcn
