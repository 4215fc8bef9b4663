#include "golden/exec/ds_float.h"

#include <cfenv>

#include "golden/exec/float_bits.h"

namespace gcn::ds_float {
namespace {

// Sign-magnitude order of two non-NaN patterns of width W (+0 == -0).
template <typename U> bool nan_of(U x) {
  constexpr unsigned kW = sizeof(U) * 8, kMant = kW == 32 ? 23 : 52;
  constexpr U kMag = ~(U(1) << (kW - 1)), kInf = (kMag >> kMant) << kMant;
  return (x & kMag) > kInf;
}
template <typename U> bool lt(U a, U b) {
  constexpr U kSign = U(1) << (sizeof(U) * 8 - 1);
  if (nan_of(a) || nan_of(b)) return false;
  const U ma = a & ~kSign, mb = b & ~kSign;
  if (ma == 0 && mb == 0) return false;
  if ((a ^ b) & kSign) return a & kSign;
  return (a & kSign) ? ma > mb : ma < mb;
}
template <typename U> bool eq(U a, U b) {
  constexpr U kSign = U(1) << (sizeof(U) * 8 - 1);
  if (nan_of(a) || nan_of(b)) return false;
  return a == b || ((a | b) & ~kSign) == 0;
}

}  // namespace

bool lt32(uint32_t a, uint32_t b) { return lt(a, b); }
bool eq32(uint32_t a, uint32_t b) { return eq(a, b); }
bool lt64(uint64_t a, uint64_t b) { return lt(a, b); }
bool eq64(uint64_t a, uint64_t b) { return eq(a, b); }

uint64_t min(unsigned bits, uint64_t mem, uint64_t data) {
  const bool take = bits == 64 ? lt64(data, mem) : lt32(uint32_t(data), uint32_t(mem));
  return take ? data : mem;
}
uint64_t max(unsigned bits, uint64_t mem, uint64_t data) {
  const bool take = bits == 64 ? lt64(mem, data) : lt32(uint32_t(mem), uint32_t(data));
  return take ? data : mem;
}
uint64_t cmpst(unsigned bits, uint64_t mem, uint64_t cmp, uint64_t data) {
  const bool hit = bits == 64 ? eq64(mem, cmp) : eq32(uint32_t(mem), uint32_t(cmp));
  return hit ? data : mem;
}

uint32_t add32(uint32_t mem, uint32_t data) {
  constexpr uint32_t kQuiet = 0x00400000, kDefaultNan = 0x7fc00000, kInf = 0x7f800000;
  if (nan_of(mem)) return mem | kQuiet;
  if (nan_of(data)) return data | kQuiet;
  if ((mem & 0x7fffffff) == kInf && (data & 0x7fffffff) == kInf && mem != data) return kDefaultNan;
  const int saved = std::fegetround();
  std::fesetround(FE_TONEAREST);
  // Without -frounding-math the compiler may move the add across fesetround: volatile
  // operands and result pin it between the two calls.
  volatile float a = f32_of(mem), b = f32_of(data);
  volatile float sum;
  sum = a + b;
  std::fesetround(saved);
  return bits_of(float(sum));
}

}  // namespace gcn::ds_float
