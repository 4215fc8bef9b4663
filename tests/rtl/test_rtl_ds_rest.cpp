// The last DS forms on the verilated compute unit: ds_*_src2_* (32 and 64 bit), ds_wrxchg2[st64]
// _rtn_b32/b64, ds_append / ds_consume -- in lockstep with golden (retire records, LDS effects)
// and against values written from the ISA text, independent of golden:
//   src2 (GCN3 manual / CLRX GcnInstrsDs): B = A + 4 * (OFFSET[15] ? {A[31], A[31:17]}
//     : {OFFSET[14], OFFSET[14:0]}) (a signed 16-bit dword offset), A = ADDR (OFFSET[15] = 0)
//     or ADDR[16:0]; DS[A] = op(DS[A], DS[B]) with DS[B] in the role of DATA (RSUB: DS[B] -
//     DS[A]; INC: DS[A] >= DS[B] ? 0 : DS[A] + 1; DEC: DS[A] == 0 || DS[A] > DS[B] ? DS[B] :
//     DS[A] - 1; WRITE: DS[B]; float MIN/MAX: DS[B] < / > DS[A] ? DS[B] : DS[A]);
//   wrxchg2: old values of (ADDR + OFFSET0 * size) and (ADDR + OFFSET1 * size) (* 64 for ST64)
//     to VDST (unit 0 first), both read before DATA0 / DATA1 are stored;
//   append / consume (LLVM's use: M0 is the base): LDS[M0[15:0] + OFFSET] += / -=
//     popcount(EXEC), the value before it to every active lane.
// Each family runs under EXEC with holes and with M0 bounds; src2 covers OFFSET[15] = 0 with
// positive and negative offsets, OFFSET[15] = 1 with the offset in ADDR[31:17], and lanes
// contending on one A (lane order).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "tests/rtl/ds64_regions.h"
#include "tests/rtl/rtl_lanes.h"
#include "tests/rtl/rtl_lockstep.h"

namespace {

using u32 = uint32_t;
using u64 = uint64_t;
using i64 = int64_t;
using gcn::test::lanes_harness::Rng;

using namespace gcn::test::ds64;  // NOLINT: the shared region layout

constexpr u64 kExec = 0x8000fff1f0f0ff0full;  // EXEC with holes
const char* kSetExec = "  s_mov_b32 exec_lo, 0xf0f0ff0f\n  s_mov_b32 exec_hi, 0x8000fff1\n";
bool on(int lane) { return (kExec >> lane) & 1; }

float f32(u32 x) { float f; std::memcpy(&f, &x, 4); return f; }
u32 b32(float f) { u32 x; std::memcpy(&x, &f, 4); return x; }
double f64(u64 x) { double f; std::memcpy(&f, &x, 8); return f; }

enum class K { Add, Sub, Rsub, Inc, Dec, SMin, SMax, UMin, UMax, And, Or, Xor, Write, FMin, FMax, FAdd };
struct Src2Op {
  const char* mnemonic;
  bool wide;
  K k;
};
const Src2Op kSrc2[] = {
    {"ds_add_src2_u32", false, K::Add},   {"ds_sub_src2_u32", false, K::Sub},
    {"ds_rsub_src2_u32", false, K::Rsub}, {"ds_inc_src2_u32", false, K::Inc},
    {"ds_dec_src2_u32", false, K::Dec},   {"ds_min_src2_i32", false, K::SMin},
    {"ds_max_src2_i32", false, K::SMax},  {"ds_min_src2_u32", false, K::UMin},
    {"ds_max_src2_u32", false, K::UMax},  {"ds_and_src2_b32", false, K::And},
    {"ds_or_src2_b32", false, K::Or},     {"ds_xor_src2_b32", false, K::Xor},
    {"ds_write_src2_b32", false, K::Write}, {"ds_min_src2_f32", false, K::FMin},
    {"ds_max_src2_f32", false, K::FMax},  {"ds_add_src2_f32", false, K::FAdd},
    {"ds_add_src2_u64", true, K::Add},    {"ds_sub_src2_u64", true, K::Sub},
    {"ds_rsub_src2_u64", true, K::Rsub},  {"ds_inc_src2_u64", true, K::Inc},
    {"ds_dec_src2_u64", true, K::Dec},    {"ds_min_src2_i64", true, K::SMin},
    {"ds_max_src2_i64", true, K::SMax},   {"ds_min_src2_u64", true, K::UMin},
    {"ds_max_src2_u64", true, K::UMax},   {"ds_and_src2_b64", true, K::And},
    {"ds_or_src2_b64", true, K::Or},      {"ds_xor_src2_b64", true, K::Xor},
    {"ds_write_src2_b64", true, K::Write}, {"ds_min_src2_f64", true, K::FMin},
    {"ds_max_src2_f64", true, K::FMax},
};
constexpr int kNumSrc2 = int(sizeof(kSrc2) / sizeof(kSrc2[0]));

// The ISA text's new DS[A] from a = DS[A], b = DS[B]; `ok` false when the float rule's NaN
// cases make the host value unfit as a reference (those lanes are left to lockstep).
u64 src2_apply(const Src2Op& op, u64 a, u64 b, bool& ok) {
  const u64 mask = op.wide ? ~0ull : 0xffffffffull;
  a &= mask;
  b &= mask;
  const int sh = op.wide ? 0 : 32;
  const i64 sa = i64(a << sh) >> sh, sb = i64(b << sh) >> sh;
  ok = true;
  switch (op.k) {
    case K::Add: return (a + b) & mask;
    case K::Sub: return (a - b) & mask;
    case K::Rsub: return (b - a) & mask;
    case K::Inc: return a >= b ? 0 : (a + 1) & mask;
    case K::Dec: return (a == 0 || a > b) ? b : a - 1;
    case K::SMin: return sb < sa ? b : a;
    case K::SMax: return sb > sa ? b : a;
    case K::UMin: return b < a ? b : a;
    case K::UMax: return b > a ? b : a;
    case K::And: return a & b;
    case K::Or: return a | b;
    case K::Xor: return a ^ b;
    case K::Write: return b;
    case K::FMin: return op.wide ? (f64(b) < f64(a) ? b : a) : (f32(u32(b)) < f32(u32(a)) ? b : a);
    case K::FMax: return op.wide ? (f64(b) > f64(a) ? b : a) : (f32(u32(b)) > f32(u32(a)) ? b : a);
    case K::FAdd: {
      const float r = f32(u32(a)) + f32(u32(b));
      ok = !std::isnan(r);
      return b32(r);
    }
  }
  return 0;
}

// Stores v[reg:reg+1] of every lane to region r (8 bytes per lane).
std::string store64(int r, int reg) {
  return region_addr(r) + fmt::format("  flat_store_dwordx2 v[12:13], v[{}:{}]\n", reg, reg + 1);
}

// Region 3 -> v[14:15] (the fourth per-lane qword the prologue does not load).
std::string load_region3() {
  return region_addr(3) + "  flat_load_dwordx2 v[14:15], v[12:13]\n  s_waitcnt vmcnt(0)\n";
}

// Regions 0..3: per-lane qwords a, b, c, d with edge values first, then random ones (floats:
// a mix of ordinary, zero, subnormal and NaN bit patterns in the low dword / whole qword).
struct Init {
  std::vector<u64> v[4];
};
Init fill(gcn::test::AsmOptions& o, int regions, uint64_t seed) {
  o.buffer.assign(size_t(regions) * kRegion, 0);
  Init in;
  Rng g{seed};
  const u64 edges_a[] = {0, ~0ull, 0x80000000ull, 0x7fffffffull, 5, 0xffffffff00000000ull, 0x3f800000ull,
                         0x8000000000000000ull, 0x7fffffffffffffffull, 0x40490fdb3ff00000ull, 7, 1};
  const u64 edges_b[] = {1, 1, 0xffffffffull, 0x80000000ull, 5, 0x100000000ull, 0xbf800000ull,
                         0x7fffffffffffffffull, 1, 0x7fc00000bff00000ull, 6, ~0ull};
  for (int r = 0; r < 4; ++r) in.v[r].resize(64);
  for (int l = 0; l < 64; ++l) {
    for (int r = 0; r < 4; ++r) {
      u64 x = (u64(g.next()) << 32) | g.next();
      if (r < 2 && l < 12) x = r == 0 ? edges_a[l] : edges_b[l];
      if (r < 2 && l >= 12 && l % 4 == 0) x &= 0x807fffff807fffffull;  // small / subnormal floats
      in.v[r][size_t(l)] = x;
      put64(o.buffer, size_t(r) * kRegion + 8 * size_t(l), x);
    }
  }
  return in;
}

struct Checker {
  const std::vector<uint8_t>& rtl;
  int bad = 0;
  void expect(const std::string& what, int region, int lane, u64 want, u64 mask = ~0ull) {
    const u64 got = get64(rtl, size_t(region) * kRegion + 8 * size_t(lane)) & mask;
    if ((want & mask) != got && bad++ < 12)
      FAIL_CHECK(fmt::format("{} lane {}: want 0x{:016x} got 0x{:016x}", what, lane, want & mask, got));
  }
};

void check_lockstep(const gcn::test::AsmLockstep& r) {
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  INFO(gcn::test::first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);
}

}  // namespace

TEST_CASE("RTL ds_*_src2_* match the ISA text per lane under EXEC, OFFSET[15] and M0", "[rtl][ds_rest]") {
  // Op k: region 4 + k = DS[A] after the op. Then the extra cases from region 4 + kNumSrc2.
  const int x0 = 4 + kNumSrc2;
  gcn::test::AsmOptions o;
  o.lds_bytes = 2048;
  const Init in = fill(o, x0 + 10, 71);
  std::string body = load_regions() + "  v_lshlrev_b32 v30, 2, v0\n";
  for (int k = 0; k < kNumSrc2; ++k) {
    const Src2Op& op = kSrc2[k];
    body += "  s_mov_b64 exec, -1\n";
    // 32-bit: A at 4 * lane, B at A + 256 (OFFSET 64 dwords); 64-bit: A at 8 * lane, B at
    // A + 512 (OFFSET 128 dwords).
    body += op.wide ? "  ds_write2_b64 v3, v[4:5], v[6:7] offset1:64\n" : "  ds_write2_b32 v30, v4, v6 offset1:64\n";
    body += kSetExec;
    body += fmt::format("  {} {} offset:{}\n", op.mnemonic, op.wide ? "v3" : "v30", op.wide ? 128 : 64);
    body += "  s_mov_b64 exec, -1\n  v_mov_b32 v21, 0\n";
    body += op.wide ? "  ds_read_b64 v[20:21], v3\n" : "  ds_read_b32 v20, v30\n";
    body += "  s_waitcnt lgkmcnt(0)\n" + store64(4 + k, 20);
  }
  // x0: OFFSET[15] = 1, 32-bit: A = ADDR[16:0] = 4 * lane + 512, B = A + 4 * sext(ADDR[31:17] =
  // 0x7fc0) = A - 256; the other OFFSET bits are ignored.
  // x0 + 1: OFFSET[15] = 0 with a negative offset: OFFSET 0x7fc0 -> -64 dwords from the same A.
  // x0 + 2: OFFSET[15] = 1, 64-bit: A = 8 * lane + 1024, ADDR[31:17] = 0x7f80 -> B = A - 512.
  // x0 + 3: every lane's A is LDS 0 (ADDR[16:0] = 0), B = 4 * (lane + 64) from ADDR[31:17]:
  //   LDS 0 accumulates the active lanes' B words in lane order (read back by lane 0).
  // x0 + 4: M0 = 0x180: B beyond M0 for lanes 32.. (reads 0): write_src2 leaves 0 there.
  // x0 + 5: M0 = 0x80: A beyond M0 for lanes 32.. (not written); B always beyond (reads 0).
  // x0 + 6: 64-bit with ADDR 8 * lane + 4 and an odd OFFSET (129): lockstep only (see below).
  body += R"(
  s_mov_b64 exec, -1
  ds_write2_b32 v30, v4, v6 offset0:128 offset1:64
  v_add_u32 v31, vcc, 0xff800200, v30
)" + std::string(kSetExec) + R"(
  ds_add_src2_u32 v31 offset:0x8123
  s_mov_b64 exec, -1
  v_mov_b32 v21, 0
  ds_read_b32 v20, v30 offset:512
  ds_write_b32 v30, v4 offset:512
)" + std::string(kSetExec) + R"(
  v_add_u32 v32, vcc, 0x200, v30
  ds_rsub_src2_u32 v32 offset:0x7fc0
  s_mov_b64 exec, -1
  ds_read_b32 v22, v30 offset:512
  v_mov_b32 v23, 0
  ds_write2_b64 v3, v[4:5], v[6:7] offset0:128 offset1:64
  v_add_u32 v33, vcc, 0xff000400, v3
)" + std::string(kSetExec) + R"(
  ds_max_src2_u64 v33 offset:0x8000
  s_mov_b64 exec, -1
  ds_read_b64 v[24:25], v3 offset:1024
  s_waitcnt lgkmcnt(0)
)" + store64(x0, 20) + store64(x0 + 1, 22) + store64(x0 + 2, 24) + R"(
  v_mov_b32 v26, 0
  v_mov_b32 v27, 0
  ds_write_b32 v26, v26
  ds_write_b32 v30, v6 offset:256
  v_add_u32 v34, vcc, 64, v0
  v_lshlrev_b32 v34, 17, v34
)" + std::string(kSetExec) + R"(
  ds_add_src2_u32 v34 offset:0x8000
  s_mov_b64 exec, -1
  ds_read_b32 v26, v27
  ds_write2_b32 v30, v4, v6 offset1:64
  s_mov_b32 m0, 0x180
  ds_write_src2_b32 v30 offset:64
  s_mov_b32 m0, -1
  v_mov_b32 v29, 0
  ds_read_b32 v28, v30
  ds_write2_b32 v30, v4, v6 offset1:64
  s_mov_b32 m0, 0x80
  ds_write_src2_b32 v30 offset:64
  s_mov_b32 m0, -1
  v_mov_b32 v37, 0
  ds_read_b32 v36, v30
  ds_write2_b64 v3, v[4:5], v[6:7] offset1:64
  v_add_u32 v35, vcc, 4, v3
  ds_add_src2_u64 v35 offset:129
  ds_read_b64 v[38:39], v3
  s_waitcnt lgkmcnt(0)
)" + store64(x0 + 3, 26) + store64(x0 + 4, 28) + store64(x0 + 5, 36) + store64(x0 + 6, 38) +
          "  s_waitcnt vmcnt(0)\n";

  const auto r = gcn::test::run_asm_lockstep(body, o, 5);
  check_lockstep(r);

  Checker c{r.rtl};
  const auto& A = in.v[0];
  const auto& B = in.v[1];
  int hand = 0;
  for (int k = 0; k < kNumSrc2; ++k) {
    const Src2Op& op = kSrc2[k];
    for (int l = 0; l < 64; ++l) {
      bool ok;
      const u64 want = on(l) ? src2_apply(op, A[size_t(l)], B[size_t(l)], ok) : A[size_t(l)];
      if (on(l) && !ok) continue;
      c.expect(op.mnemonic, 4 + k, l, want, op.wide ? ~0ull : 0xffffffffull);
      ++hand;
    }
  }
  u32 acc = 0;  // LDS 0 was zeroed, then += B of each active lane in lane order
  for (int l = 0; l < 64; ++l) {
    const u32 a = u32(A[size_t(l)]), b = u32(B[size_t(l)]);
    c.expect("add_src2_u32 OFFSET[15]=1", x0, l, on(l) ? u32(a + b) : a, 0xffffffffull);
    c.expect("rsub_src2_u32 OFFSET=0x7fc0", x0 + 1, l, on(l) ? u32(b - a) : a, 0xffffffffull);
    const u64 wa = A[size_t(l)], wb = B[size_t(l)];
    c.expect("max_src2_u64 OFFSET[15]=1", x0 + 2, l, on(l) && wb > wa ? wb : wa);
    c.expect("write_src2_b32 B beyond M0", x0 + 4, l, l < 32 ? b : 0, 0xffffffffull);
    c.expect("write_src2_b32 A beyond M0", x0 + 5, l, l < 32 ? 0 : a, 0xffffffffull);
    if (on(l)) acc += b;
  }
  c.expect("add_src2_u32 contended on LDS 0", x0 + 3, 0, acc, 0xffffffffull);
  CHECK(hand > 1500);
  CHECK(c.bad == 0);
}

TEST_CASE("RTL ds_wrxchg2[st64]_rtn_b32/b64 match the ISA text under EXEC, M0 and equal offsets", "[rtl][ds_rest]") {
  // Per case: VDST (returned old values) and the memory read back (read2 of the same units).
  gcn::test::AsmOptions o;
  o.lds_bytes = 2048;
  const Init in = fill(o, 4 + 19, 72);
  std::string body = load_regions() + load_region3() + "  v_lshlrev_b32 v30, 2, v0\n";
  auto preset = [] { return std::string("  s_mov_b64 exec, -1\n") +
                            "  v_mov_b32 v20, 0x5a5a5a5a\n  v_mov_b32 v21, 0x5a5a5a5a\n"
                            "  v_mov_b32 v22, 0x5a5a5a5a\n  v_mov_b32 v23, 0x5a5a5a5a\n"; };
  // 0: b32, units at 8 * lane and 8 * lane + 4 (OFFSET1 = 1 dword).
  body += preset() + "  ds_write2_b32 v3, v4, v5 offset1:1\n" + kSetExec +
          "  ds_wrxchg2_rtn_b32 v[20:21], v3, v6, v8 offset1:1\n  s_mov_b64 exec, -1\n"
          "  ds_read2_b32 v[24:25], v3 offset1:1\n  s_waitcnt lgkmcnt(0)\n" + store64(4, 20) + store64(5, 24);
  // 1: st64 b32, units at 4 * lane and 4 * lane + 256.
  body += preset() + "  ds_write2st64_b32 v30, v4, v5 offset1:1\n" + kSetExec +
          "  ds_wrxchg2st64_rtn_b32 v[20:21], v30, v6, v8 offset1:1\n  s_mov_b64 exec, -1\n"
          "  ds_read2st64_b32 v[24:25], v30 offset1:1\n  s_waitcnt lgkmcnt(0)\n" + store64(6, 20) + store64(7, 24);
  // 2: b64, units at 8 * lane and 8 * lane + 512 (OFFSET1 = 64 qwords).
  body += preset() + "  ds_write2_b64 v3, v[4:5], v[6:7] offset1:64\n" + kSetExec +
          "  ds_wrxchg2_rtn_b64 v[20:23], v3, v[8:9], v[14:15] offset1:64\n  s_mov_b64 exec, -1\n"
          "  ds_read2_b64 v[24:27], v3 offset1:64\n  s_waitcnt lgkmcnt(0)\n" +
          store64(8, 20) + store64(9, 22) + store64(10, 24) + store64(11, 26);
  // 3: st64 b64, units at 8 * lane + 512 and 8 * lane + 1024 (OFFSET0 = 1, OFFSET1 = 2).
  body += preset() + "  ds_write2st64_b64 v3, v[4:5], v[6:7] offset0:1 offset1:2\n" + kSetExec +
          "  ds_wrxchg2st64_rtn_b64 v[20:23], v3, v[8:9], v[14:15] offset0:1 offset1:2\n  s_mov_b64 exec, -1\n"
          "  ds_read2st64_b64 v[24:27], v3 offset0:1 offset1:2\n  s_waitcnt lgkmcnt(0)\n" +
          store64(12, 20) + store64(13, 22) + store64(14, 24) + store64(15, 26);
  // 4: OFFSET0 == OFFSET1 (b32 at 8 * lane + 4): both halves return the original word, DATA1
  // stays. 5: the same for st64 b64 at 8 * lane + 512.
  body += preset() + "  ds_write2_b32 v3, v4, v5 offset1:1\n"
          "  ds_wrxchg2_rtn_b32 v[20:21], v3, v6, v8 offset0:1 offset1:1\n"
          "  ds_read_b32 v24, v3 offset:4\n  v_mov_b32 v25, 0\n  s_waitcnt lgkmcnt(0)\n" + store64(16, 20) + store64(17, 24);
  body += preset() + "  ds_write2_b64 v3, v[4:5], v[6:7] offset1:64\n"
          "  ds_wrxchg2st64_rtn_b64 v[20:23], v3, v[8:9], v[14:15] offset0:1 offset1:1\n"
          "  ds_read_b64 v[24:25], v3 offset:512\n  s_waitcnt lgkmcnt(0)\n" +
          store64(18, 20) + store64(19, 22) + store64(20, 24);
  // 6: M0 = 0x100 bounds the b32 form: lanes 32.. are not accessed and return 0.
  body += preset() + "  ds_write2_b32 v3, v4, v5 offset1:1\n  s_mov_b32 m0, 0x100\n"
          "  ds_wrxchg2_rtn_b32 v[20:21], v3, v6, v8 offset1:1\n  s_mov_b32 m0, -1\n"
          "  ds_read2_b32 v[24:25], v3 offset1:1\n  s_waitcnt lgkmcnt(0)\n" + store64(21, 20) + store64(22, 24) +
          "  s_waitcnt vmcnt(0)\n";

  const auto r = gcn::test::run_asm_lockstep(body, o, 6);
  check_lockstep(r);

  Checker c{r.rtl};
  const u64 p = 0x5a5a5a5a5a5a5a5aull;
  for (int l = 0; l < 64; ++l) {
    const size_t i = size_t(l);
    const u64 a = in.v[0][i], b = in.v[1][i], d0 = in.v[2][i], d1 = in.v[3][i];
    const auto lo = [](u64 x) { return x & 0xffffffffull; };
    const auto hi = [](u64 x) { return x >> 32; };
    // b32: memory {a.lo, a.hi}, DATA0 = b.lo, DATA1 = d0.lo; returns {a.lo, a.hi}.
    c.expect("wrxchg2_b32 return", 4, l, on(l) ? a : p);
    c.expect("wrxchg2_b32 memory", 5, l, on(l) ? (lo(d0) << 32 | lo(b)) : a);
    c.expect("wrxchg2st64_b32 return", 6, l, on(l) ? a : p);
    c.expect("wrxchg2st64_b32 memory", 7, l, on(l) ? (lo(d0) << 32 | lo(b)) : a);
    // b64: memory {a, b}, DATA0 = d0, DATA1 = d1.
    c.expect("wrxchg2_b64 return unit 0", 8, l, on(l) ? a : p);
    c.expect("wrxchg2_b64 return unit 1", 9, l, on(l) ? b : p);
    c.expect("wrxchg2_b64 memory unit 0", 10, l, on(l) ? d0 : a);
    c.expect("wrxchg2_b64 memory unit 1", 11, l, on(l) ? d1 : b);
    c.expect("wrxchg2st64_b64 return unit 0", 12, l, on(l) ? a : p);
    c.expect("wrxchg2st64_b64 return unit 1", 13, l, on(l) ? b : p);
    c.expect("wrxchg2st64_b64 memory unit 0", 14, l, on(l) ? d0 : a);
    c.expect("wrxchg2st64_b64 memory unit 1", 15, l, on(l) ? d1 : b);
    c.expect("wrxchg2_b32 equal offsets return", 16, l, hi(a) << 32 | hi(a));
    c.expect("wrxchg2_b32 equal offsets memory", 17, l, lo(d0));
    c.expect("wrxchg2st64_b64 equal offsets return unit 0", 18, l, b);
    c.expect("wrxchg2st64_b64 equal offsets return unit 1", 19, l, b);
    c.expect("wrxchg2st64_b64 equal offsets memory", 20, l, d1);
    c.expect("wrxchg2_b32 beyond M0 return", 21, l, l < 32 ? a : 0);
    c.expect("wrxchg2_b32 beyond M0 memory", 22, l, l < 32 ? (lo(d0) << 32 | lo(b)) : a);
  }
  CHECK(c.bad == 0);
}

TEST_CASE("RTL ds_append / ds_consume add / subtract popcount(EXEC) at M0 + OFFSET once per wave", "[rtl][ds_rest]") {
  gcn::test::AsmOptions o;
  o.lds_bytes = 2048;
  fill(o, 4 + 11, 73);
  // LDS 0x48 = 1000 (appended to), LDS 0x7fc = 50 (consumed from); LDS is 2048 bytes. Step i:
  // VDST of every lane in region 4 + i (0x5a5a5a5a where inactive), then the two words.
  // Hand-worked from the rule (popcount(kExec) = 20 + 14 = 34):
  //   0 append  @0x40+8 EXEC kExec   -> 1000, word 1034    4 consume @0x7f8+4 8 lanes -> 50, 42
  //   1 append  @0x40+8 lane 0       -> 1034, 1035         5 consume @0x7fc kExec     -> 42, 8
  //   2 append  @0x4+0x44 all lanes  -> 1035, 1099        6 consume @0x7fc lane 63   -> 8, 7
  //   3 append  M0 0xabcd0048, lane 63 -> 1099, 1100       7 append @0x7fc+4 = 0x800: beyond -> 0
  //                                                        8 EXEC = 0: nothing
  struct Step {
    const char* setup;  // EXEC
    const char* inst;
    u32 m0;
    u64 exec;
    u32 ret;            // hand-worked old value
  };
  const char* kLane63 = "  s_mov_b32 exec_lo, 0\n  s_mov_b32 exec_hi, 0x80000000\n";
  const Step steps[] = {
      {kSetExec, "ds_append v20 offset:8", 0x40, kExec, 1000},
      {"  s_mov_b64 exec, 1\n", "ds_append v20 offset:8", 0x40, 1, 1034},
      {"  s_mov_b64 exec, -1\n", "ds_append v20 offset:0x44", 0x4, ~0ull, 1035},
      {kLane63, "ds_append v20", 0xabcd0048, 1ull << 63, 1099},  // M0[31:16] ignored
      {"  s_mov_b32 exec_lo, 0x00ff0000\n  s_mov_b32 exec_hi, 0\n", "ds_consume v20 offset:4", 0x7f8, 0x00ff0000, 50},
      {kSetExec, "ds_consume v20", 0x7fc, kExec, 42},
      {kLane63, "ds_consume v20", 0x7fc, 1ull << 63, 8},
      {"  s_mov_b64 exec, -1\n", "ds_append v20 offset:4", 0x7fc, ~0ull, 0},
      {"  s_mov_b64 exec, 0\n", "ds_append v20 offset:8", 0x40, 0, 0},
  };
  constexpr int kSteps = int(sizeof(steps) / sizeof(steps[0]));
  CHECK(__builtin_popcountll(kExec) == 34);
  std::string body = load_regions() + R"(
  v_mov_b32 v26, 0
  v_mov_b32 v27, 1000
  v_mov_b32 v28, 50
  s_mov_b64 exec, 1
  ds_write_b32 v26, v27 offset:0x48
  ds_write_b32 v26, v28 offset:0x7fc
)";
  for (int i = 0; i < kSteps; ++i) {
    body += fmt::format("  s_mov_b64 exec, -1\n  v_mov_b32 v20, 0x5a5a5a5a\n  v_mov_b32 v21, 0\n{}  s_mov_b32 m0, 0x{:x}\n  {}\n",
                        steps[i].setup, steps[i].m0, steps[i].inst);
    body += "  s_mov_b32 m0, -1\n  s_mov_b64 exec, -1\n  s_waitcnt lgkmcnt(0)\n" + store64(4 + i, 20);
  }
  body += "  v_mov_b32 v21, 0\n  ds_read_b32 v20, v26 offset:0x48\n  s_waitcnt lgkmcnt(0)\n" + store64(4 + kSteps, 20);
  body += "  ds_read_b32 v20, v26 offset:0x7fc\n  s_waitcnt lgkmcnt(0)\n" + store64(5 + kSteps, 20) + "  s_waitcnt vmcnt(0)\n";

  const auto r = gcn::test::run_asm_lockstep(body, o, 7);
  check_lockstep(r);

  Checker c{r.rtl};
  for (int i = 0; i < kSteps; ++i)
    for (int l = 0; l < 64; ++l)
      c.expect(fmt::format("step {} {}", i, steps[i].inst), 4 + i, l, (steps[i].exec >> l) & 1 ? steps[i].ret : 0x5a5a5a5a);
  c.expect("LDS 0x48 at the end (appends)", 4 + kSteps, 0, 1100);
  c.expect("LDS 0x7fc at the end (consumes)", 5 + kSteps, 0, 7);
  CHECK(c.bad == 0);
}
