// gcn::RetireDecoder on hand-built beats: the lane-group memory-effect beat (RB_MEMG) gives the
// same gcn::MemEffect as one RB_MEM beat per lane, and a malformed one is refused.
#include <cstdint>
#include <vector>

#include <catch2/catch.hpp>

#include "golden/common/error.h"
#include "verilator/port_contract.h"
#include "verilator/retire_decoder.h"

namespace {

using namespace gcn::port;  // NOLINT: beat kinds and layouts

constexpr int kLanes = 16;

// An instruction record around `body` (INST, EXEC, the body's beats, END).
struct Record {
  gcn::RetireDecoder dec;
  std::vector<uint32_t> data = std::vector<uint32_t>(64, 0);
  Record() {
    dec.rename(0, 0, {0, 0, 0});
    data[0] = 0xdc500000;  // the words are not decoded here
    dec.beat(kRbInst, false, 0, 0, 0x1000, kInstSize.put(8), data.data(), kLanes, 0);
    dec.beat(kRbExec, false, 0, 0, ~0ull, 0, data.data(), kLanes, 1);
  }
  void beat(uint32_t kind, uint32_t idx, uint64_t a, uint64_t b) {
    dec.beat(kind, false, 0, idx, a, b, data.data(), kLanes, 2);
  }
  const gcn::Commit& end() {
    dec.beat(kRbEnd, true, 0, 0, 0x1008, 0, data.data(), kLanes, 3);
    return dec.events().back().commit;
  }
};

// A 1-dword store: kind store, global, 4 bytes per lane, 1 data dword.
const uint64_t kStoreB = kMemDwords.put(1) | kMemKind.put(uint32_t(gcn::MemKind::Store)) |
                         kMemSpace.put(uint32_t(gcn::AddrSpace::Global)) | kMemSize.put(4);

}  // namespace

TEST_CASE("a lane-group memory-effect beat decodes to the same effect as per-lane beats", "[rtl][contract]") {
  // Lanes 17, 18 and 30 of lane group 1 store to 0x1_2345_6000 + 4 lane; lane 0 of group 0 (an
  // RB_MEM beat) to 0x2000.
  Record g;
  g.data[0] = 0xaa;
  g.beat(kRbMem, 0, 0x2000, kStoreB);
  const uint64_t mask = (1ull << 17) | (1ull << 18) | (1ull << 30);
  const uint64_t gb = kStoreB | kMemGLane.put(16) | kMemGAddrHi.put(0x1);
  for (int l = 0; l < kLanes; ++l) g.data[size_t(l)] = 0x23456000u + 4u * uint32_t(16 + l);
  g.beat(kRbMemG, 0, mask, gb);
  for (int l = 0; l < kLanes; ++l) g.data[size_t(l)] = 0x100u + uint32_t(16 + l);
  g.beat(kRbMemG, 1, mask, gb);
  const gcn::Commit& c = g.end();

  Record p;
  for (int lane : {0, 17, 18, 30}) {
    p.data[0] = lane ? 0x100u + uint32_t(lane) : 0xaa;
    p.beat(kRbMem, uint32_t(lane), lane ? 0x123456000ull + 4u * uint32_t(lane) : 0x2000, kStoreB);
  }
  const gcn::Commit& q = p.end();

  REQUIRE(c.mem.size() == 1);
  REQUIRE(q.mem.size() == 1);
  const gcn::MemEffect &m = c.mem[0], &n = q.mem[0];
  CHECK(m.lane_mask == (mask | 1));
  CHECK(m.lane_mask == n.lane_mask);
  CHECK(m.kind == gcn::MemKind::Store);
  CHECK(m.size == 4);
  CHECK(m.dwords == 1);
  for (int lane : {0, 17, 18, 30}) {
    INFO("lane " << lane);
    CHECK(m.addr[size_t(lane)] == n.addr[size_t(lane)]);
    CHECK(m.data[size_t(lane)] == n.data[size_t(lane)]);
  }
  CHECK(m.addr[17] == 0x123456044ull);
  CHECK(m.data[30] == 0x11e);
}

TEST_CASE("a lane-group memory-effect data beat for lanes without an address is refused", "[rtl][contract]") {
  Record g;
  const uint64_t gb = kStoreB | kMemGLane.put(0);
  g.beat(kRbMemG, 0, 0x3, gb);
  CHECK_THROWS_WITH(g.beat(kRbMemG, 1, 0x7, gb), Catch::Contains("group beat part 1"));
  CHECK_THROWS_WITH(g.beat(kRbMemG, 2, 0x3, gb), Catch::Contains("group beat part 2"));  // 1 data dword
}
