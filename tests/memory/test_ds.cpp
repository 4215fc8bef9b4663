// DS: LDS reads/writes of every width, two-address forms, atomics, M0 bounds, lane moves.
// Every kernel sets M0 = -1 (no bound beyond the group's LDS size) unless the test is about M0.
#include <catch2/catch.hpp>

#include "tests/memory/mem_test.h"

using namespace gcn::test;
using namespace gcn::test::mem;

namespace {

AsmOptions lds(uint32_t bytes = 4096) {
  AsmOptions o;
  o.lds_bytes = bytes;
  return o;
}

// v1 = lane * 4, v2 = 0x100 + lane, M0 = -1.
const std::string kDsPrologue = R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, vcc, 0x100, v0
)";

}  // namespace

TEST_CASE("ds_write_b32 / ds_read_b32 round trip per lane, with the instruction offset", "[ds]") {
  const AsmRun r = run_asm(kDsPrologue + R"(
  ds_write_b32 v1, v2 offset:16
  ds_read_b32 v3, v1 offset:16
  ds_read_b32 v4, v1 offset:20
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 1, 62, 63}) {
    CHECK(vgpr(r, 3, lane) == 0x100u + lane);
    CHECK(vgpr(r, 4, lane) == (lane < 63 ? 0x101u + lane : 0u));
  }
}

TEST_CASE("ds sub-dword reads extend, sub-dword writes merge", "[ds]") {
  const AsmRun r = run_asm(kDsPrologue + R"(
  v_mov_b32 v5, 0
  v_mov_b32 v6, 0x1234ff80
  s_mov_b64 exec, 1
  ds_write_b32 v5, v6
  v_mov_b32 v7, 0xab
  ds_write_b8 v5, v7 offset:2
  ds_read_u8 v10, v5
  ds_read_i8 v11, v5
  ds_read_u16 v12, v5
  ds_read_i16 v13, v5
  ds_read_b32 v14, v5
  v_mov_b32 v7, 0x7777
  ds_write_b16 v5, v7 offset:6
  ds_read_b32 v15, v5 offset:4
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0x80u);
  CHECK(vgpr(r, 11, 0) == 0xFFFFFF80u);
  CHECK(vgpr(r, 12, 0) == 0xFF80u);
  CHECK(vgpr(r, 13, 0) == 0xFFFFFF80u);
  CHECK(vgpr(r, 14, 0) == 0x12abff80u);
  CHECK(vgpr(r, 15, 0) == 0x77770000u);
}

TEST_CASE("ds 64/96/128-bit reads and writes", "[ds]") {
  const AsmRun r = run_asm(kDsPrologue + R"(
  v_lshlrev_b32 v1, 4, v0             ; 16 bytes per lane
  v_mov_b32 v4, 1
  v_mov_b32 v5, 2
  v_mov_b32 v6, 3
  v_mov_b32 v7, v0
  ds_write_b128 v1, v[4:7]
  ds_read_b64 v[10:11], v1 offset:8
  ds_read_b96 v[12:14], v1
  ds_read_b128 v[16:19], v1
  v_mov_b32 v8, 9
  v_mov_b32 v9, 10
  ds_write_b64 v1, v[8:9]
  ds_read_b128 v[20:23], v1
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 5, 63}) {
    CHECK(vgpr(r, 10, lane) == 3u);
    CHECK(vgpr(r, 11, lane) == uint32_t(lane));
    CHECK(vgpr(r, 14, lane) == 3u);
    CHECK(vgpr(r, 19, lane) == uint32_t(lane));
    CHECK(vgpr(r, 20, lane) == 9u);
    CHECK(vgpr(r, 21, lane) == 10u);
    CHECK(vgpr(r, 22, lane) == 3u);
  }
}

TEST_CASE("ds_write2/read2 scale offsets by the element size, st64 by 64 elements", "[ds]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 8
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0xb
  ds_write2_b32 v1, v2, v3 offset0:1 offset1:3     ; bytes 12 and 20
  v_mov_b32 v4, 0
  ds_read_b32 v10, v4 offset:12
  ds_read_b32 v11, v4 offset:20
  ds_read2_b32 v[12:13], v1 offset0:1 offset1:3
  ds_write2st64_b32 v4, v2, v3 offset0:1 offset1:2  ; bytes 256 and 512
  ds_read_b32 v14, v4 offset:256
  ds_read_b32 v15, v4 offset:512
  v_mov_b32 v6, 0x11
  v_mov_b32 v7, 0x22
  v_mov_b32 v8, 0x33
  v_mov_b32 v9, 0x44
  ds_write2_b64 v4, v[6:7], v[8:9] offset0:4 offset1:6  ; bytes 32 and 48
  ds_read2st64_b64 v[16:19], v4 offset0:0 offset1:0
  ds_read_b64 v[20:21], v4 offset:48
  ds_write2st64_b64 v4, v[6:7], v[8:9] offset0:2 offset1:3  ; bytes 1024 and 1536
  ds_read_b32 v22, v4 offset:1024
  ds_read_b32 v23, v4 offset:1540
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0xau);
  CHECK(vgpr(r, 11, 0) == 0xbu);
  CHECK(vgpr(r, 12, 0) == 0xau);
  CHECK(vgpr(r, 13, 0) == 0xbu);
  CHECK(vgpr(r, 14, 0) == 0xau);
  CHECK(vgpr(r, 15, 0) == 0xbu);
  CHECK(vgpr(r, 20, 0) == 0x33u);
  CHECK(vgpr(r, 21, 0) == 0x44u);
  CHECK(vgpr(r, 22, 0) == 0x11u);
  CHECK(vgpr(r, 23, 0) == 0x44u);
}

TEST_CASE("ds atomics: add/sub/rsub/min/max/and/or/xor/inc/dec with and without return", "[ds][atomic]") {
  const AsmRun r = run_asm(kDsPrologue + R"(
  ds_write_b32 v1, v2                 ; mem = 0x100 + lane
  v_mov_b32 v3, 0x10
  ds_add_rtn_u32 v10, v1, v3          ; 0x110 + lane
  ds_sub_u32 v1, v0                   ; 0x110
  ds_rsub_rtn_u32 v11, v1, v3         ; 0x10 - 0x110 = 0xffffff00
  v_mov_b32 v4, -5
  ds_min_rtn_i32 v12, v1, v4          ; -5 (signed min of -256 and -5 is -256!)
  ds_max_u32 v1, v4                   ; 0xfffffffb
  ds_and_rtn_b32 v13, v1, v2          ; (0x100 + lane) & 0xfffffffb
  ds_or_b32 v1, v3
  ds_xor_rtn_b32 v14, v1, v3
  ds_read_b32 v15, v1
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 4, 63}) {
    CHECK(vgpr(r, 10, lane) == 0x100u + lane);
    CHECK(vgpr(r, 11, lane) == 0x110u);
    CHECK(vgpr(r, 12, lane) == 0xFFFFFF00u);
    CHECK(vgpr(r, 13, lane) == 0xFFFFFFFBu);
    const uint32_t anded = (0x100u + lane) & 0xFFFFFFFBu;
    CHECK(vgpr(r, 14, lane) == (anded | 0x10u));
    CHECK(vgpr(r, 15, lane) == ((anded | 0x10u) ^ 0x10u));
  }
}

TEST_CASE("ds_inc/dec wrap, mskor and wrap_rtn use DATA0/DATA1 as documented", "[ds][atomic]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 5
  ds_write_b32 v1, v2                 ; [0] = 5
  ds_inc_rtn_u32 v10, v1, v2          ; 5 >= 5 -> 0
  ds_dec_rtn_u32 v11, v1, v2          ; 0 -> 5
  ds_dec_u32 v1, v2                   ; 5 -> 4
  ds_read_b32 v12, v1
  v_mov_b32 v3, 0xff00ff00
  ds_write_b32 v1, v3 offset:4
  v_mov_b32 v4, 0x0000ffff            ; mask
  v_mov_b32 v5, 0x00000011            ; or-value
  ds_mskor_rtn_b32 v13, v1, v4, v5 offset:4   ; (0xff00ff00 & ~0xffff) | 0x11
  ds_read_b32 v14, v1 offset:4
  v_mov_b32 v6, 10
  ds_write_b32 v1, v6 offset:8
  v_mov_b32 v7, 4
  v_mov_b32 v8, 100
  ds_wrap_rtn_b32 v15, v1, v7, v8 offset:8    ; 10 >= 4 -> 6
  ds_wrap_rtn_b32 v16, v1, v6, v8 offset:8    ; 6 < 10 -> 106
  ds_read_b32 v17, v1 offset:8
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 5u);
  CHECK(vgpr(r, 11, 0) == 0u);
  CHECK(vgpr(r, 12, 0) == 4u);
  CHECK(vgpr(r, 13, 0) == 0xff00ff00u);
  CHECK(vgpr(r, 14, 0) == 0xff000011u);
  CHECK(vgpr(r, 15, 0) == 10u);
  CHECK(vgpr(r, 16, 0) == 6u);
  CHECK(vgpr(r, 17, 0) == 106u);
}

TEST_CASE("ds_cmpst: DATA0 is the compare value, DATA1 the new value", "[ds][atomic]") {
  const AsmRun r = run_asm(kDsPrologue + R"(
  ds_write_b32 v1, v0                 ; mem = lane
  v_and_b32 v3, 1, v0
  v_add_u32 v3, vcc, v3, v0           ; compare = lane (even) / lane + 1 (odd)
  v_add_u32 v4, vcc, 100, v0          ; new
  ds_cmpst_rtn_b32 v10, v1, v3, v4
  ds_read_b32 v11, v1
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 1, 62, 63}) {
    CHECK(vgpr(r, 10, lane) == uint32_t(lane));
    CHECK(vgpr(r, 11, lane) == (lane % 2 ? uint32_t(lane) : 100u + lane));
  }
}

TEST_CASE("ds 64-bit atomics and wrxchg2", "[ds][atomic]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, -1
  v_mov_b32 v3, 0
  ds_write_b64 v1, v[2:3]             ; [0] = 0x00000000_ffffffff
  v_mov_b32 v4, 1
  v_mov_b32 v5, 0
  ds_add_rtn_u64 v[10:11], v1, v[4:5] ; -> 0x1_00000000
  ds_read_b64 v[12:13], v1
  v_mov_b32 v6, 7
  v_mov_b32 v7, 8
  ds_write2_b32 v1, v6, v7 offset0:4 offset1:5
  ds_wrxchg2_rtn_b32 v[14:15], v1, v4, v5 offset0:4 offset1:5
  ds_read2_b32 v[16:17], v1 offset0:4 offset1:5
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0xFFFFFFFFu);
  CHECK(vgpr(r, 11, 0) == 0u);
  CHECK(vgpr(r, 12, 0) == 0u);
  CHECK(vgpr(r, 13, 0) == 1u);
  CHECK(vgpr(r, 14, 0) == 7u);
  CHECK(vgpr(r, 15, 0) == 8u);
  CHECK(vgpr(r, 16, 0) == 1u);
  CHECK(vgpr(r, 17, 0) == 0u);
}

TEST_CASE("ds_wrxchg2 reads both units before writing either (offset0 == offset1)", "[ds][atomic]") {
  // GCN ISA pseudo-code (DS_WRXCHG2_RTN_B32): tmp1 = MEM[addr1]; tmp2 = MEM[addr2];
  // MEM[addr1] = DATA; MEM[addr2] = DATA2; RETURN = {tmp2, tmp1}. With addr1 == addr2 both
  // returned halves are the original word and the word ends as DATA2.
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0x11111111
  v_mov_b32 v3, 0x22222222
  ds_write_b64 v1, v[2:3] offset:16
  v_mov_b32 v4, 0xaaaa0000
  v_mov_b32 v5, 0xbbbb0000
  ds_wrxchg2_rtn_b32 v[10:11], v1, v4, v5 offset0:4 offset1:4
  ds_read_b32 v12, v1 offset:16
  v_mov_b32 v6, 0xcccc0001
  v_mov_b32 v7, 0xcccc0002
  v_mov_b32 v8, 0xdddd0001
  v_mov_b32 v9, 0xdddd0002
  ds_write_b64 v1, v[2:3]
  ds_wrxchg2st64_rtn_b64 v[14:17], v1, v[6:7], v[8:9] offset0:0 offset1:0
  ds_read_b64 v[18:19], v1
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0x11111111u);
  CHECK(vgpr(r, 11, 0) == 0x11111111u);
  CHECK(vgpr(r, 12, 0) == 0xbbbb0000u);
  // The 64-bit st64 form at one address: the original qword twice, DATA1 stays.
  CHECK(vgpr(r, 14, 0) == 0x11111111u);
  CHECK(vgpr(r, 15, 0) == 0x22222222u);
  CHECK(vgpr(r, 16, 0) == 0x11111111u);
  CHECK(vgpr(r, 17, 0) == 0x22222222u);
  CHECK(vgpr(r, 18, 0) == 0xdddd0001u);
  CHECK(vgpr(r, 19, 0) == 0xdddd0002u);
}

TEST_CASE("ds_add_u32 from every lane to one address accumulates", "[ds][atomic]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_mov_b32 v1, 0
  ds_add_u32 v1, v0
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 2, 0) == 2016u);  // 0 + 1 + ... + 63
}

TEST_CASE("ds accesses at or beyond M0 read 0 and drop writes", "[ds][m0]") {
  const AsmRun r = run_asm(R"(
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, vcc, 0x100, v0
  s_mov_b32 m0, 0x80                  ; lanes 32.. (byte 128 on) are out of range
  ds_write_b32 v1, v2
  ds_read_b32 v3, v1
  s_mov_b32 m0, -1
  ds_read_b32 v4, v1
  ds_write_b32 v1, v2 offset:1024
  s_mov_b32 m0, 0x482                 ; a dword that straddles M0 is out of range
  ds_read_b32 v5, v1 offset:1024
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 31, 32, 63}) {
    CHECK(vgpr(r, 3, lane) == (lane < 32 ? 0x100u + lane : 0u));
    CHECK(vgpr(r, 4, lane) == (lane < 32 ? 0x100u + lane : 0u));
    CHECK(vgpr(r, 5, lane) == (lane < 32 ? 0x100u + lane : 0u));
  }
}

TEST_CASE("ds accesses beyond the group's LDS size read 0 even with M0 = -1", "[ds][m0]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, vcc, 0x100, v0
  ds_write_b32 v1, v2
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
)", lds(128));
  CHECK(vgpr(r, 3, 31) == 0x11Fu);
  CHECK(vgpr(r, 3, 32) == 0u);
}

TEST_CASE("ds_bpermute_b32 pulls, ds_permute_b32 pushes, EXEC applies to sources", "[ds][lanes]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_add_u32 v1, vcc, 1, v0
  v_lshlrev_b32 v1, 2, v1             ; (lane + 1) * 4; lane 63 names lane 64 % 64 = 0
  v_add_u32 v2, vcc, 0x100, v0
  ds_bpermute_b32 v3, v1, v2          ; lane i <- lane (i + 1) % 64
  ds_bpermute_b32 v4, v1, v2 offset:4 ; lane i <- lane (i + 2) % 64
  ds_permute_b32 v5, v1, v2           ; lane (i + 1) % 64 <- lane i
  v_mov_b32 v6, 0xdead
  v_mov_b32 v7, 0xdead
  s_mov_b32 exec_hi, 0                ; lanes 32..63 off: their values are not sent
  ds_bpermute_b32 v6, v1, v2
  ds_permute_b32 v7, v1, v2
  s_mov_b32 exec_hi, -1
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 1, 30, 31, 32, 62, 63}) {
    CHECK(vgpr(r, 3, lane) == 0x100u + (lane + 1) % 64);
    CHECK(vgpr(r, 4, lane) == 0x100u + (lane + 2) % 64);
    CHECK(vgpr(r, 5, lane) == 0x100u + (lane + 63) % 64);
    CHECK(vgpr(r, 6, lane) == (lane < 31 ? 0x101u + lane : lane == 31 ? 0u : 0xdeadu));
    CHECK(vgpr(r, 7, lane) == (lane >= 1 && lane < 32 ? 0xffu + lane : lane == 0 ? 0u : 0xdeadu));
  }
}

TEST_CASE("ds_swizzle_b32 bit-mask and quad modes", "[ds][lanes]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_add_u32 v2, vcc, 0x100, v0
  ds_swizzle_b32 v3, v2 offset:0x401f   ; and 0x1f, or 0, xor 0x10: lane ^ 16 within 32-lane halves
  ds_swizzle_b32 v4, v2 offset:0x801b   ; quad mode: lanes {3,2,1,0}
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 5, 16, 40, 63}) {
    CHECK(vgpr(r, 3, lane) == 0x100u + (lane ^ 16));
    CHECK(vgpr(r, 4, lane) == 0x100u + ((lane & ~3) | (3 - (lane & 3))));
  }
}

TEST_CASE("ds results are pending until s_waitcnt lgkmcnt", "[ds][counters]") {
  const std::string body = R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v1, 2, v0
  ds_read_b32 v3, v1
)";
  const AsmRun r = run_asm(body, lds());
  CHECK(r.w0().lgkmcnt == 1);
  CHECK(r.w0().vmcnt == 0);
  REQUIRE_THROWS_WITH(run_asm(body + "  v_mov_b32 v4, v3\n", lds()), Catch::Contains("program hazard"));
  CHECK(run_asm(body + "  s_waitcnt lgkmcnt(0)\n  v_mov_b32 v4, v3\n", lds()).w0().lgkmcnt == 0);
}

TEST_CASE("ds with GDS = 1 fails explicitly", "[ds]") {
  REQUIRE_THROWS_WITH(run_asm(R"(
  s_mov_b32 m0, -1
  ds_write_b32 v0, v0 gds
)", lds()), Catch::Contains("GDS"));
}

TEST_CASE("ds float atomics on ordinary values; cmpst_f32 compares as floats (-0 == +0)", "[ds][atomic]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 2.5
  ds_write_b32 v1, v2
  v_mov_b32 v3, -1.0
  ds_min_rtn_f32 v10, v1, v3          ; old 2.5, mem -1.0
  v_mov_b32 v3, 0.5
  ds_max_f32 v1, v3                   ; mem 0.5
  v_mov_b32 v3, 0x3e800000            ; 0.25
  ds_add_rtn_f32 v11, v1, v3          ; old 0.5, mem 0.75
  v_mov_b32 v4, 0x3f400000            ; compare 0.75
  v_mov_b32 v5, 4.0
  ds_cmpst_rtn_f32 v12, v1, v4, v5    ; old 0.75, mem 4.0
  ds_read_b32 v13, v1
  v_mov_b32 v6, 0
  ds_write_b32 v1, v6 offset:4        ; +0.0
  v_bfrev_b32 v7, 1                   ; -0.0
  ds_cmpst_f32 v1, v7, v5 offset:4    ; -0.0 == +0.0 as floats: mem 4.0
  ds_cmpst_b32 v1, v7, v5 offset:8    ; bitwise: 0 != 0x80000000, mem stays 0
  ds_read2_b32 v[14:15], v1 offset0:1 offset1:2
  v_mov_b32 v8, 0
  v_mov_b32 v9, 0x3ff00000            ; f64 1.0 (high dword)
  ds_write_b64 v1, v[8:9] offset:16
  v_mov_b32 v9, 0x40000000            ; f64 2.0 (high dword)
  ds_max_rtn_f64 v[16:17], v1, v[8:9] offset:16
  ds_read_b64 v[18:19], v1 offset:16
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0x40200000u);  // 2.5
  CHECK(vgpr(r, 11, 0) == 0x3f000000u);  // 0.5
  CHECK(vgpr(r, 12, 0) == 0x3f400000u);  // 0.75
  CHECK(vgpr(r, 13, 0) == 0x40800000u);  // 4.0
  CHECK(vgpr(r, 14, 0) == 0x40800000u);
  CHECK(vgpr(r, 15, 0) == 0u);
  CHECK(vgpr(r, 17, 0) == 0x3ff00000u);
  CHECK(vgpr(r, 19, 0) == 0x40000000u);
}
