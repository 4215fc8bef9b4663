// SOPC instruction bodies (GCN3 manual, "SOPC Instructions"): compares into SCC, and the two
// MODE setters that share the encoding.
#include "golden/exec/salu.h"
#include "golden/exec/sopp_util.h"

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

      // MODE.VSKIP = bit S1[4:0] of S0: while set, vector instructions retire without effect
      // (registry.cpp).
      {Op::S_SETVSKIP, [](Ctx& c) {
         const bool on = c.ssrc32(0) >> (c.ssrc32(1) & 31) & 1;
         c.w.mode = on ? c.w.mode | sopp::kModeVskip : c.w.mode & ~sopp::kModeVskip;
       }},
      // GPR indexing on: MODE.GPR_IDX_EN = 1, M0[7:0] = S0[7:0] (the index), M0[15:12] =
      // the SSRC1 field (operand select: SRC0, SRC1, SRC2, DST); other M0 bits are kept.
      {Op::S_SET_GPR_IDX_ON, [](Ctx& c) {
         const u32 s = c.ssrc32(0);
         c.check_read(opnd::kM0, 1);
         c.write_sreg(opnd::kM0, (c.w.m0() & 0xFFFF0F00u) | (u32(c.in.simm16) & 0xF) << 12 | (s & 0xFF));
         c.w.mode |= sopp::kModeGprIdxEn;
       }},
  });
}

}  // namespace gcn
