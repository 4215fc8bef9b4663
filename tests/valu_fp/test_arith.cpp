// f32/f16/f64 add, sub, mul, mad/mac/madmk/madak, fma and legacy multiply, with MODE rounding,
// denormal flushing and the VOP3 input/output modifiers. Expected values are IEEE bit
// patterns worked out by hand (arithmetic in the comments).
#include <catch2/catch.hpp>

#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;
using namespace gcn::test::fp;

TEST_CASE("v_add_f32 adds two VGPRs", "[vop2][fp]") {
  // 1.5 (0x3FC00000) + 2.25 (0x40100000) = 3.75 = 0x40700000
  const Run r = run(R"(
    v_mov_b32 v1, 0x3fc00000
    v_mov_b32 v2, 0x40100000
    v_add_f32 v3, v1, v2
  )");
  CHECK_BITS(r.v(3), 0x40700000);
  CHECK_BITS(r.v(3, 63), 0x40700000);
}

// ulp(1.0f) = 2^-23. 0x33C00000 = 1.5*2^-24 = 0.75 ulp; 0x33000000 = 2^-25 = 0.25 ulp.
//   v3 = 1 + 0.75 ulp, v4 = 1 + 0.25 ulp, v5 = -1 - 0.75 ulp
TEST_CASE("v_add_f32 rounds per MODE round mode", "[vop2][fp]") {
  struct Case { uint32_t mode, up75, up25, down75; };
  const Case c = GENERATE(Case{0, 0x3f800001, 0x3f800000, 0xbf800001},   // nearest even
                          Case{1, 0x3f800001, 0x3f800001, 0xbf800000},   // toward +inf
                          Case{2, 0x3f800000, 0x3f800000, 0xbf800001},   // toward -inf
                          Case{3, 0x3f800000, 0x3f800000, 0xbf800000});  // toward zero
  AsmOptions o;
  o.float_round_32 = c.mode;
  const Run r = run(R"(
    v_mov_b32 v1, 0x33c00000
    v_mov_b32 v2, 0x33000000
    v_add_f32 v3, 1.0, v1
    v_add_f32 v4, 1.0, v2
    v_sub_f32 v5, -1.0, v1
  )", o);
  INFO("round mode " << c.mode);
  CHECK_BITS(r.v(3), c.up75);
  CHECK_BITS(r.v(4), c.up25);
  CHECK_BITS(r.v(5), c.down75);
}

TEST_CASE("v_add_f64 rounds per the f64 MODE round field", "[vop3][fp]") {
  // 0x3CA8000000000000 = 1.5*2^-53 = 0.75 ulp(1.0): nearest -> 1+ulp, toward zero -> 1.0.
  AsmOptions rz;
  rz.float_round_16_64 = 3;
  const char* body = R"(
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0x3ca80000
    v_add_f64 v[4:5], v[2:3], 1.0
  )";
  CHECK_BITS(run(body).v64(4), 0x3ff0000000000001ull);
  CHECK_BITS(run(body, rz).v64(4), 0x3ff0000000000000ull);
}

TEST_CASE("f32 denormals are kept with FP_DENORM=3 and flushed with FP_DENORM=0", "[vop2][fp]") {
  // v3 = 2^-149 + 2^-149 = 2^-148 (0x2); v4 = 2^-126 * 0.5 = 2^-127 (0x00400000).
  // Flushed: the inputs 2^-149 read as 0, the output 2^-127 is written as +0.
  const char* body = R"(
    v_mov_b32 v1, 1
    v_mov_b32 v2, 0x00800000
    v_add_f32 v3, v1, v1
    v_mul_f32 v4, 0.5, v2
    v_mul_f32 v5, -0.5, v2
  )";
  const Run keep = run(body);
  CHECK_BITS(keep.v(3), 0x00000002);
  CHECK_BITS(keep.v(4), 0x00400000);
  CHECK_BITS(keep.v(5), 0x80400000);
  const Run flush = run(body, ftz());
  CHECK_BITS(flush.v(3), 0x00000000);
  CHECK_BITS(flush.v(4), 0x00000000);
  CHECK_BITS(flush.v(5), 0x80000000);  // flushing keeps the sign
}

TEST_CASE("VOP3 abs and neg input modifiers", "[vop3][fp]") {
  // v1 = 1.5, v2 = -2.25: -v1 + |v2| = -1.5 + 2.25 = 0.75 (0x3F400000);
  // -|v2| * 2 = -4.5 (0xC0900000); |-v1| counts abs first: abs then neg = -1.5 (0xBFC00000).
  const Run r = run(R"(
    v_mov_b32 v1, 0x3fc00000
    v_mov_b32 v2, 0xc0100000
    v_add_f32_e64 v3, -v1, |v2|
    v_mul_f32_e64 v4, -|v2|, 2.0
    v_mul_f32_e64 v5, -|v1|, 1.0
  )");
  CHECK_BITS(r.v(3), 0x3f400000);
  CHECK_BITS(r.v(4), 0xc0900000);
  CHECK_BITS(r.v(5), 0xbfc00000);
}

TEST_CASE("VOP3 omod scales and clamp saturates when output denormals are flushed", "[vop3][fp]") {
  // v1 + v2 = 1.5 + 2.25 = 3.75: mul:2 -> 7.5 (0x40F00000), mul:4 -> 15 (0x41700000),
  // div:2 -> 1.875 (0x3FF00000), clamp -> 1.0, v1 - v2 = -0.75 clamp -> +0,
  // div:2 then clamp: 1.875 -> 1.0. NaN with clamp and DX10_CLAMP -> 0.
  const Run r = run(R"(
    v_mov_b32 v1, 0x3fc00000
    v_mov_b32 v2, 0x40100000
    v_mov_b32 v9, 0x7fc00000
    v_add_f32_e64 v3, v1, v2 mul:2
    v_add_f32_e64 v4, v1, v2 mul:4
    v_add_f32_e64 v5, v1, v2 div:2
    v_add_f32_e64 v6, v1, v2 clamp
    v_sub_f32_e64 v7, v1, v2 clamp
    v_add_f32_e64 v8, v1, v2 clamp div:2
    v_add_f32_e64 v10, v9, v9 clamp
  )", ftz());
  CHECK_BITS(r.v(3), 0x40f00000);
  CHECK_BITS(r.v(4), 0x41700000);
  CHECK_BITS(r.v(5), 0x3ff00000);
  CHECK_BITS(r.v(6), 0x3f800000);
  CHECK_BITS(r.v(7), 0x00000000);
  CHECK_BITS(r.v(8), 0x3f800000);
  CHECK_BITS(r.v(10), 0x00000000);
}

TEST_CASE("VOP3 omod is ignored when output denormals are enabled", "[vop3][fp]") {
  // FP_DENORM=3 (default options): 1.5 + 2.25 = 3.75 (0x40700000) whatever OMOD says; clamp
  // still applies. Without DX10_CLAMP a NaN passes clamp unchanged.
  AsmOptions o;
  o.dx10_clamp = false;
  const Run r = run(R"(
    v_mov_b32 v1, 0x3fc00000
    v_mov_b32 v2, 0x40100000
    v_mov_b32 v9, 0x7fc00000
    v_add_f32_e64 v3, v1, v2 mul:2
    v_add_f32_e64 v4, v1, v2 clamp
    v_add_f32_e64 v5, v9, v9 clamp
  )", o);
  CHECK_BITS(r.v(3), 0x40700000);
  CHECK_BITS(r.v(4), 0x3f800000);
  CHECK_BITS(r.v(5), 0x7fc00000);
}

TEST_CASE("v_mac_f32, v_madmk_f32 and v_madak_f32 multiply-add with the accumulator or literal", "[vop2][fp]") {
  // mac: 1.5*2.25 + 1.0 = 4.375 (0x408C0000); madmk: 1.5*3.0 + 2.25 = 6.75 (0x40D80000);
  // madak: 1.5*2.25 + 3.0 = 6.375 (0x40CC0000); the VOP3 form of mac reads VDST the same way.
  const Run r = run(R"(
    v_mov_b32 v1, 0x3fc00000
    v_mov_b32 v2, 0x40100000
    v_mov_b32 v3, 1.0
    v_mov_b32 v6, 1.0
    v_mac_f32 v3, v1, v2
    v_madmk_f32 v4, v1, 0x40400000, v2
    v_madak_f32 v5, v1, v2, 0x40400000
    v_mac_f32_e64 v6, v1, v2
  )");
  CHECK_BITS(r.v(3), 0x408c0000);
  CHECK_BITS(r.v(4), 0x40d80000);
  CHECK_BITS(r.v(5), 0x40cc0000);
  CHECK_BITS(r.v(6), 0x408c0000);
}

TEST_CASE("v_mad_f32 rounds the product, v_fma_f32 does not", "[vop3][fp]") {
  // a = 1 + 2^-12 (0x3F800800): a*a = 1 + 2^-11 + 2^-24, a tie at f32 precision that rounds
  // to even 1 + 2^-11 (0x3F801000). With c = -(1 + 2^-11): mad = +0, fma = 2^-24 (0x33800000).
  const Run r = run(R"(
    v_mov_b32 v1, 0x3f800800
    v_mov_b32 v2, 0xbf801000
    v_mad_f32 v3, v1, v1, v2
    v_fma_f32 v4, v1, v1, v2
    v_mul_f32 v5, v1, v1
  )");
  CHECK_BITS(r.v(3), 0x00000000);
  CHECK_BITS(r.v(4), 0x33800000);
  CHECK_BITS(r.v(5), 0x3f801000);
}

TEST_CASE("v_mul_legacy_f32 gives 0 for 0 * inf where v_mul_f32 gives NaN", "[vop2][fp]") {
  // DX9 rule: 0 * anything = +0. IEEE: 0 * inf is invalid -> default NaN 0x7FC00000.
  const Run r = run(R"(
    v_mov_b32 v1, 0x7f800000
    v_mul_legacy_f32 v3, 0, v1
    v_mul_f32 v4, 0, v1
    v_mul_legacy_f32 v5, 2.0, v1
    v_mad_legacy_f32 v6, 0, v1, 1.0
  )");
  CHECK_BITS(r.v(3), 0x00000000);
  CHECK_BITS(r.v(4), 0x7fc00000);
  CHECK_BITS(r.v(5), 0x7f800000);
  CHECK_BITS(r.v(6), 0x3f800000);
}

TEST_CASE("f64 add, mul, fma on VGPR pairs with the 64-bit inline constant 1.0", "[vop3][fp]") {
  // v[2:3] = 2.5 (0x4004000000000000), v[4:5] = 3.0 (0x4008000000000000)
  // fma: 2.5*3 + 1 = 8.5 (0x4021000000000000); add: 2.5 + 1 = 3.5 (0x400C000000000000);
  // mul by -2.0: -5.0 (0xC014000000000000); add with -v[4:5]: 2.5 - 3 = -0.5 (0xBFE0...).
  const Run r = run(R"(
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0x40040000
    v_mov_b32 v4, 0
    v_mov_b32 v5, 0x40080000
    v_fma_f64 v[6:7], v[2:3], v[4:5], 1.0
    v_add_f64 v[8:9], v[2:3], 1.0
    v_mul_f64 v[10:11], v[2:3], -2.0
    v_add_f64 v[12:13], v[2:3], -v[4:5]
  )");
  CHECK_BITS(r.v64(6), 0x4021000000000000ull);
  CHECK_BITS(r.v64(8), 0x400c000000000000ull);
  CHECK_BITS(r.v64(10), 0xc014000000000000ull);
  CHECK_BITS(r.v64(12), 0xbfe0000000000000ull);
}

TEST_CASE("f16 add, mul, mac and fma write the low half and zero the high half", "[vop2][fp]") {
  // 1.0 (0x3C00) + 2.0 (0x4000) = 3.0 (0x4200); 3.0 * -2.0 = -6.0 (0xC600);
  // mac: v5 = 0.5 (0x3800) + 1.0 * 2.0 = 2.5 (0x4100); fma(2, 3, 0.5) = 6.5 (0x4680).
  const Run r = run(R"(
    v_mov_b32 v1, 0xffff3c00
    v_mov_b32 v2, 0x4000
    v_mov_b32 v5, 0x3800
    v_add_f16 v3, v1, v2
    v_mul_f16 v4, -2.0, v3
    v_mac_f16 v5, v1, v2
    v_fma_f16 v6, v2, v3, 0.5
  )");
  CHECK_BITS(r.v(3), 0x00004200);
  CHECK_BITS(r.v(4), 0x0000c600);
  CHECK_BITS(r.v(5), 0x00004100);
  CHECK_BITS(r.v(6), 0x00004680);
}

TEST_CASE("v_add_f16 rounds per the f16 MODE round field", "[vop2][fp]") {
  // ulp(1.0h) = 2^-10; 0x1200 = 1.5*2^-11 = 0.75 ulp. 1 + 0.75 ulp: nearest -> 0x3C01,
  // toward zero -> 0x3C00, toward -inf for -(1 + 0.75 ulp) -> 0xBC01.
  const char* body = R"(
    v_mov_b32 v1, 0x1200
    v_add_f16 v3, 1.0, v1
    v_sub_f16 v4, -1.0, v1
  )";
  AsmOptions rz, rd;
  rz.float_round_16_64 = 3;
  rd.float_round_16_64 = 2;
  CHECK_BITS(run(body).v(3), 0x3c01);
  CHECK_BITS(run(body, rz).v(3), 0x3c00);
  CHECK_BITS(run(body, rz).v(4), 0xbc00);
  CHECK_BITS(run(body, rd).v(4), 0xbc01);
}

TEST_CASE("f16 denormals follow the f16/f64 MODE denormal field", "[vop2][fp]") {
  // 0x0001 (2^-24) + 0x0001 = 0x0002; flushed inputs give +0.
  const char* body = R"(
    v_mov_b32 v1, 1
    v_add_f16 v3, v1, v1
  )";
  CHECK_BITS(run(body).v(3), 0x0002);
  CHECK_BITS(run(body, ftz()).v(3), 0x0000);
}

TEST_CASE("SDWA word selects feed f16 operands and place the f16 result", "[vop2][fp][sdwa]") {
  // v1 = {hi 2.0, lo 1.0}, v2 = {hi 3.0, lo 0}: WORD_1 + WORD_1 = 2 + 3 = 5.0 (0x4500),
  // written to WORD_1 of v3 with the low word preserved (0xABCD).
  const Run r = run(R"(
    v_mov_b32 v1, 0x40003c00
    v_mov_b32 v2, 0x42000000
    v_mov_b32 v3, 0x1234abcd
    v_add_f16_sdwa v3, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
    v_mul_f16_sdwa v4, v1, v2 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
  )");
  CHECK_BITS(r.v(3), 0x4500abcd);
  CHECK_BITS(r.v(4), 0x00004200);  // 1.0 * 3.0
}

TEST_CASE("NaN inputs propagate quieted in IEEE mode and unchanged without it", "[vop2][fp]") {
  // sNaN 0x7FA00001 + 1.0: IEEE -> 0x7FE00001 (quiet bit set, payload kept); IEEE=0 -> as is.
  // 1.0 + qNaN 0xFFC00002 -> 0xFFC00002. inf + -inf -> default NaN 0x7FC00000.
  const char* body = R"(
    v_mov_b32 v1, 0x7fa00001
    v_mov_b32 v2, 0xffc00002
    v_mov_b32 v4, 0x7f800000
    v_add_f32 v3, v1, 1.0
    v_add_f32 v5, 1.0, v2
    v_sub_f32 v6, v4, v4
    v_add_f32 v7, v1, v2
  )";
  const Run ieee = run(body);
  CHECK_BITS(ieee.v(3), 0x7fe00001);
  CHECK_BITS(ieee.v(5), 0xffc00002);
  CHECK_BITS(ieee.v(6), 0x7fc00000);
  CHECK_BITS(ieee.v(7), 0x7fe00001);  // first NaN operand wins
  AsmOptions o;
  o.ieee_mode = false;
  CHECK_BITS(run(body, o).v(3), 0x7fa00001);
}

TEST_CASE("v_fma_f32 and v_fma_f16 round once even when the addend is far below the product", "[vop3][fp]") {
  // f32: (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 is a tie at f32 precision; adding c = +-2^-80
  // (0x17800000) decides it: up to 0x3F801001, down to 0x3F801000. Rounding the sum first to
  // double would lose c and give 0x3F801000 both times.
  // f16: (1 + 2^-5)(1 + 2^-6) = 1 + 2^-5 + 2^-6 + 2^-11 is a tie at f16 precision (0x3C30 even);
  // adding the subnormal 2^-24 (0x0001) rounds it up to 0x3C31.
  const Run r = run(R"(
    v_mov_b32 v1, 0x3f800800
    v_mov_b32 v2, 0x17800000
    v_fma_f32 v3, v1, v1, v2
    v_fma_f32 v4, v1, v1, -v2
    v_mov_b32 v5, 0x3c20
    v_mov_b32 v6, 0x3c10
    v_mov_b32 v7, 1
    v_fma_f16 v8, v5, v6, v7
    v_fma_f16 v9, v5, v6, 0
  )");
  CHECK_BITS(r.v(3), 0x3f801001);
  CHECK_BITS(r.v(4), 0x3f801000);
  CHECK_BITS(r.v(8), 0x3c31);
  CHECK_BITS(r.v(9), 0x3c30);
}

TEST_CASE("v_mad and v_mac flush denormals even when MODE keeps them", "[vop3][fp]") {
  // Default options keep denormals (FP_DENORM=3). 2^-149 (0x1) * 1.0 + 0: fma keeps 0x1,
  // mad/mac flush the input and give +0. 2^-126 * 0.5 + 0 = 2^-127: mad flushes the result.
  // f16: 2^-24 (0x0001) * 1.0 + 0: fma 0x0001, mad +0.
  const Run r = run(R"(
    v_mov_b32 v1, 1
    v_mov_b32 v2, 0x00800000
    v_mov_b32 v5, 0
    v_fma_f32 v3, v1, 1.0, 0
    v_mad_f32 v4, v1, 1.0, 0
    v_mac_f32 v5, 1.0, v1
    v_mad_f32 v6, v2, 0.5, 0
    v_fma_f16 v7, v1, 1.0, 0
    v_mad_f16 v8, v1, 1.0, 0
  )");
  CHECK_BITS(r.v(3), 0x00000001);
  CHECK_BITS(r.v(4), 0x00000000);
  CHECK_BITS(r.v(5), 0x00000000);
  CHECK_BITS(r.v(6), 0x00000000);
  CHECK_BITS(r.v(7), 0x0001);
  CHECK_BITS(r.v(8), 0x0000);
}

TEST_CASE("f64 denormals follow the f16/f64 MODE denormal field, not the f32 one", "[vop3][fp]") {
  // 2^-1074 (0x1) + 2^-1074 = 2^-1073 (0x2); with FP_DENORM[3:2] = 0 the inputs read as 0.
  // Flushing only f32 (float_denorm_32 = 0) leaves f64 alone.
  const char* body = R"(
    v_mov_b32 v2, 1
    v_mov_b32 v3, 0
    v_add_f64 v[4:5], v[2:3], v[2:3]
  )";
  AsmOptions f32_only;
  f32_only.float_denorm_32 = 0;
  CHECK_BITS(run(body).v64(4), 0x2ull);
  CHECK_BITS(run(body, f32_only).v64(4), 0x2ull);
  CHECK_BITS(run(body, ftz()).v64(4), 0x0ull);
}

// add/sub/mul/mad/mac run a branch-free host form on all 64 lanes and redo only the lanes whose
// result is NaN under the GCN NaN rules. Lane 5 holds +inf and lane 9 an sNaN; every other lane
// is ordinary; lane 7 is outside EXEC for the last instruction and must keep its old value.
TEST_CASE("NaN lanes take the GCN NaN rules while ordinary lanes of the same instruction do not", "[vop2][fp]") {
  // v1 = 1.5 except lane 5 = +inf, lane 9 = sNaN 0x7FA00001. v2 = 0 everywhere.
  //   v_mul_f32 v3 = v1 * v2: +0 on ordinary lanes; lane 5 0*inf -> the positive default NaN
  //     0x7FC00000 (the host gives 0xFFC00000); lane 9 the sNaN, quieted only in IEEE mode.
  //   v_mac_f32_e64 v4 = -v1 * 2.0 + v4 with v4 = 1.0: -3 + 1 = -2.0 on ordinary lanes,
  //     lane 5 -inf, lane 9 the negated sNaN 0xFFA00001 (quieted 0xFFE00001).
  //   v_subrev_f32 v6 = v2 - v1: -1.5 on ordinary lanes, lane 5 -inf.
  //   v_mac_f32 v7 = v1 * v2 + v7 (v7 = 2.0) with EXEC clear on lane 7: 2.0, lane 5 the
  //     default NaN, lane 9 the sNaN; lane 7 keeps 0x12345678.
  const std::string body = "v_mov_b32 v1, 0x3fc00000\n" + set_lane(5, 1, 0x7f800000) + set_lane(9, 1, 0x7fa00001) + R"(
    v_mov_b32 v2, 0
    v_mul_f32 v3, v1, v2
    v_mov_b32 v4, 1.0
    v_mac_f32_e64 v4, -v1, 2.0
    v_subrev_f32 v6, v1, v2
    v_mov_b32 v7, 2.0
  )" + set_lane(7, 7, 0x12345678) + R"(
    s_mov_b64 exec, 0xffffffffffffff7f
    v_mac_f32 v7, v1, v2
    s_mov_b64 exec, -1
  )";
  const Run ieee = run(body);
  CHECK_BITS(ieee.v(3, 0), 0x00000000);
  CHECK_BITS(ieee.v(3, 5), 0x7fc00000);
  CHECK_BITS(ieee.v(3, 9), 0x7fe00001);
  CHECK_BITS(ieee.v(4, 0), 0xc0000000);
  CHECK_BITS(ieee.v(4, 5), 0xff800000);
  CHECK_BITS(ieee.v(4, 9), 0xffe00001);
  CHECK_BITS(ieee.v(6, 63), 0xbfc00000);
  CHECK_BITS(ieee.v(6, 5), 0xff800000);
  CHECK_BITS(ieee.v(7, 0), 0x40000000);
  CHECK_BITS(ieee.v(7, 5), 0x7fc00000);
  CHECK_BITS(ieee.v(7, 7), 0x12345678);
  CHECK_BITS(ieee.v(7, 9), 0x7fe00001);
  AsmOptions o;
  o.ieee_mode = false;
  const Run raw = run(body, o);
  CHECK_BITS(raw.v(3, 5), 0x7fc00000);
  CHECK_BITS(raw.v(3, 9), 0x7fa00001);
  CHECK_BITS(raw.v(4, 9), 0xffa00001);
  CHECK_BITS(raw.v(7, 9), 0x7fa00001);
}

TEST_CASE("v_mad_f32 and v_mac_f32 flush a subnormal product before the add in both MODE denormal settings", "[vop3][fp]") {
  // 2^-126 (0x00800000) * 0.5 = 2^-127 is subnormal and flushed to +0, so + 2^-126 gives
  // 0x00800000 (unflushed it would be 1.5 * 2^-126 = 0x00C00000). 2^-149 (0x1) * 2^126
  // (0x7E800000): the input is flushed, +0 (unflushed 2^-23 = 0x34000000).
  const char* body = R"(
    v_mov_b32 v1, 0x00800000
    v_mov_b32 v2, 1
    v_mov_b32 v3, 0x7e800000
    v_mad_f32 v4, v1, 0.5, v1
    v_mov_b32 v5, 0x00800000
    v_mac_f32 v5, 0.5, v1
    v_madak_f32 v6, v2, v3, 0x0
    v_mad_f32 v7, v3, v2, 0
  )";
  for (const AsmOptions& o : {AsmOptions{}, ftz()}) {
    INFO("FP_DENORM f32 " << o.float_denorm_32);
    const Run r = run(body, o);
    CHECK_BITS(r.v(4), 0x00800000);
    CHECK_BITS(r.v(5), 0x00800000);
    CHECK_BITS(r.v(6), 0x00000000);
    CHECK_BITS(r.v(7), 0x00000000);
  }
}
