#include "golden/exec/registry.h"

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

void Registry::add(Op op, ExecFn fn) {
  ExecFn& slot = bodies_[static_cast<int>(op)];
  if (slot) throw Error(fmt::format("internal: {} registered twice", info(op).name));
  slot = std::move(fn);
}

const Registry& registry() {
  static const Registry r = [] {
    Registry reg;
    for (auto fn : {register_sop1, register_sop2, register_sopk, register_sopc, register_sopp,
                    register_smem, register_vop1, register_vop2, register_vopc, register_vop3,
                    register_vop1_fp, register_vop2_fp, register_vopc_fp, register_vop3_fp,
                    register_ds, register_flat, register_mubuf})
      fn(reg);
    return reg;
  }();
  return r;
}

}  // namespace gcn
