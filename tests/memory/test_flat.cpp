// FLAT: global memory, LDS through the shared aperture, scratch through the private aperture,
// counters and hazards. Expected values worked out by hand from the per-lane data below.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/dispatch/dispatcher.h"
#include "tests/memory/mem_test.h"

using namespace gcn::test;
using namespace gcn::test::mem;

namespace {

// Buffer dword i = 1000 + i.
AsmOptions counting_buffer() {
  AsmOptions o;
  for (int i = 0; i < 1024; ++i) put32(o.buffer, 4 * i, 1000 + i);
  return o;
}

}  // namespace

TEST_CASE("flat_store_dword writes one dword per lane at per-lane addresses", "[flat]") {
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_add_u32 v4, vcc, 0x100, v0
  flat_store_dword v[2:3], v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
)");
  for (int lane = 0; lane < 64; ++lane) CHECK(u32(r.buffer, 4 * lane) == 0x100u + lane);
}

TEST_CASE("flat stores leave EXEC-masked lanes' memory untouched", "[flat]") {
  AsmOptions o;
  for (int i = 0; i < 64; ++i) put32(o.buffer, 4 * i, 0xAAAAAAAA);
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_mov_b32 v4, 0x55
  s_mov_b32 exec_lo, 0xffff0000
  s_mov_b32 exec_hi, 1
  flat_store_dword v[2:3], v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", o);
  for (int lane = 0; lane < 64; ++lane) {
    const bool on = (lane >= 16 && lane < 32) || lane == 32;
    CHECK(u32(r.buffer, 4 * lane) == (on ? 0x55u : 0xAAAAAAAAu));
  }
}

TEST_CASE("flat loads of every width, with sign and zero extension", "[flat]") {
  AsmOptions o = counting_buffer();
  o.buffer[2048] = 0x80;  // byte/short source at offset 2048: 0x80, 0xFF, 0x7F, 0x01
  o.buffer[2049] = 0xFF;
  o.buffer[2050] = 0x7F;
  o.buffer[2051] = 0x01;
  const AsmRun r = run_asm(kBufPrologue + R"(
  flat_load_dword v10, v[2:3]
  flat_load_dwordx2 v[12:13], v[2:3]
  flat_load_dwordx3 v[14:16], v[2:3]
  flat_load_dwordx4 v[20:23], v[2:3]
  s_add_u32 s4, s2, 2048
  s_addc_u32 s5, s3, 0
  v_mov_b32 v6, s4
  v_mov_b32 v7, s5
  flat_load_ubyte v30, v[6:7]
  flat_load_sbyte v31, v[6:7]
  flat_load_ushort v32, v[6:7]
  flat_load_sshort v33, v[6:7]
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", o);
  for (int lane : {0, 1, 37, 63}) {
    CHECK(vgpr(r, 10, lane) == 1000u + lane);
    CHECK(vgpr(r, 12, lane) == 1000u + lane);
    CHECK(vgpr(r, 13, lane) == 1001u + lane);
    CHECK(vgpr(r, 16, lane) == 1002u + lane);
    CHECK(vgpr(r, 23, lane) == 1003u + lane);
  }
  CHECK(vgpr(r, 30, 5) == 0x80u);
  CHECK(vgpr(r, 31, 5) == 0xFFFFFF80u);
  CHECK(vgpr(r, 32, 5) == 0xFF80u);
  CHECK(vgpr(r, 33, 5) == 0xFFFFFF80u);
}

TEST_CASE("flat stores of byte, short and dwordx4", "[flat]") {
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_mov_b32 v4, 0x11223344
  v_mov_b32 v5, 0x55667788
  v_mov_b32 v6, 0x99aabbcc
  v_mov_b32 v7, 0xddeeff00
  s_mov_b64 exec, 1
  flat_store_dwordx4 v[2:3], v[4:7]
  s_add_u32 s4, s2, 64
  s_addc_u32 s5, s3, 0
  v_mov_b32 v8, s4
  v_mov_b32 v9, s5
  flat_store_byte v[8:9], v4
  s_add_u32 s4, s2, 66
  v_mov_b32 v8, s4
  flat_store_short v[8:9], v5
  s_waitcnt vmcnt(0) lgkmcnt(0)
)");
  CHECK(u32(r.buffer, 0) == 0x11223344u);
  CHECK(u32(r.buffer, 12) == 0xddeeff00u);
  CHECK(u32(r.buffer, 16) == 0u);
  CHECK(u32(r.buffer, 64) == 0x77880044u);
}

TEST_CASE("flat atomics with GLC return the old value per lane", "[flat][atomic]") {
  AsmOptions o;
  for (int i = 0; i < 64; ++i) put32(o.buffer, 4 * i, uint32_t(i));
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_mov_b32 v4, 10
  flat_atomic_add v5, v[2:3], v4 glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
  flat_atomic_sub v6, v[2:3], v0 glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", o);
  for (int lane : {0, 3, 63}) {
    CHECK(vgpr(r, 5, lane) == uint32_t(lane));
    CHECK(vgpr(r, 6, lane) == uint32_t(lane) + 10);
    CHECK(u32(r.buffer, 4 * lane) == 10u);
  }
}

TEST_CASE("flat atomics on one address from every lane all apply", "[flat][atomic]") {
  const AsmRun r = run_asm(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s2
  v_mov_b32 v3, s3
  v_mov_b32 v4, 3
  flat_atomic_add v[2:3], v4
  flat_atomic_umax v[2:3], v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
)");
  CHECK(u32(r.buffer, 0) == 192u);  // 64 * 3, then max with lane ids 0..63 keeps 192
}

TEST_CASE("flat_atomic_cmpswap: data is {new, compare}", "[flat][atomic]") {
  AsmOptions o;
  for (int i = 0; i < 64; ++i) put32(o.buffer, 4 * i, uint32_t(i));
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_add_u32 v4, vcc, 100, v0          ; new value
  v_and_b32 v5, 1, v0                 ; compare: lane for even lanes, lane+1 (mismatch) for odd
  v_add_u32 v5, vcc, v5, v0
  flat_atomic_cmpswap v6, v[2:3], v[4:5] glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", o);
  for (int lane : {0, 1, 2, 63}) {
    CHECK(vgpr(r, 6, lane) == uint32_t(lane));
    CHECK(u32(r.buffer, 4 * lane) == (lane % 2 ? uint32_t(lane) : 100u + lane));
  }
}

TEST_CASE("flat 64-bit atomics: cmpswap_x2, add_x2 carry, smin_x2", "[flat][atomic]") {
  AsmOptions o;
  put32(o.buffer, 0, 0xFFFFFFFF);  // qword 0 = 0x00000001_FFFFFFFF
  put32(o.buffer, 4, 1);
  put32(o.buffer, 8, 5);           // qword 1 = 5
  put32(o.buffer, 16, 7);          // qword 2 = 7
  const AsmRun r = run_asm(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b64 exec, 1
  v_mov_b32 v2, s2
  v_mov_b32 v3, s3
  v_mov_b32 v4, 1
  v_mov_b32 v5, 0
  flat_atomic_add_x2 v[6:7], v[2:3], v[4:5] glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_add_u32 s4, s2, 8
  s_addc_u32 s5, s3, 0
  v_mov_b32 v2, s4
  v_mov_b32 v3, s5
  v_mov_b32 v4, -3
  v_mov_b32 v5, -1
  flat_atomic_smin_x2 v[2:3], v[4:5]
  s_add_u32 s4, s2, 16
  v_mov_b32 v2, s4
  v_mov_b32 v10, 9                   ; new
  v_mov_b32 v11, 0
  v_mov_b32 v12, 7                   ; compare
  v_mov_b32 v13, 0
  flat_atomic_cmpswap_x2 v[14:15], v[2:3], v[10:13] glc
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", o);
  CHECK(vgpr(r, 6, 0) == 0xFFFFFFFFu);
  CHECK(vgpr(r, 7, 0) == 1u);
  CHECK(u32(r.buffer, 0) == 0u);
  CHECK(u32(r.buffer, 4) == 2u);
  CHECK(u32(r.buffer, 8) == 0xFFFFFFFDu);
  CHECK(u32(r.buffer, 12) == 0xFFFFFFFFu);
  CHECK(vgpr(r, 14, 0) == 7u);
  CHECK(u32(r.buffer, 16) == 9u);
}

TEST_CASE("a global atomic at an address not aligned to its size is refused, naming lane and address",
          "[flat][atomic]") {
  // kBufPrologue spaces lanes 4 bytes apart: lane 1's qword straddles lanes 0 and 2. GCN defines
  // atomics on naturally aligned data only, so the model refuses rather than guess a result.
  REQUIRE_THROWS_WITH(run_asm(kBufPrologue + R"(
  v_mov_b32 v4, 1
  v_mov_b32 v5, 0
  flat_atomic_add_x2 v[2:3], v[4:5]
  s_waitcnt vmcnt(0) lgkmcnt(0)
)"), Catch::Contains("lane 1") && Catch::Contains("not 8-byte aligned"));
  // The same instruction on 8-byte spaced lanes is accepted.
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_add_u32 v2, vcc, v2, v1
  v_addc_u32 v3, vcc, v3, 0, vcc
  v_mov_b32 v4, 1
  v_mov_b32 v5, 0
  flat_atomic_add_x2 v[2:3], v[4:5]
  s_waitcnt vmcnt(0) lgkmcnt(0)
)");
  CHECK(u32(r.buffer, 8 * 63) == 1u);
}

TEST_CASE("flat_atomic_inc/dec wrap at the data value", "[flat][atomic]") {
  AsmOptions o;
  const uint32_t init[4] = {5, 3, 0, 7};  // inc limit 5: 5 -> 0, 3 -> 4; dec limit 5: 0 -> 5, 7 -> 5
  for (int i = 0; i < 4; ++i) put32(o.buffer, 4 * i, init[i]);
  const AsmRun r = run_asm(kBufPrologue + R"(
  v_mov_b32 v4, 5
  s_mov_b64 exec, 3
  flat_atomic_inc v[2:3], v4
  s_mov_b64 exec, 12
  flat_atomic_dec v[2:3], v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", o);
  CHECK(u32(r.buffer, 0) == 0u);
  CHECK(u32(r.buffer, 4) == 4u);
  CHECK(u32(r.buffer, 8) == 5u);
  CHECK(u32(r.buffer, 12) == 5u);
}

TEST_CASE("flat access outside every allocation is an error naming the address", "[flat]") {
  REQUIRE_THROWS_WITH(run_asm(R"(
  v_mov_b32 v2, 0x1000
  v_mov_b32 v3, 0
  flat_load_dword v4, v[2:3]
  s_waitcnt vmcnt(0) lgkmcnt(0)
)"), Catch::Contains("outside any buffer") && Catch::Contains("0x1000"));
}

TEST_CASE("flat counts in vmcnt and lgkmcnt; reading before s_waitcnt is a hazard", "[flat][counters]") {
  const std::string load = kBufPrologue + R"(
  flat_load_dword v4, v[2:3]
)";
  const AsmRun pending = run_asm(load);
  CHECK(pending.w0().vmcnt == 1);
  CHECK(pending.w0().lgkmcnt == 1);
  const AsmRun waited = run_asm(load + "  s_waitcnt vmcnt(0) lgkmcnt(0)\n");
  CHECK(waited.w0().vmcnt == 0);
  CHECK(waited.w0().lgkmcnt == 0);
  CHECK(waited.w0().pending.empty());
  REQUIRE_THROWS_WITH(run_asm(load + "  v_mov_b32 v5, v4\n"), Catch::Contains("program hazard"));
  AsmOptions allow;
  allow.allow_hazards = true;
  CHECK(run_asm(load + "  v_mov_b32 v5, v4\n", allow).stats.hazards.size() == 1);
}

TEST_CASE("flat through the shared aperture reaches LDS, bounded by M0", "[flat][lds]") {
  // Flat address = kSharedApertureHi:offset (dispatcher.h), offset = lane * 4.
  AsmOptions o;
  o.lds_bytes = 1024;
  const AsmRun r = run_asm(fmt::format(R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v2, 2, v0
  v_mov_b32 v3, {:#x}
  v_add_u32 v4, vcc, 0x700, v0
  flat_store_dword v[2:3], v4
  s_waitcnt vmcnt(0) lgkmcnt(0)
  ds_read_b32 v5, v2
  s_mov_b32 m0, 128                   ; lanes 32.. are at or beyond M0
  v_mov_b32 v6, 0x33
  flat_store_dword v[2:3], v6
  flat_load_dword v7, v[2:3]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_mov_b32 m0, -1
  ds_read_b32 v8, v2
  s_waitcnt lgkmcnt(0)
)", gcn::kSharedApertureHi), o);
  for (int lane : {0, 31, 32, 63}) {
    CHECK(vgpr(r, 5, lane) == 0x700u + lane);
    CHECK(vgpr(r, 7, lane) == (lane < 32 ? 0x33u : 0u));
    CHECK(vgpr(r, 8, lane) == (lane < 32 ? 0x33u : 0x700u + lane));
  }
}

namespace {

// Kernel with a private segment: s[0:3] = scratch V#, s[4:5] = kernarg, s[6:7] = flat scratch
// init, s8 = work-group id x, s9 = scratch wave offset (004 SGPR order).
AsmOptions scratch_kernel() {
  AsmOptions o;
  o.grid = {128, 1, 1};
  o.scratch_bytes = 64;
  o.extra_directives = R"(
    .amdhsa_user_sgpr_private_segment_buffer 1
    .amdhsa_user_sgpr_flat_scratch_init 1
    .amdhsa_system_sgpr_private_segment_wavefront_offset 1
)";
  return o;
}

// 004 "Flat Scratch", GFX7-GFX8 prologue.
const char* kFlatScratchInit = R"(
  s_add_u32 s6, s6, s9
  s_lshr_b32 flat_scratch_hi, s6, 8
  s_mov_b32 flat_scratch_lo, s7
)";

}  // namespace

TEST_CASE("MUBUF scratch and flat scratch address the same bytes", "[flat][scratch]") {
  const AsmRun r = run_asm(std::string(kFlatScratchInit) + fmt::format(R"(
  v_add_u32 v4, vcc, 0x500, v0
  v_mov_b32 v10, s8
  v_lshlrev_b32 v10, 8, v10
  v_add_u32 v4, vcc, v4, v10          ; 0x500 + lane + 256 * group
  buffer_store_dword v4, off, s[0:3], s9 offset:8
  s_waitcnt vmcnt(0)
  v_mov_b32 v2, 8
  v_mov_b32 v3, {0:#x}
  flat_load_dword v5, v[2:3]
  v_mov_b32 v2, 12
  v_add_u32 v6, vcc, 0x900, v0
  flat_store_dword v[2:3], v6
  s_waitcnt vmcnt(0) lgkmcnt(0)
  buffer_load_dword v7, off, s[0:3], s9 offset:12
  s_waitcnt vmcnt(0)
)", gcn::kPrivateApertureHi), scratch_kernel());
  REQUIRE(r.waves.size() == 2);
  for (int w = 0; w < 2; ++w)
    for (int lane : {0, 1, 63}) {
      CHECK(r.waves[w].v(5, lane) == 0x500u + lane + 256 * w);
      CHECK(r.waves[w].v(7, lane) == 0x900u + lane);
    }
}

TEST_CASE("flat scratch beyond FLAT_SCRATCH_LO per-lane size fails", "[flat][scratch]") {
  REQUIRE_THROWS_WITH(run_asm(std::string(kFlatScratchInit) + fmt::format(R"(
  v_mov_b32 v2, 64
  v_mov_b32 v3, {0:#x}
  flat_load_dword v5, v[2:3]
  s_waitcnt vmcnt(0) lgkmcnt(0)
)", gcn::kPrivateApertureHi), scratch_kernel()), Catch::Contains("FLAT_SCRATCH_LO"));
}
