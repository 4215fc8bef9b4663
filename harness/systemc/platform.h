// The SystemC virtual platform of `gcn-cosim run --engine systemc` (docs/systemc.md):
//
//   sc_clock --clk--> GcnCuModule --AXI4 pins--> AxiToTlmBridge --TLM-2.0--> TlmMemory
//                     (verilated gcn_cu through         (+ AxiProtocolChecker
//                      RtlCu, run_rtl's dispatcher       on the pins)
//                      and the lockstep comparator)
//
// GcnCuModule's SC_THREAD runs a body (run_lockstep, or a test's own run_rtl) that owns the
// RtlCu; every RtlCu::tick() ends by waiting for the module's next clock edge, so the bridge's
// TLM threads and the memory's latencies advance in SystemC time between cycles.
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
};

struct SystemcStats {
  double sim_time_ns = 0;       // SystemC time at the end
  uint64_t transactions = 0;    // TLM transactions the bridge issued
  uint32_t peak_outstanding = 0;  // most TLM transactions in flight at once
  uint64_t edges = 0;           // clock edges the protocol checker saw
};

// Runs body(axi, after_tick) in the CU module's thread of a fresh platform serving `mem`:
// `axi` is the pin-level port (bridge + checker) to give RtlCu::Config::external_axi, and
// `after_tick` is RtlCu::Config::after_tick. Exceptions of the body (gcn::Divergence, gcn::Error)
// are rethrown unchanged after the simulation stops.
SystemcStats run_in_systemc(Memory& mem, const SystemcConfig& cfg,
                            const std::function<void(AxiSlave& axi, const std::function<void()>& after_tick)>& body);

// run_lockstep with the RTL's memory served through the platform (same comparator, same report).
LockstepStats run_systemc_lockstep(const Dispatcher& dispatch, Memory& rtl_mem, LockstepOptions opts,
                                   const SystemcConfig& cfg, SystemcStats* stats = nullptr);

}  // namespace gcn
