// VOPC_FP instruction bodies.
#include "golden/exec/registry.h"

namespace gcn {

void register_vopc_fp(Registry& r) { (void)r; }

}  // namespace gcn
