// Shared helpers of the memory-instruction tests: kernel prologues and buffer accessors.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "tests/support/asm_kernel.h"

namespace gcn::test::mem {

// s[2:3] = test buffer address; v[2:3] = that address + v0 * 4 (one dword per lane).
inline const std::string kBufPrologue = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v3, s3
  v_add_u32 v2, vcc, s2, v1
  v_addc_u32 v3, vcc, v3, 0, vcc
)";

inline uint32_t u32(const std::vector<uint8_t>& b, size_t off) {
  uint32_t v;
  std::memcpy(&v, b.data() + off, 4);
  return v;
}
inline void put32(std::vector<uint8_t>& b, size_t off, uint32_t v) { std::memcpy(b.data() + off, &v, 4); }

inline uint32_t vgpr(const AsmRun& r, uint32_t reg, int lane) { return r.w0().v(reg, lane); }

}  // namespace gcn::test::mem
