// scripts/check_fp16_trans_unit.sh driver: see the script. Exit 1 on any mismatch.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include "Vfp16_trans_top.h"
#include "golden/exec/fp_util.h"
using namespace gcn;
using H = Half;
namespace {
// golden/exec/vop1_fp.cpp sin_rev / cos_rev (revolutions; quarter turns exact).
double sin_rev(double x) {
  const double f = x - std::round(x);
  if (std::isnan(f)) return f;
  if (f * 4 == std::trunc(f * 4)) {
    static constexpr double kByQ[] = {0, -1, 0, 1, 0};
    return f == 0 ? f : kByQ[int(f * 4) + 2];
  }
  return std::sin(2 * M_PI * f);
}
double cos_rev(double x) {
  const double f = x - std::round(x);
  if (std::isnan(f)) return f;
  if (f * 4 == std::trunc(f * 4)) {
    static constexpr double kByQ[] = {-1, 0, 1, 0, -1};
    return kByQ[int(f * 4) + 2];
  }
  return std::cos(2 * M_PI * f);
}
double fn(int sel, double x) {
  switch (sel) {
    case 0: return 1.0 / x;
    case 1: return std::sqrt(x);
    case 2: return 1.0 / std::sqrt(x);
    case 3: return std::log2(x);
    case 4: return std::exp2(x);
    case 5: return sin_rev(x);
    default: return cos_rev(x);
  }
}
// golden/exec/vop3_fp.cpp div_fixup<Half>.
H div_fixup(H q, H den, H num) {
  const bool s = fp::sign(den) ^ fp::sign(num);
  if (fp::is_nan(num)) return fp::quiet(num);
  if (fp::is_nan(den)) return fp::quiet(den);
  if ((fp::is_zero(den) && fp::is_zero(num)) || (fp::is_inf(den) && fp::is_inf(num)))
    return fp::with_sign(fp::default_nan<H>(), true);
  if (fp::is_zero(den) || fp::is_inf(num)) return fp::inf<H>(s);
  if (fp::is_inf(den) || fp::is_zero(num)) return fp::zero<H>(s);
  if (fp::exponent(num) - fp::exponent(den) < -(10 + 15)) return fp::zero<H>(s);
  if (fp::exponent(q) == 31) return fp::inf<H>(s);
  return fp::with_sign(q, s);
}
// Ordered integer of a binary16 (ULP distance between two non-NaN values).
int ord(uint16_t v) { return (v & 0x8000) ? -int(v & 0x7fff) : int(v & 0x7fff); }
const char* kName[] = {"rcp", "sqrt", "rsq", "log", "exp", "sin", "cos", "frexp_mant", "frexp_exp", "fract", "div_fixup"};
const int kTol[] = {1, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0};  // golden/exec/approx_ulp.h
}  // namespace

int main(int argc, char** argv) {
  Vfp16_trans_top m;
  const int only = argc > 1 ? atoi(argv[1]) : -1;
  long bad = 0;
  for (int sel = 0; sel < 11; ++sel) {
    if (only >= 0 && sel != only) continue;
    double worst_err = 0, worst_err_rnd = 0;  // ULP of the exact value: nearest-even runs / all
    uint32_t worst_in = 0, worst_mode = 0;
    int worst_dist = 0;
    long op_bad = 0;
    for (uint32_t rm = 0; rm < 4; ++rm)
      for (uint32_t den : {0u, 3u})
        for (uint32_t ie : {0u, 1u}) {
          const uint32_t mode = (rm << 2) | (den << 6) | (1u << 8) | (ie << 9);
          fp::ModeScope ms(mode);
          valu::RoundScope rs(mode, true);
          const int n = sel == 10 ? 200000 : 65536;
          uint64_t st = 0x9e3779b97f4a7c15ull;
          for (int i = 0; i < n; ++i) {
            uint16_t a = uint16_t(i), b = 0, c = 0;
            if (sel == 10) {  // random triples: q, den, num; mostly near each other
              st = st * 6364136223846793005ull + 1442695040888963407ull;
              a = uint16_t(st >> 16); b = uint16_t(st >> 32); c = uint16_t(st >> 48);
              if ((st & 3) == 0) c = uint16_t((c & 0x83ff) | (b & 0x7c00));
            }
            m.sel_i = sel; m.a_i = a; m.b_i = b; m.c_i = c; m.mode_i = mode;
            m.eval();
            auto fin = [&](uint16_t v) { H h = H::from_bits(v); return (den & 1) ? h : valu::flush_denorm(h); };
            auto fout = [&](H h) { return uint16_t(((den & 2) ? h : valu::flush_denorm(h)).bits); };
            const H A = fin(a);
            uint16_t want = 0;
            double exact = NAN;
            if (sel < 7) {
              if (fp::is_nan(A)) want = fout(fp::quiet(A));
              else {
                exact = fn(sel, fp::to_d(A));
                want = fout(std::isnan(exact) ? fp::default_nan<H>() : fp::from_d<H>(exact));
              }
            } else if (sel == 7) want = fout(fp::frexp_mant(A));
            else if (sel == 8) want = uint16_t(int16_t(fp::frexp_exp(A)));
            else if (sel == 9) want = fout(fp::fract(A));
            else want = fout(div_fixup(A, fin(b), fin(c)));
            const uint16_t got = uint16_t(m.result_o);
            bool ok = got == want && (m.result_o >> 16) == 0;
            const H G = H::from_bits(got), W = H::from_bits(want);
            int dist = 0;
            if (!ok && kTol[sel] > 0 && !fp::is_nan(W) && !fp::is_nan(G) && !fp::is_inf(W) && !fp::is_inf(G) &&
                !fp::is_zero(W) && !fp::is_zero(G) && (m.result_o >> 16) == 0) {
              dist = std::abs(ord(got) - ord(want));
              ok = dist <= kTol[sel];
            }
            if (dist > worst_dist) worst_dist = dist;
            if (sel < 7 && std::isfinite(exact) && exact != 0 && std::fabs(exact) < 65504.0 && !fp::is_inf(G) &&
                !fp::is_nan(G) && (den & 2)) {
              int e = 0;
              std::frexp(exact, &e);
              const double ulp = std::ldexp(1.0, std::max(e - 1, -14) - 10);
              const double err = std::fabs(fp::to_d(G) - exact) / ulp;
              if (rm == 0 && err > worst_err) { worst_err = err; worst_in = a; worst_mode = mode; }
              if (err > worst_err_rnd) worst_err_rnd = err;
            }
            if (!ok) op_bad++;
            if (!ok && bad++ < 40)
              printf("%s a=%04x b=%04x c=%04x rm=%u den=%u ieee=%u: golden %04x rtl %08x\n", kName[sel], a, b, c,
                     rm, den, ie, want, m.result_o);
          }
        }
    if (sel < 7)
      printf("%-10s worst %.3f ULP (nearest even; input %04x mode %03x), %.3f ULP any round mode; worst "
             "distance from golden %d (table %d); %ld mismatches\n",
             kName[sel], worst_err, worst_in, worst_mode, worst_err_rnd, worst_dist, kTol[sel], op_bad);
    else
      printf("%-10s %ld mismatches\n", kName[sel], op_bad);
  }
  printf("%ld mismatches\n", bad);
  return bad != 0;
}
