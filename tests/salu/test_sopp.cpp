// SOPP: branches, s_endpgm, s_waitcnt and hazards, s_barrier, messages and traps, and the
// branch-stack forks/join that pair with them.
#include <catch2/catch.hpp>

#include <cstring>

#include <fmt/format.h>

#include "tests/salu/salu_test.h"

using Catch::Matchers::Contains;
using salu_test::pair;
using salu_test::run;

namespace {

// Sets up a condition, then records in sN whether `branch` was taken (2) or fell through (1).
std::string branch_probe(int n, const std::string& setup, const std::string& branch) {
  return fmt::format(R"(
{setup}
  s_mov_b32 s{n}, 0
  {branch} .Ltaken{n}
  s_mov_b32 s{n}, 1
  s_branch .Ldone{n}
.Ltaken{n}:
  s_mov_b32 s{n}, 2
.Ldone{n}:
)",
                     fmt::arg("setup", setup), fmt::arg("n", n), fmt::arg("branch", branch));
}

}  // namespace

TEST_CASE("conditional branches are taken exactly when their condition holds", "[sopp][branch]") {
  struct Case {
    const char* setup;
    const char* branch;
    uint32_t expect;  // 2 taken, 1 not taken
  };
  const Case cases[] = {
      {"  s_cmp_eq_u32 0, 1", "s_cbranch_scc0", 2},
      {"  s_cmp_eq_u32 0, 0", "s_cbranch_scc0", 1},
      {"  s_cmp_eq_u32 0, 0", "s_cbranch_scc1", 2},
      {"  s_cmp_eq_u32 0, 1", "s_cbranch_scc1", 1},
      {"  s_mov_b64 vcc, 0", "s_cbranch_vccz", 2},
      {"  s_mov_b32 vcc_lo, 0\n  s_mov_b32 vcc_hi, 0x100", "s_cbranch_vccz", 1},  // lane 40 only
      {"  s_mov_b32 vcc_lo, 0\n  s_mov_b32 vcc_hi, 0x100", "s_cbranch_vccnz", 2},
      {"  s_mov_b64 vcc, 0", "s_cbranch_vccnz", 1},
      {"  s_mov_b64 exec, 0", "s_cbranch_execz", 2},
      {"  s_mov_b32 exec_lo, 0\n  s_mov_b32 exec_hi, 1", "s_cbranch_execz", 1},
      {"  s_mov_b32 exec_lo, 0\n  s_mov_b32 exec_hi, 1", "s_cbranch_execnz", 2},
      {"  s_mov_b64 exec, 0", "s_cbranch_execnz", 1},
      {"  s_cmp_eq_u32 0, 1", "s_branch", 2},
      {"", "s_cbranch_cdbgsys", 1},  // no debugger: COND_DBG_* are clear
      {"", "s_cbranch_cdbguser", 1},
      {"", "s_cbranch_cdbgsys_or_user", 1},
      {"", "s_cbranch_cdbgsys_and_user", 1},
  };
  std::string body;
  int i = 0;
  for (const Case& c : cases) body += branch_probe(20 + i++, c.setup, c.branch) + "  s_mov_b64 exec, -1\n";
  const auto w = run(body);
  i = 0;
  for (const Case& c : cases) {
    INFO(c.branch << " after" << c.setup);
    CHECK(w.sreg[20 + i++] == c.expect);
  }
}

TEST_CASE("backward branches form loops", "[sopp][branch]") {
  const auto w = run(R"(
  s_mov_b32 s4, 0
  s_mov_b32 s5, 5
.Lloop:
  s_add_u32 s4, s4, 3
  s_sub_u32 s5, s5, 1
  s_cmp_lg_u32 s5, 0
  s_cbranch_scc1 .Lloop
  s_mov_b32 s6, 0
.Lback:
  s_add_u32 s6, s6, 1
  s_cmp_ge_u32 s6, 4
  s_cbranch_scc1 .Lout
  s_branch .Lback
.Lout:
)");
  CHECK(w.sreg[4] == 15);  // 5 iterations of +3
  CHECK(w.sreg[5] == 0);
  CHECK(w.sreg[6] == 4);
}

TEST_CASE("s_endpgm ends the wave where it stands", "[sopp]") {
  const auto r = gcn::test::run_asm(R"(
  s_mov_b32 s4, 1
  s_endpgm
  s_mov_b32 s4, 2
)");
  CHECK(r.w0().sreg[4] == 1);
  CHECK(r.w0().halted);
  CHECK(r.stats.wave_instructions == 2);
}

TEST_CASE("no-op SOPP instructions change nothing but the PC", "[sopp]") {
  const auto r = gcn::test::run_asm(R"(
  s_mov_b32 s4, 7
  s_nop 7
  s_sleep 2
  s_wakeup
  s_icache_inv
  s_incperflevel 3
  s_decperflevel 3
  s_ttracedata
  s_sethalt 0
  s_setkill 0
  s_mov_b32 s5, 8
)");
  CHECK(r.w0().sreg[4] == 7);
  CHECK(r.w0().sreg[5] == 8);
  CHECK(r.stats.wave_instructions == 12);
}

TEST_CASE("an s_load result is correct after s_waitcnt lgkmcnt(0)", "[sopp][waitcnt]") {
  gcn::test::AsmOptions o;
  const uint32_t words[2] = {0xdeadbeef, 0x12345678};
  std::memcpy(o.buffer.data(), words, sizeof words);
  const auto w = run(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  s_load_dwordx2 s[4:5], s[2:3], 0x0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s6, s4
  s_mov_b32 s7, s5
)",
                     o);
  CHECK(w.sreg[6] == 0xdeadbeefu);
  CHECK(w.sreg[7] == 0x12345678u);
  CHECK(w.lgkmcnt == 0);
  CHECK(w.pending.empty());
}

TEST_CASE("reading an s_load destination before s_waitcnt is a program hazard", "[sopp][waitcnt]") {
  const std::string body = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_mov_b32 s4, s3
  s_waitcnt lgkmcnt(0)
)";
  CHECK_THROWS_WITH(gcn::test::run_asm(body), Contains("program hazard") && Contains("s3"));
  gcn::test::AsmOptions o;
  o.allow_hazards = true;
  const auto r = gcn::test::run_asm(body, o);
  CHECK(r.stats.hazards.size() == 1);
  // A waitcnt that leaves the load outstanding does not clear the hazard either.
  CHECK_THROWS_WITH(gcn::test::run_asm(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt vmcnt(0) expcnt(0)
  s_mov_b32 s4, s2
)"),
                    Contains("program hazard"));
}

TEST_CASE("s_waitcnt lowers only the counters it names", "[sopp][waitcnt]") {
  const auto w = run(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt vmcnt(0)
  s_mov_b32 s10, 1
  s_waitcnt lgkmcnt(1)
)");
  CHECK(w.lgkmcnt == 1);
  CHECK(w.pending.size() == 1);
}

TEST_CASE("s_barrier holds each wave until the whole work-group arrives", "[sopp][barrier]") {
  gcn::test::AsmOptions o;
  o.grid = {128, 1, 1};
  o.workgroup = {128, 1, 1};
  const auto r = gcn::test::run_asm(R"(
  s_mov_b32 s4, 1
  s_barrier
  s_mov_b32 s5, 2
)",
                                    o);
  REQUIRE(r.waves.size() == 2);
  for (const auto& w : r.waves) {
    CHECK(w.sreg[5] == 2);
    CHECK_FALSE(w.at_barrier);
  }
}

TEST_CASE("s_sendmsg MSG_INTERRUPT counts in LGKM_CNT until s_waitcnt", "[sopp]") {
  const auto w = run("  s_mov_b32 m0, 0\n  s_sendmsg sendmsg(MSG_INTERRUPT)\n");
  CHECK(w.lgkmcnt == 1);
  const auto w2 = run("  s_mov_b32 m0, 0\n  s_sendmsg sendmsg(MSG_INTERRUPT)\n  s_waitcnt lgkmcnt(0)\n");
  CHECK(w2.lgkmcnt == 0);
}

TEST_CASE("traps, halts, kills and graphics messages are errors in a compute wave", "[sopp]") {
  CHECK_THROWS_WITH(run("  s_trap 2\n"), Contains("s_trap 2"));
  CHECK_THROWS_WITH(run("  s_sethalt 1\n"), Contains("s_sethalt"));
  CHECK_THROWS_WITH(run("  s_setkill 1\n"), Contains("s_setkill"));
  CHECK_THROWS_WITH(run("  s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)\n"), Contains("GS"));
  CHECK_THROWS_WITH(run("  s_sendmsghalt sendmsg(MSG_INTERRUPT)\n"), Contains("s_sendmsghalt"));
}

TEST_CASE("s_set_gpr_idx_mode sets M0[15:12] and s_set_gpr_idx_off clears MODE.GPR_IDX_EN", "[sopp]") {
  const auto w = run(R"(
  s_mov_b32 m0, 0xffff0fff
  s_set_gpr_idx_mode gpr_idx(SRC0,DST)
  s_set_gpr_idx_off
)");
  CHECK(w.sreg[gcn::opnd::kM0] == 0xffff9fffu);  // SRC0 = bit 0, DST = bit 3
  CHECK((w.mode & (1u << 27)) == 0);
}

TEST_CASE("s_cbranch_i_fork runs the smaller lane set first and s_cbranch_join the other", "[sopp][fork]") {
  // Pass mask 0xf (4 lanes) < fail (60 lanes): EXEC = pass, {fail, next pc} pushed at s[0:3]
  // (CSP 0), jump to .Lpass. The join pops the fail half back to the fall-through path; the
  // second join finds CSP equal to the saved 0 and falls through with the fail mask.
  const auto w = run(R"(
  s_getreg_b32 s20, hwreg(HW_REG_MODE, 29, 3)
  s_mov_b64 s[10:11], 0xf
  s_mov_b32 s40, 0
  s_cbranch_i_fork s[10:11], .Lpass
.Lafter:
  s_mov_b64 s[30:31], exec
  s_getreg_b32 s41, hwreg(HW_REG_MODE, 29, 3)
  s_add_u32 s40, s40, 1
  s_branch .Ljoin
.Lpass:
  s_mov_b64 s[32:33], exec
  s_getreg_b32 s42, hwreg(HW_REG_MODE, 29, 3)
  s_add_u32 s40, s40, 16
.Ljoin:
  s_cbranch_join s20
  s_mov_b64 s[34:35], exec
  s_getpc_b64 s[36:37]
  s_mov_b64 exec, -1
)");
  CHECK(w.sreg[20] == 0);
  CHECK(pair(w, 32) == 0xfull);                    // pass half ran first ...
  CHECK(w.sreg[42] == 1);                          // ... with one stack entry
  CHECK(pair(w, 30) == 0xffffffff'fffffff0ull);    // then the fail half
  CHECK(w.sreg[41] == 0);
  CHECK(w.sreg[40] == 17);                         // each path exactly once
  CHECK(pair(w, 34) == 0xffffffff'fffffff0ull);
  CHECK(pair(w, 0) == 0xffffffff'fffffff0ull);     // the pushed entry: fail mask ...
  // ... and the address of .Lafter (the instruction after the fork). Nine 4-byte instructions
  // lie between .Lafter and s_getpc, which returns the address after itself: 10 dwords.
  CHECK(pair(w, 36) - pair(w, 2) == 4 * 10);
  CHECK(w.mode >> 29 == 0);
}

TEST_CASE("s_cbranch_g_fork runs the fall-through half first when it has fewer lanes", "[sopp][fork]") {
  // Pass = 60 lanes, fail = 4: EXEC = fail, {pass, target} pushed, continue at the next
  // instruction; the join then runs the pass half at the target. An all-pass fork jumps
  // without touching the stack.
  const auto w = run(R"(
  s_mov_b32 s20, 0
  s_getpc_b64 s[12:13]
.Lpc:
  s_add_u32 s12, s12, .Lpass-.Lpc
  s_addc_u32 s13, s13, 0
  s_add_u32 s14, s12, .Lskip-.Lpass
  s_addc_u32 s15, s13, 0
  s_mov_b32 s10, 0xfffffff0
  s_mov_b32 s11, -1
  s_cbranch_g_fork s[10:11], s[12:13]
  s_mov_b64 s[30:31], exec
  s_branch .Ljoin
.Lpass:
  s_mov_b64 s[32:33], exec
.Ljoin:
  s_cbranch_join s20
  s_mov_b64 exec, -1
  s_mov_b32 s42, 0
  s_mov_b64 s[44:45], -1
  s_cbranch_g_fork s[44:45], s[14:15]
  s_mov_b32 s42, 1
.Lskip:
  s_getreg_b32 s43, hwreg(HW_REG_MODE, 29, 3)
)");
  CHECK(pair(w, 30) == 0xfull);
  CHECK(pair(w, 32) == 0xffffffff'fffffff0ull);
  CHECK(pair(w, 0) == 0xffffffff'fffffff0ull);  // pushed pass mask
  CHECK(pair(w, 2) == pair(w, 12));              // pushed target (.Lpass)
  CHECK(w.sreg[42] == 0);                        // the all-pass fork jumped over the s_mov
  CHECK(w.sreg[43] == 0);                        // CSP back to 0
}
