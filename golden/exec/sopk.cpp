// SOPK instruction bodies (GCN3 manual, "SOPK Instructions"). SIMM16 arrives decoded in
// Inst::simm16, sign-extended for the I16 slots and zero-extended for the U16 ones.
#include "golden/exec/salu.h"
#include "golden/exec/sopp_util.h"

namespace gcn {

namespace {

using u32 = uint32_t;
using i32 = int32_t;
using i64 = int64_t;

// D = f(SDST as a source, SIMM16), the SOPK counterpart of salu_op (SCC from kWritesScc).
template <typename T, typename F> ExecFn sopk_op(F f) {
  return [f](Ctx& c) {
    bool scc = c.w.scc;
    const T d = f(T(c.scalar32(c.in.dst, Ty::B32)), T(c.in.simm16), scc);
    c.write_sdst32(u32(d));
    if (c.op().effects & kWritesScc) c.set_scc(scc);
  };
}

// SCC = f(SSRC (the SDST field), SIMM16).
template <typename T, typename F> ExecFn cmpk(F f) {
  return [f](Ctx& c) { c.set_scc(f(T(c.ssrc32(0)), T(c.in.simm16))); };
}

}  // namespace

void register_sopk(Registry& r) {
  r.add({
      {Op::S_MOVK_I32, [](Ctx& c) { c.write_sdst32(u32(c.in.simm16)); }},
      {Op::S_CMOVK_I32, [](Ctx& c) { if (c.w.scc) c.write_sdst32(u32(c.in.simm16)); }},

      {Op::S_CMPK_EQ_I32, cmpk<i32>([](i32 a, i32 k) { return a == k; })},
      {Op::S_CMPK_LG_I32, cmpk<i32>([](i32 a, i32 k) { return a != k; })},
      {Op::S_CMPK_GT_I32, cmpk<i32>([](i32 a, i32 k) { return a > k; })},
      {Op::S_CMPK_GE_I32, cmpk<i32>([](i32 a, i32 k) { return a >= k; })},
      {Op::S_CMPK_LT_I32, cmpk<i32>([](i32 a, i32 k) { return a < k; })},
      {Op::S_CMPK_LE_I32, cmpk<i32>([](i32 a, i32 k) { return a <= k; })},
      {Op::S_CMPK_EQ_U32, cmpk<u32>([](u32 a, u32 k) { return a == k; })},
      {Op::S_CMPK_LG_U32, cmpk<u32>([](u32 a, u32 k) { return a != k; })},
      {Op::S_CMPK_GT_U32, cmpk<u32>([](u32 a, u32 k) { return a > k; })},
      {Op::S_CMPK_GE_U32, cmpk<u32>([](u32 a, u32 k) { return a >= k; })},
      {Op::S_CMPK_LT_U32, cmpk<u32>([](u32 a, u32 k) { return a < k; })},
      {Op::S_CMPK_LE_U32, cmpk<u32>([](u32 a, u32 k) { return a <= k; })},

      // SCC = signed overflow of the add.
      {Op::S_ADDK_I32, sopk_op<i32>([](i32 a, i32 k, bool& scc) {
         const i64 t = i64(a) + k;
         scc = t != i32(t);
         return i32(t);
       })},
      {Op::S_MULK_I32, sopk_op<u32>([](u32 a, u32 k, bool&) { return a * k; })},

      // Fork on the compare mask in SDST to PC + 4 + SIMM16 * 4.
      {Op::S_CBRANCH_I_FORK, [](Ctx& c) { sopp::fork(c, c.ssrc64(0), sopp::rel_target(c)); }},

      // Hardware registers: SIMM16 = {SIZE-1, OFFSET, ID}.
      {Op::S_GETREG_B32, [](Ctx& c) {
         const sopp::HwRegField f = sopp::decode_hwreg(u32(c.in.simm16));
         c.write_sdst32((sopp::read_hwreg(c, f.id) & f.mask()) >> f.offset);
       }},
      {Op::S_SETREG_B32, [](Ctx& c) {
         const sopp::HwRegField f = sopp::decode_hwreg(u32(c.in.simm16));
         sopp::write_hwreg(c, f.id, c.ssrc32(0) << f.offset, f.mask());
       }},
      {Op::S_SETREG_IMM32_B32, [](Ctx& c) {
         const sopp::HwRegField f = sopp::decode_hwreg(u32(c.in.simm16));
         sopp::write_hwreg(c, f.id, c.in.literal << f.offset, f.mask());
       }},
  });
}

}  // namespace gcn
