// GFX8 decoder: classify dword 0 by its encoding prefix, look the opcode up in per-encoding arrays
// built once from kOpTable, then extract operand fields into Inst.
//
// Which words are rejected mirrors LLVM 14's gfx803 disassembler (the oracle test holds us to it):
// an opcode the table lacks, a bit the entry's FixedBits pins (a modifier or field the instruction
// does not have), or an operand code that names no register or constant (decode_rules.cpp).
#include "golden/isa/decoder.h"

#include <array>

#include "golden/isa/decode_rules.h"
#include "golden/isa/fields.h"

namespace gcn {
namespace {

namespace f = field;
constexpr uint16_t kNoOp = 0xFFFF;
constexpr int kOpcodeSpace = 1024;  // VOP3's 10-bit opcode is the widest

// Op index per (native encoding, opcode). VOP3 words of every kind use the VOP3A row, filled
// from VOP3-only entries and from vop3_opcode of VOP1/VOP2/VOPC/VINTRP entries.
struct Lookup {
  std::array<std::array<uint16_t, kOpcodeSpace>, static_cast<int>(Enc::Count)> op;

  Lookup() {
    for (auto& row : op) row.fill(kNoOp);
    for (int i = 0; i < kNumOps; ++i) {
      const OpInfo& e = kOpTable[i];
      Enc row = e.enc == Enc::VOP3B ? Enc::VOP3A : e.enc;
      op[static_cast<int>(row)][e.opcode] = static_cast<uint16_t>(i);
      if (e.vop3_opcode >= 0)
        op[static_cast<int>(Enc::VOP3A)][e.vop3_opcode] = static_cast<uint16_t>(i);
    }
  }
  const OpInfo* find(Enc enc, uint32_t opcode) const {
    uint16_t i = op[static_cast<int>(enc)][opcode];
    return i == kNoOp ? nullptr : &kOpTable[i];
  }
};

const Lookup& lookup() {
  static const Lookup table;
  return table;
}

// Native encoding of a word by its prefix (GCN3 manual, "Microcode Formats"). SOPK/SOP1/SOPC/SOPP
// share SOP2's 0b10 prefix, so the longer prefixes are tested first.
Enc classify(uint32_t w0) {
  if (f::sop1::kPrefix.matches(w0)) return Enc::SOP1;
  if (f::sopc::kPrefix.matches(w0)) return Enc::SOPC;
  if (f::sopp::kPrefix.matches(w0)) return Enc::SOPP;
  if (f::sopk::kPrefix.matches(w0)) return Enc::SOPK;
  if (f::sop2::kPrefix.matches(w0)) return Enc::SOP2;
  if (f::vop1::kPrefix.matches(w0)) return Enc::VOP1;
  if (f::vopc::kPrefix.matches(w0)) return Enc::VOPC;
  if (f::vop2::kPrefix.matches(w0)) return Enc::VOP2;
  constexpr std::pair<f::Prefix, Enc> k64[] = {
      {f::smem::kPrefix, Enc::SMEM},     {f::vop3::kPrefix, Enc::VOP3A},
      {f::vintrp::kPrefix, Enc::VINTRP}, {f::ds::kPrefix, Enc::DS},
      {f::flat::kPrefix, Enc::FLAT},     {f::mubuf::kPrefix, Enc::MUBUF},
      {f::mtbuf::kPrefix, Enc::MTBUF},   {f::mimg::kPrefix, Enc::MIMG},
      {f::exp::kPrefix, Enc::EXP}};
  for (const auto& [prefix, enc] : k64)
    if (prefix.matches(w0)) return enc;
  return Enc::Count;
}

uint32_t opcode_of(Enc enc, const uint32_t* w) {
  switch (enc) {
    case Enc::SOP2: return f::sop2::kOp.get(w);
    case Enc::SOPK: return f::sopk::kOp.get(w);
    case Enc::SOP1: return f::sop1::kOp.get(w);
    case Enc::SOPC: return f::sopc::kOp.get(w);
    case Enc::SOPP: return f::sopp::kOp.get(w);
    case Enc::SMEM: return f::smem::kOp.get(w);
    case Enc::VOP2: return f::vop2::kOp.get(w);
    case Enc::VOP1: return f::vop1::kOp.get(w);
    case Enc::VOPC: return f::vopc::kOp.get(w);
    case Enc::VOP3A: return f::vop3::kOp.get(w);
    case Enc::VINTRP: return f::vintrp::kOp.get(w);
    case Enc::DS: return f::ds::kOp.get(w);
    case Enc::FLAT: return f::flat::kOp.get(w);
    case Enc::MUBUF: return f::mubuf::kOp.get(w);
    case Enc::MTBUF: return f::mtbuf::kOp.get(w);
    case Enc::MIMG: return f::mimg::kOp.get(w);
    case Enc::EXP: return 0;
    default: return 0;
  }
}

bool has_dword1(Enc enc) {
  switch (enc) {
    case Enc::SMEM:
    case Enc::VOP3A:
    case Enc::DS:
    case Enc::FLAT:
    case Enc::MUBUF:
    case Enc::MTBUF:
    case Enc::MIMG:
    case Enc::EXP: return true;
    default: return false;
  }
}

constexpr uint16_t vgpr(uint32_t n) { return static_cast<uint16_t>(opnd::kVgpr0 + n); }

// Reads the literal dword that follows the instruction when any source names it.
bool take_literal(Inst& in, const uint32_t* words, size_t avail) {
  bool wants = in.info->sgpr_dst && in.dst == opnd::kLiteral;  // LLVM quirk, see decode_rules
  for (uint16_t s : in.src) wants |= s == opnd::kLiteral;
  if (!wants) return true;
  size_t at = in.size / 4;
  if (at >= avail) return false;
  in.literal = words[at];
  in.has_literal = true;
  in.size += 4;
  return true;
}

// ---- scalar ---------------------------------------------------------------------------------

bool decode_sop2(Inst& in, const uint32_t* w) {
  namespace e = f::sop2;
  if (in.info->dst != Ty::None) in.dst = static_cast<uint16_t>(e::kSdst.get(w));
  in.src[0] = static_cast<uint16_t>(e::kSsrc0.get(w));
  in.src[1] = static_cast<uint16_t>(e::kSsrc1.get(w));
  return true;
}

bool decode_sop1(Inst& in, const uint32_t* w) {
  namespace e = f::sop1;
  if (in.info->dst != Ty::None) in.dst = static_cast<uint16_t>(e::kSdst.get(w));
  if (in.info->src[0] != Ty::None) in.src[0] = static_cast<uint16_t>(e::kSsrc0.get(w));
  return true;
}

bool decode_sopc(Inst& in, const uint32_t* w) {
  namespace e = f::sopc;
  in.src[0] = static_cast<uint16_t>(e::kSsrc0.get(w));
  if (in.info->src[1] != Ty::None)
    in.src[1] = static_cast<uint16_t>(e::kSsrc1.get(w));
  else
    in.simm16 = static_cast<int32_t>(e::kSsrc1.get(w));  // s_set_gpr_idx_on mode bits
  return true;
}

int32_t simm16_value(uint32_t raw, Ty ty) {
  return ty == Ty::I16 ? static_cast<int16_t>(raw) : static_cast<int32_t>(raw);
}

bool decode_sopk(Inst& in, const uint32_t* w) {
  namespace e = f::sopk;
  const OpInfo& i = *in.info;
  uint16_t sdst = static_cast<uint16_t>(e::kSdst.get(w));
  if (i.dst != Ty::None) in.dst = sdst;
  in.simm16 = simm16_value(e::kSimm16.get(w), i.src[1]);
  if (i.op == Op::S_SETREG_IMM32_B32) {
    in.src[0] = opnd::kLiteral;
  } else if (i.src[0] != Ty::None) {
    in.src[0] = sdst;
  }
  return true;
}

bool decode_sopp(Inst& in, const uint32_t* w) {
  in.simm16 = simm16_value(f::sopp::kSimm16.get(w), in.info->src[0]);
  return true;
}

bool decode_smem(Inst& in, const uint32_t* w) {
  namespace e = f::smem;
  const OpInfo& i = *in.info;
  uint16_t sdata = static_cast<uint16_t>(e::kSdata.get(w));
  if (i.dst != Ty::None) in.dst = sdata;
  if (i.src[1] != Ty::None) in.src[1] = sdata;
  in.sbase = static_cast<uint16_t>(e::kSbase.get(w) * 2);
  in.glc = e::kGlc.get(w);
  in.imm = e::kImm.get(w);
  in.offset = e::kOffset.get(w);
  if (!in.imm) in.soffset = static_cast<uint16_t>(e::kSoffset.get(w));
  return true;
}

// ---- vector ALU -----------------------------------------------------------------------------

// Reads the SDWA or DPP dword of a VOP1/VOP2/VOPC word whose SRC0 selects it.
bool decode_sdwa(Inst& in, const uint32_t* w) {
  namespace e = f::sdwa;
  in.sdwa = true;
  in.src[0] = vgpr(e::kSrc0.get(w));
  in.dst_sel = static_cast<SdwaSel>(e::kDstSel.get(w));
  in.dst_unused = static_cast<SdwaUnused>(e::kDstUnused.get(w));
  in.clamp = e::kClamp.get(w);
  in.src_sel = {static_cast<SdwaSel>(e::kSrc0Sel.get(w)), static_cast<SdwaSel>(e::kSrc1Sel.get(w))};
  in.sext = static_cast<uint8_t>(e::kSrc0Sext.get(w) | e::kSrc1Sext.get(w) << 1);
  in.neg = static_cast<uint8_t>(e::kSrc0Neg.get(w) | e::kSrc1Neg.get(w) << 1);
  in.abs = static_cast<uint8_t>(e::kSrc0Abs.get(w) | e::kSrc1Abs.get(w) << 1);
  // Select 7 names no byte/word/dword (LLVM 14 crashes printing it): not an instruction.
  constexpr uint32_t kNoSel = 7;
  return e::kDstSel.get(w) != kNoSel && e::kSrc0Sel.get(w) != kNoSel && e::kSrc1Sel.get(w) != kNoSel;
}

bool decode_dpp(Inst& in, const uint32_t* w) {
  namespace e = f::dpp;
  in.dpp = true;
  in.src[0] = vgpr(e::kSrc0.get(w));
  in.dpp_ctrl = static_cast<uint16_t>(e::kCtrl.get(w));
  in.bound_ctrl = e::kBoundCtrl.get(w);
  in.neg = static_cast<uint8_t>(e::kSrc0Neg.get(w) | e::kSrc1Neg.get(w) << 1);
  in.abs = static_cast<uint8_t>(e::kSrc0Abs.get(w) | e::kSrc1Abs.get(w) << 1);
  in.bank_mask = static_cast<uint8_t>(e::kBankMask.get(w));
  in.row_mask = static_cast<uint8_t>(e::kRowMask.get(w));
  return true;
}

// SDWA/DPP take a second dword; otherwise SRC0 may name a literal.
bool decode_src0_ext(Inst& in, const uint32_t* words, size_t avail) {
  if (in.src[0] != opnd::kSdwa && in.src[0] != opnd::kDpp) return true;
  if (avail < 2) return false;
  in.word[1] = words[1];
  in.size = 8;
  return in.src[0] == opnd::kSdwa ? decode_sdwa(in, in.word.data())
                                  : decode_dpp(in, in.word.data());
}

// Implicit VCC operands of the e32 forms: VOPC result, VOP2 carry-out, cndmask/addc carry-in.
void add_implicit_vcc(Inst& in) {
  if (in.info->dst2 != Ty::None) in.sdst = opnd::kVccLo;
  if (in.info->src[2] == Ty::B64) in.src[2] = opnd::kVccLo;
}

bool decode_vop2(Inst& in, const uint32_t* words, size_t avail) {
  namespace e = f::vop2;
  const uint32_t* w = words;
  in.dst = vgpr(e::kVdst.get(w));
  in.src[0] = static_cast<uint16_t>(e::kSrc0.get(w));
  uint16_t vsrc1 = vgpr(e::kVsrc1.get(w));
  switch (in.info->op) {
    case Op::V_MADMK_F32:
    case Op::V_MADMK_F16:  // D = S0 * K + VSRC1
      in.src[1] = opnd::kLiteral;
      in.src[2] = vsrc1;
      break;
    case Op::V_MADAK_F32:
    case Op::V_MADAK_F16:  // D = S0 * VSRC1 + K
      in.src[1] = vsrc1;
      in.src[2] = opnd::kLiteral;
      break;
    default: in.src[1] = vsrc1; add_implicit_vcc(in);
  }
  return decode_src0_ext(in, words, avail);
}

bool decode_vop1(Inst& in, const uint32_t* words, size_t avail) {
  namespace e = f::vop1;
  const OpInfo& i = *in.info;
  uint32_t vdst = e::kVdst.get(words);
  if (i.dst != Ty::None) in.dst = i.sgpr_dst ? static_cast<uint16_t>(vdst) : vgpr(vdst);
  if (i.src[0] != Ty::None) in.src[0] = static_cast<uint16_t>(e::kSrc0.get(words));
  return decode_src0_ext(in, words, avail);
}

bool decode_vopc(Inst& in, const uint32_t* words, size_t avail) {
  namespace e = f::vopc;
  in.src[0] = static_cast<uint16_t>(e::kSrc0.get(words));
  in.src[1] = vgpr(e::kVsrc1.get(words));
  add_implicit_vcc(in);
  return decode_src0_ext(in, words, avail);
}

// VOP3 form of v_interp_*: SRC0 holds attribute, channel and the f16 "high" bit; SRC1 the VGPR.
bool decode_vop3_interp(Inst& in, const uint32_t* w) {
  namespace e = f::vop3;
  uint32_t s0 = e::kSrc0.get(w);
  in.attr = static_cast<uint8_t>(s0 & 0x3F);
  in.attr_chan = static_cast<uint8_t>((s0 >> 6) & 3);
  in.high = (s0 >> 8) & 1;
  if (in.info->op == Op::V_INTERP_MOV_F32)
    in.interp_param = static_cast<uint16_t>(e::kSrc1.get(w));
  else
    in.src[0] = static_cast<uint16_t>(e::kSrc1.get(w));
  if (in.info->src[2] != Ty::None) in.src[2] = static_cast<uint16_t>(e::kSrc2.get(w));
  in.dst = vgpr(e::kVdst.get(w));
  // Modifier bit i belongs to field SRCi; src[0] is the SRC1 field here.
  auto remap = [](uint32_t m) { return static_cast<uint8_t>((m >> 1 & 1) | (m & 4)); };
  in.neg = remap(e::kNeg.get(w));
  in.abs = remap(e::kAbs.get(w));
  in.clamp = e::kClamp.get(w);
  in.omod = static_cast<uint8_t>(e::kOmod.get(w));
  return true;
}

bool decode_vop3(Inst& in, const uint32_t* w) {
  namespace e = f::vop3;
  const OpInfo& i = *in.info;
  bool vop3b = i.enc == Enc::VOP3B || (i.enc == Enc::VOP2 && i.dst2 != Ty::None);
  in.enc = vop3b ? Enc::VOP3B : Enc::VOP3A;
  if (i.enc == Enc::VINTRP || i.name.substr(0, 9) == "v_interp_") return decode_vop3_interp(in, w);
  uint32_t vdst = e::kVdst.get(w);
  if (i.enc == Enc::VOPC)
    in.sdst = static_cast<uint16_t>(vdst);
  else if (i.dst != Ty::None)
    in.dst = i.sgpr_dst ? static_cast<uint16_t>(vdst) : vgpr(vdst);
  if (vop3b)
    in.sdst = static_cast<uint16_t>(e::kSdst.get(w));
  else
    in.abs = static_cast<uint8_t>(e::kAbs.get(w));
  for (int s = 0; s < 3; ++s)
    if (i.src[s] != Ty::None) in.src[s] = static_cast<uint16_t>(e::kSrc[s].get(w));
  in.clamp = e::kClamp.get(w);
  in.omod = static_cast<uint8_t>(e::kOmod.get(w));
  in.neg = static_cast<uint8_t>(e::kNeg.get(w));
  return true;
}

bool decode_vintrp(Inst& in, const uint32_t* w) {
  namespace e = f::vintrp;
  in.dst = vgpr(e::kVdst.get(w));
  in.attr = static_cast<uint8_t>(e::kAttr.get(w));
  in.attr_chan = static_cast<uint8_t>(e::kAttrChan.get(w));
  if (in.info->op == Op::V_INTERP_MOV_F32)
    in.interp_param = static_cast<uint16_t>(e::kVsrc.get(w));
  else
    in.src[0] = vgpr(e::kVsrc.get(w));
  return true;
}

// ---- memory ---------------------------------------------------------------------------------

bool decode_ds(Inst& in, const uint32_t* w) {
  namespace e = f::ds;
  const OpInfo& i = *in.info;
  in.offset = e::kOffset16.get(w);
  in.offset0 = static_cast<uint8_t>(e::kOffset0.get(w));
  in.offset1 = static_cast<uint8_t>(e::kOffset1.get(w));
  in.gds = e::kGds.get(w);
  if (i.src[0] != Ty::None) in.vaddr = vgpr(e::kAddr.get(w));
  if (i.src[1] != Ty::None) in.vdata = vgpr(e::kData0.get(w));
  if (i.src[2] != Ty::None) in.vdata1 = vgpr(e::kData1.get(w));
  if (i.dst != Ty::None) in.dst = vgpr(e::kVdst.get(w));
  in.src = {in.vaddr, in.vdata, in.vdata1};
  return true;
}

bool decode_flat(Inst& in, const uint32_t* w) {
  namespace e = f::flat;
  const OpInfo& i = *in.info;
  in.offset = e::kOffset.get(w);
  in.glc = e::kGlc.get(w);
  in.slc = e::kSlc.get(w);
  in.tfe = e::kTfe.get(w);
  in.vaddr = vgpr(e::kAddr.get(w));
  if (i.src[1] != Ty::None) in.vdata = vgpr(e::kData.get(w));
  bool returns = i.dst != Ty::None && (!(i.effects & kAtomic) || in.glc);
  if (returns) in.dst = vgpr(e::kVdst.get(w));
  in.src = {in.vaddr, in.vdata, opnd::kNone};
  return true;
}

void buffer_common(Inst& in, uint32_t vdata) {
  const OpInfo& i = *in.info;
  bool returns = i.dst != Ty::None && (!(i.effects & kAtomic) || in.glc);
  if (returns) in.dst = vgpr(vdata);
  if (i.src[1] != Ty::None) in.vdata = vgpr(vdata);
  in.src = {in.vaddr, in.vdata, in.srsrc};
}

bool decode_mubuf(Inst& in, const uint32_t* w) {
  namespace e = f::mubuf;
  in.offset = e::kOffset.get(w);
  in.offen = e::kOffen.get(w);
  in.idxen = e::kIdxen.get(w);
  in.glc = e::kGlc.get(w);
  in.lds = e::kLds.get(w);
  in.slc = e::kSlc.get(w);
  in.tfe = e::kTfe.get(w);
  in.vaddr = vgpr(e::kVaddr.get(w));
  in.srsrc = static_cast<uint16_t>(e::kSrsrc.get(w) * 4);
  in.soffset = static_cast<uint16_t>(e::kSoffset.get(w));
  buffer_common(in, e::kVdata.get(w));
  return true;
}

bool decode_mtbuf(Inst& in, const uint32_t* w) {
  namespace e = f::mtbuf;
  in.offset = e::kOffset.get(w);
  in.offen = e::kOffen.get(w);
  in.idxen = e::kIdxen.get(w);
  in.glc = e::kGlc.get(w);
  in.dfmt = static_cast<uint8_t>(e::kDfmt.get(w));
  in.nfmt = static_cast<uint8_t>(e::kNfmt.get(w));
  in.slc = e::kSlc.get(w);
  in.tfe = e::kTfe.get(w);
  in.vaddr = vgpr(e::kVaddr.get(w));
  in.srsrc = static_cast<uint16_t>(e::kSrsrc.get(w) * 4);
  in.soffset = static_cast<uint16_t>(e::kSoffset.get(w));
  buffer_common(in, e::kVdata.get(w));
  return true;
}

bool decode_mimg(Inst& in, const uint32_t* w) {
  namespace e = f::mimg;
  in.dmask = static_cast<uint8_t>(e::kDmask.get(w));
  in.unorm = e::kUnorm.get(w);
  in.glc = e::kGlc.get(w);
  in.da = e::kDa.get(w);
  in.r128 = e::kR128.get(w);
  in.tfe = e::kTfe.get(w);
  in.lwe = e::kLwe.get(w);
  in.slc = e::kSlc.get(w);
  in.d16 = e::kD16.get(w);
  in.g16 = e::kG16.get(w);
  in.vaddr = vgpr(e::kVaddr.get(w));
  in.srsrc = static_cast<uint16_t>(e::kSrsrc.get(w) * 4);
  in.ssamp = static_cast<uint16_t>(e::kSsamp.get(w) * 4);
  buffer_common(in, e::kVdata.get(w));
  return true;
}

bool decode_exp(Inst& in, const uint32_t* w) {
  namespace e = f::exp;
  in.exp_en = static_cast<uint8_t>(e::kEn.get(w));
  in.exp_tgt = static_cast<uint8_t>(e::kTgt.get(w));
  in.exp_compr = e::kCompr.get(w);
  in.exp_done = e::kDone.get(w);
  in.exp_vm = e::kVm.get(w);
  for (int k = 0; k < 4; ++k) in.exp_src[k] = vgpr(e::kVsrc[k].get(w));
  return true;
}

bool decode_fields(Inst& in, const uint32_t* words, size_t avail) {
  const uint32_t* w = in.word.data();
  switch (in.enc) {
    case Enc::SOP2: return decode_sop2(in, w);
    case Enc::SOPK: return decode_sopk(in, w);
    case Enc::SOP1: return decode_sop1(in, w);
    case Enc::SOPC: return decode_sopc(in, w);
    case Enc::SOPP: return decode_sopp(in, w);
    case Enc::SMEM: return decode_smem(in, w);
    case Enc::VOP2: return decode_vop2(in, words, avail);
    case Enc::VOP1: return decode_vop1(in, words, avail);
    case Enc::VOPC: return decode_vopc(in, words, avail);
    case Enc::VOP3A: return decode_vop3(in, w);
    case Enc::VINTRP: return decode_vintrp(in, w);
    case Enc::DS: return decode_ds(in, w);
    case Enc::FLAT: return decode_flat(in, w);
    case Enc::MUBUF: return decode_mubuf(in, w);
    case Enc::MTBUF: return decode_mtbuf(in, w);
    case Enc::MIMG: return decode_mimg(in, w);
    case Enc::EXP: return decode_exp(in, w);
    default: return false;
  }
}

// Which of the entry's forms this word uses, for its fixed bits.
Form form_of(const Inst& in) {
  if (in.sdwa) return Form::Sdwa;
  if (in.dpp) return Form::Dpp;
  bool vop3_word = in.enc == Enc::VOP3A || in.enc == Enc::VOP3B;
  bool vop3_entry = in.info->enc == Enc::VOP3A || in.info->enc == Enc::VOP3B;
  return vop3_word && !vop3_entry ? Form::Vop3 : Form::Native;
}

bool fixed_bits_ok(const Inst& in) {
  return in.info->fixed[static_cast<int>(form_of(in))].matches(in.word[0], in.word[1]);
}

}  // namespace

Inst decode(const uint32_t* words, size_t avail) {
  Inst in;
  if (avail == 0) return in;
  Enc enc = classify(words[0]);
  if (enc == Enc::Count) return in;
  bool two = has_dword1(enc);
  if (two && avail < 2) return in;
  in.word = {words[0], two ? words[1] : 0u};
  in.size = two ? 8 : 4;
  in.enc = enc;
  in.info = lookup().find(enc, opcode_of(enc, in.word.data()));
  if (in.info == nullptr || !decode_fields(in, words, avail) || !fixed_bits_ok(in) ||
      !take_literal(in, words, avail) || !operands_ok(in)) {
    return Inst{};
  }
  return in;
}

}  // namespace gcn
