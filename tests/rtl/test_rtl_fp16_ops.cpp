// Directed lockstep tests of the binary16 VALU operations the RTL executes through gcn_fp16
// (wired into gcn_valu_lane in session 10): add/sub/subrev/mul, fma/mad/mac/madmk/madak,
// min/max, ldexp, trunc/ceil/floor/rndne, cvt_f16_{u16,i16}, cvt_{u16,i16}_f16, the 32
// compares and class. Operands mix +-0, +-inf, quiet and signalling NaNs, binary16 denormals,
// the largest and smallest normals and round-to-even ties with random values (whose high
// halves are random too: binary16 operations read bits 15:0 only); every MODE FP16/FP64 round
// mode and denorm setting, both IEEE modes, DX10_CLAMP off; VOP3 abs/neg/omod/clamp. The
// binary32 MODE fields are set to other values than the binary16 ones, so a unit reading the
// wrong MODE field differs. The lane harness (rtl_lanes.h) compares the whole result buffer and
// the retired instruction counts; a few lanes are checked against values worked out by hand.
#include <cmath>
#include <cstring>

#include <catch2/catch.hpp>

#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using gcn::test::AsmOptions;

// `edges` first (binary16 in bits 15:0, high half as given), then random binary16 values
// biased towards denormals, the smallest binade, near-overflow and values near 1, with random
// high halves.
Lanes half_lanes(std::initializer_list<uint32_t> edges, uint64_t seed) {
  Lanes v(edges);
  Rng g{seed};
  while (v.size() < 64) {
    const uint32_t hi = g.next() & 0xffff0000u;
    uint32_t x = g.next() & 0xffff;
    switch (g.next() % 5) {
      case 0: x &= 0x83ff; break;                              // denormal or zero
      case 1: x = (x & 0x83ff) | 0x0400; break;                // smallest binade
      case 2: x = (x & 0x87ff) | 0x7800; break;                // near overflow
      case 3: x = (x & 0x83ff) | (uint32_t(13 + g.next() % 4) << 10); break;  // 2^-2 .. 2^1
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

// Every round mode under both denorm extremes (IEEE on), the two one-sided denorm settings,
// IEEE off, and DX10_CLAMP off.
std::vector<Mode> all_modes() {
  std::vector<Mode> m;
  for (uint32_t d : {3u, 0u})
    for (uint32_t r = 0; r < 4; ++r) m.push_back({d, r, true, true});
  m.push_back({1, 0, true, true});
  m.push_back({2, 2, true, true});
  m.push_back({3, 0, false, true});
  m.push_back({0, 1, false, false});
  return m;
}

AsmOptions opts(const Mode& m) {
  AsmOptions o;
  o.float_denorm_16_64 = m.denorm;
  o.float_round_16_64 = m.round;
  o.float_denorm_32 = 3 - m.denorm;       // the binary32 fields differ: they must not matter
  o.float_round_32 = (m.round + 1) % 4;
  o.ieee_mode = m.ieee;
  o.dx10_clamp = m.dx10;
  return o;
}

// Which results differ between golden and the RTL: "v<reg> (<n> lanes, lane <l>: golden <g> rtl
// <r>)" per differing result, so that a failure names the instruction.
std::string differing(const Result& r, int outputs) {
  std::string s;
  for (int k = 0; k < outputs; ++k) {
    int n = 0, first = -1;
    uint32_t g = 0;
    for (int l = 0; l < 64; ++l) {
      uint32_t v;
      std::memcpy(&v, &r.golden[size_t(4 + k) * 256 + size_t(l) * 4], 4);
      if (v != r.out(k, l) && n++ == 0) first = l, g = v;
    }
    if (n) s += fmt::format(" v{} ({} lanes, lane {}: golden 0x{:x} rtl 0x{:x})", 10 + k, n, first, g, r.out(k, first));
  }
  return s.empty() ? " none" : s;
}

// Host IEEE binary16 (GCC _Float16), independent of golden: the value of bits 15:0 of `b`, and
// a double rounded to binary16 under the host's round mode (nearest even here).
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

// check_same with the differing results named.
void check_lanes(const Result& r, int outputs) {
  INFO("differing results:" << differing(r, outputs));
  check_same(r);
}

#define MODE_INFO(m) INFO("f16 denorm " << (m).denorm << " round " << kModeNames[(m).round] << " ieee " << (m).ieee << " dx10 " << (m).dx10)

}  // namespace

TEST_CASE("RTL f16 add/sub/mul/fma/mad/mac/madmk/madak with VOP3 modifiers match golden under every MODE",
          "[rtl][valu][fp16]") {
  Inputs in;
  // lane 0: 1 + 2^-11, a tie (nearest even keeps 1.0); lane 1: inf - inf; lane 2: sNaN + 1;
  // lane 3: -0 + -0; lane 4: +0 + -0; lane 5: max + max (overflow); lane 6: denormals;
  // lane 7: (1 + 2^-10) + 2^-11, a tie rounding up to even; lane 8: high halves set.
  in.a = half_lanes({0x3c00, 0x7c00, 0x7c01, 0x8000, 0x0000, 0x7bff, 0x0001, 0x3c01, 0xdead3c00,
                     0x0400, 0xfc00, 0x7e00, 0x37ff, 0x8400, 0x0200},
                    1701);
  in.b = half_lanes({0x1000, 0xfc00, 0x3c00, 0x8000, 0x8000, 0x7bff, 0x0001, 0x1000, 0xbeef3c00,
                     0xb800, 0x0000, 0x7c01, 0x37ff, 0x3800, 0x4000},
                    1702);
  in.c = half_lanes({0x1000, 0x3c00, 0x7e01, 0x8000, 0x0000, 0xfbff, 0x8001, 0xbc02, 0x12340000,
                     0x7c00, 0x0000, 0x3c00, 0x8000, 0x8200, 0x8100},
                    1703);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_add_f16 v10, v3, v4
  v_sub_f16 v11, v3, v4
  v_subrev_f16 v12, v3, v4
  v_mul_f16 v13, v3, v4
  v_fma_f16 v14, v3, v4, v5
  v_mad_f16 v15, v3, v4, v5
  v_mov_b32 v16, v5
  v_mac_f16 v16, v3, v4
  v_madmk_f16 v17, v3, 0x3c01, v4
  v_madak_f16 v18, v3, v4, 0x1000
  v_fma_f16 v19, -v3, |v4|, -v5
  v_add_f16_e64 v20, v3, v4 clamp
  v_mul_f16_e64 v21, v3, v4 mul:2
  v_mul_f16_e64 v22, -|v3|, v4 mul:4
  v_add_f16_e64 v23, v3, -v4 div:2
  v_mov_b32 v24, v5
  v_mac_f16_e64 v24, -v3, v4 clamp
  v_mul_f16 v25, 0.5, v3
  v_add_f16_e64 v26, s2, -|v3|
  v_mad_f16 v27, v3, -v4, |v5| mul:2
  v_sub_f16 v28, 0x3555, v3
  v_mov_b32 v29, v5
  v_add_f16_sdwa v29, v3, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0
  v_mul_f16_sdwa v30, v3, v4 dst_sel:DWORD src0_sel:WORD_0 src1_sel:WORD_1
)",
                             21, in, opts(m));
    check_lanes(r, 21);
    CHECK(r.out(0, 0) == (m.round == 1 ? 0x3c01u : 0x3c00u));          // the tie
    CHECK(r.out(0, 1) == 0x7e00);                                       // inf - inf
    CHECK(r.out(0, 2) == (m.ieee ? 0x7e01u : 0x7c01u));                 // sNaN quieted in IEEE
    CHECK(r.out(0, 3) == 0x8000);                                       // -0 + -0
    CHECK(r.out(0, 4) == (m.round == 2 ? 0x8000u : 0u));                // +0 + -0
    CHECK(r.out(0, 5) == (m.round <= 1 ? 0x7c00u : 0x7bffu));           // overflow
    CHECK(r.out(0, 6) == (m.denorm == 3 ? 0x0002u : 0u));               // 2^-24 + 2^-24
    CHECK(r.out(0, 7) == (m.round == 0 || m.round == 1 ? 0x3c02u : 0x3c01u));  // tie up to even
    CHECK(r.out(0, 8) == 0x4000);                                       // 1 + 1, high halves ignored
    CHECK(r.out(10, 8) == 0x3c00);                                      // clamp(2) = 1
    if (m.round == 0 && m.denorm == 3) {
      // add/sub/subrev/mul against host IEEE: exact in double, so one rounding to binary16.
      for (int l = 0; l < 64; ++l) {
        const double a = host_val(in.a[l]), b = host_val(in.b[l]);
        INFO("lane " << l);
        if (!host_nan(in.a[l]) && !host_nan(in.b[l])) {
          if (!std::isnan(a + b)) CHECK(r.out(0, l) == host_f16(a + b));
          if (!std::isnan(a - b)) CHECK(r.out(1, l) == host_f16(a - b));
          if (!std::isnan(b - a)) CHECK(r.out(2, l) == host_f16(b - a));
          if (!std::isnan(a * b)) CHECK(r.out(3, l) == host_f16(a * b));
        }
      }
    }
  }
}

TEST_CASE("RTL f16 compares (16 predicates, cmpx, VOP3 to SGPRs, class) match golden", "[rtl][valu][fp16]") {
  Inputs in;
  in.a = half_lanes({0x3c00, 0x7e00, 0x0000, 0x8000, 0x7c00, 0x0001, 0xfc00, 0x7c01, 0xbc00, 0x0200,
                     0xffff3c00},
                    1711);
  in.b = half_lanes({0x3c00, 0x3c00, 0x8000, 0x0000, 0x7c00, 0x0000, 0x7bff, 0x7c01, 0x3c00, 0x0000,
                     0x3c00},
                    1712);
  // class masks: every bit in turn, then random masks
  in.c = lanes({0x001, 0x002, 0x004, 0x008, 0x010, 0x080, 0x040, 0x020, 0x100, 0x200, 0x3ff}, 1713);
  static const char* kPred[] = {"f",   "lt",  "eq",  "le",  "gt",  "lg",  "ge",  "o",
                                "u",   "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};
  std::string body;
  for (int p = 0; p < 16; ++p)
    body += fmt::format("  v_cmp_{}_f16 vcc, v3, v4\n  v_cndmask_b32 v{}, 0, 1, vcc\n", kPred[p], 10 + p);
  // The 16 cmpx predicates: EXEC after each as bit p of v30 (VCC too, in v31).
  body += "  v_mov_b32 v30, 0\n  v_mov_b32 v31, 0\n";
  for (int p = 0; p < 16; ++p)
    body += fmt::format(
        "  v_cmpx_{}_f16 vcc, v3, v4\n  s_mov_b64 s[22:23], exec\n  s_mov_b64 exec, -1\n"
        "  v_cndmask_b32_e64 v32, 0, 1, s[22:23]\n  v_lshlrev_b32 v32, {}, v32\n  v_or_b32 v30, v30, v32\n"
        "  v_cndmask_b32 v32, 0, 1, vcc\n  v_lshlrev_b32 v32, {}, v32\n  v_or_b32 v31, v31, v32\n",
        kPred[p], p, p);
  body += R"(
  v_cmp_class_f16 vcc, v3, v5
  v_cndmask_b32 v26, 0, 1, vcc
  v_cmp_lt_f16_e64 s[20:21], -v3, |v4|
  v_cndmask_b32_e64 v27, 0, 1, s[20:21]
  v_cmp_class_f16_e64 s[20:21], -|v3|, v5
  v_cndmask_b32_e64 v28, 0, 1, s[20:21]
  v_cmp_nge_f16_e64 s[20:21], |v3|, -1.0
  v_cndmask_b32_e64 v29, 0, 1, s[20:21]
  v_mov_b32 v33, 7
  v_cmpx_class_f16 vcc, v4, v5
  v_mov_b32 v33, 11
  s_mov_b64 exec, -1
  v_cmpx_ge_f16_e64 s[20:21], v3, -v4
  v_mov_b32 v33, 13
)";
  for (const Mode& m : {Mode{3, 0, true, true}, Mode{0, 0, true, true}, Mode{1, 3, false, true},
                        Mode{2, 1, false, false}}) {
    MODE_INFO(m);
    const auto r = run_lanes(body, 24, in, opts(m));
    check_lanes(r, 24);
    CHECK(r.out(2, 0) == 1);   // 1 == 1
    CHECK(r.out(2, 1) == 0);   // NaN == 1
    CHECK(r.out(8, 1) == 1);   // unordered
    CHECK(r.out(13, 1) == 1);  // NaN neq 1
    CHECK(r.out(2, 2) == 1);   // +0 == -0
    CHECK(r.out(2, 5) == (m.denorm & 1 ? 0u : 1u));  // 2^-24 == 0 only when flushed on input
    CHECK(r.out(1, 6) == 1);   // -inf < max
    CHECK(r.out(2, 10) == 1);  // high halves ignored
    CHECK(r.out(16, 5) == 1);  // class bit 7 of 2^-24: +subnormal (raw bits, never flushed)
    CHECK(r.out(16, 7) == 0);  // class bit 5 (-0) of an sNaN
    CHECK(r.out(20, 0) == 0xcccc);  // cmpx on 1, 1: eq le ge o nlg ngt nlt tru
    CHECK(r.out(20, 1) == 0xff00);  // cmpx on NaN, 1: u and the negated predicates
  }
}

TEST_CASE("RTL f16 min/max follow golden's IEEE and non-IEEE NaN rules", "[rtl][valu][fp16]") {
  Inputs in;
  in.a = half_lanes({0x7c01, 0x7e00, 0x8000, 0x0000, 0x3c00, 0x0001, 0x3c00, 0x3c00, 0xfc00, 0x7c00}, 1721);
  in.b = half_lanes({0x3c00, 0x3c00, 0x0000, 0x8000, 0x7c01, 0x0000, 0x7e00, 0x3c00, 0x7bff, 0xfc00}, 1722);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_max_f16 v10, v3, v4
  v_min_f16 v11, v3, v4
  v_max_f16_e64 v12, -v3, |v4|
  v_min_f16_e64 v13, |v3|, -v4 mul:2
  v_max_f16_e64 v14, v3, v4 clamp
  v_min_f16 v15, 1.0, v3
)",
                             6, in, opts(m));
    check_lanes(r, 6);
    CHECK(r.out(0, 0) == (m.ieee ? 0x7e01u : 0x3c00u));  // max(sNaN, 1)
    CHECK(r.out(0, 1) == 0x3c00);                         // max(qNaN, 1) = 1
    CHECK(r.out(0, 2) == 0x0000);                         // max(-0, +0) = +0
    CHECK(r.out(1, 3) == 0x8000);                         // min(+0, -0) = -0
    CHECK(r.out(1, 4) == (m.ieee ? 0x7e01u : 0x3c00u));  // min(1, sNaN)
    CHECK(r.out(1, 8) == 0xfc00);                         // min(-inf, max)
  }
}

TEST_CASE("RTL f16 rounding to integer, ldexp and the 16-bit conversions match golden", "[rtl][valu][fp16]") {
  Inputs in;
  // 2.5, 3.5, -2.5, 0.5, -0.5, 1023.5, 2^-24, 65504, inf, sNaN, -0, -40000, 1.5, -65504
  in.a = half_lanes({0x4100, 0x4300, 0xc100, 0x3800, 0xb800, 0x63ff, 0x0001, 0x7bff, 0x7c00, 0x7c01,
                     0x8000, 0xf8e2, 0x3e00, 0xfbff},
                    1731);
  // integers: 2049 and 2051 (binary16 ties), 65535 (overflows to inf under nearest), -32768, -1
  in.b = lanes({2049, 2051, 65535, 0x8000, 0xffff, 0, 1, 0x12340801, 0x7fff, 4097, 0xfffff7ff}, 1732);
  // ldexp exponents (the operand is 32 bits, the operation reads int16 bits 15:0)
  in.d = lanes({1, 0xffffffff, 0x10001, 30, 0xffffffe2, 100, 0xffffff9c, 0x7fff, 0x8000, 24, 0xffffffe8,
                0xfffffff0, 15, 0},
               1733);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_trunc_f16 v10, v3
  v_ceil_f16 v11, v3
  v_floor_f16 v12, v3
  v_rndne_f16 v13, v3
  v_ldexp_f16 v14, v3, v6
  v_cvt_f16_u16 v15, v4
  v_cvt_f16_i16 v16, v4
  v_cvt_u16_f16 v17, v3
  v_cvt_i16_f16 v18, v3
  v_rndne_f16_e64 v19, -|v3| mul:2
  v_ldexp_f16_e64 v20, -v3, v6 clamp
  v_cvt_f16_i16_e64 v21, v4 div:2
  v_cvt_i16_f16_e64 v22, -|v3|
  v_floor_f16_e64 v23, -v3 clamp
  v_ldexp_f16 v24, 0.5, v6
  v_cvt_u16_f16_e64 v25, -v3
)",
                             16, in, opts(m));
    check_lanes(r, 16);
    CHECK(r.out(3, 0) == 0x4000);  // rndne(2.5) = 2
    CHECK(r.out(3, 1) == 0x4400);  // rndne(3.5) = 4
    CHECK(r.out(3, 2) == 0xc000);  // rndne(-2.5) = -2
    CHECK(r.out(0, 4) == 0x8000);  // trunc(-0.5) = -0
    CHECK(r.out(2, 4) == 0xbc00);  // floor(-0.5) = -1
    CHECK(r.out(1, 3) == 0x3c00);  // ceil(0.5) = 1
    CHECK(r.out(3, 5) == 0x6400);  // rndne(1023.5) = 1024
    CHECK(r.out(5, 0) == (m.round == 1 ? 0x6801u : 0x6800u));  // 2049 -> 2048 (tie to even)
    CHECK(r.out(5, 1) == (m.round == 0 || m.round == 1 ? 0x6802u : 0x6801u));  // 2051 -> 2052
    CHECK(r.out(5, 2) == (m.round <= 1 ? 0x7c00u : 0x7bffu));  // 65535
    CHECK(r.out(6, 3) == 0xf800);  // -32768
    if (m.round == 0 && m.denorm == 3)  // against host IEEE (GCC _Float16), nearest even
      for (int l = 0; l < 64; ++l) {
        INFO("lane " << l);
        CHECK(r.out(5, l) == host_f16(double(uint16_t(in.b[l]))));
        CHECK(r.out(6, l) == host_f16(double(int16_t(uint16_t(in.b[l])))));
      }
    CHECK(r.out(7, 7) == 0xffe0);  // u16(65504)
    CHECK(r.out(8, 7) == 0x7fff);  // i16(65504) saturates
    CHECK(r.out(8, 11) == 0x8000);  // i16(-40000) saturates
    CHECK(r.out(8, 9) == 0);       // NaN -> 0
    CHECK(r.out(4, 0) == 0x4500);  // ldexp(2.5, 1) = 5
    CHECK(r.out(4, 1) == 0x3f00);  // ldexp(3.5, -1) = 1.75
    CHECK(r.out(4, 2) == 0xc500);  // ldexp(-2.5, 0x10001): the exponent is int16 bits 15:0, 1
  }
}
