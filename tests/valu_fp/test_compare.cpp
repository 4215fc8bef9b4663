// VOPC float compares: the 16 predicates (ordered and unordered forms) for f16/f32/f64, v_cmpx
// writing EXEC, and v_cmp_class masks.
#include <fmt/format.h>

#include <catch2/catch.hpp>

#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;
using namespace gcn::test::fp;

namespace {

const char* kPreds[] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};

// Lane values are x = lane (0..62) and NaN in lane 63; every compare is p(2.0, x).
constexpr uint64_t kBelow = 0x3;                   // lanes 0, 1: 2.0 > x
constexpr uint64_t kEqual = 0x4;                   // lane 2: 2.0 == x
constexpr uint64_t kAbove = 0x7FFFFFFFFFFFFFF8ull; // lanes 3..62: 2.0 < x
constexpr uint64_t kNan = 0x8000000000000000ull;   // lane 63: unordered
constexpr uint64_t kExpected[16] = {
    0,                          // f
    kAbove,                     // lt: 2 < x
    kEqual,                     // eq
    kEqual | kAbove,            // le
    kBelow,                     // gt
    kBelow | kAbove,            // lg
    kBelow | kEqual,            // ge
    ~kNan,                      // o
    kNan,                       // u
    kAbove | kNan,              // nge = !(2 >= x)
    kEqual | kNan,              // nlg
    kEqual | kAbove | kNan,     // ngt
    kBelow | kNan,              // nle
    kBelow | kAbove | kNan,     // neq
    kBelow | kEqual | kNan,     // nlt
    ~0ull,                      // tru
};

std::string all_predicates(const char* suffix, const char* x) {
  std::string s;
  for (int p = 0; p < 16; ++p)
    s += fmt::format("v_cmp_{}_{}_e64 s[{}:{}], 2.0, {}\n", kPreds[p], suffix, 10 + 2 * p, 11 + 2 * p, x);
  return s;
}

void check_predicates(const Run& r) {
  for (int p = 0; p < 16; ++p) {
    INFO("predicate " << kPreds[p]);
    CHECK_BITS(r.sgpr64(10 + 2 * p), kExpected[p]);
  }
}

}  // namespace

TEST_CASE("v_cmp_*_f32 implements all 16 predicates with NaN unordered", "[vopc][fp]") {
  check_predicates(run("v_cvt_f32_u32 v1, v0\n" + set_lane(63, 1, 0x7fc00000) + all_predicates("f32", "v1")));
}

TEST_CASE("v_cmp_*_f64 implements all 16 predicates with NaN unordered", "[vopc][fp]") {
  check_predicates(run("v_cvt_f64_u32 v[2:3], v0\n" + set_lane(63, 3, 0x7ff80000) + all_predicates("f64", "v[2:3]")));
}

TEST_CASE("v_cmp_*_f16 implements all 16 predicates with NaN unordered", "[vopc][fp]") {
  check_predicates(run("v_cvt_f16_u16 v1, v0\n" + set_lane(63, 1, 0x7e00) + all_predicates("f16", "v1")));
}

TEST_CASE("v_cmp_lt_f32 e32 writes VCC; v_cmpx_lt_f32 writes VCC and EXEC", "[vopc][fp]") {
  const Run r = run("v_cvt_f32_u32 v1, v0\n" + set_lane(63, 1, 0x7fc00000) + R"(
    v_cmp_gt_f32 vcc, 2.0, v1
    v_cndmask_b32 v6, 0, 1.0, vcc
    v_cmpx_lt_f32 vcc, 2.0, v1
    v_mov_b32 v5, 1.0
  )");
  CHECK_BITS(r.exec(), kAbove);
  CHECK_BITS(r.vcc(), kAbove);
  CHECK_BITS(r.v(5, 2), 0);
  CHECK_BITS(r.v(5, 3), 0x3f800000);
  CHECK_BITS(r.v(6, 1), 0x3f800000);  // lane 1 was in the gt mask
  CHECK_BITS(r.v(6, 2), 0);
}

namespace {
// Lanes 0..9 hold one value of each class (in class-bit order), lanes 10..63 hold +1.0.
const uint32_t kClassValues[10] = {0x7fa00000, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001,
                                   0x80000000, 0x00000000, 0x00000001, 0x3f800000, 0x7f800000};
std::string class_body(const char* src) {
  std::string s = "v_mov_b32 v1, 1.0\n";
  for (int l = 0; l < 10; ++l) s += set_lane(l, 1, kClassValues[l]);
  for (int k = 0; k < 10; ++k)
    s += fmt::format("s_mov_b32 s50, {:#x}\nv_cmp_class_f32_e64 s[{}:{}], {}, s50\n", 1u << k, 10 + 2 * k, 11 + 2 * k, src);
  return s;
}
}  // namespace

TEST_CASE("v_cmp_class_f32 selects lanes by IEEE class mask", "[vopc][fp]") {
  // Mask bit k selects exactly lane k; bit 8 (+normal) also every lane holding +1.0.
  for (const bool flush : {false, true}) {
    // Class reads the raw bits: MODE denormal flushing does not turn subnormals into zeros.
    const Run r = run(class_body("v1"), flush ? ftz() : AsmOptions{});
    for (int k = 0; k < 10; ++k) {
      INFO("class bit " << k << (flush ? " with FP_DENORM=0" : ""));
      CHECK_BITS(r.sgpr64(10 + 2 * k), (1ull << k) | (k == 8 ? ~0x3FFull : 0));
    }
  }
}

TEST_CASE("v_cmp_class_f32 applies the VOP3 neg modifier to its value", "[vopc][fp]") {
  // -x turns lane 2's -inf into +inf (bit 9) and lane 9's +inf into -inf (bit 2).
  const Run r = run(class_body("-v1"));
  CHECK_BITS(r.sgpr64(10 + 2 * 9), 1ull << 2);
  CHECK_BITS(r.sgpr64(10 + 2 * 2), 1ull << 9);
}

TEST_CASE("v_cmp_class_f64 and v_cmp_class_f16 classify their formats", "[vopc][fp]") {
  // f64: lane 0 = -0.0 (bit 5), lane 1 = smallest subnormal (bit 7), lane 2 = sNaN
  // 0x7FF4000000000000 (bit 0). f16: lane 0 = +inf 0x7C00 (bit 9), lane 1 = -subnormal 0x8001
  // (bit 4). Every other lane holds 1.0.
  const Run r = run("v_mov_b32 v2, 0\nv_mov_b32 v3, 0x3ff00000\nv_mov_b32 v4, 0x3c00\n" + set_lane(0, 3, 0x80000000) +
                    set_lane(1, 3, 0) + set_lane(1, 2, 1) + set_lane(2, 3, 0x7ff40000) + set_lane(0, 4, 0x7c00) +
                    set_lane(1, 4, 0x8001) + R"(
    s_mov_b32 s50, 0x20
    v_cmp_class_f64_e64 s[10:11], v[2:3], s50
    s_mov_b32 s50, 0x80
    v_cmp_class_f64_e64 s[12:13], v[2:3], s50
    v_cmp_class_f64_e64 s[14:15], v[2:3], 1
    s_mov_b32 s50, 0x200
    v_cmp_class_f16_e64 s[16:17], v4, s50
    v_cmp_class_f16_e64 s[18:19], v4, 16
  )");
  CHECK_BITS(r.sgpr64(10), 1ull << 0);
  CHECK_BITS(r.sgpr64(12), 1ull << 1);
  CHECK_BITS(r.sgpr64(14), 1ull << 2);
  CHECK_BITS(r.sgpr64(16), 1ull << 0);
  CHECK_BITS(r.sgpr64(18), 1ull << 1);
}
