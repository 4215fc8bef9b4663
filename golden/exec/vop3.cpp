// VOP3-only integer/bitwise instruction bodies (VOP3A and VOP3B). Float VOP3 ops live in
// vop3_fp.cpp; VOP1/VOP2/VOPC ops promoted to VOP3 are registered by their own family file.
#include "golden/exec/valu_int.h"

namespace gcn {

namespace {

using u16 = uint16_t;
using i16 = int16_t;
using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;
using i64 = int64_t;
using u128 = unsigned __int128;
using i128 = __int128;

constexpr u64 u24(u32 v) { return v & 0xFFFFFFu; }
constexpr i64 i24(u32 v) { return i32(v << 8) >> 8; }
constexpr u32 absdiff(u32 a, u32 b) { return a > b ? a - b : b - a; }
constexpr u32 byte(u32 v, int i) { return (v >> (8 * i)) & 0xFF; }

// Sum of absolute byte differences plus `acc`; `masked` skips bytes whose reference (b) is 0.
template <bool kMasked>
constexpr u32 sad_u8(u32 a, u32 b, u32 acc) {
  for (int i = 0; i < 4; ++i)
    if (!kMasked || byte(b, i) != 0) acc += absdiff(byte(a, i), byte(b, i));
  return acc;
}
// v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: four SADs of the byte windows a[8k+31:8k] against b,
// each accumulated onto the 16-bit lane k of c and truncated to 16 bits.
template <bool kMasked>
constexpr u64 quad_sad(u64 a, u32 b, u64 c) {
  u64 r = 0;
  for (int k = 0; k < 4; ++k)
    r |= u64(sad_u8<kMasked>(u32(a >> (8 * k)), b, u32(c >> (16 * k)) & 0xFFFF) & 0xFFFF)
         << (16 * k);
  return r;
}

// Bitfield extract, offset S1[4:0], width S2[4:0]; width 0 gives 0.
constexpr u32 bfe_u(u32 v, u32 off, u32 width) {
  return (v >> (off & 31)) & ((1u << (width & 31)) - 1);
}
constexpr i32 bfe_i(u32 v, u32 off, u32 width) {
  const u32 w = width & 31;
  if (w == 0) return 0;
  const u32 field = bfe_u(u32(i32(v) >> (off & 31)), 0, w);
  return i32(field << (32 - w)) >> (32 - w);
}

constexpr u32 lerp_u8(u32 a, u32 b, u32 c) {
  u32 r = 0;
  for (int i = 0; i < 4; ++i) r |= ((byte(a, i) + byte(b, i) + (byte(c, i) & 1)) >> 1) << (8 * i);
  return r;
}

// Byte permute of the qword {S0, S1} (S0 high) by the four selector bytes of S2: 0-7 pick a
// byte, 8-11 replicate the top bit of byte 1/3/5/7, 12 gives 0x00, 13 and above 0xFF.
constexpr u32 perm_b32(u32 s0, u32 s1, u32 sel) {
  const u64 q = (u64(s0) << 32) | s1;
  u32 r = 0;
  for (int i = 0; i < 4; ++i) {
    const u32 s = byte(sel, i);
    const u32 b = s >= 13   ? 0xFF
                  : s == 12 ? 0
                  : s >= 8  ? ((q >> ((s - 8) * 16 + 15)) & 1) * 0xFF
                            : u32(q >> (8 * s)) & 0xFF;
    r |= b << (8 * i);
  }
  return r;
}

template <typename T>
constexpr T med3(T a, T b, T c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

// v_readlane_b32 SDST, VSRC0, SSRC1: SDST = VSRC0[SSRC1 & 63], regardless of EXEC.
void readlane(Ctx& c) {
  vint::check_modifiers(c, false);
  const uint16_t src = c.in.src[0];
  if (!opnd::is_vgpr(src)) c.fail("v_readlane_b32 source must be a VGPR");
  const int lane = int(c.ssrc32(1) & 63);
  c.check_read(src, 1);
  c.write_sdst32(c.vgpr(src - opnd::kVgpr0, lane));
}

// v_writelane_b32 VDST, SSRC0, SSRC1: VDST[SSRC1 & 63] = SSRC0, regardless of EXEC.
void writelane(Ctx& c) {
  vint::check_modifiers(c, false);
  const u32 value = c.ssrc32(0);
  const int lane = int(c.ssrc32(1) & 63);
  Lanes<u32> v{};
  v[lane] = value;
  c.write_vgpr(c.in.dst - opnd::kVgpr0, uint64_t(1) << lane, v.data());
}

}  // namespace

// Saturating 32->16-bit conversions packed low (S0) and high (S1) (GCN3 V_CVT_PK_*16_*32).
static u32 sat_u16(u32 v) { return v > 0xFFFFu ? 0xFFFFu : v; }
static u32 sat_i16(i32 v) { return u32(u16(std::min(std::max(v, -32768), 32767))); }

void register_vop3(Registry& r) {
  r.add({
      {Op::V_CVT_PK_U16_U32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return sat_u16(b) << 16 | sat_u16(a); })},
      {Op::V_CVT_PK_I16_I32, int_op<u32(i32, i32)>([](i32 a, i32 b) { return sat_i16(b) << 16 | sat_i16(a); })},
      {Op::V_MAD_I32_I24,
       int_op<i32(i32, i32, i32)>([](i32 a, i32 b, i32 c) { return i32(i24(a) * i24(b) + c); })},
      {Op::V_MAD_U32_U24,
       int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) { return u32(u24(a) * u24(b) + c); })},
      {Op::V_BFE_U32, int_op<u32(u32, u32, u32)>(bfe_u)},
      {Op::V_BFE_I32, int_op<i32(u32, u32, u32)>(bfe_i)},
      {Op::V_BFI_B32,
       int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) { return (a & b) | (~a & c); })},
      {Op::V_LERP_U8, int_op<u32(u32, u32, u32)>(lerp_u8)},
      // {S0, S1} >> shift, low 32 bits (S0 is the high dword).
      {Op::V_ALIGNBIT_B32, int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) {
         return u32(((u64(a) << 32) | b) >> (c & 31));
       })},
      {Op::V_ALIGNBYTE_B32, int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) {
         return u32(((u64(a) << 32) | b) >> (8 * (c & 3)));
       })},
      {Op::V_MIN3_I32, int_op<i32(i32, i32, i32)>([](i32 a, i32 b, i32 c) {
         return std::min({a, b, c});
       })},
      {Op::V_MIN3_U32, int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) {
         return std::min({a, b, c});
       })},
      {Op::V_MAX3_I32, int_op<i32(i32, i32, i32)>([](i32 a, i32 b, i32 c) {
         return std::max({a, b, c});
       })},
      {Op::V_MAX3_U32, int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) {
         return std::max({a, b, c});
       })},
      {Op::V_MED3_I32, int_op<i32(i32, i32, i32)>(med3<i32>)},
      {Op::V_MED3_U32, int_op<u32(u32, u32, u32)>(med3<u32>)},
      {Op::V_SAD_U8, int_op<u32(u32, u32, u32)>(sad_u8<false>)},
      {Op::V_SAD_HI_U8, int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) {
         return (sad_u8<false>(a, b, 0) << 16) + c;
       })},
      {Op::V_SAD_U16, int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) {
         return c + absdiff(a & 0xFFFF, b & 0xFFFF) + absdiff(a >> 16, b >> 16);
       })},
      {Op::V_SAD_U32,
       int_op<u32(u32, u32, u32)>([](u32 a, u32 b, u32 c) { return absdiff(a, b) + c; })},
      {Op::V_MSAD_U8, int_op<u32(u32, u32, u32)>(sad_u8<true>)},
      {Op::V_QSAD_PK_U16_U8, int_op<u64(u64, u32, u64)>(quad_sad<false>)},
      {Op::V_MQSAD_PK_U16_U8, int_op<u64(u64, u32, u64)>(quad_sad<true>)},
      // Four masked SADs of the byte windows S0[8k+31:8k] against S1, accumulated onto dword k
      // of S2 (32-bit accumulators, as v_msad_u8).
      {Op::V_MQSAD_U32_U8, int_x4_op([](u64 a, u32 b, const Dwords4& acc) {
         Dwords4 r;
         for (int k = 0; k < 4; ++k) r[k] = sad_u8<true>(u32(a >> (8 * k)), b, acc[k]);
         return r;
       })},
      // VOP3B: 65-bit result {SDST lane bit, VDST}; for the signed form bit 64 of the
      // sign-extended sum, i.e. set when the exact result is negative.
      {Op::V_MAD_U64_U32, int_op<u64(u32, u32, u64)>([](u32 a, u32 b, u64 c, bool& co) {
         const u128 t = u128(u64(a) * b) + c;
         co = t >> 64;
         return u64(t);
       })},
      {Op::V_MAD_I64_I32, int_op<i64(i32, i32, i64)>([](i32 a, i32 b, i64 c, bool& co) {
         const i128 t = i128(i64(a) * b) + c;
         co = t < 0;
         return i64(t);
       })},
      {Op::V_MAD_U16,
       int_op<u16(u16, u16, u16)>([](u16 a, u16 b, u16 c) { return u16(u32(a) * b + c); })},
      {Op::V_MAD_I16,
       int_op<i16(i16, i16, i16)>([](i16 a, i16 b, i16 c) { return i16(i32(a) * b + c); })},
      {Op::V_PERM_B32, int_op<u32(u32, u32, u32)>(perm_b32)},
      {Op::V_MUL_LO_U32, int_op<u32(u32, u32)>([](u32 a, u32 b) { return a * b; })},
      {Op::V_MUL_HI_U32,
       int_op<u32(u32, u32)>([](u32 a, u32 b) { return u32((u64(a) * b) >> 32); })},
      {Op::V_MUL_HI_I32,
       int_op<i32(i32, i32)>([](i32 a, i32 b) { return i32((i64(a) * b) >> 32); })},
      {Op::V_READLANE_B32, readlane},
      {Op::V_WRITELANE_B32, writelane},
      {Op::V_BCNT_U32_B32,
       int_op<u32(u32, u32)>([](u32 a, u32 b) { return u32(__builtin_popcount(a)) + b; })},
      // Count of SRC0 bits below this lane (lanes 0-31 for lo, 32-63 for hi) plus SRC1.
      {Op::V_MBCNT_LO_U32_B32, int_op<u32(u32, u32)>([](Lane l, u32 a, u32 b) {
         const u64 below = (u64(1) << l.id) - 1;
         return u32(__builtin_popcount(a & u32(below))) + b;
       })},
      {Op::V_MBCNT_HI_U32_B32, int_op<u32(u32, u32)>([](Lane l, u32 a, u32 b) {
         const u64 below = (u64(1) << l.id) - 1;
         return u32(__builtin_popcount(a & u32(below >> 32))) + b;
       })},
      {Op::V_LSHLREV_B64, int_op<u64(u32, u64)>([](u32 a, u64 b) { return b << (a & 63); })},
      {Op::V_LSHRREV_B64, int_op<u64(u32, u64)>([](u32 a, u64 b) { return b >> (a & 63); })},
      {Op::V_ASHRREV_I64, int_op<i64(u32, i64)>([](u32 a, i64 b) { return b >> (a & 63); })},
      {Op::V_BFM_B32,
       int_op<u32(u32, u32)>([](u32 a, u32 b) { return ((1u << (a & 31)) - 1) << (b & 31); })},
  });
}

}  // namespace gcn
