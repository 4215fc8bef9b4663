// The RTL engines' work-group admission policy (docs/rtl.md, "Work-groups, LDS regions,
// barriers"): which work-group may start on the compute unit now, in which work-group slot and
// LDS region, and when a resident group's resources are free again. Pure bookkeeping, no RTL:
// run_rtl (harness/rtl/run_rtl.h) asks it and drives the CU's launch port.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace gcn {

class GroupAdmission {
 public:
  // `wave_slots` wave slots (also the number of work-group slots), `lds_total` bytes of LDS, each
  // group `lds_bytes` of it (allocated first fit in 512-byte granules, the GFX8 LDS granularity)
  // and `waves_per_group` waves.
  GroupAdmission(uint32_t wave_slots, uint32_t lds_total, uint32_t lds_bytes, uint32_t waves_per_group);

  struct Place {
    uint32_t wg_slot = 0;
    uint32_t lds_base = 0;
  };
  // A place for the next group (`waves` waves, `vgprs` VGPRs in all) when all its waves fit at
  // once: `free_wave_slots >= waves`, `vgpr_free >= vgprs`, a free work-group slot and an LDS
  // region.
  std::optional<Place> fit(uint32_t free_wave_slots, uint32_t waves, uint32_t vgpr_free, uint32_t vgprs) const;
  void admit(const Place& p);
  // Wave slot `slot` now runs a wave of the group in `wg_slot`.
  void add_wave(uint32_t wg_slot, uint32_t slot);
  // The wave in `slot` halted.
  void halted(uint32_t slot);
  // Frees every group whose waves all halted and whose slots are no longer busy (`busy(slot)`:
  // the CU still has the slot's memory in flight).
  void release_finished(const std::function<bool(uint32_t slot)>& busy);
  // The slot belongs to a resident group (even if its wave halted).
  bool slot_taken(uint32_t slot) const { return slot_wg_.at(slot) >= 0; }
  uint32_t resident() const { return uint32_t(groups_.size()); }

 private:
  struct Resident {
    uint32_t lds_base = 0;
    std::vector<uint32_t> slots;
    uint32_t halted = 0;
  };
  uint32_t lds_total_, lds_alloc_, per_group_;
  std::map<uint32_t, Resident> groups_;  // by work-group slot
  std::vector<int> slot_wg_;             // work-group slot of each wave slot, -1 = free
};

}  // namespace gcn
