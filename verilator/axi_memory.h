// AXI4 slave memory model for the RTL compute unit: serves the CU's AXI master from a
// gcn::Memory with seeded latency, back-pressure and out-of-order responses across IDs (same-ID
// responses stay in order, as AXI requires). Cycle-based: the wrapper calls drive() before the
// rising edge (model outputs from model state only), then sample() with the DUT outputs as they
// were at that edge, to record the handshakes that happened.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "golden/mem/memory.h"

namespace gcn {

// One cycle's AXI signals, as plain values (bus up to 64 data bits).
struct AxiPins {
  // master -> slave
  uint32_t awid = 0; uint64_t awaddr = 0; uint32_t awlen = 0, awsize = 0; bool awvalid = false;
  uint64_t wdata = 0; uint32_t wstrb = 0; bool wlast = false, wvalid = false;
  bool bready = false;
  uint32_t arid = 0; uint64_t araddr = 0; uint32_t arlen = 0, arsize = 0; bool arvalid = false;
  bool rready = false;
  // slave -> master
  bool awready = false, wready = false;
  uint32_t bid = 0, bresp = 0; bool bvalid = false;
  bool arready = false;
  uint32_t rid = 0; uint64_t rdata = 0; uint32_t rresp = 0; bool rlast = false, rvalid = false;
};

class AxiMemory {
 public:
  struct Config {
    uint64_t seed = 1;
    uint32_t min_latency = 2, max_latency = 20;  // cycles from address to first response
    double ready_probability = 0.8;              // AR/AW/W accepted in a given cycle
    double rvalid_probability = 0.9;             // a ready response is offered in a given cycle
    bool reorder = true;                         // pick among ready IDs at random
  };

  AxiMemory(Memory& mem, uint32_t data_bytes, Config cfg);

  // Sets the slave outputs in `p` for the coming edge.
  void drive(AxiPins& p);
  // Records the handshakes of the edge that just happened (p: values sampled before it).
  void sample(const AxiPins& p);

  // One line per fault, in order: an access that touched no allocation (reads of the
  // instruction-fetch ID excluded) or an AXI protocol violation (a burst crossing 4 KiB, WLAST
  // not on exactly the last beat of a write burst).
  const std::vector<std::string>& faults() const { return faults_; }
  uint64_t reads() const { return reads_; }
  uint64_t writes() const { return writes_; }
  // Called for every byte a write strobe enables, after memory is updated, with the byte's old
  // and new value: the moment the write is performed (lockstep attributes each written byte to a
  // retired store and keeps the order in which memory changed, docs/lockstep.md "Memory order").
  using WriteObserver = std::function<void(uint64_t addr, uint8_t old, uint8_t value)>;
  void set_write_observer(WriteObserver f) { on_write_ = std::move(f); }
  // Instruction-fetch ID (its out-of-range prefetch bytes read as zero without a fault).
  void set_fetch_id(uint32_t id) { fetch_id_ = id; }

 private:
  struct ReadReq {
    uint32_t id; uint64_t addr; uint32_t beats, size; uint64_t ready_at; uint32_t beat = 0;
  };
  struct WriteAddr { uint32_t id; uint64_t addr; uint32_t beats, size; uint32_t beat = 0; };
  struct WriteBeat { uint64_t data; uint32_t strb; bool last; };
  struct Resp { uint32_t id; uint64_t ready_at; uint32_t resp; };

  void check_burst(const char* channel, uint64_t addr, uint32_t beats, uint32_t size);
  uint64_t read_beat(const ReadReq& r, uint32_t beat, uint32_t& resp);
  void do_write(const WriteAddr& a, const WriteBeat& w);
  uint32_t latency();
  bool coin(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

  Memory& mem_;
  uint32_t bytes_;
  Config cfg_;
  std::mt19937_64 rng_;
  uint64_t now_ = 0;
  uint32_t fetch_id_ = ~0u;
  std::deque<ReadReq> reads_q_;
  int cur_read_ = -1;                 // index into reads_q_ being returned
  std::deque<WriteAddr> aw_q_;
  std::deque<WriteBeat> w_q_;
  std::deque<Resp> b_q_;
  // Outputs currently driven (held until handshake, as AXI requires).
  bool arready_ = false, awready_ = false, wready_ = false;
  bool rvalid_ = false, bvalid_ = false;
  uint32_t rresp_ = 0;
  uint64_t rdata_ = 0;
  WriteObserver on_write_;
  std::vector<std::string> faults_;
  uint64_t reads_ = 0, writes_ = 0;
};

}  // namespace gcn
