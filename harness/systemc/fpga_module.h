// gcn::GcnFpgaModule: the FPGA shell (rtl/gcn_fpga_top.sv: CU + gcn_ctrl + gcn_trace_enc,
// verilated, gcn::FpgaTop) as a SystemC module with TLM-2.0 sockets:
//   regs  TLM-2.0 target socket: the AXI4-Lite register map (docs/fpga.md), through a
//         TlmToAxiLiteBridge wired to the top's slave pins (sc_signals inside the module);
//   axi   the top's AXI4 master through a TlmAxiPort (checker + AXI-to-TLM bridge), whose
//         initiator socket `axi.bridge.socket` the platform binds to memory;
//   irq   sc_out<bool>: the completion interrupt (irq_o);
//   clk   sc_in<bool>.
// Clocking: an SC_METHOD on the rising edge runs one cycle of the model (AXI4 pins driven and
// sampled through the port, the AXI4-Lite inputs as the bridge holds them during the cycle); a
// second SC_METHOD re-evaluates the top whenever the AXI4-Lite inputs change (and after each
// edge) and writes its slave outputs and irq, so the bridge sees combinational READYs within
// the cycle as a pin-level master would.
// Lockstep: the top's retire tap (FpgaTop::Config::retire_tap) is decoded every edge and each
// record is handed to on_event at once; a fault of the AXI port, a hang (no record for
// `watchdog` cycles) or the cycle budget end the run. An exception of these ends the simulation
// (sc_stop) and is kept: failure().
#pragma once

#include <array>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <string>

#include <systemc>

#include "golden/mem/memory.h"
#include "harness/systemc/axi_port.h"
#include "harness/systemc/tlm_axilite_bridge.h"
#include "verilator/fpga_top.h"

namespace gcn {

class GcnFpgaModule : public sc_core::sc_module {
 public:
  struct Config {
    AxiToTlmBridge::Config bridge;
    uint32_t fetch_id = 0xF;   // AXI ID of the CU's instruction fetch
    std::string trace_fst;     // FST waveform of the top from cycle trace_from on ("" = none)
    uint64_t trace_from = 0;
    uint32_t mutant = 0;       // the checker's self-test: injected RTL bug (LockstepOptions::mutant)
    std::function<std::array<uint32_t, 3>(uint32_t wave)> wave_group;  // retire tap on when set
    uint64_t watchdog = 200000;  // cycles without a record (from the first edge)
    uint64_t max_cycles = 0;     // 0 = none; else CycleBudgetExhausted after that many cycles
  };

  sc_core::sc_in<bool> clk;
  sc_core::sc_out<bool> irq;
  TlmAxiPort axi;

  // `mem`: the memory image behind the platform's TLM target (FpgaTop's unused built-in model
  // is constructed over it).
  GcnFpgaModule(sc_core::sc_module_name name, Memory& mem, const Config& cfg);
  ~GcnFpgaModule() override;

  tlm_utils::simple_target_socket<TlmToAxiLiteBridge>& regs() { return lite_.socket; }
  const TlmToAxiLiteBridge& lite() const { return lite_; }
  FpgaTop& top() { return *top_; }

  std::function<void(const RtlEvent&)> on_event;
  std::function<void(const std::string&)> on_failure;  // AXI fault or hang: should throw
  std::exception_ptr failure() const { return failure_; }
  uint64_t records() const { return records_; }

 private:
  void edge();
  void settle();
  void deliver();

  Config cfg_;
  std::unique_ptr<FpgaTop> top_;
  TlmToAxiLiteBridge lite_;
  sc_core::sc_signal<bool> awvalid_, awready_, wvalid_, wready_, bvalid_, bready_, arvalid_, arready_, rvalid_,
      rready_;
  sc_core::sc_signal<uint32_t> awaddr_, wdata_, wstrb_, bresp_, araddr_, rdata_, rresp_;
  sc_core::sc_event settle_ev_;
  std::exception_ptr failure_;
  uint64_t records_ = 0, last_record_ = 0;
  uint32_t last_wave_ = 0;
  uint64_t last_pc_ = 0;
};

}  // namespace gcn
