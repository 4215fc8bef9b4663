// DS 64-bit atomics on the verilated compute unit (session 7, issue 10), in lockstep with golden
// and against host arithmetic written from the ISA text (GCN3 manual, "DS instructions":
// DS_ADD_U64 MEM += DATA, DS_DEC_U64 MEM = (MEM == 0 || MEM > DATA) ? DATA : MEM - 1,
// DS_MSKOR_B64 MEM = (MEM & ~DATA) | DATA2, DS_CMPST_B64 MEM = (MEM == DATA) ? DATA2 : MEM, ...).
//
// Each lane owns the 8-byte LDS word at 8 * lane: it writes its initial value there, runs one
// atomic with its operands, and stores the returned old value and the new memory word to the
// buffer. Operands carry across bit 31 and include 0, -1, INT64_MIN/MAX and equal compare
// values. Further checks: every lane hitting one address (the returns show lane order), EXEC
// holes, and lanes beyond an M0 limit (no access, return 0).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "tests/rtl/ds64_regions.h"
#include "tests/rtl/rtl_lanes.h"
#include "tests/rtl/rtl_lockstep.h"

namespace {

using u64 = uint64_t;
using i64 = int64_t;
using gcn::test::lanes_harness::Rng;

using namespace gcn::test::ds64;  // NOLINT: the shared region layout

struct Op64 {
  const char* mnemonic;
  bool rtn;
  bool two;  // DATA1 operand
  u64 (*apply)(u64 m, u64 d0, u64 d1);
};

const Op64 kOps[] = {
    {"ds_add_rtn_u64", true, false, [](u64 m, u64 d, u64) { return m + d; }},
    {"ds_sub_rtn_u64", true, false, [](u64 m, u64 d, u64) { return m - d; }},
    {"ds_rsub_rtn_u64", true, false, [](u64 m, u64 d, u64) { return d - m; }},
    {"ds_inc_rtn_u64", true, false, [](u64 m, u64 d, u64) { return m >= d ? 0 : m + 1; }},
    {"ds_dec_rtn_u64", true, false, [](u64 m, u64 d, u64) { return (m == 0 || m > d) ? d : m - 1; }},
    {"ds_min_rtn_i64", true, false, [](u64 m, u64 d, u64) { return i64(d) < i64(m) ? d : m; }},
    {"ds_max_rtn_i64", true, false, [](u64 m, u64 d, u64) { return i64(d) > i64(m) ? d : m; }},
    {"ds_min_rtn_u64", true, false, [](u64 m, u64 d, u64) { return d < m ? d : m; }},
    {"ds_max_rtn_u64", true, false, [](u64 m, u64 d, u64) { return d > m ? d : m; }},
    {"ds_and_rtn_b64", true, false, [](u64 m, u64 d, u64) { return m & d; }},
    {"ds_or_rtn_b64", true, false, [](u64 m, u64 d, u64) { return m | d; }},
    {"ds_xor_rtn_b64", true, false, [](u64 m, u64 d, u64) { return m ^ d; }},
    {"ds_mskor_rtn_b64", true, true, [](u64 m, u64 d, u64 e) { return (m & ~d) | e; }},
    {"ds_wrxchg_rtn_b64", true, false, [](u64, u64 d, u64) { return d; }},
    {"ds_cmpst_rtn_b64", true, true, [](u64 m, u64 d, u64 e) { return m == d ? e : m; }},
    {"ds_add_u64", false, false, [](u64 m, u64 d, u64) { return m + d; }},
    {"ds_sub_u64", false, false, [](u64 m, u64 d, u64) { return m - d; }},
    {"ds_rsub_u64", false, false, [](u64 m, u64 d, u64) { return d - m; }},
    {"ds_inc_u64", false, false, [](u64 m, u64 d, u64) { return m >= d ? 0 : m + 1; }},
    {"ds_dec_u64", false, false, [](u64 m, u64 d, u64) { return (m == 0 || m > d) ? d : m - 1; }},
    {"ds_min_i64", false, false, [](u64 m, u64 d, u64) { return i64(d) < i64(m) ? d : m; }},
    {"ds_max_i64", false, false, [](u64 m, u64 d, u64) { return i64(d) > i64(m) ? d : m; }},
    {"ds_min_u64", false, false, [](u64 m, u64 d, u64) { return d < m ? d : m; }},
    {"ds_max_u64", false, false, [](u64 m, u64 d, u64) { return d > m ? d : m; }},
    {"ds_and_b64", false, false, [](u64 m, u64 d, u64) { return m & d; }},
    {"ds_or_b64", false, false, [](u64 m, u64 d, u64) { return m | d; }},
    {"ds_xor_b64", false, false, [](u64 m, u64 d, u64) { return m ^ d; }},
    {"ds_mskor_b64", false, true, [](u64 m, u64 d, u64 e) { return (m & ~d) | e; }},
    {"ds_cmpst_b64", false, true, [](u64 m, u64 d, u64 e) { return m == d ? e : m; }},
};
constexpr int kNumOps = int(sizeof(kOps) / sizeof(kOps[0]));



}  // namespace

TEST_CASE("RTL DS 64-bit atomics match host arithmetic per lane, in lane order, under EXEC and M0",
          "[rtl][ds64]") {
  // Regions: 0 initial memory, 1 DATA0, 2 DATA1; op k: 3 + 2k returned value, 4 + 2k new memory;
  // then the contention, EXEC-hole and M0-limit checks.
  const int extra = 3 + 2 * kNumOps;
  gcn::test::AsmOptions o;
  o.lds_bytes = 512;
  o.buffer.assign(size_t(extra + 6) * kRegion, 0);
  const u64 m_edges[] = {0, ~0ull, 0x00000000ffffffffull, 0x8000000000000000ull, 0x7fffffffffffffffull,
                         5, 0xffffffff00000000ull, 1, 0x123456789abcdef0ull, 0, 7, 0x100000000ull};
  const u64 d_edges[] = {0, 1, 1, ~0ull, 1, 5, 0x100000000ull, ~0ull, 0x0fedcba987654321ull, ~0ull, 6, 0xffffffffull};
  Rng g{41};
  auto r64 = [&] { return (u64(g.next()) << 32) | g.next(); };
  std::vector<u64> mem(64), d0(64), d1(64);
  for (int l = 0; l < 64; ++l) {
    mem[size_t(l)] = l < 12 ? m_edges[l] : r64();
    d0[size_t(l)] = l < 12 ? d_edges[l] : (l % 5 == 0 ? mem[size_t(l)] : r64());
    // DATA1: the value stored by cmpst where DATA0 == MEM (every 5th random lane), mskor's or-value.
    d1[size_t(l)] = r64();
    put64(o.buffer, 0 * kRegion + 8 * size_t(l), mem[size_t(l)]);
    put64(o.buffer, 1 * kRegion + 8 * size_t(l), d0[size_t(l)]);
    put64(o.buffer, 2 * kRegion + 8 * size_t(l), d1[size_t(l)]);
  }

  std::string body = load_regions();
  for (int k = 0; k < kNumOps; ++k) {
    const Op64& op = kOps[k];
    body += "  ds_write_b64 v3, v[4:5]\n  v_mov_b32 v20, 0x5a5a5a5a\n  v_mov_b32 v21, 0x5a5a5a5a\n";
    body += fmt::format("  {} {}v3, v[6:7]{}\n", op.mnemonic, op.rtn ? "v[20:21], " : "", op.two ? ", v[8:9]" : "");
    body += "  ds_read_b64 v[22:23], v3\n  s_waitcnt lgkmcnt(0)\n";
    if (op.rtn) body += region_addr(3 + 2 * k) + "  flat_store_dwordx2 v[12:13], v[20:21]\n";
    body += region_addr(4 + 2 * k) + "  flat_store_dwordx2 v[12:13], v[22:23]\n";
  }
  // Every active lane adds its DATA0 to the word at LDS 0 (lane order, EXEC with holes); then
  // the EXEC-hole lanes of an op on their own words; then an M0 limit of 256 bytes (lanes 32..63
  // out of range).
  body += R"(
  s_waitcnt vmcnt(0)
  ds_write_b64 v3, v[4:5]
  v_mov_b32 v24, 0
  v_mov_b32 v20, 0x5a5a5a5a
  v_mov_b32 v21, 0x5a5a5a5a
  v_mov_b32 v26, 0x5a5a5a5a
  v_mov_b32 v27, 0x5a5a5a5a
  s_waitcnt lgkmcnt(0)
  s_mov_b32 exec_lo, 0xf0f0ff0f
  s_mov_b32 exec_hi, 0x8000fff1
  ds_add_rtn_u64 v[20:21], v24, v[6:7]
  ds_max_rtn_i64 v[26:27], v3, v[6:7]
  s_mov_b64 exec, -1
  s_mov_b32 m0, 0x100
  v_mov_b32 v28, 0x5a5a5a5a
  v_mov_b32 v29, 0x5a5a5a5a
  ds_xor_rtn_b64 v[28:29], v3, v[6:7]
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  ds_read_b64 v[22:23], v3
  s_waitcnt lgkmcnt(0)
)";
  body += region_addr(extra) + "  flat_store_dwordx2 v[12:13], v[20:21]\n";
  body += region_addr(extra + 1) + "  flat_store_dwordx2 v[12:13], v[26:27]\n";
  body += region_addr(extra + 2) + "  flat_store_dwordx2 v[12:13], v[28:29]\n";
  body += region_addr(extra + 3) + "  flat_store_dwordx2 v[12:13], v[22:23]\n  s_waitcnt vmcnt(0)\n";

  const auto r = gcn::test::run_asm_lockstep(body, o, 3);
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  INFO(gcn::test::first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);

  int bad = 0;
  auto expect = [&](const std::string& what, int lane, u64 want, u64 got) {
    if (want != got && bad++ < 10)
      FAIL_CHECK(fmt::format("{} lane {}: mem 0x{:016x} d0 0x{:016x} d1 0x{:016x}: want 0x{:016x} got 0x{:016x}",
                             what, lane, mem[size_t(lane)], d0[size_t(lane)], d1[size_t(lane)], want, got));
  };
  for (int k = 0; k < kNumOps; ++k)
    for (int l = 0; l < 64; ++l) {
      const Op64& op = kOps[k];
      const u64 m = mem[size_t(l)];
      if (op.rtn) expect(std::string(op.mnemonic) + " return", l, m, get64(r.rtl, size_t(3 + 2 * k) * kRegion + 8 * size_t(l)));
      expect(std::string(op.mnemonic) + " memory", l, op.apply(m, d0[size_t(l)], d1[size_t(l)]),
             get64(r.rtl, size_t(4 + 2 * k) * kRegion + 8 * size_t(l)));
    }
  const u64 exec = 0x8000fff1f0f0ff0full;
  u64 acc = mem[0];
  for (int l = 0; l < 64; ++l) {
    // ds_add_rtn_u64 at LDS 0 in lane order; inactive lanes keep their 0x5a5a5a5a.
    const bool on = (exec >> l) & 1;
    expect("contended ds_add_rtn_u64", l, on ? acc : 0x5a5a5a5a5a5a5a5aull,
           get64(r.rtl, size_t(extra) * kRegion + 8 * size_t(l)));
    if (on) acc += d0[size_t(l)];
  }
  for (int l = 0; l < 64; ++l) {
    const bool on = (exec >> l) & 1;
    const u64 old = l == 0 ? acc : mem[size_t(l)];
    const u64 d = d0[size_t(l)];
    expect("ds_max_rtn_i64 under EXEC", l, on ? old : 0x5a5a5a5a5a5a5a5aull,
           get64(r.rtl, size_t(extra + 1) * kRegion + 8 * size_t(l)));
    const u64 cur = on && i64(d) > i64(old) ? d : old;
    // M0 = 256: lanes 0..31 in range; lanes 32..63 are not accessed and return 0.
    expect("ds_xor_rtn_b64 beyond M0", l, l < 32 ? cur : 0, get64(r.rtl, size_t(extra + 2) * kRegion + 8 * size_t(l)));
    expect("memory after the M0-limited xor", l, l < 32 ? cur ^ d : cur,
           get64(r.rtl, size_t(extra + 3) * kRegion + 8 * size_t(l)));
  }
  CHECK(bad == 0);
}
