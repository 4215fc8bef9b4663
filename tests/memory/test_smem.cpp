// SMEM: scalar loads of every width, SGPR offsets, s_buffer_load with range check, scalar
// stores, time counters, counters and hazards. Buffer dword i = 1000 + i.
#include <catch2/catch.hpp>

#include "tests/memory/mem_test.h"

using namespace gcn::test;
using namespace gcn::test::mem;

namespace {

AsmOptions counting_buffer() {
  AsmOptions o;
  for (int i = 0; i < 1024; ++i) put32(o.buffer, 4 * i, 1000 + i);
  return o;
}

const std::string kLoadBuf = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
)";

uint32_t s(const AsmRun& r, int i) { return r.w0().sreg[i]; }

}  // namespace

TEST_CASE("s_load_dword..x16 with immediate and SGPR offsets", "[smem]") {
  const AsmRun r = run_asm(kLoadBuf + R"(
  s_load_dword s4, s[2:3], 0x4
  s_load_dwordx2 s[6:7], s[2:3], 0x8
  s_load_dwordx4 s[8:11], s[2:3], 0x10
  s_load_dwordx8 s[12:19], s[2:3], 0x20
  s_load_dwordx16 s[20:35], s[2:3], 0x40
  s_mov_b32 s36, 0x100
  s_load_dword s37, s[2:3], s36
  s_load_dword s38, s[2:3], 0x107     ; the two low address bits are ignored
  s_waitcnt lgkmcnt(0)
)", counting_buffer());
  CHECK(s(r, 4) == 1001u);
  CHECK(s(r, 6) == 1002u);
  CHECK(s(r, 7) == 1003u);
  CHECK(s(r, 8) == 1004u);
  CHECK(s(r, 11) == 1007u);
  CHECK(s(r, 12) == 1008u);
  CHECK(s(r, 19) == 1015u);
  CHECK(s(r, 20) == 1016u);
  CHECK(s(r, 35) == 1031u);
  CHECK(s(r, 37) == 1064u);
  CHECK(s(r, 38) == 1065u);
}

TEST_CASE("s_buffer_load reads through a V#; dwords beyond NUM_RECORDS read 0", "[smem]") {
  const AsmRun r = run_asm(kLoadBuf + R"(
  s_mov_b32 s8, s2
  s_and_b32 s9, s3, 0xffff
  s_mov_b32 s10, 64                   ; 64 bytes
  s_mov_b32 s11, 0
  s_nop 0
  s_buffer_load_dwordx2 s[12:13], s[8:11], 60
  s_buffer_load_dword s14, s[8:11], 0x8
  s_buffer_load_dwordx4 s[16:19], s[8:11], 0x38
  s_waitcnt lgkmcnt(0)
)", counting_buffer());
  CHECK(s(r, 12) == 1015u);
  CHECK(s(r, 13) == 0u);
  CHECK(s(r, 14) == 1002u);
  CHECK(s(r, 16) == 1014u);
  CHECK(s(r, 17) == 1015u);
  CHECK(s(r, 18) == 0u);
}

TEST_CASE("s_store_dword / s_buffer_store_dword write memory; out-of-range dwords are dropped", "[smem]") {
  const AsmRun r = run_asm(kLoadBuf + R"(
  s_mov_b32 s4, 0x12345678
  s_mov_b32 s5, 0x9abcdef0
  s_mov_b32 m0, 0x20
  s_store_dword s4, s[2:3], m0
  s_store_dwordx2 s[4:5], s[2:3], 0x40
  s_mov_b32 s8, s2
  s_and_b32 s9, s3, 0xffff
  s_mov_b32 s10, 0x84
  s_mov_b32 s11, 0
  s_nop 0
  s_buffer_store_dwordx2 s[4:5], s[8:11], 0x80
  s_dcache_wb
  s_waitcnt lgkmcnt(0)
)", counting_buffer());
  CHECK(u32(r.buffer, 0x20) == 0x12345678u);
  CHECK(u32(r.buffer, 0x40) == 0x12345678u);
  CHECK(u32(r.buffer, 0x44) == 0x9abcdef0u);
  CHECK(u32(r.buffer, 0x80) == 0x12345678u);
  CHECK(u32(r.buffer, 0x84) == 1000u + 0x21);
  CHECK(r.w0().lgkmcnt == 0);
}

TEST_CASE("s_memtime without a harness clock counts up deterministically", "[smem]") {
  const AsmRun r = run_asm(R"(
  s_memtime s[4:5]
  s_memrealtime s[6:7]
  s_waitcnt lgkmcnt(0)
)");
  CHECK(s(r, 5) == 0u);
  CHECK(s(r, 4) == 1u);
  CHECK(s(r, 6) == 2u);
}

TEST_CASE("scalar loads count in lgkmcnt; reading the SGPR before s_waitcnt is a hazard", "[smem][counters]") {
  const std::string body = kLoadBuf + "  s_load_dword s4, s[2:3], 0x0\n";
  const AsmRun r = run_asm(body);
  CHECK(r.w0().lgkmcnt == 1);
  CHECK(r.w0().vmcnt == 0);
  REQUIRE_THROWS_WITH(run_asm(body + "  s_mov_b32 s5, s4\n"), Catch::Contains("program hazard"));
  CHECK(run_asm(body + "  s_waitcnt lgkmcnt(0)\n  s_mov_b32 s5, s4\n").w0().lgkmcnt == 0);
  // s_dcache_inv counts too.
  CHECK(run_asm("  s_dcache_inv\n").w0().lgkmcnt == 1);
}

TEST_CASE("scalar load outside every allocation is an error", "[smem]") {
  REQUIRE_THROWS_WITH(run_asm(R"(
  s_mov_b32 s4, 0x2000
  s_mov_b32 s5, 0
  s_load_dword s6, s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
)"), Catch::Contains("outside any buffer") && Catch::Contains("0x2000"));
}
