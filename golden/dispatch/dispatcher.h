// The CP/SPI role: turns (code object, kernel, grid, arguments) into memory contents and every
// wave's initial register state, exactly per 004 "Initial Kernel Execution State". Both
// engines start from what this computes, so a divergence is never a set-up difference.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "golden/exec/ctx.h"
#include "golden/loader/code_object.h"
#include "golden/mem/memory.h"
#include "golden/wave/wave_state.h"

namespace gcn {

using Dim3 = std::array<uint32_t, 3>;

// Fixed flat-address apertures (bits [63:32]) reported in amd_queue_t.
inline constexpr uint32_t kSharedApertureHi = 0x10000000;
inline constexpr uint32_t kPrivateApertureHi = 0x20000000;

struct DispatchRequest {
  Dim3 grid{1, 1, 1};             // work-items
  Dim3 workgroup{1, 1, 1};
  std::vector<uint8_t> explicit_kernarg;  // explicit arguments laid out at their metadata offsets
  uint32_t dynamic_lds = 0;       // bytes of `__local` pointer arguments
};

// Memory layout of one dispatch (GPU virtual addresses).
struct DispatchLayout {
  uint64_t code_base = 0;       // loaded code object image
  uint64_t code_size = 0;
  uint64_t entry = 0;           // first instruction of the kernel
  uint64_t kernarg = 0;
  uint64_t packet = 0;          // hsa_kernel_dispatch_packet_t
  uint64_t queue = 0;           // amd_queue_t
  uint64_t scratch = 0;         // private segment backing (0 when none)
  uint64_t scratch_wave_bytes = 0;
  uint32_t lds_bytes = 0;       // static + dynamic group segment per work-group
};

class Dispatcher {
 public:
  // Validates the launch against the kernel (zero grid, work-group over 1024 or the
  // kernel's max_flat_workgroup_size, LDS over 64 KiB, ...) and writes code image, kernarg
  // segment (explicit + hidden arguments), dispatch packet, amd_queue_t and scratch into mem.
  Dispatcher(Memory& mem, const CodeObject& co, const Kernel& kernel, const DispatchRequest& req);

  const DispatchLayout& layout() const { return layout_; }
  const Kernel& kernel() const { return kernel_; }
  const ExecEnv& env() const { return env_; }
  Dim3 group_counts() const { return groups_; }
  uint32_t num_groups() const { return groups_[0] * groups_[1] * groups_[2]; }
  uint32_t waves_per_group() const;
  uint32_t total_waves() const { return num_groups() * waves_per_group(); }

  // Initial state of every wave of work-group `group` (linear index, x fastest).
  std::vector<WaveState> group_waves(uint32_t group) const;

 private:
  void fill_kernarg(const DispatchRequest& req);
  void write_packet();
  void write_queue();
  void init_wave(WaveState& w, const Dim3& gid, uint32_t wave_in_group, uint32_t global_wave) const;

  Memory& mem_;
  const CodeObject& co_;
  const Kernel& kernel_;
  DispatchRequest req_;
  Dim3 groups_{};
  DispatchLayout layout_;
  ExecEnv env_;
};

}  // namespace gcn
