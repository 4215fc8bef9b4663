// 64-bit global atomics on the verilated compute unit (session 10, issue 10):
// flat_atomic_*_x2 and buffer_atomic_*_x2 (swap, cmpswap, add, sub, smin, umin, smax, umax, and,
// or, xor, inc, dec), in lockstep with golden (retire records incl. each lane's memory effect
// {data, compare} as four dwords, the GLC return pairs, every AXI write: the atomicity check
// wants each lane's read-modify-write as ONE 8-byte write) and against host arithmetic written
// from the GCN3 manual (FLAT_ATOMIC_*_X2: "tmp = MEM[ADDR]; MEM[ADDR] = op(tmp, DATA[0:1]);
// RETURN_DATA[0:1] = tmp"; cmpswap_x2: src = DATA[0:1], cmp = DATA[2:3]; inc_x2: tmp >= DATA ?
// 0 : tmp + 1; dec_x2: (tmp == 0 || tmp > DATA) ? DATA : tmp - 1, all on 64 bits).
//
// Buffer (bytes): P = initial memory values (one qword per lane) at 0, D = data at 0x200,
// C = compare values at 0x400, W = the atomics' target at 0x600, then per case k a return region
// at 0x800 + 0x400 k and the memory after it at + 0x200. Each case restores W from P first.
// The values put carries and borrows across the 32-bit halves and make the halves disagree
// (high word decides a signed/unsigned order the low word gets the other way round).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "tests/rtl/rtl_lockstep.h"

namespace {

using u64 = uint64_t;
using i64 = int64_t;
using gcn::test::AsmOptions;

constexpr uint32_t kP = 0x000, kD = 0x200, kC = 0x400, kW = 0x600, kOut = 0x800;
constexpr uint32_t kNumRecords = 0x180;  // MUBUF: lanes 0..47 in range
constexpr uint32_t kSentinel = 0xdeadbeef;

struct Op {
  const char* name;  // without the flat_/buffer_ prefix and the _x2 suffix
  u64 (*apply)(u64 m, u64 d, u64 c);
};

const Op kOps[] = {
    {"atomic_swap", [](u64, u64 d, u64) { return d; }},
    {"atomic_cmpswap", [](u64 m, u64 d, u64 c) { return m == c ? d : m; }},
    {"atomic_add", [](u64 m, u64 d, u64) { return m + d; }},
    {"atomic_sub", [](u64 m, u64 d, u64) { return m - d; }},
    {"atomic_smin", [](u64 m, u64 d, u64) { return i64(d) < i64(m) ? d : m; }},
    {"atomic_umin", [](u64 m, u64 d, u64) { return d < m ? d : m; }},
    {"atomic_smax", [](u64 m, u64 d, u64) { return i64(d) > i64(m) ? d : m; }},
    {"atomic_umax", [](u64 m, u64 d, u64) { return d > m ? d : m; }},
    {"atomic_and", [](u64 m, u64 d, u64) { return m & d; }},
    {"atomic_or", [](u64 m, u64 d, u64) { return m | d; }},
    {"atomic_xor", [](u64 m, u64 d, u64) { return m ^ d; }},
    {"atomic_inc", [](u64 m, u64 d, u64) { return m >= d ? 0 : m + 1; }},
    {"atomic_dec", [](u64 m, u64 d, u64) { return (m == 0 || m > d) ? d : m - 1; }},
};
const Op& op_named(const std::string& n) {
  for (const Op& o : kOps)
    if (n == o.name) return o;
  throw std::runtime_error("no op " + n);
}

struct Case {
  const Op* op;
  bool buf;             // buffer_ (else flat_)
  bool glc;
  bool one_addr;        // every lane on W + 0 (else lane l on W + 8 l)
  u64 exec = ~0ull;
};

// Per-lane {memory, data, compare}: edge values first, then a fixed pseudo-random rest; the
// compare value equals memory on every third lane and differs from it only in the high word on
// the lanes after those.
struct Values {
  u64 p[64], d[64], c[64];
  Values() {
    const u64 edge[][2] = {
        {0x00000000ffffffffull, 1},                      // add carries into the high word
        {0x0000000100000000ull, 1},                      // sub borrows from it
        {0x7fffffff00000000ull, 0x80000000ffffffffull},  // signed: data negative, low word larger
        {0xffffffff00000000ull, 0x00000000ffffffffull},  // memory negative
        {0x8000000000000000ull, 0xffffffffffffffffull},
        {0x00000001ffffffffull, 0x00000001ffffffffull},  // inc wraps to 0, dec counts down
        {0x00000000ffffffffull, 0x0000000200000000ull},  // inc carries, dec borrows
        {0, 0x123456789abcdef0ull},                      // dec of 0 wraps to data
        {0x0000000100000000ull, 0x00000000ffffffffull},  // high word decides, low word disagrees
        {0xffffffffffffffffull, 1},
        {0x80000000ffffffffull, 0x7fffffff00000000ull},
        {0x0000000100000000ull, 0},
        {0x00000000ffffffffull, 0xffffffff00000001ull},
        {0xfffffffe00000005ull, 0xffffffff00000004ull},
    };
    u64 x = 0x9e3779b97f4a7c15ull;
    auto next = [&x] {
      x += 0x9e3779b97f4a7c15ull;
      u64 z = x;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      return z ^ (z >> 31);
    };
    for (int l = 0; l < 64; ++l) {
      const size_t e = size_t(l);
      if (e < sizeof(edge) / sizeof(edge[0])) {
        p[l] = edge[e][0], d[l] = edge[e][1];
      } else {
        p[l] = next(), d[l] = next();
        if (l % 5 == 0) d[l] = (d[l] & 0xffffffff00000000ull) | (p[l] & 0xffffffffull);  // equal low words
      }
      c[l] = l % 3 == 0 ? p[l] : l % 3 == 1 ? p[l] ^ 0x0000000100000000ull : next();
    }
  }
};

u64 qword(const std::vector<uint8_t>& b, size_t off) {
  u64 v;
  std::memcpy(&v, &b.at(off), 8);
  return v;
}

// v[dst:dst+1] = v[1:2] + bytes (this lane's qword in a region).
std::string lane_addr(int dst, uint32_t bytes) {
  return fmt::format("  v_add_u32 v{0}, vcc, {2:#x}, v1\n  v_addc_u32 v{1}, vcc, 0, v2, vcc\n", dst, dst + 1, bytes);
}

std::string kernel(const std::vector<Case>& cases) {
  // v[1:2] = buffer + 8 * lane; v[3:4] = D, v[5:6] = C; s[12:15] = V# over W (stride 0,
  // NUM_RECORDS kNumRecords); v9 = MUBUF offset 8 * lane, but 0xfffffffc on lane 63 (out of
  // range, though its second dword would wrap into range).
  std::string k = fmt::format(R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 3, v0
  v_mov_b32 v2, s3
  v_add_u32 v1, vcc, s2, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
{}  flat_load_dwordx2 v[3:4], v[7:8]
{}  flat_load_dwordx2 v[5:6], v[7:8]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_add_u32 s12, s2, {:#x}
  s_addc_u32 s13, s3, 0
  s_and_b32 s13, s13, 0xffff
  s_mov_b32 s14, {:#x}
  s_mov_b32 s15, 0x24fac
  s_add_u32 s16, s2, {:#x}
  s_addc_u32 s17, s3, 0
  v_lshlrev_b32 v9, 3, v0
  v_mov_b32 v20, 0xfffffffc
  v_cmp_eq_u32 vcc, 63, v0
  v_cndmask_b32 v9, v9, v20, vcc
)",
                              lane_addr(7, kD), lane_addr(7, kC), kW, kNumRecords, kW);
  for (size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    const bool cmp = std::string(c.op->name) == "atomic_cmpswap";
    const std::string vdata = cmp ? "v[12:15]" : "v[12:13]";
    const uint32_t out = kOut + 0x400 * uint32_t(i);
    k += "  flat_load_dwordx2 v[18:19], v[1:2]\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n" + lane_addr(7, kW) +
         "  flat_store_dwordx2 v[7:8], v[18:19]\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n";
    k += fmt::format(
        "  v_mov_b32 v12, v3\n  v_mov_b32 v13, v4\n  v_mov_b32 v14, v5\n  v_mov_b32 v15, v6\n"
        "  v_mov_b32 v16, {:#x}\n  v_mov_b32 v17, v0\n",
        kSentinel);
    if (c.one_addr) k += "  v_mov_b32 v10, s16\n  v_mov_b32 v11, s17\n";
    else k += lane_addr(10, kW);
    if (c.exec != ~0ull)
      k += fmt::format("  s_mov_b32 exec_lo, {:#x}\n  s_mov_b32 exec_hi, {:#x}\n", uint32_t(c.exec),
                       uint32_t(c.exec >> 32));
    const std::string glc = c.glc ? " glc" : "";
    if (c.buf)
      k += fmt::format("  buffer_{}_x2 {}, {}, s[12:15], 0{}{}\n", c.op->name, vdata, c.one_addr ? "off" : "v9",
                       c.one_addr ? "" : " offen", glc);
    else if (c.glc)
      k += fmt::format("  flat_{}_x2 v[16:17], v[10:11], {} glc\n", c.op->name, vdata);
    else
      k += fmt::format("  flat_{}_x2 v[10:11], {}\n", c.op->name, vdata);
    k += "  s_waitcnt vmcnt(0) lgkmcnt(0)\n  s_mov_b64 exec, -1\n";
    k += lane_addr(7, out) + fmt::format("  flat_store_dwordx2 v[7:8], {}\n", c.buf ? "v[12:13]" : "v[16:17]");
    k += lane_addr(7, kW) + "  flat_load_dwordx2 v[18:19], v[7:8]\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n";
    k += lane_addr(7, out + 0x200) + "  flat_store_dwordx2 v[7:8], v[18:19]\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n";
  }
  return k;
}

std::string case_name(const Case& c) {
  return fmt::format("{}_{}_x2{}{}{}", c.buf ? "buffer" : "flat", c.op->name, c.glc ? " glc" : "",
                     c.one_addr ? " (one address)" : "", c.exec != ~0ull ? " (EXEC holes)" : "");
}

// Runs the cases in lockstep (AXI seeds 1 and 2) and checks every lane's return pair and the
// memory after each case against the host.
void check_cases(const std::vector<Case>& cases) {
  const Values v;
  AsmOptions o;
  o.buffer.assign(kOut + 0x400 * cases.size(), 0);
  for (int l = 0; l < 64; ++l) {
    std::memcpy(&o.buffer[kP + 8 * size_t(l)], &v.p[l], 8);
    std::memcpy(&o.buffer[kD + 8 * size_t(l)], &v.d[l], 8);
    std::memcpy(&o.buffer[kC + 8 * size_t(l)], &v.c[l], 8);
  }
  const std::string body = kernel(cases);
  gcn::test::AsmLockstep r;
  for (uint64_t seed : {1, 2}) {
    INFO("AXI seed " << seed);
    r = gcn::test::run_asm_lockstep(body, o, seed);
    INFO(r.first_divergence);
    CHECK(r.first_divergence.empty());
    INFO(gcn::test::first_diff(r.golden, r.rtl));
    CHECK(r.rtl == r.golden);
    CHECK(r.stats.instructions == r.golden_instructions);
  }

  int bad = 0;
  for (size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    u64 mem[64], ret[64];
    for (int l = 0; l < 64; ++l) {
      mem[l] = v.p[l];
      ret[l] = c.buf ? v.d[l] : (u64(l) << 32 | kSentinel);  // not written: the VDATA / sentinel pair
    }
    for (int l = 0; l < 64; ++l) {
      if (!(c.exec >> l & 1) || !c.glc) continue;
      ret[l] = 0;  // out of range: returns 0 (overwritten below when in range)
    }
    for (int l = 0; l < 64; ++l) {
      const bool in_range = !c.buf || c.one_addr || l < int(kNumRecords / 8);
      if (!(c.exec >> l & 1) || !in_range) continue;
      u64& m = mem[c.one_addr ? 0 : l];
      if (c.glc) ret[l] = m;
      m = c.op->apply(m, v.d[l], v.c[l]);
    }
    const size_t out = kOut + 0x400 * i;
    for (int l = 0; l < 64; ++l) {
      const u64 got_ret = qword(r.rtl, out + 8 * size_t(l)), got_mem = qword(r.rtl, out + 0x200 + 8 * size_t(l));
      if ((got_ret != ret[l] || got_mem != mem[l]) && bad++ < 12)
        FAIL_CHECK(fmt::format("{} lane {}: mem {:#018x} data {:#018x} cmp {:#018x}: return want {:#018x} got "
                               "{:#018x}, memory want {:#018x} got {:#018x}",
                               case_name(c), l, v.p[l], v.d[l], v.c[l], ret[l], got_ret, mem[l], got_mem));
    }
  }
  CHECK(bad == 0);
}

}  // namespace

TEST_CASE("RTL flat_atomic_*_x2: every op with GLC, some without, distinct addresses", "[rtl][atomic64]") {
  std::vector<Case> cases;
  for (const Op& op : kOps) cases.push_back({&op, false, true, false});
  for (const char* n : {"atomic_add", "atomic_cmpswap", "atomic_smax", "atomic_dec"})
    cases.push_back({&op_named(n), false, false, false});
  check_cases(cases);
}

TEST_CASE("RTL buffer_atomic_*_x2: every op with GLC, some without, range-checked", "[rtl][atomic64]") {
  std::vector<Case> cases;
  for (const Op& op : kOps) cases.push_back({&op, true, true, false});
  for (const char* n : {"atomic_sub", "atomic_cmpswap", "atomic_umin", "atomic_inc"})
    cases.push_back({&op_named(n), true, false, false});
  check_cases(cases);
}

TEST_CASE("RTL 64-bit atomics: all lanes on one address serialise in lane order; EXEC holes",
          "[rtl][atomic64]") {
  const u64 holes = 0xff00f0f00f0fff0eull;  // lane 0 off
  check_cases({
      {&op_named("atomic_add"), false, true, true},
      {&op_named("atomic_inc"), false, true, true},
      {&op_named("atomic_cmpswap"), false, true, true},
      {&op_named("atomic_smin"), false, true, true},
      {&op_named("atomic_sub"), true, true, true},
      {&op_named("atomic_umax"), true, false, true},
      {&op_named("atomic_xor"), false, true, false, holes},
      {&op_named("atomic_add"), true, true, false, holes},
      {&op_named("atomic_dec"), true, true, true, holes},
  });
}
