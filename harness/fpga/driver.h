// The host driver of the FPGA shell (docs/fpga.md): what a CPU next to gcn_fpga_top runs. It
// does the CP/SPI work in software, as gcn::run_rtl does for the bare CU, but only through the
// gcn_ctrl register map: it writes the dispatch registers, rings the doorbell, admits
// work-groups when they fit (free wave slots, VGPRs, a work-group slot, a first-fit LDS region,
// read from SLOT_BUSY/VGPR_FREE), streams each wave's initial state through LAUNCH_DATA /
// LAUNCH_CMD, and polls STATUS until the dispatch is done. Shared by `run --capture` (verilated
// gcn_fpga_top, verilator/fpga_top.h) and the SystemC engine (a TLM target socket).
#pragma once

#include <cstdint>
#include <functional>

#include "golden/dispatch/dispatcher.h"

namespace gcn::fpga {

// A 32-bit register port onto gcn_ctrl's AXI4-Lite slave. Each call returns when the
// transaction has completed on the bus (simulated time advances inside).
class RegBus {
 public:
  virtual ~RegBus() = default;
  virtual void write32(uint32_t offset, uint32_t value) = 0;
  virtual uint32_t read32(uint32_t offset) = 0;
  // Let `cycles` clock cycles pass (the driver's poll interval).
  virtual void wait_cycles(uint32_t cycles) = 0;
};

struct DriverOptions {
  uint64_t trace_base = 0;   // ring buffer in device memory (64-byte aligned); 0 = no trace
  uint32_t trace_size = 0;   // bytes, multiple of 64
  uint64_t watchdog = 200000;  // cycles (CYCLE register) without a retire or completion: hang
  uint64_t max_cycles = 0;     // 0 = unlimited; else a gcn::Error when exceeded
  uint32_t poll_cycles = 32;   // wait between polls when there is nothing to launch
  // Called after every poll (e.g. to drain the trace ring, or to check the memory model).
  std::function<void()> on_poll;
  // Interrupt-driven completion (the SystemC engine's host thread): once every work-group is
  // launched the driver sleeps on the completion interrupt instead of polling. wait_irq(n)
  // returns true as soon as irq_o is high (at once if it is), false after n cycles without it
  // (then the driver polls STATUS once and waits again; the watchdog still counts). At STATUS.DONE
  // irq_o must be high and IRQ_STATUS pending, else a gcn::Error.
  std::function<bool(uint32_t cycles)> wait_irq;
  uint32_t irq_wait_cycles = 4096;
  bool irq_enable = true;  // IRQ_ENABLE written by the driver
};

struct DriverStats {
  uint32_t waves = 0;
  uint32_t retired = 0;      // RETIRED at the end (instruction records)
  uint32_t completions = 0;  // COMPLETIONS at the end
  uint64_t cycles = 0;       // CYCLE at done minus CYCLE at the doorbell
  uint64_t reg_writes = 0, reg_reads = 0;
  uint32_t status = 0;       // STATUS when the driver saw DONE
  bool irq = false;          // completion seen through wait_irq (the interrupt), not by polling
};

// Runs the whole dispatch through the register map. Throws gcn::Error with one line on a CU
// stop ("not implemented in RTL: <mnemonic> at 0x<pc>"), a trace overflow, a hang (watchdog)
// or the cycle budget.
DriverStats run_dispatch(RegBus& bus, const Dispatcher& dispatch, const DriverOptions& opts);

}  // namespace gcn::fpga
