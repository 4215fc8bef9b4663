#include "golden/exec/fp_util.h"

#include <cstring>

namespace gcn::fp {

namespace {

// Keeps the compiler from moving a value's computation across fesetround/fetestexcept.
template <typename T> inline void pin(T& v) { asm volatile("" : "+m"(v)); }

// Runs `op` in round-toward-zero and sets the last bit when the result was inexact: the
// round-to-odd value of the exact result. An exact zero is recomputed under the caller's
// rounding so that x + (-x) gets the sign that mode gives it.
template <typename Op> auto round_to_odd(const Op& op) {
  const int saved = std::fegetround();
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_INEXACT);
  auto r = op();
  pin(r);
  const bool inexact = std::fetestexcept(FE_INEXACT);
  std::fesetround(saved);
  if (r == 0 && !inexact) {
    r = op();
    pin(r);
  } else if (inexact && std::isfinite(r)) {
    uint64_t low;  // the last 64 bits hold the significand's low end for double and x87
    std::memcpy(&low, &r, 8);
    low |= 1;
    std::memcpy(&r, &low, 8);
  }
  return r;
}

}  // namespace

double ro_add(double a, double b) {
  return round_to_odd([&] {
    double x = a, y = b;
    pin(x);
    pin(y);
    return x + y;
  });
}

double ro_mul(double a, double b) {
  return round_to_odd([&] {
    double x = a, y = b;
    pin(x);
    pin(y);
    return x * y;
  });
}

double ro_fma(double a, double b, double c) {
  return round_to_odd([&] {
    double x = a, y = b, z = c;
    pin(x);
    pin(y);
    pin(z);
    return std::fma(x, y, z);
  });
}

long double ro_fma_ld(long double a, long double b, long double c) {
  return round_to_odd([&] {
    long double x = a, y = b, z = c;
    pin(x);
    pin(y);
    pin(z);
    return std::fma(x, y, z);
  });
}

uint16_t round_half_bits(double x) {
  if (std::isnan(x)) return f32_to_f16_bits(float(x));
  const bool neg = std::signbit(x);
  const uint16_t s = neg ? 0x8000 : 0;
  const double a = std::fabs(x);
  if (std::isinf(a)) return s | 0x7C00;
  if (a == 0) return s;
  int e = 0;
  std::frexp(a, &e);                          // a = m * 2^e, m in [0.5, 1)
  const int q = std::max(e - 11, -24);        // exponent of the last kept bit (11-bit precision)
  const double scaled = std::ldexp(a, -q);    // exact
  double n = std::floor(scaled);
  const double frac = scaled - n;             // exact
  bool up = false;
  switch (std::fegetround()) {
    case FE_TONEAREST: up = frac > 0.5 || (frac == 0.5 && std::fmod(n, 2.0) != 0); break;
    case FE_UPWARD: up = frac > 0 && !neg; break;
    case FE_DOWNWARD: up = frac > 0 && neg; break;
    default: break;
  }
  n += up;
  const double r = std::ldexp(n, q);
  if (r >= 65536.0) {
    const int rm = std::fegetround();
    const bool to_inf = rm == FE_TONEAREST || (rm == FE_UPWARD && !neg) || (rm == FE_DOWNWARD && neg);
    return s | (to_inf ? 0x7C00 : 0x7BFF);
  }
  return s | f32_to_f16_bits(float(r));  // exact: r is a binary16 value
}

}  // namespace gcn::fp
