#include "harness/systemc/cu_module.h"

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

GcnCuModule::GcnCuModule(sc_core::sc_module_name name, const AxiToTlmBridge::Config& bridge_cfg, uint32_t fetch_id,
                         Body body)
    : sc_module(name),
      clk("clk"),
      bridge("bridge", bridge_cfg),
      checker_(std::string(this->name()) + ".axi", bridge_cfg.data_bytes),
      fetch_id_(fetch_id),
      body_(std::move(body)) {
  SC_HAS_PROCESS(GcnCuModule);
  SC_THREAD(run);
  // The body runs the verilated model, golden and the comparator on this coroutine's stack:
  // give it a main thread's room, not SystemC's 256 KiB default.
  set_stack_size(16 << 20);
  sensitive << clk.pos();
  dont_initialize();
}

void GcnCuModule::set_write_observer(AxiMemory::WriteObserver f) {
  if (!install_write_observer) throw Error("SystemC CU module: no memory to observe writes on");
  install_write_observer(std::move(f));
}

// The checker sees every edge first; its first violation and every failed TLM transaction
// (except instruction-fetch reads past the end of an allocation) become faults, which run_rtl
// reports at the end of the cycle.
void GcnCuModule::sample(const AxiPins& p) {
  checker_.edge(p);
  bridge.sample(p);
  if (checker_.violation() && faults_.empty()) faults_.push_back(*checker_.violation());
  const auto& failed = bridge.failed();
  for (; failed_seen_ < failed.size(); ++failed_seen_) {
    const AxiToTlmBridge::Failed& f = failed[failed_seen_];
    if (!f.write && f.id == fetch_id_) continue;
    faults_.push_back(fmt::format("memory access outside any buffer (RTL through TLM): {} 0x{:x} size {} (AXI ID {})",
                                  f.write ? "write" : "read", f.addr, f.bytes, f.id));
  }
}

void GcnCuModule::run() {
  try {
    body_(*this, [] { sc_core::wait(); });
  } catch (...) {
    failure_ = std::current_exception();
  }
  sc_core::sc_stop();
}

}  // namespace gcn
