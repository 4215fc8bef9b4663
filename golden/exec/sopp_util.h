// Program-control helpers shared by the scalar families (SOPP branches, SOPK/SOP2 forks, SOP1
// join, SOPK hardware-register access): PC-relative targets, the GCN3 branch stack, and the
// S_GETREG/S_SETREG view of MODE and STATUS.
#pragma once

#include <cstdint>
#include <string>

#include "golden/exec/ctx.h"

namespace gcn {
namespace sopp {

// MODE fields beyond those in wave_state.h (GCN3 manual, "MODE"): LOD_CLAMPED [10],
// DEBUG_EN [11], EXCP_EN [18:12], GPR_IDX_EN [27], VSKIP [28], CSP [31:29].
inline constexpr uint32_t kModeLodClamped = 1u << 10;
inline constexpr uint32_t kModeDebugEn = 1u << 11;
inline constexpr uint32_t kModeExcpEn = 0x7Fu << 12;
inline constexpr uint32_t kModeGprIdxEn = 1u << 27;
inline constexpr uint32_t kModeVskip = 1u << 28;
inline constexpr uint32_t kModeCspShift = 29;
inline constexpr uint32_t kModeCsp = 7u << kModeCspShift;
// MODE bits this model gives meaning to: FP_ROUND, FP_DENORM, DX10_CLAMP, IEEE (read by the
// VALU), LOD_CLAMPED (a sticky flag nobody sets here), GPR_IDX_EN and VSKIP (registry.cpp:
// vector instructions under them), CSP (branch stack). Setting any other bit (exceptions,
// debug, reserved) would change behaviour the model lacks, so S_SETREG fails on it rather
// than ignoring it.
inline constexpr uint32_t kModeModelled = 0x3FFu | kModeLodClamped | kModeGprIdxEn | kModeVskip | kModeCsp;

// STATUS fields (GCN3 manual, "STATUS"): SCC [0], WAVE_PRIO [4:3], EXECZ [9], VCCZ [10],
// COND_DBG_USER [20], COND_DBG_SYS [21]. SCC/EXECZ/VCCZ are live copies; the rest is
// WaveState::status as the dispatcher set it, with WAVE_PRIO written by S_SETPRIO.
inline constexpr uint32_t kStatusScc = 1u << 0;
inline constexpr uint32_t kStatusWavePrioShift = 3;
inline constexpr uint32_t kStatusWavePrio = 3u << kStatusWavePrioShift;
inline constexpr uint32_t kStatusExecz = 1u << 9;
inline constexpr uint32_t kStatusVccz = 1u << 10;
inline constexpr uint32_t kStatusCondDbgUser = 1u << 20;
inline constexpr uint32_t kStatusCondDbgSys = 1u << 21;

// Hardware register ids of S_GETREG/S_SETREG SIMM16 (GFX8).
enum HwReg : uint32_t {
  kHwMode = 1, kHwStatus = 2, kHwTrapsts = 3, kHwHwId = 4, kHwGprAlloc = 5, kHwLdsAlloc = 6,
  kHwIbSts = 7,
};

// SIMM16 of S_GETREG/S_SETREG: ID [5:0], OFFSET [10:6], SIZE-1 [15:11].
struct HwRegField {
  uint32_t id, offset, size;
  uint32_t mask() const { return uint32_t(((uint64_t(1) << size) - 1) << offset); }
};
inline HwRegField decode_hwreg(uint32_t simm16) {
  return {simm16 & 0x3F, (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1};
}

// Full 32-bit value of a hardware register as S_GETREG sees it. Fails for registers whose
// contents come from hardware placement or exception tracking the model does not have.
uint32_t read_hwreg(const Ctx& c, uint32_t id);
// Writes the bits of `mask` of hardware register `id` from `value` (already shifted).
void write_hwreg(Ctx& c, uint32_t id, uint32_t value, uint32_t mask);

// Target of a SOPP/SOPK branch: the next instruction plus SIMM16 dwords.
inline uint64_t rel_target(const Ctx& c) { return c.w.pc + 4 + int64_t(c.in.simm16) * 4; }

// S_CBRANCH_G_FORK / S_CBRANCH_I_FORK with compare mask `cond` and branch target `target`:
// the smaller half of EXEC runs first, the other half is pushed as {mask, pc} on the branch
// stack in SGPR[CSP*4 .. CSP*4+3] (mask low, PC high) and CSP (MODE[31:29]) increments.
void fork(Ctx& c, uint64_t cond, uint64_t target);
// S_CBRANCH_JOIN: when CSP differs from `saved_csp`, pops {EXEC, PC} from the branch stack.
void join(Ctx& c, uint32_t saved_csp);

}  // namespace sopp
}  // namespace gcn
