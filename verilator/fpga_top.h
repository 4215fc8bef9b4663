// gcn::FpgaTop: the verilated FPGA shell (rtl/gcn_fpga_top.sv: CU + gcn_ctrl + gcn_trace_enc),
// a second verilated library (gcn_rtl_fpga) next to the bare CU's (gcn_rtl). It drives the clock,
// serves the AXI4 master from a gcn::Memory through AxiMemory (or an external AxiSlave: the
// SystemC engine's AXI-to-TLM bridge), and is a fpga::RegBus: register reads and writes are
// AXI4-Lite transactions on the top's slave pins, as a host would issue them. An external
// AXI4-Lite master (the SystemC engine's TLM-to-AXI4-Lite bridge) drives the slave pins instead
// through set_lite()/lite_out(). Optionally it decodes the CU's retire port, observed inside the
// top (a simulation-only debug tap), into gcn::RtlEvent records as RtlCu does.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>

#include "golden/mem/memory.h"
#include "harness/fpga/driver.h"
#include "verilator/axi_memory.h"
#include "verilator/axi_slave.h"
#include "verilator/retire_decoder.h"

class VerilatedContext;
class VerilatedFstC;
class Vgcn_fpga_top;

namespace gcn {

class FpgaTop : public fpga::RegBus {
 public:
  static constexpr int kLanesPerCycle = GCN_RTL_LANES;
  static constexpr int kNumWaves = GCN_RTL_WAVES;

  struct Config {
    AxiMemory::Config axi;
    std::string trace_fst;    // non-empty: FST waveform from cycle trace_from on
    uint64_t trace_from = 0;
    // Non-null: serves the AXI4 master instead of the built-in AxiMemory (not owned).
    AxiSlave* external_axi = nullptr;
    // Non-empty: decode the CU's retire port into events(); returns the work-group id of a
    // dispatch wave index (the START beat's data[95:64]), which names the slot's records.
    std::function<std::array<uint32_t, 3>(uint32_t wave)> retire_tap;
    // The checker's self-test: the injected bug to enable (gcn::port::kMutants id; 0 = none).
    uint32_t mutant = 0;
  };
  // The AXI4-Lite slave pins, for an external master.
  struct LiteIn {
    uint32_t awaddr = 0, wdata = 0, wstrb = 0xF, araddr = 0;
    bool awvalid = false, wvalid = false, bready = false, arvalid = false, rready = false;
  };
  struct LiteOut {
    bool awready = false, wready = false, bvalid = false, arready = false, rvalid = false, irq = false;
    uint32_t bresp = 0, rdata = 0, rresp = 0;
  };
  FpgaTop(Memory& mem, Config cfg);
  ~FpgaTop() override;
  FpgaTop(const FpgaTop&) = delete;
  FpgaTop& operator=(const FpgaTop&) = delete;

  void write32(uint32_t offset, uint32_t value) override;
  uint32_t read32(uint32_t offset) override;
  void wait_cycles(uint32_t cycles) override;

  // One clock cycle with the current AXI4-Lite inputs.
  void tick();
  bool irq() const;
  uint64_t cycles() const { return cycle_; }
  AxiMemory& axi() { return axi_; }
  // Faults of whichever slave serves the AXI4 master.
  const std::vector<std::string>& axi_faults() const {
    return cfg_.external_axi ? cfg_.external_axi->faults() : axi_.faults();
  }

  // External AXI4-Lite master: the inputs until the next call (the logic settles at once, so
  // lite_out() is what the slave answers to them before the next edge).
  void set_lite(const LiteIn& in);
  LiteOut lite_out() const;

  // Retire tap (Config::retire_tap): records decoded so far, oldest first.
  std::deque<RtlEvent>& events() { return dec_.events(); }
  bool record_open() const { return dec_.record_open(); }

 private:
  // The RegBus side's AXI4-Lite handshakes at the last edge and the responses.
  struct Lite {
    bool aw_fire = false, b_fire = false, ar_fire = false, r_fire = false;
    uint32_t bresp = 0, rresp = 0, rdata = 0;
  };
  void drive_lite();
  void tap();
  void wait_for(bool Lite::*flag, const char* what, uint32_t offset);

  Memory& mem_;
  Config cfg_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vgcn_fpga_top> top_;
  std::unique_ptr<VerilatedFstC> fst_;
  AxiMemory axi_;
  AxiPins pins_;
  LiteIn in_;
  Lite lite_;
  RetireDecoder dec_;
  uint64_t cycle_ = 0;
};

}  // namespace gcn
