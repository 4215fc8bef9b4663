#include "harness/systemc/sc_sim.h"

#include <cstdlib>

#include <systemc>

// libsystemc.so defines main() calling sc_main(); gcn-cosim has its own main(), but the
// library's reference must still resolve when an executable links it.
int sc_main(int, char**) { return 0; }

namespace gcn {

void begin_sc_simulation() {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", 0);
  // sc_get_curr_simcontext() creates a context on first use; a new one replaces a finished one.
  sc_core::sc_curr_simcontext = new sc_core::sc_simcontext;
  sc_core::sc_default_global_context = sc_core::sc_curr_simcontext;
  sc_core::sc_report_handler::set_actions(sc_core::SC_INFO, sc_core::SC_DO_NOTHING);
}

}  // namespace gcn
