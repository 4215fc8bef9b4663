// The golden engine's retire records: one per instruction, in order, carrying exactly the
// architectural effects of design.md's retire record.
#include <catch2/catch.hpp>

#include "golden/api/device.h"
#include "golden/engine/golden_engine.h"
#include "tests/support/asm_kernel.h"

using namespace gcn;

namespace {

// Runs wave 0 of a one-wave kernel to s_endpgm, keeping every retire record.
std::vector<Commit> retire_records(const std::string& body) {
  const CodeObject co = CodeObject::load(test::assemble_kernel(body));
  Device dev;
  const uint64_t buf = dev.alloc("buf", 256);
  std::unique_ptr<Dispatcher> d = dev.prepare(co, {"k", {64, 1, 1}, {64, 1, 1}, {KernelArg::buffer(buf)}});
  GoldenEngine engine(dev.memory(), *d);
  std::vector<WaveState> waves = d->group_waves(0);
  Lds lds(d->layout().lds_bytes);
  std::vector<Commit> out;
  while (!waves[0].halted) {
    Commit rec;
    engine.step(waves[0], lds, &rec);
    out.push_back(rec);
  }
  return out;
}

}  // namespace

TEST_CASE("each retired instruction gets one record in order with PC and next PC", "[commit]") {
  const auto recs = retire_records("  s_mov_b32 s5, 7\n  s_branch skip\n  s_mov_b32 s5, 9\nskip:\n  s_nop 0");
  REQUIRE(recs.size() == 4);  // s_mov, s_branch, s_nop, s_endpgm
  for (size_t i = 0; i < recs.size(); ++i) {
    CHECK(recs[i].order == i);
    CHECK(recs[i].wave_order == i);
    if (i) CHECK(recs[i].pc == recs[i - 1].next_pc);
  }
  CHECK(recs[1].next_pc == recs[1].pc + 8);  // the branch skips one 4-byte s_mov
  CHECK(recs[3].event == WaveEvent::Halt);
}

TEST_CASE("retire records carry scalar, SCC and vector writes", "[commit]") {
  const auto recs = retire_records("  s_add_u32 s6, -1, 2\n  v_mov_b32 v3, 5");
  const Commit& s = recs[0];
  REQUIRE(s.sgpr.size() == 1);
  CHECK(s.sgpr[0].idx == 6);
  CHECK(s.sgpr[0].value == 1);  // 0xffffffff + 2 = 1 carry 1
  CHECK(s.scc_written);
  CHECK(s.scc);
  const Commit& v = recs[1];
  REQUIRE(v.vgpr.size() == 1);
  CHECK(v.vgpr[0].reg == 3);
  CHECK(v.vgpr[0].mask == ~0ull);
  CHECK(v.vgpr[0].data[63] == 5);
  CHECK(v.exec == ~0ull);
}

TEST_CASE("retire records carry loads as write-backs and stores as memory effects", "[commit]") {
  const auto recs = retire_records(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v1, s2
  v_mov_b32 v2, s3
  v_mov_b32 v3, 0xabc
  flat_store_dword v[1:2], v3
  s_waitcnt vmcnt(0) lgkmcnt(0))");
  const Commit& load = recs[0];
  CHECK(load.sgpr.empty());                  // load data is not an ALU write
  CHECK(load.sgpr_load_writeback.size() == 2);
  CHECK(load.lgkmcnt == 1);                  // counted at issue
  CHECK(recs[1].lgkmcnt == 0);               // s_waitcnt completed it
  const Commit& store = recs[5];
  REQUIRE(store.mem.size() == 1);
  CHECK(store.mem[0].kind == MemKind::Store);
  CHECK(store.mem[0].lane_mask == ~0ull);
  CHECK(store.mem[0].data[0] == 0xabc);
  CHECK(store.vmcnt == 1);
  CHECK(store.lgkmcnt == 1);                 // FLAT counts in both
}

TEST_CASE("scalar register names use the GFX8 numbering (108..111 TBA/TMA, 112.. TTMP)", "[commit]") {
  CHECK(sreg_name(101) == "s101");
  CHECK(sreg_name(108) == "tba_lo");
  CHECK(sreg_name(111) == "tma_hi");
  CHECK(sreg_name(112) == "ttmp0");
  CHECK(sreg_name(123) == "ttmp11");
  CHECK(sreg_name(124) == "m0");
}
