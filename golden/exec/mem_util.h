// Memory-instruction machinery shared by SMEM, DS, FLAT, MUBUF and MTBUF bodies: address
// generation (LDS with the M0 bound, flat aperture routing, GFX8 swizzled scratch, buffer
// resources with swizzle and range checks), the per-lane load/store/atomic loop with EXEC
// masking, the commit record (MemEffect) and load write-back, and buffer data-format conversion.
//
// A body names its access shape and address generator; the loop does the rest:
//   mem::vload(c, 4, 1, mem::Ext::Zero, mem::ds_addr(c, 4));        // ds_read_b32
//   mem::vatomic(c, mem::Atomic::Add, 4, mem::flat_addr(c));         // flat_atomic_add
// Loads write their destination at issue (the golden model has no latency), record it as load
// write-back, and leave it pending until s_waitcnt (ctx.h: issue_memory).
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "golden/exec/ctx.h"

namespace gcn::mem {

// Where one lane's access unit lands.
struct Loc {
  AddrSpace space = AddrSpace::Global;
  uint64_t addr = 0;      // GPU VA (Global, Scratch) or byte offset into the group's LDS
  bool in_range = true;   // false: out of range by a hardware rule (reads 0, writes dropped)
};

// Address generator: location of access unit `unit` (0-based, `unit_bytes` each) of `lane`.
using AddrFn = std::function<Loc(int lane, unsigned unit)>;

enum class Ext : uint8_t { Zero, Sign };

// ---- raw access --------------------------------------------------------------------------
// `size` 1, 2, 4 or 8 bytes. Global/Scratch go through env.mem (an address outside every
// allocation fails with wave and PC); LDS offsets must be in range (callers check in_range).
uint64_t read(const Ctx& c, const Loc& l, unsigned size);
void write(const Ctx& c, const Loc& l, unsigned size, uint64_t v);

// ---- address generation -------------------------------------------------------------------
// LDS byte offset, bounded by M0 (GFX8: the wave's LDS limit) and the group's LDS size. A unit
// with any byte at or beyond min(M0, LDS size) is out of range.
Loc lds_loc(const Ctx& c, uint64_t offset, unsigned size);
// FLAT address of `lane`: bits [63:32] == shared aperture -> LDS at bits [31:0]; == private
// aperture -> this wave's swizzled scratch (see scratch_addr); anything else -> global.
Loc flat_loc(const Ctx& c, uint64_t addr, int lane, unsigned size);
// GFX8 scratch is swizzled per dword over the wave (element size 4, index stride 64): private
// byte `p` of `lane` lives at wave_base + (p / 4) * 256 + lane * 4 + p % 4. MUBUF through the
// private-segment V# (swizzle, element 4, index stride 64, ADD_TID, SOFFSET = wave offset)
// and FLAT through the private aperture (wave_base = scratch base + FLAT_SCRATCH_HI * 256)
// land on the same bytes.
inline uint64_t scratch_addr(uint64_t wave_base, uint32_t p, int lane) {
  return wave_base + uint64_t(p / 4) * 256 + uint64_t(lane) * 4 + p % 4;
}

// Buffer resource (V#), GCN3 manual "Buffer Resource" / CLRX GcnMemHandling.
struct BufferRsrc {
  uint64_t base = 0;          // [47:0]
  uint32_t stride = 0;        // [61:48]
  bool swizzle = false;       // [63]
  uint32_t num_records = 0;   // [95:64]
  std::array<uint8_t, 4> dst_sel{4, 5, 6, 7};  // [107:96]
  uint8_t nfmt = 0, dfmt = 0; // [110:108], [114:111]
  uint32_t elem_size = 4;     // 2 << [116:115]
  uint32_t index_stride = 8;  // 8 << [118:117]
  bool add_tid = false;       // [119]
  static BufferRsrc decode(const std::array<uint32_t, 4>& w);
};
BufferRsrc read_rsrc(const Ctx& c, uint16_t sgpr);  // 4 SGPRs, hazard-checked

// MUBUF/MTBUF address generator for units of `unit_bytes`. Per lane: index from VADDR when
// IDXEN (+ lane id when ADD_TID), offset = inst offset + VADDR offset when OFFEN + unit *
// unit_bytes; swizzled or linear buffer offset; range check per the GCN3 manual:
//   stride == 0 || !swizzle: out of range when buffer_offset >= num_records - soffset (bytes)
//   otherwise:               out of range when index >= num_records || offset >= stride
// The address is base + soffset + buffer_offset. Buffer scratch lands in AddrSpace::Scratch
// when the base is the dispatch's scratch allocation.
AddrFn buffer_addr(const Ctx& c, const BufferRsrc& r, unsigned unit_bytes);
// FLAT address generator: VADDR pair + unit * unit_bytes, routed by flat_loc.
AddrFn flat_addr(const Ctx& c, unsigned unit_bytes);
// DS address generator for single-address forms: (VADDR + OFFSET) aligned down to `align`,
// + unit * unit_bytes.
AddrFn ds_addr(const Ctx& c, unsigned unit_bytes, unsigned align);
// DS two-address forms (read2/write2/wrxchg2): unit 0 at VADDR + OFFSET0 * scale, unit 1 at
// VADDR + OFFSET1 * scale, each aligned to `unit_bytes`; scale = unit_bytes, * 64 for ST64.
AddrFn ds_addr2(const Ctx& c, unsigned unit_bytes, bool st64);

// DS *_src2_* (GCN3): unit 0 is A, unit 1 is B, both aligned to `bytes`. With OFFSET[15] = 0,
// A = VADDR and B = A + 4 * sext16({OFFSET[14], OFFSET[14:0]}); with OFFSET[15] = 1 the lane's
// address carries both: A = VADDR[16:0], B = A + 4 * sext16({VADDR[31], VADDR[31:17]}).
AddrFn ds_addr_src2(const Ctx& c, unsigned bytes);

// ---- the lane loops -----------------------------------------------------------------------
// Load `units` units of `unit_bytes` (1, 2, 4, 8) per active lane into the VGPRs from
// c.in.dst; sub-dword units are zero/sign-extended into a dword each.
void vload(Ctx& c, unsigned units, unsigned unit_bytes, Ext ext, const AddrFn& at);
// Store `units` units from the VGPRs from c.in.vdata (sub-dword units: low bytes of a dword).
// `unit1_reg` (DS write2): unit 1 comes from that register instead (c.in.vdata1).
void vstore(Ctx& c, unsigned units, unsigned unit_bytes, const AddrFn& at, uint16_t unit1_reg = opnd::kNone);
// DS wrxchg2: per active lane, swaps unit 0 with c.in.vdata and unit 1 with c.in.vdata1,
// returning both old values (unit 0 first) into c.in.dst; both are read before either is
// written.
void vxchg2(Ctx& c, unsigned unit_bytes, const AddrFn& at);

enum class Atomic : uint8_t {
  Swap, CmpSwap, Add, Sub, Rsub, SMin, UMin, SMax, UMax, And, Or, Xor, Inc, Dec,
  MskOr, Wrap, FMin, FMax, FAdd, FCmpSwap,
};
// New memory value of an atomic on `bytes` (4 or 8) wide data. d0 = data / new value,
// d1 = compare value (CmpSwap), mask (MskOr: (mem & ~d0) | d1 uses d0 = mask, d1 = or-value),
// add-back value (Wrap).
uint64_t atomic_apply(Atomic op, unsigned bytes, uint64_t mem, uint64_t d0, uint64_t d1);
// Per active lane: old = mem; mem = atomic_apply(op, old, d0, d1); returns old into c.in.dst
// when the instruction has a destination (DS _rtn_, FLAT/MUBUF with GLC). Data registers:
// d0 from `d0_reg`, d1 from `d1_reg` (kNone when unused), each `bytes` wide.
void vatomic(Ctx& c, Atomic op, unsigned bytes, uint16_t d0_reg, uint16_t d1_reg, const AddrFn& at);
// DS *_src2_*: per active lane, mem[A] = atomic_apply(op, mem[A], mem[B]) with A = unit 0 and
// B = unit 1 of `at`; no VGPR data, nothing returned. An out-of-range B reads 0, an
// out-of-range A is not written. The commit record carries mem[B] as the lane's operand.
void vatomic_src2(Ctx& c, Atomic op, unsigned bytes, const AddrFn& at);
// One atomic for the whole wave (ds_append/ds_consume): when any lane is active,
// mem = atomic_apply(op, old, d0) once at `at`, and `old` goes to c.in.dst in every active lane.
// The commit record attributes the access to the lowest active lane.
void wave_atomic(Ctx& c, Atomic op, unsigned bytes, uint64_t d0, const Loc& at);

// ---- buffer data formats (buffer_*_format_*, tbuffer_*) ------------------------------------
// Loads/stores `comps` components (1..4) of the element in format (dfmt, nfmt) per active lane:
// VGPR values are 32-bit floats or integers per the number format. Unsupported formats
// (packed 10/11-bit, reserved codes, a non-identity dst_sel on loads) fail explicitly.
// `d16` (the *_format_d16_* forms, GFX8 "unpacked" D16 as LLVM models gfx803): each component
// is a 16-bit value in the low half of its own VGPR. Loads write the high half as 0 and give a
// half float for the float-valued number formats (UNORM, SNORM, USCALED, SSCALED, FLOAT:
// the 32-bit result rounded to nearest even), bits [15:0] of the integer for UINT/SINT; stores
// read a half float (widened exactly) or a 16-bit integer (zero/sign-extended for UINT/SINT)
// and then convert as the 32-bit forms do.
void vload_format(Ctx& c, unsigned comps, uint8_t dfmt, uint8_t nfmt, const BufferRsrc& r, bool d16 = false);
void vstore_format(Ctx& c, unsigned comps, uint8_t dfmt, uint8_t nfmt, const BufferRsrc& r, bool d16 = false);

// ---- scalar -------------------------------------------------------------------------------
// Reads the VGPR operand `reg` (256+n) of `lane`, hazard-checked once per instruction by the
// loops above.
inline uint32_t vreg(const Ctx& c, uint16_t reg, int lane) {
  return c.vgpr(uint32_t(reg - opnd::kVgpr0), lane);
}

}  // namespace gcn::mem
