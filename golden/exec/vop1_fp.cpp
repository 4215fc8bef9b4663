// VOP1 floating-point bodies (their VOP3 forms share the Op): conversions, integer rounding,
// frexp, and the approximate unit (rcp, rsq, sqrt, exp, log, sin, cos; see approx_ulp.h).
#include <cmath>

#include "golden/exec/fp_util.h"

namespace gcn {

namespace {

// Approximate unary op: computed in double, rounded once to T under MODE.
template <typename T, typename F> T approx(T a, const F& f) {
  if (fp::is_nan(a)) return fp::quiet(a);
  const double r = f(fp::to_d(a));
  if (std::isnan(r)) return fp::default_nan<T>();
  return fp::from_d<T>(r);
}

// sin/cos of an angle in revolutions; quarter turns are exact.
double sin_rev(double x) {
  const double f = x - std::round(x);  // [-0.5, 0.5], exact
  if (std::isnan(f)) return f;
  if (f * 4 == std::trunc(f * 4)) {
    static constexpr double kByQ[] = {0, -1, 0, 1, 0};  // f = -0.5, -0.25, 0, 0.25, 0.5
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

template <typename T> void add_approx(Registry& r, Op rcp, Op rsq, Op sqrt) {
  using S = T(T);
  r.add(rcp, fp::fp_op<S>([](T a) { return approx(a, [](double x) { return 1.0 / x; }); }));
  r.add(rsq, fp::fp_op<S>([](T a) { return approx(a, [](double x) { return 1.0 / std::sqrt(x); }); }));
  r.add(sqrt, fp::fp_op<S>([](T a) { return approx(a, [](double x) { return std::sqrt(x); }); }));
}

template <typename T> void add_transcendental(Registry& r, Op exp, Op log, Op sin, Op cos) {
  using S = T(T);
  r.add(exp, fp::fp_op<S>([](T a) { return approx(a, [](double x) { return std::exp2(x); }); }));
  r.add(log, fp::fp_op<S>([](T a) { return approx(a, [](double x) { return std::log2(x); }); }));
  r.add(sin, fp::fp_op<S>([](T a) { return approx(a, sin_rev); }));
  r.add(cos, fp::fp_op<S>([](T a) { return approx(a, cos_rev); }));
}

template <typename T> void add_rounding(Registry& r, Op trunc, Op ceil, Op rndne, Op floor, Op fract) {
  using S = T(T);
  using fp::Rnd;
  r.add({
      {trunc, fp::fp_op<S>([](T a) { return fp::round_int(a, Rnd::Trunc); })},
      {ceil, fp::fp_op<S>([](T a) { return fp::round_int(a, Rnd::Ceil); })},
      {rndne, fp::fp_op<S>([](T a) { return fp::round_int(a, Rnd::Even); })},
      {floor, fp::fp_op<S>([](T a) { return fp::round_int(a, Rnd::Floor); })},
      {fract, fp::fp_op<S>([](T a) { return fp::fract(a); })},
  });
}

template <typename T, typename E> void add_frexp(Registry& r, Op mant, Op exp) {
  r.add(mant, fp::fp_op<T(T)>([](T a) { return fp::frexp_mant(a); }));
  r.add(exp, fp::fp_op<E(T)>([](T a) { return E(fp::frexp_exp(a)); }));
}

// Float to integer: round toward zero after `pre`, saturate, NaN -> 0.
template <typename I, typename T, typename Pre> ExecFn to_int(Pre pre) {
  return fp::fp_op<I(T)>([pre](T a) { return fp::is_nan(a) ? I(0) : fp::to_int<I>(pre(fp::to_d(a))); });
}
inline double ident(double x) { return x; }

// Integer to float, rounded under the MODE field of the destination format.
template <typename T, typename I> ExecFn from_int() {
  return fp::fp_op<T(I)>([](I v) {
    fp::HostRound rm(fp::round_field<T>());
    return fp::pinned(fp::from_d<T>(fp::pinned(double(v))));
  });
}

template <typename T> T quiet_nan_out(T v) { return fp::is_nan(v) ? fp::quiet(v) : v; }

// Legacy exp/log (GCN3 keeps them for old shaders; CLRX GcnInstrsVop1): v_exp_legacy_f32 gives
// +0 for every input below -126 (never a subnormal); v_log_legacy_f32 ignores MODE for
// subnormal inputs (read as zero: -inf) and returns -NaN for negative inputs.
float exp_legacy(float a) { return a < -126.0f ? 0.0f : approx(a, [](double x) { return std::exp2(x); }); }
float log_legacy(float a) {
  if (!fp::is_nan(a) && a < 0.0f) return f32_of(0xFFC00000u);
  const float in = (bits_of(a) & 0x7F800000u) ? a : 0.0f;
  return approx(in, [](double x) { return std::log2(x); });
}

}  // namespace

void register_vop1_fp(Registry& r) {
  // ---- conversions ----
  r.add({
      {Op::V_CVT_I32_F64, to_int<int32_t, double>(ident)},
      {Op::V_CVT_U32_F64, to_int<uint32_t, double>(ident)},
      {Op::V_CVT_I32_F32, to_int<int32_t, float>(ident)},
      {Op::V_CVT_U32_F32, to_int<uint32_t, float>(ident)},
      {Op::V_CVT_I16_F16, to_int<int16_t, Half>(ident)},
      {Op::V_CVT_U16_F16, to_int<uint16_t, Half>(ident)},
      {Op::V_CVT_RPI_I32_F32, to_int<int32_t, float>([](double x) { return std::floor(x + 0.5); })},
      {Op::V_CVT_FLR_I32_F32, to_int<int32_t, float>([](double x) { return std::floor(x); })},
      {Op::V_CVT_F64_I32, from_int<double, int32_t>()},
      {Op::V_CVT_F64_U32, from_int<double, uint32_t>()},
      {Op::V_CVT_F32_I32, from_int<float, int32_t>()},
      {Op::V_CVT_F32_U32, from_int<float, uint32_t>()},
      {Op::V_CVT_F16_I16, from_int<Half, int16_t>()},
      {Op::V_CVT_F16_U16, from_int<Half, uint16_t>()},
  });
  // f16 <-> f32 <-> f64: widening is exact; narrowing rounds under the destination's MODE field.
  r.add(Op::V_CVT_F32_F16, fp::fp_op<float(Half)>([](Half a) { return quiet_nan_out(float(a)); }));
  r.add(Op::V_CVT_F64_F32, fp::fp_op<double(float)>([](float a) { return quiet_nan_out(double(a)); }));
  r.add(Op::V_CVT_F16_F32, fp::fp_op<Half(float)>([](float a) {
          if (fp::is_nan(a)) return Half::from_bits(f32_to_f16_bits(a));
          fp::HostRound rm(fp::round16_64());
          return fp::pinned(fp::from_d<Half>(fp::pinned(a)));
        }));
  r.add(Op::V_CVT_F32_F64, fp::fp_op<float(double)>([](double a) {
          if (fp::is_nan(a)) return float(a);
          fp::HostRound rm(fp::round32());
          return fp::pinned(fp::from_d<float>(fp::pinned(a)));
        }));
  // Byte n of S0 as an unsigned integer; a signed 4-bit field as n/16.
  auto ubyte = [](int n) {
    return fp::fp_op<float(uint32_t)>([n](uint32_t v) { return float((v >> (8 * n)) & 0xFF); });
  };
  r.add({{Op::V_CVT_F32_UBYTE0, ubyte(0)}, {Op::V_CVT_F32_UBYTE1, ubyte(1)},
         {Op::V_CVT_F32_UBYTE2, ubyte(2)}, {Op::V_CVT_F32_UBYTE3, ubyte(3)}});
  r.add(Op::V_CVT_OFF_F32_I4, fp::fp_op<float(int32_t)>([](int32_t v) {
          return float(int32_t((uint32_t(v) & 0xF) ^ 8) - 8) / 16.0f;
        }));

  // ---- integer rounding, fract, frexp ----
  add_rounding<float>(r, Op::V_TRUNC_F32, Op::V_CEIL_F32, Op::V_RNDNE_F32, Op::V_FLOOR_F32, Op::V_FRACT_F32);
  add_rounding<double>(r, Op::V_TRUNC_F64, Op::V_CEIL_F64, Op::V_RNDNE_F64, Op::V_FLOOR_F64, Op::V_FRACT_F64);
  add_rounding<Half>(r, Op::V_TRUNC_F16, Op::V_CEIL_F16, Op::V_RNDNE_F16, Op::V_FLOOR_F16, Op::V_FRACT_F16);
  add_frexp<float, int32_t>(r, Op::V_FREXP_MANT_F32, Op::V_FREXP_EXP_I32_F32);
  add_frexp<double, int32_t>(r, Op::V_FREXP_MANT_F64, Op::V_FREXP_EXP_I32_F64);
  add_frexp<Half, int16_t>(r, Op::V_FREXP_MANT_F16, Op::V_FREXP_EXP_I16_F16);

  // ---- approximate unit ----
  add_approx<float>(r, Op::V_RCP_F32, Op::V_RSQ_F32, Op::V_SQRT_F32);
  add_approx<double>(r, Op::V_RCP_F64, Op::V_RSQ_F64, Op::V_SQRT_F64);
  add_approx<Half>(r, Op::V_RCP_F16, Op::V_RSQ_F16, Op::V_SQRT_F16);
  r.add(Op::V_RCP_IFLAG_F32, fp::fp_op<float(float)>([](float a) { return approx(a, [](double x) { return 1.0 / x; }); }));
  add_transcendental<float>(r, Op::V_EXP_F32, Op::V_LOG_F32, Op::V_SIN_F32, Op::V_COS_F32);
  add_transcendental<Half>(r, Op::V_EXP_F16, Op::V_LOG_F16, Op::V_SIN_F16, Op::V_COS_F16);
  r.add(Op::V_EXP_LEGACY_F32, fp::fp_op<float(float)>(exp_legacy));
  r.add(Op::V_LOG_LEGACY_F32, fp::fp_op<float(float)>(log_legacy));
}

}  // namespace gcn
