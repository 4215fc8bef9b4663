#include "golden/isa/operand_codes.h"

#include <algorithm>

namespace gcn::opnd {

int dwords(Ty t) {
  switch (t) {
    case Ty::None: return 0;
    case Ty::B64:
    case Ty::I64:
    case Ty::U64:
    case Ty::F64: return 2;
    case Ty::B96: return 3;
    case Ty::B128: return 4;
    case Ty::B256: return 8;
    case Ty::B512: return 16;
    default: return 1;  // 16-bit values live in a 32-bit register
  }
}

uint16_t aligned(uint16_t code, int n) {
  int a = tuple_align(n);
  if (is_sgpr(code)) return static_cast<uint16_t>(code / a * a);
  if (is_ttmp(code)) return static_cast<uint16_t>(kTtmp0Gfx8 + (code - kTtmp0Gfx8) / a * a);
  return code;
}

namespace {

// Special registers that start a 64-bit (or, by LLVM's decoding, 128-bit) operand.
bool special64_ok(uint16_t c) {
  return c == kFlatScratchLo || c == kXnackMaskLo || c == kVccLo || c == kTbaLo || c == kTmaLo ||
         c == 125 || c == kExecLo;
}

bool constant_ok(uint16_t c, int n, bool literal) {
  if (is_inline_int(c) || is_inline_float(c) || is_src_aperture(c)) return n <= 4;
  if (c == kVccZ || c == kExecZ || c == kScc) return n <= 4;
  if (c == kLdsDirect) return n == 1;
  if (c == kLiteral) return literal;
  return false;
}

}  // namespace

bool code_ok(uint16_t code, int n, bool literal) {
  if (code >= kVgpr0) return vgpr_fits(code, n);
  if (is_sgpr(code)) return aligned(code, n) + n <= kSgprTupleEnd;
  if (is_ttmp(code)) return aligned(code, n) - kTtmp0Gfx8 + n <= kTtmpTupleEnd;
  if (code < 128) return n == 1 || (n <= 4 && special64_ok(code));
  return constant_ok(code, n, literal);
}

namespace {
bool is_gather4(const Inst& in) { return in.info->name.substr(0, 13) == "image_gather4"; }
bool is_cmpswap(const Inst& in) { return in.info->name.find("cmpswap") != std::string_view::npos; }
bool is_atomic(const Inst& in) { return (in.info->effects & kAtomic) != 0; }

// VDATA widths LLVM 14 has MIMG variants for: 1..5 dwords (gather4 4..5, atomics 1..2,
// cmpswap 2 or 4).
bool width_exists(const Inst& in, int n) {
  if (is_cmpswap(in)) return n == 2 || n == 4;
  if (is_atomic(in)) return n <= 2;
  if (is_gather4(in)) return n == 4 || n == 5;
  return n <= 5;
}
}  // namespace

int mimg_base_vdata_dwords(const Inst& in) { return is_gather4(in) ? 4 : is_cmpswap(in) ? 2 : 1; }

// LLVM widens the decoded VDATA to DMASK's channel count (+1 for TFE) when a variant of that
// width exists and the wider tuple still fits in v0..v255; otherwise it keeps the base width.
int mimg_vdata_dwords(const Inst& in) {
  int n = is_gather4(in) ? 4 : std::max(__builtin_popcount(in.dmask), 1);
  n += in.tfe ? 1 : 0;
  uint16_t data = in.dst != kNone ? in.dst : in.vdata;
  if (!width_exists(in, n) || data == kNone || !vgpr_fits(data, n))
    return mimg_base_vdata_dwords(in);
  return n;
}

}  // namespace gcn::opnd
