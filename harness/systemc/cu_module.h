// gcn::GcnCuModule: a body that drives a compute unit's AXI4 master pins, as a SystemC module.
// Clock input `clk`; the pins go, edge by edge, through a TlmAxiPort (protocol checker + AXI-to-TLM
// bridge, `axi.bridge.socket` bound to memory by the platform). Its SC_THREAD runs a body that
// owns the pin-level master (the bare verilated CU through gcn::RtlCu, or a test's scripted
// master) and waits for the next rising clock edge after every cycle. When the body returns or
// throws, the simulation stops and the exception is kept for the caller. (The engine's platform
// wraps the whole FPGA shell instead: fpga_module.h.)
#pragma once

#include <exception>
#include <functional>

#include <systemc>

#include "harness/systemc/axi_port.h"

namespace gcn {

class GcnCuModule : public sc_core::sc_module {
 public:
  using Body = std::function<void(AxiSlave& axi, const std::function<void()>& after_tick)>;

  sc_core::sc_in<bool> clk;
  TlmAxiPort axi;

  GcnCuModule(sc_core::sc_module_name name, const AxiToTlmBridge::Config& bridge_cfg, uint32_t fetch_id, Body body);

  std::exception_ptr failure() const { return failure_; }

 private:
  void run();

  Body body_;
  std::exception_ptr failure_;
};

}  // namespace gcn
