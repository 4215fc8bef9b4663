// The SystemC virtual platform of `gcn-cosim run --engine systemc` (docs/systemc.md):
//
//   sc_clock --clk--> GcnFpgaModule "shell" (verilated gcn_fpga_top: CU + gcn_ctrl + encoder)
//   Host --TLM-2.0--> regs (TlmToAxiLiteBridge -> AXI4-Lite pins of gcn_ctrl)
//        <--irq------ irq_o
//                     AXI4 master -> AxiProtocolChecker -> AxiToTlmBridge --TLM-2.0--> TlmMemory
//
// The host thread dispatches with the FPGA flow's driver (fpga::run_dispatch) over a RegBus
// whose accesses are TLM b_transport calls, and sleeps on the interrupt once every work-group
// is launched. The shell's retire tap feeds the lockstep comparator while it runs.
//
// One SystemC simulation per call: each call starts a fresh simulation context (SystemC 2.3
// elaborates once per context), so several runs in one process work (tests, --trace re-runs).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "golden/dispatch/dispatcher.h"
#include "golden/mem/memory.h"
#include "harness/lockstep/lockstep.h"
#include "verilator/axi_slave.h"

namespace gcn {

struct SystemcConfig {
  double period_ns = 10;                      // clock period of the CU (SystemC time per cycle)
  uint64_t seed = 1;                          // memory latencies and READY back-pressure
  uint32_t min_latency = 2, max_latency = 20;  // TLM memory latency, cycles
  double ready_probability = 0.8;             // bridge AR/AW/W READY per cycle
  uint32_t max_reads = 16, max_writes = 4;    // bursts the bridge accepts before READY drops
  uint32_t workers = 8;                       // TLM transactions in flight at once
  uint32_t fetch_id = 0xF;                    // AXI ID of instruction fetch (reads past an
                                              // allocation's end are not faults, as AxiMemory)
  bool irq_enable = true;                     // the host enables the completion interrupt
};

struct SystemcStats {
  double sim_time_ns = 0;       // SystemC time at the end
  uint64_t transactions = 0;    // TLM transactions the memory bridge issued
  uint32_t peak_outstanding = 0;  // most TLM transactions in flight at once
  uint64_t edges = 0;           // clock edges the AXI4 protocol checker saw
  // The register map (FPGA-shell platform only).
  uint64_t reg_writes = 0, reg_reads = 0;  // driver accesses (TLM transactions on `regs`)
  uint64_t lite_transfers = 0;             // AXI4-Lite transfers the bridge made
  uint32_t status = 0;                     // STATUS when the host saw the dispatch done
  bool irq = false;                        // the host woke on the completion interrupt
  uint32_t irq_edges = 0;                  // rising edges of the irq output
};

// Runs body(axi, after_tick) in a bare clocked module (GcnCuModule) of a fresh platform
// serving `mem`: `axi` is the pin-level port (bridge + checker) and `after_tick` waits for the
// next rising edge. Exceptions of the body are rethrown unchanged after the simulation stops.
SystemcStats run_in_systemc(Memory& mem, const SystemcConfig& cfg,
                            const std::function<void(AxiSlave& axi, const std::function<void()>& after_tick)>& body);

// The engine: the dispatch through the FPGA-shell platform, checked by run_lockstep's
// comparator (run_lockstep_on) while it runs; same report on a divergence. opts.trace_fst /
// trace_from: waveform of the shell; watchdog and max_cycles count the shell's cycles.
LockstepStats run_systemc_lockstep(const Dispatcher& dispatch, Memory& rtl_mem, LockstepOptions opts,
                                   const SystemcConfig& cfg, SystemcStats* stats = nullptr);

}  // namespace gcn
