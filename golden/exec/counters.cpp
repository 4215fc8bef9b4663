#include "golden/exec/counters.h"

#include <cstddef>

#include "golden/isa/opcode_table.h"

namespace gcn {

void complete_access(WaveState& w, size_t index) {
  const uint8_t bits = w.pending[index].counters;
  if (bits & kVmCnt) --w.vmcnt;
  if (bits & kLgkmCnt) --w.lgkmcnt;
  if (bits & kExpCnt) --w.expcnt;
  w.pending.erase(w.pending.begin() + std::ptrdiff_t(index));
}

bool complete_oldest(WaveState& w, uint8_t counter) {
  for (size_t i = 0; i < w.pending.size(); ++i) {
    if (w.pending[i].counters & counter) {
      complete_access(w, i);
      return true;
    }
  }
  return false;
}

void drain_to(WaveState& w, unsigned vmcnt, unsigned lgkmcnt, unsigned expcnt) {
  while (w.vmcnt > vmcnt && complete_oldest(w, kVmCnt)) {}
  while (w.lgkmcnt > lgkmcnt && complete_oldest(w, kLgkmCnt)) {}
  while (w.expcnt > expcnt && complete_oldest(w, kExpCnt)) {}
}

}  // namespace gcn
