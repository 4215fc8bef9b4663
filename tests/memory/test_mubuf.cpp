// MUBUF/MTBUF: V# decode, OFFEN/IDXEN, SOFFSET, swizzled addressing, range checks, widths,
// atomics and data formats. Buffer dword i = 1000 + i unless a test says otherwise.
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cstring>

#include "tests/memory/mem_test.h"

using namespace gcn::test;
using namespace gcn::test::mem;

namespace {

AsmOptions counting_buffer() {
  AsmOptions o;
  for (int i = 0; i < 1024; ++i) put32(o.buffer, 4 * i, 1000 + i);
  return o;
}

// s[4:7] = raw V# over the test buffer: stride 0, NUM_RECORDS = `records` bytes, DST_SEL
// XYZW, NFMT/DFMT given; v1 = lane * 4.
std::string vsharp(uint32_t records, uint32_t word3 = 0x24FAC, uint32_t word1_or = 0) {
  return fmt::format(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s4, s2
  s_and_b32 s5, s3, 0xffff
  s_or_b32 s5, s5, {:#x}
  s_mov_b32 s6, {:#x}
  s_mov_b32 s7, {:#x}
  v_lshlrev_b32 v1, 2, v0
)", word1_or, records, word3);
}

float f(uint32_t b) {
  float x;
  std::memcpy(&x, &b, 4);
  return x;
}

}  // namespace

TEST_CASE("buffer_load_dword with OFFEN, inst offset and SOFFSET; range check against NUM_RECORDS - SOFFSET",
          "[mubuf]") {
  const AsmRun r = run_asm(vsharp(256) + R"(
  buffer_load_dword v5, v1, s[4:7], 0 offen
  buffer_load_dword v6, v1, s[4:7], 0 offen offset:128
  s_mov_b32 s20, 16
  buffer_load_dword v7, v1, s[4:7], s20 offen
  buffer_load_dwordx4 v[8:11], v1, s[4:7], 0 offen offset:240
  s_waitcnt vmcnt(0)
)", counting_buffer());
  for (int lane : {0, 1, 31, 32, 59, 60, 63}) {
    CHECK(vgpr(r, 5, lane) == 1000u + lane);
    CHECK(vgpr(r, 6, lane) == (lane < 32 ? 1032u + lane : 0u));
    CHECK(vgpr(r, 7, lane) == (lane < 60 ? 1004u + lane : 0u));
  }
  // Dword loads are range-checked per dword.
  CHECK(vgpr(r, 8, 0) == 1060u);
  CHECK(vgpr(r, 11, 0) == 1063u);
  CHECK(vgpr(r, 8, 1) == 1061u);
  CHECK(vgpr(r, 10, 1) == 1063u);
  CHECK(vgpr(r, 11, 1) == 0u);
}

TEST_CASE("buffer stores out of range are dropped", "[mubuf]") {
  const AsmRun r = run_asm(vsharp(128) + R"(
  buffer_store_dword v0, v1, s[4:7], 0 offen
  s_waitcnt vmcnt(0)
)", counting_buffer());
  for (int lane : {0, 31, 32, 63}) CHECK(u32(r.buffer, 4 * lane) == (lane < 32 ? uint32_t(lane) : 1000u + lane));
}

TEST_CASE("buffer IDXEN with a stride, and IDXEN + OFFEN", "[mubuf]") {
  const AsmRun r = run_asm(vsharp(256, 0x24FAC, 8 << 16) + R"(
  buffer_load_dword v12, v0, s[4:7], 0 idxen offset:4
  v_mov_b32 v20, v0
  v_and_b32 v21, 4, v1                ; offset 0 or 4
  buffer_load_dword v13, v[20:21], s[4:7], 0 idxen offen
  s_waitcnt vmcnt(0)
)", counting_buffer());
  for (int lane : {0, 1, 2, 31, 32}) {
    // Linear (unswizzled) buffer: byte offset = index * 8 + offset, in range below 256.
    CHECK(vgpr(r, 12, lane) == (lane < 32 ? 1001u + 2 * lane : 0u));
    CHECK(vgpr(r, 13, lane) == (lane < 32 ? 1000u + 2 * lane + (lane & 1) : 0u));
  }
}

TEST_CASE("swizzled buffer with ADD_TID: element 4, index stride 64", "[mubuf][scratch]") {
  // word1 SWIZZLE_EN; word3 ELEMENT_SIZE 1 (4 B), INDEX_STRIDE 3 (64), ADD_TID.
  const uint32_t w3 = 0x24FAC | 1u << 19 | 3u << 21 | 1u << 23;
  const AsmRun r = run_asm(vsharp(4096, w3, 0x80000000u) + R"(
  v_add_u32 v2, vcc, 0x300, v0
  buffer_store_dword v2, off, s[4:7], 0 offset:4
  buffer_load_dword v3, off, s[4:7], 0 offset:4
  s_waitcnt vmcnt(0)
)");
  // Private byte 4 of lane i: (4 / 4) * 4 * 64 + i * 4 = 256 + 4i.
  for (int lane : {0, 1, 63}) {
    CHECK(u32(r.buffer, 256 + 4 * lane) == 0x300u + lane);
    CHECK(vgpr(r, 3, lane) == 0x300u + lane);
  }
  CHECK(u32(r.buffer, 4) == 0u);
}

TEST_CASE("buffer byte and short loads extend, stores write the low bits", "[mubuf]") {
  AsmOptions o;
  o.buffer[0] = 0x80;
  o.buffer[1] = 0xFF;
  const AsmRun r = run_asm(vsharp(256) + R"(
  buffer_load_ubyte v10, off, s[4:7], 0
  buffer_load_sbyte v11, off, s[4:7], 0
  buffer_load_ushort v12, off, s[4:7], 0
  buffer_load_sshort v13, off, s[4:7], 0
  v_mov_b32 v2, 0x12345678
  buffer_store_byte v2, off, s[4:7], 0 offset:8
  buffer_store_short v2, off, s[4:7], 0 offset:14
  buffer_store_dwordx2 v[1:2], off, s[4:7], 0 offset:16
  s_waitcnt vmcnt(0)
)", o);
  CHECK(vgpr(r, 10, 0) == 0x80u);
  CHECK(vgpr(r, 11, 0) == 0xFFFFFF80u);
  CHECK(vgpr(r, 12, 0) == 0xFF80u);
  CHECK(vgpr(r, 13, 0) == 0xFFFFFF80u);
  CHECK(u32(r.buffer, 8) == 0x78u);
  CHECK(u32(r.buffer, 12) == 0x56780000u);
  CHECK(u32(r.buffer, 20) == 0x12345678u);
}

TEST_CASE("buffer atomics: GLC returns, cmpswap {new, compare}, 64-bit, out of range dropped", "[mubuf][atomic]") {
  const AsmRun r = run_asm(vsharp(128) + R"(
  v_mov_b32 v2, 5
  buffer_atomic_add v2, v1, s[4:7], 0 offen glc
  v_add_u32 v4, vcc, 7, v0            ; new
  v_add_u32 v5, vcc, 1005, v0         ; compare: matches for every in-range lane
  buffer_atomic_cmpswap v[4:5], v1, s[4:7], 0 offen glc
  s_mov_b64 exec, 1
  v_mov_b32 v6, 0
  v_mov_b32 v7, 100
  buffer_atomic_umax_x2 v[6:7], off, s[4:7], 0 offset:64 glc
  s_mov_b64 exec, -1
  s_waitcnt vmcnt(0)
)", counting_buffer());
  for (int lane : {0, 1, 31}) {
    CHECK(vgpr(r, 2, lane) == 1000u + lane);
    CHECK(vgpr(r, 4, lane) == 1005u + lane);
    CHECK(u32(r.buffer, 4 * lane) == 7u + lane);
  }
  for (int lane : {32, 63}) {
    CHECK(vgpr(r, 2, lane) == 0u);
    CHECK(u32(r.buffer, 4 * lane) == 1000u + lane);
  }
  CHECK(vgpr(r, 6, 0) == 7u + 16);    // lane 16's cmpswap wrote 7 + 16 to dword 16
  CHECK(vgpr(r, 7, 0) == 7u + 17);
  CHECK(u32(r.buffer, 64) == 0u);     // 0x64_00000000 > 0x18_00000017
  CHECK(u32(r.buffer, 68) == 100u);
}

TEST_CASE("buffer_load_format uses the V# format: 8_8 UNORM", "[mubuf][format]") {
  AsmOptions o;
  o.buffer[0] = 0xFF;
  o.buffer[1] = 0x80;
  // DST_SEL XYZW, NFMT UNORM (0), DFMT 8_8 (3).
  const AsmRun r = run_asm(vsharp(256, 0xFAC | 3u << 15) + R"(
  buffer_load_format_xy v[10:11], off, s[4:7], 0
  v_mov_b32 v2, 0.5
  v_mov_b32 v3, 2.0
  buffer_store_format_xy v[2:3], off, s[4:7], 0 offset:4
  s_waitcnt vmcnt(0)
)", o);
  CHECK(f(vgpr(r, 10, 0)) == 1.0f);
  CHECK(f(vgpr(r, 11, 0)) == float(128.0 / 255.0));
  CHECK(r.buffer[4] == 128);  // 0.5 * 255 = 127.5, rounded to even
  CHECK(r.buffer[5] == 255);  // clamped to 1.0
}

// Float -> UNORM/SNORM of a NaN is 0 (the D3D10+ data conversion rules, "NaN is converted to 0",
// which GCN's buffer formats follow). Each lane stores one operand: +-qNaN, sNaN, +-inf, -0.
TEST_CASE("buffer format stores convert NaN to 0 in UNORM and SNORM", "[mubuf][format]") {
  const uint32_t in[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xff800001u, 0x7f800000u, 0xff800000u, 0x80000000u};
  AsmOptions o;
  for (int i = 0; i < 7; ++i) put32(o.buffer, 512 + 4 * i, in[i]);
  const AsmRun r = run_asm(vsharp(1024, 0) + R"(
  buffer_load_dword v2, v1, s[4:7], 0 offen offset:512
  s_waitcnt vmcnt(0)
  s_mov_b64 exec, 0x7f
  tbuffer_store_format_x v2, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UNORM] offen
  tbuffer_store_format_x v2, v1, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_SNORM] offen offset:256
  s_waitcnt vmcnt(0)
)", o);
  const uint32_t unorm[] = {0, 0, 0, 0, 255, 0, 0}, snorm[] = {0, 0, 0, 0, 0x7fff, 0x8001, 0};
  for (int i = 0; i < 7; ++i) {
    INFO("operand " << std::hex << in[i]);
    CHECK(r.buffer[4 * i] == unorm[i]);
    CHECK((r.buffer[256 + 4 * i] | r.buffer[257 + 4 * i] << 8) == snorm[i]);
  }
}

TEST_CASE("tbuffer formats come from the instruction", "[mubuf][format]") {
  AsmOptions o;
  o.buffer[0] = 0x00;  // half 1.5 = 0x3E00
  o.buffer[1] = 0x3E;
  const AsmRun r = run_asm(vsharp(256, 0) + R"(
  tbuffer_load_format_x v10, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT]
  v_mov_b32 v2, -2.0
  v_mov_b32 v3, 0x1234
  tbuffer_store_format_xy v[2:3], off, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_UINT] offset:8
  tbuffer_store_format_x v2, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT] offset:16
  s_waitcnt vmcnt(0)
)", o);
  CHECK(f(vgpr(r, 10, 0)) == 1.5f);
  CHECK(u32(r.buffer, 8) == 0xC0000000u);
  CHECK(u32(r.buffer, 12) == 0x1234u);
  CHECK(u32(r.buffer, 16) == 0xC000u);
}

TEST_CASE("buffer_*_format_d16 (GFX8 unpacked): one half per VGPR, high half 0 on loads", "[mubuf][format][d16]") {
  AsmOptions o;
  o.buffer[0] = 0xFF;
  o.buffer[1] = 0x80;
  // DST_SEL XYZW, NFMT UNORM (0), DFMT 8_8 (3).
  const AsmRun r = run_asm(vsharp(256, 0xFAC | 3u << 15) + R"(
  v_mov_b32 v10, -1
  v_mov_b32 v11, -1
  buffer_load_format_d16_xy v[10:11], off, s[4:7], 0
  v_mov_b32 v2, 0xabcd3800            ; half 0.5; the high half is ignored
  v_mov_b32 v3, 0x4000                ; half 2.0
  buffer_store_format_d16_xy v[2:3], off, s[4:7], 0 offset:4
  s_waitcnt vmcnt(0)
)", o);
  CHECK(vgpr(r, 10, 0) == 0x3C00u);  // half 1.0
  CHECK(vgpr(r, 11, 0) == 0x3804u);  // 128/255 = 0.50196 -> 0x3804 (mantissa 4.016 -> 4)
  CHECK(r.buffer[4] == 128);         // 0.5 * 255 = 127.5, rounded to even
  CHECK(r.buffer[5] == 255);         // clamped to 1.0
}

TEST_CASE("tbuffer_*_format_d16: integers keep bits [15:0], stores widen per number format", "[mubuf][format][d16]") {
  AsmOptions o;
  o.buffer[0] = 0x00;  // half 1.5 = 0x3E00
  o.buffer[1] = 0x3E;
  put32(o.buffer, 32, 0x12345678u);
  put32(o.buffer, 36, 0x0000ABCDu);
  const AsmRun r = run_asm(vsharp(256, 0) + R"(
  tbuffer_load_format_d16_x v10, off, s[4:7], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT]
  tbuffer_load_format_d16_xy v[11:12], off, s[4:7], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_UINT] offset:32
  v_mov_b32 v2, 0xfffe                ; i16 -2
  v_mov_b32 v3, 0xc000                ; half -2.0
  tbuffer_store_format_d16_x v2, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_SINT] offset:8
  tbuffer_store_format_d16_x v3, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offset:12
  tbuffer_store_format_d16_x v2, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offset:16
  s_waitcnt vmcnt(0)
)", o);
  CHECK(vgpr(r, 10, 0) == 0x3E00u);
  CHECK(vgpr(r, 11, 0) == 0x5678u);
  CHECK(vgpr(r, 12, 0) == 0xABCDu);
  CHECK(u32(r.buffer, 8) == 0xFFFFFFFEu);
  CHECK(u32(r.buffer, 12) == 0xC0000000u);
  CHECK(u32(r.buffer, 16) == 0x0000FFFEu);
}

TEST_CASE("buffer loads count in vmcnt only; buffer_wbinvl1_vol counts nothing", "[mubuf][counters]") {
  const std::string body = vsharp(256) + "  buffer_load_dword v5, v1, s[4:7], 0 offen\n  buffer_wbinvl1_vol\n";
  const AsmRun r = run_asm(body);
  CHECK(r.w0().vmcnt == 1);
  CHECK(r.w0().lgkmcnt == 0);
  REQUIRE_THROWS_WITH(run_asm(body + "  v_mov_b32 v6, v5\n"), Catch::Contains("program hazard"));
}

TEST_CASE("buffer LDS = 1 and TFE = 1 fail explicitly", "[mubuf]") {
  REQUIRE_THROWS_WITH(run_asm(vsharp(256) + "  s_mov_b32 m0, -1\n  buffer_load_dword v1, off, s[4:7], 0 lds\n"),
                      Catch::Contains("LDS = 1"));
  // buffer_load_dword v2, off, s[4:7], 0 tfe (LLVM 14 refuses to assemble TFE here).
  REQUIRE_THROWS_WITH(run_asm(vsharp(256) + "  .long 0xe0500000, 0x80810200\n"), Catch::Contains("TFE"));
}
