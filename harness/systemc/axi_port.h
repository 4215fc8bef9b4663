// gcn::TlmAxiPort: a compute unit's AXI4 master port served over TLM-2.0, as a gcn::AxiSlave:
// every edge goes through an AxiProtocolChecker and into an AxiToTlmBridge, whose initiator
// socket (`bridge.socket`) the platform binds to memory. Its faults are the checker's first
// violation and every failed TLM transaction except an instruction-fetch read (ID `fetch_id`)
// past the end of an allocation (the fetch window prefetches past the code's end, as
// AxiMemory allows). Shared by the bare-CU module (cu_module.h) and the FPGA shell module
// (fpga_module.h). Construct it inside an sc_module's constructor (the bridge is its child).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "harness/systemc/axi_checker.h"
#include "harness/systemc/axi_tlm_bridge.h"
#include "verilator/axi_slave.h"

namespace gcn {

class TlmAxiPort : public AxiSlave {
 public:
  AxiToTlmBridge bridge;

  TlmAxiPort(const std::string& checker_name, const AxiToTlmBridge::Config& cfg, uint32_t fetch_id);

  void drive(AxiPins& p) override { bridge.drive(p); }
  void sample(const AxiPins& p) override;
  const std::vector<std::string>& faults() const override { return faults_; }
  void set_write_observer(AxiMemory::WriteObserver f) override;

  // Where the memory target's write observer is installed (set by the platform).
  std::function<void(AxiMemory::WriteObserver)> install_write_observer;
  const AxiProtocolChecker& checker() const { return checker_; }

 private:
  AxiProtocolChecker checker_;
  uint32_t fetch_id_;
  std::vector<std::string> faults_;
  size_t failed_seen_ = 0;
};

}  // namespace gcn
