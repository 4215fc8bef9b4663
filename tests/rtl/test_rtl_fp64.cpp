// Directed lockstep tests of the RTL binary64 unit (gcn_fp64) against the golden model, per
// family: the 32 compares and class, min/max, trunc/ceil/floor/rndne/fract, frexp/ldexp and
// the conversions, with VOP3 abs/neg/omod/clamp, on operands that include +-0, +-inf, quiet and
// signalling NaNs, binary64 denormals, the largest and smallest normals and rounding ties,
// under every MODE FP16/FP64 round mode and denorm setting and both IEEE modes. The lane
// harness (rtl_lanes.h) compares the whole result buffer and the retired instruction counts; a
// few lanes are checked against values worked out by hand, and golden's integer rounding,
// ldexp, frexp and float -> int conversions against host double arithmetic.
#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using gcn::test::AsmOptions;
using D = std::vector<uint64_t>;

uint32_t fbits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
float fval(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
uint64_t dbits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}
double dval(uint64_t b) {
  double d;
  std::memcpy(&d, &b, 8);
  return d;
}

// Lanes 0..N: `edges`; the rest random binary64 values biased towards denormals, the
// integer/fraction boundary, the binary32 subnormal and overflow ranges and binary64 overflow.
D double_lanes(std::initializer_list<uint64_t> edges, uint64_t seed) {
  D v(edges);
  Rng g{seed};
  while (v.size() < 64) {
    uint64_t x = uint64_t(g.next()) << 32 | g.next();
    const uint64_t m = x & 0x800fffffffffffffull;
    switch (g.next() % 6) {
      case 0: x = m; break;
      case 1: x = m | uint64_t(1019 + g.next() % 60) << 52; break;
      case 2: x = m | uint64_t(863 + g.next() % 40) << 52; break;
      case 3: x = m | uint64_t(2046 - g.next() % 4) << 52; break;
      case 4: x = m | uint64_t(1143 + g.next() % 12) << 52; break;
      default: break;
    }
    v.push_back(x);
  }
  v.resize(64);
  return v;
}

// The binary64 edge values every family starts with.
const std::initializer_list<uint64_t> kEdges = {
    0x0000000000000000, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
    0x7ff8000000000001, 0x7ff0000000000001, 0xfff4000000000000, 0x0000000000000001,
    0x000fffffffffffff, 0x800ffffffffffff0, 0x0010000000000000, 0x7fefffffffffffff,
    0xffefffffffffffff, 0x3fe0000000000000, 0x3ff8000000000000, 0x4004000000000000,
    0xc004000000000000, 0xbfe0000000000000, 0x3fdfffffffffffff, 0xbfdfffffffffffff,
    0x432fffffffffffff, 0x81a56e1fc2f8f359, 0x01a56e1fc2f8f359, 0x4340000000000000,
    0x41e65a0bc0000000, 0xc1e65a0bc0000000, 0x41dffffffff9999a, 0xc1e0000000100000,
    0x41effffffff00000, 0x41f0000000000000, 0x3ff0000010000000, 0x3ff0000030000000,
    0x47effffff0000000, 0x3690000000000000, 0x36a8000000000000, 0x3fe0000000000001,
    0xbff0000000000000, 0x3ff000007f800001, 0x00000000ff800000, 0x0000000000400000,
};

Inputs pack(const D& x, const D& y) {
  Inputs in;
  for (int l = 0; l < 64; ++l) {
    in.a.push_back(uint32_t(x[l]));
    in.b.push_back(uint32_t(x[l] >> 32));
    in.c.push_back(uint32_t(y[l]));
    in.d.push_back(uint32_t(y[l] >> 32));
  }
  return in;
}

uint32_t gold32(const Result& r, int k, int lane) {
  uint32_t v;
  std::memcpy(&v, &r.golden[size_t(4 + k) * 256 + size_t(lane) * 4], 4);
  return v;
}
uint64_t gold64(const Result& r, int k, int lane) {
  return gold32(r, k, lane) | uint64_t(gold32(r, k + 1, lane)) << 32;
}
uint64_t rtl64(const Result& r, int k, int lane) { return r.out(k, lane) | uint64_t(r.out(k + 1, lane)) << 32; }

struct Mode {
  uint32_t denorm, round;  // the FP16/FP64 MODE fields
  bool ieee, dx10;
  uint32_t round32 = 0, denorm32 = 3;
};

// Every round mode under both denorm extremes, the one-sided denorm settings, IEEE off and
// DX10_CLAMP off.
std::vector<Mode> all_modes() {
  std::vector<Mode> m;
  for (uint32_t d : {3u, 0u})
    for (uint32_t r = 0; r < 4; ++r) m.push_back({d, r, true, true});
  m.push_back({1, 0, true, true});
  m.push_back({2, 3, true, true});
  m.push_back({3, 0, false, true});
  m.push_back({0, 1, false, false});
  return m;
}

AsmOptions opts(const Mode& m) {
  AsmOptions o;
  o.float_denorm_16_64 = m.denorm;
  o.float_round_16_64 = m.round;
  o.float_denorm_32 = m.denorm32;
  o.float_round_32 = m.round32;
  o.ieee_mode = m.ieee;
  o.dx10_clamp = m.dx10;
  return o;
}

constexpr int kHost[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};

#define MODE_INFO(m)                                                                           \
  INFO("f64 denorm " << (m).denorm << " round " << kModeNames[(m).round] << " ieee " << (m).ieee \
                     << " dx10 " << (m).dx10 << " f32 round " << (m).round32 << " f32 denorm " \
                     << (m).denorm32)

const char* const kPreds[] = {"f",   "lt",  "eq",  "le",  "gt",  "lg",  "ge",  "o",
                              "u",   "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};

}  // namespace

TEST_CASE("RTL f64 compares (v_cmp/v_cmpx, 16 predicates) and class match golden", "[rtl][valu][fp64]") {
  D x = double_lanes(kEdges, 641);
  D y = double_lanes({0x0000000000000000, 0x0000000000000000, 0x7ff0000000000000, 0x7ff0000000000000,
                      0x3ff0000000000000, 0x3ff0000000000000, 0xfff4000000000000, 0x8000000000000000},
                     642);
  // Lanes 40..47: equal operands; y of lane 1 is +0 against x = -0.
  for (int l = 40; l < 48; ++l) y[l] = x[l];
  Inputs in = pack(x, y);
  // The class tests read their mask from v5: random masks, one-hot in lanes 0..9.
  Inputs cin = in;
  for (int l = 0; l < 64; ++l) cin.c[l] = l < 10 ? (1u << l) : (in.c[l] & 0x3ff);
  std::string body;
  int k = 0;
  for (const char* p : kPreds)
    body += fmt::format("  v_cmp_{}_f64 vcc, v[3:4], v[5:6]\n  v_cndmask_b32 v{}, 0, 1, vcc\n", p, 10 + k++);
  body += fmt::format(R"(
  v_cmp_lt_f64_e64 s[20:21], -v[3:4], |v[5:6]|
  v_cndmask_b32_e64 v{}, 0, 1, s[20:21]
  v_cmp_nge_f64 vcc, 0x40091eb8, v[3:4]
  v_cndmask_b32 v{}, 0, 1, vcc
  v_cmp_eq_f64 vcc, 0.5, v[3:4]
  v_cndmask_b32 v{}, 0, 1, vcc
  s_mov_b64 s[22:23], exec
  v_mov_b32 v{}, 0
  v_cmpx_le_f64 vcc, v[3:4], v[5:6]
  v_mov_b32 v{}, 1
  s_mov_b64 exec, s[22:23]
  v_cndmask_b32 v{}, 0, 1, vcc
  v_mov_b32 v{}, 0
  v_cmpx_nlg_f64_e64 s[24:25], |v[3:4]|, v[5:6]
  v_mov_b32 v{}, 1
  s_mov_b64 exec, s[22:23]
  v_cndmask_b32_e64 v{}, 0, 1, s[24:25]
)",
                     10 + k, 11 + k, 12 + k, 13 + k, 13 + k, 14 + k, 15 + k, 15 + k, 16 + k);
  k += 7;
  const std::string cls = R"(
  v_cmp_class_f64 vcc, v[3:4], v5
  v_cndmask_b32 v10, 0, 1, vcc
  v_cmp_class_f64_e64 s[20:21], -|v[3:4]|, v5
  v_cndmask_b32_e64 v11, 0, 1, s[20:21]
  v_cmp_class_f64_e64 s[20:21], v[3:4], 60
  v_cndmask_b32_e64 v12, 0, 1, s[20:21]
  s_mov_b64 s[22:23], exec
  v_mov_b32 v13, 0
  v_cmpx_class_f64 vcc, v[3:4], v5
  v_mov_b32 v13, 1
  s_mov_b64 exec, s[22:23]
  v_cndmask_b32 v14, 0, 1, vcc
)";
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(body, k, in, opts(m));
    check_same(r);
    // Hand-worked lanes: -0 == +0 (lane 1: eq 1, lt 0); qNaN (lane 4) unordered: u 1, nlg 1,
    // eq 0; lane 40 (x == y = +0): le 1 and the cmpx lane ran.
    CHECK(r.out(2, 1) == 1);
    CHECK(r.out(1, 1) == 0);
    CHECK(r.out(8, 4) == 1);
    CHECK(r.out(10, 4) == 1);
    CHECK(r.out(2, 4) == 0);
    CHECK(r.out(3, 40) == 1);
    CHECK(r.out(19, 40) == 1);
    CHECK(r.out(20, 40) == 1);
    // 0x40091eb8 is the high dword of 3.14: nge(3.14, +inf) and nge(3.14, qNaN) are true,
    // nge(3.14, -inf) false.
    CHECK(r.out(17, 2) == 1);
    CHECK(r.out(17, 3) == 0);
    CHECK(r.out(17, 4) == 1);
    CHECK(r.out(18, 13) == 1);  // 0.5 == 0.5
    const auto rc = run_lanes(cls, 5, cin, opts(m));
    check_same(rc);
    // One-hot masks: lane 0 (+0) is class 6, lane 5 (sNaN) class 0, lane 7 (+denormal) class 7.
    CHECK(rc.out(0, 0) == 0);
    CHECK(rc.out(0, 6) == 0);
    CHECK(rc.out(0, 7) == 1);
    CHECK(rc.out(2, 3) == 1);   // -inf is negative
    CHECK(rc.out(2, 9) == 1);   // -denormal, whatever MODE flushing says
    CHECK(rc.out(2, 11) == 0);  // +max
  }
}

TEST_CASE("RTL f64 min/max with modifiers match golden (IEEE and non-IEEE NaN rules)", "[rtl][valu][fp64]") {
  D x = double_lanes(kEdges, 651);
  D y = double_lanes({0x8000000000000000, 0x0000000000000000, 0x3ff0000000000000, 0x7ff0000000000001,
                      0x3ff0000000000000, 0x3ff0000000000000, 0x7ff8000000000000, 0x0000000000000002},
                     652);
  const Inputs in = pack(x, y);
  const std::string body = R"(
  v_min_f64 v[10:11], v[3:4], v[5:6]
  v_max_f64 v[12:13], v[3:4], v[5:6]
  v_max_f64 v[14:15], -v[3:4], |v[5:6]|
  v_min_f64 v[16:17], v[3:4], v[5:6] mul:2
  v_max_f64 v[18:19], v[3:4], v[5:6] div:2
  v_min_f64 v[20:21], v[3:4], v[5:6] clamp
  v_max_f64 v[22:23], 0.5, v[3:4] mul:4
)";
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(body, 14, in, opts(m));
    check_same(r);
    CHECK(rtl64(r, 0, 0) == 0x8000000000000000);  // min(+0, -0) = -0
    CHECK(rtl64(r, 2, 1) == 0x0000000000000000);  // max(-0, +0) = +0
    CHECK(rtl64(r, 2, 4) == 0x3ff0000000000000);  // max(qNaN, 1) = 1
    // max(sNaN, 1): the quieted sNaN in IEEE mode, 1 otherwise.
    CHECK(rtl64(r, 2, 5) == (m.ieee ? 0x7ff8000000000001 : 0x3ff0000000000000));
  }
}

TEST_CASE("RTL f64 trunc/ceil/floor/rndne/fract match golden and host double arithmetic", "[rtl][valu][fp64]") {
  const D x = double_lanes(kEdges, 661);
  const Inputs in = pack(x, x);
  const std::string body = R"(
  v_trunc_f64 v[10:11], v[3:4]
  v_ceil_f64 v[12:13], v[3:4]
  v_floor_f64 v[14:15], v[3:4]
  v_rndne_f64 v[16:17], v[3:4]
  v_fract_f64 v[18:19], v[3:4]
  v_fract_f64_e64 v[20:21], -v[3:4]
  v_rndne_f64_e64 v[22:23], -|v[3:4]| mul:2
  v_trunc_f64 v[24:25], 0x400921fb
  v_floor_f64_e64 v[26:27], v[3:4] clamp
)";
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(body, 18, in, opts(m));
    check_same(r);
    CHECK(rtl64(r, 14, 0) == 0x4008000000000000);  // trunc(3.1415925...) = 3
    CHECK(rtl64(r, 6, 15) == 0x4000000000000000);   // rndne(2.5) = 2
    CHECK(rtl64(r, 6, 14) == 0x4000000000000000);   // rndne(1.5) = 2
    CHECK(rtl64(r, 2, 17) == 0x8000000000000000);   // ceil(-0.5) = -0, floor(-0.5) = -1
    CHECK(rtl64(r, 4, 17) == 0xbff0000000000000);
    CHECK(rtl64(r, 8, 2) == 0x7ff8000000000000);    // fract(inf) = default NaN
    if (m.denorm != 3) continue;
    // Host cross-check of golden on the lanes without NaN (no modifiers, no flushing). trunc,
    // ceil, floor and nearbyint are computed under the default rounding: they are exact, but
    // the compiler may inline them with tricks that depend on the host mode (at -O2 floor(0)
    // came out -0 under round-down).
    for (int l = 0; l < 64; ++l) {
      const double v = dval(x[l]);
      if (std::isnan(v)) continue;
      INFO("lane " << l << " x " << fmt::format("{:#x}", x[l]));
      CHECK(gold64(r, 0, l) == dbits(std::trunc(v)));
      CHECK(gold64(r, 2, l) == dbits(std::ceil(v)));
      CHECK(gold64(r, 4, l) == dbits(std::floor(v)));
      CHECK(gold64(r, 6, l) == dbits(std::nearbyint(v)));
      // fract: x - floor(x) in the MODE round mode (one host subtraction), kept below 1.0. The
      // volatiles keep the subtraction between the two fesetround calls.
      if (std::isfinite(v)) {
        volatile double a = v, b = std::floor(v);
        std::fesetround(kHost[m.round]);
        volatile double d = a - b;
        std::fesetround(FE_TONEAREST);
        const uint64_t want = dbits(std::fmin(double(d), 0x1.fffffffffffffp-1));
        CHECK(gold64(r, 8, l) == want);
        CHECK(rtl64(r, 8, l) == want);
      }
    }
  }
}

TEST_CASE("RTL f64 frexp/ldexp match golden and host double arithmetic", "[rtl][valu][fp64]") {
  const D x = double_lanes(kEdges, 671);
  // Exponents: -1100..1100, a few extreme ones first.
  D e(64);
  Rng g{672};
  // INT32_MAX and INT32_MIN: an exponent cut to fewer bits instead of clamped wraps to -1 / 0.
  const int32_t first[] = {0,    1,     -1,    2000000000, -2000000000, 1023, -1074,
                           -1075, 2098, -2098, INT32_MAX,  INT32_MIN,   INT32_MAX, INT32_MIN};
  constexpr int kFirst = int(sizeof first / sizeof first[0]);
  for (int l = 0; l < 64; ++l) e[l] = uint32_t(l < kFirst ? first[l] : int32_t(g.next() % 2201) - 1100);
  const Inputs in = pack(x, e);
  const std::string body = R"(
  v_frexp_mant_f64 v[10:11], v[3:4]
  v_frexp_exp_i32_f64 v12, v[3:4]
  v_ldexp_f64 v[13:14], v[3:4], v5
  v_ldexp_f64 v[15:16], -|v[3:4]|, v5 div:2
  v_frexp_mant_f64_e64 v[17:18], v[3:4] clamp
  v_ldexp_f64 v[19:20], v[3:4], -1
)";
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(body, 11, in, opts(m));
    check_same(r);
    CHECK(rtl64(r, 0, 15) == 0x3fe4000000000000);  // frexp_mant(2.5) = 0.625
    CHECK(r.out(2, 15) == 2);
    CHECK(rtl64(r, 9, 14) == 0x3fe8000000000000);  // ldexp(1.5, -1) = 0.75
    // ldexp(2^-1022, INT32_MAX) overflows (inf, or the largest finite value rounding down or
    // toward zero); ldexp(0.5, INT32_MIN) underflows to +0 or, rounding up, the smallest
    // denormal (kept when MODE[7] keeps output denormals).
    CHECK(rtl64(r, 3, 10) == (m.round <= 1 ? 0x7ff0000000000000u : 0x7fefffffffffffffu));
    CHECK(rtl64(r, 3, 13) == (m.round == 1 && (m.denorm & 2) ? 1u : 0u));
    if (m.denorm == 3) {
      CHECK(r.out(2, 7) == uint32_t(-1073));       // frexp_exp(2^-1074)
      CHECK(rtl64(r, 0, 7) == 0x3fe0000000000000);
    }
    if (m.denorm != 3) continue;
    std::fesetround(kHost[m.round]);
    for (int l = 0; l < 64; ++l) {
      const double v = dval(x[l]);
      const int32_t ex = int32_t(e[l]);
      if (!std::isfinite(v) || v == 0) continue;
      INFO("lane " << l << " x " << fmt::format("{:#x}", x[l]) << " e " << ex);
      int fe = 0;
      const double mant = std::frexp(v, &fe);
      CHECK(gold64(r, 0, l) == dbits(mant));
      CHECK(int32_t(gold32(r, 2, l)) == fe);
      // One multiply by an exact power of two rounds once (no intermediate under/overflow).
      if (ex >= -1022 && ex <= 1023) CHECK(gold64(r, 3, l) == dbits(v * std::ldexp(1.0, ex)));
    }
    std::fesetround(FE_TONEAREST);
  }
}

TEST_CASE("RTL f64 conversions (i32/u32/f32 <-> f64) match golden and host arithmetic", "[rtl][valu][fp64]") {
  const D x = double_lanes(kEdges, 681);
  const Inputs in = pack(x, x);
  const std::string body = R"(
  v_cvt_f64_i32 v[10:11], v3
  v_cvt_f64_u32 v[12:13], v3
  v_cvt_f64_f32 v[14:15], v3
  v_cvt_f32_f64 v16, v[3:4]
  v_cvt_i32_f64 v17, v[3:4]
  v_cvt_u32_f64 v18, v[3:4]
  v_cvt_f64_f32_e64 v[19:20], -|v3| mul:2
  v_cvt_f32_f64_e64 v21, -v[3:4] clamp
  v_cvt_f32_f64_e64 v22, v[3:4] div:2
  v_cvt_i32_f64_e64 v23, -|v[3:4]|
  v_cvt_f64_i32 v[24:25], -7
  v_cvt_f32_f64 v26, 0x47efffff
)";
  std::vector<Mode> modes = all_modes();
  // The binary32 result of v_cvt_f32_f64 rounds under the FP32 round mode and flushes per the
  // FP32 denorm field (OMOD under the FP64 round mode).
  for (uint32_t r32 = 0; r32 < 4; ++r32) modes.push_back({3, 3 - r32, true, true, r32, r32 % 2 ? 0u : 3u});
  for (uint32_t r = 1; r < 4; ++r) modes.push_back({3, r, true, true, r, 3});
  modes.push_back({0, 0, true, true, 2, 1});
  modes.push_back({3, 1, false, true, 1, 2});
  for (const Mode& m : modes) {
    MODE_INFO(m);
    const auto r = run_lanes(body, 17, in, opts(m));
    // Golden and RTL agree also where the two MODE round fields differ (golden's
    // v_cvt_f32_f64 rounded under the FP64 field until its HostRound was pinned, fp::pinned).
    check_same(r);
    CHECK(rtl64(r, 14, 0) == 0xc01c000000000000);  // -7.0
    CHECK(r.out(7, 24) == 0x7fffffff);             // i32(3e9) saturates, u32(3e9) does not
    CHECK(r.out(8, 24) == 0xb2d05e00);
    // Lane 37's low dword is the binary32 sNaN 0x7f800001: widened, it comes out quiet in
    // either IEEE mode, as golden's host conversion gives (docs/rtl.md binary64).
    CHECK(rtl64(r, 4, 37) == 0x7ff8000020000000);
    if (m.round32 == 0) {
      CHECK(r.out(6, 30) == 0x3f800000);  // 1 + 2^-24: a tie, to even
      CHECK(r.out(6, 31) == 0x3f800002);  // 1 + 3 * 2^-24: a tie, up to even
      CHECK(r.out(6, 32) == 0x7f800000);  // FLT_MAX + half an ULP: a tie, to inf
      CHECK(r.out(6, 33) == 0x00000000);  // 2^-150: a tie, to zero
      if (m.denorm32 == 3) CHECK(r.out(6, 34) == 0x00000002);  // 3 * 2^-150 -> 2^-148
    }
    if (m.denorm != 3 || m.denorm32 != 3) continue;
    std::fesetround(kHost[m.round32]);
    for (int l = 0; l < 64; ++l) {
      const double v = dval(x[l]);
      INFO("lane " << l << " x " << fmt::format("{:#x}", x[l]));
      CHECK(gold64(r, 0, l) == dbits(double(int32_t(x[l]))));
      CHECK(gold64(r, 2, l) == dbits(double(uint32_t(x[l]))));
      // f32 -> f64 is exact; f64 -> f32 is one host rounding under the FP32 round mode.
      const float f = fval(uint32_t(x[l]));
      if (!std::isnan(f)) CHECK(gold64(r, 4, l) == dbits(double(f)));
      if (std::isnan(v)) continue;
      CHECK(r.out(6, l) == fbits(float(v)));
      const double t = std::trunc(v);
      const int32_t wi = t <= -2147483648.0 ? INT32_MIN : t >= 2147483647.0 ? INT32_MAX : int32_t(t);
      const uint32_t wu = t <= 0 ? 0u : t >= 4294967295.0 ? UINT32_MAX : uint32_t(t);
      CHECK(int32_t(gold32(r, 7, l)) == wi);
      CHECK(gold32(r, 8, l) == wu);
    }
    std::fesetround(FE_TONEAREST);
  }
}

// ---- binary64 arithmetic (gcn_fp64_arith) ---------------------------------------------------

namespace {

// Lanes 48..63 of the arithmetic tests: hand-picked pairs (x, y).
struct Pair {
  int lane;
  uint64_t x, y;
};
const Pair kArithPairs[] = {
    {48, 0x3ff0000000000000, 0x3ca0000000000000},  // 1 + 2^-53: a tie, to even (1)
    {49, 0x3ff0000000000001, 0x3ca0000000000000},  // (1 + 2^-52) + 2^-53: a tie, up to even
    {50, 0x3ff8000000000000, 0x3ff0000000000001},  // 1.5 * (1 + 2^-52): a product tie, up
    {51, 0x0010000000000000, 0x8008000000000000},  // 2^-1022 - 2^-1023: exact denormal
    {52, 0x7fefffffffffffff, 0x7fefffffffffffff},  // overflow
    {53, 0x0010000000000001, 0x3fe0000000000000},  // a denormal product tie, to even
    {54, 0x3ff0000000000000, 0xbff0000000000000},  // 1 - 1: +0, or -0 rounding down
    {55, 0x8000000000000000, 0x8000000000000000},  // -0 + -0 = -0
    {56, 0x7e70000000000000, 0x39b0000000000000},  // 2^1000, 2^-100: div_scale's exponent gap
    {57, 0x0000000000000010, 0x3ff0000000000000},  // a tiny numerator: quotient tiny
    {58, 0x3ff0000000000000, 0x7fe0000000000001},  // |den| > 2^1022 and the quotient tiny
    {59, 0x4000000000000000, 0x7fe0000000000001},  // |den| > 2^1022 only
    {60, 0x3ff0000000000000, 0x4000000000000000},  // 1, 2: no scaling
    {61, 0x3ff0000000000000, 0x0000000000000003},  // a denormal denominator
    {62, 0x3ff0000000000000, 0x3ff0000000000000},  // trig_preop(1.0, 0): 2/pi truncated
    {63, 0x7ff0000000000000, 0xfff0000000000000},  // inf - inf
};

Inputs arith_inputs(uint64_t seed, D* px = nullptr, D* py = nullptr) {
  D x = double_lanes(kEdges, seed), y = double_lanes({}, seed + 1);
  for (const Pair& p : kArithPairs) {
    x[p.lane] = p.x;
    y[p.lane] = p.y;
  }
  if (px) *px = x;
  if (py) *py = y;
  return pack(x, y);
}

// An operand read through a volatile: the read, and so the operation on it, cannot move above
// the fesetround call before it (GCC moves floating-point operations across fesetround at -O2,
// -frounding-math notwithstanding; GCC bug 34678).
double vol(double v) {
  volatile double x = v;
  return x;
}

// Host IEEE binary64 under a round mode; the volatiles keep the operation between the
// fesetround calls (its operands must be read with vol() inside f).
template <typename F> uint64_t host(int rm, F f) {
  std::fesetround(kHost[rm]);
  volatile double d = f();
  std::fesetround(FE_TONEAREST);
  return dbits(d);
}

}  // namespace

TEST_CASE("RTL f64 add/mul/fma match golden, and golden matches host IEEE", "[rtl][valu][fp64_arith]") {
  // v[7:8] is first the rounded product (fma then gives its exact error), then {x_hi, y_lo}.
  const std::string body = R"(
  v_add_f64 v[10:11], v[3:4], v[5:6]
  v_mul_f64 v[12:13], v[3:4], v[5:6]
  v_mul_f64 v[7:8], v[3:4], v[5:6]
  v_fma_f64 v[14:15], v[3:4], v[5:6], -v[7:8]
  v_mov_b32 v7, v5
  v_mov_b32 v8, v4
  v_fma_f64 v[16:17], v[3:4], v[5:6], v[7:8]
  v_fma_f64 v[18:19], v[3:4], v[3:4], -v[5:6]
  v_add_f64 v[20:21], -v[3:4], |v[5:6]|
  v_mul_f64 v[22:23], v[3:4], v[5:6] mul:2
  v_fma_f64 v[24:25], |v[3:4]|, -v[5:6], v[3:4] clamp
  v_add_f64 v[26:27], v[3:4], 1.0
  s_mov_b32 s6, 0x54442d18
  s_mov_b32 s7, 0x400921fb
  v_mul_f64 v[28:29], v[3:4], s[6:7]
)";
  for (uint64_t seed : {711u, 713u}) {
    D x, y;
    const Inputs in = arith_inputs(seed, &x, &y);
    for (const Mode& m : all_modes()) {
      MODE_INFO(m);
      const auto r = run_lanes(body, 20, in, opts(m));
      check_same(r);
      if (m.round == 0) {
        CHECK(rtl64(r, 0, 48) == 0x3ff0000000000000);
        CHECK(rtl64(r, 0, 49) == 0x3ff0000000000002);
        CHECK(rtl64(r, 2, 50) == 0x3ff8000000000002);
        if (m.denorm == 3) CHECK(rtl64(r, 2, 53) == 0x0008000000000000);
      }
      CHECK(rtl64(r, 0, 54) == (m.round == 2 ? 0x8000000000000000u : 0u));
      CHECK(rtl64(r, 0, 55) == 0x8000000000000000);
      CHECK(rtl64(r, 0, 63) == 0x7ff8000000000000);  // inf - inf: the default NaN
      if (m.denorm != 3) continue;
      for (int l = 0; l < 64; ++l) {
        const double a = dval(x[l]), b = dval(y[l]), c = dval(y[l] << 32 >> 32 | x[l] >> 32 << 32);
        if (std::isnan(a) || std::isnan(b)) continue;
        INFO("lane " << l << " x " << fmt::format("{:#x}", x[l]) << " y " << fmt::format("{:#x}", y[l]));
        const auto want = [&](int k, uint64_t h) {
          if (!std::isnan(dval(h))) CHECK(gold64(r, k, l) == h);
        };
        const int rm = int(m.round);
        want(0, host(rm, [&] { return vol(a) + vol(b); }));
        want(2, host(rm, [&] { return vol(a) * vol(b); }));
        const double p = dval(host(rm, [&] { return vol(a) * vol(b); }));
        want(4, host(rm, [&] { return std::fma(vol(a), vol(b), -vol(p)); }));
        want(6, host(rm, [&] { return std::fma(vol(a), vol(b), vol(c)); }));
        want(8, host(rm, [&] { return std::fma(vol(a), vol(a), -vol(b)); }));
        want(10, host(rm, [&] { return -vol(a) + std::fabs(vol(b)); }));
      }
    }
  }
}

TEST_CASE("RTL f64 div_scale/div_fmas/div_fixup match golden", "[rtl][valu][fp64_arith]") {
  const std::string body = R"(
  v_div_scale_f64 v[10:11], s[10:11], v[5:6], v[5:6], v[3:4]
  v_cndmask_b32_e64 v12, 0, 1, s[10:11]
  v_div_scale_f64 v[13:14], vcc, v[3:4], v[5:6], v[3:4]
  v_cndmask_b32 v15, 0, 1, vcc
  v_div_scale_f64 v[16:17], vcc, -v[3:4], v[5:6], v[3:4]
  v_cndmask_b32 v18, 0, 1, vcc
  v_cmp_lt_f64 vcc, v[3:4], v[5:6]
  v_div_fmas_f64 v[19:20], v[3:4], v[5:6], v[5:6]
  v_mov_b32 v7, v5
  v_mov_b32 v8, v4
  v_div_fmas_f64 v[21:22], v[3:4], v[5:6], v[7:8]
  v_div_fixup_f64 v[23:24], v[7:8], v[5:6], v[3:4]
  v_div_fixup_f64 v[25:26], -v[7:8], |v[5:6]|, -v[3:4]
  v_div_fixup_f64 v[27:28], v[3:4], v[3:4], v[5:6]
  v_div_fixup_f64 v[29:30], v[5:6], v[3:4], v[3:4]
)";
  for (uint64_t seed : {721u, 723u}) {
    // Lane 47: a signalling NaN scaled because the numerator is tiny (2^-1022). The scaling
    // quiets it only under MODE.IEEE, like every other NaN-propagating operation.
    D x, y;
    arith_inputs(seed, &x, &y);
    x[47] = 0x0010000000000000;
    y[47] = 0x7ff0000000000001;
    const Inputs in = pack(x, y);
    for (const Mode& m : all_modes()) {
      MODE_INFO(m);
      const auto r = run_lanes(body, 21, in, opts(m));
      check_same(r);
      CHECK(rtl64(r, 0, 47) == (m.ieee ? 0x7ff8000000000001u : 0x7ff0000000000001u));
      // Lane 56 (2^1000 / 2^-100): the exponent gap sets VCC and scales the denominator by
      // 2^128; lane 60 (1 / 2) is left alone.
      CHECK(r.out(2, 56) == 1);
      CHECK(rtl64(r, 0, 56) == 0x41b0000000000000);
      CHECK(r.out(2, 60) == 0);
      CHECK(r.out(5, 60) == 0);
      CHECK(rtl64(r, 3, 60) == 0x3ff0000000000000);
      // fixup(q, 0, 0) is the negative default NaN (lane 55: -0, -0); fixup(q, x, x) of a
      // finite nonzero x is |q| (lane 54: q = -1).
      CHECK(rtl64(r, 17, 55) == 0xfff8000000000000);
      CHECK(rtl64(r, 19, 60) == 0x4000000000000000);
      CHECK(rtl64(r, 19, 54) == 0x3ff0000000000000);
    }
  }
}

TEST_CASE("RTL f64 division sequence (as LLVM emits a / b) ends at the correctly rounded quotient", "[rtl][valu][fp64_arith]") {
  // clang-14 -mcpu=gfx803 for a double a / b (x = a in v[3:4], y = b in v[5:6]).
  const std::string body = R"(
  v_div_scale_f64 v[7:8], s[4:5], v[5:6], v[5:6], v[3:4]
  v_div_scale_f64 v[12:13], vcc, v[3:4], v[5:6], v[3:4]
  v_rcp_f64_e32 v[14:15], v[7:8]
  v_fma_f64 v[16:17], -v[7:8], v[14:15], 1.0
  v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
  v_fma_f64 v[16:17], -v[7:8], v[14:15], 1.0
  v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
  v_mul_f64 v[16:17], v[12:13], v[14:15]
  v_fma_f64 v[7:8], -v[7:8], v[16:17], v[12:13]
  v_div_fmas_f64 v[7:8], v[7:8], v[14:15], v[16:17]
  v_div_fixup_f64 v[10:11], v[7:8], v[5:6], v[3:4]
)";
  const Mode m{3, 0, true, true};
  for (uint64_t seed : {731u, 733u, 735u, 737u}) {
    D x, y;
    const Inputs in = arith_inputs(seed, &x, &y);
    const auto r = run_lanes(body, 2, in, opts(m));
    CHECK(r.rtl_instructions == r.golden_instructions);
    for (int l = 0; l < 64; ++l) {
      const double a = dval(x[l]), b = dval(y[l]);
      INFO("lane " << l << " a " << fmt::format("{:#x}", x[l]) << " b " << fmt::format("{:#x}", y[l]));
      const uint64_t want = host(0, [&] { return a / b; });
      if (std::isnan(dval(want))) {
        CHECK(std::isnan(dval(rtl64(r, 0, l))));
        CHECK(rtl64(r, 0, l) == gold64(r, 0, l));
      } else {
        CHECK(rtl64(r, 0, l) == want);
        CHECK(gold64(r, 0, l) == want);
      }
    }
  }
}

namespace {
// Distance in ULPs of two binary64 values of the same sign (ordered bit patterns).
uint64_t ulp_dist(uint64_t a, uint64_t b) {
  if ((a >> 63) != (b >> 63)) return ~0ull;
  return a > b ? a - b : b - a;
}
bool special(uint64_t v) { return (v & 0x7ff0000000000000) == 0x7ff0000000000000 || (v << 1) == 0; }
}  // namespace

TEST_CASE("RTL f64 rcp, rsq and sqrt are within golden's 2^29 ULP, specials exact", "[rtl][valu][fp64_arith]") {
  struct Approx {
    const char* op;
    double (*host)(double);
  };
  const Approx ops[] = {{"v_rcp_f64", [](double a) { return 1.0 / a; }},
                        {"v_rsq_f64", [](double a) { return 1.0 / std::sqrt(a); }},
                        {"v_sqrt_f64", [](double a) { return std::sqrt(a); }}};
  for (const Approx& f : ops) {
    INFO(f.op);
    const std::string body = fmt::format("  {0} v[10:11], v[3:4]\n  {0}_e64 v[12:13], -v[5:6]\n", f.op);
    uint64_t worst = 0;
    for (uint64_t seed : {741u, 743u, 745u, 747u}) {
      D x, y;
      const Inputs in = arith_inputs(seed, &x, &y);
      for (const Mode& m : all_modes()) {
        MODE_INFO(m);
        const auto r = run_lanes(body, 4, in, opts(m));
        CHECK(r.rtl_instructions == r.golden_instructions);
        for (int k = 0; k < 4; k += 2)
          for (int l = 0; l < 64; ++l) {
            const uint64_t g = gold64(r, k, l), v = rtl64(r, k, l);
            INFO("result " << k / 2 << " lane " << l << " x " << fmt::format("{:#x}", x[l]) << " y "
                           << fmt::format("{:#x}", y[l]) << " golden " << fmt::format("{:#x}", g)
                           << " rtl " << fmt::format("{:#x}", v));
            if (special(g) || special(v)) CHECK(v == g);
            else CHECK(ulp_dist(v, g) <= (1ull << 29));
          }
        // The error against the host result, with denormals kept and rounding to nearest.
        if (m.denorm != 3 || m.round != 0) continue;
        for (int l = 0; l < 64; ++l) {
          const double a = dval(x[l]);
          if (!std::isfinite(a) || a == 0) continue;
          const uint64_t h = dbits(f.host(a));
          if (!std::isnan(dval(h))) worst = std::max(worst, ulp_dist(rtl64(r, 0, l), h));
        }
      }
    }
    // Measured: docs/rtl.md "VALU binary64".
    WARN("worst ULP error vs host: " << f.op << " " << worst);
    CHECK(worst <= (1ull << 29));
  }
}

TEST_CASE("RTL f64 trig_preop matches golden", "[rtl][valu][fp64_arith]") {
  const std::string body = R"(
  v_trig_preop_f64 v[10:11], v[3:4], v5
  v_trig_preop_f64 v[12:13], v[3:4], 0
  v_trig_preop_f64 v[14:15], v[5:6], 1
  v_trig_preop_f64 v[16:17], -|v[3:4]|, 31
  v_trig_preop_f64 v[18:19], v[5:6], v3 mul:4
)";
  for (uint64_t seed : {751u, 753u}) {
    D x, y;
    Inputs in = arith_inputs(seed, &x, &y);
    for (int l = 0; l < 40; ++l) in.c[l] = l < 32 ? uint32_t(l) : in.c[l];  // every segment
    for (const Mode& m : all_modes()) {
      MODE_INFO(m);
      const auto r = run_lanes(body, 10, in, opts(m));
      check_same(r);
      CHECK(rtl64(r, 2, 62) == 0x3fe45f306dc9c882);  // 2/pi truncated to 53 bits
    }
  }
}
