// DS float atomics on the verilated compute unit (session 8, issue 10): ds_add/min/max/cmpst_f32
// and ds_min/max/cmpst_f64, with and without _rtn (and one ds_nop), in lockstep with golden and
// against host arithmetic written from the DS float rule (docs/architecture.md):
//   DS_ADD_F32   MEM = MEM + DATA (binary32, round to nearest even, subnormals kept);
//   DS_MIN_F32   MEM = (DATA < MEM) ? DATA : MEM;  DS_MAX_F32 MEM = (DATA > MEM) ? DATA : MEM;
//   DS_CMPST_F32 MEM = (MEM == DATA) ? DATA2 : MEM (float compare: +0 == -0, NaN never equal);
//   the _F64 forms the same on binary64; the _RTN forms return the old MEM.
// NaN operands follow the rule of docs/architecture.md ("DS float atomics"): every compare with a
// NaN is false, so min/max/cmpst keep MEM bit for bit; add gives the first NaN of (MEM, DATA)
// quieted and inf + -inf the default NaN 0x7fc00000. Each lane owns the 8-byte LDS word at
// 8 * lane (binary32 forms: its low dword; the high dword must come back unchanged).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "golden/exec/float_bits.h"
#include "tests/rtl/ds64_regions.h"
#include "tests/rtl/rtl_lanes.h"
#include "tests/rtl/rtl_lockstep.h"

namespace {

using u32 = uint32_t;
using u64 = uint64_t;
using gcn::test::lanes_harness::Rng;

using namespace gcn::test::ds64;  // NOLINT: the shared region layout

enum class Kind { Add, Min, Max, CmpSt };
struct FOp {
  const char* mnemonic;
  bool rtn, f64;
  Kind kind;
};
const FOp kOps[] = {
    {"ds_add_rtn_f32", true, false, Kind::Add},     {"ds_min_rtn_f32", true, false, Kind::Min},
    {"ds_max_rtn_f32", true, false, Kind::Max},     {"ds_cmpst_rtn_f32", true, false, Kind::CmpSt},
    {"ds_add_f32", false, false, Kind::Add},        {"ds_min_f32", false, false, Kind::Min},
    {"ds_max_f32", false, false, Kind::Max},        {"ds_cmpst_f32", false, false, Kind::CmpSt},
    {"ds_min_rtn_f64", true, true, Kind::Min},      {"ds_max_rtn_f64", true, true, Kind::Max},
    {"ds_cmpst_rtn_f64", true, true, Kind::CmpSt},  {"ds_min_f64", false, true, Kind::Min},
    {"ds_max_f64", false, true, Kind::Max},         {"ds_cmpst_f64", false, true, Kind::CmpSt},
};
constexpr int kNumOps = int(sizeof(kOps) / sizeof(kOps[0]));



// Expected new memory word from the rule (host IEEE compares are false on NaN).
u64 apply(const FOp& op, u64 m, u64 d0, u64 d1) {
  if (!op.f64) {
    const u32 lo = u32(m), hi_keep = u32(m >> 32);
    const float fm = gcn::f32_of(lo), fd = gcn::f32_of(u32(d0));
    auto keep = [&](u32 x) { return (u64(hi_keep) << 32) | x; };
    switch (op.kind) {
      case Kind::Add: {
        if (std::isnan(fm)) return keep(lo | 0x00400000);
        if (std::isnan(fd)) return keep(u32(d0) | 0x00400000);
        if (std::isinf(fm) && std::isinf(fd) && std::signbit(fm) != std::signbit(fd)) return keep(0x7fc00000);
        const float s = fm + fd;  // the host rounds to nearest even with subnormals
        return keep(gcn::bits_of(s));
      }
      case Kind::Min: return keep(fd < fm ? u32(d0) : lo);
      case Kind::Max: return keep(fd > fm ? u32(d0) : lo);
      case Kind::CmpSt: return keep(fm == fd ? u32(d1) : lo);
    }
  }
  const double dm = gcn::f64_of(m), dd = gcn::f64_of(d0);
  switch (op.kind) {
    case Kind::Min: return dd < dm ? d0 : m;
    case Kind::Max: return dd > dm ? d0 : m;
    case Kind::CmpSt: return dm == dd ? d1 : m;
    default: return 0;
  }
}

}  // namespace

TEST_CASE("RTL DS float atomics (f32 add/min/max/cmpst, f64 min/max/cmpst) follow the DS float rule per lane",
          "[rtl][dsfloat]") {
  gcn::test::AsmOptions o;
  o.lds_bytes = 512;
  o.buffer.assign(size_t(3 + 2 * kNumOps + 1) * kRegion, 0);
  // binary32 edges in the low dwords: +-0, +-inf, quiet and signalling NaNs, subnormals, the
  // largest and smallest normals, a round-to-even tie (1 + 2^-24), inf - inf, equal compares.
  const u32 m32[] = {0x00000000, 0x80000000, 0x7f800000, 0x7f800000, 0x7fc00001, 0x3f800000, 0x00000001,
                     0x007fffff, 0x7f7fffff, 0x3f800000, 0x3f800001, 0xff800000, 0x40000000, 0x80000000,
                     0x7f800001, 0x00800000};
  const u32 d32[] = {0x80000000, 0x00000000, 0xff800000, 0x7f800000, 0x3f800000, 0x7fa00000, 0x00000001,
                     0x80000001, 0x7f7fffff, 0x33800000, 0x33800000, 0xff800000, 0x40000000, 0x00000000,
                     0xffc00002, 0x80800000};
  // binary64 edges.
  const u64 m64[] = {0, 0x8000000000000000ull, 0x7ff0000000000000ull, 0x7ff8000000000001ull, 0x7ff0000000000002ull,
                     0x3ff0000000000000ull, 1, 0xfff0000000000000ull, 0x4000000000000000ull, 0x8000000000000001ull};
  const u64 d64[] = {0x8000000000000000ull, 0, 0xfff0000000000000ull, 0x3ff0000000000000ull, 0x7ff8000000000003ull,
                     0x7ff4000000000000ull, 0x8000000000000001ull, 0xfff0000000000000ull, 0x4000000000000000ull, 1};
  Rng g{77};
  auto rf32 = [&] {
    u32 x = g.next();
    switch (g.next() % 4) {
      case 0: x &= 0x807fffff; break;
      case 1: x = (x & 0x80ffffff) | 0x3f000000; break;
      default: break;
    }
    return x;
  };
  auto rf64 = [&] {
    u64 x = (u64(g.next()) << 32) | g.next();
    if (g.next() % 3 == 0) x = (x & 0x800fffffffffffffull) | 0x3ff0000000000000ull;
    return x;
  };
  std::vector<u64> mem(64), d0(64), d1(64);
  for (int l = 0; l < 64; ++l) {
    const size_t i = size_t(l);
    // Low dword: a binary32 operand (used by the f32 forms); the whole word a binary64 operand.
    u64 m = rf64(), d = rf64();
    if (l < 16) { m = (m & ~0xffffffffull) | m32[l]; d = (d & ~0xffffffffull) | d32[l]; }
    else if (l < 26) { m = m64[l - 16]; d = d64[l - 16]; }
    else { m = (m & ~0xffffffffull) | rf32(); d = (d & ~0xffffffffull) | rf32(); }
    if (l % 7 == 3) d = m;  // equal compare / tie lanes
    mem[i] = m;
    d0[i] = d;
    d1[i] = (u64(g.next()) << 32) | g.next();
    put64(o.buffer, 0 * kRegion + 8 * i, mem[i]);
    put64(o.buffer, 1 * kRegion + 8 * i, d0[i]);
    put64(o.buffer, 2 * kRegion + 8 * i, d1[i]);
  }

  std::string body = load_regions();
  // ds_nop: counted on lgkmcnt, no access, no effect (lockstep compares its retire record).
  body += "  ds_nop\n  s_waitcnt lgkmcnt(0)\n";
  for (int k = 0; k < kNumOps; ++k) {
    const FOp& op = kOps[k];
    body += "  ds_write_b64 v3, v[4:5]\n  v_mov_b32 v20, 0x5a5a5a5a\n  v_mov_b32 v21, 0x5a5a5a5a\n";
    const bool two = op.kind == Kind::CmpSt;
    // ds_cmpst: DATA0 is the compare value, DATA1 the new value (ISA operand order).
    if (op.f64)
      body += fmt::format("  {} {}v3, v[6:7]{}\n", op.mnemonic, op.rtn ? "v[20:21], " : "", two ? ", v[8:9]" : "");
    else
      body += fmt::format("  {} {}v3, v6{}\n", op.mnemonic, op.rtn ? "v20, " : "", two ? ", v8" : "");
    body += "  ds_read_b64 v[22:23], v3\n  s_waitcnt lgkmcnt(0)\n";
    if (op.rtn) body += region_addr(3 + 2 * k) + "  flat_store_dwordx2 v[12:13], v[20:21]\n";
    body += region_addr(4 + 2 * k) + "  flat_store_dwordx2 v[12:13], v[22:23]\n";
  }
  body += "  s_waitcnt vmcnt(0)\n";

  const auto r = gcn::test::run_asm_lockstep(body, o, 5);
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  INFO(gcn::test::first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);

  int bad = 0, checked = 0;
  auto fail = [&](const std::string& what, int lane, u64 want, u64 got) {
    if (bad++ < 10)
      FAIL_CHECK(fmt::format("{} lane {}: mem 0x{:016x} d0 0x{:016x} d1 0x{:016x}: want 0x{:016x} got 0x{:016x}",
                             what, lane, mem[size_t(lane)], d0[size_t(lane)], d1[size_t(lane)], want, got));
  };
  for (int k = 0; k < kNumOps; ++k)
    for (int l = 0; l < 64; ++l) {
      const FOp& op = kOps[k];
      const size_t i = size_t(l);
      const u64 m = mem[i];
      if (op.rtn) {
        const u64 want = op.f64 ? m : (0x5a5a5a5aull << 32) | u32(m);
        const u64 got = get64(r.rtl, size_t(3 + 2 * k) * kRegion + 8 * i);
        if (got != want) fail(std::string(op.mnemonic) + " return", l, want, got);
      }
      const u64 want = apply(op, m, d0[i], d1[i]);
      ++checked;
      const u64 got = get64(r.rtl, size_t(4 + 2 * k) * kRegion + 8 * i);
      if (got != want) fail(std::string(op.mnemonic) + " memory", l, want, got);
    }
  CHECK(bad == 0);
  CHECK(checked == kNumOps * 64);
}
