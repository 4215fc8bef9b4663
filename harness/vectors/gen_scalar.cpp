// Candidates for the scalar ALU and program-control encodings: SOP1, SOP2, SOPK, SOPC, SOPP.
// Register layout: SDST at s16 (pairs s[16:17]), SSRC0 at s8, SSRC1 at s12; M0-relative moves
// get small M0 values; branches land on one of the s_endpgm words that pad the program.
#include <fmt/format.h>

#include "harness/vectors/gen.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {

constexpr uint16_t kDst = 16, kSrc0 = 8, kSrc1 = 12;
constexpr uint32_t kSEndpgm = 0xBF810000u;

struct Scalar {
  uint64_t a = 0, b = 0, dst = 0;
  bool scc = false;
  uint64_t exec = ~0ull, vcc = 0;
  uint32_t m0 = 0;
  uint16_t src0 = kSrc0, src1 = kSrc1;  // operand codes (register, constant or literal)
  uint32_t literal = 0;
  int32_t simm16 = 0;
  int pad = 3;              // s_endpgm words after the instruction
  int lead = 0;             // s_endpgm words before it (negative branches)
  std::vector<std::string> labels;
};

void set_pair(gv::WaveInit& w, uint16_t at, Ty t, uint64_t v) {
  const int n = dwords_of(t);
  if (n >= 1) w.sgpr[at] = uint32_t(v);
  if (n >= 2) w.sgpr[at + 1u] = uint32_t(v >> 32);
}

bool push(std::vector<gv::Vector>& out, const OpInfo& oi, Inst in, const Scalar& s, int idx) {
  in.src[0] = oi.src[0] == Ty::None ? opnd::kNone : s.src0;
  if (oi.enc != Enc::SOPK) in.src[1] = oi.src[1] == Ty::None ? opnd::kNone : s.src1;
  if (oi.enc == Enc::SOPK && oi.src[0] != Ty::None && in.src[0] != opnd::kLiteral) in.src[0] = kDst;
  in.dst = oi.dst == Ty::None ? opnd::kNone : kDst;
  in.simm16 = s.simm16;
  in.has_literal = in.src[0] == opnd::kLiteral || in.src[1] == opnd::kLiteral;
  in.literal = s.literal;
  const std::vector<uint32_t> words = encode_checked(in);
  if (words.empty()) return false;
  Rng rng(seed_of(fmt::format("{}/{}", oi.name, idx)));
  gv::Vector v = base_vector(std::string(oi.name), rng);
  v.encoding = std::string(enc_name(oi.enc));
  v.form = "native";
  for (int i = 0; i < s.lead; ++i) v.program.push_back(kSEndpgm);
  v.program.insert(v.program.end(), words.begin(), words.end());
  for (int i = 0; i < 1 + s.pad; ++i) v.program.push_back(kSEndpgm);
  gv::WaveInit& w = v.waves[0];
  w.pc = kProgramBase + 4u * uint32_t(s.lead);
  w.num_vgprs = 4;
  if (oi.enc == Enc::SOPK) {
    set_pair(w, kDst, oi.src[0] != Ty::None ? oi.src[0] : oi.dst, s.a);
  } else {
    if (s.src0 == kSrc0) set_pair(w, kSrc0, oi.src[0], s.a);
    if (s.src1 == kSrc1) set_pair(w, kSrc1, oi.src[1], s.b);
    if (oi.dst != Ty::None) set_pair(w, kDst, Ty::B64, s.dst);
  }
  w.scc = s.scc;
  w.exec = s.exec;
  w.vcc = s.vcc;
  w.m0 = s.m0;
  v.labels = s.labels;
  v.labels.push_back(fmt::format("scc_in:{}", int(s.scc)));
  v.labels.push_back(exec_class(s.exec));
  if (oi.src[0] != Ty::None && s.src0 == kSrc0) v.labels.push_back("src0:" + value_class(oi.src[0], s.a));
  if (oi.src[1] != Ty::None && s.src1 == kSrc1) v.labels.push_back("src1:" + value_class(oi.src[1], s.b));
  if (s.src0 == opnd::kLiteral || s.src1 == opnd::kLiteral) v.labels.push_back("src:literal");
  if ((s.src0 >= 128 && s.src0 < 255) || (s.src1 >= 128 && s.src1 < 255)) v.labels.push_back("src:inline_constant");
  finish_labels(v.labels);
  out.push_back(std::move(v));
  return true;
}

// s_getreg/s_setreg SIMM16: hwreg id | offset << 6 | (size - 1) << 11.
std::vector<int32_t> hwregs(bool set) {
  std::vector<int32_t> r;
  if (set) {  // s_setreg: the modelled MODE fields (round, denorm, DX10 clamp, IEEE)
    for (auto [off, size] : {std::pair<int, int>{0, 4}, {4, 4}, {0, 10}, {8, 2}, {2, 3}}) r.push_back(1 | off << 6 | (size - 1) << 11);
    return r;
  }
  for (int id = 1; id <= 7; ++id)
    for (int off : {0, 4})
      for (int size : {32 - off, 4}) r.push_back(id | off << 6 | (size - 1) << 11);
  return r;
}

void gen_sopp(const OpInfo& oi, std::vector<gv::Vector>& out) {
  const Inst base = make_inst(oi.op);
  int idx = 0;
  Rng rng(seed_of(std::string(oi.name) + "/sopp"));
  if (oi.effects & kBranch) {
    for (int target : {0, 1, 2, -2})
      for (int cond = 0; cond < 4; ++cond) {
        Scalar s;
        s.simm16 = target;
        s.lead = target < 0 ? 1 : 0;
        s.scc = cond & 1;
        s.vcc = cond & 2 ? rng.next() | 1 : 0;
        s.exec = cond == 1 ? 0 : cond == 2 ? 0x5555555555555555ull : ~0ull;
        s.labels = {fmt::format("branch:{}", target < 0 ? "backward" : target == 0 ? "next" : "forward"),
                    s.vcc ? "vcc:nonzero" : "vcc:zero"};
        push(out, oi, base, s, idx++);
      }
    return;
  }
  std::vector<int32_t> imms = {0, 1, 3, 0x0F7F, 0x070F, 0x3F, int32_t(rng.below(0x10000))};
  if (oi.op == Op::S_NOP || oi.op == Op::S_SLEEP || oi.op == Op::S_SETPRIO) imms = {0, 1, 3, 7};
  for (int32_t imm : imms)
    for (uint64_t exec : {~0ull, 0ull}) {
      Scalar s;
      s.simm16 = imm;
      s.exec = exec;
      s.m0 = rng.u32();
      s.labels = {fmt::format("simm16:0x{:x}", imm)};
      push(out, oi, base, s, idx++);
    }
}

}  // namespace

std::vector<gv::Vector> gen_scalar(Op op) {
  const OpInfo& oi = info(op);
  std::vector<gv::Vector> out;
  if (oi.enc == Enc::SOPP) {
    gen_sopp(oi, out);
    return out;
  }
  Rng rng(seed_of(std::string(oi.name)));
  const Inst base = make_inst(op);
  const Ty t0 = oi.src[0] == Ty::None ? Ty::B32 : oi.src[0];
  const Ty t1 = oi.src[1] == Ty::None ? Ty::B32 : oi.src[1];
  const auto& p0 = pool(t0);
  const auto& p1 = oi.enc == Enc::SOPK ? pool(Ty::I16) : pool(t1);
  const bool branch = oi.effects & kBranch;
  const bool hwreg = op == Op::S_GETREG_B32 || op == Op::S_SETREG_B32 || op == Op::S_SETREG_IMM32_B32;
  const bool m0_rel = oi.name.find("movrel") != std::string_view::npos;
  const size_t n = std::max(p0.size(), p1.size());
  int idx = 0;
  auto fill = [&](Scalar& s, size_t i, bool random) {
    s.a = random ? rng.next() : p0[i % p0.size()];
    s.b = random ? rng.next() : p1[(i * 7 + 3) % p1.size()];
    s.dst = rng.next();
    s.scc = i & 1;
    s.vcc = rng.next();
    s.exec = i % 5 == 4 ? rng.next() : ~0ull;
    s.m0 = m0_rel ? uint32_t(i % 4) : rng.u32();
    if (branch) s.a = kProgramBase + 4 * (1 + i % 3);  // s_setpc/s_swappc: onto a padding s_endpgm
    const std::vector<int32_t> hw = hwregs(op != Op::S_GETREG_B32);
    if (oi.enc == Enc::SOPK) s.simm16 = int32_t(hwreg ? hw[i % hw.size()] : s.b & 0xFFFF);
    if (op == Op::S_SETREG_IMM32_B32) s.src0 = opnd::kLiteral, s.literal = uint32_t(s.a);
    if (random) s.labels.push_back("random");
  };
  for (size_t i = 0; i < n + 8; ++i) {
    Scalar s;
    fill(s, i, i >= n);
    push(out, oi, base, s, idx++);
  }
  if (oi.enc == Enc::SOPK || branch) return out;
  // Source kinds: inline constants and literals in each source slot.
  for (int slot = 0; slot < 2; ++slot) {
    if (oi.src[slot] == Ty::None) continue;
    for (uint16_t code : {uint16_t(128 + 7), uint16_t(193 + 4), uint16_t(240), uint16_t(opnd::kLiteral)}) {
      Scalar s;
      fill(s, size_t(idx), false);
      (slot ? s.src1 : s.src0) = code;
      s.literal = code == opnd::kLiteral ? (idx & 1 ? 0x80000000u : 0x12345678u) : 0;
      if (s.src0 == opnd::kLiteral && s.src1 == opnd::kLiteral) continue;
      push(out, oi, base, s, idx++);
    }
  }
  return out;
}

}  // namespace gcn::vec
