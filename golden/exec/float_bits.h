// Bit-exact conversions between IEEE values and their register bit patterns, including
// binary16, which the host has no type for.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

namespace gcn {

inline uint32_t bits_of(float f) { uint32_t b; std::memcpy(&b, &f, 4); return b; }
inline uint64_t bits_of(double d) { uint64_t b; std::memcpy(&b, &d, 8); return b; }
inline float f32_of(uint32_t b) { float f; std::memcpy(&f, &b, 4); return f; }
inline double f64_of(uint64_t b) { double d; std::memcpy(&d, &b, 8); return d; }

// binary16 <-> binary32. f16 -> f32 is exact; f32 -> f16 rounds to nearest even (the only
// rounding the conversions here need; MODE-directed rounding goes through the host FPU).
float f16_bits_to_f32(uint16_t h);
uint16_t f32_to_f16_bits(float f);

// A binary16 value in a VALU lane, kept as its bits so no host conversion happens behind
// our back. Arithmetic converts explicitly through float.
struct Half {
  uint16_t bits = 0;
  Half() = default;
  explicit Half(float f) : bits(f32_to_f16_bits(f)) {}
  static Half from_bits(uint16_t b) { Half h; h.bits = b; return h; }
  operator float() const { return f16_bits_to_f32(bits); }
};

}  // namespace gcn
