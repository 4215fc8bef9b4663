// VOPC integer compares (and their VOP3 forms): v_cmp_* and v_cmpx_* on i16/u16/i32/u32/i64/u64.
// Float compares and v_cmp_class_* live in vopc_fp.cpp. The result mask goes to VCC (VOP3:
// SDST), and to EXEC too for v_cmpx (kWritesExec in the table); inactive lanes read 0.
#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/valu_int.h"

namespace gcn {

namespace {

// The eight integer predicates in VOPC opcode order: F, LT, EQ, LE, GT, NE, GE, T.
template <typename T>
std::array<ExecFn, 8> predicates() {
  using Sig = bool(T, T);
  return {
      int_cmp_op<Sig>([](T, T) { return false; }),
      int_cmp_op<Sig>([](T a, T b) { return a < b; }),
      int_cmp_op<Sig>([](T a, T b) { return a == b; }),
      int_cmp_op<Sig>([](T a, T b) { return a <= b; }),
      int_cmp_op<Sig>([](T a, T b) { return a > b; }),
      int_cmp_op<Sig>([](T a, T b) { return a != b; }),
      int_cmp_op<Sig>([](T a, T b) { return a >= b; }),
      int_cmp_op<Sig>([](T, T) { return true; }),
  };
}

template <typename T>
constexpr Ty ty_of() {
  if constexpr (std::is_same_v<T, int16_t>)
    return Ty::I16;
  else if constexpr (std::is_same_v<T, uint16_t>)
    return Ty::U16;
  else if constexpr (std::is_same_v<T, int32_t>)
    return Ty::I32;
  else if constexpr (std::is_same_v<T, uint32_t>)
    return Ty::U32;
  else if constexpr (std::is_same_v<T, int64_t>)
    return Ty::I64;
  else
    return Ty::U64;
}

// Registers a family of eight compares whose first (F) entry is `f_op`. The table lists a
// family consecutively by opcode; that is checked, not assumed.
template <typename T>
void add_family(Registry& r, Op f_op) {
  const std::array<ExecFn, 8> fns = predicates<T>();
  for (int k = 0; k < 8; ++k) {
    const Op op = static_cast<Op>(static_cast<int>(f_op) + k);
    const OpInfo& i = info(op);
    if (i.enc != Enc::VOPC || i.opcode != info(f_op).opcode + k || i.src[0] != ty_of<T>())
      throw Error(fmt::format("internal: {} is not predicate {} of the {} compare family", i.name,
                              k, info(f_op).name));
    r.add(op, fns[k]);
  }
}

}  // namespace

void register_vopc(Registry& r) {
  add_family<int16_t>(r, Op::V_CMP_F_I16);
  add_family<uint16_t>(r, Op::V_CMP_F_U16);
  add_family<int16_t>(r, Op::V_CMPX_F_I16);
  add_family<uint16_t>(r, Op::V_CMPX_F_U16);
  add_family<int32_t>(r, Op::V_CMP_F_I32);
  add_family<uint32_t>(r, Op::V_CMP_F_U32);
  add_family<int32_t>(r, Op::V_CMPX_F_I32);
  add_family<uint32_t>(r, Op::V_CMPX_F_U32);
  add_family<int64_t>(r, Op::V_CMP_F_I64);
  add_family<uint64_t>(r, Op::V_CMP_F_U64);
  add_family<int64_t>(r, Op::V_CMPX_F_I64);
  add_family<uint64_t>(r, Op::V_CMPX_F_U64);
}

}  // namespace gcn
