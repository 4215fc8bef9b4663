// Directed tests of the RTL VALU against the golden model: 16-bit integer ops, 64/16-bit
// compares, bit scans, v_perm_b32, v_readlane/v_writelane, v_mad_i64_i32, SDWA, and the f32
// subset integer division lowers to (v_cvt_f32_u32, v_cvt_u32_f32, v_mul_f32, v_rcp_iflag_f32).
//
// Each test loads per-lane inputs A, B, C, D (buffer regions 0..3, one dword per lane) into
// v3, v4, v5, v6, runs a body that leaves its results in v10, v11, ..., and stores result k to
// region 4 + k. The kernel runs on the golden engine and on the RTL; the whole buffer and the
// retired instruction counts must be equal, and a few lanes are checked against values worked
// out by hand so that a test cannot pass vacuously.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstring>

#include "golden/api/device.h"
#include "golden/loader/code_object.h"
#include "tests/rtl/rtl_lanes.h"
#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness

}  // namespace

TEST_CASE("RTL 16-bit VOP2/VOP3 integer ops wrap, shift mod 16, saturate with clamp", "[rtl][valu]") {
  Inputs in;
  in.a = lanes({0, 1, 0xffff, 0x8000, 0x7fff, 0x1234ffff, 0xabcd8001, 16, 17, 31, 15, 0xfff0}, 1);
  in.b = lanes({0xffff, 0xffff, 1, 0x8000, 0x7fff, 0x00010001, 0x5555ffff, 0x8001, 0x1234, 0xffff, 0x8000, 7}, 2);
  in.c = lanes({0x10000, 0xffff, 0x8000}, 3);
  const auto r = run_lanes(R"(
  s_mov_b32 s10, 0xfffe8003
  v_add_u16 v10, v3, v4
  v_sub_u16 v11, v3, v4
  v_subrev_u16 v12, v3, v4
  v_mul_lo_u16 v13, v3, v4
  v_lshlrev_b16 v14, v3, v4
  v_lshrrev_b16 v15, v3, v4
  v_ashrrev_i16 v16, v3, v4
  v_max_u16 v17, v3, v4
  v_min_u16 v18, v3, v4
  v_max_i16 v19, v3, v4
  v_min_i16 v20, v3, v4
  v_add_u16_e64 v21, v3, v4 clamp
  v_sub_u16_e64 v22, v3, v4 clamp
  v_subrev_u16_e64 v23, v3, v4 clamp
  v_mad_u16 v24, v3, v4, v5
  v_mad_i16 v25, v3, s10, v5
  v_add_u16 v26, 1.0, v3
  v_lshrrev_b16_e64 v27, s10, v4
  v_add_u16 v28, 0x1234, v3
  v_mov_b32 v29, 0x5a5a5a5a
  s_mov_b32 exec_lo, 0xf0f0f0f0
  s_mov_b32 exec_hi, 0x0ff00ff0
  v_min_u16 v29, -1, v3
)",
                           20, in);
  check_same(r);
  CHECK(r.out(0, 0) == 0xffff);        // 0 + 0xffff
  CHECK(r.out(0, 1) == 0x0000);        // 1 + 0xffff wraps
  CHECK(r.out(3, 2) == 0xffff);        // 0xffff * 1
  CHECK(r.out(4, 7) == 0x8001);        // shift by 16 is a shift by 0
  CHECK(r.out(4, 8) == 0x2468);        // 0x1234 << (17 & 15)
  CHECK(r.out(6, 10) == 0xffff);       // 0x8000 >>> 15
  CHECK(r.out(11, 0) == 0xffff);       // 0 + 0xffff, no carry
  CHECK(r.out(11, 1) == 0xffff);       // 1 + 0xffff saturates
  CHECK(r.out(12, 0) == 0);            // 0 - 0xffff saturates at 0
  CHECK(r.out(16, 0) == 0x3c00);       // inline 1.0 is binary16 for a 16-bit operand
  CHECK(r.out(19, 0) == 0x5a5a5a5a);   // lane 0 inactive
  CHECK(r.out(19, 4) == 0x7fff);       // lane 4 active: min(-1 as 0xffff, 0x7fff)
}

TEST_CASE("RTL 64-bit and 16-bit compares: VOPC to VCC, VOP3 to an SGPR pair, v_cmpx", "[rtl][valu]") {
  Inputs in;
  // v[3:4] and v[5:6] are 64-bit operands (A:B and C:D).
  in.a = lanes({0, 0xffffffff, 5, 0, 0, 0xfffffff0, 0xffffffff, 0, 7, 0x8000, 0xffff}, 4);
  in.b = lanes({0, 0xffffffff, 0, 0x80000000, 0x3ff00000, 0xffffffff, 0x7fffffff, 1, 0, 0x7fff, 0x1}, 5);
  in.c = lanes({0, 0, 5, 0, 0, 0xfffffff0, 0, 0, 7, 0x7fff, 0x8001}, 6);
  in.d = lanes({0, 0, 0, 0x7fffffff, 0, 0xffffffff, 0x80000000, 1, 1, 0x8000, 0x1}, 7);
  const auto r = run_lanes(R"(
  v_cmp_eq_u64 vcc, v[3:4], v[5:6]
  v_cndmask_b32 v10, 0, 1, vcc
  v_cmp_lt_i64 vcc, v[3:4], v[5:6]
  v_cndmask_b32 v11, 0, 1, vcc
  v_cmp_gt_i64_e64 s[20:21], v[3:4], v[5:6]
  v_cndmask_b32 v12, 0, 1, s[20:21]
  v_cmp_lt_u64_e64 s[22:23], v[3:4], v[5:6]
  v_cndmask_b32 v13, 0, 1, s[22:23]
  v_cmp_ge_u64 vcc, v[3:4], v[5:6]
  v_cndmask_b32 v14, 0, 1, vcc
  v_cmp_ne_i64 vcc, v[3:4], v[5:6]
  v_cndmask_b32 v15, 0, 1, vcc
  v_cmp_le_i64 vcc, -1, v[3:4]
  v_cndmask_b32 v16, 0, 1, vcc
  v_cmp_lt_i64 vcc, 0xfffffff0, v[3:4]
  v_cndmask_b32 v17, 0, 1, vcc
  v_cmp_lt_u64 vcc, 0xfffffff0, v[3:4]
  v_cndmask_b32 v18, 0, 1, vcc
  v_cmp_eq_u64 vcc, 1.0, v[3:4]
  v_cndmask_b32 v19, 0, 1, vcc
  v_cmp_lt_i16 vcc, v3, v5
  v_cndmask_b32 v20, 0, 1, vcc
  v_cmp_lt_u16_e64 s[24:25], v3, v5
  v_cndmask_b32 v21, 0, 1, s[24:25]
  v_cmp_ge_i16 vcc, v4, v6
  v_cndmask_b32 v22, 0, 1, vcc
  v_cmp_t_u64 vcc, v[3:4], v[5:6]
  v_cndmask_b32 v23, 0, 1, vcc
  v_mov_b32 v24, 0
  v_cmpx_gt_u64 vcc, v[3:4], v[5:6]
  v_mov_b32 v24, 1
  s_mov_b64 exec, -1
  v_mov_b32 v25, 0
  v_cmpx_ne_i16 s[26:27], v3, v5
  v_mov_b32 v25, 1
)",
                           16, in);
  check_same(r);
  CHECK(r.out(0, 0) == 1);   // 0 == 0
  CHECK(r.out(1, 3) == 1);   // 0x80000000_00000000 < 0x7fffffff_00000000 signed
  CHECK(r.out(3, 3) == 0);   // ... but not unsigned
  CHECK(r.out(9, 4) == 1);   // inline 1.0 is 0x3ff0000000000000 for a 64-bit operand
  CHECK(r.out(7, 5) == 0);   // i64 literal sign-extends: -16 < -16 is false
  CHECK(r.out(8, 5) == 1);   // u64 literal zero-extends: 0xfffffff0 < 0xffffffff_fffffff0
  CHECK(r.out(10, 9) == 1);  // i16: -32768 < 32767
  CHECK(r.out(11, 9) == 0);  // u16: 0x8000 < 0x7fff is false
}

TEST_CASE("RTL bit scans and v_perm_b32 byte selects", "[rtl][valu]") {
  Inputs in;
  in.a = lanes({0, 1, 0x80000000, 0xffffffff, 0x7fffffff, 0xfffffffe, 0x00010000, 0x40000000}, 8);
  in.b = lanes({0x01234567}, 9);
  // Selector bytes: every value 0..15 and some above, in all four positions.
  Lanes sel;
  for (uint32_t i = 0; i < 16; ++i) sel.push_back(i | (i + 1) % 16 << 8 | (15 - i) << 16 | (i * 5 % 16) << 24);
  sel.insert(sel.end(), {0x0c0c0c0c, 0x0d0d0d0d, 0xffff0e0f, 0x0b0a0908, 0x07060504, 0x03020100});
  in.c = lanes({}, 10);
  std::copy(sel.begin(), sel.end(), in.c.begin());
  const auto r = run_lanes(R"(
  v_ffbh_u32 v10, v3
  v_ffbl_b32 v11, v3
  v_ffbh_i32 v12, v3
  v_ffbh_u32_e64 v13, s2
  v_perm_b32 v14, v3, v4, v5
  s_mov_b32 s11, 0x0c0d0102
  v_perm_b32 v15, v4, v3, s11
  v_perm_b32 v16, s2, v4, v5
)",
                           7, in);
  check_same(r);
  CHECK(r.out(0, 0) == 0xffffffff);  // ffbh(0) = -1
  CHECK(r.out(0, 1) == 31);
  CHECK(r.out(0, 2) == 0);
  CHECK(r.out(1, 2) == 31);          // ffbl(0x80000000)
  CHECK(r.out(2, 3) == 0xffffffff);  // ffbh_i32(-1) = -1
  CHECK(r.out(2, 5) == 31);          // ffbh_i32(-2): first bit differing from the sign is bit 0
  CHECK(r.out(2, 4) == 1);           // ffbh_i32(0x7fffffff)
  // lane 0: a = 0, b = 0x01234567, selector bytes (low first) 0, 1, 15, 0.
  CHECK(r.out(4, 0) == 0x67ff4567u);
  CHECK(r.out(4, 16) == 0);          // all selectors 12: zero
  CHECK(r.out(4, 17) == 0xffffffff); // all selectors 13: 0xff
}

TEST_CASE("RTL v_readlane/v_writelane select the lane from an SGPR or constant, whatever EXEC", "[rtl][valu]") {
  Inputs in;
  for (uint32_t l = 0; l < 64; ++l) in.a.push_back(0x1000 + l * 3);
  const auto r = run_lanes(R"(
  s_mov_b32 s12, 70
  v_readlane_b32 s10, v3, 63
  v_readlane_b32 s11, v3, s12
  v_mov_b32 v10, s10
  v_mov_b32 v11, s11
  v_mov_b32 v12, v3
  s_mov_b32 exec_lo, 0x0000ffff
  s_mov_b32 exec_hi, 0
  v_readlane_b32 s13, v3, 40
  v_writelane_b32 v12, s13, 63
  v_writelane_b32 v12, -7, s12
  v_writelane_b32 v12, s10, 0
  s_mov_b32 exec_lo, 0xf
  v_mov_b32 v12, 0x777
  s_mov_b64 exec, 0
  v_writelane_b32 v12, 5, 33
  v_readlane_b32 s14, v12, 33
  s_mov_b64 exec, -1
  v_mov_b32 v13, s14
)",
                           4, in);
  check_same(r);
  CHECK(r.out(0, 0) == 0x1000 + 63 * 3);  // lane 63
  CHECK(r.out(1, 9) == 0x1000 + 6 * 3);   // lane 70 & 63 = 6
  CHECK(r.out(2, 63) == 0x1000 + 40 * 3); // written although lane 63 is inactive
  CHECK(r.out(2, 0) == 0x777);            // lane 0 written by writelane, then by v_mov
  CHECK(r.out(2, 6) == 0xfffffff9);       // lane 70 & 63 = 6: -7
  CHECK(r.out(2, 20) == 0x1000 + 20 * 3); // inactive, untouched
  CHECK(r.out(3, 0) == 5);                // EXEC = 0: writelane and readlane still act
}

TEST_CASE("RTL v_mad_i64_i32 and v_mad_u64_u32 with the carry to an SGPR pair", "[rtl][valu]") {
  Inputs in;
  in.a = lanes({0, 0xffffffff, 0x80000000, 0x7fffffff, 2, 0xffffffff}, 11);
  in.b = lanes({0, 0xffffffff, 0x80000000, 0x7fffffff, 0xffffffff, 1}, 12);
  in.c = lanes({0, 0, 0, 0xffffffff, 1, 0}, 13);
  in.d = lanes({0x80000000, 0, 0x80000000, 0x7fffffff, 0, 0}, 14);
  const auto r = run_lanes(R"(
  v_mad_i64_i32 v[10:11], s[20:21], v3, v4, v[5:6]
  v_cndmask_b32 v12, 0, 1, s[20:21]
  v_mad_u64_u32 v[13:14], s[22:23], v3, v4, v[5:6]
  v_cndmask_b32 v15, 0, 1, s[22:23]
  v_mad_i64_i32 v[16:17], s[24:25], v3, -3, 0
  v_mad_i64_i32 v[18:19], vcc, s2, v4, -1
)",
                           10, in);
  check_same(r);
  // lane 1: (-1)(-1) + 0 = 1.
  CHECK(r.out(0, 1) == 1);
  CHECK(r.out(1, 1) == 0);
  CHECK(r.out(2, 1) == 0);
  // lane 0: 0 + 0x80000000_00000000 is negative: the carry-out (sign of the 65-bit sum) is set.
  CHECK(r.out(1, 0) == 0x80000000);
  CHECK(r.out(2, 0) == 1);
  // lane 5: -1 * 1 + 0 = -1.
  CHECK(r.out(0, 5) == 0xffffffff);
  CHECK(r.out(1, 5) == 0xffffffff);
}

TEST_CASE("RTL SDWA integer selects, sign extension and destination placement", "[rtl][valu]") {
  Inputs in;
  in.a = lanes({0x80ff7f01, 0x12345678, 0xffffffff, 0}, 15);
  in.b = lanes({0x00030002, 0x0000ffff, 0x80008000, 0xffffffff}, 16);
  in.c = lanes({0xdeadbeef}, 17);
  const auto r = run_lanes(R"(
  v_mov_b32 v10, v5
  v_mov_b32 v11, v5
  v_mov_b32 v12, v5
  v_mov_b32 v13, v5
  v_mov_b32 v14, v5
  v_mov_b32 v15, v5
  v_mov_b32 v16, v5
  v_mov_b32 v17, v5
  v_add_u16_sdwa v10, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
  v_mul_lo_u16_sdwa v11, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
  v_min_u32_sdwa v12, v3, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
  v_lshrrev_b32_sdwa v13, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
  v_add_u32_sdwa v14, vcc, sext(v3), v4 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:WORD_0
  v_mov_b32_sdwa v15, sext(v3) dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
  v_max_i32_sdwa v16, sext(v3), sext(v4) dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_0 src1_sel:BYTE_0
  v_and_b32_sdwa v17, v3, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_1
)",
                           8, in);
  check_same(r);
  CHECK(r.out(0, 0) == 0x7f + 0x0002);       // byte 1 of a + low 16 bits of b
  CHECK(r.out(1, 0) == 0x0002);              // byte 0 of a (1) * 2
  CHECK(r.out(2, 0) == 0x00020000);          // min placed in word 1, the rest zero
  CHECK(r.out(4, 0) == 0xde82beefu);         // sext(0x80) + 2 = 0xffffff82 -> byte 2, preserve
  CHECK(r.out(5, 0) == 0xffffff80);          // sext byte 3 (0x80) in word 0, its sign above
}

TEST_CASE("RTL integer <-> f32 conversions under every MODE round mode", "[rtl][valu][fp]") {
  Inputs in;
  in.a = lanes({0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x01000001, 0x01000003, 0x00ffffff,
                0xfffffffe, 0x80000001, 0x7fffffc0, 0xffffff80},
               18);
  in.b = float_lanes({0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3fffffff, 0x4f800000,
                      0x4f7fffff, 0x4effffff, 0x4f000000, 0xcf000000, 0xcf000001, 0x7f800000,
                      0xff800000, 0x7fc00000, 0x7f800001, 0xffc00000, 0x00000001, 0x807fffff,
                      0x3f7fffff, 0xbf7fffff, 0x40490fdb, 0xc0490fdb},
                     19);
  for (uint32_t rm = 0; rm < 4; ++rm) {
    INFO("round mode " << kModeNames[rm]);
    AsmOptions o;
    o.float_round_32 = rm;
    const auto r = run_lanes(R"(
  v_cvt_f32_u32 v10, v3
  v_cvt_f32_i32 v11, v3
  v_cvt_u32_f32 v12, v4
  v_cvt_i32_f32 v13, v4
  v_cvt_f32_u32_e64 v14, s2
  v_cvt_f32_u32 v15, 0x7fffffff
)",
                             6, in, o);
    check_same(r);
    CHECK(r.out(0, 0) == 0);                                     // cvt of 0 is +0
    CHECK(r.out(0, 2) == (rm == 0 || rm == 1 ? 0x4f800000u : 0x4f7fffffu));  // u32 max
    CHECK(r.out(1, 2) == 0xbf800000);                            // i32 -1
    CHECK(r.out(2, 5) == 0xffffffff);                            // 2^32 clamps
    CHECK(r.out(2, 13) == 0);                                    // NaN -> 0
    CHECK(r.out(3, 9) == 0x80000000);                            // -2^31
    CHECK(r.out(3, 10) == 0x80000000);                           // below -2^31 clamps
  }
}

TEST_CASE("RTL v_mul_f32 rounding, denormals, NaN and infinities as golden under MODE", "[rtl][valu][fp]") {
  Inputs in;
  in.a = float_lanes({0x3f800000, 0x7f800000, 0x7f800000, 0x00000000, 0x7fc00001, 0x7f800001,
                      0x3f800000, 0x00800000, 0x00000001, 0x7f7fffff, 0x3f800001, 0x80000001,
                      0x3fc00000, 0x007fffff, 0x4f7ffffe, 0x0ff00000},
                     20);
  in.b = float_lanes({0x3f800000, 0x00000000, 0xbf800000, 0x80000000, 0x7f800001, 0x3f800000,
                      0x7fc00002, 0x3f000000, 0x3f800000, 0x40000000, 0x3f800001, 0x3f800000,
                      0x00800001, 0x3f800001, 0x2f800001, 0x0f000000},
                     21);
  struct Mode {
    uint32_t denorm, round;
    bool ieee;
  };
  for (const Mode m : {Mode{3, 0, true}, Mode{0, 0, true}, Mode{3, 1, true}, Mode{3, 2, true},
                       Mode{3, 3, true}, Mode{1, 0, false}, Mode{2, 3, true}}) {
    INFO("denorm " << m.denorm << " round " << kModeNames[m.round] << " ieee " << m.ieee);
    AsmOptions o;
    o.float_denorm_32 = m.denorm;
    o.float_round_32 = m.round;
    o.ieee_mode = m.ieee;
    const auto r = run_lanes(R"(
  v_mul_f32 v10, v3, v4
  v_mul_f32 v11, v4, v3
  v_mul_f32 v12, 0.5, v3
  v_mul_f32_e64 v13, v3, s2
  v_mul_f32 v14, 0x4f7ffffe, v4
  v_mov_b32 v15, 0
  s_mov_b32 exec_lo, 0x0f0f0f0f
  v_mul_f32 v15, v3, v3
)",
                             6, in, o);
    check_same(r);
    CHECK(r.out(0, 0) == 0x3f800000);  // 1 * 1
    CHECK(r.out(0, 1) == 0x7fc00000);  // inf * 0: default NaN
    CHECK(r.out(0, 2) == 0xff800000);  // inf * -1
    CHECK(r.out(0, 3) == 0x80000000);  // 0 * -0
    CHECK(r.out(0, 4) == 0x7fc00001);  // first NaN operand, already quiet
    CHECK(r.out(0, 5) == (m.ieee ? 0x7fc00001u : 0x7f800001u));  // sNaN quieted only in IEEE mode
    CHECK(r.out(0, 9) == (m.round == 0 || m.round == 1 ? 0x7f800000u : 0x7f7fffffu));  // overflow
  }
}

TEST_CASE("RTL v_rcp_iflag_f32/v_rcp_f32 are correctly rounded like golden", "[rtl][valu][fp]") {
  Inputs in;
  in.a = float_lanes({0x3f800000, 0x40400000, 0x00000000, 0x80000000, 0x7f800000, 0xff800000,
                      0x7fc00000, 0x7f800001, 0x00000001, 0x00400000, 0x7f7fffff, 0x7e800000,
                      0x7e800001, 0x3f7fffff, 0x4f800000, 0xc0a00000, 0x00800000, 0x3fffffff,
                      0x4b000001},
                     22);
  // Integer divisors converted as the division sequence does.
  in.b = lanes({1, 3, 7, 10, 0xffffffff, 0x80000000, 0x7fffffff, 12345, 65537}, 23);
  for (const uint32_t denorm : {3u, 0u}) {
    for (uint32_t rm = 0; rm < 4; ++rm) {
      INFO("denorm " << denorm << " round " << kModeNames[rm]);
      AsmOptions o;
      o.float_denorm_32 = denorm;
      o.float_round_32 = rm;
      const auto r = run_lanes(R"(
  v_rcp_iflag_f32 v10, v3
  v_rcp_f32 v11, v3
  v_cvt_f32_u32 v12, v4
  v_rcp_iflag_f32 v12, v12
  v_mul_f32 v12, 0x4f7ffffe, v12
  v_cvt_u32_f32 v13, v12
  v_rcp_iflag_f32_e64 v14, s2
)",
                               5, in, o);
      check_same(r);
      CHECK(r.out(0, 0) == 0x3f800000);  // 1/1
      CHECK(r.out(0, 1) == (rm == 0 || rm == 1 ? 0x3eaaaaabu : 0x3eaaaaaau));  // 1/3
      CHECK(r.out(0, 2) == 0x7f800000);  // 1/+0
      CHECK(r.out(0, 3) == 0xff800000);  // 1/-0
      CHECK(r.out(0, 4) == 0x00000000);  // 1/inf
      CHECK(r.out(0, 5) == 0x80000000);  // 1/-inf
      CHECK(r.out(0, 7) == 0x7fc00001);  // sNaN quieted (IEEE mode)
    }
  }
}

TEST_CASE("RTL f32 subset on random operands matches golden bit for bit", "[rtl][valu][fp]") {
  for (uint64_t seed = 100; seed < 104; ++seed) {
    Inputs in;
    in.a = float_lanes({}, seed);
    in.b = float_lanes({}, seed + 1000);
    in.c = lanes({}, seed + 2000);
    for (const uint32_t denorm : {3u, 0u}) {
      for (const uint32_t rm : {0u, 3u}) {
        INFO("seed " << seed << " denorm " << denorm << " round " << kModeNames[rm]);
        AsmOptions o;
        o.float_denorm_32 = denorm;
        o.float_round_32 = rm;
        const auto r = run_lanes(R"(
  v_mul_f32 v10, v3, v4
  v_rcp_iflag_f32 v11, v3
  v_rcp_f32 v12, v4
  v_cvt_f32_u32 v13, v5
  v_cvt_f32_i32 v14, v5
  v_cvt_u32_f32 v15, v3
  v_cvt_i32_f32 v16, v4
)",
                                 7, in, o);
        check_same(r);
      }
    }
  }
}

TEST_CASE("RTL still reports SDWA float modifiers as not implemented", "[rtl][valu]") {
  CHECK_THROWS_WITH(run_lanes("  v_mul_f32_sdwa v10, -v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD "
                              "src0_sel:DWORD src1_sel:DWORD\n", 1, {}),
                    Catch::Contains("not implemented in RTL: v_mul_f32 at 0x"));
}

// Issue 9 defect 2: after s_and_saveexec leaves EXEC = 0, the RTL's VALU still retired its write
// beats, so the retire record held a VGPR write with an empty lane mask that golden does not
// record ("extra write of lanes none"). docs/retire-record.md: an empty-mask write is no write.
TEST_CASE("RTL VALU ops under EXEC = 0 record no VGPR write, in lockstep with golden", "[rtl][valu][lockstep]") {
  const std::string body = std::string(gcn::test::kLaneAddrPrologue) + R"(
  v_mov_b32 v3, 7
  v_mov_b32 v4, 9
  v_cmp_gt_u32 vcc, 0, v0               ; no lane: 0 > lane is false everywhere
  s_and_saveexec_b64 s[10:11], vcc      ; EXEC = 0
  v_mul_lo_u32 v3, v0, v0
  v_add_u32 v4, vcc, 5, v0
  v_xor_b32 v4, 0x55, v4
  s_or_b64 exec, exec, s[10:11]
  v_add_u32 v3, vcc, v3, v4
  flat_store_dword v[1:2], v3
  s_waitcnt vmcnt(0)
)";
  const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, AsmOptions{}, 1);
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  CHECK(r.first_divergence.find("lanes none") == std::string::npos);
  CHECK(r.rtl == r.golden);
  uint32_t lane5;
  std::memcpy(&lane5, &r.rtl[4 * 5], 4);
  CHECK(lane5 == 16u);  // 7 + 9: the masked writes changed nothing
}
