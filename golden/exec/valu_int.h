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
// An integer compare: the body returns the lane's bool (see vopc_op).
template <typename Sig, typename F>
ExecFn int_cmp_op(F f) {
  return [f](Ctx& c) {
    vint::check_modifiers(c, false);
    valu::Body<Sig>::compare(c, f);
  };
}

}  // namespace gcn
