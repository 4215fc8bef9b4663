// SOP1: moves, bit manipulation, saveexec, PC control, M0-relative moves.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "tests/salu/salu_test.h"

using Catch::Matchers::Contains;
using salu_test::pair;
using salu_test::run;
using salu_test::scc_to;

TEST_CASE("s_mov copies 32 and 64 bits and s_cmov copies only when SCC is set", "[sop1]") {
  const auto w = run(R"(
  s_mov_b32 s4, 0x12345678
  s_mov_b64 s[6:7], -5
  s_mov_b32 s10, 1
  s_mov_b32 s11, 2
  s_mov_b64 s[12:13], 0
  s_mov_b64 s[14:15], 0
  s_cmp_eq_u32 0, 1
  s_cmov_b32 s10, 5
  s_cmov_b64 s[12:13], s[6:7]
  s_cmp_eq_u32 0, 0
  s_cmov_b32 s11, 5
  s_cmov_b64 s[14:15], s[6:7]
)");
  CHECK(w.sreg[4] == 0x12345678u);
  CHECK(pair(w, 6) == 0xffffffff'fffffffbull);  // inline -5 is a 64-bit -5
  CHECK(w.sreg[10] == 1);
  CHECK(pair(w, 12) == 0);
  CHECK(w.sreg[11] == 5);
  CHECK(pair(w, 14) == 0xffffffff'fffffffbull);
}

TEST_CASE("s_not, s_brev, s_bcnt0/1 and s_abs", "[sop1]") {
  const auto w = run(R"(
  s_not_b32 s4, 0
)" + scc_to(40) + R"(
  s_not_b32 s5, -1
)" + scc_to(41) + R"(
  s_mov_b32 s20, 0x0000ffff
  s_mov_b32 s21, 0x00ff0000
  s_not_b64 s[6:7], s[20:21]
  s_brev_b32 s8, 1
  s_brev_b32 s9, 0x12345678
  s_brev_b64 s[10:11], 1
  s_brev_b64 s[22:23], s[20:21]
  s_bcnt1_i32_b32 s12, 0xf0f0
)" + scc_to(42) + R"(
  s_bcnt0_i32_b32 s13, 0xf0f0
  s_bcnt1_i32_b64 s14, -1
  s_bcnt0_i32_b64 s15, -1
)" + scc_to(43) + R"(
  s_bcnt1_i32_b64 s24, s[20:21]
  s_abs_i32 s16, -7
  s_mov_b32 s25, 0x80000000
  s_abs_i32 s17, s25
)" + scc_to(44) + R"(
  s_abs_i32 s18, 0
)" + scc_to(45));
  CHECK(w.sreg[4] == 0xffffffffu);
  CHECK(w.sreg[40] == 1);
  CHECK(w.sreg[5] == 0);
  CHECK(w.sreg[41] == 0);
  CHECK(pair(w, 6) == 0xff00ffff'ffff0000ull);
  CHECK(w.sreg[8] == 0x80000000u);
  CHECK(w.sreg[9] == 0x1e6a2c48u);
  CHECK(pair(w, 10) == 0x80000000'00000000ull);
  CHECK(pair(w, 22) == 0xffff0000'0000ff00ull);  // brev of 0x00ff0000_0000ffff
  CHECK(w.sreg[12] == 8);
  CHECK(w.sreg[42] == 1);
  CHECK(w.sreg[13] == 24);
  CHECK(w.sreg[14] == 64);
  CHECK(w.sreg[15] == 0);
  CHECK(w.sreg[43] == 0);
  CHECK(w.sreg[24] == 24);
  CHECK(w.sreg[16] == 7);
  CHECK(w.sreg[17] == 0x80000000u);  // |INT_MIN| wraps to itself
  CHECK(w.sreg[44] == 1);
  CHECK(w.sreg[18] == 0);
  CHECK(w.sreg[45] == 0);
}

TEST_CASE("s_ff0, s_ff1 and s_flbit find a bit's position or return -1", "[sop1]") {
  const auto w = run(R"(
  s_mov_b32 s20, 0
  s_mov_b32 s21, 1
  s_mov_b32 s22, 0xffffffff
  s_mov_b32 s23, 0
  s_mov_b32 s24, 0x7fffffff
  s_mov_b32 s25, 0xffffffff
  s_ff1_i32_b32 s4, 0x100
  s_ff1_i32_b32 s5, 0
  s_ff0_i32_b32 s6, 0xff
  s_ff0_i32_b32 s7, -1
  s_ff1_i32_b64 s8, s[20:21]
  s_ff0_i32_b64 s9, s[22:23]
  s_ff0_i32_b64 s26, -1
  s_flbit_i32_b32 s10, 0x10000
  s_flbit_i32_b32 s11, 0
  s_flbit_i32_b64 s12, s[20:21]
  s_flbit_i32_b64 s27, s[22:23]
  s_flbit_i32 s13, 0xffff0000
  s_flbit_i32 s14, 1
  s_flbit_i32 s15, -1
  s_flbit_i32 s28, 0
  s_flbit_i32_i64 s16, s[24:25]
  s_flbit_i32_i64 s17, 0
  s_flbit_i32_i64 s29, s[22:23]
)");
  CHECK(w.sreg[4] == 8);
  CHECK(w.sreg[5] == 0xffffffffu);
  CHECK(w.sreg[6] == 8);
  CHECK(w.sreg[7] == 0xffffffffu);
  CHECK(w.sreg[8] == 32);            // 0x00000001_00000000
  CHECK(w.sreg[9] == 32);            // 0x00000000_ffffffff
  CHECK(w.sreg[26] == 0xffffffffu);
  CHECK(w.sreg[10] == 15);
  CHECK(w.sreg[11] == 0xffffffffu);
  CHECK(w.sreg[12] == 31);
  CHECK(w.sreg[27] == 32);
  CHECK(w.sreg[13] == 16);           // sixteen leading ones
  CHECK(w.sreg[14] == 31);
  CHECK(w.sreg[15] == 0xffffffffu);  // all sign bits
  CHECK(w.sreg[28] == 0xffffffffu);
  CHECK(w.sreg[16] == 32);           // 0xffffffff_7fffffff: 32 leading ones
  CHECK(w.sreg[17] == 0xffffffffu);
  CHECK(w.sreg[29] == 32);           // 0x00000000_ffffffff: 32 leading zeros
}

TEST_CASE("s_sext, s_bitset, s_wqm and s_quadmask", "[sop1]") {
  const auto w = run(R"(
  s_sext_i32_i8 s4, 0x80
  s_sext_i32_i8 s5, 0x17f
  s_sext_i32_i16 s6, 0x8000
  s_sext_i32_i16 s7, 0x12347fff
  s_sext_i32_i16 s30, 1.0
  s_mov_b32 s8, 0
  s_bitset1_b32 s8, 33
  s_mov_b32 s9, -1
  s_bitset0_b32 s9, 31
  s_mov_b64 s[10:11], 0
  s_bitset1_b64 s[10:11], 63
  s_mov_b64 s[12:13], -1
  s_bitset0_b64 s[12:13], 32
  s_wqm_b32 s14, 0x00100201
)" + scc_to(40) + R"(
  s_mov_b32 s18, 0
  s_mov_b32 s19, 0x80000000
  s_wqm_b64 s[16:17], s[18:19]
  s_quadmask_b32 s20, 0x00100201
  s_quadmask_b64 s[22:23], s[18:19]
  s_wqm_b32 s21, 0
)" + scc_to(41) + R"(
  s_quadmask_b64 s[24:25], 0
)" + scc_to(42));
  CHECK(w.sreg[4] == 0xffffff80u);
  CHECK(w.sreg[5] == 0x7fu);
  CHECK(w.sreg[6] == 0xffff8000u);
  CHECK(w.sreg[7] == 0x7fffu);
  CHECK(w.sreg[30] == 0);             // f32 1.0 = 0x3f800000, low half 0
  CHECK(w.sreg[8] == 2);              // bit 33 & 31 = 1
  CHECK(w.sreg[9] == 0x7fffffffu);
  CHECK(pair(w, 10) == 0x80000000'00000000ull);
  CHECK(pair(w, 12) == 0xfffffffe'ffffffffull);
  CHECK(w.sreg[14] == 0x00f00f0fu);   // nibbles 0, 2 and 5 are non-zero
  CHECK(w.sreg[40] == 1);
  CHECK(pair(w, 16) == 0xf0000000'00000000ull);
  CHECK(w.sreg[20] == 0x25u);         // quads 0, 2, 5
  CHECK(pair(w, 22) == 0x8000ull);    // quad 15
  CHECK(w.sreg[21] == 0);
  CHECK(w.sreg[41] == 0);
  CHECK(pair(w, 24) == 0);
  CHECK(w.sreg[42] == 0);
}

TEST_CASE("saveexec ops save EXEC into SDST and set EXEC from SSRC0 and the old EXEC", "[sop1]") {
  // E = 0x0000ffff_0000ffff, S = 0x00ff00ff_00ff00ff.
  struct Case {
    const char* op;
    uint64_t exec;
  };
  const Case cases[] = {
      {"s_and_saveexec_b64", 0x000000ff'000000ffull},  {"s_or_saveexec_b64", 0x00ffffff'00ffffffull},
      {"s_xor_saveexec_b64", 0x00ffff00'00ffff00ull},  {"s_andn2_saveexec_b64", 0x00ff0000'00ff0000ull},
      {"s_orn2_saveexec_b64", 0xffff00ff'ffff00ffull}, {"s_nand_saveexec_b64", 0xffffff00'ffffff00ull},
      {"s_nor_saveexec_b64", 0xff000000'ff000000ull},  {"s_xnor_saveexec_b64", 0xff0000ff'ff0000ffull},
  };
  std::string body = R"(
  s_mov_b32 s10, 0x0000ffff
  s_mov_b32 s11, 0x0000ffff
  s_mov_b32 s12, 0x00ff00ff
  s_mov_b32 s13, 0x00ff00ff
)";
  int i = 0;
  for (const Case& c : cases) {
    const int base = 20 + 6 * i++;
    body += fmt::format("  s_mov_b64 exec, s[10:11]\n  s_cmp_eq_u32 0, 1\n  {} s[{}:{}], s[12:13]\n", c.op,
                        base, base + 1);
    body += scc_to(base + 4) + fmt::format("  s_mov_b64 s[{}:{}], exec\n", base + 2, base + 3);
  }
  body += R"(
  s_mov_b64 exec, s[10:11]
  s_and_saveexec_b64 s[80:81], 0
)" + scc_to(82) + R"(
  s_mov_b64 s[84:85], exec
  s_mov_b64 exec, -1
)";
  const auto w = run(body);
  i = 0;
  for (const Case& c : cases) {
    const int base = 20 + 6 * i++;
    INFO(c.op);
    CHECK(pair(w, base) == 0x0000ffff'0000ffffull);
    CHECK(pair(w, base + 2) == c.exec);
    CHECK(w.sreg[base + 4] == 1);
  }
  CHECK(pair(w, 80) == 0x0000ffff'0000ffffull);
  CHECK(w.sreg[82] == 0);  // EXEC became 0
  CHECK(pair(w, 84) == 0);
}

TEST_CASE("s_getpc, s_swappc and s_setpc call a subroutine and return", "[sop1][branch]") {
  const auto r = gcn::test::run_asm(R"(
  s_getpc_b64 s[4:5]
.Lpc:
  s_add_u32 s6, s4, .Lsub-.Lpc
  s_addc_u32 s7, s5, 0
  s_mov_b32 s10, 1
  s_swappc_b64 s[30:31], s[6:7]
.Lret:
  s_mov_b32 s11, 2
  s_branch .Lend
.Lsub:
  s_mov_b32 s14, 3
  s_setpc_b64 s[30:31]
.Lend:
)");
  const auto& w = r.w0();
  CHECK((w.sreg[4] & 0xff) == 4);              // the kernel entry is 256-byte aligned
  CHECK(pair(w, 30) - pair(w, 4) == 8 + 4 + 4 + 4);  // .Lret - .Lpc: add+literal, addc, mov, swappc
  CHECK(w.sreg[10] == 1);
  CHECK(w.sreg[14] == 3);                      // the subroutine ran ...
  CHECK(w.sreg[11] == 2);                      // ... and returned
  CHECK(r.stats.wave_instructions == 10);      // each of the 9 runs once, plus s_endpgm
}

TEST_CASE("s_movrels and s_movreld offset the register number by M0", "[sop1]") {
  const auto w = run(R"(
  s_mov_b32 s20, 11
  s_mov_b32 s21, 22
  s_mov_b32 s22, 33
  s_mov_b32 s23, 44
  s_mov_b32 m0, 2
  s_movrels_b32 s4, s20
  s_movrels_b64 s[6:7], s[20:21]
  s_movreld_b32 s30, 55
  s_movreld_b64 s[40:41], s[20:21]
)");
  CHECK(w.sreg[4] == 33);
  CHECK(pair(w, 6) == (uint64_t(44) << 32 | 33));
  CHECK(w.sreg[32] == 55);
  CHECK(w.sreg[30] == 0);
  CHECK(pair(w, 42) == (uint64_t(22) << 32 | 11));
}

TEST_CASE("s_movrels beyond the allocated SGPRs is an error", "[sop1]") {
  CHECK_THROWS_WITH(run("  s_mov_b32 m0, 200\n  s_movrels_b32 s4, s20\n"), Contains("M0-relative"));
}

TEST_CASE("s_set_gpr_idx_idx replaces M0[7:0] only", "[sop1]") {
  const auto w = run(R"(
  s_mov_b32 m0, 0x1234f0ff
  s_set_gpr_idx_idx 0x1a5
)");
  CHECK(w.sreg[gcn::opnd::kM0] == 0x1234f0a5u);
}
