// The RTL engines' work-group admission policy (docs/rtl.md, "Work-groups, LDS regions,
// barriers"): which work-group may start on the compute unit now, in which work-group slot and
// LDS region, and when a resident group's resources are free again. Pure bookkeeping, no RTL:
// run_rtl (harness/rtl/run_rtl.h) and the FPGA shell's driver (harness/fpga/driver.h) ask it;
// header-only, so the driver, which has no RTL dependency, shares it.
#pragma once

#include <algorithm>
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

// ---------------------------------------------------------------------------------------------

inline GroupAdmission::GroupAdmission(uint32_t wave_slots, uint32_t lds_total, uint32_t lds_bytes, uint32_t waves_per_group)
    : lds_total_(lds_total), lds_alloc_((lds_bytes + 511) / 512 * 512), per_group_(waves_per_group),
      slot_wg_(wave_slots, -1) {}

inline std::optional<GroupAdmission::Place> GroupAdmission::fit(uint32_t free_wave_slots, uint32_t waves, uint32_t vgpr_free,
                                                         uint32_t vgprs) const {
  if (free_wave_slots < waves || vgpr_free < vgprs) return std::nullopt;
  Place p;
  for (p.wg_slot = 0; groups_.count(p.wg_slot); ++p.wg_slot) {}
  if (p.wg_slot >= slot_wg_.size()) return std::nullopt;
  if (lds_alloc_ == 0) return p;
  // First fit among the resident groups' regions.
  std::vector<std::pair<uint32_t, uint32_t>> used;
  for (const auto& [wg, r] : groups_) used.emplace_back(r.lds_base, r.lds_base + lds_alloc_);
  std::sort(used.begin(), used.end());
  uint32_t at = 0;
  for (const auto& [b, e] : used) {
    if (at + lds_alloc_ <= b) break;
    at = std::max(at, e);
  }
  if (at + lds_alloc_ > lds_total_) return std::nullopt;
  p.lds_base = at;
  return p;
}

inline void GroupAdmission::admit(const Place& p) { groups_[p.wg_slot].lds_base = p.lds_base; }

inline void GroupAdmission::add_wave(uint32_t wg_slot, uint32_t slot) {
  groups_.at(wg_slot).slots.push_back(slot);
  slot_wg_.at(slot) = int(wg_slot);
}

inline void GroupAdmission::halted(uint32_t slot) {
  const int wg = slot_wg_.at(slot);
  if (wg >= 0) ++groups_.at(uint32_t(wg)).halted;
}

inline void GroupAdmission::release_finished(const std::function<bool(uint32_t slot)>& busy) {
  for (auto it = groups_.begin(); it != groups_.end();) {
    bool done = it->second.halted == per_group_;
    for (uint32_t s : it->second.slots) done = done && !busy(s);
    if (done) {
      for (uint32_t s : it->second.slots) slot_wg_[s] = -1;
      it = groups_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace gcn
