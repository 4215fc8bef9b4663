// The shapes of the FLAT loads and atomics: one table that flat.cpp registers the bodies from and
// that the lockstep harness uses to recompute a load's or an atomic's value against memory as it
// was when the RTL performed the access (docs/lockstep.md, "Memory order").
#pragma once

#include <optional>

#include "golden/exec/mem_util.h"
#include "golden/isa/gfx8_ops.h"

namespace gcn {

struct FlatLoadShape {
  Op op;
  unsigned units, bytes;  // per lane: `units` units of `bytes`, each into one dword
  mem::Ext ext;
};
struct FlatAtomicShape {
  Op op;
  mem::Atomic atomic;
  unsigned bytes;  // 4 or 8
};

std::optional<FlatLoadShape> flat_load_shape(Op op);
std::optional<FlatAtomicShape> flat_atomic_shape(Op op);

}  // namespace gcn
