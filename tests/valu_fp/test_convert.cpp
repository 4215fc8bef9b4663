// v_cvt_*: float <-> integer (round toward zero, saturation, NaN -> 0), between float
// formats (MODE rounding), byte/nibble sources and the packed VOP3 conversions.
#include <catch2/catch.hpp>

#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;
using namespace gcn::test::fp;

TEST_CASE("v_cvt_i32_f32 and v_cvt_u32_f32 truncate, saturate and map NaN to 0", "[vop1][fp][cvt]") {
  // 2.75 -> 2, -2.75 -> -2, 3e9 (0x4F32D05E = 3000000000 exactly) -> INT_MAX / 0xB2D05E00,
  // -3e9 -> INT_MIN / 0, NaN -> 0, 5e9 (0x4F9502F9) -> 0xFFFFFFFF as u32, -1.0 -> 0 as u32.
  const Run r = run(R"(
    v_mov_b32 v1, 0x40300000
    v_mov_b32 v2, 0xc0300000
    v_mov_b32 v3, 0x4f32d05e
    v_mov_b32 v4, 0xcf32d05e
    v_mov_b32 v5, 0x7fc00000
    v_mov_b32 v6, 0x4f9502f9
    v_cvt_i32_f32 v10, v1
    v_cvt_i32_f32 v11, v2
    v_cvt_i32_f32 v12, v3
    v_cvt_i32_f32 v13, v4
    v_cvt_i32_f32 v14, v5
    v_cvt_u32_f32 v15, v3
    v_cvt_u32_f32 v16, v4
    v_cvt_u32_f32 v17, v5
    v_cvt_u32_f32 v18, v6
    v_cvt_u32_f32 v19, -1.0
  )");
  CHECK_BITS(r.v(10), 2);
  CHECK_BITS(r.v(11), 0xfffffffe);
  CHECK_BITS(r.v(12), 0x7fffffff);
  CHECK_BITS(r.v(13), 0x80000000);
  CHECK_BITS(r.v(14), 0);
  CHECK_BITS(r.v(15), 0xb2d05e00);
  CHECK_BITS(r.v(16), 0);
  CHECK_BITS(r.v(17), 0);
  CHECK_BITS(r.v(18), 0xffffffff);
  CHECK_BITS(r.v(19), 0);
}

TEST_CASE("v_cvt_rpi_i32_f32 rounds half up and v_cvt_flr_i32_f32 rounds down", "[vop1][fp][cvt]") {
  // rpi = floor(x + 0.5): 2.5 -> 3, -2.5 -> -2; flr: -2.5 -> -3, 2.75 -> 2.
  const Run r = run(R"(
    v_mov_b32 v1, 0x40200000
    v_mov_b32 v2, 0xc0200000
    v_mov_b32 v3, 0x40300000
    v_cvt_rpi_i32_f32 v10, v1
    v_cvt_rpi_i32_f32 v11, v2
    v_cvt_flr_i32_f32 v12, v2
    v_cvt_flr_i32_f32 v13, v3
  )");
  CHECK_BITS(r.v(10), 3);
  CHECK_BITS(r.v(11), 0xfffffffe);
  CHECK_BITS(r.v(12), 0xfffffffd);
  CHECK_BITS(r.v(13), 2);
}

TEST_CASE("v_cvt_f32_i32/u32 round per the f32 MODE round field", "[vop1][fp][cvt]") {
  // 16777217 = 2^24 + 1 is a tie: nearest even -> 2^24 (0x4B800000), +inf -> 2^24 + 2
  // (0x4B800001). 0xFFFFFFFF: nearest -> 2^32 (0x4F800000), toward zero -> 2^32 - 256
  // (0x4F7FFFFF).
  const char* body = R"(
    v_mov_b32 v1, 0x01000001
    v_mov_b32 v2, -1
    v_cvt_f32_i32 v10, v1
    v_cvt_f32_u32 v11, v2
  )";
  AsmOptions up, rz;
  up.float_round_32 = 1;
  rz.float_round_32 = 3;
  const Run rne = run(body);
  CHECK_BITS(rne.v(10), 0x4b800000);
  CHECK_BITS(rne.v(11), 0x4f800000);
  CHECK_BITS(run(body, up).v(10), 0x4b800001);
  CHECK_BITS(run(body, rz).v(11), 0x4f7fffff);
}

TEST_CASE("f16, f32 and f64 convert between each other", "[vop1][fp][cvt]") {
  // f32 -> f16: 1.0 -> 0x3C00; 65520 (0x477FF000) rounds to inf (0x7C00); 65519 -> 65504
  // (0x7BFF). f16 -> f32: 65504 (0x7BFF) -> 0x477FE000; subnormal 2^-24 (0x0001) ->
  // 0x33800000. f32 -> f64: 1.5 -> 0x3FF8000000000000. f64 -> f32: 1/3
  // (0x3FD5555555555555) -> 0x3EAAAAAB.
  const Run r = run(R"(
    v_mov_b32 v1, 0x477ff000
    v_mov_b32 v2, 0x477fef00
    v_mov_b32 v3, 0x7bff
    v_mov_b32 v4, 1
    v_mov_b32 v6, 0x55555555
    v_mov_b32 v7, 0x3fd55555
    v_cvt_f16_f32 v10, 1.0
    v_cvt_f16_f32 v11, v1
    v_cvt_f16_f32 v12, v2
    v_cvt_f32_f16 v13, v3
    v_cvt_f32_f16 v14, v4
    v_cvt_f64_f32 v[16:17], 0x3fc00000
    v_cvt_f32_f64 v18, v[6:7]
  )");
  CHECK_BITS(r.v(10), 0x3c00);
  CHECK_BITS(r.v(11), 0x7c00);
  CHECK_BITS(r.v(12), 0x7bff);
  CHECK_BITS(r.v(13), 0x477fe000);
  CHECK_BITS(r.v(14), 0x33800000);
  CHECK_BITS(r.v64(16), 0x3ff8000000000000ull);
  CHECK_BITS(r.v(18), 0x3eaaaaab);
}

TEST_CASE("narrowing float conversions round per the destination's MODE field", "[vop1][fp][cvt]") {
  // f64 1/3 -> f32 toward zero: 0x3EAAAAAA; f32 65520 -> f16 toward zero: 65504 (0x7BFF).
  AsmOptions rz;
  rz.float_round_32 = 3;
  rz.float_round_16_64 = 3;
  const Run r = run(R"(
    v_mov_b32 v1, 0x477ff000
    v_mov_b32 v6, 0x55555555
    v_mov_b32 v7, 0x3fd55555
    v_cvt_f32_f64 v10, v[6:7]
    v_cvt_f16_f32 v11, v1
  )", rz);
  CHECK_BITS(r.v(10), 0x3eaaaaaa);
  CHECK_BITS(r.v(11), 0x7bff);
}

// The two MODE round fields set differently: each narrowing conversion must use its
// destination's field, the other one must not leak in. (Found by the f64 RTL's host check:
// GCC moved golden's conversion past the restoring fesetround, so v_cvt_f32_f64 rounded under
// the FP64 field.)
TEST_CASE("narrowing conversions ignore the other MODE round field", "[vop1][fp][cvt]") {
  const std::string body = R"(
    v_mov_b32 v1, 0x477ff000
    v_mov_b32 v6, 0x55555555
    v_mov_b32 v7, 0x3fd55555
    v_mov_b32 v2, 0x7fffffc1
    v_cvt_f32_f64 v10, v[6:7]
    v_cvt_f16_f32 v11, v1
    v_cvt_f32_i32 v12, v2
  )";
  AsmOptions rz32;  // f32 toward zero, f16/f64 to nearest even
  rz32.float_round_32 = 3;
  rz32.float_round_16_64 = 0;
  const Run a = run(body, rz32);
  CHECK_BITS(a.v(10), 0x3eaaaaaa);  // f64 1/3 -> f32 toward zero
  CHECK_BITS(a.v(11), 0x7c00);      // f32 65520 -> f16 to nearest even: the tie goes to 65536 = inf
  CHECK_BITS(a.v(12), 0x4effffff);  // 2147483585 -> f32 toward zero
  AsmOptions rz16;  // f32 to nearest even, f16/f64 toward zero
  rz16.float_round_32 = 0;
  rz16.float_round_16_64 = 3;
  const Run b = run(body, rz16);
  CHECK_BITS(b.v(10), 0x3eaaaaab);
  CHECK_BITS(b.v(11), 0x7bff);
  CHECK_BITS(b.v(12), 0x4f000000);  // 2147483585 -> 2^31 to nearest
}

TEST_CASE("f64 <-> 32-bit integer conversions", "[vop1][fp][cvt]") {
  // -1e10 (0xC202A05F20000000) -> INT_MIN; -3.9 (0xC00F333333333333) -> -3;
  // 4294967295.9 (0x41EFFFFFFFFCCCCD) -> 0xFFFFFFFF as u32; -7 -> 0xC01C000000000000;
  // 0xFFFFFFFF as u32 -> 4294967295.0 = 0x41EFFFFFFFE00000.
  const Run r = run(R"(
    v_mov_b32 v2, 0x20000000
    v_mov_b32 v3, 0xc202a05f
    v_mov_b32 v4, 0x33333333
    v_mov_b32 v5, 0xc00f3333
    v_mov_b32 v6, 0xfffccccd
    v_mov_b32 v7, 0x41efffff
    v_mov_b32 v8, -7
    v_mov_b32 v9, -1
    v_cvt_i32_f64 v10, v[2:3]
    v_cvt_i32_f64 v11, v[4:5]
    v_cvt_u32_f64 v12, v[6:7]
    v_cvt_f64_i32 v[14:15], v8
    v_cvt_f64_u32 v[16:17], v9
  )");
  CHECK_BITS(r.v(10), 0x80000000);
  CHECK_BITS(r.v(11), 0xfffffffd);
  CHECK_BITS(r.v(12), 0xffffffff);
  CHECK_BITS(r.v64(14), 0xc01c000000000000ull);
  CHECK_BITS(r.v64(16), 0x41efffffffe00000ull);
}

TEST_CASE("v_cvt_f32_ubyteN and v_cvt_off_f32_i4 convert small fields", "[vop1][fp][cvt]") {
  // ubyte2(0x00AB0000) = 171.0 (0x432B0000); ubyte0(0xFF) = 255.0 (0x437F0000);
  // ubyte3(0x80000000) = 128.0 (0x43000000). off_i4: 7 -> 7/16 = 0.4375 (0x3EE00000),
  // 8 -> -8/16 = -0.5 (0xBF000000), 15 -> -1/16 (0xBD800000), 16 -> nibble 0 -> +0.
  const Run r = run(R"(
    v_mov_b32 v1, 0x00ab0000
    v_mov_b32 v2, 0x80000000
    v_cvt_f32_ubyte2 v10, v1
    v_cvt_f32_ubyte0 v11, 0xff
    v_cvt_f32_ubyte3 v12, v2
    v_cvt_off_f32_i4 v13, 7
    v_cvt_off_f32_i4 v14, 8
    v_cvt_off_f32_i4 v15, 15
    v_cvt_off_f32_i4 v16, 16
  )");
  CHECK_BITS(r.v(10), 0x432b0000);
  CHECK_BITS(r.v(11), 0x437f0000);
  CHECK_BITS(r.v(12), 0x43000000);
  CHECK_BITS(r.v(13), 0x3ee00000);
  CHECK_BITS(r.v(14), 0xbf000000);
  CHECK_BITS(r.v(15), 0xbd800000);
  CHECK_BITS(r.v(16), 0x00000000);
}

TEST_CASE("16-bit integer <-> f16 conversions", "[vop1][fp][cvt]") {
  // i16 -3 (0xFFFD) -> -3.0h (0xC200); back -> 0xFFFD; u16 of -1.0h (0xBC00) -> 0;
  // u16 of +inf (0x7C00) -> 0xFFFF; u16 65535 -> f16 rounds to +inf (0x7C00).
  const Run r = run(R"(
    v_mov_b32 v1, 0xfffd
    v_mov_b32 v2, 0xbc00
    v_mov_b32 v3, 0x7c00
    v_mov_b32 v4, 0xffff
    v_cvt_f16_i16 v10, v1
    v_cvt_i16_f16 v11, v10
    v_cvt_u16_f16 v12, v2
    v_cvt_u16_f16 v13, v3
    v_cvt_f16_u16 v14, v4
  )");
  CHECK_BITS(r.v(10) & 0xffff, 0xc200);
  CHECK_BITS(r.v(11) & 0xffff, 0xfffd);
  CHECK_BITS(r.v(12) & 0xffff, 0x0000);
  CHECK_BITS(r.v(13) & 0xffff, 0xffff);
  CHECK_BITS(r.v(14) & 0xffff, 0x7c00);
}

TEST_CASE("packed VOP3 conversions", "[vop3][fp][cvt]") {
  // pkrtz(1 + 0.75 ulp_f16 = 0x3F801800, 65520.0) -> {hi 0x7BFF (no overflow toward zero),
  // lo 0x3C00 (truncated)}. pknorm_i16(0.5, -1.0): 0.5*32767 = 16383.5 -> 16384 (0x4000),
  // -32767 (0x8001). pknorm_u16(1.0, 0.5): 65535, 32767.5 -> 32768 (0x8000).
  // pk_u8(300.0, byte 1, 0x11223344) -> clamps to 255: 0x1122FF44; pk_u8(2.5, byte 2) ->
  // nearest even 2: 0x11023344; pk_u8(NaN, byte 0) -> 0: 0x11223300.
  const Run r = run(R"(
    v_mov_b32 v1, 0x3f801800
    v_mov_b32 v2, 0x477ff000
    v_mov_b32 v3, 0x43960000
    v_mov_b32 v4, 0x11223344
    v_mov_b32 v5, 0x40200000
    v_mov_b32 v6, 0x7fc00000
    v_cvt_pkrtz_f16_f32 v10, v1, v2
    v_cvt_pknorm_i16_f32 v11, 0.5, -1.0
    v_cvt_pknorm_u16_f32 v12, 1.0, 0.5
    v_cvt_pk_u8_f32 v13, v3, 1, v4
    v_cvt_pk_u8_f32 v14, v5, 2, v4
    v_cvt_pk_u8_f32 v15, v6, 0, v4
  )");
  CHECK_BITS(r.v(10), 0x7bff3c00);
  CHECK_BITS(r.v(11), 0x80014000);
  CHECK_BITS(r.v(12), 0x8000ffff);
  CHECK_BITS(r.v(13), 0x1122ff44);
  CHECK_BITS(r.v(14), 0x11023344);
  CHECK_BITS(r.v(15), 0x11223300);
}
