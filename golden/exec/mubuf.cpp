// MUBUF instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_mubuf(Registry& r) { (void)r; }

}  // namespace gcn
