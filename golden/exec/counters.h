// s_waitcnt counter bookkeeping on WaveState::pending (oldest first).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "golden/wave/wave_state.h"

namespace gcn {

// Completes w.pending[index] (lockstep: the access the RTL reported done), decrementing every
// counter it was counted in, and counts w.out_of_order when completes_out_of_order. Vector memory completes in issue order on GFX8 (AMDGPUUsage memory
// model: "completion is reported to a wavefront in execution order"), so completing an access
// counted in vmcnt -- a FLAT completed by an lgkmcnt wait included -- first completes every
// older vmcnt access. Returns how many accesses completed (1 when none was older).
size_t complete_access(WaveState& w, size_t index);

// Completes the oldest outstanding access counted in `counter` (a CounterBits value) through
// complete_access. False if none.
bool complete_oldest(WaveState& w, uint8_t counter);

// Golden-engine policy for s_waitcnt: complete the oldest accesses until each counter is at
// most its threshold (the model has no latency, so waiting never stalls).
void drain_to(WaveState& w, unsigned vmcnt, unsigned lgkmcnt, unsigned expcnt);

// A completion is out of order when an older access of the same wave that shares a counter with
// it is still outstanding (GFX8: SMEM among the lgkmcnt accesses, or a FLAT access waited for by
// vmcnt before an older SMEM; vector memory itself returns in order).
bool completes_out_of_order(const WaveState& w, size_t index);

// The counter statistics of a run, in every engine's summary line: the highest vmcnt and
// lgkmcnt any wave had after an instruction issued, and the out-of-order completions.
struct CounterPeaks {
  uint32_t vmcnt = 0, lgkmcnt = 0;
  uint64_t out_of_order = 0;
  void issued(uint32_t vm, uint32_t lgkm) {
    if (vm > vmcnt) vmcnt = vm;
    if (lgkm > lgkmcnt) lgkmcnt = lgkm;
  }
  // "peak vmcnt 6, peak lgkmcnt 3, 41 out-of-order completions"
  std::string summary() const;
};

// GFX8 S_WAITCNT SIMM16 fields: vmcnt [3:0], expcnt [6:4], lgkmcnt [11:8].
struct WaitcntFields {
  unsigned vmcnt, expcnt, lgkmcnt;
};
inline WaitcntFields decode_waitcnt(uint32_t simm16) {
  return {simm16 & 0xF, (simm16 >> 4) & 0x7, (simm16 >> 8) & 0xF};
}

}  // namespace gcn
