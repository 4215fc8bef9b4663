// Golden's DS float atomics against the rule written in docs/architecture.md ("DS float
// atomics") and golden/exec/ds_float.h, on the host-independent edges: quiet and signalling
// NaNs in either operand, +-0, +-inf, subnormals, round-to-even ties, overflow. The first test
// case pins hand-written expected bits per lane; the second checks every lane and op against an
// independent statement of the rule (host IEEE compares, which are false on NaN, and host
// binary32 `+` for non-NaN sums). Golden alone: no RTL, no lockstep.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "golden/exec/float_bits.h"
#include "tests/rtl/ds64_regions.h"
#include "tests/support/asm_kernel.h"

using namespace gcn::test;
using namespace gcn::test::ds64;  // NOLINT: the shared region layout

namespace {

using u32 = uint32_t;
using u64 = uint64_t;

enum class Kind { Add, Min, Max, CmpSt };
struct FOp {
  const char* mnemonic;
  bool rtn, f64;
  Kind kind;
};
const FOp kOps[] = {
    {"ds_add_f32", false, false, Kind::Add},      {"ds_min_f32", false, false, Kind::Min},
    {"ds_max_f32", false, false, Kind::Max},      {"ds_cmpst_f32", false, false, Kind::CmpSt},
    {"ds_min_rtn_f64", true, true, Kind::Min},    {"ds_max_rtn_f64", true, true, Kind::Max},
    {"ds_cmpst_rtn_f64", true, true, Kind::CmpSt}, {"ds_add_rtn_f32", true, false, Kind::Add},
};
constexpr int kNumOps = int(sizeof(kOps) / sizeof(kOps[0]));
constexpr u32 kHi = 0xa5a50000;  // high dword of the f32 lanes' memory word: must stay

// Operand lanes. Lanes 0-15: binary32 (low dword) edges; 16-23 binary64 edges; the rest random.
const u32 kM32[16] = {0x00000000, 0x80000000, 0x7fc00001, 0x3f800000, 0x7f800001, 0x3f800000, 0x7f800000, 0x00000001,
                      0x00000001, 0x3f800000, 0x3f800001, 0x7f7fffff, 0xff800000, 0x7fc00000, 0x40000000, 0x80000000};
const u32 kD32[16] = {0x80000000, 0x00000000, 0x3f800000, 0xffc00002, 0xffc00002, 0x7fa00000, 0xff800000, 0x80000001,
                      0x00000002, 0x33800000, 0x33800000, 0x7f7fffff, 0xff800000, 0x7fc00000, 0xc0400000, 0x80000000};
const u64 kM64[8] = {0x7ff0000000000001, 0x3ff0000000000000, 0, 0xfff0000000000000, 1, 0x7ff8000000000000,
                     0x7ff4000000000000, 0x4000000000000000};
const u64 kD64[8] = {0x3ff0000000000000, 0xfff8000000000002, 0x8000000000000000, 0x7ff0000000000000,
                     0x8000000000000001, 0x7ff8000000000000, 0xfff8000000000003, 0xc008000000000000};

// Hand-written new memory values of the edge lanes: 'M' = memory unchanged, 'N' = the new value
// (cmpst hit, region 2), else the bits. Binary32 lanes: add, min, max, cmpst.
struct Row32 { u32 add, min, max; char cmpst; };
const Row32 kWant32[16] = {
    {0x00000000, 0x00000000, 0x00000000, 'N'},  // +0 op -0: equal, memory stays; +0 + -0 = +0
    {0x00000000, 0x80000000, 0x80000000, 'N'},  // -0 op +0
    {0x7fc00001, 0x7fc00001, 0x7fc00001, 'M'},  // qNaN in memory stays
    {0xffc00002, 0x3f800000, 0x3f800000, 'M'},  // a qNaN DATA never replaces; add passes it
    {0x7fc00001, 0x7f800001, 0x7f800001, 'M'},  // sNaN memory stays unquieted; add quiets it
    {0x7fe00000, 0x3f800000, 0x3f800000, 'M'},  // sNaN DATA: add returns it quieted
    {0x7fc00000, 0xff800000, 0x7f800000, 'M'},  // inf + -inf = default NaN 0x7fc00000
    {0x00000000, 0x80000001, 0x00000001, 'M'},  // subnormals kept (not flushed to equal zeros)
    {0x00000003, 0x00000001, 0x00000002, 'M'},  // subnormal sum kept
    {0x3f800000, 0x33800000, 0x3f800000, 'M'},  // 1 + 2^-24: tie to even (down)
    {0x3f800002, 0x33800000, 0x3f800001, 'M'},  // (1 + 2^-23) + 2^-24: tie to even (up)
    {0x7f800000, 0x7f7fffff, 0x7f7fffff, 'N'},  // overflow to +inf
    {0xff800000, 0xff800000, 0xff800000, 'N'},  // -inf + -inf
    {0x7fc00000, 0x7fc00000, 0x7fc00000, 'M'},  // NaN == NaN is false
    {0xbf800000, 0xc0400000, 0x40000000, 'M'},  // 2 op -3
    {0x80000000, 0x80000000, 0x80000000, 'N'},  // -0 + -0 = -0
};
// Binary64 lanes: min, max, cmpst (no 64-bit float add on GFX8).
struct Row64 { char min, max, cmpst; };  // 'M' memory, 'D' DATA, 'N' the new value
const Row64 kWant64[8] = {
    {'M', 'M', 'M'},  // sNaN memory stays unquieted
    {'M', 'M', 'M'},  // NaN DATA never replaces
    {'M', 'M', 'N'},  // +0 vs -0: equal
    {'M', 'D', 'M'},  // -inf vs +inf
    {'D', 'M', 'M'},  // subnormals ordered, not flushed
    {'M', 'M', 'M'},  // NaN == NaN is false
    {'M', 'M', 'M'},  // sNaN memory, qNaN DATA
    {'D', 'M', 'M'},  // 2 vs -3
};

struct Run {
  std::vector<u64> mem, d0, d1;
  AsmRun r;
  u64 after(int k, int lane) const { return get64(r.buffer, size_t(4 + 2 * k) * kRegion + 8 * size_t(lane)); }
  u64 ret(int k, int lane) const { return get64(r.buffer, size_t(3 + 2 * k) * kRegion + 8 * size_t(lane)); }
};

// One kernel: per op, reset each lane's LDS word, apply the op with DATA0 = region 1 and
// DATA1 = region 2, read the word back, store it (and the returned value) to the op's regions.
const Run& run() {
  static const Run once = [] {
    Run x;
    AsmOptions o;
    o.lds_bytes = 512;
    o.buffer.assign(size_t(3 + 2 * kNumOps) * kRegion, 0);
    x.mem.resize(64);
    x.d0.resize(64);
    x.d1.resize(64);
    u64 s = 12345;
    auto rnd = [&] {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      return u32(s >> 32);
    };
    for (int l = 0; l < 64; ++l) {
      const size_t i = size_t(l);
      u64 m = (u64(kHi | u32(l)) << 32) | rnd(), d = (u64(rnd()) << 32) | rnd();
      if (l < 16) {
        m = (m & ~0xffffffffull) | kM32[l];
        d = (d & ~0xffffffffull) | kD32[l];
      } else if (l < 24) {
        m = kM64[l - 16];
        d = kD64[l - 16];
      } else if (l % 5 == 0) {
        d = m ^ (u64(l & 1) << 63);  // equal or opposite-sign values
      } else if (l % 5 == 1) {
        m = (m & 0x800fffffffffffffull) | 0x3ff0000000000000ull;  // nearby magnitudes
        d = (d & 0x800fffffffffffffull) | 0x3ff0000000000000ull;
      }
      x.mem[i] = m;
      x.d0[i] = d;
      x.d1[i] = (u64(rnd()) << 32) | rnd();
      put64(o.buffer, 0 * kRegion + 8 * i, x.mem[i]);
      put64(o.buffer, 1 * kRegion + 8 * i, x.d0[i]);
      put64(o.buffer, 2 * kRegion + 8 * i, x.d1[i]);
    }
    std::string body = load_regions();
    for (int k = 0; k < kNumOps; ++k) {
      const FOp& op = kOps[k];
      body += "  ds_write_b64 v3, v[4:5]\n  v_mov_b32 v20, 0\n  v_mov_b32 v21, 0\n";
      const bool two = op.kind == Kind::CmpSt;
      if (op.f64)
        body += fmt::format("  {} {}v3, v[6:7]{}\n", op.mnemonic, op.rtn ? "v[20:21], " : "", two ? ", v[8:9]" : "");
      else
        body += fmt::format("  {} {}v3, v6{}\n", op.mnemonic, op.rtn ? "v20, " : "", two ? ", v8" : "");
      body += "  ds_read_b64 v[22:23], v3\n  s_waitcnt lgkmcnt(0)\n";
      body += region_addr(3 + 2 * k) + "  flat_store_dwordx2 v[12:13], v[20:21]\n";
      body += region_addr(4 + 2 * k) + "  flat_store_dwordx2 v[12:13], v[22:23]\n";
    }
    body += "  s_waitcnt vmcnt(0)\n";
    x.r = run_asm(body, o);
    return x;
  }();
  return once;
}

int op_index(const char* mnemonic) {
  for (int k = 0; k < kNumOps; ++k)
    if (std::string(kOps[k].mnemonic) == mnemonic) return k;
  return -1;
}

// The written rule, stated independently of golden's code: host IEEE compares (false on NaN)
// and host binary32 `+` at round-to-nearest-even for a non-NaN sum.
u64 rule(const FOp& op, u64 m, u64 d0, u64 d1) {
  if (op.f64) {
    const double a = gcn::f64_of(m), b = gcn::f64_of(d0);
    switch (op.kind) {
      case Kind::Min: return b < a ? d0 : m;
      case Kind::Max: return b > a ? d0 : m;
      case Kind::CmpSt: return a == b ? d1 : m;
      case Kind::Add: break;
    }
    return 0;
  }
  const u32 lo = u32(m), dl = u32(d0);
  const float a = gcn::f32_of(lo), b = gcn::f32_of(dl);
  u32 r = lo;
  switch (op.kind) {
    case Kind::Min: r = b < a ? dl : lo; break;
    case Kind::Max: r = b > a ? dl : lo; break;
    case Kind::CmpSt: r = a == b ? u32(d1) : lo; break;
    case Kind::Add:
      if (std::isnan(a)) r = lo | 0x00400000;
      else if (std::isnan(b)) r = dl | 0x00400000;
      else if (std::isinf(a) && std::isinf(b) && std::signbit(a) != std::signbit(b)) r = 0x7fc00000;
      else {
        std::fesetround(FE_TONEAREST);
        volatile float va = a, vb = b;
        r = gcn::bits_of(float(va + vb));
      }
      break;
  }
  return (m & ~0xffffffffull) | r;
}

}  // namespace

TEST_CASE("golden DS float atomics: hand-written bits on NaN, sNaN, +-0, inf, subnormal and tie operands",
          "[ds][atomic][dsfloat]") {
  const Run& x = run();
  const int add = op_index("ds_add_f32"), mn = op_index("ds_min_f32"), mx = op_index("ds_max_f32"),
            cs = op_index("ds_cmpst_f32");
  for (int l = 0; l < 16; ++l) {
    const size_t i = size_t(l);
    const u64 hi = x.mem[i] & ~0xffffffffull;
    const Row32& w = kWant32[l];
    INFO(fmt::format("lane {}: mem 0x{:08x} data 0x{:08x}", l, kM32[l], kD32[l]));
    CHECK(x.after(add, l) == (hi | w.add));
    CHECK(x.after(mn, l) == (hi | w.min));
    CHECK(x.after(mx, l) == (hi | w.max));
    CHECK(x.after(cs, l) == (hi | (w.cmpst == 'N' ? u32(x.d1[i]) : kM32[l])));
  }
  const int mn64 = op_index("ds_min_rtn_f64"), mx64 = op_index("ds_max_rtn_f64"), cs64 = op_index("ds_cmpst_rtn_f64");
  for (int l = 16; l < 24; ++l) {
    const size_t i = size_t(l);
    const Row64& w = kWant64[l - 16];
    auto val = [&](char c) { return c == 'M' ? x.mem[i] : c == 'D' ? x.d0[i] : x.d1[i]; };
    INFO(fmt::format("lane {}: mem 0x{:016x} data 0x{:016x}", l, x.mem[i], x.d0[i]));
    CHECK(x.after(mn64, l) == val(w.min));
    CHECK(x.after(mx64, l) == val(w.max));
    CHECK(x.after(cs64, l) == val(w.cmpst));
  }
}

TEST_CASE("golden DS float atomics follow the written rule on every lane; _rtn forms return the old word",
          "[ds][atomic][dsfloat]") {
  const Run& x = run();
  int bad = 0;
  for (int k = 0; k < kNumOps; ++k)
    for (int l = 0; l < 64; ++l) {
      const FOp& op = kOps[k];
      const size_t i = size_t(l);
      const u64 want = rule(op, x.mem[i], x.d0[i], x.d1[i]), got = x.after(k, l);
      if (got != want && bad++ < 10)
        FAIL_CHECK(fmt::format("{} lane {}: mem 0x{:016x} d0 0x{:016x} d1 0x{:016x}: want 0x{:016x} got 0x{:016x}",
                               op.mnemonic, l, x.mem[i], x.d0[i], x.d1[i], want, got));
      if (op.rtn) {
        const u64 ret = op.f64 ? x.mem[i] : u32(x.mem[i]);
        if (x.ret(k, l) != ret && bad++ < 10)
          FAIL_CHECK(fmt::format("{} lane {}: returned 0x{:016x}, want 0x{:016x}", op.mnemonic, l, x.ret(k, l), ret));
      }
    }
  CHECK(bad == 0);
}
