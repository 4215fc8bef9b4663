#include "golden/exec/ctx.h"

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/exec/float_bits.h"

namespace gcn {

namespace {

bool is_float(Ty t) { return t == Ty::F16 || t == Ty::F32 || t == Ty::F64; }

// Inline float constants 240..248 as the operand type's bit pattern.
uint64_t inline_float(uint16_t o, Ty ty) {
  static constexpr double kValues[] = {0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0};
  if (o == opnd::kInvTwoPi) {
    if (ty == Ty::F16 || ty == Ty::I16 || ty == Ty::U16 || ty == Ty::B16) return 0x3118;
    if (ty == Ty::F64 || ty == Ty::I64 || ty == Ty::U64 || ty == Ty::B64) return 0x3fc45f306dc9c882ull;
    return 0x3e22f983;
  }
  const double d = kValues[o - 240];
  switch (ty) {
    case Ty::F16: case Ty::I16: case Ty::U16: case Ty::B16: return f32_to_f16_bits(float(d));
    case Ty::F64: case Ty::I64: case Ty::U64: case Ty::B64: return bits_of(d);
    default: return bits_of(float(d));
  }
}

}  // namespace

uint32_t Ctx::scalar32(uint16_t o, Ty ty) const {
  if (o < 128) {
    if (o < kNumSgprs && o >= w.num_sgprs)
      fail(fmt::format("read of s{} beyond the {} allocated SGPRs", o, w.num_sgprs));
    check_read(o, 1);
    return w.sreg[o];
  }
  if (o <= 192) return o - 128;
  if (o <= 208) return uint32_t(-(int32_t(o) - 192));
  if (o >= 240 && o <= 248) return uint32_t(inline_float(o, ty));
  switch (o) {
    case opnd::kVccZ: return w.vcc() == 0;
    case opnd::kExecZ: return w.exec() == 0;
    case opnd::kScc: return w.scc;
    case opnd::kLiteral: return in.literal;
    default: break;
  }
  fail(fmt::format("operand {} is not a scalar source", o));
}

uint64_t Ctx::scalar64(uint16_t o, Ty ty) const {
  if (o < 128) {
    if (o < kNumSgprs && o + 1u >= w.num_sgprs)
      fail(fmt::format("read of s[{}:{}] beyond the {} allocated SGPRs", o, o + 1, w.num_sgprs));
    check_read(o, 2);
    return w.pair(o);
  }
  if (o <= 192) return o - 128;
  if (o <= 208) return uint64_t(-(int64_t(o) - 192));
  if (o >= 240 && o <= 248) return inline_float(o, ty == Ty::F32 ? Ty::F64 : ty);
  // A 32-bit literal feeds a 64-bit operand as the high half of a double, sign-extended for
  // signed integers (I64) and zero-extended for everything else, untyped B64 included
  // (s_mov_b64, s_and_b64, ...). GCN3 manual, "Literal Expansion to 64 bits"; LLVM agrees:
  // llvm-mc/objdump 14 print `s_mov_b64 s[0:1], 0x80000000`, and LLVM #70274/#186575 say the
  // hardware zero-extends a 32-bit literal unless the operand is signed.
  if (o == opnd::kLiteral) {
    if (ty == Ty::F64) return uint64_t(in.literal) << 32;
    if (ty == Ty::I64) return uint64_t(int64_t(int32_t(in.literal)));
    return uint64_t(in.literal);
  }
  return scalar32(o, ty);
}

void Ctx::write_sreg(uint16_t o, uint32_t v) {
  if (o < kNumSgprs && o >= w.num_sgprs)
    fail(fmt::format("write of s{} beyond the {} allocated SGPRs", o, w.num_sgprs));
  if (o >= 128 || o == 125 || (o > 107 && o < 124)) fail(fmt::format("operand {} is not a writable scalar register", o));
  w.sreg[o] = v;
  if (rec) rec->sgpr.push_back({o, v});
}

void Ctx::set_scc(bool v) {
  w.scc = v;
  if (rec) {
    rec->scc_written = true;
    rec->scc = v;
  }
}

uint32_t Ctx::check_vgpr(uint32_t reg) const {
  if (reg >= w.num_vgprs)
    fail(fmt::format("access of v{} beyond the {} allocated VGPRs", reg, w.num_vgprs));
  return reg;
}

void Ctx::write_vgpr(uint32_t reg, uint64_t mask, const uint32_t* lane_values) {
  check_vgpr(reg);
  uint32_t* row = &w.vgpr[size_t(reg) * kWaveSize];
  if (mask == ~0ull) {
    std::copy(lane_values, lane_values + kWaveSize, row);
  } else {
    for (int lane = 0; lane < kWaveSize; ++lane) row[lane] = (mask >> lane & 1) ? lane_values[lane] : row[lane];
  }
  if (rec && mask) {
    VgprWrite& vw = rec->vgpr.emplace_back();
    vw.reg = uint16_t(reg);
    vw.mask = mask;
    std::copy(row, row + kWaveSize, vw.data.begin());
  }
}

void Ctx::record_load_writeback(uint32_t reg, uint64_t mask, const uint32_t* lane_values) {
  if (!rec || !mask) return;
  VgprWrite& vw = rec->load_writeback.emplace_back();
  vw.reg = uint16_t(reg);
  vw.mask = mask;
  std::copy(lane_values, lane_values + kWaveSize, vw.data.begin());
}

void Ctx::issue_memory(uint16_t first, uint8_t count, bool smem) {
  const uint8_t bits = op().counters;
  if (bits & kVmCnt) ++w.vmcnt;
  if (bits & kLgkmCnt) ++w.lgkmcnt;
  if (bits & kExpCnt) ++w.expcnt;
  w.pending.push_back({bits, smem, first, count, w.pc});
}

MemEffect& Ctx::add_mem_effect(AddrSpace space, MemKind kind, uint8_t size, uint8_t dwords) {
  static thread_local MemEffect scratch_effect;
  if (!rec) {
    scratch_effect.data.resize(size_t(kWaveSize) * dwords);
    return scratch_effect;
  }
  MemEffect& m = rec->mem.emplace_back();
  m.space = space;
  m.kind = kind;
  m.size = size;
  m.dwords = dwords;
  m.data.assign(size_t(kWaveSize) * dwords, 0);
  return m;
}

void Ctx::check_read_slow(uint16_t first, uint16_t count) const {
  for (const PendingLoad& p : w.pending) {
    if (p.count == 0) continue;
    if (first < p.first + p.count && p.first < first + count) {
      const uint16_t reg = std::max(first, p.first);
      if (hazards_) hazards_->push_back({w.wave_id, w.pc, p.pc, reg});
      return;
    }
  }
}

void Ctx::fail(const std::string& what) const {
  throw Error(fmt::format("wave {} pc 0x{:x} ({}): {}", w.wave_id, w.pc,
                          in.info ? std::string(in.info->name) : std::string("?"), what));
}

}  // namespace gcn
