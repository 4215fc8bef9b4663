// Architectural state of one wave64: plain, copyable data. Behaviour lives in golden/exec.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "golden/isa/inst.h"

namespace gcn {

inline constexpr int kWaveSize = 64;
inline constexpr int kMaxVgprs = 256;
inline constexpr int kNumSgprs = 102;  // s0..s101 addressable on GFX8

// MODE register fields (GCN3 manual, "MODE"): FP_ROUND [3:0], FP_DENORM [7:4], DX10_CLAMP [8],
// IEEE [9].
namespace mode {
inline constexpr uint32_t kRound32Shift = 0, kRound64Shift = 2;
inline constexpr uint32_t kDenorm32Shift = 4, kDenorm64Shift = 6;
inline constexpr uint32_t kDx10Clamp = 1u << 8;
inline constexpr uint32_t kIeee = 1u << 9;
}  // namespace mode

// A load (or atomic with return) whose data the program may not read before s_waitcnt.
struct PendingLoad {
  uint8_t counters = 0;   // CounterBits it was counted in
  bool smem = false;      // scalar memory: may complete out of order
  uint16_t first = 0;     // destination in unified operand numbering (VGPR = 256+n)
  uint8_t count = 0;      // dwords
  uint64_t pc = 0;        // issuing instruction, for hazard reports
};

struct WaveState {
  uint64_t pc = 0;
  // Scalar registers in unified operand numbering 0..127: s0..s101, FLAT_SCRATCH, XNACK_MASK,
  // VCC, TTMP0..15, M0 (124), EXEC (126/127). One array keeps operand fetch a single index.
  std::array<uint32_t, 128> sreg{};
  bool scc = false;
  uint32_t mode = 0;
  uint32_t status = 0;
  uint32_t trapsts = 0;
  uint32_t num_sgprs = kNumSgprs;  // allocated (from the kernel descriptor)
  uint32_t num_vgprs = 0;
  std::vector<uint32_t> vgpr;      // num_vgprs * 64, element [reg * 64 + lane]

  // s_waitcnt counters and the loads behind them, oldest first.
  uint8_t vmcnt = 0, lgkmcnt = 0, expcnt = 0;
  std::vector<PendingLoad> pending;
  // Statistic, not architectural state (diff() ignores it): completions of this wave that were
  // out of order (golden/exec/counters.h).
  uint64_t out_of_order = 0;

  // Identity, for reports.
  uint32_t wave_id = 0;            // global wave index of the dispatch
  uint32_t wave_in_group = 0;
  std::array<uint32_t, 3> group_id{};
  uint64_t retired = 0;            // instructions retired by this wave (retire-record wave_order)
  bool halted = false;
  bool at_barrier = false;

  uint64_t exec() const { return pair(opnd::kExecLo); }
  void set_exec(uint64_t v) { set_pair(opnd::kExecLo, v); }
  uint64_t vcc() const { return pair(opnd::kVccLo); }
  void set_vcc(uint64_t v) { set_pair(opnd::kVccLo, v); }
  uint32_t m0() const { return sreg[opnd::kM0]; }
  uint64_t pair(uint16_t lo) const { return sreg[lo] | (uint64_t(sreg[lo + 1]) << 32); }
  void set_pair(uint16_t lo, uint64_t v) {
    sreg[lo] = uint32_t(v);
    sreg[lo + 1] = uint32_t(v >> 32);
  }
  uint32_t& v(uint32_t reg, int lane) { return vgpr[reg * kWaveSize + lane]; }
  uint32_t v(uint32_t reg, int lane) const { return vgpr[reg * kWaveSize + lane]; }
  void allocate_vgprs(uint32_t n) {
    num_vgprs = n;
    vgpr.assign(size_t(n) * kWaveSize, 0);
  }
};

// Names every differing architectural field as "field: expected 0x.. got 0x.." lines
// (a = expected, b = actual). Empty when equal.
std::vector<std::string> diff(const WaveState& expected, const WaveState& actual);

// Human name of a unified scalar operand number: "s5", "vcc_lo", "m0", "exec_hi", "ttmp3"...
std::string sreg_name(uint16_t idx);

}  // namespace gcn
