// gcn::FpgaTop: the verilated FPGA shell (rtl/gcn_fpga_top.sv: CU + gcn_ctrl + gcn_trace_enc),
// a second verilated library (gcn_rtl_fpga) next to the bare CU's (gcn_rtl). It drives the clock,
// serves the AXI4 master from a gcn::Memory through AxiMemory, and is a fpga::RegBus: register
// reads and writes are AXI4-Lite transactions on the top's slave pins, as a host would issue them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "golden/mem/memory.h"
#include "harness/fpga/driver.h"
#include "verilator/axi_memory.h"

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
    std::string trace_fst;  // non-empty: FST waveform of the whole run
  };
  FpgaTop(Memory& mem, Config cfg);
  ~FpgaTop() override;
  FpgaTop(const FpgaTop&) = delete;
  FpgaTop& operator=(const FpgaTop&) = delete;

  void write32(uint32_t offset, uint32_t value) override;
  uint32_t read32(uint32_t offset) override;
  void wait_cycles(uint32_t cycles) override;

  void tick();
  bool irq() const;
  uint64_t cycles() const { return cycle_; }
  AxiMemory& axi() { return axi_; }

 private:
  // AXI4-Lite master state driven into the top (held until the handshake).
  struct Lite {
    uint32_t awaddr = 0, wdata = 0, araddr = 0;
    bool awvalid = false, wvalid = false, bready = false, arvalid = false, rready = false;
    bool aw_fire = false, b_fire = false, ar_fire = false, r_fire = false;  // at the last edge
    uint32_t bresp = 0, rresp = 0, rdata = 0;
  };
  void wait_for(bool Lite::*flag, const char* what, uint32_t offset);

  Memory& mem_;
  Config cfg_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vgcn_fpga_top> top_;
  std::unique_ptr<VerilatedFstC> fst_;
  AxiMemory axi_;
  AxiPins pins_;
  Lite lite_;
  uint64_t cycle_ = 0;
};

}  // namespace gcn
