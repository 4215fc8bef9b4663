// Bit fields of the GFX8 encodings (AMD GCN3 ISA manual, chapter 13), as shift/mask accessors.
//
// One layout list serves decoder, encoder and tests, so the three cannot disagree on where a
// field lives. `word` is the dword index inside the instruction (1 = second dword of a 64-bit
// encoding, or the SDWA/DPP dword of a VOP1/VOP2/VOPC word).
#pragma once

#include <cstdint>

namespace gcn::field {

struct Field {
  uint8_t word, lo, width;

  constexpr uint32_t mask() const { return width == 32 ? ~0u : (1u << width) - 1u; }
  constexpr uint32_t get(const uint32_t* w) const { return (w[word] >> lo) & mask(); }
  constexpr void set(uint32_t* w, uint32_t v) const {
    w[word] = (w[word] & ~(mask() << lo)) | ((v & mask()) << lo);
  }
};

// Encoding prefixes: (value, first bit) of the fixed high bits of dword 0.
struct Prefix {
  uint32_t value;
  uint8_t lo;
  constexpr bool matches(uint32_t w0) const { return (w0 >> lo) == value; }
  constexpr uint32_t bits() const { return value << lo; }
};

namespace sop2 {
inline constexpr Prefix kPrefix{0b10, 30};
inline constexpr Field kSsrc0{0, 0, 8}, kSsrc1{0, 8, 8}, kSdst{0, 16, 7}, kOp{0, 23, 7};
}  // namespace sop2
namespace sopk {
inline constexpr Prefix kPrefix{0b1011, 28};
inline constexpr Field kSimm16{0, 0, 16}, kSdst{0, 16, 7}, kOp{0, 23, 5};
}  // namespace sopk
namespace sop1 {
inline constexpr Prefix kPrefix{0b101111101, 23};
inline constexpr Field kSsrc0{0, 0, 8}, kOp{0, 8, 8}, kSdst{0, 16, 7};
}  // namespace sop1
namespace sopc {
inline constexpr Prefix kPrefix{0b101111110, 23};
inline constexpr Field kSsrc0{0, 0, 8}, kSsrc1{0, 8, 8}, kOp{0, 16, 7};
}  // namespace sopc
namespace sopp {
inline constexpr Prefix kPrefix{0b101111111, 23};
inline constexpr Field kSimm16{0, 0, 16}, kOp{0, 16, 7};
}  // namespace sopp
namespace smem {
inline constexpr Prefix kPrefix{0b110000, 26};
inline constexpr Field kSbase{0, 0, 6}, kSdata{0, 6, 7}, kGlc{0, 16, 1}, kImm{0, 17, 1},
    kOp{0, 18, 8}, kOffset{1, 0, 20}, kSoffset{1, 0, 7};  // SOFFSET: SGPR in OFFSET when !IMM
}  // namespace smem
namespace vop2 {
inline constexpr Prefix kPrefix{0b0, 31};
inline constexpr Field kSrc0{0, 0, 9}, kVsrc1{0, 9, 8}, kVdst{0, 17, 8}, kOp{0, 25, 6};
}  // namespace vop2
namespace vop1 {
inline constexpr Prefix kPrefix{0b0111111, 25};
inline constexpr Field kSrc0{0, 0, 9}, kOp{0, 9, 8}, kVdst{0, 17, 8};
}  // namespace vop1
namespace vopc {
inline constexpr Prefix kPrefix{0b0111110, 25};
inline constexpr Field kSrc0{0, 0, 9}, kVsrc1{0, 9, 8}, kOp{0, 17, 8};
}  // namespace vopc
namespace vop3 {
inline constexpr Prefix kPrefix{0b110100, 26};
inline constexpr Field kVdst{0, 0, 8}, kAbs{0, 8, 3}, kSdst{0, 8, 7}, kClamp{0, 15, 1},
    kOp{0, 16, 10}, kSrc0{1, 0, 9}, kSrc1{1, 9, 9}, kSrc2{1, 18, 9}, kOmod{1, 27, 2},
    kNeg{1, 29, 3};
inline constexpr Field kSrc[3] = {kSrc0, kSrc1, kSrc2};
}  // namespace vop3
namespace vintrp {
inline constexpr Prefix kPrefix{0b110101, 26};
inline constexpr Field kVsrc{0, 0, 8}, kAttrChan{0, 8, 2}, kAttr{0, 10, 6}, kOp{0, 16, 2},
    kVdst{0, 18, 8};
}  // namespace vintrp
namespace ds {
inline constexpr Prefix kPrefix{0b110110, 26};
inline constexpr Field kOffset0{0, 0, 8}, kOffset1{0, 8, 8}, kOffset16{0, 0, 16}, kGds{0, 16, 1},
    kOp{0, 17, 8}, kAddr{1, 0, 8}, kData0{1, 8, 8}, kData1{1, 16, 8}, kVdst{1, 24, 8};
}  // namespace ds
namespace flat {
inline constexpr Prefix kPrefix{0b110111, 26};
// OFFSET is GFX9's field; LLVM 14 decodes and prints it for gfx803 too.
inline constexpr Field kOffset{0, 0, 13}, kGlc{0, 16, 1}, kSlc{0, 17, 1}, kOp{0, 18, 7},
    kAddr{1, 0, 8}, kData{1, 8, 8}, kTfe{1, 23, 1}, kVdst{1, 24, 8};
}  // namespace flat
namespace mubuf {
inline constexpr Prefix kPrefix{0b111000, 26};
inline constexpr Field kOffset{0, 0, 12}, kOffen{0, 12, 1}, kIdxen{0, 13, 1}, kGlc{0, 14, 1},
    kLds{0, 16, 1}, kSlc{0, 17, 1}, kOp{0, 18, 7}, kVaddr{1, 0, 8}, kVdata{1, 8, 8},
    kSrsrc{1, 16, 5}, kTfe{1, 23, 1}, kSoffset{1, 24, 8};
}  // namespace mubuf
namespace mtbuf {
inline constexpr Prefix kPrefix{0b111010, 26};
inline constexpr Field kOffset{0, 0, 12}, kOffen{0, 12, 1}, kIdxen{0, 13, 1}, kGlc{0, 14, 1},
    kOp{0, 15, 4}, kDfmt{0, 19, 4}, kNfmt{0, 23, 3}, kVaddr{1, 0, 8}, kVdata{1, 8, 8},
    kSrsrc{1, 16, 5}, kSlc{1, 22, 1}, kTfe{1, 23, 1}, kSoffset{1, 24, 8};
}  // namespace mtbuf
namespace mimg {
inline constexpr Prefix kPrefix{0b111100, 26};
inline constexpr Field kG16{0, 0, 1}, kDmask{0, 8, 4}, kUnorm{0, 12, 1}, kGlc{0, 13, 1},
    kDa{0, 14, 1}, kR128{0, 15, 1}, kTfe{0, 16, 1}, kLwe{0, 17, 1}, kOp{0, 18, 7}, kSlc{0, 25, 1},
    kVaddr{1, 0, 8}, kVdata{1, 8, 8}, kSrsrc{1, 16, 5}, kSsamp{1, 21, 5}, kD16{1, 31, 1};
}  // namespace mimg
namespace exp {
inline constexpr Prefix kPrefix{0b110001, 26};
inline constexpr Field kEn{0, 0, 4}, kTgt{0, 4, 6}, kCompr{0, 10, 1}, kDone{0, 11, 1},
    kVm{0, 12, 1}, kVsrc[4] = {{1, 0, 8}, {1, 8, 8}, {1, 16, 8}, {1, 24, 8}};
}  // namespace exp
// The extra dword of a VOP1/VOP2/VOPC word whose SRC0 is 0xF9 (SDWA) or 0xFA (DPP).
namespace sdwa {
inline constexpr Field kSrc0{1, 0, 8}, kDstSel{1, 8, 3}, kDstUnused{1, 11, 2}, kClamp{1, 13, 1},
    kSrc0Sel{1, 16, 3}, kSrc0Sext{1, 19, 1}, kSrc0Neg{1, 20, 1}, kSrc0Abs{1, 21, 1},
    kSrc1Sel{1, 24, 3}, kSrc1Sext{1, 27, 1}, kSrc1Neg{1, 28, 1}, kSrc1Abs{1, 29, 1};
}  // namespace sdwa
namespace dpp {
inline constexpr Field kSrc0{1, 0, 8}, kCtrl{1, 8, 9}, kBoundCtrl{1, 19, 1}, kSrc0Neg{1, 20, 1},
    kSrc0Abs{1, 21, 1}, kSrc1Neg{1, 22, 1}, kSrc1Abs{1, 23, 1}, kBankMask{1, 24, 4},
    kRowMask{1, 28, 4};
}  // namespace dpp

}  // namespace gcn::field
