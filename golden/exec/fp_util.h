// Floating-point helpers for the VALU float bodies (vop1_fp.cpp, vop2_fp.cpp, vopc_fp.cpp,
// vop3_fp.cpp): IEEE classification, NaN rules, MODE-directed rounding of f16/f32 results, and
// the registration wrappers that make MODE visible to a body.
//
// Rounding model. f64 operations run on the host FPU under the MODE rounding (RoundScope in
// valu.h). f16 and f32 operations are evaluated exactly-or-round-to-odd in double and then
// rounded once to the destination format under the MODE rounding: round-to-odd at 53 bits
// followed by any rounding to p <= 51 bits equals a single correct rounding, so results are
// correctly rounded even for fma and for subnormal results.
//
// NaN rules (GCN3 manual + LLVM AMDGPU notes): a NaN input propagates (first NaN in operand
// order), quieted only in IEEE mode (with IEEE=0 no instruction quiets an sNaN); an invalid
// operation (inf-inf, 0*inf, sqrt(<0)) yields the positive default quiet NaN.
#pragma once

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "golden/exec/valu.h"

namespace gcn::fp {

// ---- MODE of the instruction being executed ----------------------------------------------
// fp_op/fp_cmp set it for the duration of one instruction so that bodies stay lane-only.
inline thread_local uint32_t t_mode = 0;
inline bool ieee() { return t_mode & mode::kIeee; }
inline bool dx10_clamp() { return t_mode & mode::kDx10Clamp; }

// ---- format traits ------------------------------------------------------------------------
template <typename T> struct Fmt;
template <> struct Fmt<Half> {
  using U = uint16_t;
  static constexpr int kMant = 10, kExpMax = 31, kBias = 15;
};
template <> struct Fmt<float> {
  using U = uint32_t;
  static constexpr int kMant = 23, kExpMax = 255, kBias = 127;
};
template <> struct Fmt<double> {
  using U = uint64_t;
  static constexpr int kMant = 52, kExpMax = 2047, kBias = 1023;
};

template <typename T> using Bits = typename Fmt<T>::U;
template <typename T> inline constexpr Bits<T> kSign = Bits<T>(1) << (sizeof(T) * 8 - 1);
template <typename T> inline constexpr Bits<T> kExpMask = Bits<T>(Fmt<T>::kExpMax) << Fmt<T>::kMant;
template <typename T> inline constexpr Bits<T> kQuiet = Bits<T>(1) << (Fmt<T>::kMant - 1);

template <typename T> Bits<T> bits(T v) { return Bits<T>(valu::to_bits(v)); }
template <typename T> T of(Bits<T> b) { return valu::from_bits<T>(b); }

template <typename T> bool is_nan(T v) { return (bits(v) & ~kSign<T>) > kExpMask<T>; }
template <typename T> bool is_snan(T v) { return is_nan(v) && !(bits(v) & kQuiet<T>); }
template <typename T> bool is_inf(T v) { return (bits(v) & ~kSign<T>) == kExpMask<T>; }
template <typename T> bool is_zero(T v) { return (bits(v) & ~kSign<T>) == 0; }
template <typename T> bool is_denorm(T v) { return !(bits(v) & kExpMask<T>) && !is_zero(v); }
template <typename T> bool sign(T v) { return bits(v) & kSign<T>; }
// Biased exponent field.
template <typename T> int exponent(T v) { return int((bits(v) & kExpMask<T>) >> Fmt<T>::kMant); }

template <typename T> T default_nan() { return of<T>(kExpMask<T> | kQuiet<T>); }
// A NaN input as it leaves an arithmetic instruction.
template <typename T> T quiet(T v) { return ieee() ? of<T>(bits(v) | kQuiet<T>) : v; }
template <typename T> T with_sign(T v, bool neg) {
  return of<T>((bits(v) & ~kSign<T>) | (neg ? kSign<T> : 0));
}
template <typename T> T zero(bool neg) { return of<T>(neg ? kSign<T> : 0); }
template <typename T> T inf(bool neg) { return of<T>(kExpMask<T> | (neg ? kSign<T> : 0)); }

// First NaN among the inputs, quieted per IEEE mode; false when none is NaN.
template <typename T, typename... A> bool nan_in(T& out, A... in) {
  bool found = false;
  ((!found && is_nan(in) ? (out = quiet(in), found = true) : false), ...);
  return found;
}

// ---- rounding -----------------------------------------------------------------------------
inline double to_d(Half v) { return double(float(v)); }
inline double to_d(float v) { return double(v); }
inline double to_d(double v) { return v; }

// Rounds `x` to binary16 under the host rounding mode (subnormals kept; MODE flushing is the
// output stage's job).
uint16_t round_half_bits(double x);

// Rounds a double (exact, or round-to-odd) to T under the host rounding mode.
template <typename T> T from_d(double x) {
  if constexpr (std::is_same_v<T, Half>) return Half::from_bits(round_half_bits(x));
  else return static_cast<T>(x);
}

// Exact-or-round-to-odd double evaluation of one operation on f16/f32-derived values.
double ro_add(double a, double b);
double ro_mul(double a, double b);
double ro_fma(double a, double b, double c);
// The same at 64-bit precision (x87 long double), enough to round an f64 result once.
long double ro_fma_ld(long double a, long double b, long double c);

// 2^s * (a*b + c) rounded once to T under the host rounding mode (v_div_fmas).
template <typename T> T fma_scaled(T a, T b, T c, int s) {
  if constexpr (std::is_same_v<T, double>) return static_cast<double>(std::ldexp(ro_fma_ld(a, b, c), s));
  else return from_d<T>(std::ldexp(ro_fma(to_d(a), to_d(b), to_d(c)), s));
}

// Host rounding for the duration of a scope from an explicit MODE round field (0 RNE, 1 +inf,
// 2 -inf, 3 RZ), for conversions whose rounding differs from the body's default. Compute the
// rounded value as `pinned(op(pinned(x)))` inside the scope: -frounding-math does not stop GCC
// from moving a floating-point operation across the fesetround calls (GCC bug 34678; at -O3
// v_cvt_f32_f64 was rounded after the restoring call, i.e. under the FP64 field).
class HostRound {
 public:
  explicit HostRound(int rm) : saved_(std::fegetround()) {
    static constexpr int kHost[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    std::fesetround(kHost[rm & 3]);
  }
  ~HostRound() { std::fesetround(saved_); }
  HostRound(const HostRound&) = delete;
  HostRound& operator=(const HostRound&) = delete;

 private:
  int saved_;
};
// `v`, forced through memory at this point of the program (an empty volatile asm that reads and
// writes it), so the operation producing it cannot move past the next call, nor the one
// consuming it before the previous call.
template <typename T> inline T pinned(T v) {
  asm volatile("" : "+m"(v));
  return v;
}
inline int round32() { return t_mode >> mode::kRound32Shift & 3; }
inline int round16_64() { return t_mode >> mode::kRound64Shift & 3; }
template <typename T> int round_field() { return std::is_same_v<T, float> ? round32() : round16_64(); }

// ---- arithmetic with GCN NaN rules and single rounding --------------------------------------
template <typename T> T add(T a, T b) {
  if constexpr (!std::is_same_v<T, Half>) {
    // Host float/double arithmetic rounds once under the host mode RoundScope set from MODE.
    // A non-NaN result needs no GCN NaN rule, so only NaN results take the slow path.
    const T r = a + b;
    if (!std::isnan(r)) return r;
  }
  T n;
  if (nan_in(n, a, b)) return n;
  if (is_inf(a) && is_inf(b) && sign(a) != sign(b)) return default_nan<T>();
  // binary16, which the host lacks, goes through round-to-odd in double.
  if constexpr (std::is_same_v<T, Half>) return from_d<T>(ro_add(to_d(a), to_d(b)));
  else return a + b;
}
template <typename T> T sub(T a, T b) { return add(a, with_sign(b, !sign(b))); }

template <typename T> T mul(T a, T b) {
  if constexpr (!std::is_same_v<T, Half>) {
    const T r = a * b;
    if (!std::isnan(r)) return r;
  }
  T n;
  if (nan_in(n, a, b)) return n;
  if ((is_inf(a) && is_zero(b)) || (is_zero(a) && is_inf(b))) return default_nan<T>();
  if constexpr (std::is_same_v<T, Half>) return from_d<T>(ro_mul(to_d(a), to_d(b)));
  else return a * b;
}

template <typename T> T fma(T a, T b, T c) {
  T n;
  if (nan_in(n, a, b, c)) return n;
  if ((is_inf(a) && is_zero(b)) || (is_zero(a) && is_inf(b))) return default_nan<T>();
  const bool prod_inf = is_inf(a) || is_inf(b);
  if (prod_inf && is_inf(c) && (sign(a) ^ sign(b)) != sign(c)) return default_nan<T>();
  if constexpr (std::is_same_v<T, double>) return std::fma(a, b, c);
  else return from_d<T>(ro_fma(to_d(a), to_d(b), to_d(c)));
}

// Non-fused multiply-add (v_mad/v_mac/v_madak/v_madmk): the product is rounded, then the
// sum. This unit does not support denormals whatever MODE says: inputs, product and result are
// flushed (LLVM selects it for llvm.amdgcn.fmad.ftz even with fp32 denormals enabled, and
// forms fmad only when denormals are off).
template <typename T> T ftz(T v) { return valu::flush_denorm(v); }
template <typename T> T mad(T a, T b, T c) { return ftz(add(ftz(mul(ftz(a), ftz(b))), ftz(c))); }

// Branch-free forms of add/sub/mul/mad for fp_op's fast path: equal to the full forms whenever
// their result is not NaN (a NaN result is where the host and the GCN NaN rules differ; a NaN
// anywhere inside mad reaches its result). f16 has no host arithmetic: the full form.
template <typename T> T add_fast(T a, T b) {
  if constexpr (std::is_same_v<T, Half>) return add(a, b);
  else return a + b;
}
template <typename T> T sub_fast(T a, T b) { return add_fast(a, with_sign(b, !sign(b))); }
template <typename T> T mul_fast(T a, T b) {
  if constexpr (std::is_same_v<T, Half>) return mul(a, b);
  else return a * b;
}
template <typename T> T mad_fast(T a, T b, T c) { return ftz(add_fast(ftz(mul_fast(ftz(a), ftz(b))), ftz(c))); }
// mad_fast on sources that MODE input flushing has already flushed (fetch did it).
template <typename T> T mad_fast_flushed(T a, T b, T c) { return ftz(add_fast(ftz(mul_fast(a, b)), c)); }

// DX9 multiply: 0 * anything (inf and NaN included) is +0.
template <typename T> T mul_legacy(T a, T b) {
  if (is_zero(a) || is_zero(b)) return zero<T>(false);
  return mul(a, b);
}

// v_min/v_max (GCN3/RDNA pseudocode): in IEEE mode an sNaN input returns it quieted; otherwise
// a NaN input returns the other operand; -0 < +0.
template <typename T> T max(T a, T b) {
  if (ieee() && is_snan(a)) return quiet(a);
  if (ieee() && is_snan(b)) return quiet(b);
  if (is_nan(a)) return b;
  if (is_nan(b)) return a;
  if (to_d(a) > to_d(b) || (is_zero(a) && is_zero(b) && !sign(a) && sign(b))) return a;
  return b;
}
template <typename T> T min(T a, T b) {
  if (ieee() && is_snan(a)) return quiet(a);
  if (ieee() && is_snan(b)) return quiet(b);
  if (is_nan(a)) return b;
  if (is_nan(b)) return a;
  if (to_d(a) < to_d(b) || (is_zero(a) && is_zero(b) && sign(a) && !sign(b))) return a;
  return b;
}
template <typename T> T max3(T a, T b, T c) { return max(max(a, b), c); }
template <typename T> T min3(T a, T b, T c) { return min(min(a, b), c); }
template <typename T> T med3(T a, T b, T c) {
  if (is_nan(a) || is_nan(b) || is_nan(c)) return min3(a, b, c);
  const double m = to_d(max3(a, b, c));
  if (m == to_d(a)) return max(b, c);
  if (m == to_d(b)) return max(a, c);
  return max(a, b);
}

// ldexp with the result rounded once under MODE (hardware rounds subnormal results).
template <typename T> T ldexp(T a, int32_t e) {
  if (is_nan(a)) return quiet(a);
  if (is_inf(a) || is_zero(a)) return a;
  if constexpr (std::is_same_v<T, double>) return std::ldexp(a, e);
  else return from_d<T>(std::ldexp(to_d(a), std::clamp<int32_t>(e, -400, 400)));
}

// frexp: mantissa in [0.5, 1) keeping the sign; inf/NaN return the input; exponent of
// inf/NaN/zero is 0.
template <typename T> T frexp_mant(T a) {
  if (is_nan(a) || is_inf(a) || is_zero(a)) return a;
  int e = 0;
  return from_d<T>(std::frexp(to_d(a), &e));
}
template <typename T> int32_t frexp_exp(T a) {
  if (is_nan(a) || is_inf(a) || is_zero(a)) return 0;
  int e = 0;
  std::frexp(to_d(a), &e);
  return e;
}

// Integer rounding (exact in every format).
enum class Rnd { Trunc, Ceil, Floor, Even };
template <typename T> T round_int(T a, Rnd r) {
  if (is_nan(a)) return quiet(a);
  const double x = to_d(a);
  double y = x;
  switch (r) {
    case Rnd::Trunc: y = std::trunc(x); break;
    case Rnd::Ceil: y = std::ceil(x); break;
    case Rnd::Floor: y = std::floor(x); break;
    case Rnd::Even: {
      const double f = std::floor(x), d = x - f;
      y = (d > 0.5 || (d == 0.5 && std::fmod(f, 2.0) != 0)) ? f + 1 : f;
      break;
    }
  }
  return from_d<T>(std::copysign(y, x));
}

// x - floor(x), kept below 1.0 (the largest value of T under 1); inf gives NaN.
template <typename T> T fract(T a) {
  if (is_nan(a)) return quiet(a);
  if (is_inf(a)) return default_nan<T>();
  if constexpr (std::is_same_v<T, double>) {
    const double f = a - std::floor(a);
    return std::min(f, std::nextafter(1.0, 0.0));
  } else {
    const T r = from_d<T>(ro_add(to_d(a), -std::floor(to_d(a))));
    const T below_one = of<T>(bits(T(1.0f)) - 1);
    return to_d(r) >= 1.0 ? below_one : r;
  }
}

// ---- conversions --------------------------------------------------------------------------
// Float to integer, rounding toward zero, saturating; NaN gives 0.
template <typename I, typename T> I to_int(T a) {
  if (is_nan(a)) return 0;
  const double x = std::trunc(to_d(a));
  if (x <= double(std::numeric_limits<I>::min())) return std::numeric_limits<I>::min();
  if (x >= double(std::numeric_limits<I>::max())) return std::numeric_limits<I>::max();
  return static_cast<I>(x);
}

// ---- compares -----------------------------------------------------------------------------
// The 16 VOPC float predicates, in opcode order: F LT EQ LE GT LG GE O U NGE NLG NGT NLE NEQ
// NLT TRU.
enum class Pred : uint8_t { F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU };
template <typename T> bool compare(Pred p, T a, T b) {
  const double x = to_d(a), y = to_d(b);
  const bool un = is_nan(a) || is_nan(b);
  switch (p) {
    case Pred::F: return false;
    case Pred::LT: return x < y;
    case Pred::EQ: return x == y;
    case Pred::LE: return x <= y;
    case Pred::GT: return x > y;
    case Pred::LG: return x < y || x > y;
    case Pred::GE: return x >= y;
    case Pred::O: return !un;
    case Pred::U: return un;
    case Pred::NGE: return !(x >= y);
    case Pred::NLG: return !(x < y || x > y);
    case Pred::NGT: return !(x > y);
    case Pred::NLE: return !(x <= y);
    case Pred::NEQ: return !(x == y);
    case Pred::NLT: return !(x < y);
    case Pred::TRU: return true;
  }
  return false;
}

// v_cmp_class mask bits: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0,
// 7 +subnormal, 8 +normal, 9 +inf.
template <typename T> int class_bit(T a) {
  if (is_nan(a)) return is_snan(a) ? 0 : 1;
  const bool n = sign(a);
  if (is_inf(a)) return n ? 2 : 9;
  if (is_zero(a)) return n ? 5 : 6;
  if (is_denorm(a)) return n ? 4 : 7;
  return n ? 3 : 8;
}

// ---- registration wrappers -----------------------------------------------------------------
struct ModeScope {
  explicit ModeScope(uint32_t m) : saved(t_mode) { t_mode = m; }
  ~ModeScope() { t_mode = saved; }
  uint32_t saved;
};

// valu_op / vopc_op with the wave's MODE visible to the body through fp::ieee() & co.
template <typename Sig, typename F> ExecFn fp_op(F f) {
  return [f](Ctx& c) {
    ModeScope m(c.w.mode);
    valu::Body<Sig>::run(c, f);
  };
}
// fp_op with a branch-free `fast` form of `f` that equals it wherever its result is not NaN
// (Body::run_fast); f16 results run `f` alone.
template <typename Sig, typename Fast, typename F> ExecFn fp_op(Fast fast, F f) {
  using B = valu::Body<Sig>;
  if constexpr (B::kHalfResult) {
    (void)fast;
    return fp_op<Sig>(f);
  } else {
    return [fast, f](Ctx& c) {
      ModeScope m(c.w.mode);
      B::run_fast(c, fast, f);
    };
  }
}
// The same with `fast_flushed`, a cheaper fast form used when MODE flushes every float source
// on fetch, so that the body need not flush its inputs again (fp::mad_fast_flushed).
template <typename Sig, typename Fast, typename FastFlushed, typename F>
ExecFn fp_op(Fast fast, FastFlushed fast_flushed, F f) {
  using B = valu::Body<Sig>;
  static_assert(!B::kHalfResult);
  return [fast, fast_flushed, f](Ctx& c) {
    ModeScope m(c.w.mode);
    if (valu::denorm_in(c.w.mode, B::kWide)) B::run_fast(c, fast, f);
    else B::run_fast(c, fast_flushed, f);
  };
}
template <typename Sig, typename F> ExecFn fp_cmp(F f) {
  return [f](Ctx& c) {
    ModeScope m(c.w.mode);
    valu::Body<Sig>::compare(c, f);
  };
}

// v_mac: D = S0 * S1 + D. The old VDST value is the third operand, fetched as SRC2 (VOP3 abs/neg
// bit 2 and MODE input flushing apply as to any float source).
template <typename T, typename... F> ExecFn mac_op(F... f) {
  const ExecFn three = fp_op<T(T, T, T)>(f...);
  return [three](Ctx& c) {
    Inst in = c.in;
    in.src[2] = in.dst;
    Ctx c3(c, in);
    three(c3);
  };
}

}  // namespace gcn::fp
