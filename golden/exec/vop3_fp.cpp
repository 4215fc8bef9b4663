// VOP3-only floating-point bodies: mad/fma, min3/max3/med3, f64 arithmetic, ldexp, the fdiv
// helpers (div_scale, div_fmas, div_fixup), packed conversions and v_trig_preop_f64.
#include <cmath>

#include "golden/exec/fp_util.h"

namespace gcn {

namespace {

using fp::Fmt;

// ---- fdiv helpers -----------------------------------------------------------------------
// Constants per format: exponent gap that flags "quotient near overflow", the scale applied,
// and the biased exponent under which a numerator counts as tiny.
template <typename T> struct Div;
template <> struct Div<float> { static constexpr int kGap = 96, kScale = 64, kTiny = 23; };
template <> struct Div<double> { static constexpr int kGap = 768, kScale = 128, kTiny = 53; };

// v_div_scale (Vega/RDNA ISA pseudocode; S0 = value to scale, S1 = denominator, S2 =
// numerator, S0 equals S1 or S2). Scales so that the Newton-Raphson steps see no subnormals;
// VCC marks lanes whose quotient v_div_fmas must rescale. In the branch where 1/S1 and S2/S1
// are both subnormal the manual's text scales the denominator up by 2^64, which would overflow
// it; scaling it down (2^-64) is what makes the quotient representable, and is used here.
template <typename T> T div_scale(T s0, T s1, T s2, bool& vcc) {
  using D = Div<T>;
  constexpr int kBias = Fmt<T>::kBias;
  vcc = false;
  if (fp::is_zero(s2) || fp::is_zero(s1)) return fp::default_nan<T>();
  const long double d0 = fp::to_d(s0), d1 = fp::to_d(s1), d2 = fp::to_d(s2);
  if (fp::exponent(s2) - fp::exponent(s1) >= D::kGap) {
    vcc = true;
    return d0 == d1 ? fp::ldexp(s0, D::kScale) : s0;
  }
  if (fp::is_denorm(s1)) return fp::ldexp(s0, D::kScale);
  const bool finite = std::isfinite(d1) && std::isfinite(d2);
  const bool rcp_tiny = finite && std::fabs(d1) > std::ldexp(1.0L, kBias - 1);
  const bool quot_tiny = finite && std::fabs(d2) < std::ldexp(std::fabs(d1), 1 - kBias);
  if (rcp_tiny && quot_tiny) {
    vcc = true;
    return d0 == d1 ? fp::ldexp(s0, -D::kScale) : s0;
  }
  if (rcp_tiny) return fp::ldexp(s0, -D::kScale);
  if (quot_tiny) {
    vcc = true;
    return d0 == d2 ? fp::ldexp(s0, D::kScale) : s0;
  }
  if (fp::exponent(s2) <= D::kTiny) return fp::ldexp(s0, D::kScale);
  return s0;
}

// v_div_fmas: fma; on VCC lanes the result is rescaled by 2^+-kScale (up when |S2| >= 2, the
// quotient of a scaled-up denominator; down otherwise), with a single rounding.
template <typename T> T div_fmas(T a, T b, T c, bool vcc) {
  if (!vcc) return fp::fma(a, b, c);
  const T plain = fp::fma(a, b, c);
  if (fp::is_nan(plain)) return plain;
  const int s = fp::exponent(c) > Fmt<T>::kBias ? Div<T>::kScale : -Div<T>::kScale;
  return fp::fma_scaled(a, b, c, s);
}

// v_div_fixup (S0 = quotient, S1 = denominator, S2 = numerator): the special cases of
// division. 0/0 and inf/inf give 0xFFC00000 (negative default NaN); a quotient far below the
// smallest subnormal gives +-0; an inf/NaN quotient from finite operands gives +-inf.
template <typename T> T div_fixup(T q, T den, T num) {
  const bool s = fp::sign(den) ^ fp::sign(num);
  if (fp::is_nan(num)) return fp::quiet(num);
  if (fp::is_nan(den)) return fp::quiet(den);
  if ((fp::is_zero(den) && fp::is_zero(num)) || (fp::is_inf(den) && fp::is_inf(num)))
    return fp::with_sign(fp::default_nan<T>(), true);
  if (fp::is_zero(den) || fp::is_inf(num)) return fp::inf<T>(s);
  if (fp::is_inf(den) || fp::is_zero(num)) return fp::zero<T>(s);
  if (fp::exponent(num) - fp::exponent(den) < -(Fmt<T>::kMant + Fmt<T>::kBias)) return fp::zero<T>(s);
  if (fp::exponent(q) == Fmt<T>::kExpMax) return fp::inf<T>(s);
  return fp::with_sign(q, s);
}

template <typename T> ExecFn div_fmas_op() {
  return [](Ctx& c) {
    fp::ModeScope m(c.w.mode);
    c.check_read(opnd::kVccLo, 2);
    const uint64_t vcc = c.w.vcc();
    valu::Body<T(T, T, T)>::run(c, [vcc](Lane l, T a, T b, T d) { return div_fmas(a, b, d, vcc >> l.id & 1); });
  };
}

// ---- packed conversions -------------------------------------------------------------------
// f32 -> f16 bits rounding toward zero, with the MODE f16 output flush.
uint16_t f16_rtz(float a) {
  if (fp::is_nan(a)) return f32_to_f16_bits(a);
  fp::HostRound rz(3);
  const Half h = fp::pinned(fp::from_d<Half>(fp::pinned(a)));
  return valu::denorm_out(fp::t_mode, true) ? h.bits : valu::flush_denorm(h).bits;
}

// Round-to-nearest-even of x * scale after clamping x to [lo, 1]; NaN gives 0.
int32_t norm16(float a, double lo, double scale) {
  if (fp::is_nan(a)) return 0;
  fp::HostRound rn(0);
  return int32_t(fp::pinned(std::nearbyint(fp::pinned(std::clamp(double(a), lo, 1.0) * scale))));
}

// ---- v_trig_preop_f64 ---------------------------------------------------------------------
// The first 1201 fractional bits of 2/pi, most significant first (GCN3 manual: 2/PI[1200:0]).
constexpr uint64_t kTwoOverPi[] = {
    0xa2f9836e4e441529ull, 0xfc2757d1f534ddc0ull, 0xdb6295993c439041ull, 0xfe5163abdebbc561ull,
    0xb7246e3a424dd2e0ull, 0x06492eea09d1921cull, 0xfe1deb1cb129a73eull, 0xe88235f52ebb4484ull,
    0xe99c7026b45f7e41ull, 0x3991d639835339f4ull, 0x9c845f8bbdf9283bull, 0x1ff897ffde05980full,
    0xef2f118b5a0a6d1full, 0x6d367ecf27cb09b7ull, 0x4f463f669e5fea2dull, 0x7527bac7ebe5f17bull,
    0x3d0739f78a5292eaull, 0x6bfb5fb11f8d5d08ull, 0x56033046fc7b0000ull};

uint64_t two_over_pi_bits53(int first) {  // bits [first, first+53) counted from the MSB
  uint64_t v = 0;
  for (int i = first; i < first + 53; ++i) {
    const bool b = i < 1201 && (kTwoOverPi[i / 64] >> (63 - i % 64) & 1);
    v = v << 1 | b;
  }
  return v;
}

// 53 bits of 2/pi chosen by segment S1[4:0] and, for large S0, by S0's exponent, scaled so
// that the segments sum to 2/pi (GCN3 manual pseudocode).
double trig_preop(double s0, uint32_t seg) {
  const int e = fp::exponent(s0);
  int shift = int(seg & 31) * 53;
  if (e > 1077) shift += e - 1077;
  int scale = -53 - shift;
  if (e >= 1968) scale += 128;
  return std::ldexp(double(two_over_pi_bits53(shift)), scale);
}

// ---- cube map (GCN3 manual pseudocode) ------------------------------------------------------
// The major axis of (x, y, z): z when |z| >= |x|, |y|; else y when |y| >= |x|; else x.
enum class Axis { X, Y, Z };
Axis major_axis(float x, float y, float z) {
  const float ax = std::fabs(x), ay = std::fabs(y), az = std::fabs(z);
  if (az >= ax && az >= ay) return Axis::Z;
  return ay >= ax ? Axis::Y : Axis::X;
}
float neg(float v) { return fp::with_sign(v, !fp::sign(v)); }

float cube_id(float x, float y, float z) {
  switch (major_axis(x, y, z)) {
    case Axis::Z: return z < 0 ? 5.0f : 4.0f;
    case Axis::Y: return y < 0 ? 3.0f : 2.0f;
    default: return x < 0 ? 1.0f : 0.0f;
  }
}
float cube_sc(float x, float y, float z) {
  switch (major_axis(x, y, z)) {
    case Axis::Z: return z < 0 ? neg(x) : x;
    case Axis::Y: return x;
    default: return x < 0 ? z : neg(z);
  }
}
float cube_tc(float x, float y, float z) {
  switch (major_axis(x, y, z)) {
    case Axis::Y: return y < 0 ? neg(z) : z;
    default: return neg(y);
  }
}
float cube_ma(float x, float y, float z) {
  switch (major_axis(x, y, z)) {
    case Axis::Z: return fp::mul(2.0f, z);
    case Axis::Y: return fp::mul(2.0f, y);
    default: return fp::mul(2.0f, x);
  }
}

}  // namespace

void register_vop3_fp(Registry& r) {
  const ExecFn pk_u8 = fp::fp_op<uint32_t(float, uint32_t, uint32_t)>([](float a, uint32_t sel, uint32_t old) {
    const uint32_t v = fp::is_nan(a) ? 0 : uint32_t(std::clamp(std::nearbyint(double(a)), 0.0, 255.0));
    const int sh = int(sel & 3) * 8;
    return (old & ~(0xFFu << sh)) | v << sh;
  });
  using F3 = float(float, float, float);
  using D3 = double(double, double, double);
  using H3 = Half(Half, Half, Half);
  r.add({
      {Op::V_MAD_F32, fp::fp_op<F3>([](float a, float b, float c) { return fp::mad_fast(a, b, c); },
                                    [](float a, float b, float c) { return fp::mad_fast_flushed(a, b, c); },
                                    [](float a, float b, float c) { return fp::mad(a, b, c); })},
      {Op::V_MAD_F16, fp::fp_op<H3>([](Half a, Half b, Half c) { return fp::mad(a, b, c); })},
      {Op::V_MAD_LEGACY_F32, fp::fp_op<F3>([](float a, float b, float c) {
         return fp::ftz(fp::add(fp::ftz(fp::mul_legacy(fp::ftz(a), fp::ftz(b))), fp::ftz(c)));
       })},
      {Op::V_FMA_F32, fp::fp_op<F3>([](float a, float b, float c) { return fp::fma(a, b, c); })},
      {Op::V_FMA_F64, fp::fp_op<D3>([](double a, double b, double c) { return fp::fma(a, b, c); })},
      {Op::V_FMA_F16, fp::fp_op<H3>([](Half a, Half b, Half c) { return fp::fma(a, b, c); })},
      {Op::V_MIN3_F32, fp::fp_op<F3>([](float a, float b, float c) { return fp::min3(a, b, c); })},
      {Op::V_MAX3_F32, fp::fp_op<F3>([](float a, float b, float c) { return fp::max3(a, b, c); })},
      {Op::V_MED3_F32, fp::fp_op<F3>([](float a, float b, float c) { return fp::med3(a, b, c); })},
  });

  r.add({
      {Op::V_CUBEID_F32, fp::fp_op<F3>(cube_id)},
      {Op::V_CUBESC_F32, fp::fp_op<F3>(cube_sc)},
      {Op::V_CUBETC_F32, fp::fp_op<F3>(cube_tc)},
      {Op::V_CUBEMA_F32, fp::fp_op<F3>(cube_ma)},
  });

  using D2 = double(double, double);
  r.add({
      {Op::V_ADD_F64, fp::fp_op<D2>([](double a, double b) { return fp::add(a, b); })},
      {Op::V_MUL_F64, fp::fp_op<D2>([](double a, double b) { return fp::mul(a, b); })},
      {Op::V_MIN_F64, fp::fp_op<D2>([](double a, double b) { return fp::min(a, b); })},
      {Op::V_MAX_F64, fp::fp_op<D2>([](double a, double b) { return fp::max(a, b); })},
      {Op::V_LDEXP_F64, fp::fp_op<double(double, int32_t)>([](double a, int32_t e) { return fp::ldexp(a, e); })},
      {Op::V_LDEXP_F32, fp::fp_op<float(float, int32_t)>([](float a, int32_t e) { return fp::ldexp(a, e); })},
      {Op::V_TRIG_PREOP_F64, fp::fp_op<double(double, uint32_t)>(trig_preop)},
  });

  // fdiv helpers.
  r.add({
      {Op::V_DIV_SCALE_F32, fp::fp_op<F3>([](float a, float b, float c, bool& vcc) { return div_scale(a, b, c, vcc); })},
      {Op::V_DIV_SCALE_F64, fp::fp_op<D3>([](double a, double b, double c, bool& vcc) { return div_scale(a, b, c, vcc); })},
      {Op::V_DIV_FMAS_F32, div_fmas_op<float>()},
      {Op::V_DIV_FMAS_F64, div_fmas_op<double>()},
      {Op::V_DIV_FIXUP_F32, fp::fp_op<F3>([](float q, float d, float n) { return div_fixup(q, d, n); })},
      {Op::V_DIV_FIXUP_F64, fp::fp_op<D3>([](double q, double d, double n) { return div_fixup(q, d, n); })},
      {Op::V_DIV_FIXUP_F16, fp::fp_op<H3>([](Half q, Half d, Half n) { return div_fixup(q, d, n); })},
  });

  // Packed conversions.
  using P2 = uint32_t(float, float);
  r.add({
      {Op::V_CVT_PKRTZ_F16_F32, fp::fp_op<P2>([](float a, float b) { return f16_rtz(a) | uint32_t(f16_rtz(b)) << 16; })},
      {Op::V_CVT_PKNORM_I16_F32, fp::fp_op<P2>([](float a, float b) {
         return (uint32_t(norm16(a, -1, 32767)) & 0xFFFF) | uint32_t(norm16(b, -1, 32767)) << 16;
       })},
      {Op::V_CVT_PKNORM_U16_F32, fp::fp_op<P2>([](float a, float b) {
         return uint32_t(norm16(a, 0, 65535)) | uint32_t(norm16(b, 0, 65535)) << 16;
       })},
      // Byte S1[1:0] of S2 replaced by S0 rounded (MODE) and clamped to [0, 255]; NaN gives 0.
      {Op::V_CVT_PK_U8_F32, pk_u8},
      // The same with VDST as S2 (GCN3: "uses src_c to pass destination in").
      {Op::V_CVT_PKACCUM_U8_F32, [pk_u8](Ctx& c) {
         Inst in = c.in;
         in.src[2] = in.dst;
         Ctx with_dst(c, in);
         pk_u8(with_dst);
       }},
  });
  constexpr const char* kInterp =
      "interpolation: reads the SPI's per-primitive attribute layout in LDS (M0); not part of a compute "
      "dispatch (VINTRP forms likewise)";
  for (Op op : {Op::V_INTERP_P1LL_F16, Op::V_INTERP_P1LV_F16, Op::V_INTERP_P2_F16}) r.not_modelled(op, kInterp);
}

}  // namespace gcn
