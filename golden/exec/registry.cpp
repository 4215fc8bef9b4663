#include "golden/exec/registry.h"

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/sopp_util.h"
#include "golden/exec/valu.h"

namespace gcn {

void Registry::add(Op op, ExecFn fn) {
  ExecFn& slot = bodies_[static_cast<int>(op)];
  if (slot) throw Error(fmt::format("internal: {} registered twice", info(op).name));
  if (!reasons_[static_cast<int>(op)].empty())
    throw Error(fmt::format("internal: {} has a reason for being unimplemented and a body", info(op).name));
  slot = std::move(fn);
}

void Registry::not_modelled(Op op, std::string_view reason) {
  if (bodies_[static_cast<int>(op)]) throw Error(fmt::format("internal: {} has a body and a reason", info(op).name));
  reasons_[static_cast<int>(op)] = reason;
}

namespace {

bool is_valu(Enc e) {
  return e == Enc::VOP1 || e == Enc::VOP2 || e == Enc::VOPC || e == Enc::VOP3A || e == Enc::VOP3B;
}
bool is_vector(Enc e) { return is_valu(e) || (e >= Enc::VINTRP && e != Enc::Count); }

// The MODE bits that change how vector instructions execute (GCN3 manual, "MODE"):
// VSKIP (S_SETVSKIP): VOP*, DS, M*BUF, MIMG, EXP and FLAT instructions retire without any
// effect (no registers, memory or counters). GPR_IDX_EN (S_SET_GPR_IDX_ON): VALU VGPR operands
// are offset by M0 (valu::gpr_indexed). Both clear: the body runs as registered.
ExecFn vector_mode(ExecFn f, bool valu) {
  return [f = std::move(f), valu](Ctx& c) {
    constexpr uint32_t kBits = sopp::kModeVskip | sopp::kModeGprIdxEn;
    if (!(c.w.mode & kBits)) return f(c);
    if (c.w.mode & sopp::kModeVskip) return;
    if (!valu) return f(c);
    const Inst in = valu::gpr_indexed(c);
    Ctx indexed(c, in);
    f(indexed);
    c.next_pc = indexed.next_pc;
  };
}

}  // namespace

void Registry::wrap_vector_bodies() {
  for (const OpInfo& oi : kOpTable) {
    ExecFn& f = bodies_[static_cast<int>(oi.op)];
    if (f && is_vector(oi.enc)) f = vector_mode(std::move(f), is_valu(oi.enc));
  }
}

const Registry& registry() {
  static const Registry r = [] {
    Registry reg;
    for (auto fn : {register_sop1, register_sop2, register_sopk, register_sopc, register_sopp,
                    register_smem, register_vop1, register_vop2, register_vopc, register_vop3,
                    register_vop1_fp, register_vop2_fp, register_vopc_fp, register_vop3_fp,
                    register_ds, register_flat, register_mubuf})
      fn(reg);
    reg.wrap_vector_bodies();
    return reg;
  }();
  return r;
}

}  // namespace gcn
