#include "harness/systemc/axi_checker.h"

#include <fmt/format.h>

namespace gcn {

AxiProtocolChecker::AxiProtocolChecker(std::string name, uint32_t data_bytes, bool lite)
    : name_(std::move(name)), bytes_(data_bytes), lite_(lite) {}

void AxiProtocolChecker::fail(const std::string& what) {
  if (!violation_) violation_ = fmt::format("AXI protocol violation on {} at edge {}: {}", name_, edge_, what);
}

void AxiProtocolChecker::check_address(const char* ch, uint64_t addr, uint32_t len, uint32_t size) {
  const uint32_t beats = len + 1;
  if ((1u << size) > bytes_)
    return fail(fmt::format("{} size {} bytes wider than the {}-byte bus", ch, 1u << size, bytes_));
  if (lite_ && (beats != 1 || (1u << size) != bytes_))
    return fail(fmt::format("{} at 0x{:x}: AXI4-Lite allows one full-width beat, got {} beats of {} bytes", ch,
                            addr, beats, 1u << size));
  const uint64_t last = (addr & ~((uint64_t(1) << size) - 1)) + (uint64_t(beats) << size) - 1;
  if ((addr >> 12) != (last >> 12))
    fail(fmt::format("{} burst at 0x{:x} ({} beats of {} bytes) crosses a 4 KiB boundary", ch, addr, beats,
                     1u << size));
}

// A VALID that was high without its READY must still be high, with the same payload.
void AxiProtocolChecker::check_stable(const AxiPins& p) {
  if (!prev_) return;
  const AxiPins& q = *prev_;
  auto held = [&](const char* ch, bool was_valid, bool was_ready, bool valid, bool same) {
    if (!was_valid || was_ready) return;
    if (!valid) fail(fmt::format("{}VALID dropped before its handshake", ch));
    else if (!same) fail(fmt::format("{} payload changed while {}VALID waited for {}READY", ch, ch, ch));
  };
  held("AR", q.arvalid, q.arready, p.arvalid,
       q.arid == p.arid && q.araddr == p.araddr && q.arlen == p.arlen && q.arsize == p.arsize);
  held("AW", q.awvalid, q.awready, p.awvalid,
       q.awid == p.awid && q.awaddr == p.awaddr && q.awlen == p.awlen && q.awsize == p.awsize);
  held("W", q.wvalid, q.wready, p.wvalid, q.wdata == p.wdata && q.wstrb == p.wstrb && q.wlast == p.wlast);
  held("R", q.rvalid, q.rready, p.rvalid,
       q.rid == p.rid && q.rdata == p.rdata && q.rresp == p.rresp && q.rlast == p.rlast);
  held("B", q.bvalid, q.bready, p.bvalid, q.bid == p.bid && q.bresp == p.bresp);
}

// One W beat against the oldest write burst whose data is incomplete. Beats that arrive before
// their AW (AXI allows it) wait in early_ and are checked when the AW arrives.
void AxiProtocolChecker::check_write_beat(uint32_t strb, bool wlast) {
  if (aw_.empty()) {
    if (early_.size() >= 256) return fail("more than 256 W beats ahead of any write address");
    early_.push_back({strb, wlast});
    return;
  }
  Burst& b = aw_.front();
  const uint64_t sz = uint64_t(1) << b.size;
  const uint64_t lo = b.beat == 0 ? b.addr : (b.addr & ~(sz - 1)) + b.beat * sz;
  const uint64_t hi = (b.addr & ~(sz - 1)) + (b.beat + 1) * sz;
  const uint64_t bus = lo & ~uint64_t(bytes_ - 1);
  for (uint32_t i = 0; i < bytes_; ++i)
    if ((strb >> i & 1) && (bus + i < lo || bus + i >= hi))
      return fail(fmt::format("WSTRB 0x{:x} enables byte 0x{:x} outside beat {} of the write burst at 0x{:x}", strb,
                              bus + i, b.beat, b.addr));
  const bool last = b.beat + 1 == b.beats;
  if (wlast != last)
    return fail(fmt::format("WLAST {} on beat {} of the {}-beat write burst at 0x{:x}", wlast ? "set" : "clear",
                            b.beat, b.beats, b.addr));
  if (++b.beat == b.beats) {
    ++b_owed_[b.id];
    aw_.pop_front();
  }
}

void AxiProtocolChecker::check_read_beat(const AxiPins& p) {
  auto it = reads_.find(p.rid);
  if (it == reads_.end() || it->second.empty())
    return fail(fmt::format("R beat with ID {} and no read outstanding on that ID", p.rid));
  Burst& b = it->second.front();
  const bool last = b.beat + 1 == b.beats;
  if (p.rlast != last)
    return fail(fmt::format("RLAST {} on beat {} of the {}-beat read burst at 0x{:x} (ID {})",
                            p.rlast ? "set" : "clear", b.beat, b.beats, b.addr, p.rid));
  if (++b.beat == b.beats) it->second.pop_front();
}

void AxiProtocolChecker::check_b(const AxiPins& p) {
  auto it = b_owed_.find(p.bid);
  if (it == b_owed_.end() || it->second == 0)
    return fail(fmt::format("B response with ID {} and no completed write burst on that ID", p.bid));
  --it->second;
}

void AxiProtocolChecker::edge(const AxiPins& p) {
  if (violation_) return;
  check_stable(p);
  if (p.arvalid && p.arready) {
    check_address("AR", p.araddr, p.arlen, p.arsize);
    reads_[p.arid].push_back({p.arid, p.araddr, p.arlen + 1, p.arsize});
  }
  if (p.awvalid && p.awready) {
    check_address("AW", p.awaddr, p.awlen, p.awsize);
    aw_.push_back({p.awid, p.awaddr, p.awlen + 1, p.awsize});
    // Data that came ahead of its address belongs to the oldest bursts, in order.
    while (aw_.size() == 1 && !early_.empty() && !violation_) {
      const auto [strb, last] = early_.front();
      early_.pop_front();
      check_write_beat(strb, last);
    }
  }
  if (p.wvalid && p.wready) check_write_beat(p.wstrb, p.wlast);
  if (p.rvalid && p.rready) check_read_beat(p);
  if (p.bvalid && p.bready) check_b(p);
  prev_ = p;
  ++edge_;
}

}  // namespace gcn
