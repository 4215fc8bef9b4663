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
  std::string first_divergence;  // "" when the whole run matched, else the report
};

// Golden runs on the image `gold_disp` was prepared on; the RTL on `rtl_mem`, an image with the
// same allocations and set-up (a copy, or the same set-up repeated on another Device).
inline LockstepResult run_lockstep(const Dispatcher& gold_disp, Memory& rtl_mem, uint64_t seed) {
  LockstepResult r;
  LockstepOptions o;
  o.axi.seed = seed;
  try {
    r.stats = gcn::run_lockstep(gold_disp, rtl_mem, o);
  } catch (const Error& e) {
    r.first_divergence = e.what();  // the whole report: tests print it on failure
    if (r.first_divergence.empty()) r.first_divergence = "error";
  }
  return r;
}

}  // namespace gcn::test
