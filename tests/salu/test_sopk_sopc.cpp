// SOPK (SIMM16 forms, hardware registers) and SOPC (compares into SCC).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "tests/salu/salu_test.h"

using Catch::Matchers::Contains;
using salu_test::pair;
using salu_test::run;
using salu_test::scc_to;

TEST_CASE("s_movk and s_cmovk sign-extend SIMM16, s_cmovk only with SCC", "[sopk]") {
  const auto w = run(R"(
  s_movk_i32 s4, 0x8000
  s_movk_i32 s5, 0x7fff
  s_mov_b32 s6, 1
  s_mov_b32 s7, 1
  s_cmp_eq_u32 0, 1
  s_cmovk_i32 s6, 5
  s_cmp_eq_u32 0, 0
  s_cmovk_i32 s7, 0xfffe
)");
  CHECK(w.sreg[4] == 0xffff8000u);
  CHECK(w.sreg[5] == 0x7fffu);
  CHECK(w.sreg[6] == 1);
  CHECK(w.sreg[7] == 0xfffffffeu);
}

TEST_CASE("s_cmpk compares with SIMM16 sign-extended (i32) or zero-extended (u32)", "[sopk]") {
  struct Case {
    const char* insn;
    uint32_t scc;
  };
  // s10 = -1, s11 = 5.
  const Case cases[] = {
      {"s_cmpk_eq_i32 s10, 0xffff", 1}, {"s_cmpk_eq_u32 s10, 0xffff", 0}, {"s_cmpk_lt_i32 s10, 0", 1},
      {"s_cmpk_lt_u32 s10, 0", 0},      {"s_cmpk_gt_u32 s10, 0xffff", 1}, {"s_cmpk_ge_i32 s10, 0xffff", 1},
      {"s_cmpk_le_i32 s10, 0xfffe", 0}, {"s_cmpk_lg_i32 s10, 5", 1},      {"s_cmpk_le_u32 s11, 5", 1},
      {"s_cmpk_ge_u32 s11, 6", 0},      {"s_cmpk_lg_u32 s11, 5", 0},      {"s_cmpk_gt_i32 s11, 4", 1},
      {"s_cmpk_gt_i32 s11, 5", 0},      {"s_cmpk_eq_u32 s11, 5", 1},      {"s_cmpk_lt_u32 s11, 0x8000", 1},
      {"s_cmpk_lt_i32 s11, 0x8000", 0},
  };
  std::string body = "  s_mov_b32 s10, -1\n  s_mov_b32 s11, 5\n";
  int i = 0;
  for (const Case& c : cases) body += fmt::format("  {}\n", c.insn) + scc_to(20 + i++);
  const auto w = run(body);
  i = 0;
  for (const Case& c : cases) {
    INFO(c.insn);
    CHECK(w.sreg[20 + i++] == c.scc);
  }
}

TEST_CASE("s_addk_i32 sets SCC on signed overflow and s_mulk_i32 leaves SCC", "[sopk]") {
  const auto w = run(R"(
  s_mov_b32 s4, 0x7fff0000
  s_addk_i32 s4, 0x7fff
)" + scc_to(5) + R"(
  s_mov_b32 s6, 0x7fffffff
  s_addk_i32 s6, 1
)" + scc_to(7) + R"(
  s_mov_b32 s8, 10
  s_addk_i32 s8, 0xffec
)" + scc_to(12) + R"(
  s_mov_b32 s9, 7
  s_cmp_eq_u32 0, 0
  s_mulk_i32 s9, 0xfffd
)" + scc_to(10));
  CHECK(w.sreg[4] == 0x7fff7fffu);
  CHECK(w.sreg[5] == 0);
  CHECK(w.sreg[6] == 0x80000000u);
  CHECK(w.sreg[7] == 1);
  CHECK(w.sreg[8] == 0xfffffff6u);  // 10 + (-20)
  CHECK(w.sreg[12] == 0);
  CHECK(w.sreg[9] == 0xffffffebu);  // 7 * -3
  CHECK(w.sreg[10] == 1);           // SCC from s_cmp survives s_mulk
}

TEST_CASE("s_getreg reads MODE fields and s_setreg writes only the selected bits", "[sopk][hwreg]") {
  // Default kernel MODE: round 0, denorm 3/3 (0xf0), DX10_CLAMP (0x100), IEEE (0x200).
  const auto w = run(R"(
  s_getreg_b32 s4, hwreg(HW_REG_MODE)
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0xffffffff
  s_getreg_b32 s5, hwreg(HW_REG_MODE, 0, 4)
  s_mov_b32 s10, 0x15
  s_setreg_b32 hwreg(HW_REG_MODE, 2, 4), s10
  s_getreg_b32 s6, hwreg(HW_REG_MODE)
  s_getreg_b32 s7, hwreg(HW_REG_MODE, 4, 3)
)");
  CHECK(w.sreg[4] == 0x3f0u);
  CHECK(w.sreg[5] == 0x3u);    // only bits [1:0] were written
  CHECK(w.sreg[6] == 0x3d7u);  // bits [5:2] = 0x5: 0x3f0 & ~0x3c | 0x14 | 0x3
  CHECK(w.sreg[7] == 0x5u);    // bits [6:4] of 0x3d7
  CHECK(w.mode == 0x3d7u);
}

TEST_CASE("s_setreg of the MODE round mode changes VALU float rounding", "[sopk][hwreg]") {
  // 1.0 + 1.5 * 2^-24 (0x33c00000) is 0.75 ulp above 1.0: RNE rounds up, RTZ truncates.
  const auto w = run(R"(
  v_mov_b32 v1, 1.0
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3
  v_add_f32 v2, 0x33c00000, v1
  s_mov_b32 s4, 0
  s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s4
  v_add_f32 v3, 0x33c00000, v1
)");
  CHECK(w.v(2, 0) == 0x3f800000u);
  CHECK(w.v(3, 0) == 0x3f800001u);
  CHECK(w.v(2, 63) == 0x3f800000u);
}

TEST_CASE("s_getreg of STATUS shows SCC, VCCZ, EXECZ and the s_setprio priority", "[sopk][hwreg]") {
  const auto w = run(R"(
  s_setprio 2
  s_mov_b64 vcc, 0
  s_cmp_eq_u32 0, 0
  s_getreg_b32 s4, hwreg(HW_REG_STATUS)
  s_getreg_b32 s5, hwreg(HW_REG_STATUS, 3, 2)
  s_mov_b64 vcc, 1
  s_mov_b64 exec, 0
  s_cmp_eq_u32 0, 1
  s_getreg_b32 s6, hwreg(HW_REG_STATUS)
  s_mov_b64 exec, -1
)");
  const uint32_t kMask = 0x1 | 0x18 | 0x200 | 0x400;  // SCC, WAVE_PRIO, EXECZ, VCCZ
  CHECK((w.sreg[4] & kMask) == (0x1 | 0x10 | 0x400));
  CHECK(w.sreg[5] == 2);
  CHECK((w.sreg[6] & kMask) == (0x10 | 0x200));
}

TEST_CASE("hardware registers and MODE bits the model lacks are errors", "[sopk][hwreg]") {
  CHECK_THROWS_WITH(run("  s_getreg_b32 s4, hwreg(HW_REG_HW_ID)\n"), Contains("HW_ID"));
  CHECK_THROWS_WITH(run("  s_getreg_b32 s4, hwreg(HW_REG_TRAPSTS)\n"), Contains("TRAPSTS"));
  CHECK_THROWS_WITH(run("  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 12, 7), 1\n"), Contains("MODE bits"));
  CHECK_THROWS_WITH(run("  s_mov_b32 s4, 0\n  s_setreg_b32 hwreg(HW_REG_STATUS), s4\n"), Contains("STATUS"));
}

TEST_CASE("s_cmp compares signed and unsigned 32-bit values into SCC", "[sopc]") {
  struct Case {
    const char* op;
    uint32_t lt, eq;  // SCC for (-1, 1) and for (7, 7)
  };
  const Case cases[] = {
      {"s_cmp_eq_i32", 0, 1}, {"s_cmp_lg_i32", 1, 0}, {"s_cmp_gt_i32", 0, 0}, {"s_cmp_ge_i32", 0, 1},
      {"s_cmp_lt_i32", 1, 0}, {"s_cmp_le_i32", 1, 1}, {"s_cmp_eq_u32", 0, 1}, {"s_cmp_lg_u32", 1, 0},
      {"s_cmp_gt_u32", 1, 0}, {"s_cmp_ge_u32", 1, 1}, {"s_cmp_lt_u32", 0, 0}, {"s_cmp_le_u32", 0, 1},
  };
  std::string body = "  s_mov_b32 s10, -1\n  s_mov_b32 s11, 1\n  s_mov_b32 s12, 7\n";
  int i = 0;
  for (const Case& c : cases) {
    body += fmt::format("  {} s10, s11\n", c.op) + scc_to(20 + 2 * i);
    body += fmt::format("  {} s12, 7\n", c.op) + scc_to(21 + 2 * i);
    ++i;
  }
  const auto w = run(body);
  i = 0;
  for (const Case& c : cases) {
    INFO(c.op);
    CHECK(w.sreg[20 + 2 * i] == c.lt);
    CHECK(w.sreg[21 + 2 * i] == c.eq);
    ++i;
  }
}

TEST_CASE("s_bitcmp tests one bit and s_cmp_eq/lg_u64 compare register pairs", "[sopc]") {
  const auto w = run(R"(
  s_mov_b32 s10, 0x10
  s_mov_b32 s12, 0
  s_mov_b32 s13, 1
  s_mov_b32 s14, 0
  s_mov_b32 s15, 2
  s_bitcmp1_b32 s10, 4
)" + scc_to(20) + R"(
  s_bitcmp0_b32 s10, 4
)" + scc_to(21) + R"(
  s_bitcmp1_b32 s10, 36
)" + scc_to(22) + R"(
  s_bitcmp0_b32 s10, 3
)" + scc_to(23) + R"(
  s_bitcmp1_b64 s[12:13], 32
)" + scc_to(24) + R"(
  s_bitcmp0_b64 s[12:13], 0
)" + scc_to(25) + R"(
  s_bitcmp1_b64 s[12:13], 96
)" + scc_to(26) + R"(
  s_bitcmp1_b64 s[12:13], 0
)" + scc_to(27) + R"(
  s_cmp_eq_u64 s[12:13], s[14:15]
)" + scc_to(28) + R"(
  s_cmp_lg_u64 s[12:13], s[14:15]
)" + scc_to(29) + R"(
  s_cmp_eq_u64 s[12:13], s[12:13]
)" + scc_to(30) + R"(
  s_cmp_eq_u64 s[12:13], 0
)" + scc_to(31));
  CHECK(w.sreg[20] == 1);
  CHECK(w.sreg[21] == 0);
  CHECK(w.sreg[22] == 1);  // 36 & 31 = 4
  CHECK(w.sreg[23] == 1);
  CHECK(w.sreg[24] == 1);
  CHECK(w.sreg[25] == 1);
  CHECK(w.sreg[26] == 1);  // 96 & 63 = 32
  CHECK(w.sreg[27] == 0);
  CHECK(w.sreg[28] == 0);  // the pairs differ only in the high dword
  CHECK(w.sreg[29] == 1);
  CHECK(w.sreg[30] == 1);
  CHECK(w.sreg[31] == 0);
}

TEST_CASE("s_setvskip: while MODE.VSKIP is set vector instructions retire without effect", "[sopc][vskip]") {
  const auto w = run(R"(
  v_mov_b32 v1, 1
  s_mov_b32 s4, 0x100
  s_setvskip s4, 8                    ; bit 8 of 0x100: VSKIP on
  s_getreg_b32 s6, hwreg(HW_REG_MODE, 28, 1)
  v_mov_b32 v1, 2
  flat_load_dword v3, v[4:5]          ; skipped: no access, no counter
  s_mov_b32 s5, 7                     ; scalar instructions still run
  s_setvskip s4, 9                    ; bit 9 of 0x100 is 0: VSKIP off
  v_mov_b32 v2, 3
)");
  CHECK(w.v(1, 0) == 1u);
  CHECK(w.v(2, 0) == 3u);
  CHECK(w.sreg[5] == 7u);
  CHECK(w.sreg[6] == 1u);
  CHECK(w.vmcnt == 0);
  CHECK((w.mode & (1u << 28)) == 0);
}

TEST_CASE("s_set_gpr_idx_on sets MODE.GPR_IDX_EN, M0[7:0] and M0[15:12], keeps the rest of M0", "[sopc]") {
  const auto w = run(R"(
  s_mov_b32 m0, 0xabcdefff
  s_set_gpr_idx_on 0x1a5, gpr_idx(SRC1,DST)
  s_getreg_b32 s4, hwreg(HW_REG_MODE, 27, 1)
  s_set_gpr_idx_off
)");
  CHECK(w.sreg[gcn::opnd::kM0] == 0xabcdafa5u);  // M0[15:12] = 0b1010, M0[11:8] = 0xf kept, M0[7:0] = 0xa5
  CHECK(w.sreg[4] == 1u);
}
