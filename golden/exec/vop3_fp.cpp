// VOP3_FP instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vop3_fp(Registry& r) { (void)r; }

}  // namespace gcn
