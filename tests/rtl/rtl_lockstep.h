// Test-side entry to the harness lockstep (harness/lockstep): runs a prepared dispatch on the RTL
// with golden stepped on every retire, and reports the first divergence as a string instead of
// throwing, so a test can print it and go on to compare buffers.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

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

// First differing dword of two buffers, for a readable failure.
inline std::string first_diff(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  for (size_t i = 0; i + 4 <= a.size() && i + 4 <= b.size(); i += 4) {
    uint32_t x, y;
    std::memcpy(&x, &a[i], 4);
    std::memcpy(&y, &b[i], 4);
    if (x != y) return fmt::format("offset 0x{:x}: golden 0x{:08x} rtl 0x{:08x}", i, x, y);
  }
  return a.size() == b.size() ? "equal" : "sizes differ";
}

}  // namespace gcn::test
