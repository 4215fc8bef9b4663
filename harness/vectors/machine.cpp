#include "harness/vectors/machine.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/dispatch/dispatcher.h"
#include "golden/exec/ctx.h"
#include "golden/exec/registry.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {
constexpr uint32_t kSEndpgm = 0xBF810000u;
}

WaveState initial_wave(const gv::Vector& v, size_t i) {
  const gv::WaveInit& s = v.waves.at(i);
  WaveState w;
  w.pc = s.pc;
  w.num_sgprs = s.num_sgprs;
  w.allocate_vgprs(s.num_vgprs);
  for (auto& [idx, x] : s.sgpr) w.sreg[idx] = x;
  for (auto& [reg, lanes] : s.vgpr) {
    if (reg >= s.num_vgprs) throw Error(fmt::format("vector {}: v{} beyond num_vgprs {}", v.id, reg, s.num_vgprs));
    for (int l = 0; l < kWaveSize; ++l) w.v(reg, l) = lanes[size_t(l)];
  }
  w.set_exec(s.exec);
  w.set_vcc(s.vcc);
  w.sreg[opnd::kM0] = s.m0;
  w.scc = s.scc;
  w.mode = s.mode;
  w.wave_id = uint32_t(i);
  w.wave_in_group = uint32_t(i);
  return w;
}

Memory initial_memory(const gv::Vector& v) {
  Memory m;
  const uint64_t code_bytes = (v.program.size() * 4 + 255) / 256 * 256 + 256;
  m.allocate_at(kProgramRegion, v.program_base, code_bytes);
  Allocation& code = m.at(v.program_base);
  for (size_t i = 0; i < code_bytes / 4; ++i) {
    const uint32_t w = i < v.program.size() ? v.program[i] : kSEndpgm;
    std::memcpy(&code.bytes[i * 4], &w, 4);
  }
  for (const gv::Region& r : v.memory) {
    m.allocate_at(r.name, r.base, r.bytes.size());
    m.at(r.base).bytes = r.bytes;
  }
  return m;
}

void fold(WaveOutcome& o, const Commit& rec) {
  for (const SgprWrite& s : rec.sgpr) o.sgpr_written.insert(s.idx), o.state.sreg[s.idx] = s.value;
  for (const SgprWrite& s : rec.sgpr_load_writeback) o.sgpr_written.insert(s.idx), o.state.sreg[s.idx] = s.value;
  auto vw = [&](const VgprWrite& w) {
    o.vgpr_written[w.reg] |= w.mask;
    if (w.reg >= o.state.num_vgprs) return;  // reported by compare() through the written set
    for (int l = 0; l < kWaveSize; ++l)
      if (w.mask >> l & 1) o.state.v(w.reg, l) = w.data[size_t(l)];
  };
  for (const VgprWrite& w : rec.vgpr) vw(w);
  for (const VgprWrite& w : rec.load_writeback) vw(w);
  if (rec.scc_written) o.scc_written = true, o.state.scc = rec.scc;
}

Outcome run_golden(const gv::Vector& v) {
  Outcome o;
  o.mem = initial_memory(v);
  ExecEnv env;
  env.mem = &o.mem;
  env.shared_aperture_hi = kSharedApertureHi;
  env.private_aperture_hi = kPrivateApertureHi;
  Lds lds(v.lds_bytes);
  if (v.lds_bytes) lds.bytes = v.lds;
  std::vector<WaveState> waves;
  for (size_t i = 0; i < v.waves.size(); ++i) {
    waves.push_back(initial_wave(v, i));
    o.waves.emplace_back().state = waves.back();
  }
  std::vector<Hazard> hazards;
  Commit rec;
  size_t live = waves.size();
  while (live) {
    for (size_t i = 0; i < waves.size(); ++i) {
      WaveState& w = waves[i];
      WaveOutcome& wo = o.waves[i];
      while (!w.halted && !w.at_barrier) {
        if (w.retired >= kWaveBudget)
          throw Error(fmt::format("wave {} ran {} instructions without s_endpgm (runaway)", i, kWaveBudget));
        uint32_t words[3] = {0, 0, 0};
        const Allocation* a = o.mem.find(w.pc, 4);
        if (!a) throw Error(fmt::format("wave {} pc 0x{:x} is outside the program", i, w.pc));
        const size_t avail = std::min<uint64_t>(3, (a->end() - w.pc) / 4);
        o.mem.read(w.pc, words, avail * 4);
        const Inst in = decode(words, avail);
        if (!in.info) throw Error(fmt::format("undecodable instruction at pc 0x{:x}: 0x{:08x}", w.pc, words[0]));
        const ExecFn* fn = registry().find(in.info->op);
        if (!fn) throw Error(fmt::format("unimplemented instruction {} at pc 0x{:x}", in.info->name, w.pc));
        rec.clear();
        rec.pc = w.pc;
        rec.exec = w.exec();
        Ctx c(w, in, env, &lds, &rec, &hazards);
        (*fn)(c);
        if (!hazards.empty())
          throw Error(fmt::format("program hazard at pc 0x{:x} (load at pc 0x{:x})", hazards[0].pc, hazards[0].load_pc));
        if (w.halted) wo.end_pc = w.pc;
        w.pc = c.next_pc;
        ++w.retired;
        fold(wo, rec);
        if (!wo.first_counters) wo.first_counters = gv::Counters{w.vmcnt, w.lgkmcnt, w.expcnt};
      }
    }
    live = 0;
    for (const WaveState& w : waves) live += !w.halted;
    for (WaveState& w : waves) w.at_barrier = false;
  }
  for (size_t i = 0; i < waves.size(); ++i) {
    WaveOutcome& wo = o.waves[i];
    // The golden wave's own final state (registers, and MODE which no record carries).
    wo.state = waves[i];
    wo.retired = waves[i].retired;
    wo.halted = true;
  }
  o.lds = lds.bytes;
  return o;
}

std::string first_disasm(const gv::Vector& v) {
  const uint64_t at = v.waves.empty() ? 0 : (v.waves[0].pc - v.program_base) / 4;
  if (at >= v.program.size()) return "<pc outside the program>";
  uint32_t words[3] = {0, 0, 0};
  const size_t n = std::min<size_t>(3, v.program.size() - at);
  std::copy(v.program.begin() + long(at), v.program.begin() + long(at + n), words);
  const Inst in = decode(words, n);
  return in.info ? disasm(in) : fmt::format("<undecodable 0x{:08x}>", words[0]);
}

}  // namespace gcn::vec
