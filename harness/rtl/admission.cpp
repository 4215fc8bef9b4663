#include "harness/rtl/admission.h"

#include <algorithm>

namespace gcn {

GroupAdmission::GroupAdmission(uint32_t wave_slots, uint32_t lds_total, uint32_t lds_bytes, uint32_t waves_per_group)
    : lds_total_(lds_total), lds_alloc_((lds_bytes + 511) / 512 * 512), per_group_(waves_per_group),
      slot_wg_(wave_slots, -1) {}

std::optional<GroupAdmission::Place> GroupAdmission::fit(uint32_t free_wave_slots, uint32_t waves, uint32_t vgpr_free,
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

void GroupAdmission::admit(const Place& p) { groups_[p.wg_slot].lds_base = p.lds_base; }

void GroupAdmission::add_wave(uint32_t wg_slot, uint32_t slot) {
  groups_.at(wg_slot).slots.push_back(slot);
  slot_wg_.at(slot) = int(wg_slot);
}

void GroupAdmission::halted(uint32_t slot) {
  const int wg = slot_wg_.at(slot);
  if (wg >= 0) ++groups_.at(uint32_t(wg)).halted;
}

void GroupAdmission::release_finished(const std::function<bool(uint32_t slot)>& busy) {
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
