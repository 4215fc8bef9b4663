// The integer VOP3A remainder on the verilated compute unit (session 8, issue 10): min3/max3/
// med3, v_alignbyte_b32, v_lerp_u8, the SAD family (v_sad_u8/hi_u8/u16/u32, v_msad_u8,
// v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8) and v_cvt_pk_{u16_u32,i16_i32}, run in lockstep with
// golden, and every lane of every result checked against host arithmetic written from the ISA
// text (GCN3 manual, "VOP3a opcodes"):
//   V_MIN3_I32 D = min(S0, S1, S2); V_MED3_U32 D = the median of S0, S1, S2;
//   V_ALIGNBYTE_B32 D = ({S0, S1} >> (8 * S2[1:0]))[31:0];
//   V_LERP_U8 D.byte[i] = (S0.byte[i] + S1.byte[i] + S2.byte[i][0]) >> 1;
//   V_SAD_U8 D = sum |S0.byte[i] - S1.byte[i]| + S2; V_SAD_HI_U8 D = (SAD_U8(S0, S1, 0) << 16) + S2;
//   V_SAD_U16 D = |S0[31:16] - S1[31:16]| + |S0[15:0] - S1[15:0]| + S2;
//   V_SAD_U32 D = |S0 - S1| + S2 (the difference of the unsigned values: LLVM selects v_sad_u32
//   for umax(a, b) - umin(a, b) + c);
//   V_MSAD_U8 as SAD_U8 but bytes whose S1 byte is 0 add nothing ("masked");
//   V_QSAD_PK_U16_U8 D.u16[k] = SAD_U8(S0.u64[8k+31:8k], S1, S2.u16[k]) (16-bit, k = 0..3),
//   V_MQSAD_PK_U16_U8 the same masked;
//   V_CVT_PK_U16_U32 D = {sat_u16(S1), sat_u16(S0)}, V_CVT_PK_I16_I32 the signed saturation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>

#include "tests/rtl/rtl_lanes.h"
#include "tests/rtl/rtl_lanes_lockstep.h"

namespace {

using namespace gcn::test::lanes_harness;  // NOLINT: the shared lane harness
using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;

u32 byte_of(u64 v, int i) { return u32(v >> (8 * i)) & 0xff; }
u32 udiff(u32 x, u32 y) { return x > y ? x - y : y - x; }
u32 sad_bytes(u32 x, u32 y, bool masked) {
  u32 s = 0;
  for (int i = 0; i < 4; ++i)
    if (!masked || byte_of(y, i) != 0) s += udiff(byte_of(x, i), byte_of(y, i));
  return s;
}
u64 quad(u64 x, u32 y, u64 acc, bool masked) {
  u64 r = 0;
  for (int k = 0; k < 4; ++k)
    r |= u64((sad_bytes(u32(x >> (8 * k)), y, masked) + u32(acc >> (16 * k))) & 0xffff) << (16 * k);
  return r;
}
template <typename T>
T median(T x, T y, T z) {
  T v[3] = {x, y, z};
  std::sort(v, v + 3);
  return v[1];
}
u32 sat_u16(u32 v) { return std::min<u32>(v, 0xffff); }
u32 sat_i16(i32 v) { return u32(std::clamp<i32>(v, -32768, 32767)) & 0xffff; }

}  // namespace

TEST_CASE("RTL integer VOP3A min3/max3/med3, alignbyte, lerp, SADs and packed conversions match the ISA text",
          "[rtl][valu][vop3int]") {
  Inputs in;
  // Edges: equal operands, signed/unsigned order flips (0x80000000, -1), byte carries, zero
  // reference bytes (msad), 16-bit saturation limits.
  in.a = lanes({0, 0xffffffff, 0x80000000, 0x7fffffff, 5, 0x00ff00ff, 0x12345678, 0xffff, 0x10000,
                0xffff8000, 0xffff7fff, 0x7fff, 0x8000, 0xff00ff00, 1, 0x80808080},
               11);
  in.b = lanes({0, 1, 0x7fffffff, 0x80000000, 5, 0xff00ff00, 0x00560078, 0x10000, 0xffff, 0x8000,
                0xffffffff, 0xffff8000, 0x7fff, 0x00ff0000, 0xffffffff, 0x7f7f7f7f},
               12);
  in.c = lanes({0, 0x80000000, 0, 0xffffffff, 5, 3, 0x01010101, 2, 0xfffffffe, 1, 0x7fffffff,
                0xffffffff, 0x10000, 0xfffe, 0x00000100, 0x01000001},
               13);
  in.d = lanes({0, 0xffffffff, 0x80000000, 1, 5, 0xffff, 0x01234567, 0x8000},
               14);
  const auto r = run_lanes_lockstep(R"(
  v_min3_i32 v10, v3, v4, v5
  v_min3_u32 v11, v3, v4, v5
  v_max3_i32 v12, v3, v4, v5
  v_max3_u32 v13, v3, v4, v5
  v_med3_i32 v14, v3, v4, v5
  v_med3_u32 v15, v3, v4, v5
  v_alignbyte_b32 v16, v3, v4, v5
  v_lerp_u8 v17, v3, v4, v5
  v_sad_u8 v18, v3, v4, v5
  v_sad_hi_u8 v19, v3, v4, v5
  v_sad_u16 v20, v3, v4, v5
  v_sad_u32 v21, v3, v4, v5
  v_msad_u8 v22, v3, v4, v5
  v_cvt_pk_u16_u32 v23, v3, v4
  v_cvt_pk_i16_i32 v24, v3, v4
  v_qsad_pk_u16_u8 v[26:27], v[3:4], v5, v[5:6]
  v_mqsad_pk_u16_u8 v[28:29], v[3:4], v5, v[5:6]
  v_mov_b32 v25, v26
  v_mov_b32 v26, v27
  v_mov_b32 v27, v28
  v_mov_b32 v28, v29
  v_med3_i32 v29, -4, v3, 0x40
  v_sad_u32 v30, s0, v4, 7
)",
                                    21, in);
  check_lockstep(r);
  for (int l = 0; l < 64; ++l) {
    INFO("lane " << l);
    const u32 a = in.a[size_t(l)], b = in.b[size_t(l)], c = in.c[size_t(l)], d = in.d[size_t(l)];
    const i32 sa = i32(a), sb = i32(b), sc = i32(c);
    const u64 ab = u64(b) << 32 | a, cd = u64(d) << 32 | c;
    CHECK(r.out(0, l) == u32(std::min({sa, sb, sc})));
    CHECK(r.out(1, l) == std::min({a, b, c}));
    CHECK(r.out(2, l) == u32(std::max({sa, sb, sc})));
    CHECK(r.out(3, l) == std::max({a, b, c}));
    CHECK(r.out(4, l) == u32(median(sa, sb, sc)));
    CHECK(r.out(5, l) == median(a, b, c));
    CHECK(r.out(6, l) == u32(((u64(a) << 32) | b) >> (8 * (c & 3))));
    u32 lerp = 0;
    for (int i = 0; i < 4; ++i) lerp |= ((byte_of(a, i) + byte_of(b, i) + (byte_of(c, i) & 1)) >> 1) << (8 * i);
    CHECK(r.out(7, l) == lerp);
    CHECK(r.out(8, l) == sad_bytes(a, b, false) + c);
    CHECK(r.out(9, l) == (sad_bytes(a, b, false) << 16) + c);
    CHECK(r.out(10, l) == udiff(a >> 16, b >> 16) + udiff(a & 0xffff, b & 0xffff) + c);
    CHECK(r.out(11, l) == udiff(a, b) + c);
    CHECK(r.out(12, l) == sad_bytes(a, b, true) + c);
    CHECK(r.out(13, l) == (sat_u16(b) << 16 | sat_u16(a)));
    CHECK(r.out(14, l) == (sat_i16(sb) << 16 | sat_i16(sa)));
    const u64 q = quad(ab, c, cd, false), mq = quad(ab, c, cd, true);
    CHECK(r.out(15, l) == u32(q));
    CHECK(r.out(16, l) == u32(q >> 32));
    CHECK(r.out(17, l) == u32(mq));
    CHECK(r.out(18, l) == u32(mq >> 32));
    CHECK(r.out(19, l) == u32(median(-4, sa, 0x40)));
  }
  // s0 is the low dword of the kernarg segment address; v_sad_u32 of it is checked by lockstep.
}
