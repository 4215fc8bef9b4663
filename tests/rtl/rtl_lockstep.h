// Test-side entry to the harness lockstep (harness/lockstep): runs a prepared dispatch on the RTL
// with golden stepped on every retire, and reports the first divergence as a string instead of
// throwing, so a test can print it and go on to compare buffers.
#pragma once

#include <cstdint>
#include <string>

#include "golden/common/error.h"
#include "golden/dispatch/dispatcher.h"
#include "golden/mem/memory.h"
#include "harness/lockstep/lockstep.h"

namespace gcn::test {

struct LockstepResult {
  LockstepStats stats;
  std::string first_divergence;  // "" when the whole run matched (first line of the report)
};

// `rtl_disp` was prepared on `rtl_mem`; golden runs on `gold_mem`, a separately prepared image
// with the same allocations (a copy, or the same set-up repeated on another Device).
inline LockstepResult run_lockstep(Memory& gold_mem, Memory& rtl_mem, const Dispatcher& rtl_disp,
                                   uint64_t seed) {
  LockstepResult r;
  LockstepOptions o;
  o.axi.seed = seed;
  try {
    r.stats = gcn::run_lockstep(gold_mem, rtl_mem, rtl_disp, o);
  } catch (const Error& e) {
    const std::string what = e.what();
    r.first_divergence = what.substr(0, what.find('\n'));
    if (r.first_divergence.empty()) r.first_divergence = "error";
  }
  return r;
}

}  // namespace gcn::test
