// SOPC instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_sopc(Registry& r) { (void)r; }

}  // namespace gcn
