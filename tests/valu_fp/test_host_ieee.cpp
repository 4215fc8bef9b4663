// Golden's correctly rounded binary32 operations against the host's IEEE arithmetic, bit for
// bit, on random operands (specials, denormals, ties included) under every MODE round mode:
// add, sub, mul, fma, sqrt, int -> float conversion and the clang-14 fdiv sequence
// (div_scale / rcp / fma Newton steps / div_fmas / div_fixup) against the host's a / b.
// The host runs each operation under the same rounding (fesetround) with denormals kept, so
// MODE keeps FP32 denormals (FP_DENORM = 3) and IEEE mode is on. A NaN host result requires a
// NaN from golden (payload rules are golden's own, tested in test_arith.cpp). The fdiv
// sequence is checked under round-to-nearest-even only: LLVM's lowering assumes the default
// rounding mode, and under the directed modes its Newton steps are 1 ULP off for about one
// lane in six here (x / x = 0x3f7fffff under round toward zero), as the hardware's would be.
#include <catch2/catch.hpp>

#include <cfenv>
#include <cmath>
#include <cstring>

#include <immintrin.h>

#include "golden/exec/fp_util.h"
#include "tests/valu_fp/fp_test_util.h"

using namespace gcn::test;

namespace {

uint32_t bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float flt(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}

struct Rng {
  uint64_t s;
  uint32_t next() {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(s >> 32);
  }
};

// Specials first, then a mix of random values biased to denormals, the smallest binade,
// values near 1 (ties with small addends) and near overflow.
std::vector<uint32_t> operands(uint64_t seed) {
  std::vector<uint32_t> v = {0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000,
                             0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
                             0x3f800000, 0x33800000, 0x3f800001, 0xbf800000};
  Rng g{seed};
  while (v.size() < 64) {
    uint32_t x = g.next();
    switch (g.next() % 5) {
      case 0: x &= 0x807fffff; break;
      case 1: x = (x & 0x807fffff) | 0x00800000; break;
      case 2: x = (x & 0x80ffffff) | 0x7e800000; break;
      case 3: x = (x & 0x8000000f) | 0x3f800000 | ((g.next() & 7) << 23); break;
      default: break;
    }
    v.push_back(x);
  }
  return v;
}

const char* kBody = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, s3
  v_add_u32 v1, vcc, s2, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  flat_load_dword v3, v[1:2]
  v_add_u32 v7, vcc, 0x100, v1
  v_addc_u32 v8, vcc, 0, v2, vcc
  flat_load_dword v4, v[7:8]
  v_add_u32 v7, vcc, 0x200, v1
  v_addc_u32 v8, vcc, 0, v2, vcc
  flat_load_dword v5, v[7:8]
  s_waitcnt vmcnt(0)
  v_add_f32 v10, v3, v4
  v_sub_f32 v11, v3, v4
  v_mul_f32 v12, v3, v4
  v_fma_f32 v13, v3, v4, v5
  v_sqrt_f32 v14, v3
  v_cvt_f32_i32 v15, v5
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
  v_div_fixup_f32 v16, v26, v4, v3
)";

// The host result of op k on lane operands (a, b, c) under the current rounding mode.
float host(int k, float a, float b, float c, uint32_t ci) {
  volatile float x = a, y = b, z = c;
  switch (k) {
    case 0: return x + y;
    case 1: return x - y;
    case 2: return x * y;
    case 3: return std::fma(float(x), float(y), float(z));
    case 4: return std::sqrt(float(x));
    case 5: return float(int32_t(ci));
    default: return x / y;
  }
}

}  // namespace

TEST_CASE("golden f32 add/sub/mul/fma/sqrt/cvt and the fdiv sequence equal host IEEE bit for bit", "[vop3][fp][host]") {
  static const char* kName[] = {"add", "sub", "mul", "fma", "sqrt", "cvt_f32_i32", "fdiv"};
  static const int kReg[] = {10, 11, 12, 13, 14, 15, 16};
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const auto a = operands(seed), b = operands(seed + 100), c = operands(seed + 200);
    for (uint32_t rm = 0; rm < 4; ++rm) {
      AsmOptions o;
      o.float_round_32 = rm;
      o.buffer.assign(4096, 0);
      std::memcpy(&o.buffer[0], a.data(), 256);
      std::memcpy(&o.buffer[256], b.data(), 256);
      std::memcpy(&o.buffer[512], c.data(), 256);
      const AsmRun r = run_asm(kBody, o);
      static constexpr int kHost[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
      for (int k = 0; k < (rm == 0 ? 7 : 6); ++k) {
        for (int lane = 0; lane < 64; ++lane) {
          const int saved = std::fegetround();
          std::fesetround(kHost[rm]);
          const float want = host(k, flt(a[lane]), flt(b[lane]), flt(c[lane]), c[lane]);
          std::fesetround(saved);
          const uint32_t got = r.w0().v(uint32_t(kReg[k]), lane);
          INFO(kName[k] << " seed " << seed << " round " << rm << " lane " << lane << " a 0x" << std::hex
                        << a[lane] << " b 0x" << b[lane] << " c 0x" << c[lane] << " golden 0x" << got
                        << " host 0x" << bits(want));
          if (std::isnan(want)) CHECK(std::isnan(flt(got)));
          else CHECK(got == (bits(want) ^ FP_TEST_BREAK));
        }
      }
    }
  }
}

namespace {

// The host's binary32 -> binary16 conversion (F16C VCVTPS2PH) under the current MXCSR rounding,
// which fesetround sets: an oracle independent of golden's round_half_bits.
__attribute__((target("f16c"))) uint16_t host_f16(float f) {
  return uint16_t(_mm_extract_epi16(_mm_cvtps_ph(_mm_set_ss(f), _MM_FROUND_CUR_DIRECTION), 0));
}

}  // namespace

// binary16 add/sub/mul are correctly rounded in golden (exact or round-to-odd double, one
// rounding). The host computes them in binary32 under the same rounding, then converts to
// binary16 (F16C): binary32 has p = 24 >= 2 * 11 + 2, so for these operations the double
// rounding is innocuous under round to nearest even, and composes exactly under the directed
// modes; int16 -> f16 goes through an exact binary32 value.
TEST_CASE("golden f16 add/sub/mul and cvt_f16_i16 equal host binary32 arithmetic rounded to binary16 bit for bit", "[vop2][fp][host]") {
  if (!__builtin_cpu_supports("f16c")) {
    WARN("host has no F16C: binary16 host oracle not run");
    return;
  }
  Rng g{1616};
  std::vector<uint16_t> ops = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x0001, 0x83ff, 0x0400, 0x7bff,
                               0xfbff, 0x3c00, 0x1000, 0x3c01, 0xbc00, 0x3800, 0x0200};
  while (ops.size() < 400) {
    uint16_t x = uint16_t(g.next());
    switch (g.next() % 4) {
      case 0: x &= 0x83ff; break;
      case 1: x = uint16_t((x & 0x83ff) | 0x0400); break;
      case 2: x = uint16_t((x & 0x800f) | 0x3c00 | ((g.next() & 3) << 10)); break;
      default: break;
    }
    if ((x & 0x7c00) == 0x7c00 && (x & 0x3ff)) continue;  // NaN payloads: test_arith.cpp
    ops.push_back(x);
  }
  using gcn::Half;
  namespace fp = gcn::fp;
  static constexpr int kHost[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  const fp::ModeScope mode(gcn::mode::kIeee);
  long checked = 0;
  for (int rm = 0; rm < 4; ++rm) {
    const int saved = std::fegetround();
    std::fesetround(kHost[rm]);
    for (size_t i = 0; i < ops.size(); ++i) {
      const Half a = Half::from_bits(ops[i]);
      const float fa = float(a);
      for (size_t j = 0; j < ops.size(); j += 7) {
        const Half b = Half::from_bits(ops[j]);
        const float fb = float(b);
        const auto same = [&](const char* what, Half got, float want) {
          if (std::isnan(want)) {
            CHECK(fp::is_nan(got));
            return;
          }
          if (got.bits != host_f16(want)) {
            INFO(what << " " << std::hex << ops[i] << " " << ops[j] << " round " << rm);
            CHECK(got.bits == host_f16(want));
          }
          ++checked;
        };
        volatile float x = fa, y = fb;  // host arithmetic at run time, under the mode
        same("add", fp::add(a, b), x + y);
        same("sub", fp::sub(a, b), x - y);
        same("mul", fp::mul(a, b), x * y);
      }
      const int16_t k = int16_t(ops[i]);
      CHECK(fp::from_d<Half>(double(k)).bits == host_f16(float(k)));
    }
    std::fesetround(saved);
  }
  CHECK(checked > 200000);
}
