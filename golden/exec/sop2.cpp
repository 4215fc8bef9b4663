// SOP2 instruction bodies (GCN3 manual, "SOP2 Instructions").
#include "golden/exec/salu.h"
#include "golden/exec/sopp_util.h"

namespace gcn {

namespace {

using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;
using i64 = int64_t;

// Bitfield extract: offset S1[4:0] (S1[5:0] for 64 bits), width S1[22:16]. Bits above the
// source's top read as zero (unsigned) or as the sign (signed); width 0 gives 0.
template <typename T> T bfe(T v, u32 ctrl) {
  constexpr u32 kBits = sizeof(T) * 8;
  const u32 off = ctrl & (kBits - 1), width = (ctrl >> 16) & 0x7F;
  if (width == 0) return 0;
  const T shifted = T(v >> off);  // arithmetic for signed T
  if (width >= kBits) return shifted;
  const u32 up = kBits - width;
  using U = std::make_unsigned_t<T>;
  return T(T(U(shifted) << up) >> up);
}

template <typename T> bool nz(T v) { return v != 0; }

}  // namespace

void register_sop2(Registry& r) {
  r.add({
      // Carry-out / borrow / signed overflow into SCC.
      {Op::S_ADD_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) {
         scc = u64(a) + b > 0xFFFFFFFFu;
         return a + b;
       })},
      {Op::S_SUB_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) {
         scc = b > a;
         return a - b;
       })},
      {Op::S_ADD_I32, salu_op<i32(i32, i32)>([](i32 a, i32 b, bool& scc) {
         const i64 t = i64(a) + b;
         scc = t != i32(t);
         return i32(t);
       })},
      {Op::S_SUB_I32, salu_op<i32(i32, i32)>([](i32 a, i32 b, bool& scc) {
         const i64 t = i64(a) - b;
         scc = t != i32(t);
         return i32(t);
       })},
      {Op::S_ADDC_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) {
         const u64 t = u64(a) + b + scc;
         scc = t >> 32;
         return u32(t);
       })},
      {Op::S_SUBB_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) {
         const u64 t = u64(a) - b - scc;
         scc = (t >> 32) & 1;
         return u32(t);
       })},

      // SCC = 1 when SSRC0 is the one chosen (strictly less / greater).
      {Op::S_MIN_I32, salu_op<i32(i32, i32)>([](i32 a, i32 b, bool& scc) { return (scc = a < b) ? a : b; })},
      {Op::S_MIN_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { return (scc = a < b) ? a : b; })},
      {Op::S_MAX_I32, salu_op<i32(i32, i32)>([](i32 a, i32 b, bool& scc) { return (scc = a > b) ? a : b; })},
      {Op::S_MAX_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { return (scc = a > b) ? a : b; })},

      {Op::S_CSELECT_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { return scc ? a : b; })},
      {Op::S_CSELECT_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { return scc ? a : b; })},

      // Bitwise: SCC = result != 0.
      {Op::S_AND_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a & b; scc = nz(d); return d; })},
      {Op::S_AND_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = a & b; scc = nz(d); return d; })},
      {Op::S_OR_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a | b; scc = nz(d); return d; })},
      {Op::S_OR_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = a | b; scc = nz(d); return d; })},
      {Op::S_XOR_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a ^ b; scc = nz(d); return d; })},
      {Op::S_XOR_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = a ^ b; scc = nz(d); return d; })},
      {Op::S_ANDN2_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a & ~b; scc = nz(d); return d; })},
      {Op::S_ANDN2_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = a & ~b; scc = nz(d); return d; })},
      {Op::S_ORN2_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a | ~b; scc = nz(d); return d; })},
      {Op::S_ORN2_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = a | ~b; scc = nz(d); return d; })},
      {Op::S_NAND_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = ~(a & b); scc = nz(d); return d; })},
      {Op::S_NAND_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = ~(a & b); scc = nz(d); return d; })},
      {Op::S_NOR_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = ~(a | b); scc = nz(d); return d; })},
      {Op::S_NOR_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = ~(a | b); scc = nz(d); return d; })},
      {Op::S_XNOR_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = ~(a ^ b); scc = nz(d); return d; })},
      {Op::S_XNOR_B64, salu_op<u64(u64, u64)>([](u64 a, u64 b, bool& scc) { const u64 d = ~(a ^ b); scc = nz(d); return d; })},

      // Shifts use S1[4:0] (S1[5:0] for 64 bits); SCC = result != 0.
      {Op::S_LSHL_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a << (b & 31); scc = nz(d); return d; })},
      {Op::S_LSHL_B64, salu_op<u64(u64, u32)>([](u64 a, u32 b, bool& scc) { const u64 d = a << (b & 63); scc = nz(d); return d; })},
      {Op::S_LSHR_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = a >> (b & 31); scc = nz(d); return d; })},
      {Op::S_LSHR_B64, salu_op<u64(u64, u32)>([](u64 a, u32 b, bool& scc) { const u64 d = a >> (b & 63); scc = nz(d); return d; })},
      {Op::S_ASHR_I32, salu_op<i32(i32, u32)>([](i32 a, u32 b, bool& scc) { const i32 d = a >> (b & 31); scc = nz(d); return d; })},
      {Op::S_ASHR_I64, salu_op<i64(i64, u32)>([](i64 a, u32 b, bool& scc) { const i64 d = a >> (b & 63); scc = nz(d); return d; })},

      // Bitfield mask: width S0, offset S1 (5 bits each; 6 for 64 bits). SCC untouched.
      {Op::S_BFM_B32, salu_op<u32(u32, u32)>([](u32 a, u32 b) { return ((1u << (a & 31)) - 1) << (b & 31); })},
      {Op::S_BFM_B64, salu_op<u64(u32, u32)>([](u32 a, u32 b) { return ((1ull << (a & 63)) - 1) << (b & 63); })},

      {Op::S_MUL_I32, salu_op<u32(u32, u32)>([](u32 a, u32 b) { return a * b; })},

      {Op::S_BFE_U32, salu_op<u32(u32, u32)>([](u32 a, u32 b, bool& scc) { const u32 d = bfe(a, b); scc = nz(d); return d; })},
      {Op::S_BFE_I32, salu_op<i32(i32, u32)>([](i32 a, u32 b, bool& scc) { const i32 d = bfe(a, b); scc = nz(d); return d; })},
      {Op::S_BFE_U64, salu_op<u64(u64, u32)>([](u64 a, u32 b, bool& scc) { const u64 d = bfe(a, b); scc = nz(d); return d; })},
      {Op::S_BFE_I64, salu_op<i64(i64, u32)>([](i64 a, u32 b, bool& scc) { const i64 d = bfe(a, b); scc = nz(d); return d; })},

      {Op::S_ABSDIFF_I32, salu_op<u32(i32, i32)>([](i32 a, i32 b, bool& scc) {
         const u32 diff = u32(a) - u32(b);
         const u32 d = i32(diff) < 0 ? 0u - diff : diff;
         scc = nz(d);
         return d;
       })},

      // Fork to the target address in SSRC1 (GCN3 manual S_CBRANCH_G_FORK).
      {Op::S_CBRANCH_G_FORK, [](Ctx& c) { sopp::fork(c, c.ssrc64(0), c.ssrc64(1)); }},
  });
  r.not_modelled(Op::S_RFE_RESTORE_B64, "trap-handler return: the model has no trap entry (TBA/TMA, ttmp set-up)");
}

}  // namespace gcn
