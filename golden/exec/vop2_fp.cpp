// VOP2_FP instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vop2_fp(Registry& r) { (void)r; }

}  // namespace gcn
