// MUBUF and SMEM address width and alignment at the edges (docs/address-audit.md). MUBUF, from CLRX
// doc/GcnMemHandling.md "Buffer addressing": AOFFSET = OFFSET + (OFFEN ? VGPR_OFFSET : 0) is a
// UINT32 and BUFOFFSET = (UINT32)(AINDEX * STRIDE) + AOFFSET; with STRIDE = 0 an access is out of
// range when BUFOFFSET >= NUM_RECORDS - SGPR_OFFSET (reads 0, writes dropped), checked per dword.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "tests/memory/mem_test.h"

using namespace gcn::test;
using namespace gcn::test::mem;

namespace {

// s[4:7] = raw V# over the test buffer (stride 0, NUM_RECORDS `records`), v1 = 4 * lane;
// buffer dword i = 1000 + i.
std::string raw_vsharp(uint32_t records) {
  return fmt::format(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s4, s2
  s_and_b32 s5, s3, 0xffff
  s_mov_b32 s6, {:#x}
  s_mov_b32 s7, 0x24fac
  v_lshlrev_b32 v1, 2, v0
)", records);
}

AsmOptions counting() {
  AsmOptions o;
  for (int i = 0; i < 1024; ++i) put32(o.buffer, 4 * i, 1000 + i);
  return o;
}

}  // namespace

TEST_CASE("buffer OFFSET + VGPR offset wraps modulo 2^32: a negative VGPR offset plus offset:N", "[mubuf][wrap]") {
  const AsmRun r = run_asm(raw_vsharp(256) + R"(
  v_mov_b32 v2, 0xfffffffc
  buffer_load_dword v5, v2, s[4:7], 0 offen offset:8     ; AOFFSET 4: dword 1
  v_add_u32 v3, vcc, -16, v1
  buffer_load_dword v6, v3, s[4:7], 0 offen offset:16    ; 4 lane: dword lane
  buffer_load_dwordx2 v[8:9], v2, s[4:7], 0 offen offset:0x100  ; 0xfc: dword 63, then 0x100 out
  v_mov_b32 v7, 0x5a5a
  buffer_store_dword v7, v2, s[4:7], 0 offen offset:20   ; AOFFSET 16: dword 4
  s_waitcnt vmcnt(0)
)", counting());
  for (int lane : {0, 1, 63}) {
    CHECK(vgpr(r, 5, lane) == 1001u);
    CHECK(vgpr(r, 6, lane) == 1000u + lane);
    CHECK(vgpr(r, 8, lane) == 1063u);
    CHECK(vgpr(r, 9, lane) == 0u);
  }
  CHECK(u32(r.buffer, 16) == 0x5a5au);
}

TEST_CASE("buffer range edge: the last byte below NUM_RECORDS - SOFFSET is accessed, the next is not", "[mubuf][wrap]") {
  AsmOptions o = counting();
  put32(o.buffer, 252, 0xa1b2c3d4);
  const AsmRun r = run_asm(raw_vsharp(256) + R"(
  s_mov_b64 exec, 1
  v_mov_b32 v2, 0xff
  buffer_load_ubyte v5, v2, s[4:7], 0 offen              ; byte 255: in range
  buffer_load_ubyte v6, v2, s[4:7], 0 offen offset:1     ; byte 256: out
  s_mov_b32 s20, 4
  buffer_load_ubyte v7, v2, s[4:7], s20 offen offset:0   ; 255 >= 256 - 4: out
  v_mov_b32 v2, 0xfb
  buffer_load_ubyte v8, v2, s[4:7], s20 offen            ; 251 < 252: in (byte 255 of memory)
  s_waitcnt vmcnt(0)
)", o);
  CHECK(vgpr(r, 5, 0) == 0xa1u);
  CHECK(vgpr(r, 6, 0) == 0u);
  CHECK(vgpr(r, 7, 0) == 0u);
  CHECK(vgpr(r, 8, 0) == 0xa1u);
}

// SMEM (CLRX doc/GcnInstrsSmem.md): address = SBASE + OFFSET (20-bit byte immediate, or the SGPR
// named by OFFSET), the two low bits ignored: S_LOAD reads the dword at (offset & ~3) from a
// dword-aligned base. The sum is 64-bit: an SGPR offset of 0xfffffffc is +4 GiB - 4, not -4.
TEST_CASE("s_load with an unaligned immediate or SGPR offset reads the dword below it", "[smem][wrap]") {
  AsmOptions o = counting();
  const AsmRun r = run_asm(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dword s4, s[2:3], 0x6          ; bytes 4..7: dword 1
  s_mov_b32 s20, 0xb
  s_load_dword s5, s[2:3], s20          ; bytes 8..11: dword 2
  s_load_dwordx2 s[6:7], s[2:3], 0xf    ; dwords 3 and 4
  s_waitcnt lgkmcnt(0)
)", o);
  CHECK(r.w0().sreg[4] == 1001u);
  CHECK(r.w0().sreg[5] == 1002u);
  CHECK(r.w0().sreg[6] == 1003u);
  CHECK(r.w0().sreg[7] == 1004u);
}
