#include "harness/systemc/cu_module.h"

namespace gcn {

GcnCuModule::GcnCuModule(sc_core::sc_module_name name, const AxiToTlmBridge::Config& bridge_cfg, uint32_t fetch_id,
                         Body body)
    : sc_module(name),
      clk("clk"),
      axi(std::string(this->name()) + ".axi", bridge_cfg, fetch_id),
      body_(std::move(body)) {
  SC_HAS_PROCESS(GcnCuModule);
  SC_THREAD(run);
  // The body may run a verilated model, golden and the comparator on this coroutine's stack:
  // give it a main thread's room, not SystemC's 256 KiB default.
  set_stack_size(16 << 20);
  sensitive << clk.pos();
  dont_initialize();
}

void GcnCuModule::run() {
  try {
    body_(axi, [] { sc_core::wait(); });
  } catch (...) {
    failure_ = std::current_exception();
  }
  sc_core::sc_stop();
}

}  // namespace gcn
