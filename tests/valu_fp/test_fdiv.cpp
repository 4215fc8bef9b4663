// The fdiv sequences LLVM 14 emits for gfx803 (f32 with denormals enabled, and f64):
// div_scale / rcp / fma Newton-Raphson / div_fmas / div_fixup must give the correctly rounded
// quotient, including subnormal and near-overflow quotients and the special cases.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;
using namespace gcn::test::fp;

namespace {

// v10 = v1 / v2 (f32), as in LLVM's SITargetLowering::LowerFDIV32 without denormal toggling.
uint32_t fdiv32(uint32_t num, uint32_t den) {
  const Run r = run(fmt::format(R"(
    v_mov_b32 v1, {:#x}
    v_mov_b32 v2, {:#x}
    v_div_scale_f32 v3, s[10:11], v2, v2, v1
    v_div_scale_f32 v4, vcc, v1, v2, v1
    v_rcp_f32 v5, v3
    v_fma_f32 v6, -v3, v5, 1.0
    v_fma_f32 v5, v6, v5, v5
    v_mul_f32 v6, v4, v5
    v_fma_f32 v7, -v3, v6, v4
    v_fma_f32 v6, v7, v5, v6
    v_fma_f32 v3, -v3, v6, v4
    v_div_fmas_f32 v3, v3, v5, v6
    v_div_fixup_f32 v10, v3, v2, v1
  )", num, den));
  return r.v(10);
}

// v[10:11] = v[0:1] / v[2:3] (f64), as in LLVM's SITargetLowering::LowerFDIV64.
uint64_t fdiv64(uint64_t num, uint64_t den) {
  const Run r = run(fmt::format(R"(
    v_mov_b32 v0, {:#x}
    v_mov_b32 v1, {:#x}
    v_mov_b32 v2, {:#x}
    v_mov_b32 v3, {:#x}
    v_div_scale_f64 v[4:5], s[10:11], v[2:3], v[2:3], v[0:1]
    v_rcp_f64 v[6:7], v[4:5]
    v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
    v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
    v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
    v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
    v_div_scale_f64 v[8:9], vcc, v[0:1], v[2:3], v[0:1]
    v_mul_f64 v[12:13], v[8:9], v[6:7]
    v_fma_f64 v[4:5], -v[4:5], v[12:13], v[8:9]
    v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[12:13]
    v_div_fixup_f64 v[10:11], v[4:5], v[2:3], v[0:1]
  )", uint32_t(num), uint32_t(num >> 32), uint32_t(den), uint32_t(den >> 32)));
  return r.v64(10);
}

}  // namespace

TEST_CASE("f32 fdiv sequence gives the correctly rounded quotient", "[vop3][fp][fdiv]") {
  // Quotients rounded to nearest even: 1/3 = 0x3EAAAAAB, 2/3 = 0x3F2AAAAB,
  // 10/7 = 1.42857... = 0x3FB6DB6E, 355/113 = 3.14159292... = 0x40490FDC, -1/10 = 0xBDCCCCCD.
  CHECK_BITS(fdiv32(0x3f800000, 0x40400000), 0x3eaaaaab);
  CHECK_BITS(fdiv32(0x40000000, 0x40400000), 0x3f2aaaab);
  CHECK_BITS(fdiv32(0x41200000, 0x40e00000), 0x3fb6db6e);
  CHECK_BITS(fdiv32(0x43b18000, 0x42e20000), 0x40490fdc);
  CHECK_BITS(fdiv32(0xbf800000, 0x41200000), 0xbdcccccd);
}

TEST_CASE("f32 fdiv sequence scales subnormal and huge quotients through VCC", "[vop3][fp][fdiv]") {
  // 2^-126 / 3: subnormal, 2^23/3 = 2796202.67 units of 2^-149 -> 2796203 = 0x002AAAAB
  // (div_scale scales the numerator by 2^64 and sets VCC; div_fmas scales back by 2^-64).
  CHECK_BITS(fdiv32(0x00800000, 0x40400000), 0x002aaaab);
  // 2^100 / (3*2^-20) = 2^120/3 = 1.3333*2^118 = 0x7AAAAAAB (exponent gap 119 >= 96: the
  // denominator is scaled by 2^64 and div_fmas scales the quotient up by 2^64).
  CHECK_BITS(fdiv32(0x71800000, 0x36400000), 0x7aaaaaab);
}

TEST_CASE("f32 fdiv sequence special cases come from v_div_fixup_f32", "[vop3][fp][fdiv]") {
  CHECK_BITS(fdiv32(0x3f800000, 0x00000000), 0x7f800000);  // 1/+0 = +inf
  CHECK_BITS(fdiv32(0x3f800000, 0x80000000), 0xff800000);  // 1/-0 = -inf
  CHECK_BITS(fdiv32(0x00000000, 0x00000000), 0xffc00000);  // 0/0 = NaN 0xFFC00000
  CHECK_BITS(fdiv32(0x7f800000, 0xff800000), 0xffc00000);  // inf/inf
  CHECK_BITS(fdiv32(0x40000000, 0x7f800000), 0x00000000);  // 2/inf = +0
  CHECK_BITS(fdiv32(0x80000000, 0x40000000), 0x80000000);  // -0/2 = -0
  CHECK_BITS(fdiv32(0x7fc00123, 0x40000000), 0x7fc00123);  // NaN numerator propagates
}

TEST_CASE("f64 fdiv sequence gives the correctly rounded quotient", "[vop3][fp][fdiv]") {
  // 1/3 = 0x3FD5555555555555, 10/7 = 0x3FF6DB6DB6DB6DB7, 355/113 = 0x400921FB78121FB8,
  // 2^-1022/3: subnormal 2^52/3 = 0x5555555555555.33 units -> 0x0005555555555555.
  CHECK_BITS(fdiv64(0x3ff0000000000000ull, 0x4008000000000000ull), 0x3fd5555555555555ull);
  CHECK_BITS(fdiv64(0x4024000000000000ull, 0x401c000000000000ull), 0x3ff6db6db6db6db7ull);
  CHECK_BITS(fdiv64(0x4076300000000000ull, 0x405c400000000000ull), 0x400921fb78121fb8ull);
  CHECK_BITS(fdiv64(0x0010000000000000ull, 0x4008000000000000ull), 0x0005555555555555ull);
  CHECK_BITS(fdiv64(0x3ff0000000000000ull, 0x0000000000000000ull), 0x7ff0000000000000ull);
}

TEST_CASE("v_div_scale_f32 flags lanes whose quotient needs rescaling", "[vop3][fp][fdiv]") {
  // Ordinary operands: D = S0, flag clear. Numerator 2^-126 over 3: the quotient is
  // subnormal, so the numerator call scales S0 by 2^64 (2^-62 = 0x20800000) and sets the flag;
  // the denominator call leaves 3.0 and sets the flag too.
  const Run r = run(R"(
    v_mov_b32 v1, 1.0
    v_mov_b32 v2, 0x40400000
    v_mov_b32 v5, 0x00800000
    v_div_scale_f32 v3, s[10:11], v1, v2, v1
    v_div_scale_f32 v4, s[12:13], v5, v2, v5
    v_div_scale_f32 v6, s[14:15], v2, v2, v5
  )");
  CHECK_BITS(r.v(3), 0x3f800000);
  CHECK_BITS(r.sgpr64(10), 0);
  CHECK_BITS(r.v(4), 0x20800000);
  CHECK_BITS(r.sgpr64(12), ~0ull);
  CHECK_BITS(r.v(6), 0x40400000);
  CHECK_BITS(r.sgpr64(14), ~0ull);
}

TEST_CASE("v_div_fixup_f16 handles division special cases", "[vop3][fp][fdiv]") {
  // (q, den, num): den = 0, num = 1.0 -> +inf 0x7C00; den = 0, num = 0 -> 0xFE00;
  // ordinary: the quotient 0.5 (0x3800) with den = -2.0, num = 1.0 -> -0.5 (0xB800).
  const Run r = run(R"(
    v_mov_b32 v1, 0x3800
    v_mov_b32 v2, 0xc000
    v_div_fixup_f16 v3, v1, 0, 1.0
    v_div_fixup_f16 v4, v1, 0, 0
    v_div_fixup_f16 v5, v1, v2, 1.0
  )");
  CHECK_BITS(r.v(3), 0x7c00);
  CHECK_BITS(r.v(4), 0xfe00);
  CHECK_BITS(r.v(5), 0xb800);
}
