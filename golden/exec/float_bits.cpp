#include "golden/exec/float_bits.h"

namespace gcn {

float f16_bits_to_f32(uint16_t h) {
  const uint32_t sign = uint32_t(h & 0x8000) << 16;
  const uint32_t exp = (h >> 10) & 0x1F;
  uint32_t mant = h & 0x3FF;
  if (exp == 0x1F) return f32_of(sign | 0x7F800000 | (mant << 13));  // inf / NaN, payload kept
  if (exp != 0) return f32_of(sign | ((exp + 112) << 23) | (mant << 13));
  if (mant == 0) return f32_of(sign);
  // Subnormal half: normalise into a float exponent.
  int e = 113;
  while (!(mant & 0x400)) {
    mant <<= 1;
    --e;
  }
  return f32_of(sign | (uint32_t(e) << 23) | ((mant & 0x3FF) << 13));
}

uint16_t f32_to_f16_bits(float f) {
  const uint32_t b = bits_of(f);
  const uint16_t sign = uint16_t((b >> 16) & 0x8000);
  const uint32_t exp = (b >> 23) & 0xFF;
  const uint32_t mant = b & 0x7FFFFF;
  if (exp == 0xFF) return uint16_t(sign | 0x7C00 | (mant ? 0x200 | (mant >> 13) : 0));
  const int e = int(exp) - 127 + 15;
  if (e >= 0x1F) return uint16_t(sign | 0x7C00);
  if (e <= 0) {
    if (e < -10) return sign;  // rounds to zero
    const uint32_t m = mant | 0x800000;
    const int shift = 14 - e;
    uint32_t r = m >> shift;
    const uint32_t rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (r & 1))) ++r;
    return uint16_t(sign | r);
  }
  uint32_t r = (uint32_t(e) << 10) | (mant >> 13);
  const uint32_t rem = mant & 0x1FFF;
  if (rem > 0x1000 || (rem == 0x1000 && (r & 1))) ++r;  // carry may roll into inf: correct
  return uint16_t(sign | r);
}

}  // namespace gcn
