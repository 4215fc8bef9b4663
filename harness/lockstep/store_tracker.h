// Attribution of the RTL's memory writes (design.md, comparator rule 2). Every byte the AXI port
// writes is recorded; when the RTL completes a store, the bytes golden stored for that
// instruction must each have been written once with the golden value. Bytes nobody claims by
// the end of the run are extra writes.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <unordered_map>

#include "golden/commit/commit.h"
#include "harness/lockstep/compare.h"

namespace gcn {

class StoreTracker {
 public:
  // The scratch allocation is not tracked byte by byte: a swizzled multi-dword access puts a
  // lane's dwords apart, and the retire record carries only each lane's first address. Stores
  // into it (through the private-segment V# or any other) are checked by their records
  // (address, data) and the final image.
  void set_untracked(uint64_t begin, uint64_t end) { untracked_begin_ = begin, untracked_end_ = end; }

  // An AXI write of one byte.
  void observe(uint64_t addr, uint8_t value);

  // The RTL completed the store (or atomic) whose golden memory effect is `fx`. Stores must
  // have written exactly their bytes with the golden data, in lane order; an atomic's
  // read-modify-write may or may not write each lane (values are checked by return data and
  // the final image). `range_checked` (buffer stores): a lane the V# range check drops is in
  // the record but writes nothing, so a byte may be missing, but a written byte must be right.
  std::optional<Mismatch> complete(const MemEffect& fx, bool range_checked = false);

  // Written bytes no completed store claimed (call when the run is over).
  std::optional<Mismatch> unclaimed() const;

 private:
  std::unordered_map<uint64_t, std::deque<uint8_t>> written_;
  size_t pending_bytes_ = 0;
  uint64_t untracked_begin_ = 0, untracked_end_ = 0;
};

}  // namespace gcn
