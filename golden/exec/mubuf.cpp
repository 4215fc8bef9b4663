// MUBUF and MTBUF instruction bodies (GFX8; ADDR64 does not exist on GFX8).
//
// The V# in SRSRC, VADDR (index when IDXEN, offset when OFFEN, both: index then offset),
// SOFFSET and the 12-bit OFFSET give each lane's address (mem_util.h buffer_addr: swizzle and
// the GCN3 range check; out of range reads 0, stores/atomics are dropped). Dword loads/stores
// are range-checked per dword, format accesses and atomics all or nothing.
// buffer_*_format_* take data and number format from the V# (loads require an identity
// DST_SEL); tbuffer_* from the instruction's DFMT/NFMT.
// Atomics with GLC return the value before the operation; cmpswap data is {new, compare}.
// The *_format_d16_* forms are GFX8 "unpacked" D16 (mem_util.h vload_format): one component
// per VGPR, in its low 16 bits.
// Explicitly not modelled (fail): LDS = 1 (load to LDS), TFE = 1. Unregistered, with a reason:
// buffer_store_lds_dword. buffer_wbinvl1 (both table encodings) and buffer_wbinvl1_vol are
// no-ops: the model has no caches.
#include <fmt/format.h>

#include "golden/exec/mem_util.h"
#include "golden/exec/registry.h"

namespace gcn {

namespace {

using mem::Atomic;
using mem::Ext;

mem::BufferRsrc rsrc(Ctx& c) {
  if (c.in.lds) c.fail("LDS = 1 (buffer load into LDS) is not modelled");
  if (c.in.tfe) c.fail("TFE = 1 is not modelled");
  return mem::read_rsrc(c, c.in.srsrc);
}

ExecFn load(unsigned units, unsigned bytes, Ext ext = Ext::Zero) {
  return [=](Ctx& c) { mem::vload(c, units, bytes, ext, mem::buffer_addr(c, rsrc(c), bytes)); };
}

ExecFn store(unsigned units, unsigned bytes) {
  return [=](Ctx& c) { mem::vstore(c, units, bytes, mem::buffer_addr(c, rsrc(c), bytes)); };
}

ExecFn atomic(Atomic op, unsigned bytes) {
  return [=](Ctx& c) {
    const uint16_t d1 = op == Atomic::CmpSwap ? uint16_t(c.in.vdata + bytes / 4) : opnd::kNone;
    mem::vatomic(c, op, bytes, c.in.vdata, d1, mem::buffer_addr(c, rsrc(c), bytes));
  };
}

// buffer_load/store_format_*: formats from the V#.
ExecFn format(unsigned comps, bool is_load, bool d16 = false) {
  return [=](Ctx& c) {
    const mem::BufferRsrc r = rsrc(c);
    if (!is_load) return mem::vstore_format(c, comps, r.dfmt, r.nfmt, r, d16);
    for (unsigned i = 0; i < comps; ++i)
      if (r.dst_sel[i] != 4 + i)
        c.fail(fmt::format("V# DST_SEL[{}] = {} is not the identity; component swizzles are not modelled", i,
                           r.dst_sel[i]));
    mem::vload_format(c, comps, r.dfmt, r.nfmt, r, d16);
  };
}

// tbuffer_*: formats from the instruction.
ExecFn tformat(unsigned comps, bool is_load, bool d16 = false) {
  return [=](Ctx& c) {
    const mem::BufferRsrc r = rsrc(c);
    if (is_load) mem::vload_format(c, comps, c.in.dfmt, c.in.nfmt, r, d16);
    else mem::vstore_format(c, comps, c.in.dfmt, c.in.nfmt, r, d16);
  };
}

// buffer_wbinvl1*: L1 write-back/invalidate; no architectural effect in the model (no caches)
// and no counter (opcode table).
void cache_nop(Ctx&) {}

}  // namespace

void register_mubuf(Registry& r) {
  r.add({
      {Op::BUFFER_LOAD_UBYTE, load(1, 1)},
      {Op::BUFFER_LOAD_SBYTE, load(1, 1, Ext::Sign)},
      {Op::BUFFER_LOAD_USHORT, load(1, 2)},
      {Op::BUFFER_LOAD_SSHORT, load(1, 2, Ext::Sign)},
      {Op::BUFFER_LOAD_DWORD, load(1, 4)},
      {Op::BUFFER_LOAD_DWORDX2, load(2, 4)},
      {Op::BUFFER_LOAD_DWORDX3, load(3, 4)},
      {Op::BUFFER_LOAD_DWORDX4, load(4, 4)},
      {Op::BUFFER_STORE_BYTE, store(1, 1)},
      {Op::BUFFER_STORE_SHORT, store(1, 2)},
      {Op::BUFFER_STORE_DWORD, store(1, 4)},
      {Op::BUFFER_STORE_DWORDX2, store(2, 4)},
      {Op::BUFFER_STORE_DWORDX3, store(3, 4)},
      {Op::BUFFER_STORE_DWORDX4, store(4, 4)},
      {Op::BUFFER_LOAD_FORMAT_X, format(1, true)},
      {Op::BUFFER_LOAD_FORMAT_XY, format(2, true)},
      {Op::BUFFER_LOAD_FORMAT_XYZ, format(3, true)},
      {Op::BUFFER_LOAD_FORMAT_XYZW, format(4, true)},
      {Op::BUFFER_STORE_FORMAT_X, format(1, false)},
      {Op::BUFFER_STORE_FORMAT_XY, format(2, false)},
      {Op::BUFFER_STORE_FORMAT_XYZ, format(3, false)},
      {Op::BUFFER_STORE_FORMAT_XYZW, format(4, false)},
      {Op::TBUFFER_LOAD_FORMAT_X, tformat(1, true)},
      {Op::TBUFFER_LOAD_FORMAT_XY, tformat(2, true)},
      {Op::TBUFFER_LOAD_FORMAT_XYZ, tformat(3, true)},
      {Op::TBUFFER_LOAD_FORMAT_XYZW, tformat(4, true)},
      {Op::TBUFFER_STORE_FORMAT_X, tformat(1, false)},
      {Op::TBUFFER_STORE_FORMAT_XY, tformat(2, false)},
      {Op::TBUFFER_STORE_FORMAT_XYZ, tformat(3, false)},
      {Op::TBUFFER_STORE_FORMAT_XYZW, tformat(4, false)},
      {Op::BUFFER_LOAD_FORMAT_D16_X, format(1, true, true)},
      {Op::BUFFER_LOAD_FORMAT_D16_XY, format(2, true, true)},
      {Op::BUFFER_LOAD_FORMAT_D16_XYZ, format(3, true, true)},
      {Op::BUFFER_LOAD_FORMAT_D16_XYZW, format(4, true, true)},
      {Op::BUFFER_STORE_FORMAT_D16_X, format(1, false, true)},
      {Op::BUFFER_STORE_FORMAT_D16_XY, format(2, false, true)},
      {Op::BUFFER_STORE_FORMAT_D16_XYZ, format(3, false, true)},
      {Op::BUFFER_STORE_FORMAT_D16_XYZW, format(4, false, true)},
      {Op::TBUFFER_LOAD_FORMAT_D16_X, tformat(1, true, true)},
      {Op::TBUFFER_LOAD_FORMAT_D16_XY, tformat(2, true, true)},
      {Op::TBUFFER_LOAD_FORMAT_D16_XYZ, tformat(3, true, true)},
      {Op::TBUFFER_LOAD_FORMAT_D16_XYZW, tformat(4, true, true)},
      {Op::TBUFFER_STORE_FORMAT_D16_X, tformat(1, false, true)},
      {Op::TBUFFER_STORE_FORMAT_D16_XY, tformat(2, false, true)},
      {Op::TBUFFER_STORE_FORMAT_D16_XYZ, tformat(3, false, true)},
      {Op::TBUFFER_STORE_FORMAT_D16_XYZW, tformat(4, false, true)},
      {Op::BUFFER_WBINVL1, cache_nop},
      {Op::BUFFER_WBINVL1_VOL, cache_nop},
      {Op::BUFFER_WBINVL1_MUBUF71, cache_nop},  // the table's second buffer_wbinvl1 encoding
  });
  const std::pair<Op, Atomic> atomics32[] = {
      {Op::BUFFER_ATOMIC_SWAP, Atomic::Swap}, {Op::BUFFER_ATOMIC_CMPSWAP, Atomic::CmpSwap},
      {Op::BUFFER_ATOMIC_ADD, Atomic::Add},   {Op::BUFFER_ATOMIC_SUB, Atomic::Sub},
      {Op::BUFFER_ATOMIC_SMIN, Atomic::SMin}, {Op::BUFFER_ATOMIC_UMIN, Atomic::UMin},
      {Op::BUFFER_ATOMIC_SMAX, Atomic::SMax}, {Op::BUFFER_ATOMIC_UMAX, Atomic::UMax},
      {Op::BUFFER_ATOMIC_AND, Atomic::And},   {Op::BUFFER_ATOMIC_OR, Atomic::Or},
      {Op::BUFFER_ATOMIC_XOR, Atomic::Xor},   {Op::BUFFER_ATOMIC_INC, Atomic::Inc},
      {Op::BUFFER_ATOMIC_DEC, Atomic::Dec},
  };
  const std::pair<Op, Atomic> atomics64[] = {
      {Op::BUFFER_ATOMIC_SWAP_X2, Atomic::Swap}, {Op::BUFFER_ATOMIC_CMPSWAP_X2, Atomic::CmpSwap},
      {Op::BUFFER_ATOMIC_ADD_X2, Atomic::Add},   {Op::BUFFER_ATOMIC_SUB_X2, Atomic::Sub},
      {Op::BUFFER_ATOMIC_SMIN_X2, Atomic::SMin}, {Op::BUFFER_ATOMIC_UMIN_X2, Atomic::UMin},
      {Op::BUFFER_ATOMIC_SMAX_X2, Atomic::SMax}, {Op::BUFFER_ATOMIC_UMAX_X2, Atomic::UMax},
      {Op::BUFFER_ATOMIC_AND_X2, Atomic::And},   {Op::BUFFER_ATOMIC_OR_X2, Atomic::Or},
      {Op::BUFFER_ATOMIC_XOR_X2, Atomic::Xor},   {Op::BUFFER_ATOMIC_INC_X2, Atomic::Inc},
      {Op::BUFFER_ATOMIC_DEC_X2, Atomic::Dec},
  };
  for (auto [op, a] : atomics32) r.add(op, atomic(a, 4));
  for (auto [op, a] : atomics64) r.add(op, atomic(a, 8));
  r.not_modelled(Op::BUFFER_STORE_LDS_DWORD,
                 "LDS-to-memory DMA: GCN3 documents neither its LDS nor its memory address per lane "
                 "(and the LDS = 1 load it pairs with is not modelled)");
}

}  // namespace gcn
