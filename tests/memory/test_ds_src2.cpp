// DS forms without data VGPRs: ds_*_src2_* (LDS[A] = op(LDS[A], LDS[B])) and the wave-wide
// counters ds_append / ds_consume. Expected values from the GCN3 rules (ds.cpp, mem_util.h):
//   OFFSET[15] = 0: A = ADDR, B = A + 4 * sext16({OFFSET[14], OFFSET[14:0]})
//   OFFSET[15] = 1: A = ADDR[16:0], B = A + 4 * sext16({ADDR[31], ADDR[31:17]})
//   ds_append/consume: LDS[M0[15:0] + OFFSET] += / -= popcount(EXEC), old value to every lane.
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

// M0 = -1; v1 = lane * 4; LDS[lane * 4] = 0x100 + lane; LDS[512 + lane * 4] = lane * 16.
const std::string kSrc2Prologue = R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v2, vcc, 0x100, v0
  v_lshlrev_b32 v3, 4, v0
  ds_write_b32 v1, v2
  ds_write_b32 v1, v3 offset:512
)";

}  // namespace

TEST_CASE("ds_add_src2_u32: B = A + 4 * OFFSET, no data VGPR, nothing returned", "[ds][src2]") {
  const AsmRun r = run_asm(kSrc2Prologue + R"(
  ds_add_src2_u32 v1 offset:128       ; B = A + 512
  ds_read_b32 v10, v1
  ds_read_b32 v11, v1 offset:512
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 1, 31, 63}) {
    CHECK(vgpr(r, 10, lane) == 0x100u + lane + 16u * lane);
    CHECK(vgpr(r, 11, lane) == 16u * lane);  // B is only read
  }
}

TEST_CASE("ds_*_src2: OFFSET[14] is the sign of a 15-bit dword offset", "[ds][src2]") {
  const AsmRun r = run_asm(kSrc2Prologue + R"(
  v_add_u32 v4, vcc, 512, v1
  ds_write_src2_b32 v4 offset:0x7f80  ; {1, 0x7f80} = 0xff80 = -128 dwords: B = A - 512
  ds_read_b32 v10, v1 offset:512
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 7, 63}) CHECK(vgpr(r, 10, lane) == 0x100u + lane);
}

TEST_CASE("ds_*_src2 with OFFSET[15] = 1 takes A from ADDR[16:0] and the offset from ADDR[31:17]", "[ds][src2]") {
  const AsmRun r = run_asm(kSrc2Prologue + R"(
  v_or_b32 v5, 0x1000000, v1          ; ADDR[31:17] = 128 dwords, ADDR[16:0] = lane * 4
  ds_max_src2_u32 v5 offset:0x8000
  v_or_b32 v6, 0xfffe0000, v1         ; ADDR[31:17] = 0x7fff, ADDR[31] = 1: -1 dword
  v_add_u32 v6, vcc, 0x204, v6        ; A = 516 + lane * 4, B = A - 4
  s_mov_b64 exec, 1                   ; one lane: B = 512 holds 0, A = 516 holds 16
  ds_inc_src2_u32 v6 offset:0x8000    ; 16 >= 0 -> 0
  s_mov_b64 exec, 2                   ; A = 520 (32), B = 516 (now 0): 32 >= 0 -> 0
  ds_dec_src2_u32 v6 offset:0x8000    ; dec: mem == 0 || mem > src -> src: 32 > 0 -> 0
  s_mov_b64 exec, -1
  ds_read_b32 v10, v1
  ds_read_b32 v11, v1 offset:516
  ds_read_b32 v12, v1 offset:520
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 0) == 0x100u);             // max(0x100, 0)
  CHECK(vgpr(r, 10, 16) == 0x110u);            // max(0x110, 0x100)
  CHECK(vgpr(r, 10, 17) == 0x111u);            // max(0x111, 0x110)
  CHECK(vgpr(r, 10, 63) == 0x3F0u);            // max(0x13f, 0x3f0)
  CHECK(vgpr(r, 11, 0) == 0u);                 // LDS[516] after inc
  CHECK(vgpr(r, 12, 0) == 0u);                 // LDS[520] after dec
  CHECK(vgpr(r, 12, 1) == 16u * 3);            // LDS[524] untouched
}

TEST_CASE("ds_add_src2_u64 adds 64-bit values, B aligned to 8 bytes", "[ds][src2]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v1, 3, v0             ; A = lane * 8
  v_mov_b32 v2, -1
  v_mov_b32 v3, v0                    ; A value = {0xffffffff, lane}
  v_mov_b32 v4, 1
  v_mov_b32 v5, 0                     ; B value = 1
  ds_write_b64 v1, v[2:3]
  ds_write_b64 v1, v[4:5] offset:1024
  ds_add_src2_u64 v1 offset:256       ; B = A + 1024
  ds_read_b64 v[10:11], v1
  s_waitcnt lgkmcnt(0)
)", lds());
  for (int lane : {0, 5, 63}) {
    CHECK(vgpr(r, 10, lane) == 0u);
    CHECK(vgpr(r, 11, lane) == uint32_t(lane) + 1u);  // the carry crossed into the high dword
  }
}

TEST_CASE("ds_*_src2 outside M0: B reads 0, A is not written", "[ds][src2][m0]") {
  const AsmRun r = run_asm(kSrc2Prologue + R"(
  s_mov_b32 m0, 0x200                 ; B (512 + lane * 4) is out of range
  ds_add_src2_u32 v1 offset:128
  ds_write_src2_b32 v1 offset:0x80    ; 0x80 = +128 dwords: B out of range -> A = 0
  v_add_u32 v4, vcc, 512, v1
  ds_write_src2_b32 v4 offset:0x7f80  ; A out of range: nothing written
  s_mov_b32 m0, -1
  ds_read_b32 v10, v1
  ds_read_b32 v11, v1 offset:512
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 10, 3) == 0u);
  CHECK(vgpr(r, 11, 3) == 48u);
}

TEST_CASE("ds_append / ds_consume count EXEC at M0[15:0] + OFFSET and return the old value", "[ds][append]") {
  const AsmRun r = run_asm(R"(
  s_mov_b32 m0, -1
  v_mov_b32 v1, 0x48
  v_mov_b32 v2, 100
  ds_write_b32 v1, v2
  v_mov_b32 v4, 7
  s_mov_b32 m0, 0x40
  ds_append v3 offset:8               ; LDS[0x48]: 100 -> 164, every lane gets 100
  s_mov_b64 exec, 0xff
  s_mov_b32 m0, 0x10040               ; M0[31:16] is not part of the address
  ds_consume v4 offset:8              ; 164 -> 156, lanes 0..7 get 164
  s_mov_b64 exec, -1
  s_mov_b32 m0, -1
  ds_read_b32 v5, v1
  s_waitcnt lgkmcnt(0)
)", lds());
  CHECK(vgpr(r, 3, 0) == 100u);
  CHECK(vgpr(r, 3, 63) == 100u);
  CHECK(vgpr(r, 4, 0) == 164u);
  CHECK(vgpr(r, 4, 7) == 164u);
  CHECK(vgpr(r, 4, 8) == 7u);
  CHECK(vgpr(r, 5, 0) == 156u);
}

TEST_CASE("ds_append result is pending until s_waitcnt lgkmcnt", "[ds][append][counters]") {
  AsmOptions o = lds();
  CHECK_THROWS_WITH(run_asm(R"(
  s_mov_b32 m0, 0
  ds_append v3
  v_mov_b32 v4, v3
)", o), Catch::Contains("program hazard"));
}
