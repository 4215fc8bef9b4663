#include "golden/exec/counters.h"

#include <cstddef>

#include <fmt/format.h>

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

bool completes_out_of_order(const WaveState& w, size_t index) {
  uint8_t older = 0;
  for (size_t i = 0; i < index; ++i) older |= w.pending[i].counters;
  return (older & w.pending[index].counters) != 0;
}

std::string CounterPeaks::summary() const {
  return fmt::format("peak vmcnt {}, peak lgkmcnt {}, {} out-of-order completions", vmcnt, lgkmcnt, out_of_order);
}

size_t complete_access(WaveState& w, size_t index) {
  size_t done = 1;
  w.out_of_order += completes_out_of_order(w, index);
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
