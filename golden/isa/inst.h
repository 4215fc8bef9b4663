// A decoded GFX8 instruction: raw words plus the operand fields every encoding shares,
// extracted once so executors and the disassembler never re-parse bit fields.
#pragma once

#include <array>
#include <cstdint>

#include "golden/isa/opcode_table.h"

namespace gcn {

// Unified operand numbering (the 9-bit VOP3 SRC space):
//   0..101   SGPR s0..s101        102/103 FLAT_SCRATCH_LO/HI   104/105 XNACK_MASK_LO/HI
//   106/107  VCC_LO/VCC_HI        108/109 TBA_LO/HI  110/111 TMA_LO/HI  112..123 TTMP0..11 (GFX8;
//   GFX9 renumbers 108..123 as TTMP0..15)   124 M0   125 NULL (LLVM name)
//   126/127 EXEC_LO/HI
//   128..192 inline integers 0..64     193..208 inline -1..-16
//   235 SRC_SHARED_BASE .. 239 SRC_POPS_EXITING_WAVE_ID (GFX9 names; LLVM 14 decodes them for
//   gfx803 too, so the decoder accepts them)   209..234 reserved
//   240..247 inline floats 0.5,-0.5,1.0,-1.0,2.0,-2.0,4.0,-4.0     248 1/(2*pi) (GFX8)
//   249 SDWA  250 DPP  251 VCCZ  252 EXECZ  253 SCC  254 LDS_DIRECT  255 literal
//   256..511 VGPR v0..v255
// 8-bit VGPR fields (VDST, VSRC1, VADDR, VDATA) are stored as 256 + n.
namespace opnd {
inline constexpr uint16_t kFlatScratchLo = 102;
inline constexpr uint16_t kXnackMaskLo = 104;
inline constexpr uint16_t kVccLo = 106;
inline constexpr uint16_t kVccHi = 107;
inline constexpr uint16_t kTbaLo = 108;
inline constexpr uint16_t kTmaLo = 110;
inline constexpr uint16_t kTtmp0Gfx8 = 112;
inline constexpr uint16_t kM0 = 124;
inline constexpr uint16_t kExecLo = 126;
inline constexpr uint16_t kExecHi = 127;
inline constexpr uint16_t kConstZero = 128;
inline constexpr uint16_t kInvTwoPi = 248;
inline constexpr uint16_t kSdwa = 249;
inline constexpr uint16_t kDpp = 250;
inline constexpr uint16_t kVccZ = 251;
inline constexpr uint16_t kExecZ = 252;
inline constexpr uint16_t kScc = 253;
inline constexpr uint16_t kLdsDirect = 254;
inline constexpr uint16_t kLiteral = 255;
inline constexpr uint16_t kVgpr0 = 256;
inline constexpr uint16_t kNone = 0xFFFF;
inline constexpr bool is_vgpr(uint16_t o) { return o >= kVgpr0 && o != kNone; }
}  // namespace opnd

// SDWA operand selects (GCN3 manual, SDWA section).
enum class SdwaSel : uint8_t { Byte0, Byte1, Byte2, Byte3, Word0, Word1, Dword };
enum class SdwaUnused : uint8_t { Pad, Sext, Preserve };

struct Inst {
  const OpInfo* info = nullptr;  // nullptr: not decodable
  Enc enc = Enc::Count;          // encoding actually used (VOP3A/VOP3B for promoted VOP1/2/C)
  uint8_t size = 0;              // bytes: 4, 8, or +4 for a literal
  std::array<uint32_t, 2> word{};
  uint32_t literal = 0;
  bool has_literal = false;

  // ALU operands in unified numbering; kNone when the slot is absent.
  uint16_t dst = opnd::kNone;    // SDST / VDST (as 256+n)
  uint16_t sdst = opnd::kNone;   // VOP3B carry-out / VOPC-in-VOP3 SDST
  std::array<uint16_t, 3> src{opnd::kNone, opnd::kNone, opnd::kNone};
  int32_t simm16 = 0;            // SOPK/SOPP SIMM16, sign-extended where the opcode is signed

  // VOP3 / SDWA / DPP modifiers. neg/abs bit i applies to src[i].
  uint8_t neg = 0, abs = 0;
  bool clamp = false;
  uint8_t omod = 0;              // 0 none, 1 *2, 2 *4, 3 /2
  bool sdwa = false;
  SdwaSel dst_sel = SdwaSel::Dword;
  SdwaUnused dst_unused = SdwaUnused::Pad;
  std::array<SdwaSel, 2> src_sel{SdwaSel::Dword, SdwaSel::Dword};
  uint8_t sext = 0;              // SDWA sign-extend bit per src
  bool dpp = false;
  uint16_t dpp_ctrl = 0;
  uint8_t row_mask = 0xF, bank_mask = 0xF;
  bool bound_ctrl = false;

  // Memory encodings.
  uint16_t vaddr = opnd::kNone;  // VGPR address (256+n)
  uint16_t vdata = opnd::kNone;  // VGPR data in/out (256+n); DS: data0
  uint16_t vdata1 = opnd::kNone; // DS data1
  uint16_t sbase = opnd::kNone;  // SMEM SBASE (SGPR index, even)
  uint16_t srsrc = opnd::kNone;  // MUBUF/MTBUF/MIMG resource (SGPR index, multiple of 4)
  uint16_t soffset = opnd::kNone;// MUBUF/MTBUF SOFFSET, or SMEM SGPR offset when !imm
  uint32_t offset = 0;           // SMEM 20-bit, MUBUF 12-bit, DS 16-bit
  uint8_t offset0 = 0, offset1 = 0;  // DS two-address forms
  bool imm = false;              // SMEM offset is immediate
  bool glc = false, slc = false, tfe = false, lds = false, gds = false;
  bool idxen = false, offen = false;
  uint8_t dfmt = 0, nfmt = 0;    // MTBUF
  uint8_t dmask = 0;             // MIMG
  bool unorm = false, da = false, r128 = false, lwe = false, d16 = false;  // MIMG
  uint16_t ssamp = opnd::kNone;  // MIMG sampler (SGPR index, multiple of 4)
  bool g16 = false;              // MIMG bit 0: LLVM 14 decodes GFX10's 16-bit-gradient *_g16 forms

  // VINTRP, and the VOP3 forms of v_interp_* (SRC0 holds the attribute there).
  uint8_t attr = 0, attr_chan = 0;
  bool high = false;             // VOP3 v_interp_*_f16: use the high half of the attribute
  uint16_t interp_param = 0;     // v_interp_mov_f32: 0 P10, 1 P20, 2 P0 (others invalid)

  // EXP
  uint8_t exp_tgt = 0, exp_en = 0;
  bool exp_compr = false, exp_done = false, exp_vm = false;
  std::array<uint16_t, 4> exp_src{opnd::kNone, opnd::kNone, opnd::kNone, opnd::kNone};
};


// The instruction's dwords as they are in memory (encoding dwords, then the literal), zero
// padded: what the retire record carries.
inline std::array<uint32_t, 3> raw_words(const Inst& in) {
  std::array<uint32_t, 3> r{in.word[0], 0, 0};
  const int enc_dwords = (in.size - (in.has_literal ? 4 : 0)) / 4;
  if (enc_dwords > 1) r[1] = in.word[1];
  if (in.has_literal) r[size_t(enc_dwords)] = in.literal;
  return r;
}

}  // namespace gcn
