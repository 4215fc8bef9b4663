#include "golden/exec/counters.h"

#include "golden/isa/opcode_table.h"

namespace gcn {

bool complete_oldest(WaveState& w, uint8_t counter) {
  for (auto it = w.pending.begin(); it != w.pending.end(); ++it) {
    if (!(it->counters & counter)) continue;
    if (it->counters & kVmCnt) --w.vmcnt;
    if (it->counters & kLgkmCnt) --w.lgkmcnt;
    if (it->counters & kExpCnt) --w.expcnt;
    w.pending.erase(it);
    return true;
  }
  return false;
}

void drain_to(WaveState& w, unsigned vmcnt, unsigned lgkmcnt, unsigned expcnt) {
  while (w.vmcnt > vmcnt && complete_oldest(w, kVmCnt)) {}
  while (w.lgkmcnt > lgkmcnt && complete_oldest(w, kLgkmCnt)) {}
  while (w.expcnt > expcnt && complete_oldest(w, kExpCnt)) {}
}

}  // namespace gcn
