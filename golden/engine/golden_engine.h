// The golden engine: executes a dispatch's waves instruction by instruction on the ISA model.
// Work-groups run one after another; inside a group, waves run round-robin between barriers.
// `step()` is also the lockstep entry point: the harness steps the wave the RTL retired.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/dispatch/dispatcher.h"
#include "golden/exec/counters.h"
#include "golden/exec/ctx.h"
#include "golden/exec/registry.h"
#include "golden/isa/inst.h"

namespace gcn {

struct RunOptions {
  uint64_t max_instructions = 200'000'000;  // wave-instructions per dispatch; runaway guard
  bool allow_hazards = false;               // program hazards are errors unless allowed
  // Called with each wave's final state when it executes s_endpgm (tests inspect registers).
  std::function<void(const WaveState&)> on_wave_end;
  // Called with each instruction's retire record (the commit log); records are built only then.
  std::function<void(const Commit&)> on_commit;
};

struct RunStats {
  uint64_t wave_instructions = 0;
  uint64_t lane_operations = 0;   // sum over VALU/vector-memory instructions of active lanes
  uint32_t waves = 0;
  uint32_t groups = 0;
  std::vector<Hazard> hazards;
  CounterPeaks peaks;  // peak vmcnt/lgkmcnt after issue, out-of-order completions
};

// A decoded instruction and its body (nullptr = unimplemented), resolved once per address.
struct DecodedInst {
  Inst inst;
  const ExecFn* body = nullptr;
};

// Decoded instructions of the loaded code, by PC; decoding happens once per address.
class DecodeCache {
 public:
  DecodeCache(const Memory& mem, uint64_t code_base, uint64_t code_size);
  // Throws gcn::Error for a PC outside the code or undecodable words.
  const DecodedInst& at(uint64_t pc);

 private:
  const Memory& mem_;
  uint64_t base_, size_;
  std::vector<DecodedInst> insts_;
  std::vector<uint8_t> done_;
};

class GoldenEngine {
 public:
  GoldenEngine(Memory& mem, const Dispatcher& dispatch, RunOptions opts = {});

  // Runs the whole dispatch. Throws gcn::Error on the first failure (unimplemented or
  // undecodable instruction, bad access, runaway, hazard when not allowed).
  RunStats run();

  // Executes one instruction of `w` (in work-group `lds`), filling `rec` when non-null.
  void step(WaveState& w, Lds& lds, Commit* rec);

  const std::vector<Hazard>& hazards() const { return stats_.hazards; }
  // The decoded instruction at pc (throws like step() for a bad pc or undecodable words).
  const DecodedInst& decoded(uint64_t pc) { return code_.at(pc); }
  // Throws the first program hazard not yet reported, unless hazards are allowed.
  void report_hazards();
  RunStats& stats() { return stats_; }

 private:
  void run_group(uint32_t group);

  Memory& mem_;
  const Dispatcher& dispatch_;
  RunOptions opts_;
  DecodeCache code_;
  RunStats stats_;
  size_t reported_hazards_ = 0;
};

}  // namespace gcn
