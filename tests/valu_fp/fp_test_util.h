// Shared helpers of the VALU float tests: run a kernel body on one wave and read lane values.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "tests/support/asm_kernel.h"

// Compile once with -DFP_TEST_BREAK=1 to see every CHECK_BITS fail (each expected value has
// its low bit flipped): a check that cannot fail is a defect.
#ifndef FP_TEST_BREAK
#define FP_TEST_BREAK 0
#endif
#define CHECK_BITS(actual, expected) CHECK((actual) == ((expected) ^ FP_TEST_BREAK))

namespace gcn::test::fp {

inline uint32_t f2u(float f) { uint32_t u; std::memcpy(&u, &f, 4); return u; }
inline uint64_t d2u(double d) { uint64_t u; std::memcpy(&u, &d, 8); return u; }

// Options with f32 and f16/f64 denormals flushed (MODE.FP_DENORM = 0), where OMOD applies.
inline AsmOptions ftz() {
  AsmOptions o;
  o.float_denorm_32 = 0;
  o.float_denorm_16_64 = 0;
  return o;
}

struct Run {
  AsmRun r;
  uint32_t v(uint32_t reg, int lane = 0) const { return r.w0().v(reg, lane); }
  uint64_t v64(uint32_t reg, int lane = 0) const { return v(reg, lane) | uint64_t(v(reg + 1, lane)) << 32; }
  uint64_t vcc() const { return r.w0().vcc(); }
  uint64_t exec() const { return r.w0().exec(); }
  uint64_t sgpr64(uint32_t s) const { return r.w0().pair(uint16_t(s)); }
};

inline Run run(const std::string& body, const AsmOptions& o = {}) { return Run{run_asm(body, o)}; }

// Sets VGPR `reg` of one lane to `value` (EXEC narrowed to that lane, then restored).
inline std::string set_lane(int lane, int reg, uint32_t value) {
  return fmt::format("s_mov_b32 exec_lo, {:#x}\ns_mov_b32 exec_hi, {:#x}\nv_mov_b32 v{}, {:#x}\ns_mov_b64 exec, -1\n",
                     lane < 32 ? 1u << lane : 0u, lane >= 32 ? 1u << (lane - 32) : 0u, reg, value);
}

}  // namespace gcn::test::fp
