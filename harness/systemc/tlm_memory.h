// gcn::TlmMemory: a loosely-timed TLM-2.0 memory target over a gcn::Memory (the dispatch's
// image): b_transport reads or writes the bytes (honouring byte enables), annotates a latency
// of min..max clock periods (seeded), and answers TLM_ADDRESS_ERROR_RESPONSE when a byte lies
// outside every allocation (reads give 0 there, writes drop it). It never calls wait(), so
// accesses take effect in the order the initiators call it. No DMI, no debug transport.
#pragma once

#include <cstdint>
#include <functional>
#include <random>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include "golden/mem/memory.h"
#include "verilator/axi_memory.h"

namespace gcn {

class TlmMemory : public sc_core::sc_module {
 public:
  struct Config {
    sc_core::sc_time period = sc_core::sc_time(10, sc_core::SC_NS);  // one clock cycle
    uint32_t min_latency = 2, max_latency = 20;                      // cycles
    uint64_t seed = 1;
  };
  tlm_utils::simple_target_socket<TlmMemory> socket;

  TlmMemory(sc_core::sc_module_name name, Memory& mem, Config cfg);

  // Called for every byte written, after memory is updated (lockstep's store tracker).
  void set_write_observer(AxiMemory::WriteObserver f) { on_write_ = std::move(f); }
  uint64_t reads() const { return reads_; }
  uint64_t writes() const { return writes_; }

 private:
  void b_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);

  Memory& mem_;
  Config cfg_;
  std::mt19937_64 rng_;
  AxiMemory::WriteObserver on_write_;
  uint64_t reads_ = 0, writes_ = 0;
};

}  // namespace gcn
