// Host references of the kernel corpus: see reference.h. Each model follows the OpenCL C
// semantics of vectors/kernels/<name>.cl (integer wrap-around is modelled with unsigned types;
// f32/f64 results use the host's IEEE round-to-nearest-even arithmetic, one operation per
// statement exactly as in the kernels).
#include "tests/corpus/reference.h"

#if defined(__GNUC__) && !defined(__clang__)
// The models must round every f32/f64 operation separately, as the kernels do.
#pragma GCC optimize("fp-contract=off")
#endif

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>

#include "golden/common/error.h"

namespace gcn::corpus {
namespace {

using i8 = int8_t;
using u8 = uint8_t;
using i16 = int16_t;
using u16 = uint16_t;
using i32 = int32_t;
using u32 = uint32_t;
using i64 = int64_t;
using u64 = uint64_t;

// ---------------------------------------------------------------------------------------------
// Access to the spec and to buffers by kernel argument index.

class View {
 public:
  View(const LaunchSpec& s, const Buffers& b) : s_(s), b_(b) {}

  const std::string& buffer_name(int arg) const {
    if (arg < 0 || size_t(arg) >= s_.args.size())
      throw Error(s_.kernel + ": reference needs argument " + std::to_string(arg) +
                  ", spec has " + std::to_string(s_.args.size()));
    const ArgSpec& a = s_.args[arg];
    if (a.kind != ArgSpec::Kind::Buffer)
      throw Error(s_.kernel + ": argument " + std::to_string(arg) + " must be a buffer");
    return a.buffer;
  }
  // The buffer bound to `arg` as an array of T, at least `need` elements.
  template <class T>
  std::vector<T> get(int arg, size_t need) const {
    const std::string& name = buffer_name(arg);
    auto it = b_.find(name);
    if (it == b_.end())
      throw Error(s_.kernel + ": no contents for buffer '" + name + "'");
    const std::vector<uint8_t>& bytes = it->second;
    if (bytes.size() < need * sizeof(T))
      throw Error(s_.kernel + ": buffer '" + name + "' has " + std::to_string(bytes.size()) +
                  " bytes, kernel needs " + std::to_string(need * sizeof(T)));
    std::vector<T> v(bytes.size() / sizeof(T));
    if (!v.empty())
      std::memcpy(v.data(), bytes.data(), v.size() * sizeof(T));
    return v;
  }
  uint64_t scalar(int arg) const {
    if (arg < 0 || size_t(arg) >= s_.args.size() || s_.args[arg].kind == ArgSpec::Kind::Buffer ||
        s_.args[arg].kind == ArgSpec::Kind::Local)
      throw Error(s_.kernel + ": reference needs scalar argument " + std::to_string(arg));
    return s_.args[arg].bits;
  }
  u32 u32_arg(int arg) const { return u32(scalar(arg)); }
  i32 i32_arg(int arg) const { return i32(u32(scalar(arg))); }
  float f32_arg(int arg) const {
    u32 b = u32(scalar(arg));
    float f;
    std::memcpy(&f, &b, 4);
    return f;
  }
  double f64_arg(int arg) const {
    u64 b = scalar(arg);
    double d;
    std::memcpy(&d, &b, 8);
    return d;
  }
  u32 local_bytes(int arg) const {
    if (arg < 0 || size_t(arg) >= s_.args.size() || s_.args[arg].kind != ArgSpec::Kind::Local)
      throw Error(s_.kernel + ": reference needs __local argument " + std::to_string(arg));
    return u32(s_.args[arg].bits);
  }
  u32 grid(int d) const { return s_.grid[d]; }
  u32 wg(int d) const { return s_.workgroup[d]; }
  u32 items() const { return s_.grid[0] * s_.grid[1] * s_.grid[2]; }
  // 1-D kernels: number of work-items and work-group size, checked to divide.
  u32 n1d() const {
    if (s_.grid[1] != 1 || s_.grid[2] != 1 || s_.workgroup[0] == 0 ||
        s_.grid[0] % s_.workgroup[0] != 0)
      throw Error(s_.kernel + ": reference expects a 1-D grid that the work-group divides");
    return s_.grid[0];
  }
  const std::string& kernel() const { return s_.kernel; }

 private:
  const LaunchSpec& s_;
  const Buffers& b_;
};

// Builds the expected output buffers: starts from the initial contents of each output.
class Expect : public View {
 public:
  Expect(const LaunchSpec& s, const Buffers& init) : View(s, init) {}
  template <class T>
  void put(int arg, const std::vector<T>& v) {
    std::vector<uint8_t> bytes(v.size() * sizeof(T));
    if (!v.empty())
      std::memcpy(bytes.data(), v.data(), bytes.size());
    out[buffer_name(arg)] = std::move(bytes);
  }
  Buffers out;
};

template <class T>
T bits_as(u32 b) {
  T t;
  std::memcpy(&t, &b, sizeof(T));
  return t;
}
u32 f2u(float f) {
  u32 b;
  std::memcpy(&b, &f, 4);
  return b;
}

// ---------------------------------------------------------------------------------------------
// f16 <-> f32 (exact, independent of any library)

float half_to_float(u16 h) {
  int sign = h >> 15, exp = (h >> 10) & 31, man = h & 1023;
  double v;
  if (exp == 31)
    v = man ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  else if (exp == 0)
    v = std::ldexp(double(man), -24);
  else
    v = std::ldexp(double(man + 1024), exp - 25);
  return float(sign ? -v : v);
}

enum class Round { NearestEven, TowardZero, Up, Down };

// f32 -> f16 with the given rounding, IEEE overflow and subnormal rules.
u16 float_to_half(float f, Round mode) {
  u16 sign = std::signbit(f) ? 0x8000 : 0;
  if (std::isnan(f))
    return sign | 0x7e00;
  double a = std::fabs(double(f));
  if (std::isinf(a))
    return sign | 0x7c00;
  if (a == 0)
    return sign;
  int e;
  std::frexp(a, &e);  // a = m * 2^e, m in [0.5, 1)
  int q_exp = std::max(e - 11, -24);  // quantum: 2^(e-1-10) for normals, 2^-24 for subnormals
  double q = std::ldexp(a, -q_exp);   // exact
  double lo = std::floor(q);
  double rest = q - lo;
  bool neg = sign != 0;
  bool up;  // round magnitude up?
  switch (mode) {
    case Round::NearestEven: up = rest > 0.5 || (rest == 0.5 && std::fmod(lo, 2.0) != 0); break;
    case Round::TowardZero: up = false; break;
    case Round::Up: up = !neg && rest > 0; break;
    default: up = neg && rest > 0; break;
  }
  double mag = std::ldexp(lo + (up ? 1 : 0), q_exp);
  if (mag > 65504.0) {
    bool to_inf = mode == Round::NearestEven || (mode == Round::Up && !neg) ||
                  (mode == Round::Down && neg);
    return sign | (to_inf ? 0x7c00 : 0x7bff);
  }
  if (mag < std::ldexp(1.0, -14))
    return sign | u16(std::ldexp(mag, 24));  // subnormal (1024 would be the smallest normal)
  std::frexp(mag, &e);
  int be = e - 1;                                          // mag = 1.f * 2^be
  u16 man = u16(std::ldexp(mag, 10 - be) - 1024.0);       // exact
  return sign | u16((be + 15) << 10) | man;
}

// ---------------------------------------------------------------------------------------------
// Integer-only kernels

Buffers lds_reduce(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d(), L = x.wg(0);
  auto in = x.get<i32>(0, n);
  u32 groups = n / L;
  auto sums = x.get<i32>(1, groups);
  auto maxes = x.get<i32>(2, groups);
  for (u32 g = 0; g < groups; ++g) {
    std::vector<u32> sv(L);
    std::vector<i32> mv(L);
    for (u32 l = 0; l < L; ++l) {
      sv[l] = u32(in[g * L + l]);
      mv[l] = in[g * L + l];
    }
    for (u32 stride = L / 2; stride > 0; stride >>= 1)  // the kernel's tree, exactly
      for (u32 l = 0; l < stride; ++l) {
        sv[l] += sv[l + stride];
        mv[l] = std::max(mv[l], mv[l + stride]);
      }
    sums[g] = i32(sv[0]);
    maxes[g] = mv[0];
  }
  x.put(1, sums);
  x.put(2, maxes);
  return x.out;
}

Buffers atomic_hist(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto data = x.get<u8>(0, n);
  auto bins = x.get<u32>(1, 16);
  auto stats = x.get<u32>(2, 4);
  for (u32 i = 0; i < n; ++i) {
    u32 v = data[i];
    bins[v >> 4] += 1;
    stats[0] += v;
    stats[1] -= v;
    stats[2] += 1;
    if (v & 1)
      stats[3] -= 1;
  }
  x.put(1, bins);
  x.put(2, stats);
  return x.out;
}

Buffers atomic_minmax(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto data = x.get<i32>(0, n);
  auto smm = x.get<i32>(1, 16);
  auto umm = x.get<u32>(2, 16);
  auto bits = x.get<u32>(3, 4);
  for (u32 i = 0; i < n; ++i) {
    i32 v = data[i];
    u32 uv = u32(v), b = i & 7;
    smm[b] = std::min(smm[b], v);
    smm[8 + b] = std::max(smm[8 + b], v);
    umm[b] = std::min(umm[b], uv);
    umm[8 + b] = std::max(umm[8 + b], uv);
    bits[0] &= uv | 0xF0F0F0F0u;
    bits[1] |= 1u << (uv % 32u);
    bits[2] ^= uv;
    bits[3] &= ~(1u << (i % 32u)) | (uv & 0x00FF00FFu);
  }
  x.put(1, smm);
  x.put(2, umm);
  x.put(3, bits);
  return x.out;
}

// atomic_xchg_cas: only the final counter is order-independent; the rest is a property.
Buffers atomic_xchg_cas(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  auto counter = x.get<i32>(3, 1);
  counter[0] = i32(u32(counter[0]) + x.items());
  x.put(3, counter);
  return x.out;
}

std::string multiset_mismatch(std::vector<i32> a, std::vector<i32> b) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  if (a == b)
    return "";
  std::ostringstream os;
  os << "multisets differ (" << a.size() << " vs " << b.size() << " values)";
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i)
    if (a[i] != b[i]) {
      os << ", first difference in sorted order at " << i << ": " << a[i] << " vs " << b[i];
      break;
    }
  return os.str();
}

// Properties:
//  xchg   for every slot s: {initial slots[s]} + {i+1000 : i%16 == s}
//                           == {olds[i] : i%16 == s} + {final slots[s]}   (as multisets:
//         each value is handed on exactly once along the exchange chain)
//  cas    tickets are a permutation of initial_counter .. initial_counter+N-1
//  claim  for every owner k: if initially non-zero, nobody wins and it is unchanged; if no
//         work-item has key k, it stays 0; otherwise owner[k] == j+1 for a work-item j with key
//         k, won[j] == 1 and won[i] == 0 for the other work-items with key k.
std::string atomic_xchg_cas_property(const LaunchSpec& s, const Buffers& init,
                                     const Buffers& actual) {
  View a(s, actual), b(s, init);
  u32 n = a.items();
  const u32 SLOTS = 16, OWNERS = 64;
  auto keys = b.get<u32>(0, n);
  auto slots0 = b.get<i32>(1, SLOTS);
  auto slots = a.get<i32>(1, SLOTS);
  auto olds = a.get<i32>(2, n);
  auto counter0 = b.get<i32>(3, 1);
  auto tickets = a.get<i32>(4, n);
  auto owner0 = b.get<i32>(5, OWNERS);
  auto owner = a.get<i32>(5, OWNERS);
  auto won = a.get<i32>(6, n);
  for (u32 sl = 0; sl < SLOTS; ++sl) {
    std::vector<i32> given{slots0[sl]}, seen{slots[sl]};
    for (u32 i = sl; i < n; i += SLOTS) {
      given.push_back(i32(i + 1000));
      seen.push_back(olds[i]);
    }
    std::string m = multiset_mismatch(given, seen);
    if (!m.empty())
      return "atomic_xchg chain of slot " + std::to_string(sl) + ": " + m;
  }
  std::vector<i32> want(n);
  for (u32 i = 0; i < n; ++i)
    want[i] = i32(u32(counter0[0]) + i);
  std::string m = multiset_mismatch(want, std::vector<i32>(tickets.begin(), tickets.begin() + n));
  if (!m.empty())
    return "cmpxchg tickets are not a permutation of counter..counter+N-1: " + m;
  for (u32 i = 0; i < n; ++i)
    if (won[i] != 0 && won[i] != 1)
      return "won[" + std::to_string(i) + "] = " + std::to_string(won[i]) + ", not 0 or 1";
  for (u32 k = 0; k < OWNERS; ++k) {
    std::vector<u32> claim;
    for (u32 i = 0; i < n; ++i)
      if (keys[i] % 61 == k)
        claim.push_back(i);
    std::string where = "owner[" + std::to_string(k) + "] = " + std::to_string(owner[k]);
    if (owner0[k] != 0 || claim.empty()) {
      if (owner[k] != owner0[k])
        return where + ", expected it unchanged (" + std::to_string(owner0[k]) + ")";
      for (u32 i : claim)
        if (won[i])
          return "won[" + std::to_string(i) + "] = 1 but owner[" + std::to_string(k) +
                 "] was already taken";
      continue;
    }
    u32 winners = 0;
    for (u32 i : claim)
      winners += won[i];
    if (winners != 1)
      return std::to_string(winners) + " winners claimed owner[" + std::to_string(k) + "]";
    for (u32 i : claim)
      if (won[i] && owner[k] != i32(i + 1))
        return where + " but the winner is work-item " + std::to_string(i);
  }
  return "";
}

Buffers local_atomics(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d(), L = x.wg(0), groups = n / L;
  auto in = x.get<i32>(0, n);
  auto stats = x.get<i32>(1, groups * 24);
  for (u32 g = 0; g < groups; ++g) {
    u32 sum = 0, orv = 0, andv = ~0u, xorv = 0;
    i32 mn = std::numeric_limits<i32>::max(), mx = std::numeric_limits<i32>::min();
    u32 hist[16] = {};
    for (u32 l = 0; l < L; ++l) {
      i32 v = in[g * L + l];
      sum += u32(v);
      mn = std::min(mn, v);
      mx = std::max(mx, v);
      orv |= u32(v);
      andv &= u32(v);
      xorv ^= u32(v);
      hist[u32(v) & 15] += 1;
    }
    i32* st = &stats[g * 24];
    st[0] = i32(sum);
    st[1] = mn;
    st[2] = mx;
    st[3] = i32(orv);
    st[4] = i32(andv);
    st[5] = i32(xorv);
    st[6] = i32(L);  // the cmpxchg loop ran once successfully per work-item
    for (int h = 0; h < 16; ++h)
      st[8 + h] = i32(hist[h]);
  }
  x.put(1, stats);
  return x.out;
}

// Properties, per work-group of L work-items:
//  tickets  the group's tickets are a permutation of 0..L-1 (LDS cmpxchg loop)
//  xchg     {-1} + {0..L-1} == {xolds of the group} + {xfinal[g]} as multisets
std::string local_atomics_property(const LaunchSpec& s, const Buffers&, const Buffers& actual) {
  View a(s, actual);
  u32 n = a.n1d(), L = a.wg(0), groups = n / L;
  auto tickets = a.get<i32>(2, n);
  auto xolds = a.get<i32>(3, n);
  auto xfinal = a.get<i32>(4, groups);
  for (u32 g = 0; g < groups; ++g) {
    std::vector<i32> want(L), got(tickets.begin() + g * L, tickets.begin() + (g + 1) * L);
    for (u32 l = 0; l < L; ++l)
      want[l] = i32(l);
    std::string m = multiset_mismatch(want, got);
    if (!m.empty())
      return "group " + std::to_string(g) + " LDS cmpxchg tickets: " + m;
    want.push_back(-1);
    got.assign(xolds.begin() + g * L, xolds.begin() + (g + 1) * L);
    got.push_back(xfinal[g]);
    m = multiset_mismatch(want, got);
    if (!m.empty())
      return "group " + std::to_string(g) + " LDS atomic_xchg chain: " + m;
  }
  return "";
}

Buffers divergent(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto in = x.get<i32>(0, n);
  auto out = x.get<i32>(1, n);
  for (u32 ui = 0; ui < n; ++ui) {
    i32 i = i32(ui), v = in[ui], r;
    if (v & 1) {
      r = v > 0 ? v * 3 + 1 : -v;
    } else if ((v & 6) == 2) {
      r = v >> 2;
    } else {
      r = 0;
      i32 m = (v & 0x70) >> 4;
      for (i32 k = 0; k <= m + (i & 3); ++k)
        r += k * (v >> 8);
    }
    if (r >= 0) {
      switch (r & 3) {
        case 0: r ^= 0x5a5a; break;
        case 1: r += i; break;
        case 2: r = r << 1; break;
        default: r = ~r; break;
      }
    }
    out[ui] = r;
  }
  x.put(1, out);
  return x.out;
}

Buffers collatz(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto start = x.get<u32>(0, n);
  auto steps = x.get<u32>(1, n);
  auto peak = x.get<u32>(2, n);
  for (u32 i = 0; i < n; ++i) {
    u32 v = start[i], c = 0, p = v;
    while (v != 1 && c < 1000) {
      v = (v & 1) ? 3 * v + 1 : v >> 1;
      p = std::max(p, v);
      ++c;
    }
    steps[i] = c;
    peak[i] = p;
  }
  x.put(1, steps);
  x.put(2, peak);
  return x.out;
}

Buffers bytes_shorts(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  if (n & (n - 1))
    throw Error("bytes_shorts: the grid size must be a power of two");
  auto c = x.get<i8>(0, n);
  auto sh = x.get<u16>(1, n);
  auto ob = x.get<u8>(2, 2 * n);
  auto os = x.get<i16>(3, 2 * n);
  auto oi = x.get<i32>(4, n);
  for (u32 i = 0; i < n; ++i) {
    i8 a = c[i];
    u16 b = sh[i];
    ob[i] = u8(u8(a) + u8(b));
    ob[n + i] = u8(std::min(255, int(u8(a)) + int(u8(b >> 8))));
    os[i] = i16(i16(a) * i16(b & 0xff));
    os[n + i] = i16(i16(b) >> 3);
    const i8* q = &c[i & ~3u];
    u8 m = u8(c[(i * 7u) & (n - 1)]);
    oi[i] = i32(a) + i32(i16(b)) + q[0] * q[3] - q[1] + q[2] + m;
  }
  x.put(2, ob);
  x.put(3, os);
  x.put(4, oi);
  return x.out;
}

Buffers i64_arith(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<i64>(0, n);
  auto b = x.get<u64>(1, n);
  auto out = x.get<u64>(2, 8 * n);
  u32 shift = x.u32_arg(3);
  for (u32 i = 0; i < n; ++i) {
    i64 v = a[i];
    u64 y = b[i], ux = u64(v);
    u64* o = &out[8 * i];
    o[0] = ux + y;
    o[1] = ux * y;
    o[2] = (y >> ((shift + i) & 63)) ^ (ux << (i % 61));
    o[3] = u64(v >> (i & 63));
    i64 hs = i64((__int128(v) * __int128(i64(y))) >> 64);
    u64 hu = u64((unsigned __int128)ux * y >> 64);
    o[4] = u64(hs) + hu;
    o[5] = u64(v < i64(y)) | (u64(ux < y) << 1) | (u64(v > 0) << 2) |
           (u64(std::max(v, i64(y))) << 3);
    o[6] = ux - y * 3 + u64(i);
    u32 r = u32(u64(i + shift) % 64);
    o[7] = r ? (y << r) | (y >> (64 - r)) : y;
  }
  x.put(2, out);
  return x.out;
}

Buffers int_divmod(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<i32>(0, n);
  auto b = x.get<i32>(1, n);
  auto out = x.get<i32>(2, 4 * n);
  for (u32 i = 0; i < n; ++i) {
    i32 v = a[i], y = b[i] ? b[i] : 7;
    if (v == std::numeric_limits<i32>::min() && y == -1)
      throw Error("int_divmod: INT_MIN / -1 is undefined; the input range must exclude it");
    out[4 * i + 0] = v / y;
    out[4 * i + 1] = v % y;
    out[4 * i + 2] = i32(u32(v) / u32(y));
    out[4 * i + 3] = i32(u32(v) % u32((y & 0xffff) | 1));
  }
  x.put(2, out);
  return x.out;
}

Buffers int_divconst(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<i32>(0, n);
  auto o = x.get<i32>(1, 8 * n);
  for (u32 i = 0; i < n; ++i) {
    i32 v = a[i];
    i32* r = &o[8 * i];
    r[0] = v / 3;
    r[1] = v % 7;
    r[2] = i32(u32(v) / 10u);
    r[3] = i32(u32(v) % 1000u);
    r[4] = v / -5;
    r[5] = v / 16 + v % 16;
    r[6] = i32(u32(v) / 641u) - v / 65537;
    r[7] = v % -9 + v / 2147483647;
  }
  x.put(1, o);
  return x.out;
}

u32 clz32(u32 v) {
  u32 c = 0;
  for (u32 bit = 0x80000000u; bit && !(v & bit); bit >>= 1)
    ++c;
  return c;
}
u32 popcount32(u32 v) {
  u32 c = 0;
  for (; v; v >>= 1)
    c += v & 1;
  return c;
}

Buffers bitops(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<u32>(0, n);
  auto b = x.get<u32>(1, n);
  auto out = x.get<u32>(2, 12 * n);
  for (u32 i = 0; i < n; ++i) {
    u32 v = a[i], y = b[i];
    u32 off = y & 31, width = (y >> 5) & 31;
    u32 mask = width ? (0xffffffffu >> (32 - width)) : 0;
    u32* o = &out[12 * i];
    o[0] = popcount32(v) | (popcount32(y) << 8);
    o[1] = clz32(v) | (clz32(v >> (y & 31)) << 8) | (clz32(v & y) << 16);
    u32 r = y % 32;
    o[2] = r ? (v << r) | (v >> (32 - r)) : v;
    o[3] = (v >> off) & mask;
    o[4] = (v & ~(mask << off)) | ((y & mask) << off);
    u32 sel = v ^ (y << 3);
    o[5] = (v & ~sel) | (y & sel);
    o[6] = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
    i32 m1 = i32(v << 20) >> 20, m2 = i32(y & 0xfff);
    o[7] = ((v & 0xffff) * (y & 0xffff) + v) ^ u32(m1 * m2);
    u32 hadd = u32((u64(v) + u64(y)) >> 1);
    i32 rhadd = i32((i64(i32(v)) + i64(i32(y)) + 1) >> 1);
    o[8] = hadd + u32(rhadd);
    u32 absv = i32(v) < 0 ? 0u - v : v;
    i64 d = i64(i32(v)) - i64(i32(y));
    u32 udiff = v > y ? v - y : y - v;  // OpenCL abs_diff(uint, uint): the exact |v - y|
    o[9] = absv ^ u32(d < 0 ? -d : d) ^ (udiff + (y >> 3));
    o[10] = (((v & 0xffff) << 16) | (y & 0xffff)) ^ (((y & 0xff) << 8) | (v & 0xff));
    o[11] = (v << (y & 31)) ^ u32(i32(v) >> ((y >> 8) & 31)) ^ (v >> ((y >> 16) & 31));
  }
  x.put(2, out);
  return x.out;
}

Buffers matmul_lds(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 N = x.u32_arg(3);
  if (x.grid(0) != N || x.grid(1) != N || N % 16 != 0 || x.wg(0) != 16 || x.wg(1) != 16)
    throw Error("matmul_lds: grid must be N x N with N = arg 3 a multiple of 16, work-group 16x16");
  auto A = x.get<i32>(0, N * N);
  auto B = x.get<i32>(1, N * N);
  auto C = x.get<i32>(2, N * N);
  for (u32 r = 0; r < N; ++r)
    for (u32 c = 0; c < N; ++c) {
      u32 acc = 0;
      for (u32 k = 0; k < N; ++k)
        acc += u32(A[r * N + k]) * u32(B[k * N + c]);
      C[r * N + c] = i32(acc);
    }
  x.put(2, C);
  return x.out;
}

Buffers grid3d(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 sx = x.grid(0), sy = x.grid(1), sz = x.grid(2), total = sx * sy * sz;
  auto in = x.get<u32>(0, total);
  auto out = x.get<u32>(1, 5 * total);
  for (u32 z = 0; z < sz; ++z)
    for (u32 y = 0; y < sy; ++y)
      for (u32 gx = 0; gx < sx; ++gx) {
        u32 lin = (z * sy + y) * sx + gx;
        u32* o = &out[5 * lin];
        o[0] = gx | (y << 8) | (z << 16);
        o[1] = (gx % x.wg(0)) | ((y % x.wg(1)) << 8) | ((z % x.wg(2)) << 16);
        o[2] = (gx / x.wg(0)) | ((y / x.wg(1)) << 8) | ((z / x.wg(2)) << 16);
        o[3] = x.wg(0) | (x.wg(1) << 8) | (x.wg(2) << 16) | (sz << 24);
        u32 nb = (lin + sx) % total;
        o[4] = in[lin] * (z + 1) + in[nb] * (y + 3) + gx;
      }
  x.put(1, out);
  return x.out;
}

Buffers transpose2d(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 W = x.u32_arg(3), H = x.u32_arg(4);
  if (x.grid(0) != W || x.grid(1) != H || x.wg(0) != 16 || x.wg(1) != 8)
    throw Error("transpose2d: grid must be width x height (args 3, 4), work-group 16x8");
  auto in = x.get<u16>(0, W * H);
  auto tr = x.get<u16>(1, W * H);
  auto st = x.get<i32>(2, W * H);
  for (u32 y = 0; y < H; ++y)
    for (u32 c = 0; c < W; ++c) {
      tr[c * H + y] = in[y * W + c];
      i32 ctr = in[y * W + c];
      i32 l = c > 0 ? in[y * W + c - 1] : 0;
      i32 r = c + 1 < W ? in[y * W + c + 1] : 0;
      i32 u = y > 0 ? in[(y - 1) * W + c] : 0;
      i32 d = y + 1 < H ? in[(y + 1) * W + c] : 0;
      st[y * W + c] = 4 * ctr - l - r - u - d;
    }
  x.put(1, tr);
  x.put(2, st);
  return x.out;
}

Buffers dyn_local(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d(), L = x.wg(0);
  if (x.local_bytes(2) < 4 * L || x.local_bytes(3) < 2 * L || L < 4)
    throw Error("dyn_local: __local args need 4*L and 2*L bytes, L >= 4");
  auto in = x.get<u32>(0, n);
  auto out = x.get<u32>(1, n);
  u32 salt = x.u32_arg(4);
  for (u32 g = 0; g < n / L; ++g)
    for (u32 l = 0; l < L; ++l) {
      u32 next = l + 1 == L ? 0 : l + 1;
      u16 b = u16(in[g * L + next] >> 7);
      out[g * L + l] = in[g * L + (L - 1 - l)] + b + (salt + (l & 3));
    }
  x.put(1, out);
  return x.out;
}

Buffers scratch_spill(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.u32_arg(2), items = x.items();
  if (n == 0 || (n & (n - 1)))
    throw Error("scratch_spill: n (arg 2) must be a power of two");
  auto in = x.get<u32>(0, std::max(n, items));
  auto out = x.get<u32>(1, items);
  for (u32 i = 0; i < items; ++i) {
    u32 tmp[64];
    for (u32 k = 0; k < 64; ++k)
      tmp[k] = in[(i + k) & (n - 1)] ^ (k * 0x9e3779b9u);
    u32 idx = in[i] & 63, acc = 0;
    for (u32 k = 0; k < 32; ++k) {
      idx = (tmp[idx] + k) & 63;
      acc += tmp[idx];
      tmp[(idx * 7) & 63] ^= acc;
    }
    out[i] = acc ^ tmp[acc & 63];
  }
  x.put(1, out);
  return x.out;
}

u32 mix(u32 a, u32 b, const std::vector<u32>& table) {
  u32 h = (a * 0x01000193u) ^ b;
  for (u32 k = 0; k < (b & 7) + 1; ++k)
    h = (h ^ table[(h + k) & 15]) * 0x01000193u;
  return h;
}

Buffers noinline_call(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto in = x.get<u32>(0, n);
  auto table = x.get<u32>(1, 16);
  auto out = x.get<u32>(2, n);
  for (u32 i = 0; i < n; ++i)
    out[i] = mix(in[i], i, table) + mix(i, in[i], table);
  x.put(2, out);
  return x.out;
}

Buffers prefix_scan(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d(), L = x.wg(0);
  if (L > 128)
    throw Error("prefix_scan: work-group at most 128 (the kernel's LDS array)");
  auto in = x.get<u32>(0, n);
  auto out = x.get<u32>(1, n);
  auto totals = x.get<u32>(2, n / L);
  for (u32 g = 0; g < n / L; ++g) {
    u32 run = 0;
    for (u32 l = 0; l < L; ++l) {
      run += in[g * L + l];
      out[g * L + l] = run;
    }
    totals[g] = run;
  }
  x.put(1, out);
  x.put(2, totals);
  return x.out;
}

// Inclusive prefix sum (wrapping) and prefix minimum of each work-group's values.
Buffers lds_scan_dbuf(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d(), L = x.wg(0);
  if (L > 128)
    throw Error("lds_scan_dbuf: work-group at most 128 (the kernel's LDS arrays)");
  auto in = x.get<u32>(0, n);
  auto sums = x.get<u32>(1, n);
  auto mins = x.get<u32>(2, n);
  for (u32 g = 0; g < n / L; ++g) {
    u32 run = 0, lo = 0xffffffffu;
    for (u32 l = 0; l < L; ++l) {
      run += in[g * L + l];
      lo = std::min(lo, in[g * L + l]);
      sums[g * L + l] = run;
      mins[g * L + l] = lo;
    }
  }
  x.put(1, sums);
  x.put(2, mins);
  return x.out;
}

// out[i] = in[mirror of i in its group] + 3 * in[i] (the group's values reversed through LDS).
Buffers lds_reverse(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d();
  const u32 N = 256;
  if (x.wg(0) != N)
    throw Error("lds_reverse: work-group must be 256");
  auto in = x.get<u32>(0, n);
  auto out = x.get<u32>(1, n);
  for (u32 g = 0; g < n / N; ++g)
    for (u32 l = 0; l < N; ++l)
      out[g * N + l] = in[g * N + (N - 1 - l)] + 3u * in[g * N + l];
  x.put(1, out);
  return x.out;
}

Buffers bitonic_local(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d();
  if (x.wg(0) != 256)
    throw Error("bitonic_local: work-group must be 256");
  auto in = x.get<u32>(0, n);
  auto out = x.get<u32>(1, n);
  for (u32 g = 0; g < n / 256; ++g) {
    std::copy(in.begin() + g * 256, in.begin() + (g + 1) * 256, out.begin() + g * 256);
    std::sort(out.begin() + g * 256, out.begin() + (g + 1) * 256);
  }
  x.put(1, out);
  return x.out;
}

i32 sat32(i64 v) {
  return i32(std::clamp<i64>(v, std::numeric_limits<i32>::min(), std::numeric_limits<i32>::max()));
}

Buffers int_sat_minmax(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<i32>(0, n);
  auto b = x.get<i32>(1, n);
  auto out = x.get<i32>(2, 8 * n);
  for (u32 i = 0; i < n; ++i) {
    i32 v = a[i], y = b[i];
    u32 uv = u32(v), uy = u32(y);
    i32* o = &out[8 * i];
    o[0] = std::min(v, y) ^ std::max(v, y >> 1);
    o[1] = i32(std::min(uv, uy) - std::max(uv >> 2, uy));
    o[2] = std::min(std::max(v, -1000), (y & 0xffff) | 1000);
    o[3] = sat32(i64(v) + y) ^ sat32(i64(v) - y);
    u32 addsat = u32(std::min<u64>(u64(uv) + uy, 0xffffffffu));
    u32 subsat = uv > uy ? uv - uy : 0;
    o[4] = i32(addsat + subsat);
    i32 madsat = sat32(i64(v >> 8) * i64(y >> 8) + v);
    i32 mulhi = i32((i64(v) * i64(y)) >> 32);
    o[5] = i32(u32(madsat) + u32(mulhi) + 17u);
    i32 sx = v < y ? y : v;    // select(): component taken from b where the mask is set
    i32 sy = uv < uy ? v : y;
    o[6] = i32(u32(sx) * 3u + u32(sy));
    o[7] = i32(u32(v > 0 ? v : -y) + (uv >= uy ? 1u : 2u));
  }
  x.put(2, out);
  return x.out;
}

// out[i] = a.x - a.y + 2 a.z + (a.w ^ s), s a polynomial of eight b loads for lanes 0 and 1 of
// each 64-item group (0 elsewhere); wrapping 32-bit arithmetic.
Buffers vmem_inflight(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  if (x.wg(0) != 64)
    throw Error("vmem_inflight: work-group must be 64");
  auto a = x.get<u32>(0, 4 * n);
  auto b = x.get<u32>(1, 512);
  auto out = x.get<u32>(2, n);
  for (u32 i = 0; i < n; ++i) {
    const u32 l = i % 64, g = i / 64;
    u32 sum = 0;
    if (l < 2) {
      const u32* p = &b[g * 2 + l];
      const u32 m[7] = {3, 5, 7, 11, 13, 17, 19};
      sum = p[0];
      for (u32 k = 1; k < 8; ++k) sum = k % 2 ? sum * m[k - 1] + p[64 * k] : sum * m[k - 1] - p[64 * k];
    }
    const u32* v = &a[4 * i];
    out[i] = v[0] - v[1] + 2u * v[2] + (v[3] ^ sum);
  }
  x.put(2, out);
  return x.out;
}

Buffers vec_int(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<i32>(0, 4 * n);
  auto b = x.get<u32>(1, 3 * n);
  auto c = x.get<u8>(2, 256);
  auto o4 = x.get<i32>(3, 4 * n);
  auto o3 = x.get<u32>(4, 3 * n);
  auto o2 = x.get<u32>(5, 2 * n);
  for (u32 i = 0; i < n; ++i) {
    const i32* v = &a[4 * i];
    const u32* w = &b[3 * i];
    const u8* q = &c[16 * (i & 15)];
    i32 rev[4] = {v[3], v[2], v[1], v[0]};
    i32 dup[4] = {v[0], v[0], v[1], v[1]};
    for (int k = 0; k < 4; ++k)
      o4[4 * i + k] = rev[k] + dup[k] * 3 - i32(q[k]) + i32(q[15 - k]);
    o3[3 * i + 0] = w[2] ^ u32(v[0]);
    o3[3 * i + 1] = w[0] ^ u32(v[1]);
    o3[3 * i + 2] = w[1] ^ u32(v[2]);
    o2[2 * i + 0] = w[0] + w[1] + u32(q[8]) * u32(v[3]);
    o2[2 * i + 1] = w[2] + u32(q[9]) * 7u;
  }
  x.put(3, o4);
  x.put(4, o3);
  x.put(5, o2);
  return x.out;
}

// ---------------------------------------------------------------------------------------------
// Float kernels

Buffers f32_arith(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<float>(0, n);
  auto b = x.get<float>(1, n);
  auto out = x.get<float>(2, 6 * n);
  float sc = x.f32_arg(3);
  for (u32 i = 0; i < n; ++i) {
    float v = a[i], y = b[i];
    float* o = &out[6 * i];
    o[0] = v + y;
    o[1] = v - y;
    o[2] = v * y;
    float q = v * sc;
    o[3] = q + y;
    float h = 0.5f * y;
    o[4] = h - std::fabs(v);
    o[5] = v > y ? -v : y;
  }
  x.put(2, out);
  return x.out;
}

// Correctly rounded values (computed in double); the kernel may be off by the OpenCL 1.2
// limits (sqrt 3, exp 3, log 3, sin/cos 4, division 2.5 ulp): compared with 4 ulp.
Buffers f32_math(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<float>(0, n);
  auto b = x.get<float>(1, n);
  auto out = x.get<float>(2, 6 * n);
  for (u32 i = 0; i < n; ++i) {
    double v = a[i], y = b[i];
    float* o = &out[6 * i];
    o[0] = float(std::sqrt(v));
    o[1] = float(std::exp(y));
    o[2] = float(std::log(v));
    o[3] = float(std::sin(y));
    o[4] = float(std::cos(y));
    o[5] = float(v / y);
  }
  x.put(2, out);
  return x.out;
}

Buffers f64_arith(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<double>(0, n);
  auto b = x.get<double>(1, n);
  auto ex = x.get<double>(2, 6 * n);
  auto ap = x.get<double>(3, 2 * n);
  auto il = x.get<i64>(4, n);
  double sc = x.f64_arg(5);
  for (u32 i = 0; i < n; ++i) {
    double v = a[i], y = b[i];
    double* e = &ex[6 * i];
    e[0] = v + y;
    e[1] = v - y;
    e[2] = v * y;
    e[3] = std::fma(v, y, sc);
    e[4] = std::floor(v) + std::fmin(v, y);
    e[5] = double(float(v)) + double(i64(y));
    ap[2 * i + 0] = v / y;
    ap[2 * i + 1] = std::sqrt(std::fabs(v));
    il[i] = i64(v * 1024.0);
  }
  x.put(2, ex);
  x.put(3, ap);
  x.put(4, il);
  return x.out;
}

Buffers half_conv(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto h = x.get<u16>(0, n);
  auto f = x.get<float>(1, n);
  auto of = x.get<float>(2, 2 * n);
  auto oh = x.get<u16>(3, 5 * n);
  for (u32 i = 0; i < n; ++i) {
    of[2 * i + 0] = half_to_float(h[i]);
    of[2 * i + 1] = half_to_float(h[i]);  // lane (i & 1) of vload_half2(i >> 1)
    float v = f[i];
    float t = v * 1.5e-8f;
    oh[i] = float_to_half(v, Round::NearestEven);
    oh[n + i] = float_to_half(v, Round::TowardZero);
    oh[2 * n + i] = float_to_half(t, Round::NearestEven);
    oh[3 * n + i] = float_to_half(t, Round::Up);
    oh[4 * n + i] = float_to_half(v, Round::Down);
  }
  x.put(2, of);
  x.put(3, oh);
  return x.out;
}

Buffers fma_mad(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<float>(0, n);
  auto b = x.get<float>(1, n);
  auto c = x.get<float>(2, n);
  auto fused = x.get<float>(3, 2 * n);
  auto fused64 = x.get<double>(4, n);
  for (u32 i = 0; i < n; ++i) {
    float v = a[i], y = b[i], z = c[i];
    float p = v * y;
    fused[2 * i + 0] = std::fma(v, y, z);
    fused[2 * i + 1] = std::fma(v, y, -p);
    double z9 = double(z) * 1e-9;
    fused64[i] = std::fma(double(v), double(y), z9);
  }
  x.put(3, fused);
  x.put(4, fused64);
  return x.out;
}

// mads[i] = mad(a, b, c): OpenCL allows the fused or the unfused (product rounded) result;
// property: each value equals one of the two, bitwise.
std::string fma_mad_property(const LaunchSpec& s, const Buffers& init, const Buffers& actual) {
  View in(s, init), act(s, actual);
  u32 n = in.items();
  auto a = in.get<float>(0, n);
  auto b = in.get<float>(1, n);
  auto c = in.get<float>(2, n);
  auto mads = act.get<float>(5, n);
  for (u32 i = 0; i < n; ++i) {
    float fused = std::fma(a[i], b[i], c[i]);
    float p = a[i] * b[i];
    float unfused = p + c[i];
    if (f2u(mads[i]) != f2u(fused) && f2u(mads[i]) != f2u(unfused)) {
      std::ostringstream os;
      os.precision(9);
      os << "mads[" << i << "] = " << mads[i] << " is neither fma (" << fused
         << ") nor round(round(a*b)+c) (" << unfused << ")";
      return os.str();
    }
  }
  return "";
}

Buffers float_cmp_select(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<float>(0, n);
  auto b = x.get<float>(1, n);
  auto of = x.get<float>(2, 7 * n);
  auto oi = x.get<i32>(3, n);
  auto rnd = x.get<float>(4, 2 * n);
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (u32 i = 0; i < n; ++i) {
    float v = a[i], y = b[i];
    switch (i & 15) {
      case 0: v = inf; break;
      case 1: v = nan; break;
      case 2: v = -0.0f; break;
      case 3: y = v; break;
      case 4: y = -inf; break;
      case 5: y = nan; break;
      case 6: v = std::floor(v) + 0.5f; break;
      case 7: v = -std::floor(v) - 0.5f; break;
      default: break;
    }
    bool ord = !std::isnan(v) && !std::isnan(y);
    oi[i] = (v < y) | ((v <= y) << 1) | ((v > y) << 2) | ((v >= y) << 3) | ((v == y) << 4) |
            ((v != y) << 5) | (std::isnan(v) << 6) | (std::isinf(y) << 7) | (ord << 8) |
            ((!ord) << 9) | (std::signbit(v) << 10) | (std::isfinite(v) << 11) |
            (std::isnormal(y) << 12) | ((ord && v != y) << 13);
    float* o = &of[7 * i];
    o[0] = std::fmin(v, y);
    o[1] = std::fmax(v, y);
    o[2] = v < y ? v : y;
    o[3] = v > y ? y : v;
    o[4] = std::copysign(v, y);
    o[5] = std::floor(v) + std::ceil(y);
    o[6] = std::nearbyint(v) - std::trunc(y);
    rnd[2 * i + 0] = std::round(v);
    rnd[2 * i + 1] = std::round(y);
  }
  x.put(2, of);
  x.put(3, oi);
  x.put(4, rnd);
  return x.out;
}

// f32 -> i32 conversions: truncate, then saturate to [lo, hi] (used for the _sat forms only;
// the plain forms' inputs are in range).
i64 trunc_sat(float f, i64 lo, i64 hi) {
  double t = std::trunc(double(f));
  if (std::isnan(f))
    return 0;
  if (t < double(lo))
    return lo;
  if (t > double(hi))
    return hi;
  return i64(t);
}

float int_to_float_rtz(i32 k) {
  float f = float(k);  // round to nearest even
  if (std::fabs(double(f)) > std::fabs(double(k)))
    f = std::nextafter(f, 0.0f);
  return f;
}

Buffers int_float_conv(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto f = x.get<float>(0, n);
  auto k = x.get<i32>(1, n);
  auto oi = x.get<i32>(2, 6 * n);
  auto of = x.get<float>(3, 4 * n);
  auto od = x.get<double>(4, n);
  const i64 imin = std::numeric_limits<i32>::min(), imax = std::numeric_limits<i32>::max();
  for (u32 i = 0; i < n; ++i) {
    float v = f[i];
    float q = v * 0.25f;
    float m = v * 0.001f;
    i32* r = &oi[6 * i];
    r[0] = i32(trunc_sat(q, imin, imax));
    r[1] = i32(trunc_sat(std::nearbyint(q), imin, imax));
    r[2] = i32(trunc_sat(v, imin, imax));
    r[3] = i32(u32(trunc_sat(v, 0, 0xffffffffll)));
    r[4] = i32(trunc_sat(std::floor(m), imin, imax));
    r[5] = i32(trunc_sat(std::ceil(m), imin, imax));
    float* g = &of[4 * i];
    g[0] = float(k[i]);
    g[1] = float(u32(k[i]));
    g[2] = int_to_float_rtz(k[i]);
    g[3] = float(i64(k[i]) * 3 + 1);
    od[i] = double(k[i]) + double(u32(k[i]));
  }
  x.put(2, oi);
  x.put(3, of);
  x.put(4, od);
  return x.out;
}

Buffers f32_lds_reduce(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.n1d();
  const u32 WG = 256;
  if (x.wg(0) != WG)
    throw Error("f32_lds_reduce: work-group must be 256");
  auto in = x.get<float>(0, n);
  auto sums = x.get<float>(1, 2 * (n / WG));
  for (u32 g = 0; g < n / WG; ++g) {
    std::vector<float> sv(WG), qv(WG);
    for (u32 l = 0; l < WG; ++l) {
      sv[l] = in[g * WG + l];
      qv[l] = sv[l] * sv[l];
    }
    for (u32 stride = WG / 2; stride > 0; stride >>= 1)  // the kernel's tree order
      for (u32 l = 0; l < stride; ++l) {
        sv[l] = sv[l] + sv[l + stride];
        qv[l] = qv[l] + qv[l + stride];
      }
    sums[2 * g] = sv[0];
    sums[2 * g + 1] = qv[0];
  }
  x.put(1, sums);
  return x.out;
}

Buffers mandelbrot(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 W = x.grid(0), H = x.grid(1);
  auto iters = x.get<u32>(0, W * H);
  auto last = x.get<float>(1, W * H);
  float x0 = x.f32_arg(2), y0 = x.f32_arg(3), dx = x.f32_arg(4), dy = x.f32_arg(5);
  u32 maxit = x.u32_arg(6);
  for (u32 py = 0; py < H; ++py)
    for (u32 px = 0; px < W; ++px) {
      float tx = float(px) * dx;
      float cx = x0 + tx;
      float ty = float(py) * dy;
      float cy = y0 + ty;
      float zx = 0.0f, zy = 0.0f;
      u32 it = 0;
      while (it < maxit) {
        float xx = zx * zx;
        float yy = zy * zy;
        float mag = xx + yy;
        if (mag > 4.0f)
          break;
        float xy = zx * zy;
        float nx = xx - yy;
        zx = nx + cx;
        float t = xy + xy;
        zy = t + cy;
        ++it;
      }
      iters[py * W + px] = it;
      last[py * W + px] = zx;
    }
  x.put(0, iters);
  x.put(1, last);
  return x.out;
}

Buffers i64_divmod(const LaunchSpec& s, const Buffers& init) {
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<i64>(0, n);
  auto b = x.get<i64>(1, n);
  auto out = x.get<i64>(2, 6 * n);
  for (u32 i = 0; i < n; ++i) {
    i64 v = a[i];
    i64 y = (i & 1) ? b[i] : (b[i] >> 30);
    if (y == 0)
      y = 3;
    if (v == std::numeric_limits<i64>::min() && y == -1)
      throw Error("i64_divmod: LONG_MIN / -1 is undefined; the input range must exclude it");
    i64* o = &out[6 * i];
    o[0] = v / y;
    o[1] = v % y;
    o[2] = i64(u64(v) / u64(y));
    o[3] = i64(u64(v) % u64((y >> 20) | 1));
    o[4] = v / 1000;
    o[5] = i64(u64(v) % 97u);
  }
  x.put(2, out);
  return x.out;
}

// f32_edge: the operand table of the kernel (lanes i % 16 < 13), random operands elsewhere.
// gfx803 OpenCL code objects flush FP32 denormals (MODE FP_DENORM f32 = 0): a denormal source
// and a denormal result are signed zeros; the host does the IEEE round-to-nearest-even binary32
// operation between the two flushes. o[2] is VOP3 omod x2 of the rounded sum before the output
// flush (exact, overflow to inf). Any NaN matches any NaN here (the quiet bit is pinned by
// lockstep against golden).
float ftz32(float f) { return std::fpclassify(f) == FP_SUBNORMAL ? std::copysign(0.0f, f) : f; }

Buffers f32_edge(const LaunchSpec& s, const Buffers& init) {
  static const u32 ex[13] = {0x3f800000u, 0x3f800001u, 0x3f800800u, 0x00000001u, 0x00400000u,
                             0x7fa00000u, 0x40000000u, 0x00000000u, 0x80000000u, 0x7f800000u,
                             0x7f800000u, 0x7f7fffffu, 0x3fc00000u};
  static const u32 ey[13] = {0x33800000u, 0x33800000u, 0x3f800800u, 0x00800000u, 0x4b800000u,
                             0x3f800000u, 0xffa00001u, 0x80000000u, 0x80000000u, 0xff800000u,
                             0x00000000u, 0x7f7fffffu, 0x40200000u};
  Expect x(s, init);
  u32 n = x.items();
  auto a = x.get<float>(0, n);
  auto b = x.get<float>(1, n);
  auto out = x.get<float>(2, 4 * n);
  for (u32 i = 0; i < n; ++i) {
    u32 k = i % 16;
    float v = ftz32(k < 13 ? bits_as<float>(ex[k]) : a[i]);
    float y = ftz32(k < 13 ? bits_as<float>(ey[k]) : b[i]);
    float* o = &out[4 * i];
    o[0] = ftz32(v + y);
    o[1] = ftz32(v * y);
    o[2] = ftz32((v + y) * 2.0f);
    o[3] = ftz32(v - y);
  }
  x.put(2, out);
  return x.out;
}

// ---------------------------------------------------------------------------------------------
// The table

using E = Compare::Elem;
const std::vector<std::string> kDivU32 = {"v_cvt_f32_u32", "v_rcp_iflag_f32", "v_mul_f32",
                                          "v_cvt_u32_f32"};

Compare cmp(E e, double ulp = 0, bool any_zero_sign = false) {
  Compare c;
  c.elem = e;
  c.max_ulp = ulp;
  c.any_zero_sign = any_zero_sign;
  return c;
}

std::vector<Reference> make_table() {
  std::vector<Reference> t;
  auto add = [&](const char* name, bool integer_only, Buffers (*fn)(const LaunchSpec&, const Buffers&),
                 std::map<int, Compare> compare = {}) -> Reference& {
    Reference r;
    r.kernel = name;
    r.integer_only = integer_only;
    r.expect = fn;
    r.compare = std::move(compare);
    t.push_back(std::move(r));
    return t.back();
  };
  // integer-only
  add("lds_reduce", true, lds_reduce, {{1, cmp(E::I32)}, {2, cmp(E::I32)}});
  add("atomic_hist", true, atomic_hist);
  add("atomic_minmax", true, atomic_minmax, {{1, cmp(E::I32)}});
  {
    Reference& r = add("atomic_xchg_cas", true, atomic_xchg_cas, {{3, cmp(E::I32)}});
    r.property_args = {1, 2, 4, 5, 6};
    r.property = atomic_xchg_cas_property;
  }
  {
    Reference& r = add("local_atomics", true, local_atomics, {{1, cmp(E::I32)}});
    r.property_args = {2, 3, 4};
    r.property = local_atomics_property;
  }
  add("divergent", true, divergent, {{1, cmp(E::I32)}});
  add("collatz", true, collatz);
  add("bytes_shorts", true, bytes_shorts, {{2, cmp(E::U8)}, {3, cmp(E::I16)}, {4, cmp(E::I32)}});
  add("i64_arith", true, i64_arith, {{2, cmp(E::U64)}});
  add("int_divmod", true, int_divmod, {{2, cmp(E::I32)}}).allowed_float_ops = kDivU32;
  add("int_divconst", true, int_divconst, {{1, cmp(E::I32)}});
  add("bitops", true, bitops);
  add("matmul_lds", true, matmul_lds, {{2, cmp(E::I32)}});
  add("grid3d", true, grid3d);
  add("transpose2d", true, transpose2d, {{1, cmp(E::U16)}, {2, cmp(E::I32)}});
  add("dyn_local", true, dyn_local);
  add("scratch_spill", true, scratch_spill);
  add("noinline_call", true, noinline_call);
  add("prefix_scan", true, prefix_scan);
  add("lds_scan_dbuf", true, lds_scan_dbuf);
  add("lds_reverse", true, lds_reverse);
  add("bitonic_local", true, bitonic_local);
  add("int_sat_minmax", true, int_sat_minmax, {{2, cmp(E::I32)}});
  add("vec_int", true, vec_int, {{3, cmp(E::I32)}});
  add("vmem_inflight", true, vmem_inflight, {{2, cmp(E::I32)}});
  // float (or integer code that LLVM lowers with float instructions)
  add("f32_arith", false, f32_arith, {{2, cmp(E::F32)}});
  add("f32_math", false, f32_math, {{2, cmp(E::F32, 4)}});
  add("f64_arith", false, f64_arith, {{2, cmp(E::F64)}, {3, cmp(E::F64, 1)}, {4, cmp(E::I64)}});
  add("half_conv", false, half_conv, {{2, cmp(E::F32)}, {3, cmp(E::U16)}});
  {
    Reference& r = add("fma_mad", false, fma_mad, {{3, cmp(E::F32)}, {4, cmp(E::F64)}});
    r.property_args = {5};
    r.property = fma_mad_property;
  }
  // round(): OpenCL says round(x) is -0 for x in (-0.5, -0]; LLVM 14's lowering gives +0 there
  // (trunc(x) + select(.., copysign(1, x), +0)), so either sign of zero is accepted.
  add("float_cmp_select", false, float_cmp_select,
      {{2, cmp(E::F32)}, {3, cmp(E::I32)}, {4, cmp(E::F32, 0, true)}});
  add("int_float_conv", false, int_float_conv,
      {{2, cmp(E::I32)}, {3, cmp(E::F32)}, {4, cmp(E::F64)}});
  add("f32_lds_reduce", false, f32_lds_reduce, {{1, cmp(E::F32)}});
  add("mandelbrot", false, mandelbrot, {{1, cmp(E::F32)}});
  add("i64_divmod", false, i64_divmod, {{2, cmp(E::I64)}});
  add("f32_edge", false, f32_edge, {{2, cmp(E::F32)}});
  return t;
}

// ---------------------------------------------------------------------------------------------
// Comparison

size_t elem_size(E e) {
  switch (e) {
    case E::U8: case E::I8: return 1;
    case E::U16: case E::I16: case E::F16: return 2;
    case E::U32: case E::I32: case E::F32: return 4;
    default: return 8;
  }
}

u64 load_bits(const uint8_t* p, size_t size) {
  u64 v = 0;
  std::memcpy(&v, p, size);  // little-endian host
  return v;
}

std::string show(E e, u64 bits) {
  std::ostringstream os;
  size_t sz = elem_size(e);
  switch (e) {
    case E::U8: case E::U16: case E::U32: case E::U64: os << bits; break;
    case E::I8: os << int(i8(bits)); break;
    case E::I16: os << i16(bits); break;
    case E::I32: os << i32(bits); break;
    case E::I64: os << i64(bits); break;
    case E::F16: os.precision(6); os << half_to_float(u16(bits)); break;
    case E::F32: os.precision(9); os << bits_as<float>(u32(bits)); break;
    case E::F64: { double d; std::memcpy(&d, &bits, 8); os.precision(17); os << d; break; }
  }
  os << std::hex << " (0x";
  os.width(int(2 * sz));
  os.fill('0');
  os << bits << ")";
  return os.str();
}

bool is_nan(E e, u64 bits) {
  switch (e) {
    case E::F16: return (bits & 0x7c00) == 0x7c00 && (bits & 0x3ff);
    case E::F32: return (bits & 0x7f800000u) == 0x7f800000u && (bits & 0x7fffffu);
    case E::F64: return (bits & 0x7ff0000000000000ull) == 0x7ff0000000000000ull &&
                        (bits & 0xfffffffffffffull);
    default: return false;
  }
}

// Position on a line where consecutive representable values are 1 apart (-0 and +0 coincide).
i64 ordinal(E e, u64 bits) {
  int sbit = e == E::F16 ? 15 : e == E::F32 ? 31 : 63;
  u64 mag = bits & ~(u64(1) << sbit);
  if (sbit < 63)
    mag &= (u64(1) << sbit) - 1;
  return (bits >> sbit) & 1 ? -i64(mag) : i64(mag);
}

bool is_float(E e) { return e == E::F16 || e == E::F32 || e == E::F64; }

}  // namespace

const std::vector<Reference>& all_references() {
  static const std::vector<Reference> table = make_table();
  return table;
}

const Reference* find_reference(const std::string& kernel_name) {
  for (const Reference& r : all_references())
    if (r.kernel == kernel_name)
      return &r;
  return nullptr;
}

Buffers initial_contents(const LaunchSpec& spec) {
  Buffers b;
  for (const BufferSpec& bs : spec.buffers)
    b[bs.name] = bs.init;
  return b;
}

std::string check(const Reference& ref, const LaunchSpec& spec, const Buffers& initial,
                  const Buffers& actual) {
  const std::string who = ref.kernel + ": ";
  Buffers expected;
  try {
    expected = ref.expect(spec, initial);
  } catch (const std::exception& e) {
    return who + "reference failed: " + e.what();
  }
  auto arg_of = [&](const std::string& name) {
    for (size_t i = 0; i < spec.args.size(); ++i)
      if (spec.args[i].kind == ArgSpec::Kind::Buffer && spec.args[i].buffer == name)
        return int(i);
    return -1;
  };
  // Every output buffer must have an expectation.
  for (const BufferSpec& bs : spec.buffers) {
    if (bs.output.empty() || expected.count(bs.name))
      continue;
    int arg = arg_of(bs.name);
    if (std::find(ref.property_args.begin(), ref.property_args.end(), arg) ==
        ref.property_args.end())
      return who + "no expectation for output buffer '" + bs.name + "'";
  }
  for (const auto& [name, want] : expected) {
    auto it = actual.find(name);
    if (it == actual.end())
      return who + "buffer '" + name + "' missing from the actual outputs";
    const std::vector<uint8_t>& got = it->second;
    if (got.size() != want.size())
      return who + "buffer '" + name + "' has " + std::to_string(got.size()) +
             " bytes, expected " + std::to_string(want.size());
    Compare c;
    auto ci = ref.compare.find(arg_of(name));
    if (ci != ref.compare.end())
      c = ci->second;
    else if (want.size() % 4 != 0)
      c.elem = E::U8;
    size_t sz = elem_size(c.elem);
    for (size_t off = 0; off + sz <= want.size(); off += sz) {
      u64 w = load_bits(&want[off], sz), g = load_bits(&got[off], sz);
      if (w == g)
        continue;
      if (is_float(c.elem)) {
        bool wn = is_nan(c.elem, w), gn = is_nan(c.elem, g);
        if (wn && gn)
          continue;
        if (c.any_zero_sign && ordinal(c.elem, w) == 0 && ordinal(c.elem, g) == 0)
          continue;
        if (!wn && !gn && c.max_ulp > 0) {
          i64 d = ordinal(c.elem, w) - ordinal(c.elem, g);
          if (double(d < 0 ? -d : d) <= c.max_ulp)
            continue;
        }
      }
      std::ostringstream os;
      os << who << "buffer '" << name << "' element " << off / sz << " (byte " << off
         << "): expected " << show(c.elem, w) << ", got " << show(c.elem, g);
      if (is_float(c.elem) && c.max_ulp > 0)
        os << " (tolerance " << c.max_ulp << " ulp)";
      return os.str();
    }
    for (size_t off = want.size() / sz * sz; off < want.size(); ++off)
      if (want[off] != got[off])
        return who + "buffer '" + name + "' byte " + std::to_string(off) + ": expected " +
               std::to_string(want[off]) + ", got " + std::to_string(got[off]);
  }
  if (ref.property) {
    for (int arg : ref.property_args) {
      if (arg < 0 || size_t(arg) >= spec.args.size() ||
          spec.args[arg].kind != ArgSpec::Kind::Buffer)
        return who + "property argument " + std::to_string(arg) + " is not a buffer argument";
      if (!actual.count(spec.args[arg].buffer))
        return who + "buffer '" + spec.args[arg].buffer + "' missing from the actual outputs";
    }
    try {
      std::string m = ref.property(spec, initial, actual);
      if (!m.empty())
        return who + m;
    } catch (const std::exception& e) {
      return who + "property check failed: " + e.what();
    }
  }
  return "";
}

}  // namespace gcn::corpus
