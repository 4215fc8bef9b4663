// The cycle budget of the RTL engines (`--engine rtl` and `lockstep`): the runaway guard that
// golden's wave-instruction budget is for the golden engine, in RTL clock cycles, because the
// RTL is ~1000x slower per instruction than golden (200 M wave-instructions would take hours).
//
// Default 12 M cycles: the longest bundled kernel (collatz) needs about 6.3 M cycles, so the
// default leaves it twice its need, and at the RTL's ~250 k cycles/s (docs/rtl.md) a runaway
// kernel ends in under a minute. `gcn-cosim run --max-cycles N` changes it.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

inline constexpr uint64_t kDefaultMaxCycles = 12'000'000;

// The RTL ran `max_cycles` cycles without finishing the dispatch. what() is one line with the
// wording of golden's runaway error; `wave`/`pc` are the last retired instruction's wave and the
// PC it continues at.
class CycleBudgetExhausted : public Error {
 public:
  CycleBudgetExhausted(uint64_t max_cycles, uint32_t wave, uint64_t pc)
      : Error(fmt::format("cycle budget of {} cycles exhausted (runaway kernel?) at wave {} pc 0x{:x}", max_cycles,
                          wave, pc)) {}
};

}  // namespace gcn
