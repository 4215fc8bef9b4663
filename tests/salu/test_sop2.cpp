// SOP2: arithmetic with SCC, min/max, select, logic, shifts, bitfields, 64-bit literals.
#include <catch2/catch.hpp>

#include "tests/salu/salu_test.h"

using salu_test::pair;
using salu_test::run;
using salu_test::scc_to;

TEST_CASE("s_add_u32 and s_addc_u32 chain a 64-bit add through SCC", "[sop2]") {
  // 0x00000001_ffffffff + 1 = 0x00000002_00000000; then 0xffffffff + 0 + carry carries out.
  const auto w = run(R"(
  s_mov_b32 s10, 0xffffffff
  s_mov_b32 s11, 1
  s_add_u32 s4, s10, 1
)" + scc_to(6) + R"(
  s_addc_u32 s5, s11, 0
)" + scc_to(7) + R"(
  s_add_u32 s8, s10, 1
  s_addc_u32 s9, s10, 0
)" + scc_to(12));
  CHECK(w.sreg[4] == 0);
  CHECK(w.sreg[5] == 2);
  CHECK(w.sreg[6] == 1);   // carry out of the low half
  CHECK(w.sreg[7] == 0);   // 1 + 0 + 1 does not carry
  CHECK(w.sreg[9] == 0);   // 0xffffffff + 0 + 1 wraps ...
  CHECK(w.sreg[12] == 1);  // ... and carries
}

TEST_CASE("s_sub_u32 and s_subb_u32 chain a 64-bit subtract through the borrow", "[sop2]") {
  // 0x00000001_00000000 - 1 = 0x00000000_ffffffff; 0 - 0 - borrow = 0xffffffff with borrow.
  const auto w = run(R"(
  s_mov_b32 s10, 0
  s_mov_b32 s11, 1
  s_sub_u32 s4, s10, 1
)" + scc_to(6) + R"(
  s_subb_u32 s5, s11, 0
)" + scc_to(7) + R"(
  s_sub_u32 s8, 0, 1
  s_subb_u32 s9, 0, 0
)" + scc_to(12) + R"(
  s_sub_u32 s13, 5, 5
)" + scc_to(14));
  CHECK(w.sreg[4] == 0xffffffffu);
  CHECK(w.sreg[5] == 0);
  CHECK(w.sreg[6] == 1);
  CHECK(w.sreg[7] == 0);
  CHECK(w.sreg[9] == 0xffffffffu);
  CHECK(w.sreg[12] == 1);
  CHECK(w.sreg[13] == 0);
  CHECK(w.sreg[14] == 0);
}

TEST_CASE("s_add_i32 and s_sub_i32 set SCC on signed overflow only", "[sop2]") {
  const auto w = run(R"(
  s_mov_b32 s10, 0x7fffffff
  s_mov_b32 s11, 0x80000000
  s_add_i32 s4, s10, 1
)" + scc_to(5) + R"(
  s_add_i32 s6, -1, 1
)" + scc_to(7) + R"(
  s_sub_i32 s8, s11, 1
)" + scc_to(9) + R"(
  s_sub_i32 s12, 0, 1
)" + scc_to(13));
  CHECK(w.sreg[4] == 0x80000000u);  // INT_MAX + 1 overflows
  CHECK(w.sreg[5] == 1);
  CHECK(w.sreg[6] == 0);            // -1 + 1: carries unsigned, no signed overflow
  CHECK(w.sreg[7] == 0);
  CHECK(w.sreg[8] == 0x7fffffffu);  // INT_MIN - 1 overflows
  CHECK(w.sreg[9] == 1);
  CHECK(w.sreg[12] == 0xffffffffu); // 0 - 1 = -1 is representable
  CHECK(w.sreg[13] == 0);
}

TEST_CASE("s_min and s_max compare signed or unsigned and set SCC when SSRC0 wins", "[sop2]") {
  const auto w = run(R"(
  s_mov_b32 s10, -1
  s_mov_b32 s11, 1
  s_min_i32 s4, s10, s11
)" + scc_to(5) + R"(
  s_min_u32 s6, s10, s11
)" + scc_to(7) + R"(
  s_max_i32 s8, s10, s11
)" + scc_to(9) + R"(
  s_max_u32 s12, s10, s11
)" + scc_to(13) + R"(
  s_min_i32 s14, s11, s11
)" + scc_to(15));
  CHECK(w.sreg[4] == 0xffffffffu);
  CHECK(w.sreg[5] == 1);
  CHECK(w.sreg[6] == 1);
  CHECK(w.sreg[7] == 0);
  CHECK(w.sreg[8] == 1);
  CHECK(w.sreg[9] == 0);
  CHECK(w.sreg[12] == 0xffffffffu);
  CHECK(w.sreg[13] == 1);
  CHECK(w.sreg[14] == 1);
  CHECK(w.sreg[15] == 0);  // equal: SSRC0 is not strictly smaller
}

TEST_CASE("s_cselect picks SSRC0 when SCC is set and leaves SCC alone", "[sop2]") {
  const auto w = run(R"(
  s_mov_b32 s10, 0x11111111
  s_mov_b32 s11, 0x22222222
  s_mov_b32 s12, 0x33333333
  s_mov_b32 s13, 0x44444444
  s_cmp_eq_u32 0, 0
  s_cselect_b32 s4, 7, 9
  s_cselect_b64 s[6:7], s[10:11], s[12:13]
)" + scc_to(14) + R"(
  s_cmp_eq_u32 0, 1
  s_cselect_b32 s5, 7, 9
  s_cselect_b64 s[8:9], s[10:11], s[12:13]
)" + scc_to(15));
  CHECK(w.sreg[4] == 7);
  CHECK(pair(w, 6) == 0x22222222'11111111ull);
  CHECK(w.sreg[14] == 1);
  CHECK(w.sreg[5] == 9);
  CHECK(pair(w, 8) == 0x44444444'33333333ull);
  CHECK(w.sreg[15] == 0);
}

TEST_CASE("32- and 64-bit logic ops compute the bitwise result and SCC = result != 0", "[sop2]") {
  // A = 0xf0f0f0f0_00000001, B = 0x0f0f0f0f_00000001, C = 0x0f0f0f0f_00000000.
  const auto w = run(R"(
  s_mov_b32 s10, 1
  s_mov_b32 s11, 0xf0f0f0f0
  s_mov_b32 s12, 1
  s_mov_b32 s13, 0x0f0f0f0f
  s_mov_b32 s14, 0
  s_mov_b32 s15, 0x0f0f0f0f
  s_and_b64 s[20:21], s[10:11], s[12:13]
)" + scc_to(60) + R"(
  s_and_b64 s[22:23], s[10:11], s[14:15]
)" + scc_to(61) + R"(
  s_or_b64 s[24:25], s[10:11], s[12:13]
  s_xor_b64 s[26:27], s[10:11], s[12:13]
  s_andn2_b64 s[28:29], s[10:11], s[12:13]
  s_orn2_b64 s[30:31], s[10:11], s[12:13]
  s_nand_b64 s[32:33], s[10:11], s[12:13]
  s_nor_b64 s[34:35], s[10:11], s[12:13]
  s_xnor_b64 s[36:37], s[10:11], s[12:13]
  s_nor_b64 s[38:39], -1, 0
)" + scc_to(62) + R"(
  s_and_b32 s40, s11, s13
)" + scc_to(63) + R"(
  s_or_b32 s41, s11, s13
  s_xor_b32 s42, s11, 0xff
  s_andn2_b32 s43, s11, 0xff000000
  s_orn2_b32 s44, s11, -1
  s_nand_b32 s45, s11, s13
  s_nor_b32 s46, s11, s13
  s_xnor_b32 s47, s11, s13
)" + scc_to(64));
  CHECK(pair(w, 20) == 0x00000000'00000001ull);
  CHECK(w.sreg[60] == 1);
  CHECK(pair(w, 22) == 0);
  CHECK(w.sreg[61] == 0);
  CHECK(pair(w, 24) == 0xffffffff'00000001ull);
  CHECK(pair(w, 26) == 0xffffffff'00000000ull);
  CHECK(pair(w, 28) == 0xf0f0f0f0'00000000ull);
  CHECK(pair(w, 30) == 0xf0f0f0f0'ffffffffull);
  CHECK(pair(w, 32) == 0xffffffff'fffffffeull);
  CHECK(pair(w, 34) == 0x00000000'fffffffeull);
  CHECK(pair(w, 36) == 0x00000000'ffffffffull);
  CHECK(pair(w, 38) == 0);
  CHECK(w.sreg[62] == 0);
  CHECK(w.sreg[40] == 0);
  CHECK(w.sreg[63] == 0);
  CHECK(w.sreg[41] == 0xffffffffu);
  CHECK(w.sreg[42] == 0xf0f0f00fu);
  CHECK(w.sreg[43] == 0x00f0f0f0u);
  CHECK(w.sreg[44] == 0xf0f0f0f0u);
  CHECK(w.sreg[45] == 0xffffffffu);
  CHECK(w.sreg[46] == 0);
  CHECK(w.sreg[47] == 0);
  CHECK(w.sreg[64] == 0);
}

TEST_CASE("shifts use the low 5 or 6 bits of the amount and set SCC on a non-zero result", "[sop2]") {
  const auto w = run(R"(
  s_mov_b32 s10, 0x80000000
  s_mov_b32 s18, 0
  s_mov_b32 s19, 0x80000000
  s_lshl_b32 s4, 3, 33
)" + scc_to(30) + R"(
  s_lshl_b32 s5, s10, 1
)" + scc_to(31) + R"(
  s_lshr_b32 s6, s10, 31
  s_ashr_i32 s7, s10, 4
  s_ashr_i32 s8, s10, 36
  s_lshl_b64 s[12:13], 1, 40
  s_lshl_b64 s[14:15], 1, 67
  s_lshr_b64 s[16:17], s[18:19], 63
  s_ashr_i64 s[20:21], s[18:19], 60
  s_lshr_b64 s[22:23], s[18:19], 64
)" + scc_to(32));
  CHECK(w.sreg[4] == 6);  // 33 & 31 = 1
  CHECK(w.sreg[30] == 1);
  CHECK(w.sreg[5] == 0);
  CHECK(w.sreg[31] == 0);
  CHECK(w.sreg[6] == 1);
  CHECK(w.sreg[7] == 0xf8000000u);
  CHECK(w.sreg[8] == 0xf8000000u);  // 36 & 31 = 4
  CHECK(pair(w, 12) == 0x00000100'00000000ull);
  CHECK(pair(w, 14) == 8);          // 67 & 63 = 3
  CHECK(pair(w, 16) == 1);
  CHECK(pair(w, 20) == 0xffffffff'fffffff8ull);
  CHECK(pair(w, 22) == 0x80000000'00000000ull);  // 64 & 63 = 0
  CHECK(w.sreg[32] == 1);
}

TEST_CASE("s_bfm builds masks and s_bfe extracts unsigned and signed fields", "[sop2]") {
  // s[16:17] = 0x12345678_9abcdef0. Control = width << 16 | offset.
  const auto w = run(R"(
  s_mov_b32 s16, 0x9abcdef0
  s_mov_b32 s17, 0x12345678
  s_bfm_b32 s4, 4, 8
  s_bfm_b64 s[6:7], 8, 28
  s_mov_b32 s20, 0x80004
  s_bfe_u32 s8, s17, s20
  s_mov_b32 s21, 0x4000c
  s_bfe_i32 s9, 0xf000, s21
)" + scc_to(10) + R"(
  s_bfe_u32 s11, s17, 12
)" + scc_to(12) + R"(
  s_mov_b32 s22, 0x80018
  s_bfe_u64 s[14:15], s[16:17], 0x100018
  s_bfe_i64 s[18:19], s[16:17], 0x8001c
  s_mov_b32 s23, 0x80000000
  s_bfe_i32 s24, s23, 0x8001c
  s_bfe_u32 s25, s23, 0x40001f
  s_bfe_i64 s[26:27], s[16:17], 0x7f0020
)");
  CHECK(w.sreg[4] == 0xf00u);
  CHECK(pair(w, 6) == 0x0000000f'f0000000ull);
  CHECK(w.sreg[8] == 0x67u);          // (0x12345678 >> 4) & 0xff
  CHECK(w.sreg[9] == 0xffffffffu);    // 4-bit field 0xf at bit 12, sign-extended
  CHECK(w.sreg[10] == 1);
  CHECK(w.sreg[11] == 0);             // width 0
  CHECK(w.sreg[12] == 0);
  CHECK(pair(w, 14) == 0x789aull);    // (x >> 24) & 0xffff
  CHECK(pair(w, 18) == 0xffffffff'ffffff89ull);  // (x >> 28) & 0xff = 0x89, negative
  CHECK(w.sreg[24] == 0xfffffff8u);   // field runs past bit 31: arithmetic shift by 28
  CHECK(w.sreg[25] == 1);             // unsigned: plain shift by 31
  CHECK(pair(w, 26) == 0x00000000'12345678ull);  // width 127 from bit 32, positive
}

TEST_CASE("s_mul_i32 keeps the low 32 bits and s_absdiff_i32 the absolute difference", "[sop2]") {
  const auto w = run(R"(
  s_mul_i32 s4, -3, 7
  s_mov_b32 s10, 0x10001
  s_mul_i32 s5, s10, s10
  s_absdiff_i32 s6, 3, 10
)" + scc_to(7) + R"(
  s_absdiff_i32 s8, -5, 3
  s_absdiff_i32 s9, 3, 3
)" + scc_to(11));
  CHECK(w.sreg[4] == 0xffffffebu);  // -21
  CHECK(w.sreg[5] == 0x00020001u);  // 0x1_0002_0001 truncated
  CHECK(w.sreg[6] == 7);
  CHECK(w.sreg[7] == 1);
  CHECK(w.sreg[8] == 8);
  CHECK(w.sreg[9] == 0);
  CHECK(w.sreg[11] == 0);
}

TEST_CASE("a 32-bit literal is sign-extended for signed 64-bit SALU operands, zero-extended for bit and unsigned ones", "[sop2][literal]") {
  // GCN3 "Literal Expansion to 64 bits": only signed integer operands sign-extend; llvm-mc 14
  // accepts `s_mov_b64 s[0:1], 0xffffffff` as a 32-bit literal and prints 0xffff8000 back
  // for 0xffffffffffff8000, i.e. it reads B64 literals zero-extended.
  const auto w = run(R"(
  s_mov_b64 s[4:5], 0xffff8000
  s_ashr_i64 s[6:7], 0x80000000, 4
  s_mov_b32 s12, 0x200000
  s_bfe_u64 s[8:9], 0x80000000, s12
  s_mov_b64 s[10:11], 1.0
  s_or_b64 s[14:15], 0x80000001, 0
  s_mov_b64 s[16:17], -16
)");
  CHECK(pair(w, 4) == 0x00000000'ffff8000ull);
  CHECK(pair(w, 6) == 0xffffffff'f8000000ull);
  CHECK(pair(w, 8) == 0x00000000'80000000ull);
  CHECK(pair(w, 10) == 0x3ff00000'00000000ull);  // inline 1.0 is a double for 64-bit operands
  CHECK(pair(w, 14) == 0x00000000'80000001ull);
  CHECK(pair(w, 16) == 0xffffffff'fffffff0ull);  // inline integers are 64-bit values already
}
