// DS instruction bodies (GFX8, LDS only: GDS = 1 fails explicitly).
//
// Address = VADDR + OFFSET (16-bit), aligned down to the access size (b96/b128: 16 bytes), or
// for the two-address forms VADDR + OFFSETn * size (* 64 for ST64). A unit at or beyond
// min(M0, the group's LDS size) reads 0 and is not written (GFX8 rule: M0 bounds LDS).
// Operand order (GCN3 manual): ds_cmpst DATA0 = compare value, DATA1 = new value;
// ds_mskor new = (mem & ~DATA0) | DATA1; ds_wrap_rtn new = mem >= DATA0 ? mem - DATA0 : mem + DATA1.
// ds_swizzle/permute/bpermute move data between lanes without touching LDS; their result is
// pending until s_waitcnt lgkmcnt like a load.
// ds_*_src2_*: LDS[A] = op(LDS[A], LDS[B]), both addresses from the lane's ADDR and OFFSET
// (mem_util.h ds_addr_src2), no data VGPRs, nothing returned.
// ds_append/ds_consume: one atomic add/sub of popcount(EXEC) per wave at LDS byte address
// M0[15:0] + OFFSET (LLVM puts the LDS pointer in M0 for them, so M0 is a base here, not the
// LDS bound); the value before it goes to VDST of every active lane.
// Not modelled (reasons recorded for isa-status): ds_gws_*, ds_ordered_count,
// ds_condxchg32_rtn_b64.
#include "golden/exec/mem_util.h"
#include "golden/exec/registry.h"

namespace gcn {

namespace {

using mem::Atomic;
using mem::Ext;

// Every DS body goes through here: the model has no GDS.
ExecFn lds_only(ExecFn f) {
  return [f](Ctx& c) {
    if (c.in.gds) c.fail("GDS access: the model has no global data share");
    f(c);
  };
}

unsigned align_of(unsigned bytes) { return bytes > 8 ? 16 : bytes; }

ExecFn read(unsigned bytes, Ext ext = Ext::Zero) {
  const unsigned unit = bytes < 4 ? bytes : 4;
  return lds_only([=](Ctx& c) { mem::vload(c, bytes / unit, unit, ext, mem::ds_addr(c, unit, align_of(bytes))); });
}

ExecFn write(unsigned bytes) {
  const unsigned unit = bytes < 4 ? bytes : 4;
  return lds_only([=](Ctx& c) { mem::vstore(c, bytes / unit, unit, mem::ds_addr(c, unit, align_of(bytes))); });
}

ExecFn read2(unsigned bytes, bool st64) {
  return lds_only([=](Ctx& c) { mem::vload(c, 2, bytes, Ext::Zero, mem::ds_addr2(c, bytes, st64)); });
}

ExecFn write2(unsigned bytes, bool st64) {
  return lds_only([=](Ctx& c) { mem::vstore(c, 2, bytes, mem::ds_addr2(c, bytes, st64), c.in.vdata1); });
}

ExecFn xchg2(unsigned bytes, bool st64) {
  return lds_only([=](Ctx& c) { mem::vxchg2(c, bytes, mem::ds_addr2(c, bytes, st64)); });
}

// Atomic on DATA0 (and DATA1 for mskor/wrap); with a VDST (the _rtn_ forms) it returns the
// old value.
ExecFn atomic(Atomic op, unsigned bytes) {
  return lds_only([=](Ctx& c) {
    const bool two = op == Atomic::MskOr || op == Atomic::Wrap;
    mem::vatomic(c, op, bytes, c.in.vdata, two ? c.in.vdata1 : opnd::kNone, mem::ds_addr(c, bytes, bytes));
  });
}

// ds_cmpst: new value DATA1 when memory equals DATA0.
ExecFn cmpst(Atomic op, unsigned bytes) {
  return lds_only([=](Ctx& c) { mem::vatomic(c, op, bytes, c.in.vdata1, c.in.vdata, mem::ds_addr(c, bytes, bytes)); });
}

// Lane-crossing ops: `src_of(lane)` is the lane whose ADDR/DATA0 value lane `lane` receives
// (-1: receives 0). The lane loop, EXEC masking and write-back live here.
void lane_move(Ctx& c, uint16_t data, const std::function<int(int)>& src_of, bool push) {
  c.check_read(c.in.vaddr, 1);
  c.check_read(data, 1);
  const uint64_t exec = c.exec();
  std::array<uint32_t, kWaveSize> out{};
  if (push) {
    // ds_permute_b32: active lane i sends DATA0 to lane ((ADDR[i] + OFFSET) / 4) % 64; the
    // highest sending lane wins.
    for (int i = 0; i < kWaveSize; ++i)
      if (exec >> i & 1) out[size_t(src_of(i))] = mem::vreg(c, data, i);
  } else {
    for (int i = 0; i < kWaveSize; ++i) {
      const int s = src_of(i);
      out[i] = s >= 0 && (exec >> s & 1) ? mem::vreg(c, data, s) : 0;
    }
  }
  const uint32_t reg = c.check_vgpr(uint32_t(c.in.dst - opnd::kVgpr0));
  for (int i = 0; i < kWaveSize; ++i)
    if (exec >> i & 1) c.w.v(reg, i) = out[i];
  c.record_load_writeback(reg, exec, out.data());
  c.issue_memory(c.in.dst, 1);
}

// ds_swizzle_b32 (GCN3): OFFSET[15] = 1: quad permute, lane (i & ~3) + OFFSET[2*(i&3)+1 : 2*(i&3)];
// otherwise bit masks within each 32-lane half: ((i & and) | or) ^ xor with and = OFFSET[4:0],
// or = OFFSET[9:5], xor = OFFSET[14:10]. An inactive source lane gives 0.
void swizzle(Ctx& c) {
  const uint32_t off = c.in.offset;
  lane_move(c, c.in.vaddr, [off](int i) {
    if (off & 0x8000) return (i & 0x3C) + int(off >> (2 * (i & 3)) & 3);
    const int and_m = off & 31, or_m = off >> 5 & 31, xor_m = off >> 10 & 31;
    return (i & 32) + ((((i & 31) & and_m) | or_m) ^ xor_m);
  }, false);
}

int permute_lane(const Ctx& c, int i) { return int(((uint64_t(mem::vreg(c, c.in.vaddr, i)) + c.in.offset) / 4) % 64); }

// ds_*_src2_*: the operation with LDS[B] as its data operand (Swap is ds_write_src2).
ExecFn src2(Atomic op, unsigned bytes) {
  return lds_only([=](Ctx& c) { mem::vatomic_src2(c, op, bytes, mem::ds_addr_src2(c, bytes)); });
}

// ds_append (Add) / ds_consume (Sub): EXEC's population count at M0[15:0] + OFFSET.
ExecFn append(Atomic op) {
  return lds_only([=](Ctx& c) {
    c.check_read(opnd::kM0, 1);
    const uint64_t addr = ((c.w.m0() & 0xFFFF) + c.in.offset) & ~uint64_t(3);
    const uint64_t size = c.lds ? c.lds->bytes.size() : 0;
    const mem::Loc at{AddrSpace::Lds, addr, addr + 4 <= size};
    mem::wave_atomic(c, op, 4, uint64_t(__builtin_popcountll(c.exec())), at);
  });
}

void permute(Ctx& c) { lane_move(c, c.in.vdata, [&c](int i) { return permute_lane(c, i); }, true); }
void bpermute(Ctx& c) { lane_move(c, c.in.vdata, [&c](int i) { return permute_lane(c, i); }, false); }

}  // namespace

void register_ds(Registry& r) {
  r.add({
      {Op::DS_WRITE_B8, write(1)},
      {Op::DS_WRITE_B16, write(2)},
      {Op::DS_WRITE_B32, write(4)},
      {Op::DS_WRITE_B64, write(8)},
      {Op::DS_WRITE_B96, write(12)},
      {Op::DS_WRITE_B128, write(16)},
      {Op::DS_READ_I8, read(1, Ext::Sign)},
      {Op::DS_READ_U8, read(1)},
      {Op::DS_READ_I16, read(2, Ext::Sign)},
      {Op::DS_READ_U16, read(2)},
      {Op::DS_READ_B32, read(4)},
      {Op::DS_READ_B64, read(8)},
      {Op::DS_READ_B96, read(12)},
      {Op::DS_READ_B128, read(16)},
      {Op::DS_READ2_B32, read2(4, false)},
      {Op::DS_READ2ST64_B32, read2(4, true)},
      {Op::DS_READ2_B64, read2(8, false)},
      {Op::DS_READ2ST64_B64, read2(8, true)},
      {Op::DS_WRITE2_B32, write2(4, false)},
      {Op::DS_WRITE2ST64_B32, write2(4, true)},
      {Op::DS_WRITE2_B64, write2(8, false)},
      {Op::DS_WRITE2ST64_B64, write2(8, true)},
      {Op::DS_WRXCHG2_RTN_B32, xchg2(4, false)},
      {Op::DS_WRXCHG2ST64_RTN_B32, xchg2(4, true)},
      {Op::DS_WRXCHG2_RTN_B64, xchg2(8, false)},
      {Op::DS_WRXCHG2ST64_RTN_B64, xchg2(8, true)},
      {Op::DS_CMPST_B32, cmpst(Atomic::CmpSwap, 4)},
      {Op::DS_CMPST_RTN_B32, cmpst(Atomic::CmpSwap, 4)},
      {Op::DS_CMPST_F32, cmpst(Atomic::FCmpSwap, 4)},
      {Op::DS_CMPST_RTN_F32, cmpst(Atomic::FCmpSwap, 4)},
      {Op::DS_CMPST_B64, cmpst(Atomic::CmpSwap, 8)},
      {Op::DS_CMPST_RTN_B64, cmpst(Atomic::CmpSwap, 8)},
      {Op::DS_CMPST_F64, cmpst(Atomic::FCmpSwap, 8)},
      {Op::DS_CMPST_RTN_F64, cmpst(Atomic::FCmpSwap, 8)},
      {Op::DS_SWIZZLE_B32, lds_only(swizzle)},
      {Op::DS_PERMUTE_B32, lds_only(permute)},
      {Op::DS_BPERMUTE_B32, lds_only(bpermute)},
      {Op::DS_NOP, lds_only([](Ctx& c) { c.issue_memory(0, 0); })},
  });
  // {no-return op, returning op, operation}; the 64-bit table mirrors the 32-bit one.
  struct A { Op plain, rtn; Atomic op; };
  const A a32[] = {
      {Op::DS_ADD_U32, Op::DS_ADD_RTN_U32, Atomic::Add},     {Op::DS_SUB_U32, Op::DS_SUB_RTN_U32, Atomic::Sub},
      {Op::DS_RSUB_U32, Op::DS_RSUB_RTN_U32, Atomic::Rsub},  {Op::DS_INC_U32, Op::DS_INC_RTN_U32, Atomic::Inc},
      {Op::DS_DEC_U32, Op::DS_DEC_RTN_U32, Atomic::Dec},     {Op::DS_MIN_I32, Op::DS_MIN_RTN_I32, Atomic::SMin},
      {Op::DS_MAX_I32, Op::DS_MAX_RTN_I32, Atomic::SMax},    {Op::DS_MIN_U32, Op::DS_MIN_RTN_U32, Atomic::UMin},
      {Op::DS_MAX_U32, Op::DS_MAX_RTN_U32, Atomic::UMax},    {Op::DS_AND_B32, Op::DS_AND_RTN_B32, Atomic::And},
      {Op::DS_OR_B32, Op::DS_OR_RTN_B32, Atomic::Or},        {Op::DS_XOR_B32, Op::DS_XOR_RTN_B32, Atomic::Xor},
      {Op::DS_MSKOR_B32, Op::DS_MSKOR_RTN_B32, Atomic::MskOr}, {Op::DS_MIN_F32, Op::DS_MIN_RTN_F32, Atomic::FMin},
      {Op::DS_MAX_F32, Op::DS_MAX_RTN_F32, Atomic::FMax},    {Op::DS_ADD_F32, Op::DS_ADD_RTN_F32, Atomic::FAdd},
  };
  const A a64[] = {
      {Op::DS_ADD_U64, Op::DS_ADD_RTN_U64, Atomic::Add},     {Op::DS_SUB_U64, Op::DS_SUB_RTN_U64, Atomic::Sub},
      {Op::DS_RSUB_U64, Op::DS_RSUB_RTN_U64, Atomic::Rsub},  {Op::DS_INC_U64, Op::DS_INC_RTN_U64, Atomic::Inc},
      {Op::DS_DEC_U64, Op::DS_DEC_RTN_U64, Atomic::Dec},     {Op::DS_MIN_I64, Op::DS_MIN_RTN_I64, Atomic::SMin},
      {Op::DS_MAX_I64, Op::DS_MAX_RTN_I64, Atomic::SMax},    {Op::DS_MIN_U64, Op::DS_MIN_RTN_U64, Atomic::UMin},
      {Op::DS_MAX_U64, Op::DS_MAX_RTN_U64, Atomic::UMax},    {Op::DS_AND_B64, Op::DS_AND_RTN_B64, Atomic::And},
      {Op::DS_OR_B64, Op::DS_OR_RTN_B64, Atomic::Or},        {Op::DS_XOR_B64, Op::DS_XOR_RTN_B64, Atomic::Xor},
      {Op::DS_MSKOR_B64, Op::DS_MSKOR_RTN_B64, Atomic::MskOr}, {Op::DS_MIN_F64, Op::DS_MIN_RTN_F64, Atomic::FMin},
      {Op::DS_MAX_F64, Op::DS_MAX_RTN_F64, Atomic::FMax},
  };
  for (const A& a : a32) {
    r.add(a.plain, atomic(a.op, 4));
    r.add(a.rtn, atomic(a.op, 4));
  }
  for (const A& a : a64) {
    r.add(a.plain, atomic(a.op, 8));
    r.add(a.rtn, atomic(a.op, 8));
  }
  r.add(Op::DS_WRXCHG_RTN_B32, atomic(Atomic::Swap, 4));
  r.add(Op::DS_WRXCHG_RTN_B64, atomic(Atomic::Swap, 8));
  r.add(Op::DS_WRAP_RTN_B32, atomic(Atomic::Wrap, 4));

  const std::pair<Op, Atomic> src2_32[] = {
      {Op::DS_ADD_SRC2_U32, Atomic::Add},   {Op::DS_SUB_SRC2_U32, Atomic::Sub},
      {Op::DS_RSUB_SRC2_U32, Atomic::Rsub}, {Op::DS_INC_SRC2_U32, Atomic::Inc},
      {Op::DS_DEC_SRC2_U32, Atomic::Dec},   {Op::DS_MIN_SRC2_I32, Atomic::SMin},
      {Op::DS_MAX_SRC2_I32, Atomic::SMax},  {Op::DS_MIN_SRC2_U32, Atomic::UMin},
      {Op::DS_MAX_SRC2_U32, Atomic::UMax},  {Op::DS_AND_SRC2_B32, Atomic::And},
      {Op::DS_OR_SRC2_B32, Atomic::Or},     {Op::DS_XOR_SRC2_B32, Atomic::Xor},
      {Op::DS_WRITE_SRC2_B32, Atomic::Swap}, {Op::DS_MIN_SRC2_F32, Atomic::FMin},
      {Op::DS_MAX_SRC2_F32, Atomic::FMax},  {Op::DS_ADD_SRC2_F32, Atomic::FAdd},
  };
  const std::pair<Op, Atomic> src2_64[] = {
      {Op::DS_ADD_SRC2_U64, Atomic::Add},   {Op::DS_SUB_SRC2_U64, Atomic::Sub},
      {Op::DS_RSUB_SRC2_U64, Atomic::Rsub}, {Op::DS_INC_SRC2_U64, Atomic::Inc},
      {Op::DS_DEC_SRC2_U64, Atomic::Dec},   {Op::DS_MIN_SRC2_I64, Atomic::SMin},
      {Op::DS_MAX_SRC2_I64, Atomic::SMax},  {Op::DS_MIN_SRC2_U64, Atomic::UMin},
      {Op::DS_MAX_SRC2_U64, Atomic::UMax},  {Op::DS_AND_SRC2_B64, Atomic::And},
      {Op::DS_OR_SRC2_B64, Atomic::Or},     {Op::DS_XOR_SRC2_B64, Atomic::Xor},
      {Op::DS_WRITE_SRC2_B64, Atomic::Swap}, {Op::DS_MIN_SRC2_F64, Atomic::FMin},
      {Op::DS_MAX_SRC2_F64, Atomic::FMax},
  };
  for (auto [op, a] : src2_32) r.add(op, src2(a, 4));
  for (auto [op, a] : src2_64) r.add(op, src2(a, 8));
  r.add(Op::DS_APPEND, append(Atomic::Add));
  r.add(Op::DS_CONSUME, append(Atomic::Sub));

  constexpr const char* kGws =
      "global wave sync: GDS semaphores/barriers shared by every CU of the GPU, outside a one-CU model";
  for (Op op : {Op::DS_GWS_INIT, Op::DS_GWS_SEMA_V, Op::DS_GWS_SEMA_BR, Op::DS_GWS_SEMA_P,
                Op::DS_GWS_BARRIER, Op::DS_GWS_SEMA_RELEASE_ALL})
    r.not_modelled(op, kGws);
  r.not_modelled(Op::DS_ORDERED_COUNT,
                 "GDS ordered-append counter: its order is the dispatcher's wave creation order across CUs");
  r.not_modelled(Op::DS_CONDXCHG32_RTN_B64,
                 "GCN3 manual gives no semantics (\"conditional write exchange\"); LLVM never emits it");
}

}  // namespace gcn
