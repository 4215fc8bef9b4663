// FLAT instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_flat(Registry& r) { (void)r; }

}  // namespace gcn
