#include "golden/wave/wave_state.h"

#include <fmt/format.h>

namespace gcn {

std::string sreg_name(uint16_t idx) {
  if (idx < kNumSgprs) return fmt::format("s{}", idx);
  switch (idx) {
    case opnd::kFlatScratchLo: return "flat_scratch_lo";
    case opnd::kFlatScratchLo + 1: return "flat_scratch_hi";
    case opnd::kXnackMaskLo: return "xnack_mask_lo";
    case opnd::kXnackMaskLo + 1: return "xnack_mask_hi";
    case opnd::kVccLo: return "vcc_lo";
    case opnd::kVccHi: return "vcc_hi";
    case opnd::kM0: return "m0";
    case opnd::kExecLo: return "exec_lo";
    case opnd::kExecHi: return "exec_hi";
    default: break;
  }
  // GFX8: 108..111 TBA/TMA, 112..123 TTMP0..11 (GFX9 moves TTMP0 to 108).
  if (idx >= opnd::kTbaLo && idx < opnd::kTtmp0Gfx8) {
    static const char* const kTrap[] = {"tba_lo", "tba_hi", "tma_lo", "tma_hi"};
    return kTrap[idx - opnd::kTbaLo];
  }
  if (idx >= opnd::kTtmp0Gfx8 && idx < opnd::kM0) return fmt::format("ttmp{}", idx - opnd::kTtmp0Gfx8);
  return fmt::format("sreg{}", idx);
}

namespace {

void field(std::vector<std::string>& out, const std::string& name, uint64_t e, uint64_t a) {
  if (e != a) out.push_back(fmt::format("{}: expected 0x{:x} got 0x{:x}", name, e, a));
}

}  // namespace

std::vector<std::string> diff(const WaveState& e, const WaveState& a) {
  std::vector<std::string> out;
  field(out, "pc", e.pc, a.pc);
  for (uint16_t i = 0; i < e.sreg.size(); ++i) field(out, sreg_name(i), e.sreg[i], a.sreg[i]);
  field(out, "scc", e.scc, a.scc);
  field(out, "mode", e.mode, a.mode);
  field(out, "status", e.status, a.status);
  field(out, "trapsts", e.trapsts, a.trapsts);
  field(out, "vmcnt", e.vmcnt, a.vmcnt);
  field(out, "lgkmcnt", e.lgkmcnt, a.lgkmcnt);
  field(out, "expcnt", e.expcnt, a.expcnt);
  field(out, "num_vgprs", e.num_vgprs, a.num_vgprs);
  const uint32_t n = std::min(e.num_vgprs, a.num_vgprs);
  for (uint32_t r = 0; r < n; ++r)
    for (int lane = 0; lane < kWaveSize; ++lane)
      field(out, fmt::format("v{}[lane {}]", r, lane), e.v(r, lane), a.v(r, lane));
  return out;
}

}  // namespace gcn
