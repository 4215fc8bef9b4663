// VOP1 integer/bitwise instruction bodies (and their VOP3 forms). Float VOP1 ops and every
// v_cvt_* live in vop1_fp.cpp.
#include <fmt/format.h>

#include "golden/exec/valu_int.h"

namespace gcn {

namespace {

using u32 = uint32_t;
using i32 = int32_t;

constexpr u32 kNotFound = 0xFFFFFFFFu;

u32 bit_reverse(u32 v) {
  u32 r = 0;
  for (int i = 0; i < 32; ++i) r |= ((v >> i) & 1u) << (31 - i);
  return r;
}

// SDST = SRC0 of the lowest active lane (lane 0 when EXEC is zero); ignores EXEC otherwise.
void readfirstlane(Ctx& c) {
  vint::check_modifiers(c, false);
  Lanes<u32> v;
  valu::fetch(c, 0, v);
  const uint64_t exec = c.exec();
  c.write_sdst32(v[exec ? __builtin_ctzll(exec) : 0]);
}

// VGPR operand `o` (256+n) moved by M0 VGPRs. An index past the wave's VGPRs is a program error.
uint16_t m0_relative(const Ctx& c, uint16_t o, uint32_t m0) {
  if (!opnd::is_vgpr(o)) c.fail("M0-relative operand must be a VGPR");
  const uint64_t reg = uint64_t(o - opnd::kVgpr0) + m0;
  if (reg >= c.w.num_vgprs)
    c.fail(fmt::format("M0-relative access of v{} (v{} + M0 {}) beyond the {} allocated VGPRs", reg,
                       o - opnd::kVgpr0, m0, c.w.num_vgprs));
  return uint16_t(opnd::kVgpr0 + reg);
}

// v_movrels/v_movreld/v_movrelsd: a v_mov whose VGPR source and/or destination index is
// offset by M0. Runs the ordinary lane machinery on a copy of the instruction with the moved
// register numbers.
ExecFn movrel(bool rel_src, bool rel_dst) {
  return [rel_src, rel_dst](Ctx& c) {
    vint::check_modifiers(c, false);
    c.check_read(opnd::kM0, 1);
    const u32 m0 = c.w.m0();
    Inst moved = c.in;
    if (rel_src) {
      moved.src[0] = m0_relative(c, c.in.src[0], m0);
      c.check_read(moved.src[0], 1);  // hazard on the register actually read
    }
    if (rel_dst) moved.dst = m0_relative(c, c.in.dst, m0);
    Ctx mc(c.w, moved, c.env, c.lds, c.rec, nullptr);
    valu::Body<u32(u32)>::run(mc, [](u32 a) { return a; });
  };
}

}  // namespace

void register_vop1(Registry& r) {
  r.add({
      {Op::V_NOP, [](Ctx&) {}},
      // Clears the wave's SIMD exception state; the model keeps none (TRAPSTS.EXCP is not
      // modelled: s_getreg of TRAPSTS fails), so nothing architectural changes.
      {Op::V_CLREXCP, [](Ctx&) {}},
      {Op::V_MOV_B32, int_op<u32(u32)>([](u32 a) { return a; })},
      {Op::V_READFIRSTLANE_B32, readfirstlane},
      {Op::V_NOT_B32, int_op<u32(u32)>([](u32 a) { return ~a; })},
      {Op::V_BFREV_B32, int_op<u32(u32)>(bit_reverse)},
      // Bit scans: count from the MSB (ffbh) or the LSB (ffbl); -1 when no bit is found.
      {Op::V_FFBH_U32,
       int_op<u32(u32)>([](u32 a) { return a ? u32(__builtin_clz(a)) : kNotFound; })},
      {Op::V_FFBL_B32,
       int_op<u32(u32)>([](u32 a) { return a ? u32(__builtin_ctz(a)) : kNotFound; })},
      // First bit that differs from the sign, counted from bit 31; -1 for 0 and -1.
      {Op::V_FFBH_I32, int_op<u32(i32)>([](i32 a) {
         const u32 x = a < 0 ? ~u32(a) : u32(a);
         return x ? u32(__builtin_clz(x)) : kNotFound;
       })},
      {Op::V_MOVRELD_B32, movrel(false, true)},
      {Op::V_MOVRELS_B32, movrel(true, false)},
      {Op::V_MOVRELSD_B32, movrel(true, true)},
  });
}

}  // namespace gcn
