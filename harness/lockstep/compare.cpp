#include "harness/lockstep/compare.h"

#include <map>

#include <fmt/format.h>

#include "golden/wave/wave_state.h"

namespace gcn {

namespace {

constexpr size_t kMaxLaneLines = 16;  // a report lists at most this many differing lanes

Mismatch scalar(std::string field, uint64_t expected, uint64_t actual) {
  return {std::move(field), {fmt::format("expected 0x{:x} actual 0x{:x}", expected, actual)}};
}

std::string lanes_of(uint64_t mask) {
  std::string s;
  for (int l = 0; l < 64; ++l)
    if (mask >> l & 1) s += fmt::format("{}{}", s.empty() ? "" : ",", l);
  return s.empty() ? "none" : s;
}

const char* space_name(AddrSpace s) {
  switch (s) {
    case AddrSpace::Global: return "global";
    case AddrSpace::Lds: return "lds";
    case AddrSpace::Scratch: return "scratch";
  }
  return "?";
}

const char* kind_name(MemKind k) {
  switch (k) {
    case MemKind::Load: return "load";
    case MemKind::Store: return "store";
    case MemKind::Atomic: return "atomic";
  }
  return "?";
}

// Bytes of one lane's store/atomic data that memory sees: sub-dword stores use the low bytes.
uint32_t data_mask(const MemEffect& m) {
  if (m.size >= 4) return ~0u;
  return m.size == 1 ? 0xFFu : 0xFFFFu;
}

std::optional<Mismatch> compare_mem(const MemEffect& g, const MemEffect& r, size_t i) {
  const std::string f = fmt::format("mem[{}]", i);
  if (g.space != r.space || g.kind != r.kind)
    return Mismatch{f + " kind", {fmt::format("expected {} {} actual {} {}", space_name(g.space), kind_name(g.kind),
                                              space_name(r.space), kind_name(r.kind))}};
  if (g.size != r.size) return scalar(f + " size", g.size, r.size);
  if (g.lane_mask != r.lane_mask)
    return Mismatch{f + " lanes", {"expected " + lanes_of(g.lane_mask), "actual   " + lanes_of(r.lane_mask),
                                   "differ   " + lanes_of(g.lane_mask ^ r.lane_mask)}};
  Mismatch m{f + " address", {}};
  for (int l = 0; l < 64; ++l)
    if ((g.lane_mask >> l & 1) && g.addr[l] != r.addr[l] && m.lines.size() < kMaxLaneLines)
      m.lines.push_back(fmt::format("lane {:2}: expected 0x{:x} actual 0x{:x}", l, g.addr[l], r.addr[l]));
  if (!m.lines.empty()) return m;
  if (g.kind == MemKind::Load) return std::nullopt;
  if (g.dwords != r.dwords) return scalar(f + " dwords", g.dwords, r.dwords);
  m.field = f + " data";
  for (int l = 0; l < 64; ++l) {
    if (!(g.lane_mask >> l & 1)) continue;
    for (uint32_t d = 0; d < g.dwords; ++d) {
      const size_t k = size_t(l) * g.dwords + d;
      const uint32_t mask = data_mask(g);
      const uint32_t e = k < g.data.size() ? g.data[k] & mask : 0;
      const uint32_t a = k < r.data.size() ? r.data[k] & mask : 0;
      if (e != a && m.lines.size() < kMaxLaneLines)
        m.lines.push_back(fmt::format("lane {:2} dword {}: expected 0x{:08x} actual 0x{:08x}", l, d, e, a));
    }
  }
  if (!m.lines.empty()) return m;
  return std::nullopt;
}

}  // namespace

std::optional<Mismatch> compare_sgpr_writes(const std::vector<SgprWrite>& golden,
                                            const std::vector<SgprWrite>& rtl, const std::string& what) {
  // Last write wins, as in the register file.
  std::map<uint16_t, uint32_t> g, r;
  for (const SgprWrite& w : golden) g[w.idx] = w.value;
  for (const SgprWrite& w : rtl) r[w.idx] = w.value;
  if (g == r) return std::nullopt;
  auto ig = g.begin();
  auto ir = r.begin();
  while (ig != g.end() || ir != r.end()) {
    if (ir == r.end() || (ig != g.end() && ig->first < ir->first))
      return Mismatch{what + " " + sreg_name(ig->first),
                      {fmt::format("expected write 0x{:08x}, the RTL did not write it", ig->second)}};
    if (ig == g.end() || ir->first < ig->first)
      return Mismatch{what + " " + sreg_name(ir->first),
                      {fmt::format("extra write 0x{:08x}: golden does not write it", ir->second)}};
    if (ig->second != ir->second) return scalar(what + " " + sreg_name(ig->first), ig->second, ir->second);
    ++ig;
    ++ir;
  }
  return std::nullopt;
}

uint64_t f32_ulp_distance(uint32_t a, uint32_t b) {
  if (a == b) return 0;
  auto nan = [](uint32_t x) { return (x & 0x7F800000u) == 0x7F800000u && (x & 0x7FFFFFu); };
  auto inf_or_zero = [](uint32_t x) { return (x & 0x7FFFFFFFu) == 0x7F800000u || (x & 0x7FFFFFFFu) == 0; };
  if (nan(a) || nan(b)) return (nan(a) && nan(b) && ((a ^ b) & 0x400000u) == 0) ? 0 : UINT64_MAX;
  if (inf_or_zero(a) || inf_or_zero(b)) return UINT64_MAX;
  auto ordered = [](uint32_t x) { return (x >> 31) ? -int64_t(x & 0x7FFFFFFFu) : int64_t(x); };
  const int64_t d = ordered(a) - ordered(b);
  return uint64_t(d < 0 ? -d : d);
}

std::optional<Mismatch> compare_vgpr_writes(const std::vector<VgprWrite>& golden,
                                            const std::vector<VgprWrite>& rtl, const std::string& what,
                                            const Tolerance& tol) {
  std::map<uint16_t, const VgprWrite*> g, r;
  for (const VgprWrite& w : golden) g[w.reg] = &w;
  for (const VgprWrite& w : rtl) r[w.reg] = &w;
  for (const auto& [reg, gw] : g) {
    const std::string f = fmt::format("{} v{}", what, reg);
    auto it = r.find(reg);
    if (it == r.end()) return Mismatch{f, {"expected a write of lanes " + lanes_of(gw->mask) + ", the RTL did not write it"}};
    const VgprWrite* rw = it->second;
    if (gw->mask != rw->mask)
      return Mismatch{f + " lane mask", {"expected " + lanes_of(gw->mask), "actual   " + lanes_of(rw->mask),
                                         "differ   " + lanes_of(gw->mask ^ rw->mask)}};
    Mismatch m{f, {}};
    for (int l = 0; l < 64; ++l) {
      if (!(gw->mask >> l & 1) || gw->data[l] == rw->data[l]) continue;
      if (tol.ulp && f32_ulp_distance(gw->data[l], rw->data[l]) <= tol.ulp) continue;
      if (m.lines.size() < kMaxLaneLines)
        m.lines.push_back(fmt::format("lane {:2}: expected 0x{:08x} actual 0x{:08x}", l, gw->data[l], rw->data[l]));
    }
    if (!m.lines.empty()) {
      if (tol.ulp) m.lines.push_back(fmt::format("tolerance: {} ulp ({})", tol.ulp, tol.basis));
      return m;
    }
  }
  for (const auto& [reg, rw] : r)
    if (!g.count(reg))
      return Mismatch{fmt::format("{} v{}", what, reg), {"extra write of lanes " + lanes_of(rw->mask) + ": golden does not write it"}};
  return std::nullopt;
}

std::optional<Mismatch> compare_retire(const Commit& g, const Commit& r, const Tolerance& tol) {
  if (g.pc != r.pc) return scalar("pc", g.pc, r.pc);
  if (g.size != r.size) return scalar("instruction size", g.size, r.size);
  for (uint32_t i = 0; i < g.size / 4u; ++i)
    if (g.words[i] != r.words[i]) return scalar(fmt::format("instruction dword {}", i), g.words[i], r.words[i]);
  if (g.exec != r.exec) return scalar("exec in effect", g.exec, r.exec);
  if (auto m = compare_sgpr_writes(g.sgpr, r.sgpr, "sgpr")) return m;
  if (g.scc_written != r.scc_written)
    return Mismatch{"scc", {g.scc_written ? "expected a write of SCC, the RTL did not write it"
                                          : "extra write of SCC: golden does not write it"}};
  if (g.scc_written && g.scc != r.scc) return scalar("scc", g.scc, r.scc);
  if (auto m = compare_vgpr_writes(g.vgpr, r.vgpr, "vgpr", tol)) return m;
  if (g.mem.size() != r.mem.size()) return scalar("memory effects", g.mem.size(), r.mem.size());
  for (size_t i = 0; i < g.mem.size(); ++i)
    if (auto m = compare_mem(g.mem[i], r.mem[i], i)) return m;
  if (g.next_pc != r.next_pc) return scalar("next pc", g.next_pc, r.next_pc);
  if (g.vmcnt != r.vmcnt) return scalar("vmcnt after issue", g.vmcnt, r.vmcnt);
  if (g.lgkmcnt != r.lgkmcnt) return scalar("lgkmcnt after issue", g.lgkmcnt, r.lgkmcnt);
  if (g.expcnt != r.expcnt) return scalar("expcnt after issue", g.expcnt, r.expcnt);
  if ((g.event == WaveEvent::Halt) != (r.event == WaveEvent::Halt))
    return Mismatch{"halt", {g.event == WaveEvent::Halt ? "expected the wave to halt (s_endpgm), the RTL did not"
                                                        : "the RTL halted the wave, golden did not"}};
  if (g.event != r.event) return scalar("wave event", uint64_t(g.event), uint64_t(r.event));
  return std::nullopt;
}

}  // namespace gcn
