// Runs a whole dispatch on the verilated compute unit (gcn::RtlCu): the RTL engines' driver,
// shared by `--engine rtl`, lockstep and the tests. Work-groups are admitted by
// harness/rtl/admission.h.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "golden/dispatch/dispatcher.h"
#include "golden/exec/counters.h"
#include "harness/rtl/cycle_budget.h"
#include "verilator/rtl_cu.h"

namespace gcn {

struct RtlRunStats {
  uint64_t instructions = 0;  // retired wave-instructions
  uint64_t cycles = 0;
  uint32_t waves = 0;
  CounterPeaks peaks;         // peak counters and out-of-order completions (RtlCu::peaks)
};

// Runs a whole dispatch on the RTL: admits a work-group when all its waves fit at once (free
// slots, VGPRs, a work-group slot and a first-fit region of the 64 KiB LDS), launches its waves,
// ticks to completion and hands each event to on_event (may be empty). A group's LDS region and
// work-group slot are freed when all its waves have halted and have nothing in flight. Throws
// gcn::Error with one line on an unimplemented instruction ("not implemented in RTL: <mnemonic>
// at 0x<pc>"), a memory access outside any buffer, or no retire for `watchdog` cycles. For the
// last two, on_failure (if given) is called first with that line; lockstep throws its own report
// there. After `max_cycles` cycles (harness/rtl/cycle_budget.h) it throws CycleBudgetExhausted.
RtlRunStats run_rtl(RtlCu& cu, const Dispatcher& dispatch,
                    const std::function<void(const RtlEvent&)>& on_event = {},
                    uint64_t watchdog = 200000,
                    const std::function<void(const std::string&)>& on_failure = {},
                    uint64_t max_cycles = kDefaultMaxCycles);

}  // namespace gcn
