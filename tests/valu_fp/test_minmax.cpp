// v_min/v_max (f16/f32/f64) and v_min3/v_max3/v_med3_f32: IEEE-mode NaN rules, signed zeros.
#include <catch2/catch.hpp>

#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;
using namespace gcn::test::fp;

namespace {
// v1 = qNaN, v2 = sNaN 0x7FA00001, v4 = -0.0
const char* kMinMaxBody = R"(
    v_mov_b32 v1, 0x7fc00000
    v_mov_b32 v2, 0x7fa00001
    v_mov_b32 v4, 0x80000000
    v_max_f32 v3, v1, 1.0
    v_max_f32 v5, 1.0, v2
    v_min_f32 v6, v2, 1.0
    v_max_f32 v7, v4, 0
    v_min_f32 v8, 0, v4
    v_max_f32 v9, 0, v4
    v_min_f32 v10, v1, v1
)";
}  // namespace

TEST_CASE("v_max_f32/v_min_f32 in IEEE mode: qNaN ignored, sNaN returned quieted", "[vop2][fp]") {
  const Run r = run(kMinMaxBody);
  CHECK_BITS(r.v(3), 0x3f800000);   // max(qNaN, 1) = 1
  CHECK_BITS(r.v(5), 0x7fe00001);   // max(1, sNaN) = quiet(sNaN)
  CHECK_BITS(r.v(6), 0x7fe00001);   // min(sNaN, 1) = quiet(sNaN)
  CHECK_BITS(r.v(7), 0x00000000);   // max(-0, +0) = +0
  CHECK_BITS(r.v(8), 0x80000000);   // min(+0, -0) = -0
  CHECK_BITS(r.v(9), 0x00000000);   // max(+0, -0) = +0
  CHECK_BITS(r.v(10), 0x7fc00000);  // min(qNaN, qNaN) = qNaN
}

TEST_CASE("v_max_f32/v_min_f32 without IEEE mode ignore every NaN", "[vop2][fp]") {
  AsmOptions o;
  o.ieee_mode = false;
  const Run r = run(kMinMaxBody, o);
  CHECK_BITS(r.v(3), 0x3f800000);  // max(qNaN, 1) = 1
  CHECK_BITS(r.v(5), 0x3f800000);  // max(1, sNaN) = 1
  CHECK_BITS(r.v(6), 0x3f800000);  // min(sNaN, 1) = 1
}

TEST_CASE("v_min3/v_max3/v_med3_f32 pick the min, max and median", "[vop3][fp]") {
  // (3, 1, 2): min 1, max 3, median 2. med3(qNaN, 1, 2) = min3 = 1 (qNaN ignored).
  // med3(2, 3, 1) = 2 (operand order does not matter).
  const Run r = run(R"(
    v_mov_b32 v1, 0x40400000
    v_mov_b32 v2, 1.0
    v_mov_b32 v4, 2.0
    v_mov_b32 v5, 0x7fc00000
    v_min3_f32 v6, v1, v2, v4
    v_max3_f32 v7, v1, v2, v4
    v_med3_f32 v8, v1, v2, v4
    v_med3_f32 v9, v5, v2, v4
    v_med3_f32 v10, v4, v1, v2
  )");
  CHECK_BITS(r.v(6), 0x3f800000);
  CHECK_BITS(r.v(7), 0x40400000);
  CHECK_BITS(r.v(8), 0x40000000);
  CHECK_BITS(r.v(9), 0x3f800000);
  CHECK_BITS(r.v(10), 0x40000000);
}

TEST_CASE("v_max_f64 and v_min_f16 compare their formats", "[vop3][fp]") {
  // max(1.0, 2.0) f64 = 0x4000000000000000; min(-1.0h 0xBC00, 0.5h 0x3800) = 0xBC00;
  // max_f16(qNaN 0x7E00, 2.0) = 2.0 (0x4000).
  const Run r = run(R"(
    v_mov_b32 v2, 0
    v_mov_b32 v3, 0x3ff00000
    v_max_f64 v[4:5], v[2:3], 2.0
    v_mov_b32 v6, 0xbc00
    v_min_f16 v7, v6, 0.5
    v_mov_b32 v8, 0x7e00
    v_max_f16 v9, v8, 2.0
  )");
  CHECK_BITS(r.v64(4), 0x4000000000000000ull);
  CHECK_BITS(r.v(7), 0xbc00);
  CHECK_BITS(r.v(9), 0x4000);
}
