#include "golden/isa/encoder.h"

#include "golden/isa/fields.h"

namespace gcn {
namespace {

namespace f = field;

// 8-bit VGPR fields hold n of v<n> (Inst stores 256 + n); kNone encodes as 0.
uint32_t v8(uint16_t code) {
  return code == opnd::kNone ? 0 : static_cast<uint32_t>(code - opnd::kVgpr0);
}
uint32_t raw(uint16_t code) { return code == opnd::kNone ? 0 : code; }

bool is_interp(const Inst& in) { return in.info->name.substr(0, 9) == "v_interp_"; }

struct Words {
  uint32_t w[2] = {0, 0};
  int n = 1;
};

void sop2(const Inst& in, Words& o) {
  namespace e = f::sop2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kSdst.set(o.w, raw(in.dst));
  e::kSsrc0.set(o.w, raw(in.src[0]));
  e::kSsrc1.set(o.w, raw(in.src[1]));
}

void sopk(const Inst& in, Words& o) {
  namespace e = f::sopk;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  bool sdst_read = in.src[0] != opnd::kNone && in.src[0] != opnd::kLiteral;
  e::kSdst.set(o.w, raw(in.dst != opnd::kNone ? in.dst : sdst_read ? in.src[0] : opnd::kNone));
  e::kSimm16.set(o.w, static_cast<uint32_t>(in.simm16));
}

void sop1(const Inst& in, Words& o) {
  namespace e = f::sop1;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kSdst.set(o.w, raw(in.dst));
  e::kSsrc0.set(o.w, raw(in.src[0]));
}

void sopc(const Inst& in, Words& o) {
  namespace e = f::sopc;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kSsrc0.set(o.w, raw(in.src[0]));
  e::kSsrc1.set(o.w, in.src[1] != opnd::kNone ? in.src[1] : static_cast<uint32_t>(in.simm16));
}

void sopp(const Inst& in, Words& o) {
  namespace e = f::sopp;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kSimm16.set(o.w, static_cast<uint32_t>(in.simm16));
}

void smem(const Inst& in, Words& o) {
  namespace e = f::smem;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  uint16_t sdata = in.dst != opnd::kNone ? in.dst : in.src[1];
  e::kSdata.set(o.w, sdata != opnd::kNone ? sdata : e::kSdata.get(in.word.data()));
  e::kSbase.set(o.w, raw(in.sbase) / 2);
  e::kGlc.set(o.w, in.glc);
  e::kImm.set(o.w, in.imm);
  e::kOffset.set(o.w, in.offset);
}

// SDWA / DPP dword and the 0xF9 / 0xFA SRC0 code of VOP1/VOP2/VOPC.
uint32_t src0_ext(const Inst& in, Words& o) {
  if (!in.sdwa && !in.dpp) return raw(in.src[0]);
  o.n = 2;
  if (in.sdwa) {
    namespace e = f::sdwa;
    e::kSrc0.set(o.w, v8(in.src[0]));
    e::kDstSel.set(o.w, static_cast<uint32_t>(in.dst_sel));
    e::kDstUnused.set(o.w, static_cast<uint32_t>(in.dst_unused));
    e::kClamp.set(o.w, in.clamp);
    e::kSrc0Sel.set(o.w, static_cast<uint32_t>(in.src_sel[0]));
    e::kSrc1Sel.set(o.w, static_cast<uint32_t>(in.src_sel[1]));
    e::kSrc0Sext.set(o.w, in.sext & 1);
    e::kSrc1Sext.set(o.w, in.sext >> 1 & 1);
    e::kSrc0Neg.set(o.w, in.neg & 1);
    e::kSrc1Neg.set(o.w, in.neg >> 1 & 1);
    e::kSrc0Abs.set(o.w, in.abs & 1);
    e::kSrc1Abs.set(o.w, in.abs >> 1 & 1);
    return opnd::kSdwa;
  }
  namespace e = f::dpp;
  e::kSrc0.set(o.w, v8(in.src[0]));
  e::kCtrl.set(o.w, in.dpp_ctrl);
  e::kBoundCtrl.set(o.w, in.bound_ctrl);
  e::kSrc0Neg.set(o.w, in.neg & 1);
  e::kSrc1Neg.set(o.w, in.neg >> 1 & 1);
  e::kSrc0Abs.set(o.w, in.abs & 1);
  e::kSrc1Abs.set(o.w, in.abs >> 1 & 1);
  e::kBankMask.set(o.w, in.bank_mask);
  e::kRowMask.set(o.w, in.row_mask);
  return opnd::kDpp;
}

void vop2(const Inst& in, Words& o) {
  namespace e = f::vop2;
  o.w[0] = 0;
  e::kOp.set(o.w, in.info->opcode);
  e::kVdst.set(o.w, v8(in.dst));
  Op op = in.info->op;
  bool madmk = op == Op::V_MADMK_F32 || op == Op::V_MADMK_F16;
  e::kVsrc1.set(o.w, v8(madmk ? in.src[2] : in.src[1]));
  e::kSrc0.set(o.w, src0_ext(in, o));
}

void vop1(const Inst& in, Words& o) {
  namespace e = f::vop1;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kVdst.set(o.w, in.info->sgpr_dst ? raw(in.dst) : v8(in.dst));
  e::kSrc0.set(o.w, src0_ext(in, o));
}

void vopc(const Inst& in, Words& o) {
  namespace e = f::vopc;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kVsrc1.set(o.w, v8(in.src[1]));
  e::kSrc0.set(o.w, src0_ext(in, o));
}

void vop3(const Inst& in, Words& o) {
  namespace e = f::vop3;
  const OpInfo& i = *in.info;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  bool native_vop3 = i.enc == Enc::VOP3A || i.enc == Enc::VOP3B;
  e::kOp.set(o.w, static_cast<uint32_t>(native_vop3 ? i.opcode : i.vop3_opcode));
  e::kClamp.set(o.w, in.clamp);
  e::kOmod.set(o.w, in.omod);
  if (is_interp(in)) {
    e::kVdst.set(o.w, v8(in.dst));
    e::kSrc0.set(o.w, in.attr | in.attr_chan << 6 | (in.high ? 1u : 0u) << 8);
    e::kSrc1.set(o.w, i.op == Op::V_INTERP_MOV_F32 ? in.interp_param : raw(in.src[0]));
    e::kSrc2.set(o.w, raw(in.src[2]));
    e::kNeg.set(o.w, static_cast<uint32_t>((in.neg & 1) << 1 | (in.neg & 4)));
    e::kAbs.set(o.w, static_cast<uint32_t>((in.abs & 1) << 1 | (in.abs & 4)));
    return;
  }
  if (i.enc == Enc::VOPC)
    e::kVdst.set(o.w, raw(in.sdst));
  else
    e::kVdst.set(o.w, i.sgpr_dst ? raw(in.dst) : v8(in.dst));
  if (in.enc == Enc::VOP3B)
    e::kSdst.set(o.w, raw(in.sdst));
  else
    e::kAbs.set(o.w, in.abs);
  for (int s = 0; s < 3; ++s) e::kSrc[s].set(o.w, raw(in.src[s]));
  e::kNeg.set(o.w, in.neg);
}

void vintrp(const Inst& in, Words& o) {
  namespace e = f::vintrp;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kVdst.set(o.w, v8(in.dst));
  e::kAttr.set(o.w, in.attr);
  e::kAttrChan.set(o.w, in.attr_chan);
  e::kVsrc.set(o.w, in.info->op == Op::V_INTERP_MOV_F32 ? in.interp_param : v8(in.src[0]));
}

void ds(const Inst& in, Words& o) {
  namespace e = f::ds;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kOffset16.set(o.w, in.offset);
  e::kGds.set(o.w, in.gds);
  e::kAddr.set(o.w, v8(in.vaddr));
  e::kData0.set(o.w, v8(in.vdata));
  e::kData1.set(o.w, v8(in.vdata1));
  e::kVdst.set(o.w, v8(in.dst));
}

void flat(const Inst& in, Words& o) {
  namespace e = f::flat;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kOffset.set(o.w, in.offset);
  e::kGlc.set(o.w, in.glc);
  e::kSlc.set(o.w, in.slc);
  e::kTfe.set(o.w, in.tfe);
  e::kAddr.set(o.w, v8(in.vaddr));
  e::kData.set(o.w, v8(in.vdata));
  e::kVdst.set(o.w, v8(in.dst));
}

uint16_t vdata_of(const Inst& in) { return in.dst != opnd::kNone ? in.dst : in.vdata; }

void mubuf(const Inst& in, Words& o) {
  namespace e = f::mubuf;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kOffset.set(o.w, in.offset);
  e::kOffen.set(o.w, in.offen);
  e::kIdxen.set(o.w, in.idxen);
  e::kGlc.set(o.w, in.glc);
  e::kLds.set(o.w, in.lds);
  e::kSlc.set(o.w, in.slc);
  e::kTfe.set(o.w, in.tfe);
  e::kVaddr.set(o.w, v8(in.vaddr));
  e::kVdata.set(o.w, v8(vdata_of(in)));
  e::kSrsrc.set(o.w, raw(in.srsrc) / 4);
  e::kSoffset.set(o.w, raw(in.soffset));
}

void mtbuf(const Inst& in, Words& o) {
  namespace e = f::mtbuf;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kOffset.set(o.w, in.offset);
  e::kOffen.set(o.w, in.offen);
  e::kIdxen.set(o.w, in.idxen);
  e::kGlc.set(o.w, in.glc);
  e::kDfmt.set(o.w, in.dfmt);
  e::kNfmt.set(o.w, in.nfmt);
  e::kSlc.set(o.w, in.slc);
  e::kTfe.set(o.w, in.tfe);
  e::kVaddr.set(o.w, v8(in.vaddr));
  e::kVdata.set(o.w, v8(vdata_of(in)));
  e::kSrsrc.set(o.w, raw(in.srsrc) / 4);
  e::kSoffset.set(o.w, raw(in.soffset));
}

void mimg(const Inst& in, Words& o) {
  namespace e = f::mimg;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kOp.set(o.w, in.info->opcode);
  e::kG16.set(o.w, in.g16);
  e::kDmask.set(o.w, in.dmask);
  e::kUnorm.set(o.w, in.unorm);
  e::kGlc.set(o.w, in.glc);
  e::kDa.set(o.w, in.da);
  e::kR128.set(o.w, in.r128);
  e::kTfe.set(o.w, in.tfe);
  e::kLwe.set(o.w, in.lwe);
  e::kSlc.set(o.w, in.slc);
  e::kD16.set(o.w, in.d16);
  e::kVaddr.set(o.w, v8(in.vaddr));
  e::kVdata.set(o.w, v8(vdata_of(in)));
  e::kSrsrc.set(o.w, raw(in.srsrc) / 4);
  e::kSsamp.set(o.w, raw(in.ssamp) / 4);
}

void exp(const Inst& in, Words& o) {
  namespace e = f::exp;
  o.n = 2;
  o.w[0] = e::kPrefix.bits();
  e::kEn.set(o.w, in.exp_en);
  e::kTgt.set(o.w, in.exp_tgt);
  e::kCompr.set(o.w, in.exp_compr);
  e::kDone.set(o.w, in.exp_done);
  e::kVm.set(o.w, in.exp_vm);
  for (int k = 0; k < 4; ++k) e::kVsrc[k].set(o.w, v8(in.exp_src[k]));
}

}  // namespace

std::vector<uint32_t> encode(const Inst& in) {
  if (in.info == nullptr) return {};
  Words o;
  switch (in.enc) {
    case Enc::SOP2: sop2(in, o); break;
    case Enc::SOPK: sopk(in, o); break;
    case Enc::SOP1: sop1(in, o); break;
    case Enc::SOPC: sopc(in, o); break;
    case Enc::SOPP: sopp(in, o); break;
    case Enc::SMEM: smem(in, o); break;
    case Enc::VOP2: vop2(in, o); break;
    case Enc::VOP1: vop1(in, o); break;
    case Enc::VOPC: vopc(in, o); break;
    case Enc::VOP3A:
    case Enc::VOP3B: vop3(in, o); break;
    case Enc::VINTRP: vintrp(in, o); break;
    case Enc::DS: ds(in, o); break;
    case Enc::FLAT: flat(in, o); break;
    case Enc::MUBUF: mubuf(in, o); break;
    case Enc::MTBUF: mtbuf(in, o); break;
    case Enc::MIMG: mimg(in, o); break;
    case Enc::EXP: exp(in, o); break;
    default: return {};
  }
  std::vector<uint32_t> out(o.w, o.w + o.n);
  if (in.has_literal) out.push_back(in.literal);
  return out;
}

}  // namespace gcn
