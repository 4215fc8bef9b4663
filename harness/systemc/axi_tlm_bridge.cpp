#include "harness/systemc/axi_tlm_bridge.h"

#include <algorithm>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

AxiToTlmBridge::AxiToTlmBridge(sc_core::sc_module_name name, Config cfg)
    : sc_module(name), socket("socket"), cfg_(cfg), rng_(cfg.seed) {
  if (cfg_.data_bytes == 0 || cfg_.data_bytes > 8 || (cfg_.data_bytes & (cfg_.data_bytes - 1)))
    throw Error(fmt::format("AXI-to-TLM bridge: data bus of {} bytes (1, 2, 4 or 8 supported)", cfg_.data_bytes));
  if (cfg_.workers == 0 || cfg_.max_reads == 0 || cfg_.max_writes == 0)
    throw Error("AXI-to-TLM bridge: workers, max_reads and max_writes must be at least 1");
  for (uint32_t i = 0; i < cfg_.workers; ++i)
    sc_core::sc_spawn(sc_bind(&AxiToTlmBridge::worker, this), sc_core::sc_gen_unique_name("worker"));
}

bool AxiToTlmBridge::coin() {
  return cfg_.ready_probability >= 1.0 || std::uniform_real_distribution<double>(0, 1)(rng_) < cfg_.ready_probability;
}

// One TLM transaction at a time per worker; the loosely-timed target annotates its latency in
// `delay`, which the worker waits out before the response may appear on the pins.
void AxiToTlmBridge::worker() {
  for (;;) {
    while (todo_.empty()) sc_core::wait(work_);
    std::shared_ptr<Job> j = todo_.front();
    todo_.pop_front();
    tlm::tlm_generic_payload t;
    t.set_command(j->write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    t.set_address(j->base);
    t.set_data_ptr(j->data.data());
    t.set_data_length(uint32_t(j->data.size()));
    t.set_streaming_width(uint32_t(j->data.size()));
    if (j->write) {
      t.set_byte_enable_ptr(j->enable.data());
      t.set_byte_enable_length(uint32_t(j->enable.size()));
    }
    t.set_dmi_allowed(false);
    t.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::SC_ZERO_TIME;
    ++transactions_;
    peak_ = std::max(peak_, ++in_flight_);
    socket->b_transport(t, delay);
    sc_core::wait(delay);
    --in_flight_;
    j->error = !t.is_response_ok();
    if (j->error) failed_.push_back({j->write, j->id, j->base, uint32_t(j->data.size()), t.get_response_status()});
    j->done = true;
  }
}

// First byte of beat `beat` of an INCR burst: the burst address, then size-aligned steps.
uint64_t AxiToTlmBridge::beat_lo(const Job& j, uint32_t beat) const {
  const uint64_t sz = uint64_t(1) << j.size;
  return beat == 0 ? j.addr : (j.addr & ~(sz - 1)) + beat * sz;
}

// The oldest finished job whose ID has no older job still waiting (same-ID order).
std::shared_ptr<AxiToTlmBridge::Job> AxiToTlmBridge::pick(const std::deque<std::shared_ptr<Job>>& q) const {
  for (size_t i = 0; i < q.size(); ++i) {
    bool oldest = true;
    for (size_t k = 0; k < i && oldest; ++k) oldest = q[k]->id != q[i]->id;
    if (oldest && q[i]->done) return q[i];
  }
  return nullptr;
}

void AxiToTlmBridge::drive(AxiPins& p) {
  arready_ = reads_.size() < cfg_.max_reads && coin();
  awready_ = writes_.size() + aw_.size() < cfg_.max_writes && coin();
  wready_ = coin();
  if (!r_cur_) r_cur_ = pick(reads_);
  if (!b_cur_) b_cur_ = pick(writes_);
  p.arready = arready_;
  p.awready = awready_;
  p.wready = wready_;
  p.rvalid = r_cur_ != nullptr;
  p.rid = p.rdata = p.rresp = 0;
  p.rlast = false;
  if (r_cur_) {
    const Job& j = *r_cur_;
    const uint64_t sz = uint64_t(1) << j.size;
    const uint64_t lo = beat_lo(j, j.beat), hi = (j.addr & ~(sz - 1)) + (j.beat + 1) * sz;
    const uint64_t bus = lo & ~uint64_t(cfg_.data_bytes - 1);
    for (uint64_t a = lo; a < hi; ++a) p.rdata |= uint64_t(j.data[a - j.base]) << (8 * (a - bus));
    p.rid = j.id;
    p.rresp = j.error ? 2 : 0;  // SLVERR
    p.rlast = j.beat + 1 == j.beats;
  }
  p.bvalid = b_cur_ != nullptr;
  p.bid = b_cur_ ? b_cur_->id : 0;
  p.bresp = b_cur_ && b_cur_->error ? 2 : 0;
}

void AxiToTlmBridge::start_write(const Addr& a) {
  auto j = std::make_shared<Job>();
  j->write = true;
  j->id = a.id;
  j->addr = a.addr;
  j->beats = a.beats;
  j->size = a.size;
  const uint64_t mask = ~uint64_t(cfg_.data_bytes - 1);
  j->base = beat_lo(*j, 0) & mask;
  const uint64_t end = (beat_lo(*j, a.beats - 1) & mask) + cfg_.data_bytes;
  j->data.assign(end - j->base, 0);
  j->enable.assign(end - j->base, TLM_BYTE_DISABLED);
  for (uint32_t b = 0; b < a.beats; ++b) {
    const Beat w = w_.front();
    w_.pop_front();
    const uint64_t bus = beat_lo(*j, b) & mask;
    for (uint32_t i = 0; i < cfg_.data_bytes; ++i) {
      if (!(w.strb >> i & 1)) continue;
      j->data[bus + i - j->base] = uint8_t(w.data >> (8 * i));
      j->enable[bus + i - j->base] = TLM_BYTE_ENABLED;
    }
  }
  writes_.push_back(j);
  todo_.push_back(j);
  work_.notify(sc_core::SC_ZERO_TIME);
}

void AxiToTlmBridge::sample(const AxiPins& p) {
  if (p.arvalid && arready_) {
    auto j = std::make_shared<Job>();
    j->id = p.arid;
    j->addr = j->base = p.araddr;
    j->beats = p.arlen + 1;
    j->size = p.arsize;
    const uint64_t sz = uint64_t(1) << j->size;
    j->data.assign((j->addr & ~(sz - 1)) + j->beats * sz - j->addr, 0);
    reads_.push_back(j);
    todo_.push_back(j);
    work_.notify(sc_core::SC_ZERO_TIME);
  }
  if (p.awvalid && awready_) aw_.push_back({p.awid, p.awaddr, p.awlen + 1, p.awsize});
  if (p.wvalid && wready_) w_.push_back({p.wdata, p.wstrb, p.wlast});
  // A write goes to TLM once all its beats are in (WLAST is the checker's business).
  while (!aw_.empty() && w_.size() >= aw_.front().beats) {
    start_write(aw_.front());
    aw_.pop_front();
  }
  if (r_cur_ && p.rready) {
    if (++r_cur_->beat == r_cur_->beats) {  // bursts are not interleaved
      reads_.erase(std::find(reads_.begin(), reads_.end(), r_cur_));
      r_cur_ = nullptr;
    }
  }
  if (b_cur_ && p.bready) {
    writes_.erase(std::find(writes_.begin(), writes_.end(), b_cur_));
    b_cur_ = nullptr;
  }
}

}  // namespace gcn
