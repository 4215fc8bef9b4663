#include "golden/engine/golden_engine.h"

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/registry.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "golden/wave/wave_state.h"

namespace gcn {

DecodeCache::DecodeCache(const Memory& mem, uint64_t code_base, uint64_t code_size)
    : mem_(mem), base_(code_base), size_(code_size), insts_(code_size / 4), done_(code_size / 4, 0) {}

const DecodedInst& DecodeCache::at(uint64_t pc) {
  if (pc < base_ || pc >= base_ + size_ || (pc & 3))
    throw Error(fmt::format("jump outside the code: pc 0x{:x} (code is 0x{:x}..0x{:x})", pc, base_,
                            base_ + size_));
  const size_t i = (pc - base_) / 4;
  if (!done_[i]) {
    uint32_t words[3] = {0, 0, 0};
    const size_t avail = std::min<uint64_t>(3, (base_ + size_ - pc) / 4);
    mem_.read(pc, words, avail * 4);
    insts_[i].inst = decode(words, avail);
    if (!insts_[i].inst.info)
      throw Error(fmt::format("undecodable instruction at pc 0x{:x}: 0x{:08x} 0x{:08x}", pc, words[0], words[1]));
    insts_[i].body = registry().find(insts_[i].inst.info->op);
    done_[i] = 1;
  }
  return insts_[i];
}

GoldenEngine::GoldenEngine(Memory& mem, const Dispatcher& dispatch, RunOptions opts)
    : mem_(mem), dispatch_(dispatch), opts_(opts),
      code_(mem, dispatch.layout().code_base, dispatch.layout().code_size) {}

void GoldenEngine::step(WaveState& w, Lds& lds, Commit* rec) {
  const DecodedInst& d = code_.at(w.pc);
  const Inst& in = d.inst;
  const ExecFn* fn = d.body;
  if (!fn)
    throw Error(fmt::format("unimplemented instruction {} at pc 0x{:x} (wave {}): {}", in.info->name,
                            w.pc, w.wave_id, disasm(in)));
  if (rec) {
    rec->clear();
    rec->order = stats_.wave_instructions;
    rec->wave_order = w.retired;
    rec->wave = w.wave_id;
    rec->group = w.group_id;
    rec->pc = w.pc;
    rec->words = raw_words(in);
    rec->size = in.size;
    rec->exec = w.exec();
  }
  Ctx c(w, in, dispatch_.env(), &lds, rec, &stats_.hazards);
  const uint64_t ooo = w.out_of_order;
  (*fn)(c);
  stats_.peaks.issued(w.vmcnt, w.lgkmcnt);
  stats_.peaks.out_of_order += w.out_of_order - ooo;
  w.pc = c.next_pc;
  ++w.retired;
  ++stats_.wave_instructions;
  if (in.enc >= Enc::VOP2 && in.enc != Enc::SMEM) stats_.lane_operations += __builtin_popcountll(w.exec());
  if (rec) {
    rec->next_pc = w.pc;
    rec->vmcnt = w.vmcnt;
    rec->lgkmcnt = w.lgkmcnt;
    rec->expcnt = w.expcnt;
  }
}

void GoldenEngine::report_hazards() {
  if (opts_.allow_hazards || stats_.hazards.size() == reported_hazards_) return;
  const Hazard& h = stats_.hazards[reported_hazards_];
  const std::string reg = h.reg >= opnd::kVgpr0 ? fmt::format("v{}", h.reg - opnd::kVgpr0) : sreg_name(h.reg);
  throw Error(fmt::format("program hazard: wave {} pc 0x{:x} reads {} before s_waitcnt for the load at pc 0x{:x}",
                          h.wave, h.pc, reg, h.load_pc));
}

void GoldenEngine::run_group(uint32_t group) {
  std::vector<WaveState> waves = dispatch_.group_waves(group);
  Lds lds(dispatch_.layout().lds_bytes);
  stats_.waves += uint32_t(waves.size());
  ++stats_.groups;
  size_t live = waves.size();
  Commit rec;
  Commit* const recp = opts_.on_commit ? &rec : nullptr;
  while (live) {
    for (WaveState& w : waves) {
      while (!w.halted && !w.at_barrier) {
        step(w, lds, recp);
        if (recp) opts_.on_commit(rec);
        if (w.halted && opts_.on_wave_end) opts_.on_wave_end(w);
        report_hazards();
        if (stats_.wave_instructions > opts_.max_instructions)
          throw Error(fmt::format("instruction budget of {} wave-instructions exhausted (runaway kernel?) "
                                  "at wave {} pc 0x{:x}", opts_.max_instructions, w.wave_id, w.pc));
      }
    }
    live = 0;
    for (const WaveState& w : waves) live += !w.halted;
    // Waves stop only at s_endpgm or s_barrier, so every live wave has arrived: release.
    for (WaveState& w : waves) w.at_barrier = false;
  }
}

RunStats GoldenEngine::run() {
  for (uint32_t g = 0; g < dispatch_.num_groups(); ++g) run_group(g);
  return stats_;
}

}  // namespace gcn
