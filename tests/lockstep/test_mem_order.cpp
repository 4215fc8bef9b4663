// The comparator's memory-order rules (harness/lockstep/mem_order.h, docs/lockstep.md "Memory
// order") as pure functions: a history of AXI writes, then load values and atomics that a
// reordering DUT may or may not legally produce. Values are worked out by hand.
#include <catch2/catch.hpp>

#include "golden/commit/commit.h"
#include "golden/mem/memory.h"
#include "harness/lockstep/mem_order.h"

namespace {

using gcn::MemEffect;
using gcn::MemOrder;
using gcn::Op;
using gcn::VgprWrite;

// A one-dword write performed at `cycle` (as the AXI model reports it, byte by byte).
void write32(gcn::Memory& m, MemOrder& o, uint64_t addr, uint32_t v, uint64_t cycle) {
  for (int b = 0; b < 4; ++b) {
    uint8_t old = 0;
    m.read(addr + b, &old, 1);
    const uint8_t now = uint8_t(v >> (8 * b));
    m.write(addr + b, &now, 1);
    o.write(addr + b, old, now, cycle);
  }
}

MemEffect lane_effect(gcn::MemKind kind, int lane, uint64_t addr, std::vector<uint32_t> data = {}) {
  MemEffect fx;
  fx.kind = kind;
  fx.size = 4;
  fx.lane_mask = 1ull << lane;
  fx.addr[lane] = addr;
  fx.dwords = uint8_t(data.size() ? 1 : 0);
  fx.data.assign(64 * fx.dwords, 0);
  if (!data.empty()) fx.data[size_t(lane)] = data[0];
  return fx;
}

VgprWrite vgpr(uint16_t reg, int lane, uint32_t v) {
  VgprWrite w{reg, 1ull << lane, {}};
  w.data[lane] = v;
  return w;
}

struct Fixture {
  gcn::Memory mem;
  uint64_t buf = mem.allocate("buf", 256);
  MemOrder order{mem};
};

}  // namespace

TEST_CASE("a load may return any value its address held while it was outstanding, no other", "[lockstep][order]") {
  Fixture f;
  write32(f.mem, f.order, f.buf, 10, 5);   // before the window
  write32(f.mem, f.order, f.buf, 20, 12);  // inside [10, 30)
  write32(f.mem, f.order, f.buf, 30, 40);  // after the completion
  CHECK(f.order.value_at(f.buf, 4, 10) == 10);
  CHECK(f.order.value_at(f.buf, 4, 13) == 20);
  CHECK(f.order.value_at(f.buf, 4, 41) == 30);
  const MemEffect fx = lane_effect(gcn::MemKind::Load, 3, f.buf);
  const std::vector<VgprWrite> golden{vgpr(7, 3, 10)};  // golden read at retire: 10
  for (uint32_t rtl : {10u, 20u}) {
    INFO("RTL returned " << rtl);
    CHECK(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, golden, {vgpr(7, 3, rtl)}));
  }
  // 30 was written after the completion, 5 never: no state explains them.
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, golden, {vgpr(7, 3, 30)}));
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, golden, {vgpr(7, 3, 5)}));
  // A different register is not a reordering.
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, golden, {vgpr(8, 3, 20)}));
}

TEST_CASE("sign-extending byte loads are recomputed from the state they read", "[lockstep][order]") {
  Fixture f;
  write32(f.mem, f.order, f.buf, 0x000000F0, 12);
  MemEffect fx = lane_effect(gcn::MemKind::Load, 0, f.buf);
  fx.size = 1;
  CHECK(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_SBYTE, fx, 10, 30, {vgpr(1, 0, 0)}, {vgpr(1, 0, 0xFFFFFFF0u)}));
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_SBYTE, fx, 10, 30, {vgpr(1, 0, 0)}, {vgpr(1, 0, 0xF0u)}));
  CHECK(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_UBYTE, fx, 10, 30, {vgpr(1, 0, 0)}, {vgpr(1, 0, 0xF0u)}));
}

TEST_CASE("a load must see its own wave's older store to the same bytes", "[lockstep][order]") {
  Fixture f;
  // The wave stored 7 (retired at cycle 8), then the load retired; the store reached memory at
  // cycle 15, inside the load's window [10, 30).
  write32(f.mem, f.order, f.buf, 7, 15);
  const MemEffect fx = lane_effect(gcn::MemKind::Load, 0, f.buf);
  std::vector<gcn::OwnByte> own;
  for (int b = 0; b < 4; ++b) own.push_back({f.buf + b, uint8_t(b == 0 ? 7 : 0), 8});
  // Golden (at retire, before the store was performed) and a DUT that read memory before its own
  // store landed both have 0: that is not allowed.
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, {vgpr(2, 0, 0)}, {vgpr(2, 0, 0)}, own));
  CHECK(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, {vgpr(2, 0, 0)}, {vgpr(2, 0, 7)}, own));
  // Without the own store, the old value was legal.
  CHECK(gcn::explain_vgpr_load(f.order, Op::FLAT_LOAD_DWORD, fx, 10, 30, {vgpr(2, 0, 0)}, {vgpr(2, 0, 0)}));
}

TEST_CASE("atomics of two waves on one address: serialised passes, a lost update does not", "[lockstep][order]") {
  const MemEffect a = lane_effect(gcn::MemKind::Atomic, 0, 0, {1});  // address set below
  SECTION("serialised: 5 -> 6 -> 7, returns 5 and 6") {
    Fixture f;
    write32(f.mem, f.order, f.buf, 5, 1);
    write32(f.mem, f.order, f.buf, 6, 12);
    write32(f.mem, f.order, f.buf, 7, 14);
    MemEffect fx = a;
    fx.addr[0] = f.buf;
    CHECK_FALSE(gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {vgpr(3, 0, 6)}));
    CHECK_FALSE(gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {vgpr(3, 0, 5)}));
  }
  SECTION("lost update: both read 5, both write 6") {
    Fixture f;
    write32(f.mem, f.order, f.buf, 5, 1);
    write32(f.mem, f.order, f.buf, 6, 12);
    write32(f.mem, f.order, f.buf, 6, 14);  // the second write: 6 -> 6, not 6 -> 7
    MemEffect fx = a;
    fx.addr[0] = f.buf;
    CHECK_FALSE(gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {vgpr(3, 0, 5)}));
    const auto m = gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {vgpr(3, 0, 5)});
    REQUIRE(m);
    CHECK(m->field == "atomic order");
  }
  SECTION("without return values: two increments need two writes that each add one") {
    Fixture f;
    write32(f.mem, f.order, f.buf, 5, 1);
    write32(f.mem, f.order, f.buf, 6, 12);
    MemEffect fx = a;
    fx.addr[0] = f.buf;
    CHECK_FALSE(gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {}));
    CHECK(gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {}));
  }
}

TEST_CASE("lanes of one atomic on one address may be one coalesced write of the chain", "[lockstep][order]") {
  Fixture f;
  write32(f.mem, f.order, f.buf, 100, 1);
  write32(f.mem, f.order, f.buf, 106, 12);  // lanes 0..2 add 1, 2, 3 in one write
  MemEffect fx;
  fx.kind = gcn::MemKind::Atomic;
  fx.lane_mask = 0b111;
  fx.dwords = 1;
  fx.data.assign(64, 0);
  for (int l = 0; l < 3; ++l) fx.addr[l] = f.buf, fx.data[l] = uint32_t(l + 1);
  VgprWrite ret{4, 0b111, {}};
  ret.data[0] = 100, ret.data[1] = 101, ret.data[2] = 103;
  CHECK_FALSE(gcn::check_atomic_order(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {ret}));
  ret.data[2] = 102;  // not the chain's value
  Fixture g;
  write32(g.mem, g.order, g.buf, 100, 1);
  write32(g.mem, g.order, g.buf, 106, 12);
  for (int l = 0; l < 3; ++l) fx.addr[l] = g.buf;
  CHECK(gcn::check_atomic_order(g.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {ret}));
}

TEST_CASE("a lane of a coalesced atomic chain returns its predecessor's value after that lane's step",
          "[lockstep][order]") {
  // Golden (at retire) saw 100; another wave's write made it 140 before this atomic read it; the
  // coalescing unit applied lanes 0..2 (add 1, 2, 3) to 140 and wrote 146 once.
  Fixture f;
  write32(f.mem, f.order, f.buf, 100, 1);
  write32(f.mem, f.order, f.buf, 140, 15);
  write32(f.mem, f.order, f.buf, 146, 25);
  MemEffect fx;
  fx.kind = gcn::MemKind::Atomic;
  fx.size = 4;
  fx.lane_mask = 0b111;
  fx.dwords = 1;
  fx.data.assign(64, 0);
  for (int l = 0; l < 3; ++l) fx.addr[l] = f.buf, fx.data[l] = uint32_t(l + 1);
  VgprWrite golden{4, 0b111, {}}, rtl{4, 0b111, {}};
  golden.data[0] = 100, golden.data[1] = 101, golden.data[2] = 103;
  rtl.data[0] = 140, rtl.data[1] = 141, rtl.data[2] = 143;
  CHECK(gcn::explain_vgpr_load(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {golden}, {rtl}));
  rtl.data[2] = 142;  // not lane 1's value after its step
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {golden}, {rtl}));
  rtl.data[0] = 139, rtl.data[1] = 140, rtl.data[2] = 142;  // a chain from a value memory never held
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::FLAT_ATOMIC_ADD, fx, 10, 30, {golden}, {rtl}));
}

TEST_CASE("MUBUF loads are recomputed from the state they read, like FLAT loads", "[lockstep][order]") {
  // buffer_load_* behind its own wave's store (random programs: flat_store_short, then
  // buffer_load_dwordx4 of the same slice): the RTL's value is the state after the store.
  Fixture f;
  write32(f.mem, f.order, f.buf, 0x000000F0, 12);
  MemEffect fx = lane_effect(gcn::MemKind::Load, 5, f.buf);
  CHECK(gcn::explain_vgpr_load(f.order, Op::BUFFER_LOAD_DWORD, fx, 10, 30, {vgpr(1, 5, 0)}, {vgpr(1, 5, 0xF0u)}));
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::BUFFER_LOAD_DWORD, fx, 10, 30, {vgpr(1, 5, 0)}, {vgpr(1, 5, 0xF1u)}));
  fx.size = 1;
  CHECK(gcn::explain_vgpr_load(f.order, Op::BUFFER_LOAD_SBYTE, fx, 10, 30, {vgpr(1, 5, 0)}, {vgpr(1, 5, 0xFFFFFFF0u)}));
  CHECK_FALSE(gcn::explain_vgpr_load(f.order, Op::BUFFER_LOAD_SBYTE, fx, 10, 30, {vgpr(1, 5, 0)}, {vgpr(1, 5, 0xF0u)}));
}
