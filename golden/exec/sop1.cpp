// SOP1 instruction bodies (GCN3 manual, "SOP1 Instructions").
#include <fmt/format.h>

#include "golden/exec/salu.h"
#include "golden/exec/sopp_util.h"

namespace gcn {

namespace {

using u32 = uint32_t;
using i32 = int32_t;
using u64 = uint64_t;
using i64 = int64_t;

template <typename T> constexpr int kBits = int(sizeof(T) * 8);

template <typename T> bool nz(T v) { return v != 0; }

// Every 4-bit group with any bit set becomes all ones (whole quad mode).
template <typename T> T wqm(T v) {
  T d = 0;
  for (int q = 0; q < kBits<T>; q += 4)
    if ((v >> q) & 0xF) d |= T(0xF) << q;
  return d;
}

// Bit q of the result: any bit of group q of the source is set.
template <typename T> T quadmask(T v) {
  T d = 0;
  for (int q = 0; q < kBits<T> / 4; ++q)
    if ((v >> (4 * q)) & 0xF) d |= T(1) << q;
  return d;
}

template <typename T> T brev(T v) {
  T d = 0;
  for (int i = 0; i < kBits<T>; ++i) d |= T((v >> i) & 1) << (kBits<T> - 1 - i);
  return d;
}

// Bit index of the lowest set bit, -1 when none (FF1; FF0 passes ~v).
template <typename T> i32 find_first_one(T v) { return v ? __builtin_ctzll(v) : -1; }
// Leading zeros counted from the MSB, -1 when none is set (FLBIT_B32/B64).
template <typename T> i32 find_last_one(T v) {
  return v ? __builtin_clzll(v) - (64 - kBits<T>) : -1;
}
// FLBIT_I32/I64: leading bits equal to the sign, -1 for 0 and -1.
template <typename T> i32 find_last_signbit(T v) {
  using U = std::make_unsigned_t<T>;
  return find_last_one(U(v < 0 ? ~v : v));
}

// SAVEEXEC: SDST = EXEC; EXEC = f(SSRC0, EXEC); SCC = EXEC != 0.
template <typename F> ExecFn saveexec(F f) {
  return [f](Ctx& c) {
    const u64 s = c.ssrc64(0), exec = c.exec();
    c.write_sdst64(exec);
    const u64 e = f(s, exec);
    c.set_exec(e);
    c.set_scc(e != 0);
  };
}

// Register index `reg + M0` of S_MOVRELS/S_MOVRELD, which must stay inside the allocated SGPRs.
uint16_t relative_sgpr(const Ctx& c, uint16_t reg, int dwords) {
  const u64 idx = u64(reg) + c.w.m0();
  if (reg >= kNumSgprs || idx + dwords > c.w.num_sgprs || (dwords == 2 && (idx & 1)))
    c.fail(fmt::format("M0-relative SGPR s{} + M0 ({}) is outside the {} allocated SGPRs{}", reg,
                       c.w.m0(), c.w.num_sgprs, dwords == 2 ? " or not even" : ""));
  return uint16_t(idx);
}

// S_BITSET0/1: SDST with bit SSRC0[4:0] (SSRC0[5:0] for 64 bits) set to `bit`.
template <typename T, bool kBit> void bitset(Ctx& c) {
  const u32 n = c.ssrc32(0) & (kBits<T> - 1);
  if constexpr (sizeof(T) == 8) {
    const u64 d = c.scalar64(c.in.dst, Ty::B64);
    c.write_sdst64(kBit ? d | (1ull << n) : d & ~(1ull << n));
  } else {
    const u32 d = c.scalar32(c.in.dst, Ty::B32);
    c.write_sdst32(kBit ? d | (1u << n) : d & ~(1u << n));
  }
}

}  // namespace

void register_sop1(Registry& r) {
  r.add({
      {Op::S_MOV_B32, salu_op<u32(u32)>([](u32 a) { return a; })},
      {Op::S_MOV_B64, salu_op<u64(u64)>([](u64 a) { return a; })},
      // Conditional moves leave SDST untouched when SCC is 0.
      {Op::S_CMOV_B32, [](Ctx& c) { const u32 a = c.ssrc32(0); if (c.w.scc) c.write_sdst32(a); }},
      {Op::S_CMOV_B64, [](Ctx& c) { const u64 a = c.ssrc64(0); if (c.w.scc) c.write_sdst64(a); }},

      {Op::S_NOT_B32, salu_op<u32(u32)>([](u32 a, bool& scc) { const u32 d = ~a; scc = nz(d); return d; })},
      {Op::S_NOT_B64, salu_op<u64(u64)>([](u64 a, bool& scc) { const u64 d = ~a; scc = nz(d); return d; })},
      {Op::S_WQM_B32, salu_op<u32(u32)>([](u32 a, bool& scc) { const u32 d = wqm(a); scc = nz(d); return d; })},
      {Op::S_WQM_B64, salu_op<u64(u64)>([](u64 a, bool& scc) { const u64 d = wqm(a); scc = nz(d); return d; })},
      {Op::S_QUADMASK_B32, salu_op<u32(u32)>([](u32 a, bool& scc) { const u32 d = quadmask(a); scc = nz(d); return d; })},
      {Op::S_QUADMASK_B64, salu_op<u64(u64)>([](u64 a, bool& scc) { const u64 d = quadmask(a); scc = nz(d); return d; })},
      {Op::S_BREV_B32, salu_op<u32(u32)>([](u32 a) { return brev(a); })},
      {Op::S_BREV_B64, salu_op<u64(u64)>([](u64 a) { return brev(a); })},

      {Op::S_BCNT0_I32_B32, salu_op<i32(u32)>([](u32 a, bool& scc) { const i32 d = __builtin_popcount(~a); scc = nz(d); return d; })},
      {Op::S_BCNT0_I32_B64, salu_op<i32(u64)>([](u64 a, bool& scc) { const i32 d = __builtin_popcountll(~a); scc = nz(d); return d; })},
      {Op::S_BCNT1_I32_B32, salu_op<i32(u32)>([](u32 a, bool& scc) { const i32 d = __builtin_popcount(a); scc = nz(d); return d; })},
      {Op::S_BCNT1_I32_B64, salu_op<i32(u64)>([](u64 a, bool& scc) { const i32 d = __builtin_popcountll(a); scc = nz(d); return d; })},

      {Op::S_FF0_I32_B32, salu_op<i32(u32)>([](u32 a) { return find_first_one(u32(~a)); })},
      {Op::S_FF0_I32_B64, salu_op<i32(u64)>([](u64 a) { return find_first_one(~a); })},
      {Op::S_FF1_I32_B32, salu_op<i32(u32)>([](u32 a) { return find_first_one(a); })},
      {Op::S_FF1_I32_B64, salu_op<i32(u64)>([](u64 a) { return find_first_one(a); })},
      {Op::S_FLBIT_I32_B32, salu_op<i32(u32)>([](u32 a) { return find_last_one(a); })},
      {Op::S_FLBIT_I32_B64, salu_op<i32(u64)>([](u64 a) { return find_last_one(a); })},
      {Op::S_FLBIT_I32, salu_op<i32(i32)>([](i32 a) { return find_last_signbit(a); })},
      {Op::S_FLBIT_I32_I64, salu_op<i32(i64)>([](i64 a) { return find_last_signbit(a); })},

      {Op::S_SEXT_I32_I8, salu_op<i32(u32)>([](u32 a) { return i32(int8_t(a)); })},
      // SSRC0 is a 32-bit SALU operand (float inline constants are f32), whatever the table's
      // I16 slot type says; only its low half is used.
      {Op::S_SEXT_I32_I16, [](Ctx& c) { c.write_sdst32(u32(i32(int16_t(c.ssrc32(0))))); }},
      {Op::S_ABS_I32, salu_op<u32(i32)>([](i32 a, bool& scc) {
         const u32 d = a < 0 ? 0u - u32(a) : u32(a);
         scc = nz(d);
         return d;
       })},

      {Op::S_BITSET0_B32, bitset<u32, false>},
      {Op::S_BITSET0_B64, bitset<u64, false>},
      {Op::S_BITSET1_B32, bitset<u32, true>},
      {Op::S_BITSET1_B64, bitset<u64, true>},

      // PC of the next instruction; S_SWAPPC reads SSRC0 before writing SDST (they may overlap).
      {Op::S_GETPC_B64, [](Ctx& c) { c.write_sdst64(c.w.pc + c.in.size); }},
      {Op::S_SETPC_B64, [](Ctx& c) { c.next_pc = c.ssrc64(0); }},
      {Op::S_SWAPPC_B64, [](Ctx& c) {
         const u64 target = c.ssrc64(0);
         c.write_sdst64(c.w.pc + c.in.size);
         c.next_pc = target;
       }},

      {Op::S_AND_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return s & e; })},
      {Op::S_OR_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return s | e; })},
      {Op::S_XOR_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return s ^ e; })},
      {Op::S_ANDN2_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return s & ~e; })},
      {Op::S_ORN2_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return s | ~e; })},
      {Op::S_NAND_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return ~(s & e); })},
      {Op::S_NOR_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return ~(s | e); })},
      {Op::S_XNOR_SAVEEXEC_B64, saveexec([](u64 s, u64 e) { return ~(s ^ e); })},

      // M0-relative SGPR moves: the register number of SSRC0 (MOVRELS) or SDST (MOVRELD)
      // plus M0 names the register actually read or written.
      {Op::S_MOVRELS_B32, [](Ctx& c) { c.write_sdst32(c.scalar32(relative_sgpr(c, c.in.src[0], 1), Ty::B32)); }},
      {Op::S_MOVRELS_B64, [](Ctx& c) { c.write_sdst64(c.scalar64(relative_sgpr(c, c.in.src[0], 2), Ty::B64)); }},
      {Op::S_MOVRELD_B32, [](Ctx& c) { const u32 v = c.ssrc32(0); c.write_sreg(relative_sgpr(c, c.in.dst, 1), v); }},
      {Op::S_MOVRELD_B64, [](Ctx& c) { const u64 v = c.ssrc64(0); c.write_sreg64(relative_sgpr(c, c.in.dst, 2), v); }},

      {Op::S_CBRANCH_JOIN, [](Ctx& c) { sopp::join(c, c.ssrc32(0)); }},

      // M0[7:0] = SSRC0[7:0] (the GPR index of S_SET_GPR_IDX_ON; the rest of M0 is kept).
      {Op::S_SET_GPR_IDX_IDX, [](Ctx& c) {
         const u32 s = c.ssrc32(0);
         c.check_read(opnd::kM0, 1);
         c.write_sreg(opnd::kM0, (c.w.m0() & ~0xFFu) | (s & 0xFF));
       }},
  });
  r.not_modelled(Op::S_RFE_B64, "trap-handler return: the model has no trap entry (TBA/TMA, ttmp set-up)");
}

}  // namespace gcn
