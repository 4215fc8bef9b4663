// `gcn-cosim gen-port-contract SOURCE_DIR [--check]`: regenerates (or checks) the artefacts of the
// compute unit's port contract (verilator/port_contract.h; docs/rtl.md, "The port contract").
#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/commands.h"
#if GCN_HAVE_RTL
#include "verilator/port_contract_gen.h"
#endif

namespace gcn {

int cmd_gen_port_contract(const std::string& root, bool check) {
#if GCN_HAVE_RTL
  if (check) {
    const std::vector<std::string> old = port::stale(root);
    if (old.empty()) return 0;
    throw Error(fmt::format("port contract artefacts out of date (run gcn-cosim gen-port-contract {}): {}", root,
                            fmt::join(old, "; ")));
  }
  for (const std::string& p : port::write(root)) fmt::print("wrote {}/{}\n", root, p);
  return 0;
#else
  (void)root;
  (void)check;
  throw Error("gen-port-contract: this gcn-cosim was built without the RTL (GCN_RTL=OFF)");
#endif
}

}  // namespace gcn
