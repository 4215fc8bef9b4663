// Memory instructions in flight (gcn_mem_unit's queue, docs/rtl.md "The memory unit"): a wave
// keeps issuing while its own loads are outstanding, s_waitcnt passes with loads still in flight,
// and loads behind stores (and stores behind loads) of the same addresses see the issue order.
//
// Each kernel runs on the golden engine alone (final buffer, instruction count) and on the RTL in
// lockstep with golden (AXI seeds 1..3: every retire record, the counters after every issue and
// completion, every load writeback and stored byte); then once more on the RTL alone to read the
// counters it retired with from the retire port (independent of golden's bookkeeping).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "golden/api/device.h"
#include "golden/loader/code_object.h"
#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"

namespace {

using gcn::test::AsmOptions;
using gcn::test::first_diff;

void check_lockstep(const std::string& body, const AsmOptions& opts) {
  for (uint64_t seed : {1, 2, 3}) {
    INFO("AXI seed " << seed);
    const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, opts, seed);
    INFO(first_diff(r.golden, r.rtl));
    CHECK(r.first_divergence == "");
    CHECK(r.rtl == r.golden);
    CHECK(r.stats.instructions == r.golden_instructions);
  }
}

struct Counters {
  unsigned peak_vmcnt = 0;  // highest vmcnt after issue up to the first s_waitcnt on vmcnt
  int waitcnt_vmcnt = -1;   // vmcnt that s_waitcnt (the first with vmcnt < 15) retired with
};

// The RTL alone, AXI seed `seed`: the counters of its retire records.
Counters rtl_counters(const std::string& body, const AsmOptions& opts, uint64_t seed) {
  Counters c;
  gcn::test::run_asm_rtl(body, opts, seed, [&](const gcn::RtlEvent& e) {
    if (e.kind != gcn::RtlEvent::Kind::Retire) return;
    if (c.waitcnt_vmcnt >= 0) return;
    c.peak_vmcnt = std::max<unsigned>(c.peak_vmcnt, e.commit.vmcnt);
    const uint32_t w0 = e.commit.words[0];
    // SOPP s_waitcnt: encoding 0b101111111, opcode 12; simm16[3:0] = vmcnt.
    if ((w0 >> 23) == 0x17f && ((w0 >> 16) & 0x7f) == 12 && (w0 & 0xf) != 0xf)
      c.waitcnt_vmcnt = e.commit.vmcnt;
  });
  return c;
}

AsmOptions pattern_buffer() {
  AsmOptions o;
  uint32_t x = 0x9e3779b9;
  for (size_t i = 0; i < o.buffer.size(); i += 4) {
    x = x * 1664525u + 1013904223u;
    std::memcpy(&o.buffer[i], &x, 4);
  }
  return o;
}

// v[1:2] = buffer + 4 * lane; twelve loads of that dword into v3..v14 back to back; after
// s_waitcnt vmcnt(7) the first five are summed (they must be there), after vmcnt(0) all twelve;
// the sums go to buffer + 1 KiB and + 2 KiB.
std::string twelve_loads() {
  std::string s = gcn::test::kLaneAddrPrologue;
  for (int i = 0; i < 12; ++i) s += fmt::format("  flat_load_dword v{}, v[1:2]\n", 3 + i);
  s += "  s_waitcnt vmcnt(7)\n  v_mov_b32 v15, v3\n";
  for (int i = 1; i < 5; ++i) s += fmt::format("  v_add_u32 v15, vcc, v15, v{}\n", 3 + i);
  s += "  s_waitcnt vmcnt(0)\n  v_mov_b32 v16, v15\n";
  for (int i = 5; i < 12; ++i) s += fmt::format("  v_add_u32 v16, vcc, v16, v{}\n", 3 + i);
  s += R"(
  v_add_u32 v17, vcc, 0x400, v1
  v_addc_u32 v18, vcc, 0, v2, vcc
  flat_store_dword v[17:18], v15
  v_add_u32 v17, vcc, 0x800, v1
  v_addc_u32 v18, vcc, 0, v2, vcc
  flat_store_dword v[17:18], v16
  s_waitcnt vmcnt(0)
  s_endpgm
)";
  return s;
}

}  // namespace

TEST_CASE("RTL keeps several loads of one wave in flight and passes s_waitcnt vmcnt(7) with loads outstanding",
          "[rtl][inflight]") {
  const std::string body = twelve_loads();
  const AsmOptions opts = pattern_buffer();
  check_lockstep(body, opts);
  for (uint64_t seed : {1, 2, 3}) {
    INFO("AXI seed " << seed);
    const Counters c = rtl_counters(body, opts, seed);
    CHECK(c.peak_vmcnt >= 2);  // more than one memory instruction of the wave outstanding
    CHECK(c.peak_vmcnt <= 8);  // MemDepth
    // The wave passed s_waitcnt vmcnt(7) with loads of its own still in flight.
    CHECK(c.waitcnt_vmcnt >= 1);
    CHECK(c.waitcnt_vmcnt <= 7);
  }
}

TEST_CASE("RTL memory queue keeps issue order between stores and loads of the same addresses",
          "[rtl][inflight]") {
  // Store, load back, store again, load again, all without waiting in between: each load must
  // see the store issued just before it, and the final memory the last store.
  const std::string body = std::string(gcn::test::kLaneAddrPrologue) + R"(
  v_add_u32 v3, vcc, 0x1111, v0
  flat_store_dword v[1:2], v3
  flat_load_dword v4, v[1:2]
  v_add_u32 v5, vcc, 0x2222, v0
  flat_store_dword v[1:2], v5
  flat_load_dword v6, v[1:2]
  flat_atomic_add v7, v[1:2], v3 glc
  flat_load_dword v8, v[1:2]
  s_waitcnt vmcnt(0)
  v_add_u32 v9, vcc, 0x400, v1
  v_addc_u32 v10, vcc, 0, v2, vcc
  flat_store_dword v[9:10], v4
  v_add_u32 v9, vcc, 0x800, v1
  v_addc_u32 v10, vcc, 0, v2, vcc
  flat_store_dword v[9:10], v6
  v_add_u32 v9, vcc, 0xc00, v1
  v_addc_u32 v10, vcc, 0, v2, vcc
  flat_store_dword v[9:10], v8
  s_waitcnt vmcnt(0)
  s_endpgm
)";
  const AsmOptions opts = pattern_buffer();
  check_lockstep(body, opts);
  // Host arithmetic, independent of both models: lane l loaded 0x1111 + l, then 0x2222 + l,
  // then (0x2222 + l) + (0x1111 + l).
  const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, opts, 4);
  for (uint32_t l = 0; l < 64; ++l) {
    uint32_t a, b, c;
    std::memcpy(&a, &r.rtl.at(0x400 + 4 * l), 4);
    std::memcpy(&b, &r.rtl.at(0x800 + 4 * l), 4);
    std::memcpy(&c, &r.rtl.at(0xc00 + 4 * l), 4);
    INFO("lane " << l);
    CHECK(a == 0x1111 + l);
    CHECK(b == 0x2222 + l);
    CHECK(c == 0x3333 + 2 * l);
  }
  const Counters c = rtl_counters(body, opts, 1);
  CHECK(c.peak_vmcnt >= 2);
}
