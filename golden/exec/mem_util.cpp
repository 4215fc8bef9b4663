#include "golden/exec/mem_util.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/ds_float.h"
#include "golden/exec/float_bits.h"

namespace gcn::mem {

namespace {

uint64_t sext(uint64_t v, unsigned bits) {
  const uint64_t m = 1ull << (bits - 1);
  return ((v & ((bits == 64 ? 0 : 1ull << bits) - 1)) ^ m) - m;
}

uint32_t lds_size(const Ctx& c) { return c.lds ? uint32_t(c.lds->bytes.size()) : 0; }

// Collects one instruction's MemEffects, one per address space touched, and emits them at
// the end (add_mem_effect hands out references into a vector that may grow).
struct Effects {
  struct Space {
    bool used = false;
    uint64_t mask = 0;
    std::array<uint64_t, kWaveSize> addr{};
    std::vector<uint32_t> data;
    std::vector<uint8_t> bytes;  // MemEffect::bytes (format stores)
  };
  std::array<Space, 3> s;
  MemKind kind;
  uint8_t size, dwords;
  Effects(MemKind k, unsigned sz, unsigned dw) : kind(k), size(uint8_t(sz)), dwords(uint8_t(dw)) {}

  void lane(AddrSpace sp, int lane, uint64_t addr, const uint32_t* data) {
    Space& x = s[size_t(sp)];
    if (!x.used) {
      x.used = true;
      x.data.assign(size_t(kWaveSize) * dwords, 0);
    }
    x.mask |= 1ull << lane;
    x.addr[lane] = addr;
    if (data) std::copy(data, data + dwords, x.data.begin() + size_t(lane) * dwords);
  }
  // The bytes lane `lane` (already recorded by lane()) writes, when they are not its data's.
  void lane_bytes(AddrSpace sp, int lane, const uint8_t* b) {
    Space& x = s[size_t(sp)];
    if (x.bytes.empty()) x.bytes.assign(size_t(kWaveSize) * size, 0);
    std::copy(b, b + size, x.bytes.begin() + size_t(lane) * size);
  }
  void emit(Ctx& c) {
    if (!c.rec) return;
    for (size_t i = 0; i < s.size(); ++i) {
      if (!s[i].used) continue;
      MemEffect& m = c.add_mem_effect(AddrSpace(i), kind, size, dwords);
      m.lane_mask = s[i].mask;
      m.addr = s[i].addr;
      m.data = s[i].data;
      m.bytes = s[i].bytes;
    }
  }
};

// Writes load results (at issue, not as ALU writes) and leaves them pending until s_waitcnt.
void writeback(Ctx& c, uint16_t dst, const std::vector<std::array<uint32_t, kWaveSize>>& vals, uint64_t mask) {
  for (size_t d = 0; d < vals.size(); ++d) {
    const uint32_t reg = c.check_vgpr(uint32_t(dst - opnd::kVgpr0 + d));
    for (int lane = 0; lane < kWaveSize; ++lane)
      if (mask >> lane & 1) c.w.v(reg, lane) = vals[d][lane];
    c.record_load_writeback(reg, mask, vals[d].data());
  }
  c.issue_memory(dst, uint8_t(vals.size()));
}

uint32_t ext_unit(uint64_t v, unsigned bytes, Ext e) {
  if (bytes >= 4) return uint32_t(v);
  return e == Ext::Sign ? uint32_t(sext(v, bytes * 8)) : uint32_t(v);
}

}  // namespace

// ---- raw access ----------------------------------------------------------------------------

uint64_t read(const Ctx& c, const Loc& l, unsigned size) {
  uint64_t v = 0;
  if (l.space == AddrSpace::Lds) {
    if (!c.lds || !c.lds->in_range(l.addr, size)) c.fail(fmt::format("internal: LDS read at 0x{:x} out of range", l.addr));
    std::memcpy(&v, c.lds->bytes.data() + l.addr, size);
    return v;
  }
  try {
    c.env.mem->read(l.addr, &v, size);
  } catch (const Error& e) {
    c.fail(e.what());
  }
  return v;
}

void write(const Ctx& c, const Loc& l, unsigned size, uint64_t v) {
  if (l.space == AddrSpace::Lds) {
    if (!c.lds || !c.lds->in_range(l.addr, size)) c.fail(fmt::format("internal: LDS write at 0x{:x} out of range", l.addr));
    std::memcpy(c.lds->bytes.data() + l.addr, &v, size);
    return;
  }
  try {
    c.env.mem->write(l.addr, &v, size);
  } catch (const Error& e) {
    c.fail(e.what());
  }
}

// ---- address generation ----------------------------------------------------------------------

Loc lds_loc(const Ctx& c, uint64_t offset, unsigned size) {
  const uint64_t limit = std::min<uint64_t>(c.w.m0(), lds_size(c));
  return {AddrSpace::Lds, offset, offset + size <= limit};
}

Loc flat_loc(const Ctx& c, uint64_t addr, int lane, unsigned size) {
  const uint64_t hi = addr >> 32;
  const uint32_t lo = uint32_t(addr);
  if (hi == c.env.shared_aperture_hi) return lds_loc(c, lo, size);
  if (hi != c.env.private_aperture_hi) return {AddrSpace::Global, addr, true};
  // Flat scratch (004 "Flat Scratch", GFX8): FLAT_SCRATCH_HI = wave's scratch offset / 256,
  // FLAT_SCRATCH_LO = per-lane size in bytes.
  c.check_read(opnd::kFlatScratchLo, 2);
  const uint32_t lane_bytes = c.w.sreg[opnd::kFlatScratchLo];
  if (uint64_t(lo) + size > lane_bytes)
    c.fail(fmt::format("flat scratch access at private offset 0x{:x} (size {}) beyond FLAT_SCRATCH_LO = {} bytes "
                       "per lane", lo, size, lane_bytes));
  if (lo % 4 + size > 4)
    c.fail(fmt::format("flat scratch access at private offset 0x{:x} of {} bytes crosses a dword: scratch is "
                       "swizzled per dword", lo, size));
  const uint64_t wave_base = c.env.scratch_base + (uint64_t(c.w.sreg[opnd::kFlatScratchLo + 1]) << 8);
  return {AddrSpace::Scratch, scratch_addr(wave_base, lo, lane), true};
}

BufferRsrc BufferRsrc::decode(const std::array<uint32_t, 4>& w) {
  BufferRsrc r;
  r.base = w[0] | uint64_t(w[1] & 0xFFFF) << 32;
  r.stride = (w[1] >> 16) & 0x3FFF;
  r.swizzle = w[1] >> 31 & 1;
  r.num_records = w[2];
  for (int i = 0; i < 4; ++i) r.dst_sel[i] = uint8_t(w[3] >> (3 * i) & 7);
  r.nfmt = uint8_t(w[3] >> 12 & 7);
  r.dfmt = uint8_t(w[3] >> 15 & 15);
  r.elem_size = 2u << (w[3] >> 19 & 3);
  r.index_stride = 8u << (w[3] >> 21 & 3);
  r.add_tid = w[3] >> 23 & 1;
  return r;
}

BufferRsrc read_rsrc(const Ctx& c, uint16_t sgpr) {
  std::array<uint32_t, 4> w;
  for (int i = 0; i < 4; ++i) w[i] = c.scalar32(uint16_t(sgpr + i), Ty::B32);
  return BufferRsrc::decode(w);
}

AddrFn buffer_addr(const Ctx& c, const BufferRsrc& r, unsigned unit_bytes) {
  const Inst& in = c.in;
  const uint32_t soffset = c.scalar32(in.soffset, Ty::B32);
  const unsigned vregs = unsigned(in.idxen) + unsigned(in.offen);
  if (vregs) c.check_read(in.vaddr, uint16_t(vregs));
  const bool scratch = c.env.scratch_base && r.base == c.env.scratch_base;
  const int64_t limit = int64_t(r.num_records) - int64_t(soffset);
  return [&c, r, unit_bytes, soffset, scratch, limit](int lane, unsigned unit) {
    const Inst& in = c.in;
    uint32_t index = in.idxen ? vreg(c, in.vaddr, lane) : 0;
    const uint32_t voff = in.offen ? vreg(c, uint16_t(in.vaddr + (in.idxen ? 1 : 0)), lane) : 0;
    if (r.add_tid) index += uint32_t(lane);
    // AOFFSET and BUFOFFSET are 32-bit quantities that wrap (docs/address-audit.md).
    const uint32_t offset = uint32_t(in.offset) + voff + unit * unit_bytes;
    uint32_t buf;
    if (r.swizzle) {
      const uint32_t idx_msb = index / r.index_stride, idx_lsb = index % r.index_stride;
      const uint32_t off_msb = offset / r.elem_size, off_lsb = offset % r.elem_size;
      buf = (idx_msb * r.stride + off_msb * r.elem_size) * r.index_stride + idx_lsb * r.elem_size + off_lsb;
    } else {
      buf = index * r.stride + offset;
    }
    bool ok;
    if (r.stride == 0 || !r.swizzle) ok = int64_t(buf) < limit;  // buf is unsigned 32-bit
    else ok = index < r.num_records && offset < r.stride;
    return Loc{scratch ? AddrSpace::Scratch : AddrSpace::Global, r.base + soffset + uint64_t(buf), ok};
  };
}

AddrFn flat_addr(const Ctx& c, unsigned unit_bytes) {
  c.check_read(c.in.vaddr, 2);
  return [&c, unit_bytes](int lane, unsigned unit) {
    const uint64_t a = vreg(c, c.in.vaddr, lane) | uint64_t(vreg(c, uint16_t(c.in.vaddr + 1), lane)) << 32;
    return flat_loc(c, a + uint64_t(unit) * unit_bytes, lane, unit_bytes);
  };
}

// The LDS address ADDR + offset is a 32-bit sum that wraps modulo 2^32 (GFX7+; LLVM folds
// constants into DS offsets on CI and later because of that): a "negative" ADDR plus the offset
// field addresses the bottom of LDS (docs/address-audit.md). Unit u of a single-address access
// lies at the aligned address + u * unit size, which cannot carry out of 32 bits.
AddrFn ds_addr(const Ctx& c, unsigned unit_bytes, unsigned align) {
  c.check_read(c.in.vaddr, 1);
  return [&c, unit_bytes, align](int lane, unsigned unit) {
    const uint32_t a = (vreg(c, c.in.vaddr, lane) + c.in.offset) & ~uint32_t(align - 1);
    return lds_loc(c, uint64_t(a) + uint64_t(unit) * unit_bytes, unit_bytes);
  };
}

AddrFn ds_addr2(const Ctx& c, unsigned unit_bytes, bool st64) {
  c.check_read(c.in.vaddr, 1);
  return [&c, unit_bytes, st64](int lane, unsigned unit) {
    const uint32_t off = uint32_t(unit ? c.in.offset1 : c.in.offset0) * unit_bytes * (st64 ? 64 : 1);
    const uint32_t a = (vreg(c, c.in.vaddr, lane) + off) & ~uint32_t(unit_bytes - 1);
    return lds_loc(c, a, unit_bytes);
  };
}

AddrFn ds_addr_src2(const Ctx& c, unsigned bytes) {
  c.check_read(c.in.vaddr, 1);
  return [&c, bytes](int lane, unsigned unit) {
    const uint32_t v = vreg(c, c.in.vaddr, lane), off = c.in.offset;
    const bool from_addr = off & 0x8000;
    const uint32_t a = from_addr ? v & 0x1FFFF : v;
    const uint32_t field = from_addr ? ((v >> 17) & 0x7FFF) | ((v >> 16) & 0x8000)
                                     : (off & 0x7FFF) | ((off << 1) & 0x8000);
    const uint32_t b = a + uint32_t(int32_t(int16_t(uint16_t(field))) * 4);
    return lds_loc(c, (unit ? b : a) & ~(bytes - 1), bytes);
  };
}

// ---- lane loops ----------------------------------------------------------------------------

void vload(Ctx& c, unsigned units, unsigned unit_bytes, Ext ext, const AddrFn& at) {
  const unsigned per = unit_bytes == 8 ? 2 : 1;
  std::vector<std::array<uint32_t, kWaveSize>> vals(units * per);
  for (auto& v : vals) v.fill(0);
  Effects fx(MemKind::Load, units * unit_bytes, 0);
  const uint64_t exec = c.exec();
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    bool logged = false;
    for (unsigned u = 0; u < units; ++u) {
      const Loc l = at(lane, u);
      if (!l.in_range) continue;
      const uint64_t v = read(c, l, unit_bytes);
      vals[u * per][lane] = ext_unit(v, unit_bytes, ext);
      if (per == 2) vals[u * per + 1][lane] = uint32_t(v >> 32);
      if (!logged) fx.lane(l.space, lane, l.addr, nullptr);
      logged = true;
    }
  }
  fx.emit(c);
  writeback(c, c.in.dst, vals, exec);
}

void vstore(Ctx& c, unsigned units, unsigned unit_bytes, const AddrFn& at, uint16_t unit1_reg) {
  const unsigned per = unit_bytes == 8 ? 2 : 1;
  const unsigned dwords = units * per;
  auto reg = [&](unsigned d) {
    return unit1_reg != opnd::kNone && d >= per ? uint16_t(unit1_reg + d - per) : uint16_t(c.in.vdata + d);
  };
  if (unit1_reg == opnd::kNone) {
    c.check_read(c.in.vdata, uint16_t(dwords));
  } else {
    c.check_read(c.in.vdata, uint16_t(per));
    c.check_read(unit1_reg, uint16_t(per));
  }
  Effects fx(MemKind::Store, units * unit_bytes, dwords);
  const uint64_t exec = c.exec();
  uint32_t data[16];
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    for (unsigned d = 0; d < dwords; ++d) data[d] = vreg(c, reg(d), lane);
    bool logged = false;
    for (unsigned u = 0; u < units; ++u) {
      const Loc l = at(lane, u);
      if (!l.in_range) continue;
      uint64_t v = data[u * per];
      if (per == 2) v |= uint64_t(data[u * per + 1]) << 32;
      write(c, l, unit_bytes, v);
      if (!logged) fx.lane(l.space, lane, l.addr, data);
      logged = true;
    }
  }
  fx.emit(c);
  c.issue_memory(0, 0);
}

uint64_t atomic_apply(Atomic op, unsigned bytes, uint64_t mem, uint64_t d0, uint64_t d1) {
  const unsigned bits = bytes * 8;
  const uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  const int64_t sm = int64_t(sext(mem, bits)), sd = int64_t(sext(d0, bits));
  uint64_t r = 0;
  switch (op) {
    case Atomic::Swap: r = d0; break;
    case Atomic::CmpSwap: r = mem == d1 ? d0 : mem; break;
    case Atomic::FCmpSwap: r = ds_float::cmpst(bits, mem, d1, d0); break;
    case Atomic::Add: r = mem + d0; break;
    case Atomic::Sub: r = mem - d0; break;
    case Atomic::Rsub: r = d0 - mem; break;
    case Atomic::SMin: r = sd < sm ? d0 : mem; break;
    case Atomic::SMax: r = sd > sm ? d0 : mem; break;
    case Atomic::UMin: r = std::min(mem, d0); break;
    case Atomic::UMax: r = std::max(mem, d0); break;
    case Atomic::And: r = mem & d0; break;
    case Atomic::Or: r = mem | d0; break;
    case Atomic::Xor: r = mem ^ d0; break;
    case Atomic::Inc: r = mem >= d0 ? 0 : mem + 1; break;
    case Atomic::Dec: r = (mem == 0 || mem > d0) ? d0 : mem - 1; break;
    case Atomic::MskOr: r = (mem & ~d0) | d1; break;
    case Atomic::Wrap: r = mem >= d0 ? mem - d0 : mem + d1; break;
    // The DS float rules (ds_float.h): no host libm; there is no 64-bit float add on GFX8.
    case Atomic::FMin: r = ds_float::min(bits, mem, d0); break;
    case Atomic::FMax: r = ds_float::max(bits, mem, d0); break;
    case Atomic::FAdd:
      if (bits != 32) throw Error("atomic float add is binary32 only");
      r = ds_float::add32(uint32_t(mem), uint32_t(d0));
      break;
  }
  return r & mask;
}

void vatomic(Ctx& c, Atomic op, unsigned bytes, uint16_t d0_reg, uint16_t d1_reg, const AddrFn& at) {
  const unsigned per = bytes / 4;
  const bool has_d1 = d1_reg != opnd::kNone;
  const unsigned dwords = per * (has_d1 ? 2 : 1);
  c.check_read(d0_reg, uint16_t(per));
  if (has_d1) c.check_read(d1_reg, uint16_t(per));
  const bool returns = c.in.dst != opnd::kNone;
  std::vector<std::array<uint32_t, kWaveSize>> vals(per);
  for (auto& v : vals) v.fill(0);
  Effects fx(MemKind::Atomic, bytes, dwords);
  const uint64_t exec = c.exec();
  auto reg64 = [&](uint16_t r, int lane) {
    uint64_t v = vreg(c, r, lane);
    if (per == 2) v |= uint64_t(vreg(c, uint16_t(r + 1), lane)) << 32;
    return v;
  };
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t d0 = reg64(d0_reg, lane), d1 = has_d1 ? reg64(d1_reg, lane) : 0;
    const Loc l = at(lane, 0);
    if (!l.in_range) continue;
    // The ISA defines atomics on naturally aligned data only (DS addresses are aligned down
    // before they get here); a straddling read-modify-write has no defined result to check.
    if (l.addr % bytes)
      c.fail(fmt::format("lane {} {} 0x{:x} is not {}-byte aligned: atomics need naturally aligned data", lane,
                         l.space == AddrSpace::Lds ? "LDS offset" : "address", l.addr, bytes));
    const uint64_t old = read(c, l, bytes);
    write(c, l, bytes, atomic_apply(op, bytes, old, d0, d1));
    vals[0][lane] = uint32_t(old);
    if (per == 2) vals[1][lane] = uint32_t(old >> 32);
    uint32_t data[4] = {uint32_t(d0), uint32_t(d0 >> 32), 0, 0};
    if (per == 1) data[1] = uint32_t(d1);
    else data[2] = uint32_t(d1), data[3] = uint32_t(d1 >> 32);
    fx.lane(l.space, lane, l.addr, data);
  }
  fx.emit(c);
  if (returns) writeback(c, c.in.dst, vals, exec);
  else c.issue_memory(0, 0);
}

void vatomic_src2(Ctx& c, Atomic op, unsigned bytes, const AddrFn& at) {
  const unsigned per = bytes / 4;
  Effects fx(MemKind::Atomic, bytes, per);
  const uint64_t exec = c.exec();
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const Loc a = at(lane, 0), b = at(lane, 1);
    const uint64_t src = b.in_range ? read(c, b, bytes) : 0;
    if (!a.in_range) continue;
    write(c, a, bytes, atomic_apply(op, bytes, read(c, a, bytes), src, 0));
    const uint32_t data[2] = {uint32_t(src), uint32_t(src >> 32)};
    fx.lane(a.space, lane, a.addr, data);
  }
  fx.emit(c);
  c.issue_memory(0, 0);
}

void wave_atomic(Ctx& c, Atomic op, unsigned bytes, uint64_t d0, const Loc& at) {
  const uint64_t exec = c.exec();
  std::vector<std::array<uint32_t, kWaveSize>> vals(bytes / 4);
  if (exec && at.in_range) {
    const uint64_t old = read(c, at, bytes);
    write(c, at, bytes, atomic_apply(op, bytes, old, d0, 0));
    for (size_t d = 0; d < vals.size(); ++d) vals[d].fill(uint32_t(old >> (32 * d)));
    Effects fx(MemKind::Atomic, bytes, bytes / 4);
    const uint32_t data[2] = {uint32_t(d0), uint32_t(d0 >> 32)};
    fx.lane(at.space, __builtin_ctzll(exec), at.addr, data);
    fx.emit(c);
  } else {
    for (auto& v : vals) v.fill(0);
  }
  writeback(c, c.in.dst, vals, exec);
}

void vxchg2(Ctx& c, unsigned unit_bytes, const AddrFn& at) {
  const unsigned per = unit_bytes / 4;
  c.check_read(c.in.vdata, uint16_t(per));
  c.check_read(c.in.vdata1, uint16_t(per));
  std::vector<std::array<uint32_t, kWaveSize>> vals(2 * per);
  for (auto& v : vals) v.fill(0);
  Effects fx(MemKind::Atomic, 2 * unit_bytes, 2 * per);
  const uint64_t exec = c.exec();
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    uint32_t data[4];
    uint64_t d[2];
    bool logged = false;
    // Both old values are read before either unit is written (GCN ISA pseudo-code: tmp1 =
    // MEM[addr1]; tmp2 = MEM[addr2]; then the two stores): offset0 == offset1 returns the
    // original value twice and leaves DATA1.
    for (unsigned u = 0; u < 2; ++u) {
      const uint16_t src = u ? c.in.vdata1 : c.in.vdata;
      d[u] = vreg(c, src, lane);
      if (per == 2) d[u] |= uint64_t(vreg(c, uint16_t(src + 1), lane)) << 32;
      data[u * per] = uint32_t(d[u]);
      if (per == 2) data[u * per + 1] = uint32_t(d[u] >> 32);
      const Loc l = at(lane, u);
      if (!l.in_range) continue;
      const uint64_t old = read(c, l, unit_bytes);
      vals[u * per][lane] = uint32_t(old);
      if (per == 2) vals[u * per + 1][lane] = uint32_t(old >> 32);
      if (!logged) fx.lane(l.space, lane, l.addr, nullptr);
      logged = true;
    }
    for (unsigned u = 0; u < 2; ++u) {
      const Loc l = at(lane, u);
      if (l.in_range) write(c, l, unit_bytes, d[u]);
    }
    if (logged) std::copy(data, data + 2 * per, fx.s[size_t(AddrSpace::Lds)].data.begin() + size_t(lane) * 2 * per);
  }
  fx.emit(c);
  writeback(c, c.in.dst, vals, exec);
}

// ---- buffer data formats -------------------------------------------------------------------

namespace {

struct Format {
  unsigned comps = 0, bits = 0;
};

// Uniform-component data formats; packed ones (10_11_11, 11_11_10, 10_10_10_2, 2_10_10_10)
// and reserved codes have comps == 0.
Format data_format(uint8_t dfmt) {
  switch (dfmt) {
    case 1: return {1, 8};
    case 2: return {1, 16};
    case 3: return {2, 8};
    case 4: return {1, 32};
    case 5: return {2, 16};
    case 10: return {4, 8};
    case 11: return {2, 32};
    case 12: return {4, 16};
    case 13: return {3, 32};
    case 14: return {4, 32};
    default: return {};
  }
}

enum Nfmt : uint8_t { kUnorm = 0, kSnorm = 1, kUscaled = 2, kSscaled = 3, kUint = 4, kSint = 5, kSnormOgl = 6, kFloat = 7 };

Format checked_format(const Ctx& c, unsigned comps, uint8_t dfmt, uint8_t nfmt, bool store) {
  const Format f = data_format(dfmt);
  if (!f.comps) c.fail(fmt::format("buffer data format {} is not supported by the model", dfmt));
  if (comps > f.comps)
    c.fail(fmt::format("{} components requested from data format {} of {}", comps, dfmt, f.comps));
  const bool ok = store ? (nfmt == kUint || nfmt == kSint || (nfmt == kFloat && f.bits >= 16) ||
                           ((nfmt == kUnorm || nfmt == kSnorm) && f.bits < 32))
                        : (nfmt != kSnormOgl && !(nfmt == kFloat && f.bits == 8) &&
                           !(f.bits == 32 && (nfmt == kUnorm || nfmt == kSnorm)));
  if (!ok || (store && f.bits < 32 && (nfmt == kUint || nfmt == kSint)))
    c.fail(fmt::format("buffer number format {} with data format {} is not supported by the model for {}", nfmt,
                       dfmt, store ? "stores" : "loads"));
  return f;
}

uint32_t convert_in(uint32_t b, unsigned bits, uint8_t nfmt) {
  const double umax = double((1ull << bits) - 1), smax = double((1ull << (bits - 1)) - 1);
  const int64_t s = int64_t(sext(b, bits));
  switch (nfmt) {
    case kUnorm: return bits_of(float(double(b) / umax));
    case kSnorm: return bits_of(float(std::max(double(s) / smax, -1.0)));
    case kUscaled: return bits_of(float(b));
    case kSscaled: return bits_of(float(s));
    case kUint: return b;
    case kSint: return uint32_t(s);
    default: return bits == 16 ? bits_of(f16_bits_to_f32(uint16_t(b))) : b;  // kFloat
  }
}

uint32_t convert_out(uint32_t v, unsigned bits, uint8_t nfmt) {
  const double umax = double((1ull << bits) - 1), smax = double((1ull << (bits - 1)) - 1);
  const float f = f32_of(v);
  // NaN -> 0 for the normalized formats (the D3D10+ data conversion rules GCN follows); without
  // this line the NaN would reach a float -> integer cast, which C++ leaves undefined.
  if (std::isnan(f) && (nfmt == kUnorm || nfmt == kSnorm)) return 0;
  switch (nfmt) {
    case kUnorm: return uint32_t(std::nearbyint(std::clamp(double(f), 0.0, 1.0) * umax));
    case kSnorm: return uint32_t(int32_t(std::nearbyint(std::clamp(double(f), -1.0, 1.0) * smax))) & uint32_t(umax);
    case kFloat: return bits == 16 ? f32_to_f16_bits(f) : v;
    default: return v;  // 32-bit UINT/SINT
  }
}

bool int_nfmt(uint8_t nfmt) { return nfmt == kUint || nfmt == kSint; }

// D16: the 32-bit VGPR value of a component narrowed to / widened from its 16-bit form.
uint32_t to_d16(uint32_t v, uint8_t nfmt) { return int_nfmt(nfmt) ? v & 0xFFFF : f32_to_f16_bits(f32_of(v)); }
uint32_t from_d16(uint32_t v, uint8_t nfmt) {
  if (nfmt == kSint) return uint32_t(int32_t(int16_t(uint16_t(v))));
  return nfmt == kUint ? v & 0xFFFF : bits_of(f16_bits_to_f32(uint16_t(v)));
}

}  // namespace

void vload_format(Ctx& c, unsigned comps, uint8_t dfmt, uint8_t nfmt, const BufferRsrc& r, bool d16) {
  const Format f = checked_format(c, comps, dfmt, nfmt, false);
  const unsigned cb = f.bits / 8;
  const AddrFn at = buffer_addr(c, r, cb);
  std::vector<std::array<uint32_t, kWaveSize>> vals(comps);
  for (auto& v : vals) v.fill(0);
  Effects fx(MemKind::Load, comps * cb, 0);
  const uint64_t exec = c.exec();
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    bool ok = true;  // format accesses are range-checked all or nothing
    for (unsigned i = 0; i < comps; ++i) ok = ok && at(lane, i).in_range;
    if (!ok) continue;
    for (unsigned i = 0; i < comps; ++i) {
      vals[i][lane] = convert_in(uint32_t(read(c, at(lane, i), cb)), f.bits, nfmt);
      if (d16) vals[i][lane] = to_d16(vals[i][lane], nfmt);
    }
    const Loc l0 = at(lane, 0);
    fx.lane(l0.space, lane, l0.addr, nullptr);
  }
  fx.emit(c);
  writeback(c, c.in.dst, vals, exec);
}

void vstore_format(Ctx& c, unsigned comps, uint8_t dfmt, uint8_t nfmt, const BufferRsrc& r, bool d16) {
  const Format f = checked_format(c, comps, dfmt, nfmt, true);
  const unsigned cb = f.bits / 8;
  const AddrFn at = buffer_addr(c, r, cb);
  c.check_read(c.in.vdata, uint16_t(comps));
  Effects fx(MemKind::Store, comps * cb, comps);
  const uint64_t exec = c.exec();
  uint32_t data[4];
  uint8_t bytes[16];
  for (int lane = 0; lane < kWaveSize; ++lane) {
    if (!(exec >> lane & 1)) continue;
    bool ok = true;
    for (unsigned i = 0; i < comps; ++i) ok = ok && at(lane, i).in_range;
    if (!ok) continue;
    for (unsigned i = 0; i < comps; ++i) {
      data[i] = vreg(c, uint16_t(c.in.vdata + i), lane);
      const uint32_t v = convert_out(d16 ? from_d16(data[i], nfmt) : data[i], f.bits, nfmt);
      write(c, at(lane, i), cb, v);
      for (unsigned b = 0; b < cb; ++b) bytes[i * cb + b] = uint8_t(v >> (8 * b));
    }
    const Loc l0 = at(lane, 0);
    fx.lane(l0.space, lane, l0.addr, data);
    fx.lane_bytes(l0.space, lane, bytes);
  }
  fx.emit(c);
  c.issue_memory(0, 0);
}

}  // namespace gcn::mem
