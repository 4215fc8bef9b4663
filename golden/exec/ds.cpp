// DS instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_ds(Registry& r) { (void)r; }

}  // namespace gcn
