// Buffer format loads/stores on the RTL (buffer_{load,store}_format_*, tbuffer_*, their _d16_
// forms), in lockstep with golden (golden/exec/mem_util.cpp "buffer data formats"): every op,
// every (data format, number format) pair golden executes, edge values (0, max, min, NaN, inf,
// subnormals, ties on store), partial EXEC and lanes partly out of range (all or nothing).
// "hand" checks compare a few conversions with values worked out from the rule here
// (x / (2^n - 1) correctly rounded, stores to nearest even), independent of golden.
#include <catch2/catch.hpp>

#include <cstring>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "harness/rtl/run_rtl.h"
#include "tests/rtl/rtl_lockstep.h"
#include "verilator/rtl_cu.h"

namespace {

using gcn::test::AsmOptions;

struct Dfmt {
  unsigned code, comps, bytes;
  const char* name;
};
const Dfmt kDfmts[] = {{1, 1, 1, "8"},           {2, 1, 2, "16"},          {3, 2, 1, "8_8"},
                       {4, 1, 4, "32"},          {5, 2, 2, "16_16"},       {10, 4, 1, "8_8_8_8"},
                       {11, 2, 4, "32_32"},      {12, 4, 2, "16_16_16_16"}, {13, 3, 4, "32_32_32"},
                       {14, 4, 4, "32_32_32_32"}};
const char* const kNfmt[] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "SNORM_OGL", "FLOAT"};
enum : unsigned { kUnorm, kSnorm, kUscaled, kSscaled, kUint, kSint, kSnormOgl, kFloat };

// The pairs golden executes (the brief's statement of golden's checked_format).
bool load_ok(unsigned bytes, unsigned nf) {
  return nf != kSnormOgl && !(nf == kFloat && bytes == 1) && !(bytes == 4 && (nf == kUnorm || nf == kSnorm));
}
bool store_ok(unsigned bytes, unsigned nf) {
  return ((nf == kUint || nf == kSint) && bytes == 4) || (nf == kFloat && bytes >= 2) ||
         ((nf == kUnorm || nf == kSnorm) && bytes < 4);
}

// Test buffer: element inputs (16 bytes per lane), f32 store data, f16 (d16) store data, then
// one 1 KiB output row per case.
constexpr uint32_t kIn = 0x000, kF32 = 0x400, kF16 = 0x800, kOut = 0xc00, kRow = 0x400;

struct Case {
  bool store, d16, tbuf;
  unsigned comps;
  Dfmt f;
  unsigned nfmt;
  uint64_t exec;
  bool oor;  // NUM_RECORDS cuts lane 63's element after its second component
};

std::string mnemonic(const Case& c) {
  static const char* const kComp[] = {"x", "xy", "xyz", "xyzw"};
  return fmt::format("{}buffer_{}_format_{}{}", c.tbuf ? "t" : "", c.store ? "store" : "load",
                     c.d16 ? "d16_" : "", kComp[c.comps - 1]);
}

std::string vregs(unsigned first, unsigned n) {
  return n == 1 ? fmt::format("v{}", first) : fmt::format("v[{}:{}]", first, first + n - 1);
}

uint32_t word3(unsigned dfmt, unsigned nfmt) { return 0xfacu | nfmt << 12 | dfmt << 15; }  // DST_SEL xyzw

// s[12:15] = V# over the test buffer, stride 0.
std::string vsharp(uint32_t num_records, uint32_t w3) {
  return fmt::format("  s_mov_b32 s12, s2\n  s_and_b32 s13, s3, 0xffff\n  s_mov_b32 s14, {:#x}\n  s_mov_b32 s15, {:#x}\n",
                     num_records, w3);
}

std::string case_asm(const Case& c, uint32_t row) {
  std::string s;
  const unsigned dfmt = c.tbuf ? 4 : c.f.code, nfmt = c.tbuf ? kUint : c.nfmt;
  const std::string tfmt = c.tbuf ? fmt::format(" format:[BUF_DATA_FORMAT_{},BUF_NUM_FORMAT_{}]", c.f.name, kNfmt[c.nfmt]) : "";
  const uint32_t edge = 1008 + 2 * c.f.bytes;  // lane 63: components 0, 1 in range
  s += fmt::format("  s_mov_b32 s20, {:#x}\n", row);
  if (!c.store) {
    s += vsharp(c.oor ? edge : 0x400, word3(dfmt, nfmt));
    for (unsigned i = 8; i < 12; ++i) s += fmt::format("  v_mov_b32 v{}, 0xdeadbeef\n", i);
  } else {
    s += vsharp(c.oor ? row + edge : 0x100000, word3(dfmt, nfmt));
  }
  if (c.exec != ~0ull)
    s += fmt::format("  s_mov_b32 exec_lo, {:#x}\n  s_mov_b32 exec_hi, {:#x}\n", uint32_t(c.exec), uint32_t(c.exec >> 32));
  if (!c.store) {
    s += fmt::format("  {} {}, v3, s[12:15], 0{} offen\n", mnemonic(c), vregs(8, c.comps), tfmt);
    s += "  s_mov_b64 exec, -1\n  s_waitcnt vmcnt(0)\n  buffer_store_dwordx4 v[8:11], v3, s[16:19], s20 offen\n";
  } else {
    s += fmt::format("  {} {}, v3, s[12:15], s20{} offen\n", mnemonic(c), vregs(c.d16 ? 24 : 20, c.comps), tfmt);
    s += "  s_mov_b64 exec, -1\n";
  }
  return s;
}

const char* kPrologue = R"(
  v_lshlrev_b32 v3, 4, v0              ; 16 lane
  s_mov_b32 s16, s2
  s_and_b32 s17, s3, 0xffff
  s_mov_b32 s18, 0x100000
  s_mov_b32 s19, 0x24fac               ; raw dwords (32, UINT)
  s_movk_i32 s21, 0x400
  buffer_load_dwordx4 v[20:23], v3, s[16:19], s21 offen
  s_movk_i32 s21, 0x800
  buffer_load_dwordx4 v[24:27], v3, s[16:19], s21 offen
  s_waitcnt vmcnt(0)
)";

uint32_t lcg(uint32_t& x) { return x = x * 1664525u + 1013904223u; }

void put(std::vector<uint8_t>& b, uint32_t off, uint32_t v) { std::memcpy(&b.at(off), &v, 4); }
uint32_t get(const std::vector<uint8_t>& b, uint32_t off) {
  uint32_t v;
  std::memcpy(&v, &b.at(off), 4);
  return v;
}

// Edge dwords, read as bytes, halves and dwords by the formats.
const uint32_t kInEdges[] = {0x00000000, 0xffffffff, 0x80000000, 0x7fffffff, 0xff807f00, 0x81017e80,
                             0x7c007bff, 0x7e01fc01, 0x03ff0001, 0x80008001, 0x7f800000, 0x7fc00001,
                             0x7f800001, 0x00000001, 0x01000001, 0x01000003, 0xfeffffff, 0x3c00bc00,
                             0x7fff8000, 0x00ff0080, 0x807fffff, 0xc0008000, 0x7d007c01, 0x3f800000};
// f32 store data: zeros, +-1, ties (0.5 * 255 = 127.5, -0.5 * 127 = -63.5), their neighbours,
// NaNs, infinities, subnormals, f16 rounding ties (1 + 2^-11, 1 + 3 2^-11, 65520, 3 2^-25).
const uint32_t kF32Edges[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3f000000, 0xbf000000,
                              0x3effffff, 0x3f000001, 0x7fc00000, 0xffc00001, 0x7f800001, 0x7f800000,
                              0xff800000, 0x00000001, 0x80000001, 0x40000000, 0xc0000000, 0x3b808081,
                              0x3f801000, 0x3f803000, 0x477ff000, 0x477fefff, 0x33c00000, 0x33000000,
                              0x3e800000, 0xbe800000, 0x7fffffff, 0x80000000, 0x3f7fffff, 0xbf7fffff};
// d16 store data: f16 values in the low half, garbage in the high half.
const uint32_t kF16Edges[] = {0xdead0000, 0xbeef8000, 0x12343c00, 0xffffbc00, 0x00003800, 0xaaaab800,
                              0x55557e00, 0x0001fc00, 0x80007c00, 0x7fff0001, 0xdead3bff, 0x00008001,
                              0xffff7dff, 0x12347bff, 0x0000fbff, 0x43210400};

AsmOptions buffer_for(size_t rows) {
  AsmOptions o;
  o.buffer.assign(kOut + rows * kRow, 0xa5);
  uint32_t x = 12345;
  for (uint32_t i = 0; i < 256; ++i) {
    put(o.buffer, kIn + 4 * i, i < std::size(kInEdges) * 2 ? kInEdges[(i * 7) % std::size(kInEdges)] : lcg(x));
    put(o.buffer, kF32 + 4 * i, i < std::size(kF32Edges) * 3 ? kF32Edges[(i * 5) % std::size(kF32Edges)] : lcg(x));
    put(o.buffer, kF16 + 4 * i, i < std::size(kF16Edges) * 3 ? kF16Edges[(i * 3) % std::size(kF16Edges)] : lcg(x));
  }
  return o;
}

// Every executed pair once per direction, each op at least once, some with partial EXEC or
// lane 63 partly out of range.
std::vector<Case> cases(bool store) {
  std::vector<Case> v;
  std::set<std::tuple<bool, bool, unsigned>> seen;  // (tbuf, d16, comps)
  unsigned i = 0;
  auto add = [&](const Dfmt& f, unsigned nf, bool d16, bool tbuf, unsigned comps) {
    const uint64_t exec = i % 5 == 3 ? 0x5555aaaaf0f00ff1ull : ~0ull;
    v.push_back({store, d16, tbuf, comps, f, nf, exec, i % 4 == 2});
    seen.insert({tbuf, d16, comps});
    ++i;
  };
  for (const Dfmt& f : kDfmts)
    for (unsigned nf = 0; nf < 8; ++nf)
      if (store ? store_ok(f.bytes, nf) : load_ok(f.bytes, nf)) add(f, nf, i % 2, (i / 2) % 2, 1 + (i * 3) % f.comps);
  for (bool tbuf : {false, true})
    for (bool d16 : {false, true})
      for (unsigned comps = 1; comps <= 4; ++comps)
        if (!seen.count({tbuf, d16, comps})) add(kDfmts[7], store ? kSnorm : kUnorm, d16, tbuf, comps);
  return v;
}

void run_cases(const std::vector<Case>& cs) {
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + kPrologue;
  for (size_t k = 0; k < cs.size(); ++k) body += case_asm(cs[k], uint32_t(kOut + k * kRow));
  body += "  s_waitcnt vmcnt(0)\n";
  const AsmOptions o = buffer_for(cs.size());
  const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, o, 1);
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  INFO(gcn::test::first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);
  // The rows changed at all (a test that stores nothing proves nothing).
  for (size_t k = 0; k < cs.size(); ++k) {
    INFO("case " << k << ": " << mnemonic(cs[k]) << " " << cs[k].f.name << " " << kNfmt[cs[k].nfmt]);
    bool changed = false;
    for (uint32_t b = 0; b < kRow; b += 4) changed |= get(r.rtl, uint32_t(kOut + k * kRow + b)) != 0xa5a5a5a5u;
    CHECK(changed);
  }
}

}  // namespace

TEST_CASE("RTL format loads: every op and executed format pair, edges, EXEC holes, all-or-nothing range, lockstep with golden",
          "[rtl][buf_format]") {
  const std::vector<Case> cs = cases(false);
  std::set<std::string> ops;
  for (const Case& c : cs) ops.insert(mnemonic(c));
  CHECK(ops.size() == 16);
  run_cases(cs);
}

TEST_CASE("RTL format stores: every op and executed format pair, edges and ties, EXEC holes, all-or-nothing range, lockstep with golden",
          "[rtl][buf_format]") {
  const std::vector<Case> cs = cases(true);
  std::set<std::string> ops;
  for (const Case& c : cs) ops.insert(mnemonic(c));
  CHECK(ops.size() == 16);
  run_cases(cs);
}

namespace {

// One hand-checked conversion: `asm` runs on lanes 0..3 with input dwords `in` (loads: the
// element's first dword at kIn + 16 lane; stores: the VGPR), expected first output dword `out`.
struct Hand {
  bool store, d16, tbuf;
  unsigned dfmt, nfmt;
  uint32_t in[4], out[4], mask;  // mask: bits of the output dword compared
};

// Worked out by hand (exact fractions rounded to nearest even; see the file header).
const Hand kHand[] = {
    // unorm8: 128/255 = 0x3f008081, 1/255 = 0x3b808081, 254/255 = 0x3f7efeff, 255/255 = 1
    {false, false, false, 1, kUnorm, {0x80, 0x01, 0xfe, 0xff}, {0x3f008081, 0x3b808081, 0x3f7efeff, 0x3f800000}, ~0u},
    // snorm8: -128 clamps to -1, 1/127 = 0x3c010204, -1/127, 127/127 = 1
    {false, false, true, 1, kSnorm, {0x80, 0x01, 0xff, 0x7f}, {0xbf800000, 0x3c010204, 0xbc010204, 0x3f800000}, ~0u},
    // unorm16 32768/65535 = 0x3f000080, 1/65535 = 0x37800080; snorm16 -32768 -> -1, -16384/32767
    {false, false, false, 2, kUnorm, {0x8000, 0x0001, 0xffff, 0}, {0x3f000080, 0x37800080, 0x3f800000, 0}, ~0u},
    {false, false, true, 2, kSnorm, {0x8000, 0xc000, 0x3fff, 0x7fff}, {0xbf800000, 0xbf000100, 0x3efffe00, 0x3f800000}, ~0u},
    // uscaled32: 2^24 + 1 ties to 2^24, 2^24 + 3 to 2^24 + 4; sscaled32 -2^31
    {false, false, false, 4, kUscaled, {0x01000001, 0x01000003, 0xffffffff, 0}, {0x4b800000, 0x4b800002, 0x4f800000, 0}, ~0u},
    {false, false, true, 4, kSscaled, {0x80000000, 0xffffffff, 0x01000001, 7}, {0xcf000000, 0xbf800000, 0x4b800000, 0x40e00000}, ~0u},
    // d16 loads: unorm16 32768/65535 -> f16 0.5 in the low half, 1/65535 -> f16 subnormal 256 2^-24;
    // sint16 -> low 16 bits only
    {false, true, false, 2, kUnorm, {0x8000, 0xffff, 0, 0x0001}, {0x3800, 0x3c00, 0, 0x0100}, ~0u},
    {false, true, true, 2, kSint, {0x8001, 0xffff, 0x7fff, 0}, {0x8001, 0xffff, 0x7fff, 0}, ~0u},
    // f16 load: subnormal 1 -> 2^-24, NaN payload kept, -inf
    {false, false, false, 2, kFloat, {0x0001, 0x7e01, 0xfc00, 0x3c00}, {0x33800000, 0x7fc02000, 0xff800000, 0x3f800000}, ~0u},
    // unorm8 stores: 0.5 * 255 = 127.5 -> 128 (even); just below 0.5 -> 127; NaN -> 0; inf -> 255
    {true, false, false, 1, kUnorm, {0x3f000000, 0x3effffff, 0x7fc00000, 0x7f800000}, {0x80, 0x7f, 0x00, 0xff}, 0xff},
    // snorm8 stores: -0.5 * 127 = -63.5 -> -64 (even); -2 -> -127; NaN -> 0; 0.5 -> 64
    {true, false, true, 1, kSnorm, {0xbf000000, 0xc0000000, 0xffc00000, 0x3f000000}, {0xc0, 0x81, 0x00, 0x40}, 0xff},
    // unorm16 store: 0.5 * 65535 -> 32768; -0 -> 0; 1/65535 -> 1
    {true, false, false, 2, kUnorm, {0x3f000000, 0x80000000, 0x37800080, 0x3f800000}, {0x8000, 0, 1, 0xffff}, 0xffff},
    // f16 stores: 1 + 2^-11 -> 1 (tie, even); 1 + 3 2^-11 -> 1 + 2^-9; 65520 -> inf; 3 2^-25 -> 2 2^-24
    {true, false, true, 2, kFloat, {0x3f801000, 0x3f803000, 0x477ff000, 0x33c00000}, {0x3c00, 0x3c02, 0x7c00, 0x0002}, 0xffff},
    // d16 store, sint32: the low half sign-extended; unorm8 from f16 0.5 -> 128
    {true, true, false, 4, kSint, {0xdead8001, 0x00007fff, 0xffff0000, 0x1234ffff}, {0xffff8001, 0x7fff, 0, 0xffffffff}, ~0u},
    {true, true, true, 1, kUnorm, {0xdead3800, 0x00003c00, 0xffffbc00, 0x00007e00}, {0x80, 0xff, 0, 0}, 0xff},
};

}  // namespace

TEST_CASE("RTL format conversions equal values worked out by hand (and golden's memory)", "[rtl][buf_format]") {
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + kPrologue;
  AsmOptions o;
  o.buffer.assign(kOut + std::size(kHand) * kRow, 0);
  for (size_t k = 0; k < std::size(kHand); ++k) {
    const Hand& h = kHand[k];
    const Dfmt* f = nullptr;
    for (const Dfmt& d : kDfmts)
      if (d.code == h.dfmt) f = &d;
    REQUIRE(f);
    const Case c{h.store, h.d16, h.tbuf, 1, *f, h.nfmt, ~0ull, false};
    const uint32_t row = uint32_t(kOut + k * kRow);
    // Loads: element at row + 0x200 + 16 lane, result dword 0 to row + 16 lane. Stores: VGPR
    // from row + 16 lane, component to row + 0x200 + 16 lane.
    for (unsigned l = 0; l < 4; ++l) put(o.buffer, row + 16 * l + 0x200 * !h.store, h.in[l]);
    const std::string tfmt = h.tbuf ? fmt::format(" format:[BUF_DATA_FORMAT_{},BUF_NUM_FORMAT_{}]", f->name, kNfmt[h.nfmt]) : "";
    body += fmt::format("  s_mov_b32 s20, {:#x}\n  s_mov_b32 s22, {:#x}\n", row, row + 0x200);
    body += vsharp(0x100000, h.tbuf ? word3(4, kUint) : word3(h.dfmt, h.nfmt));
    if (!h.store) {
      body += "  v_mov_b32 v8, 0xdeadbeef\n";
      body += fmt::format("  s_mov_b64 exec, 0xf\n  {} v8, v3, s[12:15], s22{} offen\n  s_mov_b64 exec, -1\n", mnemonic(c), tfmt);
      body += "  s_waitcnt vmcnt(0)\n  buffer_store_dword v8, v3, s[16:19], s20 offen\n";
    } else {
      const unsigned v = h.d16 ? 24 : 20;
      body += fmt::format("  buffer_load_dword v{}, v3, s[16:19], s20 offen\n  s_waitcnt vmcnt(0)\n", v);
      body += fmt::format("  s_mov_b64 exec, 0xf\n  {} v{}, v3, s[12:15], s22{} offen\n  s_mov_b64 exec, -1\n", mnemonic(c), v, tfmt);
    }
  }
  body += "  s_waitcnt vmcnt(0)\n";
  const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, o, 1);
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  CHECK(r.rtl == r.golden);
  for (size_t k = 0; k < std::size(kHand); ++k) {
    const Hand& h = kHand[k];
    const uint32_t row = uint32_t(kOut + k * kRow);
    for (unsigned l = 0; l < 4; ++l) {
      INFO("hand case " << k << " lane " << l);
      const uint32_t got = get(r.rtl, row + (h.store ? 0x200 : 0) + 16 * l) & h.mask;
      CHECK(got == h.out[l]);
    }
  }
}

namespace {

// Lockstep alone (run_asm_lockstep first runs golden alone, which throws on these): the RTL's
// stop or golden's failure, whichever the lockstep meets first.
std::string lockstep_only(const std::string& body, const AsmOptions& opts) {
  using namespace gcn;
  const CodeObject co = CodeObject::load(test::assemble_kernel(body, opts));
  Device gdev, rdev;
  const uint64_t gbuf = gdev.alloc("test buffer", opts.buffer.size());
  const uint64_t rbuf = rdev.alloc("test buffer", opts.buffer.size());
  auto launch = [&](uint64_t buf) { return Launch{"k", opts.grid, opts.workgroup, {KernelArg::buffer(buf)}}; };
  auto gdisp = gdev.prepare(co, launch(gbuf));
  rdev.prepare(co, launch(rbuf));
  return test::run_lockstep(*gdisp, rdev.memory(), 1).first_divergence;
}

}  // namespace

TEST_CASE("RTL refuses the formats golden refuses: not implemented in RTL", "[rtl][buf_format]") {
  const std::string pre = std::string(gcn::test::kLaneAddrPrologue) + kPrologue;
  const std::string ld = "  buffer_load_format_x v8, v3, s[12:15], 0 offen\n";
  const std::pair<std::string, const char*> bad[] = {
      {vsharp(0x400, word3(0, kUint)) + ld, "DFMT 0 (invalid)"},
      {vsharp(0x400, word3(9, kUnorm)) + ld, "DFMT 9 (packed 10_10_10_2)"},
      {vsharp(0x400, word3(1, kFloat)) + ld, "8-bit FLOAT load"},
      {vsharp(0x400, word3(4, kUnorm)) + ld, "32-bit UNORM load"},
      {vsharp(0x400, (word3(14, kUint) & ~7u) | 5u) + ld, "DST_SEL_X = Y (a swizzle)"},
      {vsharp(0x400, word3(4, kUint)) +
           "  tbuffer_load_format_xyz v[8:10], v3, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offen\n",
       "3 components of a 2-component format"},
      {vsharp(0x400, word3(2, kUscaled)) + "  buffer_store_format_x v20, v3, s[12:15], 0 offen\n", "USCALED store"},
      {vsharp(0x400, word3(1, kUint)) + "  buffer_store_format_x v20, v3, s[12:15], 0 offen\n", "8-bit UINT store"},
  };
  for (const auto& [asm_, why] : bad) {
    INFO(why);
    AsmOptions o;
    CHECK_THROWS(gcn::test::run_asm(pre + asm_, o));  // golden alone fails
    const std::string d = lockstep_only(pre + asm_, o);
    INFO(d);
    CHECK(d.find("not implemented in RTL") != std::string::npos);
  }
}
