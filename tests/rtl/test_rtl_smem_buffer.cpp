// s_buffer_load_dword{,x2,x4,x8,x16} on the verilated compute unit (session 8, issue 10), in
// lockstep with golden and against the values the GCN3 manual's rule gives (host code below):
// SMEM through a V# in four SGPRs, byte offset o = OFFSET (immediate or SGPR) + 4 i for dword i,
// address (V#.base + o) with the two low bits ignored, dword i read only when o + 4 <=
// NUM_RECORDS (times STRIDE when STRIDE != 0), else 0.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/rtl/rtl_lanes_lockstep.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using u32 = uint32_t;

struct Load {
  int dwords;
  int vsharp;       // 0: s[12:15] (stride 0, 44 bytes), 1: s[52:55] (stride 8 x 3 records)
  const char* off;  // the OFFSET operand as written
  u32 offset;       // its value
};

const Load kLoads[] = {
    {1, 0, "0x8", 8},     {2, 0, "0x24", 36},   {4, 0, "0x24", 36}, {8, 0, "s16", 16}, {16, 0, "0x0", 0},
    {8, 1, "0x4", 4},     {2, 0, "0x100", 256}, {4, 1, "s17", 12},  {1, 0, "0x2a", 42},
};

}  // namespace

TEST_CASE("RTL s_buffer_load reads the V#'s range and returns 0 for dwords beyond NUM_RECORDS",
          "[rtl][smem_buffer]") {
  Inputs in;
  in.a = lanes({}, 81);  // region 0: the buffer the V#s describe
  std::string body = R"(
  s_mov_b32 s12, s2
  s_and_b32 s13, s3, 0xffff
  s_movk_i32 s14, 0x2c
  s_mov_b32 s15, 0x24fac
  s_mov_b32 s52, s2
  s_and_b32 s53, s3, 0xffff
  s_or_b32 s53, s53, 0x80000
  s_mov_b32 s54, 3
  s_mov_b32 s55, 0x24fac
  s_movk_i32 s16, 0x10
  s_movk_i32 s17, 0xc
)";
  int out = 0;
  std::vector<u32> want;
  for (const Load& l : kLoads) {
    const int vs = l.vsharp ? 52 : 12;
    const uint64_t limit = l.vsharp ? 8 * 3 : 0x2c;
    body += fmt::format("  s_buffer_load_dword{} s[20:{}], s[{}:{}], {}\n  s_waitcnt lgkmcnt(0)\n",
                        l.dwords == 1 ? "" : fmt::format("x{}", l.dwords), 20 + l.dwords - 1, vs, vs + 3, l.off);
    for (int i = 0; i < l.dwords; ++i) {
      body += fmt::format("  v_mov_b32 v{}, s{}\n", 10 + out++, 20 + i);
      const uint64_t o = uint64_t(l.offset) + 4 * uint64_t(i);
      want.push_back(o + 4 <= limit ? in.a[size_t(((o & ~3ull) / 4))] : 0u);
    }
  }
  gcn::test::AsmOptions o;
  const auto r = run_lanes_lockstep(body, out, in, o, 9);
  check_lockstep(r);
  int bad = 0;
  for (int k = 0; k < out; ++k)
    for (int lane = 0; lane < 64; lane += 21)
      if (r.out(k, lane) != want[size_t(k)] && bad++ < 10)
        FAIL_CHECK(fmt::format("output {} lane {}: want 0x{:08x} got 0x{:08x}", k, lane, want[size_t(k)], r.out(k, lane)));
  CHECK(bad == 0);
}

TEST_CASE("RTL s_dcache_* and s_atc_probe* count in lgkmcnt and leave registers and memory alone",
          "[rtl][smem_buffer]") {
  Inputs in;
  in.a = lanes({}, 82);
  // Between two s_buffer_loads of the same dword: every cache-maintenance form and both probes,
  // some waited for singly, some together with a load (lgkmcnt counts them as SMEM operations).
  const std::string body = R"(
  s_mov_b32 s12, s2
  s_and_b32 s13, s3, 0xffff
  s_movk_i32 s14, 0x100
  s_mov_b32 s15, 0x24fac
  s_mov_b32 s4, s2
  s_mov_b32 s5, s3
  s_buffer_load_dword s20, s[12:15], 0x14
  s_dcache_inv
  s_dcache_wb
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v10, s20
  s_dcache_inv_vol
  s_waitcnt lgkmcnt(0)
  s_dcache_wb_vol
  s_atc_probe 7, s[4:5], 0x64
  s_atc_probe_buffer 7, s[12:15], 0x64
  s_load_dword s21, s[4:5], 0x18
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v11, s21
)";
  gcn::test::AsmOptions o;
  const auto r = run_lanes_lockstep(body, 2, in, o, 11);
  check_lockstep(r);
  for (int lane = 0; lane < 64; lane += 9) {
    CHECK(r.out(0, lane) == in.a[5]);
    CHECK(r.out(1, lane) == in.a[6]);
  }
}
