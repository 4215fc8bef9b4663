// compare(): an Outcome against a vector's expected result. The expected final state of each
// wave is its initial state with the expected writes applied; every register, lane, SCC, the
// PC of the final s_endpgm, the retired count, the first instruction's counters, every memory
// region and the LDS must equal it, and the set of registers written must be exactly the set
// the vector lists ("nothing else changed" even when a stray write stores an unchanged value).
#include <fmt/format.h>

#include "harness/vectors/machine.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {

constexpr size_t kMaxLines = 8;  // differing lanes/bytes listed per field

std::string sname(uint32_t idx) { return sreg_name(uint16_t(idx)); }

void add(std::vector<Mismatch>& out, std::string field, std::string line) {
  out.push_back({std::move(field), {std::move(line)}});
}

void compare_bytes(std::vector<Mismatch>& out, const std::string& field, uint64_t base, const std::vector<uint8_t>& exp,
                   const std::vector<uint8_t>& act) {
  if (exp.size() != act.size()) {
    add(out, field, fmt::format("size: expected {} actual {}", exp.size(), act.size()));
    return;
  }
  Mismatch m{field, {}};
  size_t n = 0;
  for (size_t i = 0; i < exp.size(); ++i)
    if (exp[i] != act[i] && n++ < kMaxLines)
      m.lines.push_back(fmt::format("byte 0x{:x}: expected 0x{:02x} actual 0x{:02x}", base + i, exp[i], act[i]));
  if (n > kMaxLines) m.lines.push_back(fmt::format("... {} bytes differ", n));
  if (n) out.push_back(std::move(m));
}

void compare_wave(std::vector<Mismatch>& out, const gv::Vector& v, size_t i, const WaveOutcome& o,
                  const Tolerance& tol) {
  const gv::WaveExpect& e = v.expect[i];
  const std::string pre = v.waves.size() > 1 ? fmt::format("wave {} ", i) : "";
  WaveState exp = initial_wave(v, i);
  std::set<uint16_t> exp_sw;
  for (auto& [idx, x] : e.sgpr) exp.sreg[idx] = x, exp_sw.insert(uint16_t(idx));
  if (e.vcc) exp.set_vcc(*e.vcc);
  if (e.exec) exp.set_exec(*e.exec);
  if (e.m0) exp.sreg[opnd::kM0] = *e.m0;
  if (e.scc) exp.scc = *e.scc;
  if (e.mode) exp.mode = *e.mode;
  for (auto& [reg, x] : e.vgpr)
    if (reg < exp.num_vgprs)
      for (int l = 0; l < kWaveSize; ++l) exp.v(reg, l) = x.value[size_t(l)];

  if (!o.halted) add(out, pre + "halt", "the wave did not reach s_endpgm");
  if (o.end_pc != e.end_pc)
    add(out, pre + "end pc", fmt::format("expected 0x{:x} actual 0x{:x}", e.end_pc, o.end_pc));
  if (o.retired != e.retired) add(out, pre + "retired", fmt::format("expected {} actual {}", e.retired, o.retired));
  if (e.counters && o.first_counters) {
    const gv::Counters &a = *e.counters, &b = *o.first_counters;
    if (a.vmcnt != b.vmcnt || a.lgkmcnt != b.lgkmcnt || a.expcnt != b.expcnt)
      add(out, pre + "counters after issue",
          fmt::format("expected vmcnt {} lgkmcnt {} expcnt {} actual vmcnt {} lgkmcnt {} expcnt {}", a.vmcnt,
                      a.lgkmcnt, a.expcnt, b.vmcnt, b.lgkmcnt, b.expcnt));
  }
  // Scalar state.
  for (uint32_t s = 0; s < 128; ++s)
    if (exp.sreg[s] != o.state.sreg[s])
      add(out, pre + "sgpr " + sname(s), fmt::format("expected 0x{:08x} actual 0x{:08x}", exp.sreg[s], o.state.sreg[s]));
  if (exp.scc != o.state.scc) add(out, pre + "scc", fmt::format("expected {} actual {}", exp.scc, o.state.scc));
  if (o.mode_known && exp.mode != o.state.mode)
    add(out, pre + "mode", fmt::format("expected 0x{:08x} actual 0x{:08x}", exp.mode, o.state.mode));
  // Written sets: VCC, EXEC and M0 by their named fields, the rest by index.
  auto named = [](uint16_t s) { return s == opnd::kVccLo || s == opnd::kVccHi || s == opnd::kM0 || s >= opnd::kExecLo; };
  for (uint16_t s : o.sgpr_written)
    if (!named(s) && !exp_sw.count(s)) add(out, pre + "sgpr " + sname(s), "written, but the vector lists no write");
  for (uint16_t s : exp_sw)
    if (!o.sgpr_written.count(s)) add(out, pre + "sgpr " + sname(s), "not written, but the vector lists a write");
  auto any = [&](uint16_t a, uint16_t b) { return o.sgpr_written.count(a) || o.sgpr_written.count(b); };
  const std::pair<const char*, std::pair<bool, bool>> flags[] = {
      {"vcc", {bool(e.vcc), any(opnd::kVccLo, opnd::kVccHi)}},
      {"exec", {bool(e.exec), any(opnd::kExecLo, opnd::kExecHi)}},
      {"m0", {bool(e.m0), any(opnd::kM0, opnd::kM0)}},
      {"scc", {bool(e.scc), o.scc_written}}};
  for (auto& [name, f] : flags)
    if (f.first != f.second)
      add(out, pre + name, f.first ? "not written, but the vector lists a write" : "written, but the vector lists no write");
  // Vector registers. With a tolerance, the written ones hold the result: binary64 in pairs
  // (the lowest written register and the next one), else as dword_within places it.
  const uint32_t lo64 = e.vgpr.empty() ? 0 : e.vgpr.begin()->first;
  auto within = [&](uint32_t r, int l) {
    if (!tol.ulp || !e.vgpr.count(r)) return false;
    if (tol.bits == 64) {
      if (r != lo64 && r != lo64 + 1) return false;
      return pair_within(exp.v(lo64, l), exp.v(lo64 + 1, l), o.state.v(lo64, l), o.state.v(lo64 + 1, l), tol);
    }
    return dword_within(exp.v(r, l), o.state.v(r, l), tol);
  };
  for (uint32_t r = 0; r < exp.num_vgprs && r < o.state.num_vgprs; ++r) {
    Mismatch m{pre + fmt::format("vgpr v{}", r), {}};
    size_t n = 0;
    for (int l = 0; l < kWaveSize; ++l)
      if (exp.v(r, l) != o.state.v(r, l) && !within(r, l) && n++ < kMaxLines)
        m.lines.push_back(fmt::format("lane {:2}: expected 0x{:08x} actual 0x{:08x}", l, exp.v(r, l), o.state.v(r, l)));
    if (n > kMaxLines) m.lines.push_back(fmt::format("... {} lanes differ", n));
    if (n && tol.ulp) m.lines.push_back(fmt::format("tolerance: {} ulp ({})", tol.ulp, tol.basis));
    if (n) out.push_back(std::move(m));
  }
  for (auto& [reg, mask] : o.vgpr_written) {
    auto it = e.vgpr.find(reg);
    const uint64_t want = it == e.vgpr.end() ? 0 : it->second.mask;
    if (mask != want)
      add(out, pre + fmt::format("vgpr v{} lane mask", reg), fmt::format("expected 0x{:016x} actual 0x{:016x}", want, mask));
  }
  for (auto& [reg, x] : e.vgpr)
    if (!o.vgpr_written.count(reg) && x.mask)
      add(out, pre + fmt::format("vgpr v{} lane mask", reg), fmt::format("expected 0x{:016x} actual 0x0", x.mask));
}

}  // namespace

std::vector<Mismatch> compare(const gv::Vector& v, const Outcome& o, const Tolerance& tol) {
  std::vector<Mismatch> out;
  if (o.waves.size() != v.expect.size()) {
    add(out, "waves", fmt::format("expected {} actual {}", v.expect.size(), o.waves.size()));
    return out;
  }
  for (size_t i = 0; i < o.waves.size(); ++i) compare_wave(out, v, i, o.waves[i], tol);
  for (const gv::Region& r : v.memory) {
    const gv::Region* after = &r;
    for (const gv::Region& a : v.memory_after)
      if (a.base == r.base) after = &a;
    const Allocation* a = o.mem.find(r.base, r.bytes.size());
    if (!a || a->base != r.base) {
      add(out, "memory " + r.name, "region missing from the outcome");
      continue;
    }
    compare_bytes(out, "memory " + r.name, r.base, after->bytes, a->bytes);
  }
  if (o.lds_known && v.lds_bytes) compare_bytes(out, "lds", 0, v.lds_after ? *v.lds_after : v.lds, o.lds);
  return out;
}

}  // namespace gcn::vec
