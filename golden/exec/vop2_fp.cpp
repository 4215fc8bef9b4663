// VOP2 floating-point bodies (their VOP3 forms share the Op). Rounding, NaN and min/max rules
// live in fp_util.h.
#include "golden/exec/fp_util.h"

namespace gcn {

namespace {

template <typename T> void add_arith(Registry& r, Op add, Op sub, Op subrev, Op mul) {
  using S = T(T, T);
  r.add({
      {add, fp::fp_op<S>([](T a, T b) { return fp::add_fast(a, b); }, [](T a, T b) { return fp::add(a, b); })},
      {sub, fp::fp_op<S>([](T a, T b) { return fp::sub_fast(a, b); }, [](T a, T b) { return fp::sub(a, b); })},
      {subrev, fp::fp_op<S>([](T a, T b) { return fp::sub_fast(b, a); }, [](T a, T b) { return fp::sub(b, a); })},
      {mul, fp::fp_op<S>([](T a, T b) { return fp::mul_fast(a, b); }, [](T a, T b) { return fp::mul(a, b); })},
  });
}

template <typename T> void add_minmax(Registry& r, Op min, Op max) {
  using S = T(T, T);
  r.add(min, fp::fp_op<S>([](T a, T b) { return fp::min(a, b); }));
  r.add(max, fp::fp_op<S>([](T a, T b) { return fp::max(a, b); }));
}

// v_mac (D = S0*S1 + D), v_madmk (D = S0*K + S2), v_madak (D = S0*S1 + K): non-fused.
template <typename T> void add_mads(Registry& r, Op mac, Op madmk, Op madak) {
  using S3 = T(T, T, T);
  const auto fast = [](T a, T b, T c) { return fp::mad_fast(a, b, c); };
  const auto mad = [](T a, T b, T c) { return fp::mad(a, b, c); };
  if constexpr (std::is_same_v<T, float>) {
    const auto flushed = [](T a, T b, T c) { return fp::mad_fast_flushed(a, b, c); };
    r.add(mac, fp::mac_op<T>(fast, flushed, mad));
    r.add(madmk, fp::fp_op<S3>(fast, flushed, mad));
    r.add(madak, fp::fp_op<S3>(fast, flushed, mad));
  } else {
    r.add(mac, fp::mac_op<T>(fast, mad));
    r.add(madmk, fp::fp_op<S3>(fast, mad));
    r.add(madak, fp::fp_op<S3>(fast, mad));
  }
}

}  // namespace

void register_vop2_fp(Registry& r) {
  add_arith<float>(r, Op::V_ADD_F32, Op::V_SUB_F32, Op::V_SUBREV_F32, Op::V_MUL_F32);
  add_arith<Half>(r, Op::V_ADD_F16, Op::V_SUB_F16, Op::V_SUBREV_F16, Op::V_MUL_F16);
  r.add(Op::V_MUL_LEGACY_F32, fp::fp_op<float(float, float)>([](float a, float b) { return fp::mul_legacy(a, b); }));
  add_minmax<float>(r, Op::V_MIN_F32, Op::V_MAX_F32);
  add_minmax<Half>(r, Op::V_MIN_F16, Op::V_MAX_F16);
  add_mads<float>(r, Op::V_MAC_F32, Op::V_MADMK_F32, Op::V_MADAK_F32);
  add_mads<Half>(r, Op::V_MAC_F16, Op::V_MADMK_F16, Op::V_MADAK_F16);
  r.add(Op::V_LDEXP_F16, fp::fp_op<Half(Half, int16_t)>([](Half a, int16_t e) { return fp::ldexp(a, e); }));
}

}  // namespace gcn
