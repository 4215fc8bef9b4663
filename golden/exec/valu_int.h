// Integer/bitwise VALU helpers on top of valu.h, shared by vop1/vop2/vopc/vop3.cpp.
//
// Integer operations take no float input modifiers: abs/neg and omod on them are rejected with
// c.fail (LLVM does not encode them; the hardware meaning is not modelled). Clamp on GFX8
// integer ops is defined only where saturation is unambiguous: the unsigned add/sub family
// (v_add/sub/subrev_u32, v_addc/subb/subbrev_u32, v_add/sub/subrev_u16), which LLVM uses for
// uadd.sat/usub.sat on gfx803. Those ops are built with int_sat_op; every other integer op
// rejects clamp.
#pragma once

#include "golden/exec/valu.h"

namespace gcn {
namespace vint {

inline void check_modifiers(const Ctx& c, bool clamp_ok) {
  const Inst& in = c.in;
  if (in.abs || in.neg) c.fail("abs/neg source modifiers on an integer operation are not modelled");
  if (in.omod) c.fail("omod on an integer operation is not modelled");
  if (in.clamp && !clamp_ok)
    c.fail(
        "clamp on this integer operation is not modelled (GFX8 integer clamp is modelled for "
        "unsigned add/sub only)");
}

// Saturating variants of carry/borrow bodies: when the carry (borrow) bit is set the result is
// `kSat` (0xFFFFFFFF for add, 0 for sub), the carry bit itself is written unchanged.
template <uint32_t kSat, typename F>
auto sat_carry(F f) {
  return [f](uint32_t a, uint32_t b, bool& co) {
    const uint32_t r = f(a, b, co);
    return co ? kSat : r;
  };
}
template <uint32_t kSat, typename F>
auto sat_carry_in(F f) {
  return [f](uint32_t a, uint32_t b, bool ci, bool& co) {
    const uint32_t r = f(a, b, ci, co);
    return co ? kSat : r;
  };
}

}  // namespace vint

// An integer VALU op: valu_op with the integer modifier rules above.
template <typename Sig, typename F>
ExecFn int_op(F f) {
  return [f](Ctx& c) {
    vint::check_modifiers(c, false);
    valu::Body<Sig>::run(c, f);
  };
}
// An unsigned add/sub op whose clamp bit selects the saturating body `sat`.
template <typename Sig, typename F, typename G>
ExecFn int_sat_op(F f, G sat) {
  return [f, sat](Ctx& c) {
    vint::check_modifiers(c, true);
    if (c.in.clamp)
      valu::Body<Sig>::run(c, sat);
    else
      valu::Body<Sig>::run(c, f);
  };
}
// An integer op with a 128-bit VDST and a 128-bit register-only SRC2 (v_mqsad_u32_u8):
// f(uint64_t s0, uint32_t s1, const Dwords4& s2) -> Dwords4 per active lane.
using Dwords4 = std::array<uint32_t, 4>;
template <typename F>
ExecFn int_x4_op(F f) {
  return [f](Ctx& c) {
    vint::check_modifiers(c, false);
    Lanes<uint64_t> s0;
    Lanes<uint32_t> s1;
    valu::fetch(c, 0, s0);
    valu::fetch(c, 1, s1);
    if (!opnd::is_vgpr(c.in.src[2])) c.fail("SRC2 must be a VGPR quad");
    const uint32_t s2 = c.check_vgpr(c.in.src[2] - opnd::kVgpr0 + 3) - 3;
    const uint32_t d = c.check_vgpr(c.in.dst - opnd::kVgpr0 + 3) - 3;
    c.check_read(c.in.src[2], 4);
    const uint64_t mask = valu::active_lanes(c);
    std::array<Lanes<uint32_t>, 4> out{};
    for (int l = 0; l < kWaveSize; ++l) {
      if (!(mask >> l & 1)) continue;
      const Dwords4 r = f(s0[l], s1[l], Dwords4{c.w.v(s2, l), c.w.v(s2 + 1, l), c.w.v(s2 + 2, l), c.w.v(s2 + 3, l)});
      for (int k = 0; k < 4; ++k) out[k][l] = r[k];
    }
    for (uint32_t k = 0; k < 4; ++k) c.write_vgpr(d + k, mask, out[k].data());
  };
}
// An integer compare: the body returns the lane's bool (see vopc_op).
template <typename Sig, typename F>
ExecFn int_cmp_op(F f) {
  return [f](Ctx& c) {
    vint::check_modifiers(c, false);
    valu::Body<Sig>::compare(c, f);
  };
}

}  // namespace gcn
