#include "harness/systemc/axi_port.h"

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

TlmAxiPort::TlmAxiPort(const std::string& checker_name, const AxiToTlmBridge::Config& cfg, uint32_t fetch_id)
    : bridge("bridge", cfg), checker_(checker_name, cfg.data_bytes), fetch_id_(fetch_id) {}

void TlmAxiPort::set_write_observer(AxiMemory::WriteObserver f) {
  if (!install_write_observer) throw Error("SystemC AXI port: no memory to observe writes on");
  install_write_observer(std::move(f));
}

// The checker sees every edge first; its first violation and every failed TLM transaction
// (except instruction-fetch reads past the end of an allocation) become faults, which the
// driver reports at the end of the cycle.
void TlmAxiPort::sample(const AxiPins& p) {
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

}  // namespace gcn
