// Unary float ops: integer rounding, fract, frexp, ldexp, the approximate unit on exactly
// representable results, and v_trig_preop_f64.
#include <catch2/catch.hpp>

#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;
using namespace gcn::test::fp;

TEST_CASE("f32 floor, ceil, trunc and rndne", "[vop1][fp]") {
  // -1.5: floor -2 (0xC0000000), ceil -1 (0xBF800000), trunc -1; rndne: 2.5 -> 2 (even),
  // 3.5 -> 4 (0x40800000), -0.5 -> -0 (0x80000000); ceil(-0.5) = -0.
  const Run r = run(R"(
    v_mov_b32 v1, 0xbfc00000
    v_mov_b32 v2, 0x40200000
    v_mov_b32 v3, 0x40600000
    v_mov_b32 v4, 0xbf000000
    v_floor_f32 v10, v1
    v_ceil_f32 v11, v1
    v_trunc_f32 v12, v1
    v_rndne_f32 v13, v2
    v_rndne_f32 v14, v3
    v_rndne_f32 v15, v4
    v_ceil_f32 v16, v4
  )");
  CHECK_BITS(r.v(10), 0xc0000000);
  CHECK_BITS(r.v(11), 0xbf800000);
  CHECK_BITS(r.v(12), 0xbf800000);
  CHECK_BITS(r.v(13), 0x40000000);
  CHECK_BITS(r.v(14), 0x40800000);
  CHECK_BITS(r.v(15), 0x80000000);
  CHECK_BITS(r.v(16), 0x80000000);
}

TEST_CASE("v_fract stays below 1.0 and gives NaN for inf", "[vop1][fp]") {
  // f32: -0.25 -> 0.75 (0x3F400000); -2^-30 -> 1 - 2^-30 rounds to 1.0, kept at the largest
  // value below 1 (0x3F7FFFFF); +inf -> NaN. f64: 2.75 -> 0.75 (0x3FE8000000000000).
  // f16: 1.25 (0x3D00) -> 0.25 (0x3400).
  const Run r = run(R"(
    v_mov_b32 v1, 0xbe800000
    v_mov_b32 v2, 0xb0800000
    v_mov_b32 v3, 0x7f800000
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0x40060000
    v_mov_b32 v6, 0x3d00
    v_fract_f32 v10, v1
    v_fract_f32 v11, v2
    v_fract_f32 v12, v3
    v_fract_f64 v[14:15], v[4:5]
    v_fract_f16 v16, v6
  )");
  CHECK_BITS(r.v(10), 0x3f400000);
  CHECK_BITS(r.v(11), 0x3f7fffff);
  CHECK_BITS(r.v(12), 0x7fc00000);
  CHECK_BITS(r.v64(14), 0x3fe8000000000000ull);
  CHECK_BITS(r.v(16), 0x3400);
}

TEST_CASE("f64 and f16 integer rounding", "[vop1][fp]") {
  // floor_f64(-1.5) = -2 (0xC000000000000000); rndne_f64(0.5) = +0; rndne_f16(2.5 = 0x4100)
  // = 2 (0x4000); floor_f16(-1.5 = 0xBE00) = -2 (0xC000); trunc_f64(-2.75) = -2.
  const Run r = run(R"(
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0xbff80000
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0xc0060000
    v_mov_b32 v6, 0x4100
    v_mov_b32 v7, 0xbe00
    v_floor_f64 v[10:11], v[2:3]
    v_rndne_f64 v[12:13], 0.5
    v_rndne_f16 v14, v6
    v_floor_f16 v15, v7
    v_trunc_f64 v[16:17], v[4:5]
  )");
  CHECK_BITS(r.v64(10), 0xc000000000000000ull);
  CHECK_BITS(r.v64(12), 0x0000000000000000ull);
  CHECK_BITS(r.v(14), 0x4000);
  CHECK_BITS(r.v(15), 0xc000);
  CHECK_BITS(r.v64(16), 0xc000000000000000ull);
}

TEST_CASE("v_frexp_mant and v_frexp_exp split a value into [0.5, 1) and an exponent", "[vop1][fp]") {
  // 12 = 0.75 * 2^4. +inf: mant = +inf, exp = 0. 2^-149 (subnormal 0x1) = 0.5 * 2^-148.
  // f64 12.0 -> 0.75 (0x3FE8000000000000), 4. f16 12.0 (0x4A00) -> 0.75 (0x3A00), 4.
  const Run r = run(R"(
    v_mov_b32 v1, 0x41400000
    v_mov_b32 v2, 0x7f800000
    v_mov_b32 v3, 1
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0x40280000
    v_mov_b32 v6, 0x4a00
    v_frexp_mant_f32 v10, v1
    v_frexp_exp_i32_f32 v11, v1
    v_frexp_mant_f32 v12, v2
    v_frexp_exp_i32_f32 v13, v2
    v_frexp_mant_f32 v14, v3
    v_frexp_exp_i32_f32 v15, v3
    v_frexp_mant_f64 v[16:17], v[4:5]
    v_frexp_exp_i32_f64 v18, v[4:5]
    v_frexp_mant_f16 v19, v6
    v_frexp_exp_i16_f16 v20, v6
  )");
  CHECK_BITS(r.v(10), 0x3f400000);
  CHECK_BITS(r.v(11), 4);
  CHECK_BITS(r.v(12), 0x7f800000);
  CHECK_BITS(r.v(13), 0);
  CHECK_BITS(r.v(14), 0x3f000000);
  CHECK_BITS(r.v(15), 0xffffff6c);  // -148
  CHECK_BITS(r.v64(16), 0x3fe8000000000000ull);
  CHECK_BITS(r.v(18), 4);
  CHECK_BITS(r.v(19), 0x3a00);
  CHECK_BITS(r.v(20) & 0xffff, 4);
}

TEST_CASE("v_ldexp rounds subnormal results per MODE", "[vop3][fp]") {
  // 1.5 * 2^3 = 12 (0x41400000). 1.5 * 2^-149 = 1.5 subnormal units: nearest even -> 2 (0x2),
  // toward zero -> 1. f16: 1.0 * 2^4 = 16 (0x4C00). f64: 1.0 * 2^-1074 = 0x1.
  const char* body = R"(
    v_mov_b32 v1, 0x3fc00000
    s_mov_b32 s10, -149
    s_movk_i32 s11, 0xfbce
    v_ldexp_f32 v10, v1, 3
    v_ldexp_f32 v11, v1, s10
    v_ldexp_f16 v12, 1.0, 4
    v_ldexp_f64 v[14:15], 1.0, s11
  )";
  const Run r = run(body);
  CHECK_BITS(r.v(10), 0x41400000);
  CHECK_BITS(r.v(11), 0x00000002);
  CHECK_BITS(r.v(12), 0x4c00);
  CHECK_BITS(r.v64(14), 0x1ull);
  AsmOptions rz;
  rz.float_round_32 = 3;
  CHECK_BITS(run(body, rz).v(11), 0x00000001);
  CHECK_BITS(run(body, ftz()).v(11), 0x00000000);
}

TEST_CASE("approximate ops are exact on exactly representable results", "[vop1][fp]") {
  // rcp(4) = 0.25, rcp(+0) = +inf, rcp(-0) = -inf, sqrt(16) = 4, rsq(4) = 0.5, log2(8) = 3,
  // log2(0) = -inf, exp2(-2) = 0.25, sin(0.25 rev) = 1, cos(0.5 rev) = -1, sqrt(-1) = NaN.
  const Run r = run(R"(
    v_mov_b32 v1, 0x80000000
    v_mov_b32 v2, 0x41800000
    v_mov_b32 v3, 0x41000000
    v_rcp_f32 v10, 4.0
    v_rcp_f32 v11, 0
    v_rcp_f32 v12, v1
    v_sqrt_f32 v13, v2
    v_rsq_f32 v14, 4.0
    v_log_f32 v15, v3
    v_log_f32 v16, 0
    v_exp_f32 v17, -2.0
    v_sin_f32 v18, 0.25
    v_cos_f32 v19, 0.5
    v_sqrt_f32 v20, -1.0
    v_rcp_iflag_f32 v21, 2.0
  )");
  CHECK_BITS(r.v(10), 0x3e800000);
  CHECK_BITS(r.v(11), 0x7f800000);
  CHECK_BITS(r.v(12), 0xff800000);
  CHECK_BITS(r.v(13), 0x40800000);
  CHECK_BITS(r.v(14), 0x3f000000);
  CHECK_BITS(r.v(15), 0x40400000);
  CHECK_BITS(r.v(16), 0xff800000);
  CHECK_BITS(r.v(17), 0x3e800000);
  CHECK_BITS(r.v(18), 0x3f800000);
  CHECK_BITS(r.v(19), 0xbf800000);
  CHECK_BITS(r.v(20), 0x7fc00000);
  CHECK_BITS(r.v(21), 0x3f000000);
}

TEST_CASE("f64 and f16 approximate ops on exact results", "[vop1][fp]") {
  // rcp_f64(2) = 0.5 (0x3FE0000000000000), sqrt_f64(4) = 2, rcp_f16(2.0h) = 0.5h (0x3800),
  // sqrt_f16(4.0h) = 2.0h (0x4000), exp_f16(3.0h 0x4200) = 8.0h (0x4800).
  const Run r = run(R"(
    v_mov_b32 v1, 0x4200
    v_rcp_f64 v[10:11], 2.0
    v_sqrt_f64 v[12:13], 4.0
    v_rcp_f16 v14, 2.0
    v_sqrt_f16 v15, 4.0
    v_exp_f16 v16, v1
  )");
  CHECK_BITS(r.v64(10), 0x3fe0000000000000ull);
  CHECK_BITS(r.v64(12), 0x4000000000000000ull);
  CHECK_BITS(r.v(14), 0x3800);
  CHECK_BITS(r.v(15), 0x4000);
  CHECK_BITS(r.v(16), 0x4800);
}

TEST_CASE("v_trig_preop_f64 returns 53-bit segments of 2/pi", "[vop3][fp]") {
  // 2/pi = 0.A2F9836E4E441529 FC2757D1F534DDC0... (hex). Segment 0 = the first 53 bits
  // 0x145F306DC9C882 * 2^-53 = 0x3FE45F306DC9C882 (truncated, not rounded); segment 1 = bits
  // 53..105 = 0x14A7F09D5F47D4 * 2^-106 = 0x3C94A7F09D5F47D4.
  const Run r = run(R"(
    v_trig_preop_f64 v[10:11], 1.0, 0
    v_trig_preop_f64 v[12:13], 1.0, 1
  )");
  CHECK_BITS(r.v64(10), 0x3fe45f306dc9c882ull);
  CHECK_BITS(r.v64(12), 0x3c94a7f09d5f47d4ull);
}

TEST_CASE("v_cube* pick the major axis and its face coordinates", "[vop3][fp]") {
  // (1, -3, 2): y-major, y < 0: id 3 (0x40400000), sc = x = 1, tc = -z = -2 (0xC0000000),
  // ma = 2y = -6 (0xC0C00000). (1, 2, -4): z-major, z < 0: id 5 (0x40A00000), sc = -x = -1,
  // tc = -y = -2, ma = -8 (0xC1000000). (-5, 1, 2): x-major, x < 0: id 1, sc = z = 2,
  // tc = -y = -1, ma = -10 (0xC1200000).
  const Run r = run(R"(
    v_mov_b32 v1, 0xc0400000
    v_mov_b32 v2, 0xc0a00000
    v_cubeid_f32 v10, 1.0, v1, 2.0
    v_cubesc_f32 v11, 1.0, v1, 2.0
    v_cubetc_f32 v12, 1.0, v1, 2.0
    v_cubema_f32 v13, 1.0, v1, 2.0
    v_cubeid_f32 v14, 1.0, 2.0, -4.0
    v_cubesc_f32 v15, 1.0, 2.0, -4.0
    v_cubetc_f32 v16, 1.0, 2.0, -4.0
    v_cubema_f32 v17, 1.0, 2.0, -4.0
    v_cubeid_f32 v18, v2, 1.0, 2.0
    v_cubesc_f32 v19, v2, 1.0, 2.0
    v_cubetc_f32 v20, v2, 1.0, 2.0
    v_cubema_f32 v21, v2, 1.0, 2.0
  )");
  CHECK_BITS(r.v(10), 0x40400000);
  CHECK_BITS(r.v(11), 0x3f800000);
  CHECK_BITS(r.v(12), 0xc0000000);
  CHECK_BITS(r.v(13), 0xc0c00000);
  CHECK_BITS(r.v(14), 0x40a00000);
  CHECK_BITS(r.v(15), 0xbf800000);
  CHECK_BITS(r.v(16), 0xc0000000);
  CHECK_BITS(r.v(17), 0xc1000000);
  CHECK_BITS(r.v(18), 0x3f800000);
  CHECK_BITS(r.v(19), 0x40000000);
  CHECK_BITS(r.v(20), 0xbf800000);
  CHECK_BITS(r.v(21), 0xc1200000);
}

TEST_CASE("v_exp_legacy_f32 / v_log_legacy_f32: exact results and the legacy edge rules", "[vop1][fp][legacy]") {
  // exp: 2^3 = 8 (0x41000000); 2^-127 = 0 (v_exp_f32 gives the subnormal 0x00400000 with
  // denormals on). log: log2(8) = 3 (0x40400000); log2(-1) = -NaN (0xffc00000); the subnormal
  // 0x00000001 is read as 0: -inf (0xff800000), where v_log_f32 gives -149 (0xc3150000).
  const Run r = run(R"(
    v_mov_b32 v1, 0x40400000
    v_mov_b32 v2, 0xc2fe0000
    v_mov_b32 v3, 0x41000000
    v_mov_b32 v4, 0xbf800000
    v_mov_b32 v5, 1
    v_exp_legacy_f32 v10, v1
    v_exp_legacy_f32 v11, v2
    v_exp_f32 v12, v2
    v_log_legacy_f32 v13, v3
    v_log_legacy_f32 v14, v4
    v_log_legacy_f32_e64 v15, v5
    v_log_f32 v16, v5
  )");
  CHECK_BITS(r.v(10), 0x41000000);
  CHECK_BITS(r.v(11), 0x00000000);
  CHECK_BITS(r.v(12), 0x00400000);
  CHECK_BITS(r.v(13), 0x40400000);
  CHECK_BITS(r.v(14), 0xffc00000);
  CHECK_BITS(r.v(15), 0xff800000);
  CHECK_BITS(r.v(16), 0xc3150000);
}

TEST_CASE("v_cvt_pkaccum_u8_f32 packs into the byte S1[1:0] of the old VDST", "[vop3][fp]") {
  // 2.5 rounds to even: 2 into byte 1 of 0x11223344 -> 0x11220244; 300.0 clamps to 255 into
  // byte 3 (S1 = 7: only bits [1:0] count) of 0xaabbccdd -> 0xffbbccdd; NaN packs 0.
  const Run r = run(R"(
    v_mov_b32 v1, 2.5
    v_mov_b32 v2, 0x43960000
    v_mov_b32 v3, 0x7fc00000
    v_mov_b32 v5, 0x11223344
    v_mov_b32 v6, 0xaabbccdd
    v_mov_b32 v7, 0x11223344
    v_cvt_pkaccum_u8_f32 v5, v1, 1
    v_cvt_pkaccum_u8_f32 v6, v2, 7
    v_cvt_pkaccum_u8_f32 v7, v3, 0
  )");
  CHECK_BITS(r.v(5), 0x11220244);
  CHECK_BITS(r.v(6), 0xffbbccdd);
  CHECK_BITS(r.v(7), 0x11223300);
}
