// Vector memory completes in issue order (AMDGPUUsage, memory model GFX6-GFX9: "completion is
// reported to a wavefront in execution order"; FLAT counts in vmcnt and lgkmcnt). So once
// `s_waitcnt lgkmcnt(0)` has seen a flat_load complete, every OLDER vector-memory access of the
// wave has completed too, and a later `s_waitcnt vmcnt(k)` that counts only younger accesses
// makes the older destination readable. Oracle case flat_lgkmcnt_vm_order (docs/oracle.md).
// Buffer dword i = 1000 + i; the expected values are worked out from that.
#include <catch2/catch.hpp>

#include "golden/exec/counters.h"
#include "golden/isa/opcode_table.h"
#include "tests/memory/mem_test.h"

using namespace gcn::test;
using namespace gcn::test::mem;

namespace {

// v[2:3] = buffer + lane*4 (kBufPrologue); s[4:7] = raw V# over the test buffer (4096 bytes,
// stride 0, DST_SEL XYZW, 32-bit format); M0 = -1 for DS.
const std::string kSetup = kBufPrologue + R"(
  s_mov_b32 s4, s2
  s_and_b32 s5, s3, 0xffff
  s_mov_b32 s6, 4096
  s_mov_b32 s7, 0x24FAC
  s_mov_b32 m0, -1
)";

AsmOptions counting_buffer() {
  AsmOptions o;
  for (int i = 0; i < 1024; ++i) put32(o.buffer, 4 * i, 1000 + i);
  o.lds_bytes = 256;
  return o;
}

}  // namespace

TEST_CASE("a flat_load completed by lgkmcnt(0) completes every older vector-memory access", "[vm_order][counters]") {
  // buffer_load (vmcnt only) is older than the flat_load; vmcnt(1) counts the flat_load as the
  // one younger access, and lgkmcnt(0) already completed it, so v4 is ready.
  const AsmRun r = run_asm(kSetup + R"(
  buffer_load_dword v4, v1, s[4:7], 0 offen offset:256
  flat_load_dword v5, v[2:3]
  s_waitcnt lgkmcnt(0)
  s_waitcnt vmcnt(1)
  v_mov_b32 v6, v4
  v_mov_b32 v7, v5
)", counting_buffer());
  CHECK(r.w0().vmcnt == 0);
  CHECK(r.w0().lgkmcnt == 0);
  CHECK(r.w0().pending.empty());
  for (int lane = 0; lane < 64; ++lane) {
    CHECK(vgpr(r, 6, lane) == 1064u + lane);
    CHECK(vgpr(r, 7, lane) == 1000u + lane);
  }
}

TEST_CASE("the flat completion implies older accesses across several, not just one", "[vm_order][counters]") {
  // Three vmcnt-only loads, then the flat_load; after lgkmcnt(0) nothing older is outstanding.
  // vmcnt(2) covers the third load (two younger: the flat_load and v8's) and by issue order
  // the two before it, so v4..v6 are readable; only v8's load stays outstanding.
  const AsmRun r = run_asm(kSetup + R"(
  buffer_load_dword v4, v1, s[4:7], 0 offen offset:256
  buffer_load_dword v5, v1, s[4:7], 0 offen offset:512
  buffer_load_dword v6, v1, s[4:7], 0 offen offset:768
  flat_load_dword v7, v[2:3]
  s_waitcnt lgkmcnt(0)
  buffer_load_dword v8, v1, s[4:7], 0 offen offset:1024
  s_waitcnt vmcnt(2)
  v_add_u32 v9, vcc, v4, v5
  v_add_u32 v9, vcc, v9, v6
)", counting_buffer());
  CHECK(r.w0().vmcnt == 1);
  REQUIRE(r.w0().pending.size() == 1);
  CHECK(r.w0().pending[0].first == 256 + 8);
  for (int lane = 0; lane < 64; ++lane)
    CHECK(vgpr(r, 9, lane) == (1064u + lane) + (1128u + lane) + (1192u + lane));
}

TEST_CASE("a load younger than the completed flat_load stays a hazard under vmcnt(1)", "[vm_order][counters]") {
  const std::string body = kSetup + R"(
  buffer_load_dword v4, v1, s[4:7], 0 offen offset:256
  flat_load_dword v5, v[2:3]
  s_waitcnt lgkmcnt(0)
  buffer_load_dword v6, v1, s[4:7], 0 offen offset:512
  buffer_load_dword v7, v1, s[4:7], 0 offen offset:768
  s_waitcnt vmcnt(1)
  v_mov_b32 v8, v7
)";
  REQUIRE_THROWS_WITH(run_asm(body, counting_buffer()), Catch::Contains("program hazard"));
}

TEST_CASE("an LDS completion under lgkmcnt(0) implies nothing about vector memory", "[vm_order][counters]") {
  const std::string body = kSetup + R"(
  buffer_load_dword v4, v1, s[4:7], 0 offen offset:256
  ds_read_b32 v5, v1
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v6, v4
)";
  REQUIRE_THROWS_WITH(run_asm(body, counting_buffer()), Catch::Contains("program hazard"));
  AsmOptions o = counting_buffer();
  o.allow_hazards = true;
  const AsmRun r = run_asm(body, o);
  CHECK(r.w0().vmcnt == 1);
  CHECK(r.w0().lgkmcnt == 0);
}

TEST_CASE("complete_access on a vmcnt access completes the older vmcnt ones, not LDS, and says how many",
          "[vm_order][counters]") {
  // Lockstep relies on the count: 1 for the oldest vector-memory access.
  gcn::WaveState w;
  w.pending = {{gcn::kVmCnt, false, 260, 1, 0x10},                   // buffer_load v4
               {gcn::kLgkmCnt, false, 261, 1, 0x18},                 // ds_read v5
               {gcn::kVmCnt, false, 262, 1, 0x20},                   // buffer_load v6
               {gcn::kVmCnt | gcn::kLgkmCnt, false, 263, 1, 0x28}};  // flat_load v7
  w.vmcnt = 3;
  w.lgkmcnt = 2;
  CHECK(gcn::complete_access(w, 0) == 1);
  CHECK(gcn::complete_access(w, 2) == 2);
  CHECK(w.vmcnt == 0);
  CHECK(w.lgkmcnt == 1);
  REQUIRE(w.pending.size() == 1);
  CHECK(w.pending[0].pc == 0x18);
}
