// The DS float atomics' arithmetic (ds_add/min/max/cmpst_f32, ds_min/max/cmpst_f64 and their
// _rtn_/_src2_ forms), on register bits, with the rules written in docs/architecture.md
// ("DS float atomics"). Nothing here asks the host's libm: min/max/cmpst are compares of the
// bit patterns, and the one rounding operation (binary32 add) uses host `+` only for a non-NaN
// result under an explicitly set round-to-nearest-even, which IEEE 754 defines bit for bit.
//
//   DS_MIN  MEM = (DATA < MEM) ? DATA : MEM     DS_MAX  MEM = (DATA > MEM) ? DATA : MEM
//   DS_CMPST MEM = (MEM == CMP) ? DATA : MEM    (float compares: +0 == -0, a NaN compares
//                                                false, so a NaN never replaces and never
//                                                matches; no NaN is quieted)
//   DS_ADD_F32 MEM = MEM + DATA   round to nearest even, subnormals kept; a NaN operand gives
//                                 the first NaN of (MEM, DATA) quieted, inf + -inf the default
//                                 NaN 0x7fc00000 (golden's VALU f32 NaN rules in IEEE mode).
#pragma once

#include <cstdint>

namespace gcn::ds_float {

// Float compares of two binary32 / binary64 bit patterns (false when either is NaN).
bool lt32(uint32_t a, uint32_t b);
bool eq32(uint32_t a, uint32_t b);
bool lt64(uint64_t a, uint64_t b);
bool eq64(uint64_t a, uint64_t b);

// New memory value; `bits` is 32 or 64 (add: 32 only).
uint64_t min(unsigned bits, uint64_t mem, uint64_t data);
uint64_t max(unsigned bits, uint64_t mem, uint64_t data);
uint64_t cmpst(unsigned bits, uint64_t mem, uint64_t cmp, uint64_t data);
uint32_t add32(uint32_t mem, uint32_t data);

}  // namespace gcn::ds_float
