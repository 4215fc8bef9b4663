// Lockstep support for the RTL tests: golden stepped in the RTL's retire order, every RTL
// retire record compared with golden's commit for the same instruction (PC, next PC, EXEC,
// scalar and vector writes, memory effects) and every RTL vector-memory completion's load
// writebacks with golden's (atomic return values, load data). Stepping golden in the RTL's
// order makes even order-dependent kernels (atomics racing across waves) exactly comparable:
// the RTL has one memory instruction in flight, so both models touch memory in the same order.
#pragma once

#include <fmt/format.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/dispatch/dispatcher.h"
#include "golden/engine/golden_engine.h"
#include "golden/isa/decoder.h"
#include "golden/mem/memory.h"
#include "verilator/rtl_cu.h"

namespace gcn::test {

// First difference between golden's commit and the RTL's for the same instruction ("" = none).
inline std::string diff_commit(const Commit& g, const Commit& r) {
  if (g.pc != r.pc) return fmt::format("pc: expected 0x{:x} got 0x{:x}", g.pc, r.pc);
  const std::string at = fmt::format("wave {} pc 0x{:x}: ", g.wave, g.pc);
  if (g.next_pc != r.next_pc) return at + fmt::format("next pc: expected 0x{:x} got 0x{:x}", g.next_pc, r.next_pc);
  if (g.exec != r.exec) return at + fmt::format("exec: expected 0x{:x} got 0x{:x}", g.exec, r.exec);
  if (g.sgpr.size() != r.sgpr.size())
    return at + fmt::format("scalar writes: expected {} got {}", g.sgpr.size(), r.sgpr.size());
  for (size_t i = 0; i < g.sgpr.size(); ++i) {
    if (g.sgpr[i].idx != r.sgpr[i].idx || g.sgpr[i].value != r.sgpr[i].value)
      return at + fmt::format("scalar write {}: expected s{}=0x{:x} got s{}=0x{:x}", i, g.sgpr[i].idx,
                              g.sgpr[i].value, r.sgpr[i].idx, r.sgpr[i].value);
  }
  for (const auto& gv : g.vgpr) {
    const VgprWrite* rv = nullptr;
    for (const auto& x : r.vgpr)
      if (x.reg == gv.reg) rv = &x;
    if (!rv) return at + fmt::format("v{} not written", gv.reg);
    if (rv->mask != gv.mask) return at + fmt::format("v{} mask: expected 0x{:x} got 0x{:x}", gv.reg, gv.mask, rv->mask);
    for (int l = 0; l < 64; ++l)
      if ((gv.mask >> l & 1) && gv.data[l] != rv->data[l])
        return at + fmt::format("v{} lane {}: expected 0x{:x} got 0x{:x}", gv.reg, l, gv.data[l], rv->data[l]);
  }
  if (g.mem.size() != r.mem.size())
    return at + fmt::format("memory effects: expected {} got {}", g.mem.size(), r.mem.size());
  for (size_t i = 0; i < g.mem.size(); ++i) {
    const MemEffect &a = g.mem[i], &b = r.mem[i];
    if (a.space != b.space) return at + fmt::format("mem space: expected {} got {}", int(a.space), int(b.space));
    if (a.kind != b.kind) return at + fmt::format("mem kind: expected {} got {}", int(a.kind), int(b.kind));
    if (a.size != b.size) return at + fmt::format("mem size: expected {} got {}", a.size, b.size);
    if (a.dwords != b.dwords) return at + fmt::format("mem dwords: expected {} got {}", a.dwords, b.dwords);
    if (a.lane_mask != b.lane_mask)
      return at + fmt::format("mem lanes: expected 0x{:x} got 0x{:x}", a.lane_mask, b.lane_mask);
    for (int l = 0; l < 64; ++l) {
      if (!(a.lane_mask >> l & 1)) continue;
      if (a.addr[l] != b.addr[l])
        return at + fmt::format("mem lane {} address: expected 0x{:x} got 0x{:x}", l, a.addr[l], b.addr[l]);
      for (unsigned d = 0; d < a.dwords; ++d)
        if (a.data[l * a.dwords + d] != b.data[l * b.dwords + d])
          return at + fmt::format("mem lane {} data {}: expected 0x{:x} got 0x{:x}", l, d, a.data[l * a.dwords + d],
                                  b.data[l * b.dwords + d]);
    }
  }
  if (g.event != r.event) return at + "wave event differs";
  // Counters after issue: the RTL completes accesses in the background, golden only at
  // s_waitcnt, so the RTL's counts may be lower than golden's but never higher.
  if (r.vmcnt > g.vmcnt || r.lgkmcnt > g.lgkmcnt)
    return at + fmt::format("counters after issue: RTL vmcnt {} lgkmcnt {} above golden's {} {}", r.vmcnt,
                            r.lgkmcnt, g.vmcnt, g.lgkmcnt);
  return "";
}

// Load writebacks of a completion against golden's for the issuing instruction.
inline std::string diff_writeback(const Commit& g, const Commit& r) {
  const std::string at = fmt::format("completion of wave {} pc 0x{:x}: ", g.wave, g.pc);
  if (g.load_writeback.size() != r.load_writeback.size())
    return at + fmt::format("vector writebacks: expected {} got {}", g.load_writeback.size(), r.load_writeback.size());
  for (const auto& gv : g.load_writeback) {
    const VgprWrite* rv = nullptr;
    for (const auto& x : r.load_writeback)
      if (x.reg == gv.reg) rv = &x;
    if (!rv) return at + fmt::format("v{} not written back", gv.reg);
    if (rv->mask != gv.mask) return at + fmt::format("v{} mask: expected 0x{:x} got 0x{:x}", gv.reg, gv.mask, rv->mask);
    for (int l = 0; l < 64; ++l)
      if ((gv.mask >> l & 1) && gv.data[l] != rv->data[l])
        return at + fmt::format("v{} lane {}: expected 0x{:x} got 0x{:x}", gv.reg, l, gv.data[l], rv->data[l]);
  }
  return "";
}

struct LockstepResult {
  uint64_t rtl_instructions = 0;     // retired on the RTL
  uint64_t compared = 0;             // retire records compared with golden
  uint64_t mem_effects = 0;          // golden memory effects among them
  uint64_t writebacks = 0;           // golden VGPR load writebacks compared with RTL completions
  std::string first_divergence;      // "" when every record matched
};

// Runs `rtl_disp` on a fresh RtlCu over `rtl_mem` (AXI seed `seed`) and steps golden over
// `gold_mem` / `gold_disp` (an identical, separately prepared dispatch) in the RTL's order.
// The first divergence stops the comparison (the RTL run completes).
inline LockstepResult run_lockstep(Memory& gold_mem, const Dispatcher& gold_disp, Memory& rtl_mem,
                                   const Dispatcher& rtl_disp, uint64_t seed) {
  LockstepResult r;
  GoldenEngine ge(gold_mem, gold_disp);
  std::map<uint32_t, WaveState> waves;
  std::map<uint32_t, uint32_t> group_of;
  std::vector<Lds> lds;
  for (uint32_t g = 0; g < gold_disp.num_groups(); ++g) {
    lds.emplace_back(gold_disp.layout().lds_bytes);
    for (auto& w : gold_disp.group_waves(g)) {
      group_of[w.wave_id] = g;
      waves.emplace(w.wave_id, std::move(w));
    }
  }
  std::map<std::pair<uint32_t, uint64_t>, Commit> issued;  // (wave, pc) -> golden commit
  RtlCu::Config cfg;
  cfg.axi.seed = seed;
  RtlCu cu(rtl_mem, cfg);
  Commit gc;
  const auto st = run_rtl(cu, rtl_disp, [&](const RtlEvent& e) {
    if (!r.first_divergence.empty()) return;
    if (e.kind == RtlEvent::Kind::Retire) {
      auto it = waves.find(e.commit.wave);
      if (it == waves.end()) {
        r.first_divergence = fmt::format("RTL retired for unknown wave {}", e.commit.wave);
        return;
      }
      gc.clear();
      gc.vgpr.clear();
      ge.step(it->second, lds[group_of[e.commit.wave]], &gc);
      gc.wave = e.commit.wave;
      r.first_divergence = diff_commit(gc, e.commit);
      ++r.compared;
      r.mem_effects += gc.mem.size();
      // Vector-memory instructions complete later on the RTL (even with EXEC = 0).
      const Inst in = decode(gc.words.data(), 3);
      if (in.info && (in.info->counters & 1)) issued[{gc.wave, gc.pc}] = gc;
    } else if (e.kind == RtlEvent::Kind::Completion && (e.completion.counter & 1)) {
      auto it = issued.find({e.completion.wave, e.completion.pc});
      if (it == issued.end()) {
        r.first_divergence = fmt::format("RTL completion for wave {} pc 0x{:x} without a golden issue",
                                         e.completion.wave, e.completion.pc);
        return;
      }
      // The completion names the counters the instruction counts in (opcode table).
      const Inst in = decode(it->second.words.data(), 3);
      if (in.info && in.info->counters != e.completion.counter) {
        r.first_divergence = fmt::format("completion of wave {} pc 0x{:x} ({}): counters expected {} got {}",
                                         e.completion.wave, e.completion.pc, in.info->name,
                                         int(in.info->counters), int(e.completion.counter));
        return;
      }
      r.first_divergence = diff_writeback(it->second, e.commit);
      r.writebacks += it->second.load_writeback.size();
    }
  });
  r.rtl_instructions = st.instructions;
  return r;
}

}  // namespace gcn::test
