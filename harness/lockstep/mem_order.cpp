#include "harness/lockstep/mem_order.h"

#include <algorithm>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/flat.h"
#include "golden/isa/opcode_table.h"

namespace gcn {

void MemOrder::write(uint64_t addr, uint8_t old, uint8_t now, uint64_t cycle) {
  std::vector<Write>& ws = writes_[addr];
  // byte_at's binary search needs each byte's writes in cycle order (the RTL's clock).
  if (!ws.empty() && cycle < ws.back().cycle)
    throw Error(fmt::format("memory order: write of 0x{:x} at cycle {} after one at cycle {}", addr, cycle,
                            ws.back().cycle));
  ws.push_back({cycle, old, now});
}

uint8_t MemOrder::byte_at(uint64_t addr, uint64_t cycle) const {
  // Roll the current byte back through the writes at or after `cycle` (the oldest one's old
  // value is the byte before them all). Binary search: a swap chain on one address writes it
  // thousands of times, and a linear scan made lockstep 10x slower than the RTL on such kernels.
  auto it = writes_.find(addr);
  if (it != writes_.end()) {
    const std::vector<Write>& ws = it->second;
    const auto w = std::lower_bound(ws.begin(), ws.end(), cycle,
                                    [](const Write& x, uint64_t c) { return x.cycle < c; });
    if (w != ws.end()) return w->old;
  }
  uint8_t b = 0;
  mem_.read(addr, &b, 1);
  return b;
}

uint64_t MemOrder::value_at(uint64_t addr, unsigned bytes, uint64_t cycle) const {
  uint64_t v = 0;
  for (unsigned i = 0; i < bytes; ++i) v |= uint64_t(byte_at(addr + i, cycle)) << (8 * i);
  return v;
}

std::vector<uint64_t> MemOrder::states(uint64_t addr, unsigned bytes, uint64_t from, uint64_t to) const {
  std::vector<uint64_t> s{from};
  for (unsigned i = 0; i < bytes; ++i) {
    auto it = writes_.find(addr + i);
    if (it == writes_.end()) continue;
    for (const Write& w : it->second)
      if (w.cycle >= from && w.cycle < to) s.push_back(w.cycle + 1);
  }
  std::sort(s.begin(), s.end());
  s.erase(std::unique(s.begin(), s.end()), s.end());
  return s;
}

std::vector<MemOrder::Transition> MemOrder::transitions(uint64_t addr, unsigned bytes, uint64_t from,
                                                        uint64_t to) const {
  std::vector<Transition> t;
  const std::vector<uint64_t> s = states(addr, bytes, from, to);
  for (size_t i = 1; i < s.size(); ++i) {
    const uint64_t c = s[i] - 1;  // the cycle of the write(s)
    t.push_back({c, value_at(addr, bytes, c), value_at(addr, bytes, c + 1)});
  }
  return t;
}

bool MemOrder::written_between(uint64_t addr, uint8_t value, uint64_t from, uint64_t to) const {
  auto it = writes_.find(addr);
  if (it == writes_.end()) return false;
  for (const Write& w : it->second)
    if (w.cycle >= from && w.cycle < to && w.now == value) return true;
  return false;
}

namespace {

// buffer_load_<x> reads memory like flat_load_<x> (units, bytes, extension) once its address is
// formed: fx.addr is the lane's first byte, base + SOFFSET + buffer offset. Assumes every unit of
// a lane in range (a lane whose dword 0 is out of range is not in fx.lane_mask).
Op load_shape_op(Op op) {
  const OpInfo& i = info(op);
  const std::string_view n(i.name), pfx("buffer_load_");
  if (i.enc != Enc::MUBUF || n.substr(0, pfx.size()) != pfx) return op;
  for (const OpInfo& f : kOpTable)
    if (f.enc == Enc::FLAT && f.name.substr(0, 10) == "flat_load_" && f.name.substr(10) == n.substr(pfx.size()))
      return f.op;
  return op;
}

}  // namespace

std::optional<std::vector<uint32_t>> lane_value_at(const MemOrder& order, Op op, const MemEffect& fx, int lane,
                                                   unsigned dwords, uint64_t cycle) {
  if (fx.space != AddrSpace::Global) return std::nullopt;
  op = load_shape_op(op);
  std::vector<uint32_t> v(dwords, 0);
  if (info(op).enc == Enc::SMEM) {
    const uint64_t base = fx.addr[lane] & ~uint64_t(3);
    for (unsigned d = 0; d < dwords; ++d) v[d] = uint32_t(order.value_at(base + 4 * d, 4, cycle));
    return v;
  }
  if (const auto l = flat_load_shape(op)) {
    for (unsigned u = 0; u < l->units && u < dwords; ++u) {
      uint64_t x = order.value_at(fx.addr[lane] + u * l->bytes, l->bytes, cycle);
      if (l->ext == mem::Ext::Sign && l->bytes < 4) {
        const unsigned sh = 64 - 8 * l->bytes;
        x = uint64_t(int64_t(x << sh) >> sh);
      }
      v[u] = uint32_t(x);
    }
    return v;
  }
  if (const auto a = flat_atomic_shape(op)) {
    const uint64_t x = order.value_at(fx.addr[lane], a->bytes, cycle);
    for (unsigned d = 0; d < dwords && d < a->bytes / 4; ++d) v[d] = uint32_t(x >> (32 * d));
    return v;
  }
  return std::nullopt;
}



namespace {

// Memory after lane `lane` of the atomic `fx` applied its operation to `mem` (`bytes` wide).
uint64_t atomic_lane_apply(const FlatAtomicShape& a, const MemEffect& fx, int lane, uint64_t mem) {
  const unsigned per = a.bytes / 4, dw = fx.dwords;
  auto operand = [&](unsigned k) {  // k-th operand (d0, d1)
    const unsigned at = lane * dw + k * per;
    uint64_t v = at < fx.data.size() ? fx.data[at] : 0;
    if (per == 2 && at + 1 < fx.data.size()) v |= uint64_t(fx.data[at + 1]) << 32;
    return v;
  };
  const uint64_t mask = a.bytes == 8 ? ~uint64_t(0) : 0xFFFFFFFFull;
  return mem::atomic_apply(a.atomic, a.bytes, mem, operand(0), operand(1)) & mask;
}

// The RTL's lane is explained when some state in the window gives it.
unsigned lane_span(const MemEffect& fx, size_t dwords) { return std::max<unsigned>(fx.size, 4 * unsigned(dwords)); }

// The own-store bytes a lane reads.
std::vector<OwnByte> own_of(const MemEffect& fx, int lane, size_t dwords, const std::vector<OwnByte>& own) {
  std::vector<OwnByte> r;
  const uint64_t lo = fx.addr[lane], hi = lo + lane_span(fx, dwords);
  for (const OwnByte& o : own)
    if (o.addr >= lo && o.addr < hi) r.push_back(o);
  return r;
}

bool lane_explained(const MemOrder& order, Op op, const MemEffect& fx, int lane, uint64_t since, uint64_t until,
                    const std::vector<uint32_t>& rtl, const std::vector<OwnByte>& own = {}) {
  if (!(fx.lane_mask >> lane & 1)) return false;
  const unsigned span = lane_span(fx, rtl.size());
  for (uint64_t s : order.states(fx.addr[lane] & ~uint64_t(3), span + 4, since, until)) {
    bool sees_own = true;
    for (const OwnByte& o : own)
      sees_own = sees_own && (order.byte_at(o.addr, s) == o.value || order.written_between(o.addr, o.value, o.retired, s));
    if (!sees_own) continue;
    const auto v = lane_value_at(order, op, fx, lane, unsigned(rtl.size()), s);
    if (!v) return false;
    if (*v == rtl) return true;
  }
  return false;
}

}  // namespace

bool explain_vgpr_load(const MemOrder& order, Op op, const MemEffect& fx, uint64_t since, uint64_t until,
                       const std::vector<VgprWrite>& golden, const std::vector<VgprWrite>& rtl,
                       const std::vector<OwnByte>& own) {
  if (golden.size() != rtl.size() || golden.empty()) return false;
  std::vector<const VgprWrite*> g, r;
  for (const VgprWrite& w : golden) g.push_back(&w);
  for (const VgprWrite& w : rtl) r.push_back(&w);
  auto by_reg = [](const VgprWrite* a, const VgprWrite* b) { return a->reg < b->reg; };
  std::sort(g.begin(), g.end(), by_reg);
  std::sort(r.begin(), r.end(), by_reg);
  for (size_t i = 0; i < g.size(); ++i)
    if (g[i]->reg != r[i]->reg || g[i]->mask != r[i]->mask || g[i]->reg != g[0]->reg + i) return false;
  // A global atomic's lane may also take its predecessor's value on the same address after the
  // predecessor's step: a memory unit that coalesces the lanes of one address applies them in
  // lane order to one read and writes the result once, so no state of memory holds the values
  // in between (check_atomic_order checks that write).
  const auto atom = fx.kind == MemKind::Atomic && fx.space == AddrSpace::Global ? flat_atomic_shape(op) : std::nullopt;
  auto old_of = [&](int lane) {
    uint64_t v = r[0]->data[lane];
    if (r.size() > 1) v |= uint64_t(r[1]->data[lane]) << 32;
    return v;
  };
  uint64_t explained = 0;
  for (int lane = 0; lane < 64; ++lane) {
    if (!(g[0]->mask >> lane & 1)) continue;
    std::vector<uint32_t> want(g.size()), got(g.size());
    for (size_t i = 0; i < g.size(); ++i) want[i] = g[i]->data[lane], got[i] = r[i]->data[lane];
    const std::vector<OwnByte> mine = own_of(fx, lane, g.size(), own);
    bool ok = (want == got && mine.empty()) || lane_explained(order, op, fx, lane, since, until, got, mine);
    if (!ok && atom) {
      int prev = lane - 1;
      while (prev >= 0 && !((fx.lane_mask >> prev & 1) && fx.addr[prev] == fx.addr[lane])) --prev;
      ok = prev >= 0 && (explained >> prev & 1) && old_of(lane) == atomic_lane_apply(*atom, fx, prev, old_of(prev));
    }
    if (!ok) return false;
    explained |= uint64_t(1) << lane;
  }
  return true;
}

bool explain_sgpr_load(const MemOrder& order, Op op, const MemEffect& fx, uint64_t since, uint64_t until,
                       const std::vector<SgprWrite>& golden, const std::vector<SgprWrite>& rtl) {
  if (golden.size() != rtl.size() || golden.empty()) return false;
  std::vector<SgprWrite> g = golden, r = rtl;
  auto by_index = [](const SgprWrite& a, const SgprWrite& b) { return a.idx < b.idx; };
  std::sort(g.begin(), g.end(), by_index);
  std::sort(r.begin(), r.end(), by_index);
  std::vector<uint32_t> got;
  for (size_t i = 0; i < g.size(); ++i) {
    if (g[i].idx != r[i].idx || g[i].idx != g[0].idx + i) return false;
    got.push_back(r[i].value);
  }
  const int lane = __builtin_ctzll(fx.lane_mask | (1ull << 63));
  return lane_explained(order, op, fx, lane, since, until, got);
}

std::optional<Mismatch> check_atomic_order(MemOrder& order, Op op, const MemEffect& fx, uint64_t since,
                                           uint64_t until, const std::vector<VgprWrite>& returned) {
  const auto shape = flat_atomic_shape(op);
  if (!shape || fx.space != AddrSpace::Global || fx.kind != MemKind::Atomic) return std::nullopt;
  const unsigned bytes = shape->bytes;
  // Per lane: (GLC) the returned old value.
  std::vector<const VgprWrite*> ret;
  for (const VgprWrite& w : returned) ret.push_back(&w);
  std::sort(ret.begin(), ret.end(), [](auto* a, auto* b) { return a->reg < b->reg; });
  auto old_of = [&](int lane) -> std::optional<uint64_t> {
    if (ret.empty() || !(ret[0]->mask >> lane & 1)) return std::nullopt;
    uint64_t v = ret[0]->data[lane];
    if (bytes == 8 && ret.size() > 1) v |= uint64_t(ret[1]->data[lane]) << 32;
    return v;
  };
  auto apply = [&](uint64_t mem, int lane) { return atomic_lane_apply(*shape, fx, lane, mem); };
  // Lanes per address, in lane order.
  std::vector<std::pair<uint64_t, std::vector<int>>> groups;
  for (int lane = 0; lane < 64; ++lane) {
    if (!(fx.lane_mask >> lane & 1)) continue;
    auto it = std::find_if(groups.begin(), groups.end(), [&](auto& g) { return g.first == fx.addr[lane]; });
    if (it == groups.end()) groups.push_back({fx.addr[lane], {lane}});
    else it->second.push_back(lane);
  }
  for (const auto& [addr, lanes] : groups) {
    const std::vector<MemOrder::Transition> t = order.transitions(addr, bytes, since, until);
    const std::vector<uint64_t> st = order.states(addr, bytes, since, until);
    std::set<uint64_t> mine;  // transitions this group claims
    auto free = [&](const MemOrder::Transition& x) { return !order.claimed(addr, x.cycle) && !mine.count(x.cycle); };
    int bad = -1;
    for (int lane : lanes) {
      const std::optional<uint64_t> v = old_of(lane);
      bool found = false;
      for (const auto& x : t) {
        if (!free(x) || (v && x.before != *v) || x.after != apply(x.before, lane)) continue;
        mine.insert(x.cycle);
        found = true;
        break;
      }
      for (size_t s = 0; s < st.size() && !found; ++s) {  // an operation that changes nothing
        const uint64_t p = order.value_at(addr, bytes, st[s]);
        found = (!v || p == *v) && apply(p, lane) == p;
      }
      if (!found) {
        bad = lane;
        break;
      }
    }
    if (bad >= 0 && lanes.size() > 1) {  // one write of the whole chain (coalesced lanes)
      mine.clear();
      for (const auto& x : t) {
        if (!free(x)) continue;
        uint64_t m = x.before;
        bool same = true;
        for (int lane : lanes) {
          if (const auto v = old_of(lane)) same = same && *v == m;
          m = apply(m, lane);
        }
        if (same && m == x.after) {
          mine.insert(x.cycle);
          bad = -1;
          break;
        }
      }
    }
    if (bad >= 0) {
      const std::optional<uint64_t> v = old_of(bad);
      Mismatch m{"atomic order", {}};
      m.lines.push_back(fmt::format("lane {:2}: no write of 0x{:x} between cycles {} and {} is this lane's read-modify-write{}",
                                    bad, addr, since, until,
                                    v ? fmt::format(" from the returned 0x{:x} to 0x{:x}", *v, apply(*v, bad)) : ""));
      for (const auto& x : t)
        m.lines.push_back(fmt::format("  write at cycle {}: 0x{:x} -> 0x{:x}{}", x.cycle, x.before, x.after,
                                      free(x) ? "" : " (another atomic's)"));
      return m;
    }
    for (uint64_t c : mine) order.claim(addr, c);
  }
  return std::nullopt;
}

}  // namespace gcn
