// Instruction bodies, keyed by Op. An Op with no body is unimplemented: executing it throws
// with mnemonic and PC, and `gcn-cosim isa-status` counts it. There is no separate status list.
// A family may record why it leaves an Op without a body (`not_modelled`); the reason is
// printed by `isa-status --missing` and does not make the Op count as implemented.
#pragma once

#include <array>
#include <functional>
#include <string_view>

#include "golden/exec/ctx.h"
#include "golden/isa/opcode_table.h"

namespace gcn {

using ExecFn = std::function<void(Ctx&)>;

class Registry {
 public:
  // Each encoding family adds its bodies; adding one Op twice is a bug and throws.
  void add(Op op, ExecFn fn);
  void add(std::initializer_list<std::pair<Op, ExecFn>> bodies) {
    for (auto& [op, fn] : bodies) add(op, fn);
  }
  const ExecFn* find(Op op) const {
    const ExecFn& f = bodies_[static_cast<int>(op)];
    return f ? &f : nullptr;
  }
  bool implemented(Op op) const { return find(op) != nullptr; }
  // Records, for an Op left without a body on purpose, the one-line reason why.
  void not_modelled(Op op, std::string_view reason);
  // The recorded reason, or empty when there is none.
  std::string_view reason(Op op) const { return reasons_[static_cast<int>(op)]; }
  // Called once after every family has registered: makes each vector body honour MODE.VSKIP
  // and (VALU) MODE.GPR_IDX_EN, so no family has to.
  void wrap_vector_bodies();

 private:
  std::array<ExecFn, kNumOps> bodies_;
  std::array<std::string_view, kNumOps> reasons_{};
};

// The registry with every family registered (built on first use).
const Registry& registry();

// One per family file (golden/exec/<family>.cpp).
void register_sop1(Registry&);
void register_sop2(Registry&);
void register_sopk(Registry&);
void register_sopc(Registry&);
void register_sopp(Registry&);
void register_smem(Registry&);
void register_vop1(Registry&);
void register_vop2(Registry&);
void register_vopc(Registry&);
void register_vop3(Registry&);
void register_vop1_fp(Registry&);
void register_vop2_fp(Registry&);
void register_vopc_fp(Registry&);
void register_vop3_fp(Registry&);
void register_ds(Registry&);
void register_flat(Registry&);
void register_mubuf(Registry&);

}  // namespace gcn
