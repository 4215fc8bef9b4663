// Shared helpers for the integer VALU directed tests.
#pragma once

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>

#include "tests/support/asm_kernel.h"

namespace gcn::test {

// One wave of 64 lanes; v0 = lane id.
inline AsmRun run1(const std::string& body) { return run_asm(body); }

// Checks VGPR `reg` of every lane against expected(lane); failures name the caller's line.
template <typename F>
void check_vgpr(const WaveState& w, uint32_t reg, F expected, int line = __builtin_LINE()) {
  for (int lane = 0; lane < 64; ++lane) {
    INFO("v" << reg << " lane " << lane << " (checked at line " << line << ")");
    CHECK(w.v(reg, lane) == uint32_t(expected(lane)));
  }
}

// A 64-bit SGPR pair s[lo:lo+1] (or VCC/EXEC by unified index).
inline uint64_t sgpr64(const WaveState& w, uint16_t lo) { return w.pair(lo); }

}  // namespace gcn::test
