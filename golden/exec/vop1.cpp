// VOP1 instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vop1(Registry& r) { (void)r; }

}  // namespace gcn
