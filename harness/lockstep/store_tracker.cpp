#include "harness/lockstep/store_tracker.h"

#include <algorithm>

#include <fmt/format.h>

namespace gcn {

void StoreTracker::observe(uint64_t addr, uint8_t value) {
  if (addr >= untracked_begin_ && addr < untracked_end_) return;
  written_[addr].push_back(value);
  ++pending_bytes_;
}

std::optional<Mismatch> StoreTracker::complete(const MemEffect& fx, bool range_checked) {
  if (fx.space == AddrSpace::Lds || fx.kind == MemKind::Load) return std::nullopt;
  for (int lane = 0; lane < 64; ++lane) {
    if (!(fx.lane_mask >> lane & 1)) continue;
    for (uint32_t b = 0; b < fx.size; ++b) {
      const uint64_t addr = fx.addr[lane] + b;
      if (addr >= untracked_begin_ && addr < untracked_end_) continue;
      auto it = written_.find(addr);
      const bool have = it != written_.end() && !it->second.empty();
      if (fx.kind == MemKind::Atomic) {
        if (have) {
          it->second.pop_front();
          --pending_bytes_;
        }
        continue;
      }
      const uint8_t expected = fx.bytes.empty() ? uint8_t(fx.data[size_t(lane) * fx.dwords + b / 4] >> (8 * (b % 4)))
                                                : fx.bytes[size_t(lane) * fx.size + b];
      if (!have && range_checked) continue;
      if (!have)
        return Mismatch{"missing store", {fmt::format("lane {:2}: byte 0x{:x} expected 0x{:02x}, never written by the RTL",
                                                      lane, addr, expected)}};
      // Stores of different waves to one byte may be performed in either order: claim the write
      // with this store's value (docs/lockstep.md, "Memory order"), else report the oldest.
      auto q = std::find(it->second.begin(), it->second.end(), expected);
      if (q == it->second.end()) q = it->second.begin();
      const uint8_t actual = *q;
      it->second.erase(q);
      --pending_bytes_;
      if (actual != expected)
        return Mismatch{"store data", {fmt::format("lane {:2}: byte 0x{:x} expected 0x{:02x} actual 0x{:02x}", lane,
                                                   addr, expected, actual)}};
    }
  }
  return std::nullopt;
}

std::optional<Mismatch> StoreTracker::unclaimed() const {
  if (!pending_bytes_) return std::nullopt;
  Mismatch m{"extra write", {}};
  std::vector<uint64_t> addrs;
  for (const auto& [addr, q] : written_)
    if (!q.empty()) addrs.push_back(addr);
  std::sort(addrs.begin(), addrs.end());
  for (size_t i = 0; i < addrs.size() && i < 16; ++i)
    m.lines.push_back(fmt::format("byte 0x{:x} written with 0x{:02x} by no retired store", addrs[i],
                                  written_.at(addrs[i]).front()));
  return m;
}

}  // namespace gcn
