// SMEM instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_smem(Registry& r) { (void)r; }

}  // namespace gcn
