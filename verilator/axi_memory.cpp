#include "verilator/axi_memory.h"

#include <fmt/format.h>

namespace gcn {

AxiMemory::AxiMemory(Memory& mem, uint32_t data_bytes, Config cfg)
    : mem_(mem), bytes_(data_bytes), cfg_(cfg), rng_(cfg.seed) {}

uint32_t AxiMemory::latency() {
  return std::uniform_int_distribution<uint32_t>(cfg_.min_latency, cfg_.max_latency)(rng_);
}

uint64_t AxiMemory::read_beat(const ReadReq& r, uint32_t beat, uint32_t& resp) {
  const uint64_t sz = 1ull << r.size;
  const uint64_t aligned = r.addr & ~(sz - 1);
  const uint64_t lo = beat == 0 ? r.addr : aligned + beat * sz;
  const uint64_t hi = aligned + (beat + 1) * sz;
  const uint64_t bus = lo & ~uint64_t(bytes_ - 1);
  uint64_t data = 0;
  resp = 0;
  for (uint32_t i = 0; i < bytes_; ++i) {
    const uint64_t a = bus + i;
    if (a < lo || a >= hi) continue;
    uint8_t b = 0;
    if (mem_.find(a, 1)) {
      mem_.read(a, &b, 1);
    } else {
      resp = 2;  // SLVERR
      if (r.id != fetch_id_) {
        faults_.push_back(fmt::format("memory access outside any buffer (RTL): read 0x{:x} size {}", a, sz));
      }
    }
    data |= uint64_t(b) << (8 * i);
  }
  return data;
}

void AxiMemory::do_write(const WriteAddr& a, const WriteBeat& w) {
  // INCR: beat 0 at the burst address, later beats at the size-aligned address plus beat * size.
  const uint64_t sz = uint64_t(1) << a.size;
  const uint64_t beat_addr = a.beat == 0 ? a.addr : (a.addr & ~(sz - 1)) + a.beat * sz;
  const uint64_t bus = beat_addr & ~uint64_t(bytes_ - 1);
  const uint64_t data = w.data;
  const uint32_t strb = w.strb;
  if (w.last != (a.beat + 1 == a.beats)) {
    faults_.push_back(fmt::format("AXI protocol violation (RTL): write burst at 0x{:x} ({} beats): WLAST {} on beat {}",
                                  a.addr, a.beats, w.last ? "set" : "clear", a.beat));
  }
  for (uint32_t i = 0; i < bytes_; ++i) {
    if (!((strb >> i) & 1)) continue;
    const uint64_t addr = bus + i;
    const uint8_t b = uint8_t(data >> (8 * i));
    if (mem_.find(addr, 1)) {
      uint8_t old = 0;
      mem_.read(addr, &old, 1);
      mem_.write(addr, &b, 1);
      if (on_write_) on_write_(addr, old, b);
    } else {
      faults_.push_back(fmt::format("memory access outside any buffer (RTL): write 0x{:x} size 1", addr));
    }
  }
  ++writes_;
}

void AxiMemory::drive(AxiPins& p) {
  arready_ = coin(cfg_.ready_probability);
  awready_ = coin(cfg_.ready_probability);
  wready_ = coin(cfg_.ready_probability);

  if (!rvalid_) {
    if (cur_read_ < 0 || reads_q_[cur_read_].beat == 0) {
      // Choose a request to answer: ready, and the oldest of its ID.
      std::vector<int> cand;
      for (size_t i = 0; i < reads_q_.size(); ++i) {
        if (reads_q_[i].ready_at > now_) continue;
        bool oldest = true;
        for (size_t j = 0; j < i; ++j) oldest &= reads_q_[j].id != reads_q_[i].id;
        if (oldest) cand.push_back(int(i));
      }
      cur_read_ = -1;
      if (!cand.empty() && coin(cfg_.rvalid_probability)) {
        cur_read_ = cfg_.reorder
                        ? cand[std::uniform_int_distribution<size_t>(0, cand.size() - 1)(rng_)]
                        : cand.front();
      }
    }
    if (cur_read_ >= 0) {
      const ReadReq& r = reads_q_[cur_read_];
      rdata_ = read_beat(r, r.beat, rresp_);
      rvalid_ = true;
    }
  }
  if (!bvalid_ && !b_q_.empty() && b_q_.front().ready_at <= now_) bvalid_ = true;

  p.arready = arready_;
  p.awready = awready_;
  p.wready = wready_;
  p.rvalid = rvalid_;
  if (rvalid_) {
    const ReadReq& r = reads_q_[cur_read_];
    p.rid = r.id;
    p.rdata = rdata_;
    p.rresp = rresp_;
    p.rlast = r.beat + 1 == r.beats;
  } else {
    p.rid = 0;
    p.rdata = 0;
    p.rresp = 0;
    p.rlast = false;
  }
  p.bvalid = bvalid_;
  p.bid = bvalid_ ? b_q_.front().id : 0;
  p.bresp = bvalid_ ? b_q_.front().resp : 0;
}

void AxiMemory::check_burst(const char* channel, uint64_t addr, uint32_t beats, uint32_t size) {
  // AXI4 (A3.4.1): an INCR burst must not cross a 4 KiB boundary; it ends at the last byte of
  // its last beat, whose lanes are counted from the size-aligned start.
  const uint64_t last = (addr & ~((uint64_t(1) << size) - 1)) + (uint64_t(beats) << size) - 1;
  if ((addr >> 12) != (last >> 12)) {
    faults_.push_back(fmt::format(
        "AXI protocol violation (RTL): {} burst at 0x{:x} ({} beats of {} bytes) crosses a 4 KiB boundary",
        channel, addr, beats, 1u << size));
  }
}

void AxiMemory::sample(const AxiPins& p) {
  if (p.arvalid && arready_) {
    check_burst("read", p.araddr, p.arlen + 1, p.arsize);
    reads_q_.push_back({p.arid, p.araddr, p.arlen + 1, p.arsize, now_ + latency()});
    ++reads_;
  }
  if (rvalid_ && p.rready) {
    ReadReq& r = reads_q_[cur_read_];
    rvalid_ = false;
    if (++r.beat == r.beats) {
      reads_q_.erase(reads_q_.begin() + cur_read_);
      cur_read_ = -1;
    }
  }
  if (p.awvalid && awready_) {
    check_burst("write", p.awaddr, p.awlen + 1, p.awsize);
    aw_q_.push_back({p.awid, p.awaddr, p.awlen + 1, p.awsize});
  }
  if (p.wvalid && wready_) w_q_.push_back({p.wdata, p.wstrb, p.wlast});
  while (!aw_q_.empty() && !w_q_.empty()) {
    WriteAddr& a = aw_q_.front();
    do_write(a, w_q_.front());
    w_q_.pop_front();
    if (++a.beat == a.beats) {
      b_q_.push_back({a.id, now_ + latency(), 0});
      aw_q_.pop_front();
    }
  }
  if (bvalid_ && p.bready) {
    b_q_.pop_front();
    bvalid_ = false;
  }
  ++now_;
}

}  // namespace gcn
