// SOPK instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_sopk(Registry& r) { (void)r; }

}  // namespace gcn
