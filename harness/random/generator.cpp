// Plan generation: random snippets and instructions (docs/random.md). Every random choice is
// made here; lower.cpp adds what validity needs.
#include <algorithm>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/random/catalog.h"
#include "harness/random/program.h"

namespace gcn::rnd {

namespace {

// splitmix64: the same sequence on every host and standard library (std distributions are not).
class Rng {
 public:
  // The state starts at a hash of the seed: consecutive seeds must not give shifted copies of
  // one sequence (as seed * constant would, the generator adding that same constant per draw).
  explicit Rng(uint64_t seed) : s_(mix(seed ^ 0x6A09E667F3BCC908ull)) {}
  uint64_t next() { return mix(s_ += 0x9E3779B97F4A7C15ull); }
  uint32_t below(uint32_t n) { return n ? uint32_t(next() % n) : 0; }
  int range(int lo, int hi) { return lo + int(below(uint32_t(hi - lo + 1))); }
  bool chance(uint32_t pct) { return below(100) < pct; }
  template <class T>
  const T& pick(const std::vector<T>& v) { return v[below(uint32_t(v.size()))]; }

 private:
  static uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  uint64_t s_;
};

const std::vector<std::string> kInlineInts = {"0", "1", "2", "3", "4", "7", "8", "15", "16", "31", "32", "63", "64",
                                              "-1", "-2", "-7", "-16"};
const std::vector<std::string> kInlineFloats = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};
// binary32 bit patterns float operations must get right: -0, +-inf, quiet and signalling NaNs of
// both signs, denormals (smallest, largest, negative), the largest finite, the smallest normal,
// 1 + ulp, and values whose sums cancel or round.
const std::vector<std::string> kFloatSpecials = {
    "0x80000000", "0x7f800000", "0xff800000", "0x7fc00000", "0xffc00000", "0x7fa00000", "0xff800001",
    "0x00000001", "0x807fffff", "0x007fffff", "0x7f7fffff", "0xff7fffff", "0x00800000", "0x80800000",
    "0x3f800001", "0x4b800000", "0x33800000", "0xcb7fffff"};

class Gen {
 public:
  Gen(uint64_t seed, const Config& c) : r_(seed), c_(c), cat_(catalog(c.target)) {
    for (const Entry& e : cat_) by_class_[e.cls].push_back(&e);
  }

  Plan plan() {
    Plan p;
    p.config = c_;
    for (int i = 0; i < Layout::kDataSN; ++i)
      p.init.push_back(alu(fmt::format("s_mov_b32 s{}, {}", Layout::kDataS0 + i, literal_or_inline()), {},
                           {sreg(Layout::kDataS0 + i)}, false));
    for (int i = 0; i < Layout::kDataVN; ++i) {
      const int v = Layout::kDataV0 + i;
      if (r_.chance(60))  // lane-varying: mixed with the work-item's slice address
        p.init.push_back(alu(fmt::format("v_xor_b32 v{}, {}, v2", v, literal_or_inline()), {2}, {v}, true));
      else
        p.init.push_back(alu(fmt::format("v_mov_b32 v{}, {}", v, literal_or_inline()), {}, {v}, true));
    }
    p.init.push_back(alu(fmt::format("s_mov_b32 vcc_lo, {}", literal_or_inline()), {}, {kVccLo}, false));
    p.init.push_back(alu(fmt::format("s_mov_b32 vcc_hi, {}", literal_or_inline()), {}, {kVccHi}, false));
    p.init.push_back(alu("s_cmp_lt_u32 s8, s9", {sreg(8), sreg(9)}, {kScc}, false));
    int budget = int(c_.length);
    p.body = list(budget, 0, false, false);
    for (int k = 0; k < 4; ++k)  // epilogue: the first 16 data VGPRs into the work-item's slice
      p.tail.push_back(leaf(mem(AInst::Kind::FlatStore, "flat_store_dwordx4", 4, uint32_t(k * 16), Layout::kDataV0 + 4 * k)));
    return p;
  }

 private:
  AInst alu(std::string text, std::vector<int> reads, std::vector<int> writes, bool valu) {
    AInst a;
    a.text = std::move(text);
    a.reads = std::move(reads);
    a.writes = std::move(writes);
    a.valu = valu;
    return a;
  }

  std::string literal_or_inline() {
    if (r_.chance(30)) return r_.pick(kInlineInts);
    if (r_.chance(15)) return r_.pick(kFloatSpecials);
    return fmt::format("0x{:x}", uint32_t(r_.next()));
  }

  int vdata(int width = 1) { return Layout::kDataV0 + r_.range(0, Layout::kDataVN - width); }
  int sdata(int width = 1) {
    const int n = r_.range(0, (Layout::kDataSN - width) / width);
    return Layout::kDataS0 + n * width;  // pairs/quads aligned as SGPR tuples must be
  }
  static std::string vname(int v, int w) { return w == 1 ? fmt::format("v{}", v) : fmt::format("v[{}:{}]", v, v + w - 1); }
  static std::string sname(int s, int w) { return w == 1 ? fmt::format("s{}", s) : fmt::format("s[{}:{}]", s, s + w - 1); }
  void vuse(AInst& a, int v, int w, bool write) {
    for (int i = 0; i < w; ++i) (write ? a.writes : a.reads).push_back(v + i);
  }
  void suse(AInst& a, int s, int w, bool write) {
    for (int i = 0; i < w; ++i) (write ? a.writes : a.reads).push_back(sreg(s + i));
  }

  std::string sdwa_sel() {
    static const std::vector<std::string> sel = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"};
    return r_.pick(sel);
  }

  // Fills a template's placeholders with random operands; records reads and writes.
  AInst instantiate(const Entry& e) {
    AInst a;
    a.valu = e.text[0] == 'v';
    a.dpp = std::string(e.cls) == "dpp";
    const std::string m = base_mnemonic(e.text);  // 16-bit operands take 16-bit literals
    op16_ = m.size() > 4 && (m.compare(m.size() - 4, 4, "_u16") == 0 || m.compare(m.size() - 4, 4, "_i16") == 0 ||
                             m.compare(m.size() - 4, 4, "_b16") == 0);
    bool bus = false, literal = false;
    std::string out;
    size_t i = 0;
    const std::string& t = e.text;
    while (i < t.size()) {
      if (t[i] != '%') {
        out += t[i++];
        continue;
      }
      size_t j = i + 1;
      while (j < t.size() && (isalnum(uint8_t(t[j])))) ++j;
      const std::string ph = t.substr(i + 1, j - i - 1);
      i = j;
      out += operand(ph, a, bus, literal);
    }
    a.text = out;
    // Partial writes keep part of the old destination, which must be initialised: SDWA
    // dst_unused:UNUSED_PRESERVE, DPP (lanes the masks disable), s_cmov* (SCC = 0).
    if (out.find("UNUSED_PRESERVE") != std::string::npos || a.dpp || out.rfind("s_cmov", 0) == 0)
      a.reads.insert(a.reads.end(), a.writes.begin(), a.writes.end());
    if (e.implicit & kRScc) a.reads.push_back(kScc);
    if (e.implicit & kWScc) a.writes.push_back(kScc);
    if (e.implicit & kRVcc) a.reads.insert(a.reads.end(), {kVccLo, kVccHi});
    if (e.implicit & kWVcc) a.writes.insert(a.writes.end(), {kVccLo, kVccHi});
    if (e.implicit & kRExec) a.reads.insert(a.reads.end(), {kExecLo, kExecHi});
    if (e.implicit & kWExec) a.writes.insert(a.writes.end(), {kExecLo, kExecHi});
    return a;
  }

  std::string operand(const std::string& ph, AInst& a, bool& bus, bool& literal) {
    auto vsrc = [&](int w) {
      const int v = vdata(w);
      vuse(a, v, w, false);
      return vname(v, w);
    };
    auto ssrc = [&](int w) {
      const int s = sdata(w);
      suse(a, s, w, false);
      return sname(s, w);
    };
    if (ph == "D" || ph == "D2") {
      const int w = ph == "D2" ? 2 : 1, v = vdata(w);
      vuse(a, v, w, true);
      return vname(v, w);
    }
    if (ph == "W") {
      const int v = vdata();
      vuse(a, v, 1, false);
      vuse(a, v, 1, true);
      return vname(v, 1);
    }
    if (ph == "V" || ph == "V2") return vsrc(ph == "V2" ? 2 : 1);
    if (ph == "S" || ph == "S2") {
      const int w = ph == "S2" ? 2 : 1, s = sdata(w);
      suse(a, s, w, true);
      return sname(s, w);
    }
    if (ph == "U") {
      const int s = sdata();
      suse(a, s, 1, false);
      suse(a, s, 1, true);
      return sname(s, 1);
    }
    if (ph == "R") {
      bus = bus || a.valu;  // v_writelane's SGPR source uses the constant bus
      return ssrc(1);
    }
    if (ph == "P") {
      bus = true;
      return ssrc(2);
    }
    if (ph == "K") return fmt::format("0x{:x}", uint32_t(r_.below(0x10000)));
    if (ph == "L") {
      if (bus || r_.chance(50)) return std::to_string(r_.below(64));
      a.lane_select_sgpr = true;
      const std::string s = ssrc(1);
      return s;
    }
    if (ph == "A" || ph == "A2" || ph == "C" || ph == "B" || ph == "B2" || ph == "N" || ph == "T" || ph == "T2") {
      const int w = (ph.size() == 2 && ph[1] == '2') ? 2 : 1;
      const bool scalar_op = ph[0] == 'T';
      const bool sgpr_ok = scalar_op || ((ph[0] == 'A' || ph[0] == 'B') && !bus);
      const bool lit_ok = (ph == "A" && !bus) || (ph == "T" && !literal);
      const uint32_t k = r_.below(100);
      if (!scalar_op && k < 45) return vsrc(w);
      if (sgpr_ok && k < 75) {
        if (!scalar_op) bus = true;
        return ssrc(w);
      }
      if (lit_ok && k < 88) {
        if (ph == "A") bus = true;
        literal = true;
        return fmt::format("0x{:x}", uint32_t(r_.next()) & (op16_ ? 0xffffu : 0xffffffffu));
      }
      if (scalar_op && k < 50) return ssrc(w);
      // llvm-mc 14 takes no f32 inline constant for a 16-bit integer operand
      return r_.chance(80) || op16_ ? r_.pick(kInlineInts) : r_.pick(kInlineFloats);
    }
    if (ph == "X" || ph == "G") {  // binary32 source without modifiers: any bits are valid
      const uint32_t k = r_.below(100);
      if (k < 45) return vsrc(1);
      if (k < 65 && !bus) {
        bus = true;
        return ssrc(1);
      }
      if (ph == "X" && k < 85 && !bus) {  // a literal: a special value or random bits
        bus = literal = true;
        return r_.chance(60) ? r_.pick(kFloatSpecials) : fmt::format("0x{:x}", uint32_t(r_.next()));
      }
      return r_.chance(15) ? r_.pick(kInlineInts) : r_.pick(kInlineFloats);
    }
    if (ph == "Q") {  // the literal K of v_madmk/v_madak
      literal = true;
      return r_.chance(50) ? r_.pick(kFloatSpecials) : fmt::format("0x{:x}", uint32_t(r_.next()));
    }
    if (ph == "F" || ph == "F2") {
      const int w = ph == "F2" ? 2 : 1;
      std::string x;
      const uint32_t k = r_.below(100);
      if (k < 60) x = vsrc(w);
      else if (k < 80 && !bus) {
        bus = true;
        x = ssrc(w);
      } else {
        x = r_.pick(kInlineFloats);
        if (x[0] == '-') x = x.substr(1);  // the sign comes from the neg modifier
      }
      const uint32_t m = r_.below(4);
      if (m == 1) return "-" + x;
      if (m == 2) return "|" + x + "|";
      if (m == 3) return "-|" + x + "|";
      return x;
    }
    if (ph == "M") {
      static const std::vector<std::string> mods = {"", "", "clamp", "mul:2", "mul:4", "div:2", "clamp mul:2"};
      return r_.pick(mods);
    }
    if (ph == "c") return r_.chance(30) ? "clamp" : "";
    if (ph == "Y" || ph == "Y1" || ph == "Yc") {
      static const std::vector<std::string> unused = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};
      std::string s;
      if (ph != "Yc") s += fmt::format("dst_sel:{} dst_unused:{} ", sdwa_sel(), r_.pick(unused));
      s += "src0_sel:" + sdwa_sel();
      if (ph != "Y1") s += " src1_sel:" + sdwa_sel();
      return s;
    }
    if (ph == "Z") {
      std::string ctl;
      switch (r_.below(5)) {
        case 0: ctl = fmt::format("quad_perm:[{},{},{},{}]", r_.below(4), r_.below(4), r_.below(4), r_.below(4)); break;
        case 1: ctl = fmt::format("row_shl:{}", r_.range(1, 15)); break;
        case 2: ctl = fmt::format("row_shr:{}", r_.range(1, 15)); break;
        case 3: ctl = fmt::format("row_ror:{}", r_.range(1, 15)); break;
        // The RTL refuses the wave-wide controls (docs/rtl.md, DPP): its target never draws them.
        default: ctl = r_.chance(50) ? "row_mirror" : c_.target == Target::Rtl ? "row_half_mirror" : "wave_shl:1"; break;
      }
      return ctl + fmt::format(" row_mask:0x{:x} bank_mask:0x{:x}{}", r_.range(1, 15), r_.range(1, 15),
                               r_.chance(50) ? " bound_ctrl:0" : "");
    }
    throw Error(fmt::format("random: unknown placeholder %{} in the catalogue", ph));
  }

  // ---- memory instructions ----
  AInst mem(AInst::Kind kind, const std::string& mnemonic, int dwords, uint32_t offset, int reg, bool returns = false) {
    AInst a;
    a.kind = kind;
    a.text = mnemonic;
    a.data_dwords = dwords;
    a.offset = offset;
    a.returns = returns;
    if (kind == AInst::Kind::FlatLoad || kind == AInst::Kind::DsLoad || kind == AInst::Kind::BufLoad) a.vdst = reg;
    else a.vdata = reg;
    return a;
  }

  AInst flat_load() {
    static const std::vector<std::pair<std::string, int>> ops = {
        {"flat_load_dword", 4}, {"flat_load_dwordx2", 8}, {"flat_load_dwordx3", 12}, {"flat_load_dwordx4", 16},
        {"flat_load_ubyte", 1}, {"flat_load_sbyte", 1},   {"flat_load_ushort", 2},   {"flat_load_sshort", 2}};
    const auto& [m, bytes] = r_.pick(ops);
    const int dw = bytes < 4 ? 1 : bytes / 4;
    const uint32_t align = bytes < 4 ? bytes : 4;
    const uint32_t off = r_.below((Layout::kSliceBytes - bytes) / align + 1) * align;
    return mem(AInst::Kind::FlatLoad, m, dw, off, vdata(dw));
  }
  AInst flat_store() {
    static const std::vector<std::pair<std::string, int>> ops = {
        {"flat_store_dword", 4}, {"flat_store_dwordx2", 8}, {"flat_store_dwordx3", 12}, {"flat_store_dwordx4", 16},
        {"flat_store_byte", 1},  {"flat_store_short", 2}};
    const auto& [m, bytes] = r_.pick(ops);
    const int dw = bytes < 4 ? 1 : bytes / 4;
    const uint32_t align = bytes < 4 ? bytes : 4;
    const uint32_t off = r_.below((Layout::kSliceBytes - bytes) / align + 1) * align;
    return mem(AInst::Kind::FlatStore, m, dw, off, vdata(dw));
  }
  AInst flat_atomic() {
    static const std::vector<std::string> ops = {"add", "sub", "smin", "umin", "smax", "umax", "and",
                                                 "or",  "xor", "inc",  "dec",  "swap", "cmpswap"};
    const std::string& op = r_.pick(ops);
    const int dw = op == "cmpswap" ? 2 : 1;
    AInst a = mem(AInst::Kind::FlatAtomic, "flat_atomic_" + op, dw, 0, vdata(dw), r_.chance(50));
    if (a.returns) a.vdst = vdata();
    return a;
  }
  // MUBUF through the V# in s[kRsrc:+3] (stride 64): loads of the read-only head with no VGPR
  // address, or loads/stores of the work-item's slice by OFFEN (slice offset), IDXEN (work-item
  // index, stride 64) or both ({index, 0}); SOFFSET is kRoBytes for the slice forms.
  AInst mubuf() {
    static const std::vector<std::pair<std::string, int>> loads = {
        {"buffer_load_dword", 4}, {"buffer_load_dwordx2", 8}, {"buffer_load_dwordx3", 12}, {"buffer_load_dwordx4", 16},
        {"buffer_load_ubyte", 1}, {"buffer_load_sbyte", 1},   {"buffer_load_ushort", 2},   {"buffer_load_sshort", 2}};
    static const std::vector<std::pair<std::string, int>> stores = {
        {"buffer_store_dword", 4}, {"buffer_store_dwordx2", 8}, {"buffer_store_dwordx3", 12},
        {"buffer_store_dwordx4", 16}, {"buffer_store_byte", 1},  {"buffer_store_short", 2}};
    const bool load = r_.chance(55);
    const auto& [m, bytes] = r_.pick(load ? loads : stores);
    const int dw = bytes < 4 ? 1 : bytes / 4;
    const uint32_t align = bytes < 4 ? bytes : 4;
    const uint8_t mode = uint8_t(load ? r_.below(4) : 1 + r_.below(3));
    const uint32_t span = mode == 0 ? Layout::kRoBytes : Layout::kSliceBytes;
    const uint32_t off = r_.below((span - bytes) / align + 1) * align;
    AInst a = mem(load ? AInst::Kind::BufLoad : AInst::Kind::BufStore, m, dw, off, vdata(dw), load && r_.chance(25));
    a.addr_mode = mode;
    return a;
  }
  // ds_read2st64/ds_write2st64: offsets in units of 64 elements, in the wave's own st64 area
  // (lane * 8 + 256 * offset b32, 512 * offset b64: lowering.cpp), so no two lanes meet.
  AInst ds_st64() {
    struct D { const char* m; bool load; int unit; };
    static const std::vector<D> ops = {{"ds_read2st64_b32", true, 4}, {"ds_write2st64_b32", false, 4},
                                       {"ds_read2st64_b64", true, 8}, {"ds_write2st64_b64", false, 8}};
    const D& d = r_.pick(ops);
    const uint32_t n = d.unit == 4 ? 3 : 2;  // offsets 0..2 (b32) / 0..1 (b64) stay in the area
    const int dw = d.unit / 2;
    AInst a = mem(d.load ? AInst::Kind::DsLoad : AInst::Kind::DsStore, d.m, dw, r_.below(n) | r_.below(n) << 8, vdata(dw));
    a.st64 = true;
    return a;
  }
  AInst ds() {
    if (r_.chance(15)) return ds_st64();
    struct D { const char* m; int bytes; bool load; int unit; };  // unit > 0: two-address form
    static const std::vector<D> ops = {
        {"ds_write_b32", 4, false, 0}, {"ds_write_b64", 8, false, 0},  {"ds_write_b8", 1, false, 0},
        {"ds_write_b16", 2, false, 0}, {"ds_write_b96", 12, false, 0}, {"ds_write_b128", 16, false, 0},
        {"ds_read_b32", 4, true, 0},   {"ds_read_b64", 8, true, 0},    {"ds_read_u8", 1, true, 0},
        {"ds_read_i8", 1, true, 0},    {"ds_read_u16", 2, true, 0},    {"ds_read_i16", 2, true, 0},
        {"ds_read_b96", 12, true, 0},  {"ds_read_b128", 16, true, 0},  {"ds_read2_b32", 8, true, 4},
        {"ds_write2_b32", 8, false, 4}, {"ds_read2_b64", 16, true, 8}, {"ds_write2_b64", 16, false, 8}};
    const D& d = r_.pick(ops);
    const int dw = d.bytes < 4 ? 1 : d.bytes / 4;
    uint32_t off;
    if (d.unit) {  // two element offsets inside the lane's 16 bytes: offset0 | offset1 << 8
      const uint32_t n = Layout::kLdsLaneBytes / uint32_t(d.unit);
      off = r_.below(n) | r_.below(n) << 8;
    } else {
      const uint32_t align = d.bytes == 12 ? 16 : uint32_t(d.bytes);
      off = r_.below((Layout::kLdsLaneBytes - d.bytes) / align + 1) * align;
    }
    return mem(d.load ? AInst::Kind::DsLoad : AInst::Kind::DsStore, d.m, dw, off, vdata(dw));
  }
  AInst ds_atomic() {
    static const std::vector<std::pair<std::string, std::string>> ops = {
        {"ds_add_u32", "ds_add_rtn_u32"}, {"ds_sub_u32", "ds_sub_rtn_u32"}, {"ds_rsub_u32", "ds_rsub_rtn_u32"},
        {"ds_inc_u32", "ds_inc_rtn_u32"}, {"ds_dec_u32", "ds_dec_rtn_u32"}, {"ds_min_i32", "ds_min_rtn_i32"},
        {"ds_max_i32", "ds_max_rtn_i32"}, {"ds_min_u32", "ds_min_rtn_u32"}, {"ds_max_u32", "ds_max_rtn_u32"},
        {"ds_and_b32", "ds_and_rtn_b32"}, {"ds_or_b32", "ds_or_rtn_b32"},   {"ds_xor_b32", "ds_xor_rtn_b32"},
        {"ds_mskor_b32", "ds_mskor_rtn_b32"}, {"ds_cmpst_b32", "ds_cmpst_rtn_b32"},
        {"ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b32"}, {"ds_wrap_rtn_b32", "ds_wrap_rtn_b32"}};
    const auto& [plain, rtn_name] = r_.pick(ops);
    const bool rtn = plain == rtn_name || r_.chance(50);
    const bool two = plain.find("mskor") != std::string::npos || plain.find("cmpst") != std::string::npos ||
                     plain.find("wrap") != std::string::npos;  // DATA0 and DATA1
    // word r_.below(4) of each lane's 16-byte group (lowering adds (tid % 4) * 16)
    AInst a = mem(AInst::Kind::DsAtomic, rtn ? rtn_name : plain, two ? 2 : 1, r_.below(4) * 4, vdata(two ? 2 : 1), rtn);
    if (rtn) a.vdst = vdata();
    return a;
  }
  AInst smem() {
    static const std::vector<std::pair<std::string, int>> ops = {
        {"s_load_dword", 1}, {"s_load_dwordx2", 2}, {"s_load_dwordx4", 4}, {"s_load_dwordx8", 8}, {"s_load_dwordx16", 16}};
    const auto& [m, dw] = r_.pick(ops);
    AInst a = mem(AInst::Kind::Smem, m, dw, r_.below(Layout::kRoBytes / 4 - dw + 1) * 4, 0);
    a.vdata = -1;
    a.vdst = Layout::kDataS0 + int(r_.below(Layout::kDataSN / dw)) * dw;
    return a;
  }

  // ---- snippets ----
  std::string pick_class(int depth, bool divergent, bool in_loop) {
    std::vector<std::pair<std::string, uint32_t>> avail;
    uint32_t total = 0;
    for (const auto& [cls, w] : c_.weights) {
      if (!w) continue;
      const bool block = cls == "branch" || cls == "uniform_branch" || cls == "loop" || cls == "call";
      if (block && depth >= int(c_.max_depth)) continue;
      if (cls == "call" && in_call_) continue;  // one return-address pair: no nested calls
      // barriers only in uniform top-level code; every exchange partner must exist
      if (cls == "lds_exchange" && (depth > 0 || in_loop || c_.partial_lanes)) continue;
      if (cls == "exec" && !divergent) continue;
      const bool memcls = cls == "flat_load" || cls == "flat_store" || cls == "flat_atomic" || cls == "ds" ||
                          cls == "ds_atomic" || cls == "smem" || cls == "burst" || cls == "lds_exchange" ||
                          cls == "mubuf";
      if (!block && !memcls && !by_class_.count(cls)) continue;  // nothing of that class on this target
      avail.emplace_back(cls, w);
      total += w;
    }
    if (!total) throw Error("random: every instruction class has weight 0");
    uint32_t x = r_.below(total);
    for (const auto& [cls, w] : avail) {
      if (x < w) return cls;
      x -= w;
    }
    return avail.back().first;
  }

  AInst cond_vopc() {
    std::vector<const Entry*> cmps;
    for (const Entry* e : by_class_["vopc"])
      if (e->text.find(" vcc,") != std::string::npos) cmps.push_back(e);
    return instantiate(*r_.pick(cmps));
  }

  Node leaf(AInst a) {
    Node n;
    n.inst = std::move(a);
    return n;
  }

  Node node(int& budget, int depth, bool divergent, bool in_loop) {
    const std::string cls = pick_class(depth, divergent, in_loop);
    if (cls == "flat_load") return leaf(flat_load());
    if (cls == "flat_store") return leaf(flat_store());
    if (cls == "flat_atomic") return leaf(flat_atomic());
    if (cls == "ds") return leaf(ds());
    if (cls == "ds_atomic") return leaf(ds_atomic());
    if (cls == "smem") return leaf(smem());
    if (cls == "mubuf") return leaf(mubuf());
    Node n;
    if (cls == "burst") {  // memory burst: loads and stores back to back, counters climb
      n.kind = Node::Kind::Straight;
      n.kids.emplace_back();
      for (int k = r_.range(3, 8); k > 0 && budget > 0; --k, --budget) {
        const uint32_t x = r_.below(10);
        n.kids[0].push_back(leaf(x < 4   ? flat_load()
                                 : x < 6 ? flat_store()
                                 : x < 8 ? mubuf()
                                 : x < 9 ? ds()
                                         : flat_atomic()));
      }
      return n;
    }
    if (cls == "branch" || cls == "uniform_branch" || cls == "loop" || cls == "call") {
      int sub = std::min(budget, r_.range(2, 10));
      budget -= sub;
      if (cls == "call") {
        n.kind = Node::Kind::Call;
        in_call_ = true;
        n.kids.push_back(list(sub, depth + 1, divergent, in_loop));
        in_call_ = false;
      } else if (cls == "branch") {
        n.kind = Node::Kind::IfElse;
        if (r_.chance(50)) {  // split by work-item id: partial EXEC for sure
          static const std::vector<std::string> cmp = {"gt", "lt", "ne", "ge"};
          n.cond.push_back(alu(fmt::format("v_cmp_{}_u32 vcc, {}, v0", r_.pick(cmp), r_.range(1, 63)), {0},
                               {kVccLo, kVccHi}, true));
        } else {
          n.cond.push_back(cond_vopc());
        }
        int sub2 = sub / 2;
        sub -= sub2;
        n.kids.push_back(list(sub, depth + 1, true, in_loop));
        n.kids.push_back(r_.chance(60) ? list(sub2, depth + 1, true, in_loop) : std::vector<Node>{});
      } else if (cls == "uniform_branch") {
        n.kind = Node::Kind::UniformIf;
        const uint32_t kind = r_.below(10);
        if (kind == 0) {
          n.branch = "s_branch";  // always taken: the body is dead code
        } else if (kind < 3) {
          n.branch = r_.chance(50) ? "s_cbranch_execz" : "s_cbranch_execnz";
        } else if (kind < 6) {
          n.cond.push_back(cond_vopc());
          n.branch = r_.chance(50) ? "s_cbranch_vccz" : "s_cbranch_vccnz";
        } else {
          std::vector<const Entry*> cmps;
          for (const Entry* e : by_class_["salu"])
            if (e->text.rfind("s_cmp", 0) == 0) cmps.push_back(e);
          n.cond.push_back(instantiate(*r_.pick(cmps)));
          n.branch = r_.chance(50) ? "s_cbranch_scc0" : "s_cbranch_scc1";
        }
        n.kids.push_back(list(sub, depth + 1, divergent, in_loop));
      } else {
        n.kind = Node::Kind::Loop;
        n.trip = r_.range(1, int(c_.max_trip));
        n.kids.push_back(list(sub, depth + 1, divergent, true));
      }
      return n;
    }
    if (cls == "lds_exchange") {
      n.kind = Node::Kind::LdsExchange;
      n.inst.vdata = vdata();
      n.inst.vdst = vdata();
      n.param = r_.range(1, int(c_.waves * 64 - 1));
      return n;
    }
    if (cls == "exec" && r_.chance(35)) {  // the 8 saveexecs would drown among the many v_cmpx
      std::vector<const Entry*> save;
      for (const Entry* e : by_class_[cls])
        if (e->text.rfind("s_", 0) == 0) save.push_back(e);
      if (!save.empty()) return leaf(instantiate(*r_.pick(save)));
    }
    return leaf(instantiate(*r_.pick(by_class_[cls])));
  }

  std::vector<Node> list(int& budget, int depth, bool divergent, bool in_loop) {
    std::vector<Node> out;
    while (budget > 0) {
      --budget;
      out.push_back(node(budget, depth, divergent, in_loop));
    }
    return out;
  }

  Rng r_;
  bool op16_ = false;
  bool in_call_ = false;
  const Config& c_;
  const std::vector<Entry>& cat_;
  std::map<std::string, std::vector<const Entry*>> by_class_;
};

}  // namespace

Plan generate_plan(uint64_t seed, const Config& cfg) {
  Plan p = Gen(seed, cfg).plan();
  p.seed = seed;
  return p;
}

size_t count_instructions(const std::vector<Node>& nodes) {
  size_t n = 0;
  for (const Node& x : nodes) {
    n += x.kind == Node::Kind::Inst ? 1 : x.cond.size();
    if (x.kind == Node::Kind::LdsExchange) n += 2;
    if (x.kind == Node::Kind::Call) n += 5;  // s_getpc, s_add, s_addc, s_swappc; s_setpc
    for (const auto& k : x.kids) n += count_instructions(k);
  }
  return n;
}

void collect_reads(const std::vector<Node>& nodes, std::vector<bool>& used) {
  auto inst = [&](const AInst& a) {
    for (int r : a.reads) used[r] = true;
    if (a.vdata >= 0)
      for (int i = 0; i < std::max(1, a.data_dwords); ++i) used[a.vdata + i] = true;
  };
  for (const Node& n : nodes) {
    if (n.kind == Node::Kind::Inst) inst(n.inst);
    if (n.kind == Node::Kind::LdsExchange) used[n.inst.vdata] = true;
    for (const AInst& c : n.cond) inst(c);
    if (n.kind == Node::Kind::UniformIf && n.branch.find("vcc") != std::string::npos) used[kVccLo] = used[kVccHi] = true;
    if (n.kind == Node::Kind::UniformIf && n.branch.find("scc") != std::string::npos) used[kScc] = true;
    for (const auto& k : n.kids) collect_reads(k, used);
  }
}

}  // namespace gcn::rnd
