// SOP2 instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_sop2(Registry& r) { (void)r; }

}  // namespace gcn
