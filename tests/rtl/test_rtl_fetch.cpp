// Instruction fetch: the per-wave instruction buffers (rtl/gcn_ibuf.sv) and the fetch bursts
// that fill them, checked in lockstep (every retire compares the instruction dwords with
// golden's) on code that runs over 4 KiB pages, where the AXI model's protocol check
// (test_axi_memory.cpp) fails any burst that crosses a 4 KiB boundary.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstring>
#include <string>

#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"

namespace {

using gcn::test::AsmOptions;

// Each lane stores v3 to its dword of the test buffer (kLaneAddrPrologue put the address in v[1:2]).
const char* kStoreV3 = R"(
  flat_store_dword v[1:2], v3
  s_waitcnt vmcnt(0)
)";

// v3 counts to n in straight-line code of n 4-byte instructions; each lane stores it.
std::string straight_line(int n) {
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + "  v_mov_b32 v3, 0\n";
  for (int i = 0; i < n; ++i) body += "  v_add_u32 v3, vcc, 1, v3\n";
  return body + kStoreV3;
}

uint32_t dword(const std::vector<uint8_t>& b, size_t i) {
  uint32_t v;
  std::memcpy(&v, &b[4 * i], 4);
  return v;
}

}  // namespace

TEST_CASE("RTL fetches straight-line code across 4 KiB pages in lockstep", "[rtl][fetch]") {
  // 1200 instructions = 4.8 KiB of code: some fetch window always runs into the next page.
  const int n = 1200;
  AsmOptions opts;
  opts.grid = {128, 1, 1};
  opts.workgroup = {64, 1, 1};
  for (uint64_t seed : {1, 2}) {
    const auto r = gcn::test::run_asm_lockstep(straight_line(n), opts, seed);
    INFO(r.first_divergence);
    REQUIRE(r.first_divergence.empty());
    // Both work-groups store at the work-item id (v0), so the 64 dwords are written twice.
    for (size_t i = 0; i < 64; ++i) CHECK(dword(r.rtl, i) == uint32_t(n));
  }
}

TEST_CASE("RTL runs a loop whose body spans several fetch windows in lockstep", "[rtl][fetch]") {
  // The body (40 8-byte instructions, 320 bytes) runs over five windows; every iteration
  // branches back to a PC below the wave's current window.
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + R"(
  v_mov_b32 v3, 0
  s_mov_b32 s4, 5
loop:
)";
  for (int i = 0; i < 40; ++i) body += fmt::format("  v_add_u32 v3, vcc, 0x{:x}, v3\n", 1000 + i);
  body += R"(
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 loop
)";
  body += kStoreV3;
  AsmOptions opts;
  const auto r = gcn::test::run_asm_lockstep(body, opts, 7);
  INFO(r.first_divergence);
  REQUIRE(r.first_divergence.empty());
  uint32_t per_iter = 0;
  for (int i = 0; i < 40; ++i) per_iter += uint32_t(1000 + i);
  for (size_t i = 0; i < 64; ++i) CHECK(dword(r.rtl, i) == 5 * per_iter);
}
