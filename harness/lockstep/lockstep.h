// Lockstep co-simulation (design.md, "Data flow"): the RTL compute unit runs a dispatch; on
// every retire record the golden model steps the same wave and the comparator checks the two
// records; completion records drive golden's counters, so counters, s_waitcnt and load
// writebacks are checked at the moment the RTL's data returns. The first divergence ends the run
// with a report (a gcn::Divergence, first line a one-line summary).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "golden/commit/commit.h"
#include "golden/common/error.h"
#include "golden/dispatch/dispatcher.h"
#include "golden/exec/counters.h"
#include "golden/mem/memory.h"
#include "verilator/axi_memory.h"
#include "verilator/axi_slave.h"
#include "harness/rtl/cycle_budget.h"

namespace gcn {

struct LockstepOptions {
  AxiMemory::Config axi;                    // memory timing (seed, latency, back-pressure)
  uint64_t watchdog = 200000;               // cycles without a retire before the hang report
  uint64_t max_instructions = 200'000'000;  // runaway guard, wave-instructions
  uint64_t max_cycles = kDefaultMaxCycles;  // runaway guard, RTL cycles (harness/rtl/cycle_budget.h)
  bool allow_hazards = false;
  std::string repro;                        // command line that reproduces this run
  std::string trace_fst;                    // waveform file ("" = none)
  uint64_t trace_from = 0;                  // first cycle written to trace_fst
  // Commit log (harness/commit_log.h): called with golden's record of every instruction it steps;
  // on a divergence, log_pointer(wave, pc of the diverging instruction) is added to the report as
  // a line of its own.
  std::function<void(const Commit&)> on_golden_commit;
  std::function<std::string(uint32_t wave, uint64_t pc)> log_pointer;
  // The SystemC engine (harness/systemc): an external AXI slave instead of the AxiMemory (its
  // write observer feeds the store tracker) and a hook after every RTL clock cycle
  // (RtlCu::Config).
  AxiSlave* external_axi = nullptr;
  std::function<void()> after_tick;
  // The checker's self-test (tests/mutants): the injected RTL bug to enable (gcn::port::kMutants
  // id; 0 = the real design).
  uint32_t mutant = 0;
};

struct LockstepStats {
  uint64_t instructions = 0;  // retired wave-instructions (both models)
  uint64_t completions = 0;   // memory completions checked
  uint64_t mem_effects = 0;   // memory effects compared (in retire records)
  uint64_t writebacks = 0;    // load writebacks compared (VGPR and SGPR)
  uint64_t barriers = 0;      // s_barrier arrivals
  uint64_t reordered = 0;     // load writebacks that differed from golden's value at retire and
                              // were explained by the memory order (docs/lockstep.md)
  uint64_t cycles = 0;
  uint32_t waves = 0, groups = 0;
  CounterPeaks peaks;         // the RTL's peak counters and out-of-order completions
};

// A lockstep mismatch. what() is the whole report; its first line is the summary.
class Divergence : public Error {
 public:
  Divergence(const std::string& report, uint64_t cycle) : Error(report), cycle_(cycle) {}
  uint64_t cycle() const { return cycle_; }

 private:
  uint64_t cycle_;
};

// Runs `dispatch` in lockstep: golden on the image the dispatch was prepared on (golden executes
// through the dispatch's environment), the RTL on `rtl_mem`, a copy of that image taken after the
// set-up. Throws Divergence on the first mismatch, gcn::Error on anything else (unimplemented in
// RTL, program hazard, hang); an exhausted cycle budget is a gcn::Error whose first line is
// CycleBudgetExhausted's, followed by the wave states and the reproduce line.
LockstepStats run_lockstep(const Dispatcher& dispatch, Memory& rtl_mem, const LockstepOptions& opts);

// A compute unit that runs the dispatch by itself and hands lockstep its records: the SystemC
// engine's FPGA shell (harness/systemc), launched by a host thread through the register map.
struct RtlEvent;
class LockstepRtl {
 public:
  struct Result {
    uint64_t cycles = 0;  // cycles the dispatch took
    uint32_t waves = 0;
  };
  virtual ~LockstepRtl() = default;
  // Runs the whole dispatch; calls on_event with every retire and completion record in the
  // order the RTL produced them, while it runs. A memory fault or a hang: on_failure(line)
  // first (lockstep throws its report there). Exceptions of on_event end the run unchanged.
  virtual Result run(const std::function<void(const RtlEvent&)>& on_event,
                     const std::function<void(const std::string&)>& on_failure) = 0;
  virtual uint64_t cycles() const = 0;  // the RTL's cycle count now (report cycle numbers)
  // Every byte the RTL's AXI master writes to memory, when it is written.
  virtual void set_write_observer(AxiMemory::WriteObserver f) = 0;
};

// run_lockstep with the RTL run by `rtl` (the same comparator and checks; the RTL's memory is
// `rtl_mem`, which `rtl` serves). LockstepOptions' RTL fields (axi, trace_fst, external_axi,
// after_tick, watchdog, max_cycles) are `rtl`'s business.
LockstepStats run_lockstep_on(const Dispatcher& dispatch, Memory& rtl_mem, const LockstepOptions& opts,
                              LockstepRtl& rtl);

// check-trace (docs/fpga.md): the same comparator on RTL records decoded from a captured trace.
// `next` fills the next record and returns false at the end. Every retire record, completion
// (order, writebacks, counters), s_waitcnt and barrier is checked as in run_lockstep; stores are
// checked through their records' addresses and data (the trace has no AXI write stream and no
// final memory image). Throws Divergence on the first mismatch.
LockstepStats replay_lockstep(const Dispatcher& dispatch, const std::function<bool(RtlEvent&)>& next,
                              const LockstepOptions& opts);

// `attempt(trace_fst, trace_from)` runs one fresh lockstep run (deterministic for its seed) with
// those LockstepOptions fields. The first run has no waveform. If it diverges and `trace_fst` is
// set, the run is repeated writing the `window` cycles before the divergence to `trace_fst`, and
// the divergence is rethrown with a last report line "  waveform: FILE (cycles A..B)".
using LockstepAttempt = std::function<LockstepStats(const std::string& trace_fst, uint64_t trace_from)>;
LockstepStats run_lockstep_traced(const LockstepAttempt& attempt, const std::string& trace_fst, uint64_t window);

}  // namespace gcn
