#include "harness/rtl/run_rtl.h"

#include <deque>
#include <vector>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/isa/opcode_table.h"
#include "harness/rtl/admission.h"

namespace gcn {

namespace {

// The DUT's own completion order, from its retire records alone: per wave slot the accesses it
// issued (counter bits from the opcode table) and, on each completion, whether an older access
// sharing a counter was still outstanding (counters.h, CounterPeaks).
class CompletionOrder {
 public:
  explicit CompletionOrder(uint32_t slots) : outstanding_(slots) {}
  void on_event(const RtlEvent& e, CounterPeaks& peaks) {
    if (e.kind == RtlEvent::Kind::Retire) {
      peaks.issued(e.commit.vmcnt, e.commit.lgkmcnt);
      if (e.op < kNumOps && info(Op(e.op)).counters)
        outstanding_.at(e.commit.wave_slot).push_back({e.commit.pc, info(Op(e.op)).counters});
    } else if (e.kind == RtlEvent::Kind::Completion) {
      auto& q = outstanding_.at(e.commit.wave_slot);
      uint8_t older = 0;
      for (auto it = q.begin(); it != q.end(); ++it) {
        if (it->pc == e.completion.pc && it->bits == e.completion.counter) {
          if (older & it->bits) ++peaks.out_of_order;
          q.erase(it);
          return;
        }
        older |= it->bits;
      }
    }
  }

 private:
  struct Access {
    uint64_t pc;
    uint8_t bits;
  };
  std::vector<std::deque<Access>> outstanding_;
};

}  // namespace

RtlRunStats run_rtl(RtlCu& cu, const Dispatcher& dispatch, const std::function<void(const RtlEvent&)>& on_event,
                    uint64_t watchdog, const std::function<void(const std::string&)>& on_failure, uint64_t max_cycles) {
  auto fail = [&](const std::string& line) {
    if (on_failure) on_failure(line);
    return Error(line);
  };
  auto hang = [&](const char* what) {
    return fail(fmt::format("RTL hang: {} for {} cycles (cycle {})", what, watchdog, cu.cycles()));
  };
  RtlRunStats st;
  cu.set_scratch_base(dispatch.env().scratch_base);
  const uint64_t start = cu.cycles();
  const uint32_t groups = dispatch.num_groups();
  const uint32_t per_group = dispatch.waves_per_group();
  constexpr uint32_t kSlots = uint32_t(RtlCu::kNumWaves);
  if (per_group > kSlots)
    throw Error(fmt::format("RTL: work-group of {} waves does not fit the CU's {} wave slots", per_group, kSlots));
  GroupAdmission admission(kSlots, RtlCu::kLdsBytes, dispatch.layout().lds_bytes, per_group);
  CompletionOrder order(kSlots);
  uint32_t next_group = 0;
  std::deque<WaveState> pending;  // waves of the admitted group not launched yet
  GroupAdmission::Place place;
  bool pending_first = false;
  uint64_t last_retire = cu.cycles();
  uint32_t last_wave = 0;  // the last retired instruction's wave and next PC (runaway report)
  uint64_t last_pc = 0;
  const uint32_t total = dispatch.total_waves();
  uint32_t halted = 0;

  auto slot_free = [&](uint32_t s) { return !admission.slot_taken(s) && !cu.slot_busy(s); };
  auto busy = [&](uint32_t s) { return cu.slot_busy(s); };
  auto deliver = [&](const RtlEvent& e) {
    order.on_event(e, st.peaks);
    if (on_event) on_event(e);
  };

  while (halted < total) {
    admission.release_finished(busy);
    // Admit the next group when all of its waves fit at once.
    if (pending.empty() && next_group < groups && !cu.launch_pending()) {
      uint32_t free_slots = 0;
      for (uint32_t s = 0; s < kSlots; ++s) free_slots += slot_free(s);
      std::vector<WaveState> waves = dispatch.group_waves(next_group);
      const uint32_t vgprs = waves.empty() ? 0 : waves.front().num_vgprs * uint32_t(waves.size());
      if (const auto p = admission.fit(free_slots, uint32_t(waves.size()), cu.vgpr_free(), vgprs)) {
        ++next_group;
        for (auto& w : waves) pending.push_back(std::move(w));
        place = *p;
        pending_first = true;
        admission.admit(place);
      }
    }
    if (!cu.launch_pending() && !pending.empty()) {
      for (uint32_t s = 0; s < kSlots; ++s) {
        if (slot_free(s)) {
          cu.launch(s, pending.front(),
                    {place.wg_slot, place.lds_base, dispatch.layout().lds_bytes, per_group, pending_first});
          admission.add_wave(place.wg_slot, s);
          pending_first = false;
          pending.pop_front();
          break;
        }
      }
    }
    cu.tick();
    auto& ev = cu.events();
    while (!ev.empty()) {
      const RtlEvent& e = ev.front();
      if (e.kind == RtlEvent::Kind::Unimplemented) {
        throw Error(fmt::format("not implemented in RTL: {} at 0x{:x} (wave {})",
                                e.op < kNumOps ? std::string(info(Op(e.op)).name)
                                               : fmt::format("undecodable 0x{:08x}", e.commit.words[0]),
                                e.commit.pc, e.commit.wave));
      }
      if (e.kind == RtlEvent::Kind::Retire) {
        ++st.instructions;
        last_retire = cu.cycles();
        last_wave = e.commit.wave;
        last_pc = e.commit.next_pc;
        if (e.commit.event == WaveEvent::Halt) {
          ++halted;
          admission.halted(e.commit.wave_slot);
        }
      }
      deliver(e);
      ev.pop_front();
    }
    if (!cu.axi_faults().empty()) {
      throw fail(cu.axi_faults().front());
    }
    if (cu.cycles() - last_retire > watchdog) {
      throw hang("no retire");
    }
    if (cu.cycles() - start >= max_cycles) throw CycleBudgetExhausted(max_cycles, last_wave, last_pc);
  }
  // Let outstanding stores drain. The retire port is registered: the last completion beat
  // appears after its counter has dropped, so a few idle cycles follow.
  constexpr int kTailCycles = 4;
  for (int idle = 0; idle < kTailCycles;) {
    bool any = cu.record_open();
    for (uint32_t s = 0; s < kSlots; ++s) any |= cu.slot_busy(s);
    idle = any ? 0 : idle + 1;
    cu.tick();
    if (cu.cycles() - last_retire > watchdog) throw hang("memory not drained");
    auto& ev = cu.events();
    while (!ev.empty()) {
      deliver(ev.front());
      ev.pop_front();
    }
  }
  st.cycles = cu.cycles() - start;
  st.waves = total;
  return st;
}

}  // namespace gcn
