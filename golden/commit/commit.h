// The retire record (design.md, "The retire record"): one per retired instruction, produced by
// the golden model and decoded from the RTL retire port into the same struct, so the comparator
// compares like with like. The executor fills a reused Commit; vectors keep their capacity, so
// recording costs no allocation per instruction in steady state.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace gcn {

struct SgprWrite {
  uint16_t idx;   // unified operand number (s0..s101, vcc_lo, m0, exec_lo, ...)
  uint32_t value;
};

struct VgprWrite {
  uint16_t reg;   // v0..v255
  uint64_t mask;  // lanes written
  std::array<uint32_t, 64> data;
};

enum class AddrSpace : uint8_t { Global, Lds, Scratch };
enum class MemKind : uint8_t { Load, Store, Atomic };

// One instruction's memory effect. Per lane: address and, for stores/atomics, the data
// (dwords per lane = ceil(size/4); atomics with compare carry data then compare).
struct MemEffect {
  AddrSpace space = AddrSpace::Global;
  MemKind kind = MemKind::Load;
  uint8_t size = 4;             // bytes per lane (or per scalar access for SMEM)
  uint64_t lane_mask = 0;       // lanes that accessed memory (SMEM: bit 0)
  std::array<uint64_t, 64> addr{};
  std::vector<uint32_t> data;   // lane-major: data[lane * dwords + i]
  uint8_t dwords = 1;
  // A store whose bytes in memory are not the low `size` bytes of its data: the buffer format
  // stores convert each VGPR component (UNORM, SNORM, f16, ...). Lane-major, `size` per lane;
  // empty for every other access. Golden's own view, for the lockstep store check: not part of
  // the retire record the RTL sends (that carries the VGPR data, as `data`).
  std::vector<uint8_t> bytes;
};

// A counter completion: the oldest outstanding access of that counter has finished.
struct Completion {
  uint32_t wave = 0;
  uint8_t counter = 0;          // CounterBits
  uint64_t pc = 0;              // instruction that issued it
};

enum class WaveEvent : uint8_t { None, Halt, BarrierArrive, BarrierRelease, Trap };

struct Commit {
  uint64_t order = 0;           // global retire order, no gaps
  uint64_t wave_order = 0;      // per-wave retire order
  uint32_t cu = 0, simd = 0, wave_slot = 0;
  uint32_t wave = 0;            // global wave id of the dispatch
  std::array<uint32_t, 3> group{};
  uint64_t pc = 0, next_pc = 0;
  std::array<uint32_t, 3> words{};
  uint8_t size = 0;             // instruction bytes
  uint64_t exec = 0;            // EXEC in effect
  bool scc_written = false;
  bool scc = false;
  std::vector<SgprWrite> sgpr;  // includes VCC/EXEC/M0 writes by unified index
  std::vector<VgprWrite> vgpr;  // ALU results
  std::vector<VgprWrite> load_writeback;  // load data (golden: at issue; RTL: when it returns)
  std::vector<SgprWrite> sgpr_load_writeback;  // scalar load data (SMEM, s_memtime)
  std::vector<MemEffect> mem;
  uint8_t vmcnt = 0, lgkmcnt = 0, expcnt = 0;  // after issue
  WaveEvent event = WaveEvent::None;

  void clear() {
    sgpr.clear();
    vgpr.clear();
    load_writeback.clear();
    sgpr_load_writeback.clear();
    mem.clear();
    scc_written = false;
    event = WaveEvent::None;
  }
};

}  // namespace gcn
