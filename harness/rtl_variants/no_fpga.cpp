// gcn-cosim-xunique / gcn-cosim-cov (harness/rtl_variants.cmake) link a variant of the verilated
// CU instead of gcn_rtl. The FPGA shell's library (gcn_rtl_fpga) is built on gcn_rtl and cannot
// be linked beside a second Vgcn_cu, so these builds have no --capture and no check-trace: both
// end with one clear error.
#include "golden/common/error.h"
#include "harness/fpga/fpga_cmd.h"

namespace gcn {

namespace {
[[noreturn]] void no_fpga(const char* what) {
  throw Error(std::string(what) + " needs the FPGA shell, which this RTL variant build (xunique/cov) does not link; "
                                  "use build/harness/gcn-cosim");
}
}  // namespace

int run_capture(const RunArgs&, SpecSession&) { no_fpga("run --capture"); }
int cmd_check_trace(const CheckTraceArgs&) { no_fpga("check-trace"); }

}  // namespace gcn
