// Runs conformance vectors on the verilated compute unit with no golden model in the loop:
// each wave enters through RtlCu::launch (the dispatcher's wave-launch port), memory is served
// by the AXI model from the vector's regions, and the Outcome is rebuilt from the retire port
// (register writes, load write-backs at completion, SCC, halt PC) plus the final memory image.
// The CU has no LDS backdoor, so a vector with LDS is bracketed by two helper waves of the same
// work-group slot: a loader (ds_write_b32 of the initial image) and a dumper (ds_read_b32 +
// flat_store_dword into a dump buffer), both encoded here from the opcode table.
#pragma once

#include <memory>
#include <string>

#include "golden/common/error.h"
#include "harness/vectors/machine.h"

namespace gcn {
class RtlCu;
}

namespace gcn::vec {

// The RTL reported an instruction it does not implement (counted as skipped, not failed).
struct RtlUnimplemented : Error {
  using Error::Error;
};

class RtlMachine {
 public:
  explicit RtlMachine(uint64_t seed);
  ~RtlMachine();
  // Throws RtlUnimplemented, or gcn::Error for a hang, an AXI fault or a bad vector.
  Outcome run(const gcn_vectors::Vector& v);
  uint64_t cycles() const { return cycles_; }

 private:
  void fresh_cu();
  uint64_t seed_;
  Memory mem_;
  std::unique_ptr<RtlCu> cu_;
  uint64_t cycles_ = 0;
};

}  // namespace gcn::vec
