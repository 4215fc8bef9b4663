// VOP2 integer/bitwise instruction bodies (and their VOP3 forms). Float VOP2 ops live in
// vop2_fp.cpp.
//
// 16-bit ops (GFX8): the result is the low 16 bits of VDST and the high 16 bits are written
// as zero (unless SDWA places the result elsewhere); the lane machinery does that by
// zero-extending the uint16_t/int16_t lane result.
#include "golden/exec/valu_int.h"

namespace gcn {

namespace {

using u16 = uint16_t;
using i16 = int16_t;
using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;
using i64 = int64_t;

// 24-bit multiplier inputs: low 24 bits, zero- or sign-extended.
constexpr u64 u24(u32 v) { return v & 0xFFFFFFu; }
constexpr i64 i24(u32 v) { return i32(v << 8) >> 8; }

// Carry-out and borrow bodies; the carry (borrow) lands in VCC or the VOP3B SDST.
constexpr auto add_co = [](u32 a, u32 b, bool& co) {
  const u64 t = u64(a) + b;
  co = t >> 32;
  return u32(t);
};
constexpr auto sub_co = [](u32 a, u32 b, bool& co) {
  co = b > a;
  return a - b;
};
constexpr auto subrev_co = [](u32 a, u32 b, bool& co) { return sub_co(b, a, co); };
constexpr auto addc = [](u32 a, u32 b, bool ci, bool& co) {
  const u64 t = u64(a) + b + ci;
  co = t >> 32;
  return u32(t);
};
constexpr auto subb = [](u32 a, u32 b, bool ci, bool& co) {
  co = u64(b) + ci > a;
  return a - b - ci;
};
constexpr auto subbrev = [](u32 a, u32 b, bool ci, bool& co) { return subb(b, a, ci, co); };

// v_cndmask_b32: SRC1 where the lane's VCC (VOP3: SRC2) bit is set, else SRC0. Its operands
// are untyped bits, but LLVM folds fneg/fabs into them: abs/neg act on bit 31 only (no
// denormal flushing, it is a move).
void cndmask(Ctx& c) {
  if (c.in.omod) c.fail("omod on v_cndmask_b32 is not modelled");
  if (c.in.clamp) c.fail("clamp on v_cndmask_b32 is not modelled");
  const uint64_t sel = valu::read_lane_mask(c);
  auto sign_op = [&](int s, u32 v) {
    if (c.in.abs >> s & 1) v &= 0x7FFFFFFFu;
    if (c.in.neg >> s & 1) v ^= 0x80000000u;
    return v;
  };
  valu::Body<u32(u32, u32)>::run(
      c, [&](Lane l, u32 a, u32 b) { return (sel >> l.id & 1) ? sign_op(1, b) : sign_op(0, a); });
}

}  // namespace

void register_vop2(Registry& r) {
  r.add({
      {Op::V_CNDMASK_B32, cndmask},
      // 24-bit multiplies: low 32 or high 16 bits of the 48-bit product.
      {Op::V_MUL_I32_I24, int_op<i32(i32, i32)>([](i32 a, i32 b) { return i32(i24(a) * i24(b)); })},
      {Op::V_MUL_HI_I32_I24,
       int_op<i32(i32, i32)>([](i32 a, i32 b) { return i32((i24(a) * i24(b)) >> 32); })},
      {Op::V_MUL_U32_U24, int_op<u32(u32, u32)>([](u32 a, u32 b) { return u32(u24(a) * u24(b)); })},
      {Op::V_MUL_HI_U32_U24,
       int_op<u32(u32, u32)>([](u32 a, u32 b) { return u32((u24(a) * u24(b)) >> 32); })},
      {Op::V_MIN_I32, int_op<i32(i32, i32)>([](i32 a, i32 b) { return std::min(a, b); })},
      {Op::V_MAX_I32, int_op<i32(i32, i32)>([](i32 a, i32 b) { return std::max(a, b); })},
      {Op::V_MIN_U32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return std::min(a, b); })},
      {Op::V_MAX_U32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return std::max(a, b); })},
      // *rev shifts: SRC0 is the shift amount, SRC1 the value.
      {Op::V_LSHRREV_B32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return b >> (a & 31); })},
      {Op::V_ASHRREV_I32, int_op<i32(u32, i32)>([](u32 a, i32 b) { return b >> (a & 31); })},
      {Op::V_LSHLREV_B32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return b << (a & 31); })},
      {Op::V_AND_B32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return a & b; })},
      {Op::V_OR_B32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return a | b; })},
      {Op::V_XOR_B32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return a ^ b; })},
      // Carry ops; clamp saturates to 0xFFFFFFFF on carry-out, to 0 on borrow.
      {Op::V_ADD_U32, int_sat_op<u32(u32, u32)>(add_co, vint::sat_carry<0xFFFFFFFFu>(add_co))},
      {Op::V_SUB_U32, int_sat_op<u32(u32, u32)>(sub_co, vint::sat_carry<0>(sub_co))},
      {Op::V_SUBREV_U32, int_sat_op<u32(u32, u32)>(subrev_co, vint::sat_carry<0>(subrev_co))},
      {Op::V_ADDC_U32, int_sat_op<u32(u32, u32)>(addc, vint::sat_carry_in<0xFFFFFFFFu>(addc))},
      {Op::V_SUBB_U32, int_sat_op<u32(u32, u32)>(subb, vint::sat_carry_in<0>(subb))},
      {Op::V_SUBBREV_U32, int_sat_op<u32(u32, u32)>(subbrev, vint::sat_carry_in<0>(subbrev))},
      // 16-bit ops; add/sub clamp saturates to [0, 0xFFFF].
      {Op::V_ADD_U16,
       int_sat_op<u16(u16, u16)>([](u16 a, u16 b) { return u16(a + b); },
                                 [](u16 a, u16 b) { return u16(std::min(u32(a) + b, 0xFFFFu)); })},
      {Op::V_SUB_U16,
       int_sat_op<u16(u16, u16)>([](u16 a, u16 b) { return u16(a - b); },
                                 [](u16 a, u16 b) { return u16(a > b ? a - b : 0); })},
      {Op::V_SUBREV_U16,
       int_sat_op<u16(u16, u16)>([](u16 a, u16 b) { return u16(b - a); },
                                 [](u16 a, u16 b) { return u16(b > a ? b - a : 0); })},
      {Op::V_MUL_LO_U16, int_op<u16(u16, u16)>([](u16 a, u16 b) { return u16(u32(a) * b); })},
      {Op::V_LSHLREV_B16, int_op<u16(u16, u16)>([](u16 a, u16 b) { return u16(b << (a & 15)); })},
      {Op::V_LSHRREV_B16, int_op<u16(u16, u16)>([](u16 a, u16 b) { return u16(b >> (a & 15)); })},
      {Op::V_ASHRREV_I16, int_op<i16(u16, i16)>([](u16 a, i16 b) { return i16(b >> (a & 15)); })},
      {Op::V_MAX_U16, int_op<u16(u16, u16)>([](u16 a, u16 b) { return std::max(a, b); })},
      {Op::V_MAX_I16, int_op<i16(i16, i16)>([](i16 a, i16 b) { return std::max(a, b); })},
      {Op::V_MIN_U16, int_op<u16(u16, u16)>([](u16 a, u16 b) { return std::min(a, b); })},
      {Op::V_MIN_I16, int_op<i16(i16, i16)>([](i16 a, i16 b) { return std::min(a, b); })},
  });
}

}  // namespace gcn
