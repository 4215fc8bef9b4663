// v_cvt_f32_f16 with VOP3 modifiers in the RTL: abs/neg act on the binary16 source's sign bit
// (bit 15), OMOD and CLAMP on the binary32 result, on VGPR sources and on inline constants (which
// a 16-bit source reads as binary16). Until session 9 the decoder refused every modifier on this
// op (gcn_decode f32_mods), so `v_cvt_f32_f16_e64 v0, -|1.0|` stopped the CU with "not
// implemented in RTL". Compared with golden over the whole result buffer, and a few lanes with
// values worked out by hand.
#include <catch2/catch.hpp>

#include "tests/rtl/rtl_lanes.h"

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness

TEST_CASE("RTL v_cvt_f32_f16 takes abs/neg on its binary16 source and OMOD/CLAMP on its result like golden",
          "[rtl][valu][fp32]") {
  Inputs in;
  // binary16: 1.0, -2.0, -0, +inf, a quiet NaN, -denormal, 65504, -0.5
  in.a = lanes({0x3c00, 0xc000, 0x8000, 0x7c00, 0x7e01, 0x8001, 0x7bff, 0xb800}, 901);
  for (uint32_t denorm : {0u, 3u}) {
    INFO("f16/f64 denorm mode " << denorm);
    AsmOptions o;
    o.float_denorm_16_64 = denorm;
    o.float_denorm_32 = 0;  // OMOD applies (golden ignores it while MODE keeps f32 output denormals)
    const auto r = run_lanes(R"(
  v_cvt_f32_f16_e64 v10, -|1.0|
  v_cvt_f32_f16_e64 v11, -v3
  v_cvt_f32_f16_e64 v12, |v3|
  v_cvt_f32_f16_e64 v13, -|v3|
  v_cvt_f32_f16_e64 v14, v3 mul:2
  v_cvt_f32_f16_e64 v15, -v3 clamp
  v_cvt_f32_f16_e64 v16, |-2.0| div:2
)",
                             7, in, o);
    check_same(r);
    CHECK(r.out(0, 0) == 0xbf800000);  // -|1.0| = -1.0
    CHECK(r.out(1, 0) == 0xbf800000);  // -(1.0)
    CHECK(r.out(1, 1) == 0x40000000);  // -(-2.0) = 2.0
    CHECK(r.out(2, 1) == 0x40000000);  // |-2.0|
    CHECK(r.out(3, 0) == 0xbf800000);  // -|1.0|
    CHECK(r.out(4, 0) == 0x40000000);  // 1.0 * 2
    CHECK(r.out(5, 1) == 0x3f800000);  // clamp(2.0) = 1.0
    CHECK(r.out(5, 0) == 0x00000000);  // clamp(-1.0) = 0
    CHECK(r.out(6, 0) == 0x3f800000);  // |-2.0| / 2 = 1.0
  }
}
