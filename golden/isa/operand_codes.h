// Which unified operand codes (see inst.h) name a valid register or constant of a given size,
// as LLVM 14's gfx803 disassembler decides it, and the register an unaligned code stands for.
// Shared by decoder (acceptance) and disassembler (names).
#pragma once

#include <cstdint>

#include "golden/isa/inst.h"

namespace gcn::opnd {

inline constexpr uint16_t kSgprLast = 101;  // s0..s101
inline constexpr uint16_t kTtmpLast = 123;  // ttmp0..ttmp11 (GFX8)
// SGPR and TTMP tuples reach up to these sizes in LLVM's register file (s[100:103], ttmp[8:15]).
inline constexpr int kSgprTupleEnd = 104;
inline constexpr int kTtmpTupleEnd = 16;

// Register count (dwords) of a value type.
int dwords(Ty t);

inline constexpr bool is_sgpr(uint16_t c) { return c <= kSgprLast; }
inline constexpr bool is_ttmp(uint16_t c) { return c >= kTtmp0Gfx8 && c <= kTtmpLast; }
inline constexpr bool is_inline_int(uint16_t c) { return c >= 128 && c <= 208; }
inline constexpr bool is_inline_float(uint16_t c) { return c >= 240 && c <= 248; }
// SRC_SHARED_BASE .. SRC_POPS_EXITING_WAVE_ID: GFX9 names LLVM 14 also decodes for gfx803.
inline constexpr bool is_src_aperture(uint16_t c) { return c >= 235 && c <= 239; }

// Alignment LLVM applies to a tuple of `n` dwords starting at an SGPR/TTMP: 2 for pairs, 4 beyond.
inline constexpr int tuple_align(int n) { return n >= 4 ? 4 : n >= 2 ? 2 : 1; }

// The register LLVM decodes for an unaligned SGPR/TTMP tuple: the start rounded down.
uint16_t aligned(uint16_t code, int n);

// True when `code` decodes as an n-dword operand. `literal` = 255 allowed here.
bool code_ok(uint16_t code, int n, bool literal);

// A VGPR tuple v[k : k+n-1] stays inside v0..v255.
inline constexpr bool vgpr_fits(uint16_t code, int n) { return code - kVgpr0 + n <= 256; }

// Dwords of MIMG VDATA as LLVM decodes them: one per DMASK bit (at least one; gather4 four),
// plus one for TFE, where such a variant exists and fits; else the base width.
int mimg_vdata_dwords(const Inst& in);
// VDATA width LLVM decodes before widening by DMASK: gather4 four, cmpswap two, else one.
int mimg_base_vdata_dwords(const Inst& in);

}  // namespace gcn::opnd
