// Directed tests of the scalar ALU operations added to the RTL in session 7 (issue 10): the
// remaining SOP1/SOP2/SOPC integer operations (64-bit bit-field extract/mask, absdiff, whole
// quad mode, quadmask, 64-bit bit reverse/set/compare, zero counts and scans, signed leading-bit
// counts).
//
// Per-lane inputs come from the lane harness (tests/rtl/rtl_lanes.h): a scalar loop reads lane
// `i` of v3..v6 into s[10:13] with v_readlane, runs every operation on SGPRs and puts each result
// (and SCC, through s_cselect) back into lane `i` of v10.. with v_mov_b32 under EXEC = 1 << i. The kernel runs in
// lockstep (golden stepped on every RTL retire); both buffers must be equal, and every lane of
// every result is checked against host arithmetic written here from the ISA text (not from
// golden's code).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tests/rtl/rtl_lanes_lockstep.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using u32 = uint32_t;
using u64 = uint64_t;
using i64 = int64_t;

u32 clz64(u64 v) { return v ? u32(__builtin_clzll(v)) : 0xffffffffu; }
u32 clz32(u32 v) { return v ? u32(__builtin_clz(v)) : 0xffffffffu; }
u32 ctz64(u64 v) { return v ? u32(__builtin_ctzll(v)) : 0xffffffffu; }
u32 ctz32(u32 v) { return v ? u32(__builtin_ctz(v)) : 0xffffffffu; }

// S_BFE_U64 / S_BFE_I64: offset ctrl[5:0], width ctrl[22:16] (ISA text: "D = (S0 >> S1[5:0]) &
// ((1 << S1[22:16]) - 1)", signed forms sign-extend the field); width >= 64 keeps every bit.
u64 bfe_u64(u64 v, u32 ctrl) {
  const u32 off = ctrl & 63, w = (ctrl >> 16) & 0x7f;
  const u64 sh = v >> off;
  if (w == 0) return 0;
  if (w >= 64) return sh;
  return sh & ((u64(1) << w) - 1);
}
u64 bfe_i64(u64 v, u32 ctrl) {
  const u32 off = ctrl & 63, w = (ctrl >> 16) & 0x7f;
  const u64 sh = u64(i64(v) >> off);
  if (w == 0) return 0;
  if (w >= 64) return sh;
  const u64 field = sh & ((u64(1) << w) - 1);
  const u64 sign = u64(1) << (w - 1);
  return (field ^ sign) - sign;
}
u64 wqm(u64 v, int bits) {
  u64 d = 0;
  for (int q = 0; q < bits; q += 4)
    if ((v >> q) & 0xf) d |= u64(0xf) << q;
  return d;
}
u64 quadmask(u64 v, int bits) {
  u64 d = 0;
  for (int q = 0; q < bits / 4; ++q)
    if ((v >> (4 * q)) & 0xf) d |= u64(1) << q;
  return d;
}
u64 brev64(u64 v) {
  u64 d = 0;
  for (int i = 0; i < 64; ++i) d |= ((v >> i) & 1) << (63 - i);
  return d;
}

// One lane's inputs: A = s10 (32), A64 = s[10:11], B = s12, ctrl = s13.
struct In {
  u32 a, ahi, b, ctrl;
  u64 a64() const { return u64(a) | (u64(ahi) << 32); }
};

// Result k: expected value of lane `in` (32 bits; 64-bit results take two outputs).
struct Out {
  std::string asm_text;  // leaves the value in s30 (or SCC, captured by the harness)
  bool scc;              // capture SCC instead of s30
  std::function<u32(const In&)> expect;
};

}  // namespace

TEST_CASE("RTL SOP1/SOP2/SOPC remainder matches host arithmetic on every lane", "[rtl][salu]") {
  Inputs in;
  in.a = lanes({0, 0xffffffff, 0x80000000, 0x7fffffff, 1, 0x00010000, 0x80000001, 0x0f0f0000, 0xfffffff0,
                0x12345678, 0, 0xffffffff, 5, 0x40000000, 0x00000010, 0x88888888},
               11);
  in.b = lanes({0, 0xffffffff, 0xffffffff, 0, 0x80000000, 0x00000001, 0x7fffffff, 0xffff0000, 0xffffffff,
                0x9abcdef0, 0xffffffff, 0, 0x00100000, 0x3, 0x80000000, 0x11111111},
               12);
  in.c = lanes({0, 0x80000000, 1, 0xffffffff, 63, 64, 31, 32, 0x7fffffff, 5, 0xffffffc1, 33, 7, 0x40000000,
                4, 0x80000000},
               13);
  // Bit-field controls: width 0, 1, 31, 32, 33, 63, 64, 65, 127 at offsets 0, 1, 31, 32, 63; then
  // random offsets and widths 0..66.
  in.d = {0x00000000, 0x00010000, 0x001f0001, 0x0020001f, 0x00210020, 0x003f0001, 0x00400000, 0x00410003,
          0x007f003f, 0x0001003f, 0x00200020, 0x00080038, 0xffc1ffc0, 0x00120024, 0x0040003f, 0x00010000};
  Rng g{14};
  while (in.d.size() < 64) {
    const u32 r = g.next();
    in.d.push_back((r & 0xffc0) | (r & 63) | (((r >> 16) % 67) << 16) | (r & 0xff800000));
  }

  const auto lo = [](u64 v) { return u32(v); };
  const auto hi = [](u64 v) { return u32(v >> 32); };
  std::vector<Out> outs = {
      {"s_absdiff_i32 s30, s10, s12", false,
       [](const In& x) { const u32 d = x.a - x.b; return int32_t(d) < 0 ? 0u - d : d; }},
      {"s_absdiff_i32 s30, s10, s12", true, [](const In& x) { return u32(x.a != x.b); }},
      {"s_bfe_u64 s[30:31], s[10:11], s13", false, [&](const In& x) { return lo(bfe_u64(x.a64(), x.ctrl)); }},
      {"s_bfe_u64 s[30:31], s[10:11], s13\n  s_mov_b32 s30, s31", false,
       [&](const In& x) { return hi(bfe_u64(x.a64(), x.ctrl)); }},
      {"s_bfe_u64 s[30:31], s[10:11], s13", true, [&](const In& x) { return u32(bfe_u64(x.a64(), x.ctrl) != 0); }},
      {"s_bfe_i64 s[30:31], s[10:11], s13", false, [&](const In& x) { return lo(bfe_i64(x.a64(), x.ctrl)); }},
      {"s_bfe_i64 s[30:31], s[10:11], s13\n  s_mov_b32 s30, s31", false,
       [&](const In& x) { return hi(bfe_i64(x.a64(), x.ctrl)); }},
      {"s_bfe_i64 s[30:31], s[10:11], s13", true, [&](const In& x) { return u32(bfe_i64(x.a64(), x.ctrl) != 0); }},
      {"s_bfm_b64 s[30:31], s10, s12", false,
       [&](const In& x) { return lo(((u64(1) << (x.a & 63)) - 1) << (x.b & 63)); }},
      {"s_bfm_b64 s[30:31], s10, s12\n  s_mov_b32 s30, s31", false,
       [&](const In& x) { return hi(((u64(1) << (x.a & 63)) - 1) << (x.b & 63)); }},
      {"s_wqm_b64 s[30:31], s[10:11]", false, [&](const In& x) { return lo(wqm(x.a64(), 64)); }},
      {"s_wqm_b64 s[30:31], s[10:11]\n  s_mov_b32 s30, s31", false, [&](const In& x) { return hi(wqm(x.a64(), 64)); }},
      {"s_wqm_b32 s30, s12", false, [](const In& x) { return u32(wqm(x.b, 32)); }},
      {"s_wqm_b32 s30, s12", true, [](const In& x) { return u32(x.b != 0); }},
      {"s_quadmask_b64 s[30:31], s[10:11]", false, [&](const In& x) { return lo(quadmask(x.a64(), 64)); }},
      {"s_quadmask_b64 s[30:31], s[10:11]\n  s_mov_b32 s30, s31", false, [](const In&) { return 0u; }},
      {"s_quadmask_b32 s30, s12", false, [](const In& x) { return u32(quadmask(x.b, 32)); }},
      {"s_brev_b64 s[30:31], s[10:11]", false, [&](const In& x) { return lo(brev64(x.a64())); }},
      {"s_brev_b64 s[30:31], s[10:11]\n  s_mov_b32 s30, s31", false, [&](const In& x) { return hi(brev64(x.a64())); }},
      {"s_bcnt0_i32_b32 s30, s12", false, [](const In& x) { return u32(__builtin_popcount(~x.b)); }},
      {"s_bcnt0_i32_b64 s30, s[10:11]", false, [](const In& x) { return u32(__builtin_popcountll(~x.a64())); }},
      {"s_bcnt0_i32_b64 s30, s[10:11]", true, [](const In& x) { return u32(~x.a64() != 0); }},
      {"s_ff0_i32_b32 s30, s12", false, [](const In& x) { return ctz32(~x.b); }},
      {"s_ff0_i32_b64 s30, s[10:11]", false, [](const In& x) { return ctz64(~x.a64()); }},
      {"s_flbit_i32_b64 s30, s[10:11]", false, [](const In& x) { return clz64(x.a64()); }},
      {"s_flbit_i32 s30, s12", false, [](const In& x) { return clz32(int32_t(x.b) < 0 ? ~x.b : x.b); }},
      {"s_flbit_i32_i64 s30, s[10:11]", false,
       [](const In& x) { return clz64(i64(x.a64()) < 0 ? ~x.a64() : x.a64()); }},
      {"s_mov_b64 s[30:31], s[10:11]\n  s_bitset0_b64 s[30:31], s12", false,
       [](const In& x) { return u32(x.a64() & ~(u64(1) << (x.b & 63))); }},
      {"s_mov_b64 s[30:31], s[10:11]\n  s_bitset0_b64 s[30:31], s12\n  s_mov_b32 s30, s31", false,
       [](const In& x) { return u32((x.a64() & ~(u64(1) << (x.b & 63))) >> 32); }},
      {"s_mov_b64 s[30:31], s[10:11]\n  s_bitset1_b64 s[30:31], s12", false,
       [](const In& x) { return u32(x.a64() | (u64(1) << (x.b & 63))); }},
      {"s_mov_b64 s[30:31], s[10:11]\n  s_bitset1_b64 s[30:31], s12\n  s_mov_b32 s30, s31", false,
       [](const In& x) { return u32((x.a64() | (u64(1) << (x.b & 63))) >> 32); }},
      {"s_bitcmp0_b64 s[10:11], s12", true, [](const In& x) { return u32(!((x.a64() >> (x.b & 63)) & 1)); }},
      {"s_bitcmp1_b64 s[10:11], s12", true, [](const In& x) { return u32((x.a64() >> (x.b & 63)) & 1); }},
  };

  // s_cmp sets SCC = 1 before every SCC-capturing op, so an op that forgets to write SCC shows.
  std::string body = "  s_mov_b32 s20, 0\nBB_LOOP:\n  s_nop 4\n"
                     "  v_readlane_b32 s10, v3, s20\n  v_readlane_b32 s11, v4, s20\n"
                     "  v_readlane_b32 s12, v5, s20\n  v_readlane_b32 s13, v6, s20\n"
                     "  s_lshl_b64 exec, 1, s20\n";  // results go to lane s20 only
  for (size_t k = 0; k < outs.size(); ++k) {
    const Out& o = outs[k];
    if (o.scc) body += "  s_cmp_eq_u32 s12, s12\n";  // SCC = 1 (ops must overwrite it)
    body += "  " + o.asm_text + "\n";
    if (o.scc) body += "  s_cselect_b32 s30, 1, 0\n";
    body += fmt::format("  v_mov_b32 v{}, s30\n", 10 + k);
  }
  body += "  s_add_u32 s20, s20, 1\n  s_cmp_lt_u32 s20, 64\n  s_cbranch_scc1 BB_LOOP\n  s_mov_b64 exec, -1\n";
  // Literals feeding a signed 64-bit operand are sign-extended (golden Ctx::scalar64): the
  // leading-sign count of 0xfffffff0 as an i64 (-16) is 60 (zero-extended it would be 32).
  const int lit_out = int(outs.size());
  body += fmt::format("  s_flbit_i32_i64 s30, 0xfffffff0\n  v_mov_b32 v{}, s30\n", 10 + lit_out);

  const auto r = run_lanes_lockstep(body, lit_out + 1, in);
  check_lockstep(r);
  int bad = 0;
  for (size_t k = 0; k < outs.size(); ++k)
    for (int lane = 0; lane < 64; ++lane) {
      const In x{in.a[lane], in.b[lane], in.c[lane], in.d[lane]};
      const u32 want = outs[k].expect(x), got = r.out(int(k), lane);
      if (want != got && bad++ < 8)
        FAIL_CHECK(fmt::format("{} (scc {}) lane {}: a=0x{:08x} ahi=0x{:08x} b=0x{:08x} ctrl=0x{:08x}: want 0x{:08x} "
                               "got 0x{:08x}",
                               outs[k].asm_text, outs[k].scc, lane, x.a, x.ahi, x.b, x.ctrl, want, got));
    }
  CHECK(bad == 0);
  for (int lane = 0; lane < 64; lane += 21) CHECK(r.out(lit_out, lane) == 60u);
}
