// Candidates for the vector ALU: VOP1, VOP2, VOPC and VOP3A/B, in every form the opcode table
// says the instruction has (e32, e64 with abs/neg/clamp/omod, SDWA, DPP).
// Register layout: SRC0 v[0:1] (or s[40:41], a constant, a literal), SRC1 v[4:5], SRC2 v[8:9],
// VDST v[12:13] (s20 for an SGPR destination), VOP3 SDST s[30:31], VOP3 lane-mask SRC2 s[32:33].
// Each lane gets its own operand combination: a matrix over the type's value pool, walking ones,
// seeded random values; then EXEC patterns, every MODE round/denorm setting (float operands),
// every modifier form and source kind.
#include <fmt/format.h>

#include "harness/vectors/gen.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {

constexpr uint16_t kV0 = opnd::kVgpr0;
constexpr uint16_t kSrcReg[3] = {0, 4, 8};
constexpr uint16_t kDstReg = 12, kSdst = 30, kMaskSrc = 32, kScalarSrc = 40, kSgprDst = 20;
constexpr uint32_t kSEndpgm = 0xBF810000u;

enum class Fill { Matrix, Walk, Random };

struct Variant {
  std::string form = "e32";          // e32 | e64 | sdwa | dpp | native (VOP3A/B)
  Fill fill = Fill::Matrix;
  int k = 0;                         // matrix block
  uint64_t exec = ~0ull;
  uint32_t mode = kDefaultMode;
  uint8_t neg = 0, abs = 0, omod = 0;
  bool clamp = false;
  uint16_t src0 = 0;                 // 0: VGPR; else an operand code (SGPR pair, constant, literal)
  uint32_t literal = 0;
  // SDWA
  SdwaSel dst_sel = SdwaSel::Dword, sel0 = SdwaSel::Dword, sel1 = SdwaSel::Dword;
  SdwaUnused unused = SdwaUnused::Pad;
  uint8_t sext = 0;
  // DPP
  uint16_t dpp_ctrl = 0;
  uint8_t row_mask = 0xF, bank_mask = 0xF;
  bool bound_ctrl = false;
  std::vector<std::string> labels;
};

bool is_vop3_native(const OpInfo& oi) { return oi.enc == Enc::VOP3A || oi.enc == Enc::VOP3B; }
bool lane_mask_src2(const OpInfo& oi) { return oi.src[2] == Ty::B64 && oi.enc == Enc::VOP2; }
bool any_float(const OpInfo& oi) {
  return is_float(oi.dst) || is_float(oi.src[0]) || is_float(oi.src[1]) || is_float(oi.src[2]);
}
bool is_lane_select(Op op) { return op == Op::V_READLANE_B32 || op == Op::V_WRITELANE_B32; }

// Lane values of source `slot` (low and high dwords).
void lane_values(const OpInfo& oi, const Variant& var, int slot, Rng& rng, gv::Lanes& lo, gv::Lanes& hi) {
  const Ty t = oi.src[slot];
  const auto& p = pool(t);
  const size_t n0 = pool(oi.src[0]).size(), n1 = pool(oi.src[1] == Ty::None ? Ty::B32 : oi.src[1]).size();
  for (int l = 0; l < gv::kLanes; ++l) {
    const size_t c = size_t(var.k) * 64 + size_t(l);
    uint64_t v = 0;
    switch (var.fill) {
      case Fill::Matrix:
        v = slot == 0 ? p[c % p.size()] : slot == 1 ? p[(c / n0) % p.size()] : p[(c / (n0 * n1) + c * 5) % p.size()];
        break;
      case Fill::Walk:
        v = slot == 0 ? 1ull << (l % (dwords_of(t) * 32)) : ~(1ull << ((l * 3 + slot) % (dwords_of(t) * 32)));
        break;
      case Fill::Random: v = rng.next(); break;
    }
    if (t == Ty::F16 || t == Ty::I16 || t == Ty::U16 || t == Ty::B16)
      v = (v & 0xFFFF) | (var.fill == Fill::Random ? v & 0xFFFF0000ull : 0);
    lo[size_t(l)] = uint32_t(v);
    hi[size_t(l)] = uint32_t(v >> 32);
  }
}

bool build(std::vector<gv::Vector>& out, const OpInfo& oi, const Variant& var, int idx) {
  Rng rng(seed_of(fmt::format("{}/{}", oi.name, idx)));
  Inst in = make_inst(oi.op);
  const bool native3 = is_vop3_native(oi);
  const bool e64 = var.form == "e64";
  if (e64 || native3) in.enc = (oi.enc == Enc::VOP3B || (oi.enc == Enc::VOP2 && oi.dst2 != Ty::None)) ? Enc::VOP3B : Enc::VOP3A;
  in.sdwa = var.form == "sdwa";
  in.dpp = var.form == "dpp";
  const bool vop3 = in.enc == Enc::VOP3A || in.enc == Enc::VOP3B;
  gv::Vector v = base_vector(std::string(oi.name), rng);
  v.encoding = std::string(enc_name(oi.enc));
  v.form = var.form;
  gv::WaveInit& w = v.waves[0];
  w.exec = var.exec;
  w.mode = var.mode;
  w.m0 = rng.below(4);  // v_movrel*: a small VGPR offset
  if (oi.dst != Ty::None) in.dst = oi.sgpr_dst ? kSgprDst : uint16_t(kV0 + kDstReg);
  if (oi.dst2 != Ty::None && vop3) in.sdst = kSdst;
  std::vector<std::string> labels = var.labels;
  for (int s = 0; s < 3; ++s) {
    const Ty t = oi.src[s];
    if (t == Ty::None) continue;
    if (s == 2 && lane_mask_src2(oi)) {
      in.src[2] = vop3 ? kMaskSrc : opnd::kVccLo;
      if (vop3) w.sgpr[kMaskSrc] = rng.u32(), w.sgpr[kMaskSrc + 1u] = rng.u32();
      continue;
    }
    if (is_lane_select(oi.op) && s == 1) {  // lane select: an SGPR, values 0..63 and beyond
      in.src[1] = kScalarSrc + 2;
      w.sgpr[kScalarSrc + 2u] = var.k * 17 + (var.fill == Fill::Random ? rng.below(256) : 5);
      labels.push_back(fmt::format("lane_select:{}", w.sgpr[kScalarSrc + 2u] < 64 ? "in_range" : "wraps"));
      continue;
    }
    const bool scalar_src = s == 0 && (var.src0 != 0 || (oi.op == Op::V_WRITELANE_B32));
    if (scalar_src) {
      in.src[0] = var.src0 ? var.src0 : kScalarSrc;
      if (in.src[0] == opnd::kLiteral) in.has_literal = true, in.literal = var.literal;
      if (in.src[0] == kScalarSrc) {
        const uint64_t x = var.fill == Fill::Random ? rng.next() : pool(t)[size_t(var.k) % pool(t).size()];
        w.sgpr[kScalarSrc] = uint32_t(x);
        if (dwords_of(t) == 2) w.sgpr[kScalarSrc + 1u] = uint32_t(x >> 32);
        labels.push_back("src0:sgpr:" + value_class(t, x));
      } else {
        labels.push_back(in.src[0] == opnd::kLiteral ? "src0:literal" : "src0:inline_constant");
      }
      continue;
    }
    // madmk: K (literal) is src1; madak: K is src2.
    if ((oi.op == Op::V_MADMK_F32 || oi.op == Op::V_MADMK_F16) && s == 1) {
      in.src[1] = opnd::kLiteral, in.has_literal = true, in.literal = uint32_t(pool(t)[size_t(idx) % pool(t).size()]);
      continue;
    }
    if ((oi.op == Op::V_MADAK_F32 || oi.op == Op::V_MADAK_F16) && s == 2) {
      in.src[2] = opnd::kLiteral, in.has_literal = true, in.literal = uint32_t(pool(t)[size_t(idx) % pool(t).size()]);
      continue;
    }
    in.src[s] = uint16_t(kV0 + kSrcReg[s]);
    gv::Lanes lo{}, hi{};
    lane_values(oi, var, s, rng, lo, hi);
    w.vgpr[kSrcReg[s]] = lo;
    if (dwords_of(t) >= 2) w.vgpr[kSrcReg[s] + 1u] = hi;
    label_lanes(labels, fmt::format("src{}", s), t, lo, dwords_of(t) >= 2 ? &hi : nullptr, var.exec);
  }
  // Destination rows start with random contents: unwritten lanes and bytes must survive.
  if (oi.dst != Ty::None && !oi.sgpr_dst)
    for (int d = 0; d < std::max(1, dwords_of(oi.dst)); ++d) {
      gv::Lanes r{};
      for (auto& x : r) x = rng.u32();
      w.vgpr[kDstReg + uint32_t(d)] = r;
    }
  if (oi.sgpr_dst) w.sgpr[kSgprDst] = rng.u32();
  if (vop3 && oi.dst2 != Ty::None) w.sgpr[kSdst] = rng.u32(), w.sgpr[kSdst + 1u] = rng.u32();
  in.neg = var.neg;
  in.abs = var.abs;
  in.clamp = var.clamp;
  in.omod = var.omod;
  in.dst_sel = var.dst_sel;
  in.dst_unused = var.unused;
  in.src_sel = {var.sel0, var.sel1};
  in.sext = var.sext;
  in.dpp_ctrl = var.dpp_ctrl;
  in.row_mask = var.row_mask;
  in.bank_mask = var.bank_mask;
  in.bound_ctrl = var.bound_ctrl;
  const std::vector<uint32_t> words = encode_checked(in);
  if (words.empty()) return false;
  v.program = words;
  v.program.push_back(kSEndpgm);
  labels.push_back("form:" + var.form);
  labels.push_back(exec_class(var.exec));
  if (any_float(oi)) {
    static const char* kRound[] = {"rne", "rpi", "rmi", "rz"};
    labels.push_back(fmt::format("round:{}", kRound[var.mode & 3]));
    labels.push_back(fmt::format("denorm32:{}", (var.mode >> 4 & 3) == 3 ? "keep" : "flush"));
    labels.push_back(fmt::format("ieee:{}", var.mode >> 9 & 1));
  }
  if (var.neg) labels.push_back(fmt::format("mod:neg{}", var.neg));
  if (var.abs) labels.push_back(fmt::format("mod:abs{}", var.abs));
  if (var.clamp) labels.push_back("mod:clamp");
  if (var.omod) labels.push_back(fmt::format("mod:omod{}", var.omod));
  finish_labels(labels);
  v.labels = labels;
  out.push_back(std::move(v));
  return true;
}

}  // namespace

std::vector<gv::Vector> gen_valu(Op op) {
  const OpInfo& oi = info(op);
  std::vector<gv::Vector> out;
  if (oi.enc == Enc::VINTRP) return out;
  const bool native3 = is_vop3_native(oi);
  const std::string base_form = native3 ? "native" : "e32";
  const bool e32_ok = native3 || oi.fixed[int(Form::Native)].encodable;
  const std::string main_form = e32_ok ? base_form : "e64";
  const bool has_float = any_float(oi);
  const bool float_dst = is_float(oi.dst);
  int idx = 0;
  auto add = [&](Variant var) { build(out, oi, var, idx++); };
  // Value coverage: matrix over the pools (up to 6 x 64 combinations), walking ones, random.
  size_t combos = 1;
  for (Ty t : oi.src)
    if (t != Ty::None) combos *= pool(t).size();
  const int blocks = int(std::min<size_t>(6, (combos + 63) / 64));
  for (int k = 0; k < blocks; ++k) add({main_form, Fill::Matrix, k});
  add({main_form, Fill::Walk});
  for (int k = 0; k < 3; ++k) add({main_form, Fill::Random, k, ~0ull, kDefaultMode, 0, 0, 0, false, 0, 0, {}, {}, {}, {}, 0, 0, 0xF, 0xF, false, {"random"}});
  // EXEC patterns.
  for (uint64_t e : {0ull, 0x5555555555555555ull, 1ull << 37, 0xFFFFFFFF00000000ull}) {
    Variant var{main_form, Fill::Random, 1};
    var.exec = e;
    add(var);
  }
  // MODE: every round mode with denormals kept and flushed; IEEE and DX10 clamp off.
  if (has_float) {
    for (uint32_t r = 0; r < 4; ++r)
      for (uint32_t d : {0u, 3u}) {
        if (r == 0 && d == 3) continue;
        Variant var{main_form, Fill::Matrix, int(r + d)};
        var.mode = r | r << 2 | d << 4 | d << 6 | 0x300;
        add(var);
      }
    Variant var{main_form, Fill::Matrix, 0};
    var.mode = 0xF0;
    add(var);
  }
  // VOP3 forms and their modifiers.
  const bool vop3_ok = native3 || oi.fixed[int(Form::Vop3)].encodable;
  if (vop3_ok) {
    const std::string f = native3 ? "native" : "e64";
    if (!native3) add({f, Fill::Matrix, 0});
    const bool mods = oi.mod_forms >> int(native3 ? Form::Native : Form::Vop3) & 1;
    if (mods && has_float)
      for (auto [n, a] : {std::pair<int, int>{1, 0}, {6, 0}, {0, 7}, {7, 1}}) {
        Variant var{f, Fill::Matrix, n + a};
        var.neg = uint8_t(n);
        var.abs = uint8_t(a);
        add(var);
      }
    {
      Variant var{f, Fill::Matrix, 1};  // clamp: float saturation, or integer add/sub saturation
      var.clamp = true;
      add(var);
    }
    if (float_dst) {
      for (uint8_t o = 1; o <= 3; ++o) {
        Variant v2{f, Fill::Matrix, o};
        v2.omod = o;
        add(v2);
      }
    }
  }
  // SDWA.
  if (oi.fixed[int(Form::Sdwa)].encodable) {
    struct S { SdwaSel d, s0, s1; SdwaUnused u; uint8_t sext; const char* label; };
    const S ss[] = {{SdwaSel::Dword, SdwaSel::Byte1, SdwaSel::Word1, SdwaUnused::Pad, 0, "sdwa:byte1_word1"},
                    {SdwaSel::Word1, SdwaSel::Word0, SdwaSel::Byte3, SdwaUnused::Preserve, 1, "sdwa:dst_word1_preserve_sext0"},
                    {SdwaSel::Byte2, SdwaSel::Byte0, SdwaSel::Word0, SdwaUnused::Sext, 2, "sdwa:dst_byte2_sext"},
                    {SdwaSel::Word0, SdwaSel::Dword, SdwaSel::Dword, SdwaUnused::Pad, 0, "sdwa:dst_word0_pad"}};
    for (const S& s : ss) {
      Variant var{"sdwa", Fill::Random, 2};
      var.dst_sel = s.d, var.sel0 = s.s0, var.sel1 = s.s1, var.unused = s.u, var.sext = s.sext;
      var.labels = {s.label};
      add(var);
    }
    if (has_float && (oi.mod_forms >> int(Form::Sdwa) & 1)) {
      Variant var{"sdwa", Fill::Matrix, 2};
      var.neg = 1, var.abs = 2;
      add(var);
    }
  }
  // DPP.
  if (oi.fixed[int(Form::Dpp)].encodable) {
    struct D { uint16_t ctrl; uint8_t row, bank; bool bound; const char* label; };
    const D ds[] = {{0x0B1, 0xF, 0xF, false, "dpp:quad_perm"},   {0x101, 0xF, 0xF, true, "dpp:row_shl1_bound"},
                    {0x113, 0xA, 0xF, false, "dpp:row_shr3_rowmask"}, {0x124, 0xF, 0x5, false, "dpp:row_ror4_bankmask"},
                    {0x138, 0xF, 0xF, false, "dpp:wave_shr1"},   {0x143, 0xF, 0xF, true, "dpp:row_bcast31"},
                    {0x140, 0xF, 0xF, false, "dpp:row_mirror"}};
    for (const D& d : ds) {
      Variant var{"dpp", Fill::Random, 3};
      var.dpp_ctrl = d.ctrl, var.row_mask = d.row, var.bank_mask = d.bank, var.bound_ctrl = d.bound;
      var.labels = {d.label};
      add(var);
    }
  }
  // Source kinds for SRC0: SGPR, integer and float inline constants, literal (not in VOP3).
  if (!(oi.reg_only & 1) && oi.src[0] != Ty::None && op != Op::V_WRITELANE_B32) {
    for (uint16_t code : {uint16_t(kScalarSrc), uint16_t(128 + 9), uint16_t(193 + 2), uint16_t(240), uint16_t(248),
                          uint16_t(opnd::kLiteral)}) {
      if (code == opnd::kLiteral && (native3 || !e32_ok)) continue;
      Variant var{main_form, Fill::Matrix, 0};
      var.src0 = code;
      var.literal = uint32_t(pool(oi.src[0])[size_t(idx) % pool(oi.src[0]).size()]) | 0x10000;
      add(var);
    }
  }
  return out;
}

}  // namespace gcn::vec
