// gcn::AxiToTlmBridge: an AXI4 slave at the pins that turns every AXI transaction into one
// TLM-2.0 blocking transport call on its initiator socket (loosely timed: the target annotates
// its latency, the bridge waits it out before answering on the pins). Several transactions are
// outstanding at once (a pool of worker threads), so responses of different IDs come back in
// the order their latencies end, same-ID responses in request order, as AXI requires.
//
// Pin contract (the same as AxiMemory's, verilator/axi_memory.h): drive() before the rising
// edge sets the slave outputs from the bridge's state only; sample() after the edge records the
// handshakes of that edge. Whoever clocks the master calls both once per cycle from an SC_THREAD
// (harness/systemc/cu_module.h); TLM calls happen in the bridge's own threads.
//
// Mapping: a read burst is one TLM read of the bytes from the burst address to the end of its
// last beat (INCR bursts are contiguous); a write burst is one TLM write of the bus words its
// beats cover, with a byte-enable array made of the beats' WSTRB. TLM errors become SLVERR.
#pragma once

#ifndef SC_INCLUDE_DYNAMIC_PROCESSES
#define SC_INCLUDE_DYNAMIC_PROCESSES
#endif
#include <cstdint>
#include <deque>
#include <memory>
#include <random>
#include <vector>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_initiator_socket.h>

#include "verilator/axi_memory.h"

namespace gcn {

class AxiToTlmBridge : public sc_core::sc_module {
 public:
  struct Config {
    uint32_t data_bytes = 8;           // AXI data bus width (AxiPins carries up to 8)
    uint32_t max_reads = 16;           // read bursts accepted and not yet answered
    uint32_t max_writes = 4;           // write bursts accepted and not yet answered with B
    uint32_t workers = 8;              // TLM transactions in flight at once
    uint64_t seed = 1;                 // READY back-pressure pattern
    double ready_probability = 1.0;    // AR/AW/W READY offered in a cycle (below the limits)
  };
  // A TLM transaction that did not end with TLM_OK_RESPONSE (answered with SLVERR).
  struct Failed {
    bool write;
    uint32_t id;
    uint64_t addr;
    uint32_t bytes;
    tlm::tlm_response_status status;
  };

  tlm_utils::simple_initiator_socket<AxiToTlmBridge> socket;

  AxiToTlmBridge(sc_core::sc_module_name name, Config cfg);

  void drive(AxiPins& p);
  void sample(const AxiPins& p);

  const std::vector<Failed>& failed() const { return failed_; }
  uint64_t transactions() const { return transactions_; }
  uint32_t peak_outstanding() const { return peak_; }  // TLM transactions in flight at once
  bool idle() const { return reads_.empty() && writes_.empty() && aw_.empty() && w_.empty(); }

 private:
  struct Job {
    bool write = false;
    uint32_t id = 0;
    uint64_t addr = 0;  // AXI burst address
    uint32_t beats = 1, size = 0;
    uint64_t base = 0;  // TLM transaction address
    std::vector<uint8_t> data, enable;
    bool done = false, error = false;
    uint32_t beat = 0;  // next R beat to send
  };
  struct Beat {
    uint64_t data;
    uint32_t strb;
    bool last;
  };
  struct Addr {
    uint32_t id;
    uint64_t addr;
    uint32_t beats, size;
  };

  void worker();
  uint64_t beat_lo(const Job& j, uint32_t beat) const;
  std::shared_ptr<Job> pick(const std::deque<std::shared_ptr<Job>>& q) const;
  void start_write(const Addr& a);
  bool coin();

  Config cfg_;
  std::mt19937_64 rng_;
  std::deque<std::shared_ptr<Job>> reads_, writes_, todo_;
  std::deque<Addr> aw_;
  std::deque<Beat> w_;
  sc_core::sc_event work_;
  std::shared_ptr<Job> r_cur_, b_cur_;  // response being offered on R / B
  bool arready_ = false, awready_ = false, wready_ = false;
  std::vector<Failed> failed_;
  uint64_t transactions_ = 0;
  uint32_t in_flight_ = 0, peak_ = 0;
};

}  // namespace gcn
