// Directed tests of the RTL binary32 transcendental unit (gcn_fp32_trans: v_rsq, v_exp, v_log,
// v_sin, v_cos, v_exp_legacy, v_log_legacy) against the golden model, which computes each in
// double and rounds once: every lane within the ULP tolerance of golden/exec/approx_ulp.h
// (special values -- NaN and its quietness, +-inf, +-0 -- exact), under every MODE round mode,
// both FP32 denorm extremes and both IEEE modes, with lanes worked out by hand. The long test
// measures the worst ULP distance on >= 10^5 random operands per operation (docs/rtl.md).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

#include <catch2/catch.hpp>

#include "golden/exec/approx_ulp.h"
#include "golden/exec/float_bits.h"
#include "harness/lockstep/compare.h"
#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using gcn::test::AsmOptions;

struct TransOp {
  const char* mnemonic;
  gcn::Op op;
};
const TransOp kOps[] = {
    {"v_rsq_f32", gcn::Op::V_RSQ_F32},          {"v_exp_f32", gcn::Op::V_EXP_F32},
    {"v_log_f32", gcn::Op::V_LOG_F32},          {"v_sin_f32", gcn::Op::V_SIN_F32},
    {"v_cos_f32", gcn::Op::V_COS_F32},          {"v_exp_legacy_f32", gcn::Op::V_EXP_LEGACY_F32},
    {"v_log_legacy_f32", gcn::Op::V_LOG_LEGACY_F32},
};
constexpr int kNumOps = int(sizeof(kOps) / sizeof(kOps[0]));

uint32_t golden_out(const Result& r, int k, int lane) {
  uint32_t v;
  std::memcpy(&v, &r.golden[size_t(4 + k) * 256 + size_t(lane) * 4], 4);
  return v;
}

// Every op on each of the four inputs v3..v6: result 4 * op + input.
std::string all_ops_body() {
  std::string body;
  for (int o = 0; o < kNumOps; ++o)
    for (int i = 0; i < 4; ++i) body += fmt::format("  {} v{}, v{}\n", kOps[o].mnemonic, 10 + 4 * o + i, 3 + i);
  return body;
}

// Worst ULP distance per op of the RTL from golden (UINT64_MAX: a special value differs).
std::vector<uint64_t> worst_ulp(const Result& r) {
  std::vector<uint64_t> worst(kNumOps, 0);
  for (int o = 0; o < kNumOps; ++o)
    for (int i = 0; i < 4; ++i)
      for (int l = 0; l < 64; ++l)
        worst[o] = std::max(worst[o], gcn::f32_ulp_distance(golden_out(r, 4 * o + i, l), r.out(4 * o + i, l)));
  return worst;
}

// Random operands per op's interesting range: v3 any bits, v4 |x| < 160, v5 |x| < 4 with
// small magnitudes, v6 near 1.0.
Inputs random_inputs(uint64_t seed) {
  Rng g{seed};
  Inputs in;
  for (int l = 0; l < 64; ++l) {
    in.a.push_back(g.next());
    in.b.push_back(gcn::bits_of(float((int32_t(g.next()) / 2147483648.0) * 160.0)));
    const uint32_t e = 80 + g.next() % 49;  // 2^-47 .. 2^1
    in.c.push_back((g.next() & 0x807fffffu) | (e << 23));
    in.d.push_back(0x3f000000u + (g.next() & 0x00ffffffu));  // [0.5, 2)
  }
  return in;
}

struct Mode {
  uint32_t denorm, round;
  bool ieee;
};

}  // namespace

TEST_CASE("RTL f32 transcendentals are within the approx_ulp.h table of golden under every MODE, specials exact", "[rtl][valu][fp32]") {
  Inputs in;
  // v3: specials and hand-checked values; v4..v6 random in the ops' ranges.
  const Inputs rnd = random_inputs(401);
  in.a = float_lanes({0x40800000,   // 4.0: rsq 0.5, log 2, exp 16
                      0x3f800000,   // 1.0: rsq 1, log +0, exp 2, sin 0 (-0 under RD), cos 1
                      0x3e800000,   // 0.25: sin 1, cos +0
                      0x3f000000,   // 0.5: sin +0, cos -1
                      0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001,
                      0x00000001, 0x80000001, 0xbf800000, 0x43000000, 0xc3160000, 0x42fe0000,
                      0xc2fe0000, 0x4b000001, 0x3f7fffff, 0x3f800001, 0x2f800000, 0xbf400000},
                     402);
  in.b = rnd.b;
  in.c = rnd.c;
  in.d = rnd.d;
  std::vector<Mode> modes;
  for (uint32_t r = 0; r < 4; ++r) modes.push_back({3, r, true});
  modes.push_back({0, 0, true});
  modes.push_back({0, 2, false});
  for (const Mode& m : modes) {
    INFO("denorm " << m.denorm << " round " << kModeNames[m.round] << " ieee " << m.ieee);
    AsmOptions o;
    o.float_denorm_32 = m.denorm;
    o.float_round_32 = m.round;
    o.ieee_mode = m.ieee;
    const Result r = run_lanes(all_ops_body() + R"(
  v_rsq_f32_e64 v38, -|v3| mul:2
  v_exp_f32_e64 v39, -v4 clamp
)", 30, in, o);
    CHECK(r.rtl_instructions == r.golden_instructions);
    const std::vector<uint64_t> worst = worst_ulp(r);
    for (int op = 0; op < kNumOps; ++op) {
      INFO(kOps[op].mnemonic << " worst " << worst[op] << " ulp");
      CHECK(worst[op] <= gcn::approx_ulp(kOps[op].op));
    }
    for (int k : {28, 29})
      for (int l = 0; l < 64; ++l) {
        INFO("modifier result " << k << " lane " << l);
        CHECK(gcn::f32_ulp_distance(golden_out(r, k, l), r.out(k, l)) <= 1);
      }
    // By hand (results k = 4 * op + 0 read v3).
    CHECK(r.out(0, 0) == 0x3f000000u);   // rsq(4) = 0.5
    CHECK(r.out(4, 0) == 0x41800000u);   // exp2(4) = 16
    CHECK(r.out(8, 0) == 0x40000000u);   // log2(4) = 2
    CHECK(r.out(8, 1) == 0x00000000u);   // log2(1) = +0
    CHECK(r.out(12, 1) == (m.round == 2 ? 0x80000000u : 0u));  // sin(1 turn) = x - round(x)
    CHECK(r.out(16, 1) == 0x3f800000u);  // cos(1 turn) = 1
    CHECK(r.out(12, 2) == 0x3f800000u);  // sin(1/4 turn) = 1
    CHECK(r.out(16, 2) == 0x00000000u);  // cos(1/4 turn) = +0
    CHECK(r.out(16, 3) == 0xbf800000u);  // cos(1/2 turn) = -1
    CHECK(r.out(0, 4) == 0x7f800000u);   // rsq(+0) = +inf
    CHECK(r.out(0, 5) == 0xff800000u);   // rsq(-0) = -inf
    CHECK(r.out(8, 5) == 0xff800000u);   // log2(-0) = -inf
    CHECK(r.out(4, 7) == 0x00000000u);   // exp2(-inf) = +0
    CHECK(r.out(8, 12) == 0x7fc00000u);  // log2(-1) = NaN
    CHECK(r.out(24, 12) == 0xffc00000u); // log_legacy(-1) = -NaN
    CHECK(r.out(0, 9) == (m.ieee ? 0x7fc00001u : 0x7f800001u));  // sNaN quieted in IEEE mode
  }
}

TEST_CASE("RTL f32 transcendentals: worst ULP on 10^5 random operands per operation (measurement)", "[.transulp]") {
  std::vector<uint64_t> worst(kNumOps, 0);
  const int runs = 400;  // 400 runs x 4 inputs x 64 lanes = 102,400 operands per op
  for (int run = 0; run < runs; ++run) {
    AsmOptions o;
    o.float_round_32 = uint32_t(run % 4);
    o.float_denorm_32 = (run / 4) % 2 ? 0 : 3;
    const Result r = run_lanes(all_ops_body(), 4 * kNumOps, random_inputs(1000 + uint64_t(run)), o);
    const std::vector<uint64_t> w = worst_ulp(r);
    for (int op = 0; op < kNumOps; ++op) worst[op] = std::max(worst[op], w[op]);
  }
  for (int op = 0; op < kNumOps; ++op) {
    WARN(kOps[op].mnemonic << ": worst " << worst[op] << " ulp on " << runs * 256 << " operands (table "
                           << gcn::approx_ulp(kOps[op].op) << ")");
    CHECK(worst[op] <= gcn::approx_ulp(kOps[op].op));
  }
}
