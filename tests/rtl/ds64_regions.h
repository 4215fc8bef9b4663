// The buffer layout shared by the DS 64-bit lane tests (test_rtl_ds64, test_rtl_ds_float): the
// buffer is cut into regions of one 64-bit word per lane; the kernel prologue loads regions 0-2
// (initial memory, DATA0, DATA1) into v[4:5], v[6:7], v[8:9] and leaves v3 = 8 * lane (the LDS
// address) and v[10:11] = the buffer address of the lane's word in region 0.
#pragma once
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace gcn::test::ds64 {

constexpr size_t kRegion = 512;  // 64 lanes x 8 bytes

inline uint64_t get64(const std::vector<uint8_t>& b, size_t off) {
  uint64_t v;
  std::memcpy(&v, &b[off], 8);
  return v;
}
inline void put64(std::vector<uint8_t>& b, size_t off, uint64_t v) { std::memcpy(&b[off], &v, 8); }

// Region r of the buffer, lane-strided: v[12:13] = buffer + r * 512 + 8 * lane.
inline std::string region_addr(int r) {
  return fmt::format("  v_add_u32 v12, vcc, 0x{:x}, v10\n  v_addc_u32 v13, vcc, 0, v11, vcc\n", r * int(kRegion));
}

// The kernel prologue described above.
inline std::string load_regions() {
  std::string body = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v3, 3, v0
  v_mov_b32 v11, s3
  v_add_u32 v10, vcc, s2, v3
  v_addc_u32 v11, vcc, 0, v11, vcc
  flat_load_dwordx2 v[4:5], v[10:11]
)";
  body += region_addr(1) + "  flat_load_dwordx2 v[6:7], v[12:13]\n";
  body += region_addr(2) + "  flat_load_dwordx2 v[8:9], v[12:13]\n  s_waitcnt vmcnt(0)\n";
  return body;
}

}  // namespace gcn::test::ds64
