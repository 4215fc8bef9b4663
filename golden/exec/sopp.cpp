// SOPP instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_sopp(Registry& r) { (void)r; }

}  // namespace gcn
