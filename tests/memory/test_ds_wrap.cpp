// DS address width at the edges (docs/address-audit.md). The LDS address is a 32-bit quantity:
// CLRX doc/GcnInstrsDs.md gives it as (ADDR + OFFSET) with ADDR a 32-bit VGPR and OFFSET the
// 16-bit field (read2/write2: ADDR + OFFSETn * size, * 64 for ST64), i.e. UINT32 arithmetic, and
// GFX7+ hardware wraps it modulo 2^32 (LLVM folds constants into DS offsets on CI+ only because
// of that). A unit is accessed when all its bytes lie below min(M0, the group's LDS size); else
// it reads 0 and its write is dropped. Expected values below are worked out from that text.
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

}  // namespace

TEST_CASE("ds address near 2^32 plus the offset wraps to the bottom of LDS", "[ds][wrap]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0x1234
  v_mov_b32 v3, 0x5678
  ds_write_b32 v1, v2 offset:4         ; LDS[4] = 0x1234
  ds_write_b32 v1, v3 offset:8         ; LDS[8] = 0x5678
  v_mov_b32 v4, 0xfffffffc             ; -4
  ds_read_b32 v10, v4 offset:8         ; (-4 + 8) mod 2^32 = 4
  ds_read_b64 v[12:13], v4 offset:12   ; 8, aligned to 8: bytes 8..15
  v_mov_b32 v5, 0xffffffff
  ds_read_b32 v11, v5                  ; 0xffffffff: beyond LDS, reads 0
  v_mov_b32 v6, 0xabcd
  ds_write_b32 v4, v6 offset:4         ; (-4 + 4) = 0
  ds_read_b32 v14, v1
  v_mov_b32 v7, 0xfffffff0
  v_mov_b32 v8, 0xeeee
  ds_write_b32 v7, v8                  ; 0xfffffff0 with no offset: dropped
  ds_read_b32 v15, v1 offset:0xff0     ; and nothing landed at 0xff0 either
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0x1234u);
  CHECK(vgpr(r, 12, 0) == 0x5678u);
  CHECK(vgpr(r, 13, 0) == 0u);
  CHECK(vgpr(r, 11, 0) == 0u);
  CHECK(vgpr(r, 14, 0) == 0xabcdu);
  CHECK(vgpr(r, 15, 0) == 0u);
}

TEST_CASE("ds negative VGPR base plus offset: lds[63 - lane] written and read back", "[ds][wrap]") {
  // LLVM's `lds[N - 1 - lid]`: VGPR = -4 * lane, offset:4 * (N - 1).
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v1, 2, v0
  v_sub_u32 v2, vcc, 0, v1             ; -4 * lane
  v_add_u32 v3, vcc, 0x100, v0
  ds_write_b32 v2, v3 offset:252       ; LDS[252 - 4 lane] = 0x100 + lane
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v10, v1                  ; lane L sees lane 63 - L's value
  ds_read_b32 v11, v2 offset:252       ; its own value, through the wrapped address
  ds_read_b32 v12, v2 offset:248       ; 248 - 4 lane: lane + 1's value (lane 63: -4, out of range)
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 1, 31, 62, 63}) {
    CHECK(vgpr(r, 10, lane) == 0x100u + uint32_t(63 - lane));
    CHECK(vgpr(r, 11, lane) == 0x100u + uint32_t(lane));
    CHECK(vgpr(r, 12, lane) == (lane < 63 ? 0x100u + uint32_t(lane + 1) : 0u));
  }
}

TEST_CASE("ds read2/write2 offsets wrap modulo 2^32, st64 too", "[ds][wrap]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0xa
  v_mov_b32 v3, 0xb
  v_mov_b32 v4, 0xfffffff8             ; -8
  ds_write2_b32 v4, v2, v3 offset0:2 offset1:5       ; bytes 0 and 12
  ds_read_b32 v10, v1
  ds_read_b32 v11, v1 offset:12
  v_mov_b32 v5, 0xffffff00             ; -256
  ds_write2st64_b32 v5, v3, v2 offset0:1 offset1:3   ; bytes 0 and 512
  ds_read_b32 v12, v1
  ds_read_b32 v13, v1 offset:512
  v_mov_b32 v6, 0xfffffe00             ; -512
  v_mov_b32 v20, 0x11
  v_mov_b32 v21, 0x22
  v_mov_b32 v22, 0x33
  v_mov_b32 v23, 0x44
  ds_write2st64_b64 v6, v[20:21], v[22:23] offset0:1 offset1:3  ; bytes 0 and 1024
  ds_read2_b64 v[14:17], v1 offset0:0 offset1:128
  v_mov_b32 v7, 0xfffffff0             ; -16
  ds_read2_b64 v[24:27], v7 offset0:2 offset1:130    ; bytes 0 and 1024
  v_mov_b32 v8, 0xfffffffc             ; -4: unit 0 at 0xfffffffc (out), unit 1 at 0
  ds_read2_b32 v[28:29], v8 offset0:0 offset1:1
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0xau);
  CHECK(vgpr(r, 11, 0) == 0xbu);
  CHECK(vgpr(r, 12, 0) == 0xbu);
  CHECK(vgpr(r, 13, 0) == 0xau);
  CHECK(vgpr(r, 14, 0) == 0x11u);
  CHECK(vgpr(r, 15, 0) == 0x22u);
  CHECK(vgpr(r, 16, 0) == 0x33u);
  CHECK(vgpr(r, 17, 0) == 0x44u);
  CHECK(vgpr(r, 24, 0) == 0x11u);
  CHECK(vgpr(r, 27, 0) == 0x44u);
  CHECK(vgpr(r, 28, 0) == 0u);
  CHECK(vgpr(r, 29, 0) == 0x11u);
}

TEST_CASE("ds M0 bound: the last byte below M0 is accessed, one byte past it is not, after wrapping", "[ds][wrap][m0]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  s_mov_b64 exec, 1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0
  ds_write_b32 v1, v2 offset:0xfc      ; clear bytes 0xfc..0x103
  ds_write_b32 v1, v2 offset:0x100
  s_mov_b32 m0, 0x100
  v_mov_b32 v3, 0xffffffff
  v_mov_b32 v4, 0x5a
  v_mov_b32 v5, 0x6b
  ds_write_b8 v3, v4 offset:0x100      ; (-1 + 0x100) = 0xff: last byte below M0, written
  ds_write_b8 v3, v5 offset:0x101      ; 0x100: one byte past M0, dropped
  ds_read_u8 v10, v3 offset:0x100      ; 0x5a
  ds_read_u16 v11, v3 offset:0xff      ; 0xfe..0xff: in range
  ds_read_b32 v12, v3 offset:0x101     ; 0x100: out of range, 0
  s_mov_b32 m0, -1
  ds_read_b32 v13, v1 offset:0x100     ; the dropped byte left 0
  ds_read_b32 v14, v1 offset:0xfc
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0x5au);
  CHECK(vgpr(r, 11, 0) == 0x5a00u);
  CHECK(vgpr(r, 12, 0) == 0u);
  CHECK(vgpr(r, 13, 0) == 0u);
  CHECK(vgpr(r, 14, 0) == 0x5a000000u);
}

TEST_CASE("ds atomics use the wrapped address", "[ds][wrap][atomic]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0xfffffff0             ; -16
  v_mov_b32 v3, 1
  ds_add_u32 v2, v3 offset:24          ; every lane adds 1 at byte 8
  ds_add_rtn_u32 v10, v2, v3 offset:24
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v11, v1 offset:8
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 11, 0) == 128u);
  CHECK(vgpr(r, 10, 0) == 64u);
  CHECK(vgpr(r, 10, 63) == 127u);
}
