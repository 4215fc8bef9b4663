// Directed tests of the binary16 operations the RTL executes through gcn_fp16_trans: the
// approximate ones (v_rcp/sqrt/rsq/log/exp/sin/cos_f16: every lane within the ULP tolerance of
// golden/exec/approx_ulp.h, special values -- NaN and its quietness, +-inf, +-0 -- exact) and the
// exact ones (v_frexp_mant_f16, v_frexp_exp_i16_f16, v_fract_f16, v_div_fixup_f16: the whole
// result buffer equal), on edge and random operands under every MODE FP16 round mode and denorm
// setting, both IEEE modes, with VOP3 abs/neg/omod/clamp; a few lanes worked out by hand and
// fract/frexp checked against host IEEE (GCC _Float16). scripts/check_fp16_trans_unit.sh runs
// the unit on all 65536 inputs (docs/rtl.md "VALU binary16").
#include <cmath>
#include <cstring>

#include <catch2/catch.hpp>

#include "golden/exec/approx_ulp.h"
#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using gcn::test::AsmOptions;

// `edges` first (binary16 in bits 15:0, high half as given), then random binary16 values biased
// towards denormals, the smallest binade, near-overflow and small magnitudes, random high halves.
Lanes half_lanes(std::initializer_list<uint32_t> edges, uint64_t seed) {
  Lanes v(edges);
  Rng g{seed};
  while (v.size() < 64) {
    const uint32_t hi = g.next() & 0xffff0000u;
    uint32_t x = g.next() & 0xffff;
    switch (g.next() % 5) {
      case 0: x &= 0x83ff; break;                                              // denormal or zero
      case 1: x = (x & 0x83ff) | 0x0400; break;                                // smallest binade
      case 2: x = (x & 0x87ff) | 0x7800; break;                                // near overflow
      case 3: x = (x & 0x83ff) | (uint32_t(11 + g.next() % 8) << 10); break;   // 2^-4 .. 2^3
      default: break;
    }
    v.push_back(hi | x);
  }
  v.resize(64);
  return v;
}

struct Mode {
  uint32_t denorm, round;  // MODE FP16/FP64 fields
  bool ieee, dx10;
};
// Every round mode under both denorm extremes, the one-sided denorm settings, IEEE off, DX10 off.
std::vector<Mode> all_modes() {
  std::vector<Mode> m;
  for (uint32_t d : {3u, 0u})
    for (uint32_t r = 0; r < 4; ++r) m.push_back({d, r, true, true});
  m.push_back({1, 1, true, true});
  m.push_back({2, 2, true, true});
  m.push_back({3, 3, false, true});
  m.push_back({0, 0, false, false});
  return m;
}
AsmOptions opts(const Mode& m) {
  AsmOptions o;
  o.float_denorm_16_64 = m.denorm;
  o.float_round_16_64 = m.round;
  o.float_denorm_32 = 3 - m.denorm;  // the binary32 fields differ: they must not matter
  o.float_round_32 = (m.round + 1) % 4;
  o.ieee_mode = m.ieee;
  o.dx10_clamp = m.dx10;
  return o;
}
#define MODE_INFO(m) \
  INFO("f16 denorm " << (m).denorm << " round " << kModeNames[(m).round] << " ieee " << (m).ieee << " dx10 " << (m).dx10)

uint32_t golden_out(const Result& r, int k, int lane) {
  uint32_t v;
  std::memcpy(&v, &r.golden[size_t(4 + k) * 256 + size_t(lane) * 4], 4);
  return v;
}
bool special(uint32_t h) { return (h & 0x7c00) == 0x7c00 || (h & 0x7fff) == 0; }
int ord(uint32_t h) { return (h & 0x8000) ? -int(h & 0x7fff) : int(h & 0x7fff); }

// Result k of every lane: equal to golden, or both finite nonzero binary16 (high half 0) within
// `ulp` of it.
void check_within(const Result& r, int k, uint64_t ulp) {
  for (int l = 0; l < 64; ++l) {
    const uint32_t g = golden_out(r, k, l), v = r.out(k, l);
    if (g == v) continue;
    INFO("result v" << 10 + k << " lane " << l << ": golden 0x" << std::hex << g << " rtl 0x" << v);
    const bool ok = (g >> 16) == 0 && (v >> 16) == 0 && !special(g) && !special(v) &&
                    uint64_t(std::abs(ord(g) - ord(v))) <= ulp;
    CHECK(ok);
  }
}

// Which results differ between golden and the RTL (exact ops), named by register.
std::string differing(const Result& r, int outputs) {
  std::string s;
  for (int k = 0; k < outputs; ++k) {
    int n = 0, first = -1;
    for (int l = 0; l < 64; ++l)
      if (golden_out(r, k, l) != r.out(k, l) && n++ == 0) first = l;
    if (n)
      s += fmt::format(" v{} ({} lanes, lane {}: golden 0x{:x} rtl 0x{:x})", 10 + k, n, first,
                       golden_out(r, k, first), r.out(k, first));
  }
  return s.empty() ? " none" : s;
}
void check_lanes(const Result& r, int outputs) {
  INFO("differing results:" << differing(r, outputs));
  check_same(r);
}

double host_val(uint32_t b) {
  const uint16_t h = uint16_t(b);
  _Float16 x;
  std::memcpy(&x, &h, 2);
  return double(x);
}
uint32_t host_f16(double v) {
  const _Float16 x = static_cast<_Float16>(v);
  uint16_t h;
  std::memcpy(&h, &x, 2);
  return h;
}
bool host_nan(uint32_t b) { return (b & 0x7fff) > 0x7c00; }

}  // namespace

TEST_CASE("RTL f16 rcp/sqrt/rsq/log/exp/sin/cos are within approx_ulp.h of golden under every MODE, specials exact",
          "[rtl][valu][fp16_rest]") {
  Inputs in;
  // a: 2, 4, 8, 3, 0.25, 0.5, 1, +0, -0, +inf, -inf, qNaN, sNaN, -4, 2^-24, -2^-24, 2^-14,
  //    65504, 0.1 (0x2e66), 2^-10, -0.25
  in.a = half_lanes({0x4000, 0x4400, 0x4800, 0x4200, 0x3400, 0x3800, 0x3c00, 0x0000, 0x8000, 0x7c00, 0xfc00,
                     0x7e00, 0x7c01, 0xc400, 0x0001, 0x8001, 0x0400, 0x7bff, 0x2e66, 0x1400, 0xb400},
                    9101);
  in.b = half_lanes({}, 9102);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_rcp_f16 v10, v3
  v_sqrt_f16 v11, v3
  v_rsq_f16 v12, v3
  v_log_f16 v13, v3
  v_exp_f16 v14, v3
  v_sin_f16 v15, v3
  v_cos_f16 v16, v3
  v_rcp_f16 v17, v4
  v_sqrt_f16 v18, v4
  v_rsq_f16 v19, v4
  v_log_f16 v20, v4
  v_exp_f16 v21, v4
  v_sin_f16 v22, v4
  v_cos_f16 v23, v4
  v_rcp_f16_e64 v24, -|v3| mul:2
  v_exp_f16_e64 v25, -v4 clamp
  v_sin_f16_e64 v26, |v4| div:2
  v_sqrt_f16_e64 v27, -v3 clamp
)",
                             18, in, opts(m));
    CHECK(r.rtl_instructions == r.golden_instructions);
    const gcn::Op ops[] = {gcn::Op::V_RCP_F16, gcn::Op::V_SQRT_F16, gcn::Op::V_RSQ_F16, gcn::Op::V_LOG_F16,
                           gcn::Op::V_EXP_F16, gcn::Op::V_SIN_F16,  gcn::Op::V_COS_F16};
    for (int k = 0; k < 14; ++k) check_within(r, k, gcn::approx_ulp(ops[k % 7]));
    check_within(r, 14, 1);
    check_within(r, 15, 1);
    check_within(r, 16, 2);
    check_within(r, 17, 1);
    // By hand (lane l of a).
    CHECK(r.out(0, 0) == 0x3800);  // rcp(2) = 0.5
    CHECK(r.out(0, 13) == 0xb400); // rcp(-4) = -0.25
    CHECK(r.out(0, 7) == 0x7c00);  // rcp(+0) = +inf
    CHECK(r.out(0, 8) == 0xfc00);  // rcp(-0) = -inf
    CHECK(r.out(0, 10) == 0x8000); // rcp(-inf) = -0
    CHECK(r.out(1, 1) == 0x4000);  // sqrt(4) = 2
    CHECK(r.out(1, 8) == 0x8000);  // sqrt(-0) = -0
    CHECK(r.out(1, 13) == 0x7e00); // sqrt(-4) = NaN
    CHECK(r.out(2, 1) == 0x3800);  // rsq(4) = 0.5
    CHECK(r.out(3, 2) == 0x4200);  // log2(8) = 3
    CHECK(r.out(3, 6) == 0x0000);  // log2(1) = +0
    CHECK(r.out(3, 7) == 0xfc00);  // log2(+0) = -inf
    CHECK(r.out(4, 3) == 0x4800);  // exp2(3) = 8
    CHECK(r.out(4, 10) == 0x0000); // exp2(-inf) = +0
    CHECK(r.out(5, 4) == 0x3c00);  // sin(1/4 turn) = 1
    CHECK(r.out(5, 6) == (m.round == 2 ? 0x8000u : 0u));  // sin(1 turn) = x - round(x)
    CHECK(r.out(6, 5) == 0xbc00);  // cos(1/2 turn) = -1
    CHECK(r.out(6, 20) == 0x0000); // cos(-1/4 turn) = +0
    CHECK(r.out(1, 12) == (m.ieee ? 0x7e01u : 0x7c01u));  // sNaN quieted in IEEE mode only
    CHECK(r.out(0, 14) == (m.denorm & 1 ? (m.round == 3 || m.round == 2 ? 0x7bffu : 0x7c00u) : 0x7c00u));
    // rcp(2^-24) = 2^24 overflows (to the largest finite toward zero/-inf); flushed input: 1/+0
  }
}

TEST_CASE("RTL f16 frexp_mant/frexp_exp_i16 match golden and host frexp under every MODE", "[rtl][valu][fp16_rest]") {
  Inputs in;
  // 6, -0.75, 1, 2^-24, -2^-15 (denormal), 65504, +0, -0, inf, -inf, qNaN, sNaN, 2^-14, 0x03ff
  in.a = half_lanes({0x4600, 0xba00, 0x3c00, 0x0001, 0x8200, 0x7bff, 0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00,
                     0x7c01, 0x0400, 0x03ff},
                    9201);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_frexp_mant_f16 v10, v3
  v_frexp_exp_i16_f16 v11, v3
  v_frexp_mant_f16_e64 v12, -|v3| mul:2
  v_frexp_exp_i16_f16_e64 v13, -v3
  v_frexp_mant_f16_e64 v14, v3 clamp
)",
                             5, in, opts(m));
    check_lanes(r, 5);
    CHECK(r.out(0, 0) == 0x3a00);  // 6 = 0.75 * 2^3
    CHECK(r.out(1, 0) == 3);
    CHECK(r.out(0, 1) == 0xba00);  // -0.75 = -0.75 * 2^0
    CHECK(r.out(1, 1) == 0);
    CHECK(r.out(1, 5) == 16);      // 65504 = 0.99951171875 * 2^16
    CHECK(r.out(1, 8) == 0);       // inf: exponent 0
    CHECK(r.out(0, 11) == 0x7c01); // sNaN passes unquieted (golden frexp_mant returns the input)
    if (m.denorm & 1) {
      CHECK(r.out(1, 3) == 0xffe9);  // 2^-24 = 0.5 * 2^-23 (i16 -23, zero-extended)
      CHECK(r.out(0, 4) == 0xb800);  // -2^-15 = -0.5 * 2^-14
    } else {
      CHECK(r.out(1, 3) == 0);       // flushed to +0
    }
    if ((m.denorm & 1) && m.round == 0)  // against host frexp on the binary16 value
      for (int l = 0; l < 64; ++l) {
        const double x = host_val(in.a[l]);
        if (host_nan(in.a[l]) || std::isinf(x) || x == 0) continue;
        int e = 0;
        const double mt = std::frexp(x, &e);
        INFO("lane " << l << " a 0x" << std::hex << in.a[l]);
        CHECK(r.out(0, l) == host_f16(mt));
        CHECK(r.out(1, l) == uint32_t(uint16_t(int16_t(e))));
      }
  }
}

TEST_CASE("RTL f16 fract matches golden and host x - floor(x) under every MODE", "[rtl][valu][fp16_rest]") {
  Inputs in;
  // 2.75, -0.25, -2^-24 (1 - 2^-24 rounds to 1: kept below 1), -2, +0, -0, inf, qNaN, sNaN,
  // 1023.5, -1023.5, 2^-24, 0x03ff, -65504
  in.a = half_lanes({0x4180, 0xb400, 0x8001, 0xc000, 0x0000, 0x8000, 0x7c00, 0x7e00, 0x7c01, 0x63ff, 0xe3ff,
                     0x0001, 0x03ff, 0xfbff},
                    9301);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_fract_f16 v10, v3
  v_fract_f16_e64 v11, -|v3| mul:4
  v_fract_f16_e64 v12, -v3 clamp
)",
                             3, in, opts(m));
    check_lanes(r, 3);
    CHECK(r.out(0, 0) == 0x3a00);  // fract(2.75) = 0.75
    CHECK(r.out(0, 1) == 0x3a00);  // fract(-0.25) = 0.75
    CHECK(r.out(0, 3) == (m.round == 2 ? 0x8000u : 0u));  // integral: x + (-x)
    CHECK(r.out(0, 6) == 0x7e00);  // inf -> NaN
    CHECK(r.out(0, 8) == (m.ieee ? 0x7e01u : 0x7c01u));
    if (m.denorm & 1) CHECK(r.out(0, 2) == 0x3bffu);  // 1 - 2^-24: 1.0 or just below, kept below 1
    else CHECK(r.out(0, 2) == (m.round == 2 ? 0x8000u : 0u));  // flushed: fract(-0)
    if (m.denorm == 3 && m.round == 0)  // against host IEEE: x - floor(x) rounded, below 1
      for (int l = 0; l < 64; ++l) {
        const double x = host_val(in.a[l]);
        if (host_nan(in.a[l]) || std::isinf(x)) continue;
        uint32_t want = host_f16(x - std::floor(x));
        if (want >= 0x3c00 && !(want & 0x8000)) want = 0x3bff;
        INFO("lane " << l << " a 0x" << std::hex << in.a[l]);
        CHECK(r.out(0, l) == want);
      }
  }
}

TEST_CASE("RTL f16 div_fixup matches golden under every MODE", "[rtl][valu][fp16_rest]") {
  Inputs in;
  Rng g{9401};
  // (q, den, num): 0/0, inf/inf, x/0, inf/x, x/inf, 0/x, NaN num, NaN den, tiny num / huge den,
  // inf quotient from finite operands, a plain quotient, the 2^-25 boundary both sides
  const uint32_t q[] = {0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x7c00, 0x4200,
                        0x3c00, 0x3c00, 0x7e00};
  const uint32_t d[] = {0x0000, 0x7c00, 0x8000, 0x4000, 0xfc00, 0x4000, 0x4000, 0x7c01, 0x7800, 0x0400, 0xc000,
                        0x6c00, 0x7000, 0x4000};
  const uint32_t n[] = {0x8000, 0xfc00, 0x4000, 0x7c00, 0x4000, 0x0000, 0x7d00, 0x4000, 0x0001, 0x7bff, 0x4600,
                        0x0001, 0x0001, 0x4000};
  for (int l = 0; l < 64; ++l) {
    const bool edge = l < int(sizeof(q) / sizeof(q[0]));
    const uint32_t b = edge ? d[l] : g.next() & 0xffff;
    in.a.push_back(edge ? q[l] : g.next());
    in.b.push_back(b);
    // random numerators mostly in the denominator's binade +-16 (the underflow test's range)
    in.c.push_back(edge ? n[l] : (g.next() % 2 ? g.next() : ((g.next() & 0x83ff) | ((b & 0x7c00) ^ ((g.next() % 16) << 10)))));
  }
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_div_fixup_f16 v10, v3, v4, v5
  v_div_fixup_f16 v11, -v3, |v4|, -|v5| mul:2
  v_div_fixup_f16 v12, v3, v4, v5 clamp
)",
                             3, in, opts(m));
    check_lanes(r, 3);
    CHECK(r.out(0, 0) == 0xfe00);  // 0/0: negative default NaN
    CHECK(r.out(0, 1) == 0xfe00);  // inf/inf
    CHECK(r.out(0, 2) == 0xfc00);  // x / -0 = -inf
    CHECK(r.out(0, 4) == 0x8000);  // x / -inf = -0
    CHECK(r.out(0, 9) == 0x7c00);  // inf quotient from finite operands
    CHECK(r.out(0, 10) == 0xc200); // the quotient with the sign of num/den
  }
}
