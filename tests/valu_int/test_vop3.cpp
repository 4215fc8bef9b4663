// VOP3-only integer ops. v0 = lane id l.
#include "golden/common/error.h"
#include "tests/valu_int/valu_int_test.h"

using namespace gcn;
using namespace gcn::test;

TEST_CASE("v_readlane_b32 and v_writelane_b32 ignore EXEC and take the lane mod 64", "[vop3]") {
  auto r = run1(R"(
    v_mul_u32_u24 v1, 3, v0
    v_mov_b32 v2, 0x99
    s_mov_b32 s10, 5
    v_readlane_b32 s11, v1, s10
    s_mov_b32 m0, 70
    v_readlane_b32 s12, v1, m0
    s_mov_b32 exec_lo, 0
    s_mov_b32 exec_hi, 0
    v_readlane_b32 s13, v1, 63
    v_writelane_b32 v2, s11, 63
    v_writelane_b32 v2, 7, m0
    s_mov_b64 exec, -1
  )");
  const auto& w = r.w0();
  CHECK(w.sreg[11] == 15u);   // lane 5: 3 * 5
  CHECK(w.sreg[12] == 18u);   // lane 70 & 63 = 6
  CHECK(w.sreg[13] == 189u);  // lane 63 with EXEC = 0
  check_vgpr(w, 2, [](int l) { return l == 63 ? 15u : l == 6 ? 7u : 0x99u; });
}

TEST_CASE("v_mbcnt_lo/hi produce lane ids and masked counts", "[vop3]") {
  auto r = run1(R"(
    v_mbcnt_lo_u32_b32 v1, -1, 0
    v_mbcnt_hi_u32_b32 v1, -1, v1
    s_mov_b32 s10, 0xaaaaaaaa
    v_mbcnt_lo_u32_b32 v2, s10, 0
    v_mbcnt_hi_u32_b32 v3, s10, 0
    v_bcnt_u32_b32 v4, v0, 40
  )");
  const auto& w = r.w0();
  check_vgpr(w, 1, [](int l) { return uint32_t(l); });
  // Odd bits of 0xaaaaaaaa below lane l (lo: lanes 0-31 of the mask, hi: lanes 32-63).
  check_vgpr(w, 2, [](int l) { return l < 32 ? uint32_t(l / 2) : 16u; });
  check_vgpr(w, 3, [](int l) { return l < 32 ? 0u : uint32_t((l - 32) / 2); });
  check_vgpr(w, 4, [](int l) { return 40u + __builtin_popcount(l); });
}

TEST_CASE("64-bit shifts cross the dword boundary", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v2, 0x80000001
    v_mov_b32 v3, 3
    v_lshlrev_b64 v[4:5], v0, v[2:3]
    v_lshrrev_b64 v[6:7], v0, v[2:3]
    v_mov_b32 v3, 0x80000003
    v_ashrrev_i64 v[8:9], v0, v[2:3]
  )");
  const auto& w = r.w0();
  auto q = [&](uint32_t reg, int l) {
    return uint64_t(w.v(reg, l)) | uint64_t(w.v(reg + 1, l)) << 32;
  };
  // value 0x00000003_80000001 (and 0x80000003_80000001 for the arithmetic shift)
  CHECK(q(4, 1) == 0x0000000700000002ull);
  CHECK(q(4, 31) == 0xC000000080000000ull);
  CHECK(q(4, 32) == 0x8000000100000000ull);
  CHECK(q(4, 33) == 0x0000000200000000ull);
  CHECK(q(4, 63) == 0x8000000000000000ull);
  CHECK(q(6, 1) == 0x00000001C0000000ull);
  CHECK(q(6, 31) == 0x0000000000000007ull);
  CHECK(q(6, 33) == 0x0000000000000001ull);
  CHECK(q(8, 0) == 0x8000000380000001ull);
  CHECK(q(8, 31) == 0xFFFFFFFF00000007ull);
  CHECK(q(8, 32) == 0xFFFFFFFF80000003ull);
  CHECK(q(8, 33) == 0xFFFFFFFFC0000001ull);
  CHECK(q(8, 63) == 0xFFFFFFFFFFFFFFFFull);
}

TEST_CASE("v_mul_lo/hi on u32 and i32", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x80000001
    v_mov_b32 v2, -1
    v_mul_lo_u32 v3, v1, v2
    v_mul_hi_u32 v4, v1, v2
    v_mul_hi_i32 v5, v1, v2
  )");
  // u: 0x80000001 * 0xffffffff = 0x80000000_7fffffff; i: -0x7fffffff * -1 = 0x7fffffff.
  CHECK(r.w0().v(3, 9) == 0x7FFFFFFFu);
  CHECK(r.w0().v(4, 9) == 0x80000000u);
  CHECK(r.w0().v(5, 9) == 0u);
}

TEST_CASE("v_mad_u64_u32 carries out of bit 63 into an SGPR pair", "[vop3][vop3b]") {
  auto r = run1(R"(
    v_mov_b32 v1, -1
    v_mov_b32 v2, -1
    v_mov_b32 v4, 0
    v_mov_b32 v5, v0
    v_mad_u64_u32 v[6:7], s[10:11], v1, v2, v[4:5]
  )");
  // 0xffffffff^2 = 0xfffffffe_00000001; + (l << 32) overflows for l >= 2.
  check_vgpr(r.w0(), 6, [](int) { return 1u; });
  check_vgpr(r.w0(), 7, [](int l) { return uint32_t(l) - 2u; });
  CHECK(sgpr64(r.w0(), 10) == 0xFFFFFFFFFFFFFFFCull);
}

TEST_CASE("v_mad_i64_i32 sets SDST where the 65-bit result is negative", "[vop3][vop3b]") {
  auto r = run1(R"(
    v_mov_b32 v1, -1
    v_mov_b32 v4, 5
    v_mov_b32 v5, 0
    v_mad_i64_i32 v[6:7], s[10:11], v1, v0, v[4:5]
  )");
  // -1 * l + 5 = 5 - l, negative for l > 5.
  check_vgpr(r.w0(), 6, [](int l) { return uint32_t(5 - l); });
  check_vgpr(r.w0(), 7, [](int l) { return l > 5 ? 0xFFFFFFFFu : 0u; });
  CHECK(sgpr64(r.w0(), 10) == 0xFFFFFFFFFFFFFFC0ull);
}

TEST_CASE("bitfield extract, insert and mask", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x8f0ff0a5
    v_bfe_u32 v2, v1, 4, 8
    v_bfe_i32 v3, v1, 28, 4
    v_bfe_i32 v4, v1, 4, 0
    v_bfe_u32 v5, v1, v0, 4
    s_mov_b32 s10, 0xffff0000
    v_bfi_b32 v6, s10, v1, 0
    v_bfm_b32 v7, 5, 3
    v_bfm_b32 v8, v0, 4
    v_bfe_i32 v9, v1, v0, 5
  )");
  const auto& w = r.w0();
  CHECK(w.v(2, 0) == 0x0Au);
  CHECK(w.v(3, 0) == 0xFFFFFFF8u);  // field 0x8 sign-extended from bit 3
  CHECK(w.v(4, 0) == 0u);
  check_vgpr(w, 5, [](int l) { return (0x8f0ff0a5u >> (l & 31)) & 0xF; });
  CHECK(w.v(6, 0) == 0x8F0F0000u);
  CHECK(w.v(7, 0) == 0xF8u);
  check_vgpr(w, 8, [](int l) { return ((1u << (l & 31)) - 1) << 4; });
  // 5-bit signed field at offset l: bits above bit 31 read as the sign.
  check_vgpr(w, 9, [](int l) {
    const uint32_t f = (uint32_t(int32_t(0x8f0ff0a5u) >> (l & 31))) & 0x1F;
    return (f & 0x10) ? (f | 0xFFFFFFE0u) : f;
  });
}

TEST_CASE("v_alignbit and v_alignbyte take {S0,S1} as a 64-bit value", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x11223344
    v_mov_b32 v2, 0x55667788
    v_alignbit_b32 v3, v1, v2, 8
    v_alignbyte_b32 v4, v1, v2, 1
    v_alignbyte_b32 v5, v1, v2, 7
    v_alignbit_b32 v6, v1, v2, v0
  )");
  const auto& w = r.w0();
  CHECK(w.v(3, 0) == 0x44556677u);
  CHECK(w.v(4, 0) == 0x44556677u);
  CHECK(w.v(5, 0) == 0x22334455u);  // 7 & 3 = 3 bytes
  check_vgpr(w, 6, [](int l) { return uint32_t(0x1122334455667788ull >> (l & 31)); });
}

TEST_CASE("v_min3, v_max3, v_med3 signed and unsigned", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, -5
    v_mov_b32 v2, 7
    v_min3_i32 v3, v1, v2, v0
    v_max3_i32 v4, v1, v2, v0
    v_med3_i32 v5, v1, v2, v0
    v_min3_u32 v6, v1, v2, v0
    v_max3_u32 v7, v1, v2, v0
    v_med3_u32 v8, v1, v2, v0
  )");
  const auto& w = r.w0();
  check_vgpr(w, 3, [](int) { return uint32_t(-5); });
  check_vgpr(w, 4, [](int l) { return uint32_t(l > 7 ? l : 7); });
  check_vgpr(w, 5, [](int l) { return uint32_t(l > 7 ? 7 : l); });
  check_vgpr(w, 6, [](int l) { return uint32_t(l < 7 ? l : 7); });
  check_vgpr(w, 7, [](int) { return uint32_t(-5); });
  check_vgpr(w, 8, [](int l) { return uint32_t(l > 7 ? l : 7); });
}

TEST_CASE("sum-of-absolute-differences family and v_lerp_u8", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x10ff0520
    v_mov_b32 v2, 0x20000a10
    v_sad_u8 v3, v1, v2, 3
    v_sad_hi_u8 v4, v1, v2, 3
    v_msad_u8 v5, v1, v2, 3
    v_sad_u16 v6, v1, v2, 3
    v_sad_u32 v7, v1, v2, 3
    v_mov_b32 v8, 0x01000100
    v_lerp_u8 v9, v1, v2, v8
    v_mov_b32 v10, 0x44332211
    v_mov_b32 v11, 0x88776655
    v_mov_b32 v12, 0x00020001
    v_mov_b32 v13, 0x00040003
    v_qsad_pk_u16_u8 v[14:15], v[10:11], v2, v[12:13]
    v_mqsad_pk_u16_u8 v[16:17], v[10:11], v2, v[12:13]
  )");
  const auto& w = r.w0();
  // byte diffs |20-10|=16, |05-0a|=5, |ff-00|=255, |10-20|=16: 292
  CHECK(w.v(3, 0) == 295u);
  CHECK(w.v(4, 0) == (292u << 16) + 3);
  CHECK(w.v(5, 0) == 40u);                // byte 2 of the reference is 0: skipped
  CHECK(w.v(6, 0) == 1264u + 3841u + 3);  // |0x0520-0x0a10| + |0x10ff-0x2000| + 3
  CHECK(w.v(7, 0) == 0x0F0104F3u);
  CHECK(w.v(9, 0) == 0x187F0818u);
  // a = 0x8877665544332211 windows vs b = 0x20000a10, accumulators 1,2,3,4
  CHECK(w.v(14, 0) == 0x00B60071u);
  CHECK(w.v(15, 0) == 0x014000FBu);
  CHECK(w.v(16, 0) == 0x0072003Eu);
  CHECK(w.v(17, 0) == 0x00DA00A6u);
}

TEST_CASE("v_perm_b32 selects bytes, sign bits and constants", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x8899aabb
    v_mov_b32 v2, 0x11223344
    v_mov_b32 v3, 0x0d0c0700
    v_mov_b32 v4, 0x0b0a0908
    v_mov_b32 v5, 0x04030201
    v_perm_b32 v6, v1, v2, v3
    v_perm_b32 v7, v1, v2, v4
    v_perm_b32 v8, v1, v2, v5
  )");
  CHECK(r.w0().v(6, 0) == 0xFF008844u);
  CHECK(r.w0().v(7, 0) == 0xFFFF0000u);  // top bits of bytes 1,3 (0,0) and 5,7 (1,1)
  CHECK(r.w0().v(8, 0) == 0xBB112233u);
}

TEST_CASE("v_mad_u16 and v_mad_i16 zero the high half", "[vop3][16bit]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x1234fff0
    v_mov_b32 v2, 3
    v_mov_b32 v3, 0xabcd0010
    v_mad_u16 v4, v1, v2, v3
    v_mad_i16 v5, v1, v2, v3
  )");
  // 0xfff0 * 3 + 0x10 = 0x2ffe0 -> 0xffe0; signed: -16 * 3 + 16 = -32 -> 0xffe0.
  CHECK(r.w0().v(4, 0) == 0xFFE0u);
  CHECK(r.w0().v(5, 0) == 0xFFE0u);
}

TEST_CASE("64-bit compare and shift take an SGPR pair operand", "[vop3][vopc]") {
  auto r = run1(R"(
    s_mov_b32 s20, 0x80000000
    s_mov_b32 s21, 1
    v_lshrrev_b64 v[2:3], v0, s[20:21]
    v_mov_b32 v4, v0
    v_mov_b32 v5, 1
    v_cmp_lt_u64_e64 s[10:11], v[4:5], s[20:21]
  )");
  // 0x1_80000000 >> l; {1, l} < {1, 0x80000000} for every lane.
  check_vgpr(r.w0(), 2, [](int l) { return uint32_t(0x180000000ull >> l); });
  check_vgpr(r.w0(), 3, [](int l) { return uint32_t(0x180000000ull >> l >> 32); });
  CHECK(sgpr64(r.w0(), 10) == ~0ull);
}

TEST_CASE("neg modifier on an integer op is rejected, not ignored", "[vop3]") {
  // v_add_u32_e64 v1, s[4:5], v2, v3 with NEG[0] set by hand (LLVM cannot spell it). The
  // decoder refuses it today; the integer executors would refuse it too (check_modifiers).
  CHECK_THROWS_AS(run1(".long 0xd1190401, 0x20020702"), gcn::Error);
}

TEST_CASE("v_cvt_pk_u16_u32 and v_cvt_pk_i16_i32 saturate and pack S0 low, S1 high", "[vop3]") {
  auto r = run1(R"(
    v_mov_b32 v1, 0x12345
    v_mov_b32 v2, 7
    v_cvt_pk_u16_u32 v3, v1, v2
    v_mov_b32 v4, -40000
    v_mov_b32 v5, 100
    v_cvt_pk_i16_i32 v6, v4, v5
    v_cvt_pk_i16_i32 v7, v5, v4
  )");
  const auto& w = r.w0();
  check_vgpr(w, 3, [](int) { return 0x0007FFFFu; });  // 0x12345 saturates to 0xffff
  check_vgpr(w, 6, [](int) { return 0x00648000u; });  // -40000 -> -32768 = 0x8000; 100 = 0x64
  check_vgpr(w, 7, [](int) { return 0x80000064u; });
}

TEST_CASE("v_mqsad_u32_u8: four masked byte SADs onto the dwords of SRC2", "[vop3]") {
  // S0 = 0x0807060504030201, S1 bytes (2, 3, 0, 4) (byte 2 masked), S2 = {10, 20, 30, 40}.
  // Window k = S0[8k+31:8k]: (1,2,3,4) -> 1+1+0 = 2; (2,3,4,5) -> 0+0+1 = 1;
  // (3,4,5,6) -> 1+1+2 = 4; (4,5,6,7) -> 2+2+3 = 7.
  const AsmRun r = run1(R"(
  v_mov_b32 v2, 0x04030201
  v_mov_b32 v3, 0x08070605
  v_mov_b32 v4, 0x04000302
  v_mov_b32 v6, 10
  v_mov_b32 v7, 20
  v_mov_b32 v8, 30
  v_mov_b32 v9, 40
  v_mov_b32 v10, 7
  s_mov_b64 exec, 0xffffffff
  v_mqsad_u32_u8 v[10:13], v[2:3], v4, v[6:9]
  s_mov_b64 exec, -1
)");
  const WaveState& w = r.w0();
  CHECK(w.v(10, 0) == 12u);
  CHECK(w.v(11, 0) == 21u);
  CHECK(w.v(12, 0) == 34u);
  CHECK(w.v(13, 31) == 47u);
  CHECK(w.v(10, 32) == 7u);  // inactive lanes keep their VGPRs
}
