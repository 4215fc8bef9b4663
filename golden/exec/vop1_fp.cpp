// VOP1_FP instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vop1_fp(Registry& r) { (void)r; }

}  // namespace gcn
