// VALU machinery shared by every VOP1/VOP2/VOPC/VOP3 body: the lane loop, EXEC masking,
// operand fetch (VGPR, SGPR, inline constant, literal), input modifiers (abs/neg, SDWA select,
// DPP lane moves), output modifiers (omod, clamp, SDWA dst_sel), MODE denormal flushing and
// rounding, and carry/compare mask plumbing into VCC or an SGPR pair.
//
// A body is a lambda over one lane's values; its C++ signature says the operand types:
//   valu<float(float, float)>([](float a, float b) { return a + b; })
//   valu<uint32_t(uint32_t, uint32_t)>([](uint32_t a, uint32_t b, bool& carry) { ... })
//   valu<uint32_t(uint32_t, uint32_t)>([](uint32_t a, uint32_t b, bool cin, bool& cout) {...})
//   valu<uint32_t(uint32_t)>([](Lane l, uint32_t a) { ... })       // needs its lane number
//   vopc<float(float, float)>([](float a, float b) { return a < b; })  // compare -> mask
// Lane types: uint16_t int16_t Half uint32_t int32_t float uint64_t int64_t double.
#pragma once

#include <cfenv>
#include <cmath>
#include <cstring>
#include <optional>
#include <tuple>
#include <type_traits>

#include "golden/exec/ctx.h"
#include "golden/exec/float_bits.h"
#include "golden/exec/registry.h"

namespace gcn {

template <typename T> using Lanes = std::array<T, kWaveSize>;

// Tag for bodies that need their lane number.
struct Lane {
  int id;
};

namespace valu {

template <typename T>
inline constexpr bool kIsFloat = std::is_same_v<T, float> || std::is_same_v<T, double> ||
                                 std::is_same_v<T, Half>;
template <typename T> inline constexpr int kDwords = sizeof(T) == 8 ? 2 : 1;

template <typename T> uint64_t to_bits(T v) {
  if constexpr (std::is_same_v<T, Half>) return v.bits;
  else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return bits_of(v);
  else return static_cast<std::make_unsigned_t<T>>(v);
}

template <typename T> T from_bits(uint64_t b) {
  if constexpr (std::is_same_v<T, Half>) return Half::from_bits(uint16_t(b));
  else if constexpr (std::is_same_v<T, float>) return f32_of(uint32_t(b));
  else if constexpr (std::is_same_v<T, double>) return f64_of(b);
  else return static_cast<T>(static_cast<std::make_unsigned_t<T>>(b));
}

// Source lane that DPP control `ctrl` reads for destination `lane`, or -1 when out of range.
int dpp_source_lane(uint16_t ctrl, int lane);
// Lanes DPP lets the instruction write: row_mask/bank_mask, and out-of-range sources when
// bound_ctrl is clear.
uint64_t dpp_write_mask(const Inst& in);
// SDWA operand select: extract a byte/word (sign-extended when `sext`).
uint32_t sdwa_select(uint32_t v, SdwaSel sel, bool sext);
// SDWA destination: place `v` into the dst_sel field of `old` per dst_unused.
uint32_t sdwa_place(uint32_t old, uint32_t v, SdwaSel sel, SdwaUnused unused);

// MODE helpers.
inline bool denorm_in(uint32_t mode, bool is64or16) {
  return mode >> (is64or16 ? mode::kDenorm64Shift : mode::kDenorm32Shift) & 1;
}
inline bool denorm_out(uint32_t mode, bool is64or16) {
  return mode >> (is64or16 ? mode::kDenorm64Shift : mode::kDenorm32Shift) & 2;
}
template <typename T> T flush_denorm(T v) {
  if constexpr (std::is_same_v<T, Half>) {
    return (v.bits & 0x7C00) == 0 ? Half::from_bits(v.bits & 0x8000) : v;
  } else {
    // Exponent field zero = zero or subnormal; either way the result is the signed zero. A mask
    // of bits rather than a choice of values, so lane loops over it vectorise.
    if constexpr (std::is_same_v<T, float>) {
      const uint32_t b = bits_of(v);
      return f32_of(b & ((b & 0x7F800000u) ? ~0u : 0x80000000u));
    } else {
      const uint64_t b = bits_of(v);
      return f64_of(b & ((b & 0x7FF0000000000000ull) ? ~0ull : 0x8000000000000000ull));
    }
  }
}
// NaN test on the bits: a reduction over it vectorises where one over a float compare does not.
template <typename T> bool is_nan_bits(T v) {
  if constexpr (std::is_same_v<T, float>) return (bits_of(v) & 0x7FFFFFFFu) > 0x7F800000u;
  else return (bits_of(v) & 0x7FFFFFFFFFFFFFFFull) > 0x7FF0000000000000ull;
}
template <typename T> T apply_abs_neg(T v, bool abs, bool neg) {
  constexpr uint64_t sign = std::is_same_v<T, Half> ? 0x8000 : std::is_same_v<T, float> ? 0x80000000u
                                                                                         : 0x8000000000000000ull;
  uint64_t b = to_bits(v);
  if (abs) b &= ~sign;
  if (neg) b ^= sign;
  return from_bits<T>(b);
}

// Sets the host rounding mode from MODE for the duration of a float body.
class RoundScope {
 public:
  RoundScope(uint32_t mode, bool is64or16) {
    const uint32_t rm = mode >> (is64or16 ? mode::kRound64Shift : mode::kRound32Shift) & 3;
    if (rm == 0) return;
    static constexpr int kHost[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    saved_ = std::fegetround();
    std::fesetround(kHost[rm]);
    active_ = true;
  }
  ~RoundScope() {
    if (active_) std::fesetround(saved_);
  }
  RoundScope(const RoundScope&) = delete;
  RoundScope& operator=(const RoundScope&) = delete;

 private:
  int saved_ = 0;
  bool active_ = false;
};

// DPP lane moves and SDWA selects on a VGPR source (the uncommon path of fetch()).
template <typename T>
void fetch_lanes_modified(const Inst& in, int slot, const uint32_t* lo, bool dpp, bool sdwa, Lanes<T>& out) {
  for (int lane = 0; lane < kWaveSize; ++lane) {
    const int sl = dpp ? dpp_source_lane(in.dpp_ctrl, lane) : lane;
    uint64_t b = 0;
    if (sl >= 0) {
      b = lo[sl];
      if constexpr (kDwords<T> == 2) b |= uint64_t(lo[kWaveSize + sl]) << 32;
    }
    if (sdwa) b = sdwa_select(uint32_t(b), in.src_sel[slot], in.sext >> slot & 1);
    out[lane] = from_bits<T>(b);
  }
}

// Fetches source `slot` of the current instruction for all 64 lanes with every input
// modifier applied.
template <typename T> void fetch(Ctx& c, int slot, Lanes<T>& out) {
  const Inst& in = c.in;
  const uint16_t o = in.src[slot];
  // Float input modifiers, decided once: abs/neg, then MODE input flushing.
  bool abs = false, neg = false, keep_denorm = true;
  if constexpr (kIsFloat<T>) {
    abs = in.abs >> slot & 1;
    neg = in.neg >> slot & 1;
    keep_denorm = denorm_in(c.w.mode, !std::is_same_v<T, float>);
  }
  const auto modify = [&](T v) {
    if constexpr (kIsFloat<T>) {
      v = apply_abs_neg(v, abs, neg);
      if (!keep_denorm) v = flush_denorm(v);
    }
    return v;
  };
  if (!opnd::is_vgpr(o)) {
    // A uniform operand (SGPR, inline constant, literal): modifiers once, then the broadcast.
    const Ty ty = c.op().src[slot];
    const T v = from_bits<T>(kDwords<T> == 2 ? c.scalar64(o, ty) : c.scalar32(o, ty));
    out.fill(modify(v));
    return;
  }
  const uint32_t reg = o - opnd::kVgpr0;
  c.check_vgpr(reg + kDwords<T> - 1);
  c.check_read(o, kDwords<T>);
  const uint32_t* lo = &c.w.vgpr[size_t(reg) * kWaveSize];
  const bool dpp = in.dpp && slot == 0;
  const bool sdwa = in.sdwa && slot < 2;
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (!dpp && !sdwa) {
      // The common case: copy, sign and flush in one pass of bit operations that vectorises
      // (the masks are the identity when a modifier is absent).
      using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
      constexpr Bits kSign = Bits(1) << (sizeof(Bits) * 8 - 1);
      constexpr Bits kExp = std::is_same_v<T, float> ? Bits(0x7F800000u) : Bits(0x7FF0000000000000ull);
      const Bits clear = abs ? ~kSign : ~Bits(0), flip = neg ? kSign : 0;
      const Bits keep_mask = keep_denorm ? ~Bits(0) : 0;
      for (int lane = 0; lane < kWaveSize; ++lane) {
        Bits b = lo[lane];
        if constexpr (kDwords<T> == 2) b |= uint64_t(lo[kWaveSize + lane]) << 32;
        b = (b & clear) ^ flip;
        b = (b & kExp) || keep_mask ? b : b & kSign;
        out[lane] = from_bits<T>(b);
      }
      return;
    }
  }
  if (!dpp && !sdwa) {  // a straight, vectorisable copy
    for (int lane = 0; lane < kWaveSize; ++lane) {
      uint64_t b = lo[lane];
      if constexpr (kDwords<T> == 2) b |= uint64_t(lo[kWaveSize + lane]) << 32;
      out[lane] = from_bits<T>(b);
    }
  } else {
    fetch_lanes_modified(in, slot, lo, dpp, sdwa, out);
  }
  if constexpr (kIsFloat<T>)
    if (abs || neg || !keep_denorm)
      for (T& v : out) v = modify(v);
}

// Output modifiers of one instruction, decided once and applied per lane.
template <typename T> struct OutputMods {
  using Wide = std::conditional_t<std::is_same_v<T, double>, double, float>;
  bool keep_denorm = true, clamp = false, dx10 = false;
  uint8_t omod = 0;

  explicit OutputMods(const Ctx& c) {
    if constexpr (kIsFloat<T>) {
      keep_denorm = denorm_out(c.w.mode, !std::is_same_v<T, float>);
      // OMOD is ignored by the hardware when output denormals are enabled (LLVM
      // SIFoldOperands: "If output denormals are enabled, omod is ignored"; CLRX agrees).
      omod = keep_denorm ? 0 : c.in.omod;
      clamp = c.in.clamp;
      dx10 = c.w.mode & mode::kDx10Clamp;
    }
  }
  bool identity() const { return keep_denorm && !omod && !clamp; }
  T apply(T v) const {
    if constexpr (kIsFloat<T>) {
      if (omod || clamp) {
        Wide x = static_cast<Wide>(v);
        static constexpr Wide kScale[] = {1, 2, 4, 0.5};
        x *= kScale[omod];
        if (clamp) {
          if (std::isnan(x)) x = dx10 ? Wide(0) : x;
          else x = std::fmin(std::fmax(x, Wide(0)), Wide(1));
        }
        if constexpr (std::is_same_v<T, Half>) v = Half(x);
        else v = x;
      }
      if (!keep_denorm) v = flush_denorm(v);
    }
    return v;
  }
};

// Writes `out` to VDST for the lanes in `mask`, with output modifiers and SDWA placement.
template <typename T> void write_vdst(Ctx& c, Lanes<T>& out, uint64_t mask) {
  const Inst& in = c.in;
  const uint32_t reg = in.dst - opnd::kVgpr0;
  c.check_vgpr(reg + kDwords<T> - 1);
  uint32_t lo[kWaveSize], hi[kWaveSize];
  const OutputMods<T> mods(c);
  const bool flush_only = !mods.omod && !mods.clamp && !mods.keep_denorm && !std::is_same_v<T, Half>;
  if ((mods.identity() || flush_only) && !in.sdwa) {  // the common cases, vectorisable
    // Output flushing as a bit mask (the identity when denormals are kept), in the same pass.
    constexpr uint64_t kExp = std::is_same_v<T, float>    ? 0x7F800000u
                              : std::is_same_v<T, double> ? 0x7FF0000000000000ull : 0;
    constexpr uint64_t kSign = std::is_same_v<T, float> ? 0x80000000u : 0x8000000000000000ull;
    const uint64_t keep = flush_only && kExp ? 0 : ~0ull;
    for (int lane = 0; lane < kWaveSize; ++lane) {
      uint64_t b = to_bits(out[lane]);
      b &= (b & kExp) || keep ? ~0ull : kSign;
      lo[lane] = uint32_t(b);
      hi[lane] = uint32_t(b >> 32);
    }
  } else {
    for (int lane = 0; lane < kWaveSize; ++lane) {
      if (!(mask >> lane & 1)) continue;
      const uint64_t b = to_bits(mods.apply(out[lane]));
      lo[lane] = uint32_t(b);
      hi[lane] = uint32_t(b >> 32);
      if (in.sdwa) lo[lane] = sdwa_place(c.w.v(reg, lane), lo[lane], in.dst_sel, in.dst_unused);
    }
  }
  c.write_vgpr(reg, mask, lo);
  if constexpr (kDwords<T> == 2) c.write_vgpr(reg + 1, mask, hi);
}

// Where a per-lane mask result goes: VCC for the 32-bit encodings, the SDST field in VOP3.
inline void write_lane_mask(Ctx& c, uint64_t m) {
  const bool vop3 = c.in.enc == Enc::VOP3A || c.in.enc == Enc::VOP3B;
  c.write_sreg64(vop3 ? c.in.sdst : opnd::kVccLo, m);
}
// Carry-in / select mask: VCC for the 32-bit encodings, SRC2 in VOP3.
inline uint64_t read_lane_mask(Ctx& c) {
  const bool vop3 = c.in.enc == Enc::VOP3A || c.in.enc == Enc::VOP3B;
  if (!vop3) {
    c.check_read(opnd::kVccLo, 2);
    return c.w.vcc();
  }
  return c.scalar64(c.in.src[2], Ty::B64);
}

// The instruction with GPR indexing applied (MODE.GPR_IDX_EN): each VGPR operand selected by
// M0[15:12] (bit 0 SRC0, 1 SRC1, 2 SRC2, 3 VDST) moved up by M0[7:0] registers. Non-VGPR
// operands are unchanged. An indexed register beyond the allocation fails: AMD documents no
// behaviour (CLRX reports a substitution by v0, unconfirmed), and LLVM never relies on one.
Inst gpr_indexed(const Ctx& c);

// Lanes the instruction may write: EXEC, narrowed by DPP masks.
inline uint64_t active_lanes(const Ctx& c) {
  uint64_t m = c.w.exec();
  if (c.in.dpp) m &= dpp_write_mask(c.in);
  return m;
}

// One bool per lane, packed into a lane mask afterwards: lane loops that store a byte per
// lane vectorise where ones that OR in `bit << lane` do not. Lanes never set stay 0.
struct LaneBits {
  uint8_t b[kWaveSize] = {};
  uint64_t pack() const {
    uint64_t m = 0;
    for (int i = 0; i < kWaveSize / 8; ++i) {  // 8 lanes of 0/1 bytes -> 8 bits by one multiply
      uint64_t x;
      std::memcpy(&x, b + 8 * i, 8);
      m |= ((x * 0x0102040810204080ull) >> 56) << (8 * i);
    }
    return m;
  }
};

// The source lane vectors of one instruction. Unlike std::tuple (whose default constructor
// zero-fills), default construction leaves them uninitialised: fetch() writes every lane.
template <size_t I, typename T> struct SourceSlot {
  Lanes<T> v;
};
template <typename Seq, typename... T> struct SourceSet;
template <size_t... I, typename... T>
struct SourceSet<std::index_sequence<I...>, T...> : SourceSlot<I, T>... {};

template <typename Sig> struct Body;

template <typename D, typename... S> struct Body<D(S...)> {
  static constexpr bool kFloatOp = (kIsFloat<D> || ... || kIsFloat<S>);
  template <typename T> static constexpr bool kWideType = std::is_same_v<T, double> || std::is_same_v<T, Half>;
  // f64 and f16 share the second MODE round/denorm field.
  static constexpr bool kWide = (kWideType<D> || ... || kWideType<S>);
  static constexpr bool kHalfResult = std::is_same_v<D, Half>;
  using Idx = std::index_sequence_for<S...>;
  using Sources = SourceSet<Idx, S...>;

  template <typename F> static void run(Ctx& c, const F& f) {
    Sources src;
    fetch_all(c, src, Idx{});
    const uint64_t mask = active_lanes(c);
    std::optional<RoundScope> round;
    if constexpr (kFloatOp) round.emplace(c.w.mode, kWide);
    Lanes<D> out;
    if (mask != ~0ull) out.fill(D{});  // lanes the loop skips are never read uninitialised
    if constexpr (std::is_invocable_v<F, S..., bool, bool&>) {
      const uint64_t cin = read_lane_mask(c);
      LaneBits cout;
      loop(mask, [&](int l) {
        bool co = false;
        out[l] = lane(src, l, Idx{}, [&](auto... s) { return f(s..., bool(cin >> l & 1), co); });
        cout.b[l] = co;
      });
      write_vdst(c, out, mask);
      write_lane_mask(c, cout.pack());
    } else if constexpr (std::is_invocable_v<F, S..., bool&>) {
      LaneBits cout;
      loop(mask, [&](int l) {
        bool co = false;
        out[l] = lane(src, l, Idx{}, [&](auto... s) { return f(s..., co); });
        cout.b[l] = co;
      });
      write_vdst(c, out, mask);
      write_lane_mask(c, cout.pack());
    } else if constexpr (std::is_invocable_v<F, Lane, S...>) {
      loop(mask, [&](int l) { out[l] = lane(src, l, Idx{}, [&](auto... s) { return f(Lane{l}, s...); }); });
      write_vdst(c, out, mask);
    } else {
      loop(mask, [&](int l) { out[l] = lane(src, l, Idx{}, [&](auto... s) { return f(s...); }); });
      write_vdst(c, out, mask);
    }
  }

  // run() for a plain body split in two: `fast` is branch-free and equals `exact` on every lane
  // where its result is not NaN; `exact` recomputes only the lanes where it is NaN. The fast
  // loop runs all 64 lanes (inactive ones are never written), so it vectorises.
  template <typename F, typename G> static void run_fast(Ctx& c, const F& fast, const G& exact) {
    static_assert(std::is_same_v<D, float> || std::is_same_v<D, double>);
    Sources src;
    fetch_all(c, src, Idx{});
    const uint64_t mask = active_lanes(c);
    RoundScope round(c.w.mode, kWide);
    Lanes<D> out;
    uint32_t any_nan = 0;
    for (int l = 0; l < kWaveSize; ++l) {
      out[l] = lane(src, l, Idx{}, fast);
      any_nan |= is_nan_bits(out[l]);
    }
    if (any_nan)
      loop(mask, [&](int l) {
        if (is_nan_bits(out[l])) out[l] = lane(src, l, Idx{}, exact);
      });
    write_vdst(c, out, mask);
  }

  // Compare: D is the operand type of the compare, the body returns bool per lane.
  template <typename F> static void compare(Ctx& c, const F& f) {
    Sources src;
    fetch_all(c, src, Idx{});
    const uint64_t mask = active_lanes(c);
    LaneBits bits;
    loop(mask, [&](int l) { bits.b[l] = lane(src, l, Idx{}, [&](auto... s) { return bool(f(s...)); }); });
    const uint64_t result = bits.pack();
    write_lane_mask(c, result);
    if (c.op().effects & kWritesExec) c.set_exec(result);
  }

 private:
  template <size_t I> using Src = std::tuple_element_t<I, std::tuple<S...>>;
  template <size_t I> static Lanes<Src<I>>& slot(Sources& src) { return static_cast<SourceSlot<I, Src<I>>&>(src).v; }

  template <size_t... I> static void fetch_all(Ctx& c, Sources& src, std::index_sequence<I...>) {
    (fetch(c, int(I), slot<I>(src)), ...);
  }
  // Calls g with lane l of every source.
  template <size_t... I, typename G> static auto lane(Sources& src, int l, std::index_sequence<I...>, const G& g) {
    return g(slot<I>(src)[l]...);
  }
  // A full wave runs every lane without a per-lane test, so simple bodies vectorise.
  template <typename L> static void loop(uint64_t mask, const L& body) {
    if (mask == ~0ull) {
      for (int l = 0; l < kWaveSize; ++l) body(l);
    } else {
      for (int l = 0; l < kWaveSize; ++l)
        if (mask >> l & 1) body(l);
    }
  }
};

}  // namespace valu

// An ExecFn from a per-lane body; see the file comment for the accepted body shapes.
template <typename Sig, typename F> ExecFn valu_op(F f) {
  return [f](Ctx& c) { valu::Body<Sig>::run(c, f); };
}
// A VOPC body: Sig's return type is ignored (write bool(S...)); the result mask goes to VCC or
// SDST, and to EXEC too for v_cmpx.
template <typename Sig, typename F> ExecFn vopc_op(F f) {
  return [f](Ctx& c) { valu::Body<Sig>::compare(c, f); };
}

}  // namespace gcn
