#include "harness/regress/regress.h"

#include "golden/common/error.h"

namespace gcn {

int cmd_regress(const RegressArgs&, const std::string&) { throw Error("regress: not implemented yet"); }
int cmd_regress_merge(const MergeArgs&) { throw Error("regress merge: not implemented yet"); }

}  // namespace gcn
