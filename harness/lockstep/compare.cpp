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

namespace {
// The lanes of `reg` (and, for a binary64 tolerance, of reg + 1 as the high dword) outside the
// tolerance, as mismatch lines.
std::vector<std::string> lanes_beyond(const VgprWrite& g, const VgprWrite& r, const VgprWrite* g_hi,
                                      const VgprWrite* r_hi, const Tolerance& tol) {
  std::vector<std::string> lines;
  for (int l = 0; l < 64; ++l) {
    if (!(g.mask >> l & 1)) continue;
    const bool hi_differs = g_hi && g_hi->data[l] != r_hi->data[l];
    if (g.data[l] == r.data[l] && !hi_differs) continue;
    bool within = false;
    if (tol.bits == 64 && g_hi)
      within = pair_within(g.data[l], g_hi->data[l], r.data[l], r_hi->data[l], tol);
    else if (tol.ulp && tol.bits != 64)
      within = dword_within(g.data[l], r.data[l], tol);
    if (within || lines.size() >= kMaxLaneLines) continue;
    if (g_hi)
      lines.push_back(fmt::format("lane {:2}: expected 0x{:08x}{:08x} actual 0x{:08x}{:08x}", l, g_hi->data[l], g.data[l],
                                  r_hi->data[l], r.data[l]));
    else
      lines.push_back(fmt::format("lane {:2}: expected 0x{:08x} actual 0x{:08x}", l, g.data[l], r.data[l]));
  }
  return lines;
}
}  // namespace

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
    // A binary64 tolerance compares v[n+1:n] as one value at n (the high dword's own turn then
    // finds it equal or within, lane by lane, through the same pair).
    const VgprWrite *g_hi = nullptr, *r_hi = nullptr;
    if (tol.ulp && tol.bits == 64) {
      const bool is_hi = g.count(uint16_t(reg - 1)) && r.count(uint16_t(reg - 1));
      const uint16_t lo = is_hi ? uint16_t(reg - 1) : reg;
      if (g.count(uint16_t(lo + 1)) && r.count(uint16_t(lo + 1)) && r.count(lo) &&
          g.at(lo)->mask == g.at(uint16_t(lo + 1))->mask && r.at(lo)->mask == r.at(uint16_t(lo + 1))->mask) {
        if (is_hi) continue;
        g_hi = g.at(uint16_t(lo + 1));
        r_hi = r.at(uint16_t(lo + 1));
      }
    }
    Mismatch m{f, tol.ulp ? lanes_beyond(*gw, *rw, g_hi, r_hi, tol) : std::vector<std::string>{}};
    if (!tol.ulp)
      for (int l = 0; l < 64; ++l)
        if ((gw->mask >> l & 1) && gw->data[l] != rw->data[l] && m.lines.size() < kMaxLaneLines)
          m.lines.push_back(fmt::format("lane {:2}: expected 0x{:08x} actual 0x{:08x}", l, gw->data[l], rw->data[l]));
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
