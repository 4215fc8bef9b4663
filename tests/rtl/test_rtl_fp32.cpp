// Directed tests of the RTL binary32 units (gcn_fp32_addmul, gcn_fp32_cmp, gcn_fp32_cvt and the
// lane's modifier stages) against the golden model, per family, on operands that include +-0,
// +-inf, quiet and signalling NaNs, denormals, the largest and smallest normals and
// round-to-even ties, under every MODE round mode and FP32 denorm setting and both IEEE modes.
// The kernels are real code objects (llvm-mc-14); the lane harness (rtl_lanes.h) compares the
// whole result buffer and the retired instruction counts, and a few lanes are checked against
// values worked out by hand so that no test can pass vacuously.
#include <catch2/catch.hpp>

#include "golden/api/spec_session.h"
#include "harness/lockstep/lockstep.h"
#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using gcn::test::AsmOptions;

// Lanes 0..N: the special and boundary values; the rest random (float_lanes mix).
Lanes specials(std::initializer_list<uint32_t> first, uint64_t seed) { return float_lanes(first, seed); }

struct Mode {
  uint32_t denorm, round;
  bool ieee, dx10;
};

// Every round mode under both FP32 denorm extremes (IEEE on), the two one-sided denorm
// settings, and IEEE off / DX10 clamp off.
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
  o.float_denorm_32 = m.denorm;
  o.float_round_32 = m.round;
  o.ieee_mode = m.ieee;
  o.dx10_clamp = m.dx10;
  return o;
}

#define MODE_INFO(m) INFO("denorm " << (m).denorm << " round " << kModeNames[(m).round] << " ieee " << (m).ieee << " dx10 " << (m).dx10)

}  // namespace

TEST_CASE("RTL f32 add/sub/mul/fma/mad/mac/madmk/madak with VOP3 modifiers match golden under every MODE", "[rtl][valu][fp32]") {
  Inputs in;
  // lane 0: 1 + 2^-24, a tie (nearest even keeps 1.0); lane 1: inf - inf; lane 2: sNaN;
  // lane 3: -0 + -0; lane 4: +0 + -0; lane 5: max + max (overflow); lane 6: denormals.
  in.a = specials({0x3f800000, 0x7f800000, 0x7f800001, 0x80000000, 0x00000000, 0x7f7fffff,
                   0x00000001, 0x3f800001, 0x00800000, 0xff800000, 0x7fc00000, 0x3effffff,
                   0x80800000, 0x00400000},
                  301);
  in.b = specials({0x33800000, 0xff800000, 0x3f800000, 0x80000000, 0x80000000, 0x7f7fffff,
                   0x00000001, 0x3f800001, 0xbf000000, 0x00000000, 0x7f800001, 0x3effffff,
                   0x3f000000, 0x40000000},
                  302);
  in.c = specials({0x33800000, 0x3f800000, 0x7fc00001, 0x80000000, 0x00000000, 0xff7fffff,
                   0x80000001, 0xbf800002, 0x00000000, 0x7f800000, 0x00000000, 0x3f800000,
                   0x80000000, 0x80400000},
                  303);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_add_f32 v10, v3, v4
  v_sub_f32 v11, v3, v4
  v_subrev_f32 v12, v3, v4
  v_mul_legacy_f32 v13, v3, v4
  v_fma_f32 v14, v3, v4, v5
  v_mad_f32 v15, v3, v4, v5
  v_mov_b32 v16, v5
  v_mac_f32 v16, v3, v4
  v_madmk_f32 v17, v3, 0x3f800001, v4
  v_madak_f32 v18, v3, v4, 0x33800000
  v_fma_f32 v19, -v3, |v4|, -v5
  v_add_f32_e64 v20, v3, v4 clamp
  v_mul_f32_e64 v21, v3, v4 mul:2
  v_mul_f32_e64 v22, -|v3|, v4 mul:4
  v_add_f32_e64 v23, v3, -v4 div:2
  v_mov_b32 v24, v5
  v_mac_f32_e64 v24, -v3, v4 clamp
  v_mul_f32 v25, 0.5, v3
  v_add_f32_e64 v26, s2, -|v3|
  v_mad_legacy_f32 v27, v3, v4, v5
)",
                             18, in, opts(m));
    check_same(r);
    CHECK(r.out(0, 0) == (m.round == 1 ? 0x3f800001u : 0x3f800000u));    // the tie
    CHECK(r.out(0, 1) == 0x7fc00000);                                     // inf - inf
    CHECK(r.out(0, 2) == (m.ieee ? 0x7fc00001u : 0x7f800001u));           // sNaN quieted in IEEE
    CHECK(r.out(0, 3) == 0x80000000);                                     // -0 + -0
    CHECK(r.out(0, 4) == (m.round == 2 ? 0x80000000u : 0u));              // +0 + -0
    CHECK(r.out(0, 5) == (m.round == 0 || m.round == 1 ? 0x7f800000u : 0x7f7fffffu));
  }
}

TEST_CASE("RTL f32 compares (16 predicates, cmpx, VOP3 to SGPRs, class) match golden", "[rtl][valu][fp32]") {
  Inputs in;
  in.a = specials({0x3f800000, 0x7fc00000, 0x00000000, 0x80000000, 0x7f800000, 0x00000001,
                   0xff800000, 0x7f800001, 0xbf800000, 0x00400000},
                  311);
  in.b = specials({0x3f800000, 0x3f800000, 0x80000000, 0x00000000, 0x7f800000, 0x00000000,
                   0x7f7fffff, 0x7f800001, 0x3f800000, 0x00000000},
                  312);
  // class masks: every bit in turn, then random masks
  in.c = lanes({0x001, 0x002, 0x004, 0x008, 0x010, 0x080, 0x040, 0x020, 0x100, 0x200, 0x3ff}, 313);
  static const char* kPred[] = {"f",   "lt",  "eq",  "le",  "gt",  "lg",  "ge",  "o",
                                "u",   "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};
  std::string body;
  for (int p = 0; p < 16; ++p)
    body += fmt::format("  v_cmp_{}_f32 vcc, v3, v4\n  v_cndmask_b32 v{}, 0, 1, vcc\n", kPred[p], 10 + p);
  body += R"(
  v_cmp_class_f32 vcc, v3, v5
  v_cndmask_b32 v26, 0, 1, vcc
  v_cmp_lt_f32_e64 s[20:21], -v3, |v4|
  v_cndmask_b32_e64 v27, 0, 1, s[20:21]
  v_cmp_class_f32_e64 s[20:21], -|v3|, v5
  v_cndmask_b32_e64 v28, 0, 1, s[20:21]
  v_mov_b32 v29, 7
  v_cmpx_nlt_f32 vcc, v3, v4
  v_mov_b32 v29, 9
  s_mov_b64 exec, -1
  v_cmpx_class_f32 vcc, v4, v5
  v_mov_b32 v29, 11
)";
  for (const Mode& m : {Mode{3, 0, true, true}, Mode{0, 0, true, true}, Mode{0, 3, false, true}}) {
    MODE_INFO(m);
    const auto r = run_lanes(body, 20, in, opts(m));
    check_same(r);
    CHECK(r.out(2, 0) == 1);   // 1 == 1
    CHECK(r.out(2, 1) == 0);   // NaN == 1
    CHECK(r.out(8, 1) == 1);   // unordered
    CHECK(r.out(13, 1) == 1);  // NaN neq 1
    CHECK(r.out(2, 2) == 1);   // +0 == -0
    CHECK(r.out(2, 5) == (m.denorm & 1 ? 0u : 1u));  // 2^-149 == 0 only when flushed on input
    CHECK(r.out(16, 5) == 1);  // class bit 7 of 2^-149: +subnormal (raw bits, never flushed)
    CHECK(r.out(16, 7) == 0);  // class bit 5 (-0) of an sNaN
  }
}

TEST_CASE("RTL f32 min/max/min3/max3/med3 follow golden's IEEE and non-IEEE NaN rules", "[rtl][valu][fp32]") {
  Inputs in;
  in.a = specials({0x7f800001, 0x7fc00000, 0x80000000, 0x00000000, 0x3f800000, 0x00000001,
                   0xff800000, 0x3f800000},
                  321);
  in.b = specials({0x3f800000, 0x3f800000, 0x00000000, 0x80000000, 0x7f800001, 0x00000002,
                   0x7f800000, 0x40000000},
                  322);
  in.c = specials({0x40000000, 0x00000000, 0x3f800000, 0x3f800000, 0x7fc00000, 0x00000003,
                   0x00000000, 0x3fc00000},
                  323);
  for (const Mode& m : {Mode{3, 0, true, true}, Mode{3, 0, false, true}, Mode{0, 0, true, true}}) {
    MODE_INFO(m);
    const auto r = run_lanes(R"(
  v_min_f32 v10, v3, v4
  v_max_f32 v11, v3, v4
  v_min3_f32 v12, v3, v4, v5
  v_max3_f32 v13, v3, v4, v5
  v_med3_f32 v14, v3, v4, v5
  v_max_f32_e64 v15, -v3, |v4| mul:2
  v_min_f32_e64 v16, v3, v4 clamp
)",
                             7, in, opts(m));
    check_same(r);
    CHECK(r.out(0, 0) == (m.ieee ? 0x7fc00001u : 0x3f800000u));  // min(sNaN, 1)
    CHECK(r.out(1, 1) == 0x3f800000);                             // max(qNaN, 1) = 1
    CHECK(r.out(0, 2) == 0x80000000);                             // min(-0, +0) = -0
    CHECK(r.out(1, 3) == 0x00000000);                             // max(+0, -0) = +0
    CHECK(r.out(4, 7) == 0x3fc00000);                             // med3(1, 2, 1.5)
  }
}

TEST_CASE("RTL f32 rounding, fract, frexp, ldexp, sqrt and f16 conversions match golden", "[rtl][valu][fp32]") {
  Inputs in;
  in.a = specials({0x3fc00000, 0x40200000, 0xbfc00000, 0xc0200000, 0x3f000000, 0xbf000000,
                   0x3f000001, 0xbf000001, 0x4b000001, 0x7f800000, 0x7f800001, 0x80000000,
                   0x00000001, 0x40800000, 0x3f800001, 0xb3800000, 0x477fe000, 0x477ff000,
                   0x33000000, 0x387fc000},
                  331);
  in.b = lanes({1, 0xffffffff, 200, 0xffffff00, 0x7fffffff, 0x80000000, 64, 0xffffffc0}, 332);
  in.c = lanes({0x3c00, 0x7c00, 0xfc01, 0x0001, 0x8200, 0x7bff, 0x3555, 0x7e00}, 333);
  for (const Mode& m : all_modes()) {
    MODE_INFO(m);
    AsmOptions o = opts(m);
    o.float_denorm_16_64 = m.denorm;
    o.float_round_16_64 = m.round;
    const auto r = run_lanes(R"(
  v_trunc_f32 v10, v3
  v_ceil_f32 v11, v3
  v_floor_f32 v12, v3
  v_rndne_f32 v13, v3
  v_fract_f32 v14, v3
  v_frexp_mant_f32 v15, v3
  v_frexp_exp_i32_f32 v16, v3
  v_ldexp_f32 v17, v3, v4
  v_sqrt_f32 v18, v3
  v_sqrt_f32_e64 v19, |v3| mul:2
  v_cvt_f16_f32 v20, v3
  v_cvt_f32_f16 v21, v5
  v_rndne_f32_e64 v22, -v3 clamp
  v_cvt_rpi_i32_f32 v23, v3
  v_cvt_flr_i32_f32 v24, v3
  v_cvt_f32_ubyte1 v25, v4
  v_cvt_off_f32_i4 v26, v4
  v_cvt_pkrtz_f16_f32 v27, v3, v4
)",
                             18, in, o);
    check_same(r);
    CHECK(r.out(0, 0) == 0x3f800000);  // trunc 1.5
    CHECK(r.out(3, 0) == 0x40000000);  // rndne 1.5 = 2 (tie to even)
    CHECK(r.out(3, 1) == 0x40000000);  // rndne 2.5 = 2
    CHECK(r.out(2, 2) == 0xc0000000);  // floor -1.5
    CHECK(r.out(1, 2) == 0xbf800000);  // ceil -1.5
    CHECK(r.out(3, 4) == 0x00000000);  // rndne 0.5 = +0
    CHECK(r.out(3, 5) == 0x80000000);  // rndne -0.5 = -0
    CHECK(r.out(8, 13) == 0x40000000);  // sqrt 4 = 2
    CHECK(r.out(11, 0) == 0x3f800000);  // f16 1.0 -> f32
    CHECK(r.out(13, 0) == 2);           // rpi 1.5 = floor(2.0)
    CHECK(r.out(13, 2) == 0xffffffffu); // rpi -1.5 = floor(-1.0)
    CHECK(r.out(14, 2) == 0xfffffffeu); // flr -1.5
  }
}

TEST_CASE("RTL f32 division helpers: div_scale/div_fmas/div_fixup and the LLVM fdiv sequence", "[rtl][valu][fp32]") {
  Inputs in;
  in.a = specials({0x3f800000, 0x40400000, 0x00000000, 0x7f800000, 0x00000001, 0x7f7fffff,
                   0x00800000, 0x3f800000, 0x7fc00000, 0x80000000, 0x5f800000, 0x1f800000},
                  341);
  in.b = specials({0x40400000, 0x3f800000, 0x00000000, 0x7f800000, 0x7f7fffff, 0x00000001,
                   0x7f000000, 0x00000000, 0x3f800000, 0x3f800000, 0x1f800000, 0x5f800000},
                  342);
  in.c = lanes({0, 1, 0xffffffff, 0x80000000, 0x7fffffff}, 343);
  for (const Mode& m : {Mode{3, 0, true, true}, Mode{0, 0, true, true}, Mode{3, 2, true, true},
                        Mode{3, 3, false, true}}) {
    MODE_INFO(m);
    // v10 = a / b exactly as clang-14 -O0 emits fdiv (denormals enabled around the Newton steps
    // through VCC-carrying div_scale/div_fmas; MODE is not changed here).
    const auto r = run_lanes(R"(
  v_div_scale_f32 v20, vcc, v3, v4, v3
  v_div_scale_f32 v21, s[12:13], v4, v4, v3
  v_rcp_f32 v22, v21
  v_fma_f32 v23, -v21, v22, 1.0
  v_fma_f32 v23, v23, v22, v22
  v_mul_f32 v24, v20, v23
  v_fma_f32 v25, -v21, v24, v20
  v_fma_f32 v25, v25, v23, v24
  v_fma_f32 v26, -v21, v25, v20
  v_div_fmas_f32 v26, v26, v23, v25
  v_div_fixup_f32 v10, v26, v4, v3
  v_mov_b32 v11, v20
  v_mov_b32 v12, v21
  v_cndmask_b32 v13, 0, 1, vcc
  v_cndmask_b32_e64 v14, 0, 1, s[12:13]
  v_div_scale_f32 v15, vcc, v3, v4, v5
  v_div_fixup_f32 v16, v3, v4, v5
  v_mov_b32 v17, v5
  s_mov_b32 vcc_lo, 0x55555555
  s_mov_b32 vcc_hi, 0x33333333
  v_div_fmas_f32 v17, v3, v4, v5
)",
                             8, in, opts(m));
    check_same(r);
    CHECK(r.out(0, 0) == (m.round == 0 || m.round == 1 ? 0x3eaaaaabu : 0x3eaaaaaau));  // 1/3
    CHECK(r.out(0, 1) == 0x40400000);  // 3/1
    CHECK(r.out(0, 2) == 0xffc00000);  // 0/0: the negative default NaN (div_fixup)
  }
}

TEST_CASE("RTL f32 random operands: every binary32 op matches golden bit for bit", "[rtl][valu][fp32]") {
  for (uint64_t seed = 400; seed < 403; ++seed) {
    Inputs in;
    in.a = float_lanes({}, seed);
    in.b = float_lanes({}, seed + 1000);
    in.c = float_lanes({}, seed + 2000);
    for (const Mode& m : all_modes()) {
      MODE_INFO(m);
      INFO("seed " << seed);
      const auto r = run_lanes(R"(
  v_add_f32 v10, v3, v4
  v_mul_f32 v11, v3, v4
  v_fma_f32 v12, v3, v4, v5
  v_mad_f32 v13, v3, v4, v5
  v_med3_f32 v14, v3, v4, v5
  v_sqrt_f32 v15, v3
  v_fract_f32 v16, v4
  v_div_fixup_f32 v17, v3, v4, v5
  v_cmp_nge_f32 vcc, v3, v4
  v_cndmask_b32 v18, v3, -v4, vcc
  s_mov_b32 s20, 0xffffff90
  v_ldexp_f32 v19, v3, s20
  v_fma_f32_e64 v20, v3, -v4, |v5| div:2
)",
                               11, in, opts(m));
      check_same(r);
    }
  }
}

namespace {

// A corpus kernel ("<name>" at its declared level, "<name>-O<n>" for that build) in lockstep
// with golden (every record, completion, store byte, the final image), then its buffers and
// retired instruction count against a plain golden run.
void check_fp_corpus_kernel(const std::string& variant, uint64_t seed) {
  INFO(variant << " seed " << seed);
  const size_t dash = variant.find("-O");
  const std::string name = variant.substr(0, dash);
  auto spec = [&] {
    gcn::LaunchSpec s = gcn::parse_launch_spec(fmt::format("{}/vectors/kernels/{}.json", GCN_BINARY_DIR, name));
    if (dash != std::string::npos) s.code_object = fmt::format("{}/vectors/kernels/{}.co", GCN_BINARY_DIR, variant);
    return s;
  };
  gcn::SpecSession stepped(spec()), rtl(spec());
  auto disp = stepped.device().prepare(stepped.code_object(), stepped.launch());
  rtl.device().prepare(rtl.code_object(), rtl.launch());
  gcn::LockstepOptions o;
  o.axi.seed = seed;
  gcn::LockstepStats ls;
  try {
    ls = gcn::run_lockstep(*disp, rtl.device().memory(), o);
  } catch (const gcn::Error& e) {
    FAIL(e.what());
  }
  gcn::SpecSession golden(spec());
  const auto gst = golden.device().launch(golden.code_object(), golden.launch());
  CHECK(ls.instructions == gst.wave_instructions);
  for (const auto& b : golden.spec().buffers) {
    INFO("buffer " << b.name << ": " << first_diff(golden.buffer(b.name), rtl.buffer(b.name)));
    CHECK(golden.buffer(b.name) == rtl.buffer(b.name));
  }
}

}  // namespace

// The floating-point kernels of the corpus the RTL now executes, at their declared -O level
// (by default), and at every -O level (label long; f32_math -O0 switches MODE with
// s_setreg_b32, which the RTL does not execute yet).
TEST_CASE("RTL runs the binary32 corpus kernels like golden, in lockstep", "[rtl][corpus][fp32]") {
  for (const char* k : {"f32_arith", "f32_lds_reduce", "float_cmp_select", "half_conv", "i64_divmod",
                        "mandelbrot", "f32_math"})
    check_fp_corpus_kernel(k, 2);
}

TEST_CASE("RTL runs the binary32 corpus kernels at -O0..-O3 like golden, in lockstep", "[.fp32long]") {
  for (const char* k : {"f32_arith", "f32_lds_reduce", "float_cmp_select", "half_conv", "i64_divmod", "mandelbrot"})
    for (int o = 0; o <= 3; ++o) check_fp_corpus_kernel(fmt::format("{}-O{}", k, o), 1);
  for (int o = 1; o <= 3; ++o) check_fp_corpus_kernel(fmt::format("f32_math-O{}", o), 1);
}
