// Seeded random instruction words, biased so every encoding (and SDWA/DPP, literals, valid
// opcodes) is drawn often: a uniform dword is almost always SOP2/VOP2 or junk.
#pragma once

#include <array>
#include <cstdint>
#include <random>

#include "golden/isa/fields.h"
#include "golden/isa/opcode_table.h"

namespace gcn::test {

class RandomWords {
 public:
  explicit RandomWords(uint64_t seed) : rng_(seed) {}

  // Fills w[0..3]; returns the encoding the draw aimed at (Enc::Count for a raw uniform draw).
  Enc next(std::array<uint32_t, 4>& w) {
    for (auto& x : w) x = static_cast<uint32_t>(rng_());
    int pick = static_cast<int>(rng_() % (static_cast<int>(Enc::Count) + 3));
    if (pick == static_cast<int>(Enc::Count)) {
      avoid_llvm_crash(w);
      return Enc::Count;
    }
    if (pick > static_cast<int>(Enc::Count)) return vop_ext(w);
    Enc enc = static_cast<Enc>(pick);
    if (enc == Enc::VOP3B) enc = Enc::VOP3A;
    force_prefix(enc, w[0]);
    if (rng_() % 4 != 0) force_valid_opcode(enc, w.data());
    maybe_small_operands(w);
    avoid_llvm_crash(w);
    return enc;
  }

  // LLVM 14 dereferences past its select-name table for an SDWA select of 7 and crashes, so
  // such words never reach it (decode() rejects them; see test_oracle).
  static bool llvm_crashes_on(const std::array<uint32_t, 4>& w) {
    namespace f = field;
    if (!(f::vop1::kPrefix.matches(w[0]) || f::vopc::kPrefix.matches(w[0]) ||
          f::vop2::kPrefix.matches(w[0])))
      return false;
    if (f::vop2::kSrc0.get(w.data()) != opnd::kSdwa) return false;
    return f::sdwa::kDstSel.get(w.data()) == 7 || f::sdwa::kSrc0Sel.get(w.data()) == 7 ||
           f::sdwa::kSrc1Sel.get(w.data()) == 7;
  }

 private:
  // A VOP1/VOP2/VOPC word with SRC0 = SDWA, DPP or literal.
  Enc vop_ext(std::array<uint32_t, 4>& w) {
    constexpr Enc kinds[] = {Enc::VOP1, Enc::VOP2, Enc::VOPC};
    Enc enc = kinds[rng_() % 3];
    force_prefix(enc, w[0]);
    force_valid_opcode(enc, w.data());
    constexpr uint32_t kSrc0[] = {opnd::kSdwa, opnd::kDpp, opnd::kLiteral};
    field::vop2::kSrc0.set(w.data(), kSrc0[rng_() % 3]);
    if (rng_() % 2) w[1] &= 0xFFF00000u | 0x0006FFFFu;  // sensible SDWA selects more often
    avoid_llvm_crash(w);
    return enc;
  }

  void force_prefix(Enc enc, uint32_t& w0) {
    namespace f = field;
    auto apply = [&](f::Prefix p) { w0 = (w0 & ((1u << p.lo) - 1)) | p.bits(); };
    switch (enc) {
      case Enc::SOP2: apply(f::sop2::kPrefix); break;
      case Enc::SOPK: apply(f::sopk::kPrefix); break;
      case Enc::SOP1: apply(f::sop1::kPrefix); break;
      case Enc::SOPC: apply(f::sopc::kPrefix); break;
      case Enc::SOPP: apply(f::sopp::kPrefix); break;
      case Enc::SMEM: apply(f::smem::kPrefix); break;
      case Enc::VOP2: apply(f::vop2::kPrefix); break;
      case Enc::VOP1: apply(f::vop1::kPrefix); break;
      case Enc::VOPC: apply(f::vopc::kPrefix); break;
      case Enc::VOP3A:
      case Enc::VOP3B: apply(f::vop3::kPrefix); break;
      case Enc::VINTRP: apply(f::vintrp::kPrefix); break;
      case Enc::DS: apply(f::ds::kPrefix); break;
      case Enc::MUBUF: apply(f::mubuf::kPrefix); break;
      case Enc::MTBUF: apply(f::mtbuf::kPrefix); break;
      case Enc::MIMG: apply(f::mimg::kPrefix); break;
      case Enc::EXP: apply(f::exp::kPrefix); break;
      case Enc::FLAT: apply(f::flat::kPrefix); break;
      default: break;
    }
  }

  // Sets the opcode field to that of a random table entry of this encoding and, half the time,
  // the bits LLVM fixes for it (unused fields are otherwise rarely all zero in a random word).
  void force_valid_opcode(Enc enc, uint32_t* w) {
    bool want_vop3b = rng_() % 4 == 0;  // the ten VOP3B opcodes are otherwise rare draws
    for (int tries = 0; tries < 256; ++tries) {
      const OpInfo& e = kOpTable[rng_() % kNumOps];
      bool vop3_entry = e.enc == Enc::VOP3A || e.enc == Enc::VOP3B;
      bool vop3b = e.enc == Enc::VOP3B || (e.enc == Enc::VOP2 && e.dst2 != Ty::None);
      if (enc == Enc::VOP3A && want_vop3b && !vop3b) continue;
      if (enc == Enc::VOP3A && (vop3_entry || e.vop3_opcode >= 0)) {
        field::vop3::kOp.set(w, vop3_entry ? e.opcode : e.vop3_opcode);
        maybe_fix(e.fixed[static_cast<int>(vop3_entry ? Form::Native : Form::Vop3)], w);
        return;
      }
      if (e.enc != enc) continue;
      set_opcode(enc, w, e.opcode);
      maybe_fix(e.fixed[static_cast<int>(Form::Native)], w);
      return;
    }
  }

  void maybe_fix(const FixedBits& fx, uint32_t* w) {
    if (rng_() % 2) return;
    for (int k = 0; k < 2; ++k) w[k] = (w[k] & ~fx.mask[k]) | fx.value[k];
  }

  static void set_opcode(Enc enc, uint32_t* w, uint32_t op) {
    namespace f = field;
    switch (enc) {
      case Enc::SOP2: f::sop2::kOp.set(w, op); break;
      case Enc::SOPK: f::sopk::kOp.set(w, op); break;
      case Enc::SOP1: f::sop1::kOp.set(w, op); break;
      case Enc::SOPC: f::sopc::kOp.set(w, op); break;
      case Enc::SOPP: f::sopp::kOp.set(w, op); break;
      case Enc::SMEM: f::smem::kOp.set(w, op); break;
      case Enc::VOP2: f::vop2::kOp.set(w, op); break;
      case Enc::VOP1: f::vop1::kOp.set(w, op); break;
      case Enc::VOPC: f::vopc::kOp.set(w, op); break;
      case Enc::VINTRP: f::vintrp::kOp.set(w, op); break;
      case Enc::DS: f::ds::kOp.set(w, op); break;
      case Enc::MUBUF: f::mubuf::kOp.set(w, op); break;
      case Enc::MTBUF: f::mtbuf::kOp.set(w, op); break;
      case Enc::MIMG: f::mimg::kOp.set(w, op); break;
      case Enc::FLAT: f::flat::kOp.set(w, op); break;
      default: break;
    }
  }

  void avoid_llvm_crash(std::array<uint32_t, 4>& w) {
    while (llvm_crashes_on(w)) w[1] = static_cast<uint32_t>(rng_());
  }

  // Half the time clear the modifier-ish bits of the second dword so that more draws are
  // accepted (random high bits mostly hit "modifier not allowed").
  void maybe_small_operands(std::array<uint32_t, 4>& w) {
    if (rng_() % 2) w[1] &= rng_() % 2 ? 0x07FFFFFFu : 0x00FFFFFFu;
  }

  std::mt19937_64 rng_;
};

}  // namespace gcn::test
