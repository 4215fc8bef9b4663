// FLAT instruction bodies (GFX8). The 64-bit VADDR is routed per lane by its aperture
// (mem_util.h flat_loc): LDS (bounded by M0), swizzled per-wave scratch, or global memory.
// Every FLAT access counts in both vmcnt and lgkmcnt (opcode table). Atomics return the value
// before the operation when GLC is set; cmpswap data is {new value, compare value}.
#include "golden/exec/mem_util.h"
#include "golden/exec/registry.h"

namespace gcn {

namespace {

using mem::Atomic;
using mem::Ext;

ExecFn load(unsigned units, unsigned bytes, Ext ext = Ext::Zero) {
  return [=](Ctx& c) { mem::vload(c, units, bytes, ext, mem::flat_addr(c, bytes)); };
}

ExecFn store(unsigned units, unsigned bytes) {
  return [=](Ctx& c) { mem::vstore(c, units, bytes, mem::flat_addr(c, bytes)); };
}

ExecFn atomic(Atomic op, unsigned bytes) {
  return [=](Ctx& c) {
    const bool cmp = op == Atomic::CmpSwap;
    const uint16_t d1 = cmp ? uint16_t(c.in.vdata + bytes / 4) : opnd::kNone;
    mem::vatomic(c, op, bytes, c.in.vdata, d1, mem::flat_addr(c, bytes));
  };
}

}  // namespace

void register_flat(Registry& r) {
  r.add({
      {Op::FLAT_LOAD_UBYTE, load(1, 1)},
      {Op::FLAT_LOAD_SBYTE, load(1, 1, Ext::Sign)},
      {Op::FLAT_LOAD_USHORT, load(1, 2)},
      {Op::FLAT_LOAD_SSHORT, load(1, 2, Ext::Sign)},
      {Op::FLAT_LOAD_DWORD, load(1, 4)},
      {Op::FLAT_LOAD_DWORDX2, load(2, 4)},
      {Op::FLAT_LOAD_DWORDX3, load(3, 4)},
      {Op::FLAT_LOAD_DWORDX4, load(4, 4)},
      {Op::FLAT_STORE_BYTE, store(1, 1)},
      {Op::FLAT_STORE_SHORT, store(1, 2)},
      {Op::FLAT_STORE_DWORD, store(1, 4)},
      {Op::FLAT_STORE_DWORDX2, store(2, 4)},
      {Op::FLAT_STORE_DWORDX3, store(3, 4)},
      {Op::FLAT_STORE_DWORDX4, store(4, 4)},
  });
  const std::pair<Op, Atomic> atomics32[] = {
      {Op::FLAT_ATOMIC_SWAP, Atomic::Swap}, {Op::FLAT_ATOMIC_CMPSWAP, Atomic::CmpSwap},
      {Op::FLAT_ATOMIC_ADD, Atomic::Add},   {Op::FLAT_ATOMIC_SUB, Atomic::Sub},
      {Op::FLAT_ATOMIC_SMIN, Atomic::SMin}, {Op::FLAT_ATOMIC_UMIN, Atomic::UMin},
      {Op::FLAT_ATOMIC_SMAX, Atomic::SMax}, {Op::FLAT_ATOMIC_UMAX, Atomic::UMax},
      {Op::FLAT_ATOMIC_AND, Atomic::And},   {Op::FLAT_ATOMIC_OR, Atomic::Or},
      {Op::FLAT_ATOMIC_XOR, Atomic::Xor},   {Op::FLAT_ATOMIC_INC, Atomic::Inc},
      {Op::FLAT_ATOMIC_DEC, Atomic::Dec},
  };
  const std::pair<Op, Atomic> atomics64[] = {
      {Op::FLAT_ATOMIC_SWAP_X2, Atomic::Swap}, {Op::FLAT_ATOMIC_CMPSWAP_X2, Atomic::CmpSwap},
      {Op::FLAT_ATOMIC_ADD_X2, Atomic::Add},   {Op::FLAT_ATOMIC_SUB_X2, Atomic::Sub},
      {Op::FLAT_ATOMIC_SMIN_X2, Atomic::SMin}, {Op::FLAT_ATOMIC_UMIN_X2, Atomic::UMin},
      {Op::FLAT_ATOMIC_SMAX_X2, Atomic::SMax}, {Op::FLAT_ATOMIC_UMAX_X2, Atomic::UMax},
      {Op::FLAT_ATOMIC_AND_X2, Atomic::And},   {Op::FLAT_ATOMIC_OR_X2, Atomic::Or},
      {Op::FLAT_ATOMIC_XOR_X2, Atomic::Xor},   {Op::FLAT_ATOMIC_INC_X2, Atomic::Inc},
      {Op::FLAT_ATOMIC_DEC_X2, Atomic::Dec},
  };
  for (auto [op, a] : atomics32) r.add(op, atomic(a, 4));
  for (auto [op, a] : atomics64) r.add(op, atomic(a, 8));
}

}  // namespace gcn
