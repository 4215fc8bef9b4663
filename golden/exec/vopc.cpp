// VOPC instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vopc(Registry& r) { (void)r; }

}  // namespace gcn
