// DPP lane moves in the RTL (gcn_dpp_pkg, gcn_valu_group): every row-local DPP_CTRL with
// row/bank masks, BOUND_CTRL and partial EXEC, on a move, an integer VOP2 with carry-out and a
// float VOP2 with abs/neg. Each case checks golden = RTL, and the moves also against the lanes
// worked out here from the GCN3 manual's DPP table (independent of both models).
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <cstring>
#include <string>

#include "tests/rtl/rtl_lanes.h"

namespace {

using namespace gcn::test::lanes_harness;

struct Ctrl {
  const char* text;  // llvm-mc syntax
  int (*src)(int pos);  // source position in the row for destination position pos, -1 = none
};

// The manual's table, per position inside a row of 16 lanes.
const Ctrl kCtrls[] = {
    {"quad_perm:[1,0,3,2]", [](int p) { return (p & ~3) | (p & 3) ^ 1; }},
    {"quad_perm:[3,3,0,1]", [](int p) { const int sel[] = {3, 3, 0, 1}; return (p & ~3) | sel[p & 3]; }},
    {"row_shl:1", [](int p) { return p + 1 < 16 ? p + 1 : -1; }},
    {"row_shl:15", [](int p) { return p + 15 < 16 ? p + 15 : -1; }},
    {"row_shr:1", [](int p) { return p - 1 >= 0 ? p - 1 : -1; }},
    {"row_shr:3", [](int p) { return p - 3 >= 0 ? p - 3 : -1; }},
    {"row_shr:15", [](int p) { return p - 15 >= 0 ? p - 15 : -1; }},
    {"row_ror:1", [](int p) { return (p - 1) & 15; }},
    {"row_ror:7", [](int p) { return (p - 7) & 15; }},
    {"row_mirror", [](int p) { return 15 - p; }},
    {"row_half_mirror", [](int p) { return (p & 8) | (7 - (p & 7)); }},
};

// v_mov_b32_dpp v10, v3 over v10 = B: lanes written get A of their source lane (0 when the
// source is missing and BOUND_CTRL is set); the others keep B.
uint32_t expect_mov(const Ctrl& c, const Lanes& a, const Lanes& b, int lane, unsigned row_mask,
                    unsigned bank_mask, bool bound, uint64_t exec) {
  const int src = c.src(lane & 15);
  const bool on = (exec >> lane & 1) && (row_mask >> (lane >> 4) & 1) && (bank_mask >> ((lane >> 2) & 3) & 1);
  if (!on || (src < 0 && !bound)) return b[lane];
  return src < 0 ? 0 : a[(lane & ~15) + src];
}

TEST_CASE("RTL DPP moves read SRC0 from the lane the DPP table names, under row/bank masks and BOUND_CTRL",
          "[rtl][dpp]") {
  const Lanes a = lanes({}, 71), b = lanes({}, 72);
  struct Masks {
    unsigned row, bank;
    bool bound;
    uint64_t exec;
  };
  const Masks masks[] = {{0xf, 0xf, false, ~0ull},
                         {0xf, 0xf, true, ~0ull},
                         {0x5, 0xa, false, 0xf0f0f0f0ff00ff00ull},
                         {0xa, 0x3, true, 0x123456789abcdef1ull}};
  for (const Ctrl& c : kCtrls) {
    for (const Masks& m : masks) {
      const std::string mods =
          fmt::format("{} row_mask:0x{:x} bank_mask:0x{:x}{}", c.text, m.row, m.bank, m.bound ? " bound_ctrl:0" : "");
      DYNAMIC_SECTION(mods << " exec 0x" << std::hex << m.exec) {
        const std::string body = fmt::format(R"(
  v_mov_b32 v10, v4
  s_mov_b32 s10, 0x{:x}
  s_mov_b32 s11, 0x{:x}
  s_mov_b64 exec, s[10:11]
  s_nop 1
  v_mov_b32_dpp v10, v3 {}
)",
                                             uint32_t(m.exec), uint32_t(m.exec >> 32), mods);
        const Result r = run_lanes(body, 1, {a, b, {}, {}});
        check_same(r);
        for (int lane = 0; lane < 64; ++lane) {
          INFO("lane " << lane);
          CHECK(r.out(0, lane) == expect_mov(c, a, b, lane, m.row, m.bank, m.bound, m.exec));
        }
      }
    }
  }
}

TEST_CASE("RTL DPP on a VOP2 integer add with carry-out and a float add with abs/neg matches golden",
          "[rtl][dpp]") {
  const Lanes a = lanes({0xffffffffu, 1, 0x80000000u}, 73), b = lanes({1, 0xffffffffu, 0x80000000u}, 74);
  const Lanes fa = float_lanes({0x3f800000u, 0xbf800000u, 0x7fc00000u, 0x7f800001u}, 75);
  const Lanes fb = float_lanes({0x3f800000u, 0x00000001u, 0xff800000u}, 76);
  for (const Ctrl& c : kCtrls) {
    DYNAMIC_SECTION(c.text) {
      const std::string body = fmt::format(R"(
  v_mov_b32 v10, v4
  v_mov_b32 v12, v6
  s_mov_b64 exec, -1
  s_nop 1
  v_add_u32_dpp v10, vcc, v3, v4 {0} row_mask:0xd bank_mask:0xe
  v_cndmask_b32 v11, 0, 1, vcc
  v_add_f32_dpp v12, -v5, |v6| {0} bound_ctrl:0
  v_mul_f32_dpp v13, |v5|, -v6 {0}
)",
                                           c.text);
      const Result r = run_lanes(body, 4, {a, b, fa, fb});
      check_same(r);
      // The carry-out of a lane the masks leave out is 0 (VCC is written as a whole).
      for (int lane = 0; lane < 64; ++lane) {
        INFO("lane " << lane);
        const bool on = (0xdu >> (lane >> 4) & 1) && (0xeu >> ((lane >> 2) & 3) & 1) && c.src(lane & 15) >= 0;
        const uint32_t x = on ? a[(lane & ~15) + c.src(lane & 15)] : 0;
        CHECK(r.out(1, lane) == (on && uint64_t(x) + b[lane] > 0xffffffffu ? 1u : 0u));
        if (on) CHECK(r.out(0, lane) == x + b[lane]);
      }
    }
  }
}

TEST_CASE("RTL refuses the wave-wide DPP controls it does not execute", "[rtl][dpp]") {
  for (const char* ctrl : {"wave_shr:1", "wave_rol:1", "row_bcast:15", "row_bcast:31"}) {
    INFO(ctrl);
    CHECK_THROWS_WITH(run_lanes(fmt::format("  s_nop 1\n  v_mov_b32_dpp v10, v3 {}\n", ctrl), 1, {}),
                      Catch::Contains("not implemented in RTL: v_mov_b32"));
  }
}

}  // namespace
