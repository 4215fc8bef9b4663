// VOP3 instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vop3(Registry& r) { (void)r; }

}  // namespace gcn
