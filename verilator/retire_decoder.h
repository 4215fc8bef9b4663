// gcn::RetireDecoder: retire-port beats (docs/rtl.md, "Retire port") -> gcn::RtlEvent records.
// No Verilator dependency: gcn::RtlCu feeds it the beats of the verilated CU, and check-trace
// (harness/fpga) the beats it rebuilds from a captured trace, so both see the same records.
#pragma once

#include <array>
#include <cstdint>
#include <deque>

#include "golden/commit/commit.h"

namespace gcn {

// One decoded retire-port record.
struct RtlEvent {
  enum class Kind { Retire, Completion, Unimplemented } kind = Kind::Retire;
  Commit commit;          // Retire: the record. Completion: writebacks (sgpr, load_writeback)
  Completion completion;  // Completion: which counter, issuing PC
  uint16_t op = 0;        // Unimplemented: golden Op id
  uint64_t cycle = 0;     // cycle the record's last beat appeared
};

class RetireDecoder {
 public:
  static constexpr uint32_t kMaxSlots = 64;

  // The wave now in `slot` (from the cycle its LAUNCH_START beat was accepted).
  void rename(uint32_t slot, uint32_t wave, const std::array<uint32_t, 3>& group);
  // One beat; `lanes` = LanesPerCycle of the data; a beat with `last` ends the record, which is
  // appended to events() stamped with `cycle`. Throws gcn::Error on a malformed beat.
  void beat(uint32_t kind, bool last, uint32_t slot, uint32_t idx, uint64_t a, uint64_t b,
            const uint32_t* data, int lanes, uint64_t cycle);
  bool record_open() const { return in_record_; }
  std::deque<RtlEvent>& events() { return events_; }
  void reset() { in_record_ = false; }

 private:
  struct SlotInfo {
    uint32_t wave = 0;
    std::array<uint32_t, 3> group{};
    uint64_t wave_order = 0;
  };
  void emit(uint64_t cycle);

  std::array<SlotInfo, kMaxSlots> slots_{};
  std::deque<RtlEvent> events_;
  RtlEvent cur_;
  bool in_record_ = false;
  uint64_t order_ = 0;
};

}  // namespace gcn
