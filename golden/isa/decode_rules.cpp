// Acceptance rules mirroring LLVM 14's gfx803 disassembler. Each rule names the LLVM behaviour.
#include "golden/isa/decode_rules.h"

#include "golden/isa/fields.h"
#include "golden/isa/operand_codes.h"

namespace gcn {
namespace {

using opnd::code_ok;
using opnd::dwords;

bool is_vop(Enc e) {
  return e == Enc::VOP1 || e == Enc::VOP2 || e == Enc::VOPC || e == Enc::VOP3A || e == Enc::VOP3B;
}

bool vgpr_ok(uint16_t code, Ty t) {
  return code == opnd::kNone || opnd::vgpr_fits(code, dwords(t));
}

// Scalar-ALU and SMEM operands: every slot is an SGPR-or-constant code of its type's width.
bool scalar_operands_ok(const Inst& in) {
  const OpInfo& i = *in.info;
  bool literal = in.enc != Enc::SMEM && in.enc != Enc::SOPK;
  for (int s = 0; s < 3; ++s) {
    uint16_t c = in.src[s];
    if (c != opnd::kNone && !(in.enc == Enc::SOPK && c == opnd::kLiteral) &&
        !code_ok(c, dwords(i.src[s]), literal))
      return false;
  }
  if (in.dst != opnd::kNone && !code_ok(in.dst, dwords(i.dst), false)) return false;
  if (i.src[0] != Ty::None && in.sbase != opnd::kNone &&
      !code_ok(in.sbase, dwords(i.src[0]), false))
    return false;
  return true;
}

// MIMG data is as wide as DMASK selects (gather4: always four), plus one dword for TFE; the
// address is as wide as the table's entry (LLVM's choice for the opcode).
// LLVM decodes VDATA at its opcode's base width (four for gather4, else one) and only then widens
// it to the DMASK width if that still fits in v0..v255, so only the base width must fit.
bool mimg_operands_ok(const Inst& in) {
  int data = opnd::mimg_base_vdata_dwords(in);
  if (in.dst != opnd::kNone && !opnd::vgpr_fits(in.dst, data)) return false;
  if (in.vdata != opnd::kNone && !opnd::vgpr_fits(in.vdata, data)) return false;
  return vgpr_ok(in.vaddr, in.info->src[0]) && code_ok(in.ssamp, 4, false);
}

// VGPR tuples of memory instructions stay inside v0..v255; SGPR resources are valid tuples.
bool memory_operands_ok(const Inst& in) {
  const OpInfo& i = *in.info;
  bool mimg = in.enc == Enc::MIMG;  // data width from DMASK, checked below
  bool buffer = in.enc == Enc::MUBUF || in.enc == Enc::MTBUF;  // VADDR width from OFFEN/IDXEN
  for (int s = 0; s < 2; ++s)
    if (!(mimg && s == 1) && !(buffer && s == 0) && !vgpr_ok(in.src[s], i.src[s])) return false;
  if (in.enc == Enc::DS && !vgpr_ok(in.src[2], i.src[2])) return false;
  if (!mimg && !vgpr_ok(in.dst, i.dst)) return false;
  if (in.enc == Enc::DS || in.enc == Enc::FLAT) return true;
  if (i.src[2] == Ty::None) return true;  // buffer_wbinvl1 & co.: no operand fields at all
  if (!code_ok(in.srsrc, dwords(i.src[2]), false)) return false;
  if (in.soffset != opnd::kNone && !code_ok(in.soffset, 1, false)) return false;
  if ((in.enc == Enc::MUBUF || in.enc == Enc::MTBUF) && (in.offen || in.idxen) &&
      !opnd::vgpr_fits(in.vaddr, in.offen && in.idxen ? 2 : 1))
    return false;
  if (in.enc == Enc::MIMG) return mimg_operands_ok(in);
  return true;
}

bool vector_alu_operands_ok(const Inst& in) {
  const OpInfo& i = *in.info;
  bool e32 = in.enc == Enc::VOP1 || in.enc == Enc::VOP2 || in.enc == Enc::VOPC;
  for (int s = 0; s < 3; ++s) {
    uint16_t c = in.src[s];
    if (c == opnd::kNone || (e32 && c == opnd::kVccLo && s == 2)) continue;
    bool literal_slot = e32 && (s == 0 || c == opnd::kLiteral);
    if ((in.sdwa || in.dpp) && s == 0) {
      if (!vgpr_ok(c, i.src[s])) return false;
      continue;
    }
    if (!code_ok(c, dwords(i.src[s]), literal_slot)) return false;
  }
  // An SGPR destination decodes like a source: LLVM even takes 255 and reads a literal for it.
  if (in.dst != opnd::kNone) {
    if (i.sgpr_dst ? !code_ok(in.dst, 1, e32) : !vgpr_ok(in.dst, i.dst)) return false;
  }
  if (!e32 && in.sdst != opnd::kNone && !code_ok(in.sdst, 2, false)) return false;
  return true;
}

}  // namespace

bool operands_ok(const Inst& in) {
  switch (in.enc) {
    case Enc::SOP2:
    case Enc::SOPK:
    case Enc::SOP1:
    case Enc::SOPC:
    case Enc::SMEM: return scalar_operands_ok(in);
    case Enc::DS:
    case Enc::FLAT:
    case Enc::MUBUF:
    case Enc::MTBUF:
    case Enc::MIMG: return memory_operands_ok(in);
    default: return is_vop(in.enc) ? vector_alu_operands_ok(in) : true;
  }
}

}  // namespace gcn
