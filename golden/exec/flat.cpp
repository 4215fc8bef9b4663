// FLAT instruction bodies (GFX8). The 64-bit VADDR is routed per lane by its aperture
// (mem_util.h flat_loc): LDS (bounded by M0), swizzled per-wave scratch, or global memory.
// Every FLAT access counts in both vmcnt and lgkmcnt (opcode table). Atomics return the value
// before the operation when GLC is set; cmpswap data is {new value, compare value}.
#include "golden/exec/flat.h"
#include "golden/exec/mem_util.h"
#include "golden/exec/registry.h"

namespace gcn {

namespace {

using mem::Atomic;
using mem::Ext;

constexpr FlatLoadShape kLoads[] = {
    {Op::FLAT_LOAD_UBYTE, 1, 1, Ext::Zero},  {Op::FLAT_LOAD_SBYTE, 1, 1, Ext::Sign},
    {Op::FLAT_LOAD_USHORT, 1, 2, Ext::Zero}, {Op::FLAT_LOAD_SSHORT, 1, 2, Ext::Sign},
    {Op::FLAT_LOAD_DWORD, 1, 4, Ext::Zero},  {Op::FLAT_LOAD_DWORDX2, 2, 4, Ext::Zero},
    {Op::FLAT_LOAD_DWORDX3, 3, 4, Ext::Zero}, {Op::FLAT_LOAD_DWORDX4, 4, 4, Ext::Zero},
};

constexpr FlatAtomicShape kAtomics[] = {
    {Op::FLAT_ATOMIC_SWAP, Atomic::Swap, 4},       {Op::FLAT_ATOMIC_CMPSWAP, Atomic::CmpSwap, 4},
    {Op::FLAT_ATOMIC_ADD, Atomic::Add, 4},         {Op::FLAT_ATOMIC_SUB, Atomic::Sub, 4},
    {Op::FLAT_ATOMIC_SMIN, Atomic::SMin, 4},       {Op::FLAT_ATOMIC_UMIN, Atomic::UMin, 4},
    {Op::FLAT_ATOMIC_SMAX, Atomic::SMax, 4},       {Op::FLAT_ATOMIC_UMAX, Atomic::UMax, 4},
    {Op::FLAT_ATOMIC_AND, Atomic::And, 4},         {Op::FLAT_ATOMIC_OR, Atomic::Or, 4},
    {Op::FLAT_ATOMIC_XOR, Atomic::Xor, 4},         {Op::FLAT_ATOMIC_INC, Atomic::Inc, 4},
    {Op::FLAT_ATOMIC_DEC, Atomic::Dec, 4},         {Op::FLAT_ATOMIC_SWAP_X2, Atomic::Swap, 8},
    {Op::FLAT_ATOMIC_CMPSWAP_X2, Atomic::CmpSwap, 8}, {Op::FLAT_ATOMIC_ADD_X2, Atomic::Add, 8},
    {Op::FLAT_ATOMIC_SUB_X2, Atomic::Sub, 8},      {Op::FLAT_ATOMIC_SMIN_X2, Atomic::SMin, 8},
    {Op::FLAT_ATOMIC_UMIN_X2, Atomic::UMin, 8},    {Op::FLAT_ATOMIC_SMAX_X2, Atomic::SMax, 8},
    {Op::FLAT_ATOMIC_UMAX_X2, Atomic::UMax, 8},    {Op::FLAT_ATOMIC_AND_X2, Atomic::And, 8},
    {Op::FLAT_ATOMIC_OR_X2, Atomic::Or, 8},        {Op::FLAT_ATOMIC_XOR_X2, Atomic::Xor, 8},
    {Op::FLAT_ATOMIC_INC_X2, Atomic::Inc, 8},      {Op::FLAT_ATOMIC_DEC_X2, Atomic::Dec, 8},
};

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
      {Op::FLAT_STORE_BYTE, store(1, 1)},
      {Op::FLAT_STORE_SHORT, store(1, 2)},
      {Op::FLAT_STORE_DWORD, store(1, 4)},
      {Op::FLAT_STORE_DWORDX2, store(2, 4)},
      {Op::FLAT_STORE_DWORDX3, store(3, 4)},
      {Op::FLAT_STORE_DWORDX4, store(4, 4)},
  });
  for (const FlatLoadShape& l : kLoads) r.add(l.op, load(l.units, l.bytes, l.ext));
  for (const FlatAtomicShape& a : kAtomics) r.add(a.op, atomic(a.atomic, a.bytes));
}

std::optional<FlatLoadShape> flat_load_shape(Op op) {
  for (const FlatLoadShape& l : kLoads)
    if (l.op == op) return l;
  return std::nullopt;
}

std::optional<FlatAtomicShape> flat_atomic_shape(Op op) {
  for (const FlatAtomicShape& a : kAtomics)
    if (a.op == op) return a;
  return std::nullopt;
}

}  // namespace gcn
