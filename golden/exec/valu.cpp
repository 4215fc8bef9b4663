#include "golden/exec/valu.h"

#include <fmt/format.h>

namespace gcn::valu {

Inst gpr_indexed(const Ctx& c) {
  c.check_read(opnd::kM0, 1);
  Inst in = c.in;
  const uint32_t index = c.w.m0() & 0xFF, select = c.w.m0() >> 12 & 0xF;
  auto move = [&](uint16_t& o) {
    if (!opnd::is_vgpr(o)) return;
    const uint32_t reg = o - opnd::kVgpr0 + index;
    if (reg >= c.w.num_vgprs)
      c.fail(fmt::format("GPR index {} moves v{} to v{}, beyond the {} allocated VGPRs", index, o - opnd::kVgpr0,
                         reg, c.w.num_vgprs));
    o = uint16_t(opnd::kVgpr0 + reg);
  };
  for (int i = 0; i < 3; ++i)
    if (select >> i & 1) move(in.src[i]);
  if (select & 8) move(in.dst);
  return in;
}

// DPP_CTRL encodings, GCN3 manual "DPP": quad_perm 0x00-0xFF, row_shl 0x101-0x10F,
// row_shr 0x111-0x11F, row_ror 0x121-0x12F, wave_shl 0x130, wave_rol 0x134, wave_shr 0x138,
// wave_ror 0x13C, row_mirror 0x140, row_half_mirror 0x141, row_bcast15 0x142, row_bcast31 0x143.
int dpp_source_lane(uint16_t ctrl, int lane) {
  const int row = lane & ~15, in_row = lane & 15;
  if (ctrl <= 0xFF) return (lane & ~3) | ((ctrl >> ((lane & 3) * 2)) & 3);
  if (ctrl >= 0x101 && ctrl <= 0x10F) {
    const int s = in_row + (ctrl & 15);
    return s < 16 ? row + s : -1;
  }
  if (ctrl >= 0x111 && ctrl <= 0x11F) {
    const int s = in_row - (ctrl & 15);
    return s >= 0 ? row + s : -1;
  }
  if (ctrl >= 0x121 && ctrl <= 0x12F) return row + ((in_row - (ctrl & 15)) & 15);
  switch (ctrl) {
    case 0x130: return lane < 63 ? lane + 1 : -1;
    case 0x134: return (lane + 1) & 63;
    case 0x138: return lane > 0 ? lane - 1 : -1;
    case 0x13C: return (lane - 1) & 63;
    case 0x140: return row + 15 - in_row;
    case 0x141: return (lane & ~7) + 7 - (lane & 7);
    case 0x142: return row > 0 ? row - 1 : -1;
    case 0x143: return lane >= 32 ? 31 : -1;
    default: return -1;
  }
}

uint64_t dpp_write_mask(const Inst& in) {
  uint64_t m = 0;
  for (int lane = 0; lane < kWaveSize; ++lane) {
    const bool row_on = in.row_mask >> (lane >> 4) & 1;
    const bool bank_on = in.bank_mask >> ((lane >> 2) & 3) & 1;
    const bool src_ok = in.bound_ctrl || dpp_source_lane(in.dpp_ctrl, lane) >= 0;
    m |= uint64_t(row_on && bank_on && src_ok) << lane;
  }
  return m;
}

namespace {
struct Field {
  int shift, width;
};
Field field_of(SdwaSel sel) {
  switch (sel) {
    case SdwaSel::Byte0: return {0, 8};
    case SdwaSel::Byte1: return {8, 8};
    case SdwaSel::Byte2: return {16, 8};
    case SdwaSel::Byte3: return {24, 8};
    case SdwaSel::Word0: return {0, 16};
    case SdwaSel::Word1: return {16, 16};
    default: return {0, 32};
  }
}
}  // namespace

uint32_t sdwa_select(uint32_t v, SdwaSel sel, bool sext) {
  const Field f = field_of(sel);
  if (f.width == 32) return v;
  const uint32_t x = (v >> f.shift) & ((1u << f.width) - 1);
  if (!sext) return x;
  const uint32_t sign = 1u << (f.width - 1);
  return (x ^ sign) - sign;
}

uint32_t sdwa_place(uint32_t old, uint32_t v, SdwaSel sel, SdwaUnused unused) {
  const Field f = field_of(sel);
  if (f.width == 32) return v;
  const uint32_t fmask = ((1u << f.width) - 1) << f.shift;
  const uint32_t placed = (v << f.shift) & fmask;
  switch (unused) {
    case SdwaUnused::Preserve: return (old & ~fmask) | placed;
    case SdwaUnused::Sext: {
      // Bits above the field copy its sign; bits below are zero.
      const bool neg = placed >> (f.shift + f.width - 1) & 1;
      const uint32_t above = f.shift + f.width >= 32 ? 0 : ~0u << (f.shift + f.width);
      return placed | (neg ? above : 0);
    }
    default: return placed;
  }
}

}  // namespace gcn::valu
