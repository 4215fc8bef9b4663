// Memory order of a reordering DUT (docs/lockstep.md, "Memory order"): the RTL performs a wave's
// global loads and atomics when its AXI traffic says so, not when it retires them, and waves
// race through memory in any order the ISA allows. MemOrder keeps when each global byte changed
// (every AXI write, with its old and new value and cycle) so that lockstep can ask which values an
// address held while an access was outstanding and which writes (transitions) happened then.
// Golden's own image follows the same writes, so golden sees memory in the RTL's order.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/isa/gfx8_ops.h"
#include "golden/mem/memory.h"
#include "harness/lockstep/compare.h"

namespace gcn {

class MemOrder {
 public:
  // `current`: the latest state of memory (lockstep: golden's initial image plus every byte the
  // RTL wrote -- never the RTL's own image, whose initial contents golden did not predict);
  // earlier states are rolled back from it.
  explicit MemOrder(const Memory& current) : mem_(current) {}

  // An AXI write of one byte at `cycle` (performed after every event of that cycle).
  void write(uint64_t addr, uint8_t old, uint8_t now, uint64_t cycle);

  // The byte as it was after every write before `cycle` (state(cycle)).
  uint8_t byte_at(uint64_t addr, uint64_t cycle) const;
  // little-endian value of `bytes` (<= 8) bytes at state(cycle).
  uint64_t value_at(uint64_t addr, unsigned bytes, uint64_t cycle) const;
  // The states [addr, addr+bytes) went through while an access was outstanding: state(from) and
  // the state after each write to those bytes in [from, to). Ascending, at least one.
  std::vector<uint64_t> states(uint64_t addr, unsigned bytes, uint64_t from, uint64_t to) const;

  // One write that changed [addr, addr+bytes) at `cycle`: the value before and after it.
  struct Transition {
    uint64_t cycle, before, after;
  };
  std::vector<Transition> transitions(uint64_t addr, unsigned bytes, uint64_t from, uint64_t to) const;
  // Some write in [from, to) set the byte to `value`.
  bool written_between(uint64_t addr, uint8_t value, uint64_t from, uint64_t to) const;
  // An atomic lane claims a transition so that two atomics cannot both explain one write (a
  // lost update).
  bool claimed(uint64_t addr, uint64_t cycle) const { return claims_.count({addr, cycle}) != 0; }
  void claim(uint64_t addr, uint64_t cycle) { claims_.insert({addr, cycle}); }

 private:
  struct Write {
    uint64_t cycle;
    uint8_t old, now;
  };
  const Memory& mem_;
  std::unordered_map<uint64_t, std::vector<Write>> writes_;  // per byte, oldest first
  std::set<std::pair<uint64_t, uint64_t>> claims_;
};

// The lane value golden recomputes for a global access against state(cycle): the `dwords`
// result dwords of FLAT load `op` (sub-dword loads zero/sign-extended), the old value of a FLAT
// atomic, or (lane 0) the dwords of an SMEM load. nullopt: an access whose lanes are not
// contiguous bytes at the recorded address (MUBUF, scratch), which is checked exactly instead.
std::optional<std::vector<uint32_t>> lane_value_at(const MemOrder& order, Op op, const MemEffect& fx, int lane,
                                                   unsigned dwords, uint64_t cycle);


// A byte of one of the wave's own older stores, still outstanding when a load of it retired: the
// load must see it (a wave's accesses to one address stay in program order).
struct OwnByte {
  uint64_t addr;
  uint8_t value;
  uint64_t retired;  // cycle the store retired
};

// The comparator's reorder rules (docs/lockstep.md, "Memory order"), for the global access `fx` of
// instruction `op` that was outstanding from cycle `since` until its completion at `until`.
// explain_*: every lane where the RTL's load data differs from golden's (computed at retire) must
// equal golden's value recomputed against one state memory went through in that window; true
// when every difference is so explained (the register sets must have the same shape). A lane
// that reads a byte of `own` is always recomputed, and only states in which the wave's own store
// had been performed (the byte holds its value, or held it since the store retired) count.
bool explain_vgpr_load(const MemOrder& order, Op op, const MemEffect& fx, uint64_t since, uint64_t until,
                       const std::vector<VgprWrite>& golden, const std::vector<VgprWrite>& rtl,
                       const std::vector<OwnByte>& own = {});
bool explain_sgpr_load(const MemOrder& order, Op op, const MemEffect& fx, uint64_t since, uint64_t until,
                       const std::vector<SgprWrite>& golden, const std::vector<SgprWrite>& rtl);
// Atomicity of a global atomic: per address, in lane order, each lane's read-modify-write must
// be one write in the window that took memory from a value p to op(p, data) (p = the value the
// lane returned, when it returns one), claimed by no other atomic -- or, when the operation leaves
// p unchanged, no write at all; lanes of one instruction on one address may also be one write of
// the whole chain (a memory unit that coalesces them). Returns the first lane that no write
// explains (a lost update, a wrong result or a wrong returned value).
std::optional<Mismatch> check_atomic_order(MemOrder& order, Op op, const MemEffect& fx, uint64_t since,
                                           uint64_t until, const std::vector<VgprWrite>& returned);

}  // namespace gcn
