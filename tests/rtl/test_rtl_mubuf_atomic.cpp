// MUBUF 32-bit atomics on the verilated compute unit (session 7, issue 10), in lockstep with
// golden and against host arithmetic written from the GCN3 manual (BUFFER_ATOMIC_*: "tmp =
// MEM[ADDR]; MEM[ADDR] = op(tmp, DATA); RETURN_DATA = tmp" with GLC; cmpswap: src = DATA[0],
// cmp = DATA[1], MEM = (tmp == cmp) ? src : tmp; inc: tmp >= DATA ? 0 : tmp + 1; dec: (tmp == 0
// || tmp > DATA) ? DATA : tmp - 1).
//
// The V# covers buffer region 0 (lane-strided dwords, the initial values A) with NUM_RECORDS =
// 0xc0 bytes: lanes 0..47 are in range, lanes 48..63 are dropped and return 0 (GCN3 range
// check, golden mubuf.cpp: atomics all or nothing). Before each atomic the region is restored
// to A; the returned value and the memory after it go to the result regions.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/rtl/rtl_lanes_lockstep.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using u32 = uint32_t;
using i32 = int32_t;

struct Amo {
  const char* mnemonic;
  bool glc;
  u32 (*apply)(u32 m, u32 d, u32 cmp);
};

const Amo kAmos[] = {
    {"buffer_atomic_swap", true, [](u32, u32 d, u32) { return d; }},
    {"buffer_atomic_cmpswap", true, [](u32 m, u32 d, u32 c) { return m == c ? d : m; }},
    {"buffer_atomic_add", true, [](u32 m, u32 d, u32) { return m + d; }},
    {"buffer_atomic_sub", true, [](u32 m, u32 d, u32) { return m - d; }},
    {"buffer_atomic_smin", true, [](u32 m, u32 d, u32) { return i32(d) < i32(m) ? d : m; }},
    {"buffer_atomic_umin", true, [](u32 m, u32 d, u32) { return d < m ? d : m; }},
    {"buffer_atomic_smax", true, [](u32 m, u32 d, u32) { return i32(d) > i32(m) ? d : m; }},
    {"buffer_atomic_umax", true, [](u32 m, u32 d, u32) { return d > m ? d : m; }},
    {"buffer_atomic_and", true, [](u32 m, u32 d, u32) { return m & d; }},
    {"buffer_atomic_or", true, [](u32 m, u32 d, u32) { return m | d; }},
    {"buffer_atomic_xor", true, [](u32 m, u32 d, u32) { return m ^ d; }},
    {"buffer_atomic_inc", true, [](u32 m, u32 d, u32) { return m >= d ? 0 : m + 1; }},
    {"buffer_atomic_dec", true, [](u32 m, u32 d, u32) { return (m == 0 || m > d) ? d : m - 1; }},
    {"buffer_atomic_add", false, [](u32 m, u32 d, u32) { return m + d; }},
    {"buffer_atomic_cmpswap", false, [](u32 m, u32 d, u32 c) { return m == c ? d : m; }},
    {"buffer_atomic_umax", false, [](u32 m, u32 d, u32) { return d > m ? d : m; }},
};
constexpr int kNumAmos = int(sizeof(kAmos) / sizeof(kAmos[0]));

}  // namespace

TEST_CASE("RTL MUBUF 32-bit atomics match host arithmetic, with and without GLC, under the range check",
          "[rtl][mubuf_atomic]") {
  Inputs in;
  in.a = lanes({0, 0xffffffff, 0x80000000, 0x7fffffff, 5, 5, 0, 7, 0xfffffffe, 1}, 61);  // memory
  in.b = lanes({0, 1, 0xffffffff, 1, 5, 4, 0, 6, 0xffffffff, 0x80000000}, 62);          // DATA
  in.c = lanes({}, 63);                                                                 // compare
  for (size_t l = 0; l < 64; l += 3) in.c[l] = in.a[l];  // cmpswap succeeds on every third lane

  // s[12:15] = V# over region 0 of the test buffer: stride 0, NUM_RECORDS 0xc0 bytes.
  std::string body = R"(
  s_mov_b32 s12, s2
  s_and_b32 s13, s3, 0xffff
  s_movk_i32 s14, 0xc0
  s_mov_b32 s15, 0x24fac
  v_lshlrev_b32 v9, 2, v0
)";
  for (int k = 0; k < kNumAmos; ++k) {
    const Amo& a = kAmos[k];
    body += "  flat_store_dword v[1:2], v3\n  s_waitcnt vmcnt(0)\n";
    body += "  v_mov_b32 v6, v4\n  v_mov_b32 v7, v5\n";
    body += fmt::format("  {} {}, v9, s[12:15], 0 offen{}\n", a.mnemonic,
                        std::string(a.mnemonic) == "buffer_atomic_cmpswap" ? "v[6:7]" : "v6", a.glc ? " glc" : "");
    body += fmt::format("  s_waitcnt vmcnt(0)\n  v_mov_b32 v{}, v6\n  flat_load_dword v{}, v[1:2]\n  s_waitcnt vmcnt(0)\n",
                        10 + 2 * k, 11 + 2 * k);
  }
  // EXEC holes: masked lanes neither access memory nor write their VDATA.
  const uint64_t holes = 0xff00f0f00f0fff0full;
  const int hk = 2 * kNumAmos;
  body += fmt::format(R"(
  flat_store_dword v[1:2], v3
  s_waitcnt vmcnt(0)
  v_mov_b32 v6, v4
  s_mov_b32 exec_lo, 0x{:08x}
  s_mov_b32 exec_hi, 0x{:08x}
  buffer_atomic_xor v6, v9, s[12:15], 0 offen glc
  s_waitcnt vmcnt(0)
  s_mov_b64 exec, -1
  v_mov_b32 v{}, v6
  flat_load_dword v{}, v[1:2]
  s_waitcnt vmcnt(0)
)",
                      u32(holes), u32(holes >> 32), 10 + hk, 11 + hk);

  gcn::test::AsmOptions o;
  const auto r = run_lanes_lockstep(body, hk + 2, in, o, 5);
  check_lockstep(r);

  int bad = 0;
  auto expect = [&](const std::string& what, int lane, u32 want, u32 got) {
    if (want != got && bad++ < 10)
      FAIL_CHECK(fmt::format("{} lane {}: mem 0x{:08x} data 0x{:08x} cmp 0x{:08x}: want 0x{:08x} got 0x{:08x}", what,
                             lane, in.a[size_t(lane)], in.b[size_t(lane)], in.c[size_t(lane)], want, got));
  };
  for (int k = 0; k < kNumAmos; ++k) {
    const Amo& a = kAmos[k];
    const std::string name = fmt::format("{}{}", a.mnemonic, a.glc ? " glc" : "");
    for (int l = 0; l < 64; ++l) {
      const bool in_range = l < 48;
      const u32 m = in.a[size_t(l)], d = in.b[size_t(l)], c = in.c[size_t(l)];
      // Without GLC the data VGPR keeps the operand.
      expect(name + " return", l, a.glc ? (in_range ? m : 0u) : d, r.out(2 * k, l));
      expect(name + " memory", l, in_range ? a.apply(m, d, c) : m, r.out(2 * k + 1, l));
    }
  }
  for (int l = 0; l < 64; ++l) {
    const bool on = (holes >> l) & 1, in_range = l < 48;
    const u32 m = in.a[size_t(l)], d = in.b[size_t(l)];
    expect("xor under EXEC holes: return", l, on ? (in_range ? m : 0u) : d, r.out(hk, l));
    expect("xor under EXEC holes: memory", l, on && in_range ? m ^ d : m, r.out(hk + 1, l));
  }
  CHECK(bad == 0);
}
