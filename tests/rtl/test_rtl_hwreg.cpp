// s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32 on MODE in the verilated compute unit
// (session 9, issue 10; compiled at -O0, f32_math uses them to switch denormal handling), in
// lockstep with golden and against the GCN3 manual's MODE layout ([1:0] f32 round, [3:2]
// f16/f64 round, [5:4] f32 denormals, [7:6] f16/f64 denormals, [8] DX10 clamp, [9] IEEE), the
// kernel descriptor's initial values, and host IEEE arithmetic under the same rounding.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cfenv>
#include <cstdint>
#include <string>

#include "golden/exec/float_bits.h"
#include "tests/rtl/rtl_lanes_lockstep.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using u32 = uint32_t;

// The host's a + b under `mode`. Without -frounding-math the compiler may move arithmetic
// across fesetround: the volatile loads and store pin the add between the two calls.
u32 host_add(u32 a, u32 b, int mode) {
  volatile float x = gcn::f32_of(a), y = gcn::f32_of(b);
  volatile float s;
  std::fesetround(mode);
  s = x + y;
  std::fesetround(FE_TONEAREST);
  return gcn::bits_of(float(s));
}

}  // namespace

TEST_CASE("RTL s_setreg/s_getreg write and read MODE fields and the f32 units follow them",
          "[rtl][hwreg]") {
  Inputs in;
  in.a = lanes({0x3f800001u, 0x00000001u}, 91);
  in.b = lanes({0x33800000u, 0x00000001u}, 92);
  for (u32& x : in.a) x &= 0xbfffffffu;  // finite, |x| < 2: no NaN rules involved
  for (u32& x : in.b) x &= 0xbfffffffu;
  in.c = lanes({0x00000001u, 0x807fffffu, 0x00800000u, 0x80000000u}, 93);
  for (size_t l = 4; l < in.c.size(); ++l)
    if (l % 2) in.c[l] &= 0x807fffffu;  // every other lane a denormal
  const std::string body = R"(
  s_getreg_b32 s20, hwreg(HW_REG_MODE)
  v_mov_b32 v10, s20
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xf
  v_add_f32 v11, v3, v4
  s_mov_b32 s22, 1
  s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s22
  v_add_f32 v12, v3, v4
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
  v_mul_f32 v13, 1.0, v5
  s_nop 1
  s_getreg_b32 s21, hwreg(HW_REG_MODE)
  v_mov_b32 v14, s21
  s_getreg_b32 s23, hwreg(HW_REG_MODE, 2, 3)
  v_mov_b32 v15, s23
)";
  gcn::test::AsmOptions o;  // descriptor: f32 and f16/f64 denormals kept, RNE, IEEE, DX10 clamp
  const u32 launch_mode = 0x3f0;
  const u32 final_mode = (launch_mode & ~0x3fu) | 0xd;  // round: f32 +inf, f16/f64 zero; f32 flush
  const auto r = run_lanes_lockstep(body, 6, in, o, 3);
  check_lockstep(r);
  int bad = 0;
  auto expect = [&](int k, int lane, u32 want) {
    if (r.out(k, lane) != want && bad++ < 10)
      FAIL_CHECK(fmt::format("output v{} lane {}: want 0x{:08x} got 0x{:08x}", 10 + k, lane, want, r.out(k, lane)));
  };
  for (int l = 0; l < 64; ++l) {
    const u32 c = in.c[size_t(l)];
    const bool denorm = (c & 0x7f800000u) == 0;
    const bool nan = (c & 0x7fffffffu) > 0x7f800000u;
    expect(0, l, launch_mode);
    expect(1, l, host_add(in.a[size_t(l)], in.b[size_t(l)], FE_TOWARDZERO));
    expect(2, l, host_add(in.a[size_t(l)], in.b[size_t(l)], FE_UPWARD));
    expect(3, l, denorm ? (c & 0x80000000u) : nan ? (c | 0x00400000u) : c);  // IEEE mode quiets
    expect(4, l, final_mode);
    expect(5, l, (final_mode >> 2) & 7);
  }
  CHECK(bad == 0);
}

// Golden models STATUS too (SCC, EXECZ, VCCZ); the RTL says it lacks it rather than guess.
TEST_CASE("RTL reports s_getreg of STATUS as not implemented", "[rtl][hwreg]") {
  Inputs in;
  gcn::test::AsmOptions o;
  const auto r = run_lanes_lockstep("  s_getreg_b32 s20, hwreg(HW_REG_STATUS)\n  v_mov_b32 v10, s20\n", 1, in, o, 1);
  CHECK_THAT(r.run.first_divergence, Catch::Contains("not implemented in RTL: s_getreg_b32 at 0x"));
}
