#include "golden/exec/counters.h"

#include <cstddef>

#include "golden/isa/opcode_table.h"

namespace gcn {

namespace {

// Removes w.pending[index], decrementing every counter it was counted in.
void retire_entry(WaveState& w, size_t index) {
  const uint8_t bits = w.pending[index].counters;
  if (bits & kVmCnt) --w.vmcnt;
  if (bits & kLgkmCnt) --w.lgkmcnt;
  if (bits & kExpCnt) --w.expcnt;
  w.pending.erase(w.pending.begin() + std::ptrdiff_t(index));
}

}  // namespace

size_t complete_access(WaveState& w, size_t index) {
  size_t done = 1;
  if (w.pending[index].counters & kVmCnt) {
    for (size_t i = 0; i < index;) {
      if (w.pending[i].counters & kVmCnt) {
        retire_entry(w, i);
        --index;
        ++done;
      } else {
        ++i;
      }
    }
  }
  retire_entry(w, index);
  return done;
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
