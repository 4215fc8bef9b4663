// RTL memory unit beyond plain loads/stores: FLAT atomics (AXI read-modify-write per lane) and
// MUBUF accesses (scratch through the private-segment V#, and a linear global V#).
//
// Each test runs the same kernel on the golden engine on its own (final buffer and retired
// instruction count) and on the RTL (AXI seeds 1..3) in lockstep with golden (harness/lockstep
// through rtl_lockstep.h): every retire record (memory effects included), every completion's
// load writeback (atomic return values, MUBUF load data) and every stored byte.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstring>
#include <string>
#include <vector>

#include "golden/api/device.h"
#include "golden/api/launch_spec.h"
#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "golden/loader/code_object.h"
#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"
#include "verilator/rtl_cu.h"

namespace {

using gcn::test::AsmOptions;

using Lockstep = gcn::test::AsmLockstep;
using gcn::test::run_asm_lockstep;

using gcn::test::first_diff;

uint32_t word(const std::vector<uint8_t>& b, size_t dword) {
  uint32_t v;
  std::memcpy(&v, &b.at(dword * 4), 4);
  return v;
}

// Runs with AXI seeds 1..3 (responses reordered differently) and checks everything.
Lockstep check_lockstep(const std::string& body, const AsmOptions& opts) {
  Lockstep last;
  for (uint64_t seed : {1, 2, 3}) {
    INFO("AXI seed " << seed);
    last = run_asm_lockstep(body, opts, seed);
    INFO(first_diff(last.golden, last.rtl));
    CHECK(last.first_divergence == "");
    CHECK(last.rtl == last.golden);
    CHECK(last.stats.instructions == last.golden_instructions);
  }
  return last;
}

const char* const kPrologue = gcn::test::kLaneAddrPrologue;

// v[dst:dst+1] = v[1:2] + bytes.
std::string offset_addr(int dst, uint32_t bytes) {
  return fmt::format("  v_add_u32 v{0}, vcc, {2:#x}, v1\n  v_addc_u32 v{1}, vcc, 0, v2, vcc\n", dst, dst + 1, bytes);
}

AsmOptions pattern_buffer() {
  AsmOptions o;
  uint32_t x = 0x12345678;
  for (size_t i = 0; i < o.buffer.size(); i += 4) {
    x = x * 1664525u + 1013904223u;
    std::memcpy(&o.buffer[i], &x, 4);
  }
  return o;
}

}  // namespace

TEST_CASE("RTL flat atomics of every 32-bit op, with and without return, like golden", "[rtl][atomic]") {
  const char* ops[] = {"swap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or", "xor", "inc", "dec"};
  for (const char* op : ops) {
    DYNAMIC_SECTION("flat_atomic_" << op) {
      const bool wrap = std::string(op) == "inc" || std::string(op) == "dec";
      // inc/dec: small memory values and limits so both wrap rules and plain steps occur.
      const std::string pre = wrap ? std::string(R"(
  v_and_b32 v10, 7, v0
  flat_store_dword v[1:2], v10
)") + offset_addr(6, 0x100) + R"(
  flat_store_dword v[6:7], v10
  s_waitcnt vmcnt(0)
  v_lshrrev_b32 v3, 1, v0
  v_and_b32 v3, 7, v3
)" : R"(
  s_mov_b32 s31, 0x9e3779b1
  v_mul_lo_u32 v3, v0, s31
)";
      const std::string body = std::string(kPrologue) + pre + offset_addr(6, 0x100) + offset_addr(8, 0x200) +
                               fmt::format(R"(
  flat_atomic_{0} v5, v[1:2], v3 glc
  flat_atomic_{0} v[6:7], v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  flat_store_dword v[8:9], v5
  s_waitcnt vmcnt(0)
)", op);
      const Lockstep r = check_lockstep(body, pattern_buffer());
      CHECK(r.stats.mem_effects >= 3);
      CHECK(r.stats.writebacks >= 1);
    }
  }
}

TEST_CASE("RTL flat_atomic_cmpswap succeeds where the compare matches, fails elsewhere", "[rtl][atomic]") {
  // v3 = new value, v4 = compare: the current value on even lanes, off by one on odd lanes.
  const std::string body = std::string(kPrologue) + offset_addr(8, 0x200) + R"(
  flat_load_dword v4, v[1:2]
  v_add_u32 v3, vcc, 0x1000, v0
  v_and_b32 v10, 1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_u32 v4, vcc, v4, v10
  flat_atomic_cmpswap v5, v[1:2], v[3:4] glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
  flat_store_dword v[8:9], v5
  s_waitcnt vmcnt(0)
)";
  const AsmOptions o = pattern_buffer();
  const Lockstep r = check_lockstep(body, o);
  CHECK(word(r.rtl, 0) == 0x1000u);               // lane 0: swapped
  CHECK(word(r.rtl, 1) == word(o.buffer, 1));      // lane 1: unchanged
  CHECK(word(r.rtl, 0x80 + 1) == word(o.buffer, 1));  // returns the old value either way
}

TEST_CASE("RTL atomics from all lanes to one address serialise in lane order", "[rtl][atomic]") {
  // Every lane adds lane+1 to dword 0, increments dword 1 with wrap at 9 and tries to swap
  // dword 2 from its initial value (only lane 0 can succeed); the returns go to dwords 64...
  const std::string body = std::string(kPrologue) + R"(
  v_mov_b32 v10, s2
  v_mov_b32 v11, s3
  v_add_u32 v12, vcc, 4, v10
  v_addc_u32 v13, vcc, 0, v11, vcc
  v_add_u32 v14, vcc, 8, v10
  v_addc_u32 v15, vcc, 0, v11, vcc
  v_add_u32 v3, vcc, 1, v0
  v_mov_b32 v4, 9
  flat_load_dword v17, v[14:15]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_u32 v16, vcc, 0x500, v0
  flat_atomic_add v5, v[10:11], v3 glc
  flat_atomic_inc v6, v[12:13], v4 glc
  flat_atomic_cmpswap v7, v[14:15], v[16:17] glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
)" + offset_addr(20, 0x100) + offset_addr(22, 0x200) + offset_addr(24, 0x300) + R"(
  flat_store_dword v[20:21], v5
  flat_store_dword v[22:23], v6
  flat_store_dword v[24:25], v7
  s_waitcnt vmcnt(0)
)";
  AsmOptions o = pattern_buffer();
  const uint32_t zero = 0, three = 3;
  std::memcpy(&o.buffer[0], &zero, 4);
  std::memcpy(&o.buffer[4], &three, 4);
  const Lockstep r = check_lockstep(body, o);
  CHECK(word(r.rtl, 0) == 64u * 65u / 2u);
  CHECK(word(r.rtl, 64 + 63) == 63u * 64u / 2u);      // lane 63 saw the sum of lanes 0..62
  CHECK(word(r.rtl, 128 + 6) == (3u + 6u) % 10u);     // inc: 3,4,...,9,0,... in lane order
  CHECK(word(r.rtl, 2) == 0x500u);                    // cmpswap: lane 0 won
  CHECK(word(r.rtl, 192 + 1) == 0x500u);              // lane 1 saw lane 0's value
}

TEST_CASE("RTL coalesces the lanes of a global atomic on one address into one write", "[rtl][atomic]") {
  // All 64 lanes add lane+1 to dword 0 (one chain); lane l takes the unsigned max of dword
  // 64 + l%8 and l (eight chains of eight lanes); the returns are stored at dwords 128.. and 192..
  const std::string body = std::string(kPrologue) + R"(
  v_mov_b32 v10, s2
  v_mov_b32 v11, s3
  v_add_u32 v3, vcc, 1, v0
  flat_atomic_add v5, v[10:11], v3 glc
  v_and_b32 v6, 7, v0
  v_lshlrev_b32 v6, 2, v6
  v_add_u32 v6, vcc, 0x100, v6
  v_add_u32 v12, vcc, v10, v6
  v_addc_u32 v13, vcc, 0, v11, vcc
  flat_atomic_umax v7, v[12:13], v0 glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
)" + offset_addr(20, 0x200) + offset_addr(22, 0x300) + R"(
  flat_store_dword v[20:21], v5
  flat_store_dword v[22:23], v7
  s_waitcnt vmcnt(0)
)";
  AsmOptions o = pattern_buffer();
  for (uint32_t k = 0; k < 8; ++k) {
    const uint32_t v = 3 * k;
    std::memcpy(&o.buffer[(64 + k) * 4], &v, 4);
  }
  const uint32_t d0 = word(o.buffer, 0);
  const Lockstep r = check_lockstep(body, o);
  CHECK(word(r.rtl, 0) == d0 + 64u * 65u / 2u);
  CHECK(word(r.rtl, 128 + 63) == d0 + 63u * 64u / 2u);  // lane 63 saw lanes 0..62's steps
  CHECK(word(r.rtl, 64 + 5) == 61u);                    // max(15, 5, 13, ..., 61)
  CHECK(word(r.rtl, 192 + 13) == 15u);                  // lane 13 saw max(15, 5)
  CHECK(word(r.rtl, 192 + 5) == 15u);                   // lane 5 came first
  // One write per address (1 + 8), then the 2 x 64 stored returns.
  CHECK(gcn::test::run_asm_rtl(body, o, 1) == 1u + 8u + 128u);
}

TEST_CASE("RTL atomics leave EXEC-masked lanes alone", "[rtl][atomic]") {
  const std::string body = std::string(kPrologue) + offset_addr(8, 0x200) + R"(
  v_mov_b32 v5, 0xdead
  s_mov_b32 s31, 0x01000193
  v_mul_lo_u32 v3, v0, s31
  s_mov_b32 s20, 0x5a5a5a5a
  s_mov_b32 s21, 0x0ff00ff0
  s_and_saveexec_b64 s[22:23], s[20:21]
  flat_atomic_xor v5, v[1:2], v3 glc
  flat_atomic_umax v[8:9], v3
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_mov_b64 exec, s[22:23]
)" + offset_addr(10, 0x100) + R"(
  flat_store_dword v[10:11], v5
  s_waitcnt vmcnt(0)
)";
  const AsmOptions o = pattern_buffer();
  const Lockstep r = check_lockstep(body, o);
  CHECK(word(r.rtl, 0) == word(o.buffer, 0));        // lane 0 masked (bit 0 of 0x5a5a5a5a is 0)
  CHECK(word(r.rtl, 64 + 0) == 0xdeadu);             // and its return register untouched
  CHECK(word(r.rtl, 1) == (word(o.buffer, 1) ^ 0x01000193u));
}

namespace {

// s[0:3] = private-segment V#, s[4:5] = kernarg, s6 = work-group id x, s7 = scratch wave offset.
AsmOptions scratch_kernel() {
  AsmOptions o = pattern_buffer();
  o.grid = {128, 1, 1};
  o.scratch_bytes = 96;
  o.extra_directives = R"(
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_system_sgpr_private_segment_wavefront_offset 1
)";
  return o;
}

const char* kScratchPrologue = R"(
  s_load_dwordx2 s[20:21], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  s_lshl_b32 s8, s6, 6
  v_add_u32 v30, vcc, s8, v0
  v_lshlrev_b32 v1, 2, v30
  v_mov_b32 v2, s21
  v_add_u32 v1, vcc, s20, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
)";

}  // namespace

TEST_CASE("RTL scratch stores and loads of every width, offset and offen forms", "[rtl][scratch]") {
  const std::string body = std::string(kScratchPrologue) + R"(
  s_mov_b32 s31, 0x9e3779b1
  v_mul_lo_u32 v3, v30, s31
  v_xor_b32 v4, 0x8badf00d, v3
  v_add_u32 v5, vcc, 0x7f7f, v3
  v_lshrrev_b32 v6, 3, v3
  v_and_b32 v7, 3, v0
  v_lshlrev_b32 v7, 2, v7
  v_add_u32 v7, vcc, 48, v7
  s_mov_b32 s9, 4
  buffer_store_dword v3, off, s[0:3], s7
  buffer_store_dwordx2 v[3:4], off, s[0:3], s7 offset:4
  buffer_store_dwordx3 v[4:6], off, s[0:3], s7 offset:12
  buffer_store_dwordx4 v[3:6], off, s[0:3], s7 offset:24
  buffer_store_dword v6, v7, s[0:3], s7 offen offset:16
  buffer_store_byte v4, v7, s[0:3], s7 offen offset:33
  buffer_store_short v5, v7, s[0:3], s7 offen offset:34
  s_add_u32 s12, s0, s7
  s_addc_u32 s13, s1, 0
  s_mov_b32 s14, s2
  s_mov_b32 s15, s3
  buffer_store_dword v5, v7, s[12:15], 0 offen
  s_add_u32 s16, s7, s9
  buffer_store_short v3, off, s[0:3], s16 offset:80
  buffer_store_byte v6, off, s[0:3], s16 offset:83
  s_waitcnt vmcnt(0)
  buffer_load_dword v10, off, s[0:3], s7
  buffer_load_dwordx2 v[11:12], off, s[0:3], s7 offset:4
  buffer_load_dwordx3 v[13:15], off, s[0:3], s7 offset:12
  buffer_load_dwordx4 v[16:19], off, s[0:3], s7 offset:24
  buffer_load_dword v20, v7, s[0:3], s7 offen offset:16
  buffer_load_ubyte v21, v7, s[0:3], s7 offen offset:33
  buffer_load_sbyte v22, v7, s[0:3], s7 offen offset:33
  buffer_load_ushort v23, v7, s[0:3], s7 offen offset:34
  buffer_load_sshort v24, v7, s[0:3], s7 offen offset:34
  buffer_load_dword v25, v7, s[12:15], 0 offen
  buffer_load_dword v26, off, s[0:3], s16 offset:80
  s_waitcnt vmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  v_xor_b32 v10, v10, v12
  v_add_u32 v10, vcc, v10, v13
  v_xor_b32 v10, v10, v14
  v_add_u32 v10, vcc, v10, v15
  v_xor_b32 v10, v10, v16
  v_add_u32 v10, vcc, v10, v17
  v_xor_b32 v10, v10, v18
  v_add_u32 v10, vcc, v10, v19
  v_xor_b32 v10, v10, v20
  v_add_u32 v10, vcc, v10, v21
  v_xor_b32 v10, v10, v22
  v_add_u32 v10, vcc, v10, v23
  v_xor_b32 v10, v10, v24
  v_add_u32 v10, vcc, v10, v25
  v_xor_b32 v10, v10, v26
  flat_store_dword v[1:2], v10
)" + offset_addr(8, 0x200) + R"(
  flat_store_dword v[8:9], v22
)" + offset_addr(8, 0x400) + R"(
  flat_store_dword v[8:9], v24
  s_waitcnt vmcnt(0)
)";
  const Lockstep r = check_lockstep(body, scratch_kernel());
  CHECK(r.stats.mem_effects >= 22 * 2);
  CHECK(r.stats.writebacks >= 11 * 2);
}

TEST_CASE("RTL MUBUF through a linear global V#: idxen, stride and the range check", "[rtl][scratch]") {
  // s[12:15] = V# over the test buffer: stride 8, NUM_RECORDS 0x440 bytes, 32-bit format. The
  // {index, offset} forms at offset 0x304 are in range for lanes 0..39 (lane 39 only its first
  // dword): out-of-range loads read 0, stores are dropped.
  const std::string body = std::string(kPrologue) + R"(
  s_mov_b32 s12, s2
  s_and_b32 s13, s3, 0xffff
  s_or_b32 s13, s13, 0x80000
  s_movk_i32 s14, 0x440
  s_mov_b32 s15, 0x24fac
  s_mov_b32 s31, 0x01000193
  v_mul_lo_u32 v3, v0, s31
  v_add_u32 v4, vcc, 0x55, v0
  v_mov_b32 v20, v0
  v_mov_b32 v21, 4
  buffer_store_dword v3, v0, s[12:15], 0 idxen offset:0x100
  buffer_store_dwordx2 v[3:4], v[20:21], s[12:15], 0 idxen offen offset:0x300
  s_waitcnt vmcnt(0)
  buffer_load_dword v6, v0, s[12:15], 0 idxen offset:0x100
  buffer_load_dwordx2 v[7:8], v[20:21], s[12:15], 0 idxen offen offset:0x300
  buffer_load_ushort v9, v0, s[12:15], 0 idxen offset:0x102
  s_waitcnt vmcnt(0)
  v_add_u32 v6, vcc, v6, v9
)" + offset_addr(10, 0x800) + R"(
  flat_store_dword v[10:11], v6
)" + offset_addr(10, 0x900) + R"(
  flat_store_dword v[10:11], v7
)" + offset_addr(10, 0xa00) + R"(
  flat_store_dword v[10:11], v8
  s_waitcnt vmcnt(0)
)";
  const AsmOptions o = pattern_buffer();
  const Lockstep r = check_lockstep(body, o);
  CHECK(word(r.rtl, 0x900 / 4 + 10) == 10u * 0x01000193u);  // lane 10 in range
  CHECK(word(r.rtl, 0xa00 / 4 + 10) == 10u + 0x55u);
  CHECK(word(r.rtl, 0x900 / 4 + 39) == 39u * 0x01000193u);  // lane 39: first dword only
  CHECK(word(r.rtl, 0xa00 / 4 + 39) == 0u);
  CHECK(word(r.rtl, 0x900 / 4 + 50) == 0u);                 // lane 50: out of range
}

// Integer VALU ops the -O0 corpus builds need (spills of SGPRs into VGPR lanes).
TEST_CASE("RTL v_readlane/v_writelane ignore EXEC and v_lshrrev_b16 shifts 16 bits", "[rtl][valu]") {
  const std::string body = std::string(kPrologue) + R"(
  s_mov_b32 s31, 0x9e3779b1
  v_mul_lo_u32 v3, v0, s31
  v_mov_b32 v4, 0
  v_mov_b32 v5, 0
  s_mov_b32 exec_lo, 15
  s_mov_b32 exec_hi, 0
  v_readlane_b32 s20, v3, 37
  v_writelane_b32 v4, s20, 50
  v_lshrrev_b16 v5, 3, v3
  s_mov_b64 exec, -1
  v_add_u32 v4, vcc, v4, v5
  flat_store_dword v[1:2], v4
  s_waitcnt vmcnt(0)
)";
  const Lockstep r = check_lockstep(body, pattern_buffer());
  CHECK(word(r.rtl, 50) == 37u * 0x9e3779b1u);                   // written into inactive lane 50
  CHECK(word(r.rtl, 2) == (((2u * 0x9e3779b1u) & 0xffffu) >> 3));  // 16-bit shift, zero-extended
  CHECK(word(r.rtl, 40) == 0u);
}
