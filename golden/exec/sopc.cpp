// SOPC instruction bodies (GCN3 manual, "SOPC Instructions"): compares into SCC.
#include "golden/exec/salu.h"

namespace gcn {

namespace {

using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;

}  // namespace

void register_sopc(Registry& r) {
  r.add({
      {Op::S_CMP_EQ_I32, salu_op<void(i32, i32)>([](i32 a, i32 b, bool& scc) { scc = a == b; })},
      {Op::S_CMP_LG_I32, salu_op<void(i32, i32)>([](i32 a, i32 b, bool& scc) { scc = a != b; })},
      {Op::S_CMP_GT_I32, salu_op<void(i32, i32)>([](i32 a, i32 b, bool& scc) { scc = a > b; })},
      {Op::S_CMP_GE_I32, salu_op<void(i32, i32)>([](i32 a, i32 b, bool& scc) { scc = a >= b; })},
      {Op::S_CMP_LT_I32, salu_op<void(i32, i32)>([](i32 a, i32 b, bool& scc) { scc = a < b; })},
      {Op::S_CMP_LE_I32, salu_op<void(i32, i32)>([](i32 a, i32 b, bool& scc) { scc = a <= b; })},
      {Op::S_CMP_EQ_U32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = a == b; })},
      {Op::S_CMP_LG_U32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = a != b; })},
      {Op::S_CMP_GT_U32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = a > b; })},
      {Op::S_CMP_GE_U32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = a >= b; })},
      {Op::S_CMP_LT_U32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = a < b; })},
      {Op::S_CMP_LE_U32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = a <= b; })},
      {Op::S_CMP_EQ_U64, salu_op<void(u64, u64)>([](u64 a, u64 b, bool& scc) { scc = a == b; })},
      {Op::S_CMP_LG_U64, salu_op<void(u64, u64)>([](u64 a, u64 b, bool& scc) { scc = a != b; })},

      // SCC = bit S1[4:0] (S1[5:0]) of S0 is 0 / 1.
      {Op::S_BITCMP0_B32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = !((a >> (b & 31)) & 1); })},
      {Op::S_BITCMP1_B32, salu_op<void(u32, u32)>([](u32 a, u32 b, bool& scc) { scc = (a >> (b & 31)) & 1; })},
      {Op::S_BITCMP0_B64, salu_op<void(u64, u32)>([](u64 a, u32 b, bool& scc) { scc = !((a >> (b & 63)) & 1); })},
      {Op::S_BITCMP1_B64, salu_op<void(u64, u32)>([](u64 a, u32 b, bool& scc) { scc = (a >> (b & 63)) & 1; })},
  });
  // Not modelled: S_SETVSKIP (MODE.VSKIP makes the VALU skip instructions) and
  // S_SET_GPR_IDX_ON (enables M0-indexed VGPR operands), both VALU behaviours the vector
  // operand fetch does not implement.
}

}  // namespace gcn
