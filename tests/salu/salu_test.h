// Shared helpers of the SALU / program-control directed tests.
#pragma once

#include <cstdint>
#include <string>

#include "tests/support/asm_kernel.h"

namespace salu_test {

// Runs `body` as a one-wave kernel and returns the wave's final state.
inline gcn::WaveState run(const std::string& body, const gcn::test::AsmOptions& opts = {}) {
  return gcn::test::run_asm(body, opts).w0();
}

inline uint64_t pair(const gcn::WaveState& w, int lo) { return w.pair(uint16_t(lo)); }

// "s_cselect_b32 sN, 1, 0": copies SCC into sN without changing it.
inline std::string scc_to(int n) { return "  s_cselect_b32 s" + std::to_string(n) + ", 1, 0\n"; }

}  // namespace salu_test
