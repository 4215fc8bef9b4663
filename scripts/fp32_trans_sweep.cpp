// scripts/fp32_trans_sweep.sh: the verilated gcn_fp32_trans alone vs golden's formulas (vop1_fp.cpp: double, rounded once
// under the host round mode = MODE), 120,000 operands per op over the four round modes; prints the worst ULP.
#include "Vgcn_fp32_trans.h"
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstring>
static float f(uint32_t b) { float x; memcpy(&x, &b, 4); return x; }
static uint32_t b(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
static double sin_rev(double x) { double fr = x - std::round(x); if (fr*4 == std::trunc(fr*4)) { static const double k[] = {0,-1,0,1,0}; return fr == 0 ? fr : k[int(fr*4)+2]; } return std::sin(2*M_PI*fr); }
static double cos_rev(double x) { double fr = x - std::round(x); if (fr*4 == std::trunc(fr*4)) { static const double k[] = {-1,0,1,0,-1}; return k[int(fr*4)+2]; } return std::cos(2*M_PI*fr); }
static uint64_t ulpd(uint32_t a, uint32_t c) {
  if (a == c) return 0;
  auto nan = [](uint32_t x) { return (x & 0x7f800000u) == 0x7f800000u && (x & 0x7fffffu); };
  auto iz = [](uint32_t x) { return (x & 0x7fffffffu) == 0x7f800000u || (x & 0x7fffffffu) == 0; };
  if (nan(a) || nan(c)) return (nan(a) && nan(c)) ? 0 : ~0ull;
  if (iz(a) || iz(c)) return ~0ull;
  auto o = [](uint32_t x) { return (x >> 31) ? -int64_t(x & 0x7fffffffu) : int64_t(x); };
  int64_t d = o(a) - o(c); return d < 0 ? -d : d;
}
int main() {
  Vgcn_fp32_trans m;
  const int ops[] = {274, 270, 271, 279, 280};
  const char* nm[] = {"rsq", "exp", "log", "sin", "cos"};
  const int rms[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  uint64_t s = 12345;
  for (int k = 0; k < 5; ++k) {
    uint64_t worst = 0; uint32_t wx = 0; long n = 0;
    for (int i = 0; i < 120000; ++i) {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      uint32_t r = uint32_t(s >> 32), x;
      switch (i % 4) {
        case 0: x = r; break;
        case 1: x = b(float((int32_t(r) / 2147483648.0) * 160.0)); break;
        case 2: x = (r & 0x807fffffu) | ((80u + (r >> 7) % 49u) << 23); break;
        default: x = 0x3f000000u + (r & 0x00ffffffu);
      }
      if ((x & 0x7f800000u) == 0x7f800000u) continue;
      int rm = (i / 4) % 4;
      m.en_i = 1; m.op_i = ops[k]; m.a_i = x; m.rm_i = rm; m.ieee_i = 1; m.eval();
      fesetround(rms[rm]);
      double xd = f(x), rd;
      switch (k) { case 0: rd = 1.0 / std::sqrt(xd); break; case 1: rd = std::exp2(xd); break;
                   case 2: rd = std::log2(xd); break; case 3: rd = sin_rev(xd); break; default: rd = cos_rev(xd); }
      uint32_t g = std::isnan(rd) ? 0x7fc00000u : b(float(rd));
      fesetround(FE_TONEAREST);
      uint64_t d = ulpd(g, m.result_o); ++n;
      if (d > worst) { worst = d; wx = x; }
    }
    printf("%s: %ld operands, worst %llu ulp (x=%08x)\n", nm[k], n, (unsigned long long)worst, wx);
  }
}
