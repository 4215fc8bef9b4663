// VOPC floating-point compares: the 16 predicates and v_cmp_class for f16/f32/f64, each with
// its v_cmpx twin (the shared compare helper also writes EXEC when the table says kWritesExec).
#include <string>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/fp_util.h"

namespace gcn {

namespace {

constexpr const char* kPredNames[] = {"f",   "lt",  "eq",  "le",  "gt",  "lg",  "ge",  "o",
                                      "u",   "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};

// Registers v_cmp_<pred>_<suffix> and v_cmpx_<pred>_<suffix>, found at `first_cmp` and
// `first_cmpx` in the table's opcode order (checked by name).
template <typename T> void add_compares(Registry& r, Op first_cmp, Op first_cmpx, const char* suffix) {
  for (int p = 0; p < 16; ++p) {
    for (Op base : {first_cmp, first_cmpx}) {
      const Op op = Op(int(base) + p);
      const std::string want = fmt::format("v_cmp{}_{}_{}", base == first_cmpx ? "x" : "", kPredNames[p], suffix);
      if (info(op).name != want) throw Error(fmt::format("internal: expected {} at {}", want, info(op).name));
      const auto pred = fp::Pred(p);
      r.add(op, fp::fp_cmp<bool(T, T)>([pred](T a, T b) { return fp::compare(pred, a, b); }));
    }
  }
}

// v_cmp_class: S1 is a mask of IEEE classes (fp_util.h class_bit). The class is taken from the
// raw bits (not affected by MODE denormal flushing); VOP3 abs/neg still apply to S0.
template <typename T> ExecFn class_op() {
  using B = fp::Bits<T>;
  using M = std::conditional_t<std::is_same_v<T, Half>, uint16_t, uint32_t>;
  return [](Ctx& c) {
    const bool abs = c.in.abs & 1, neg = c.in.neg & 1;
    fp::fp_cmp<bool(B, M)>([abs, neg](B a, M mask) {
      const T v = valu::apply_abs_neg(fp::of<T>(a), abs, neg);
      return bool(mask >> fp::class_bit(v) & 1);
    })(c);
  };
}

}  // namespace

void register_vopc_fp(Registry& r) {
  add_compares<Half>(r, Op::V_CMP_F_F16, Op::V_CMPX_F_F16, "f16");
  add_compares<float>(r, Op::V_CMP_F_F32, Op::V_CMPX_F_F32, "f32");
  add_compares<double>(r, Op::V_CMP_F_F64, Op::V_CMPX_F_F64, "f64");
  r.add({
      {Op::V_CMP_CLASS_F16, class_op<Half>()},  {Op::V_CMPX_CLASS_F16, class_op<Half>()},
      {Op::V_CMP_CLASS_F32, class_op<float>()}, {Op::V_CMPX_CLASS_F32, class_op<float>()},
      {Op::V_CMP_CLASS_F64, class_op<double>()}, {Op::V_CMPX_CLASS_F64, class_op<double>()},
  });
}

}  // namespace gcn
