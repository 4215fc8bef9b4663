#include "golden/dispatch/dispatcher.h"

#include <cstring>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

namespace {

constexpr uint32_t kMaxWorkgroupSize = 1024;
constexpr uint32_t kLdsBytes = 64 * 1024;
constexpr uint64_t kMaxScratchBytes = 256ull << 20;
// Per-lane stack given to kernels whose descriptor says the stack size is dynamic (calls
// through pointers or recursion): LLVM cannot bound it, so the runtime picks a size.
constexpr uint32_t kDynamicStackBytes = 1024;

// amd_queue_t field offsets (ROCm's amd_hsa_queue.h layout, which LLVM's code reads).
constexpr uint32_t kQueueSize = 256;
constexpr uint32_t kQueueGroupApertureHi = 64;
constexpr uint32_t kQueuePrivateApertureHi = 68;
constexpr uint32_t kQueueScratchBase = 160;
constexpr uint32_t kQueueScratchSize = 168;
constexpr uint32_t kQueueScratchWorkitemSize = 176;

template <typename T> void put(std::vector<uint8_t>& buf, uint32_t off, T v) {
  std::memcpy(buf.data() + off, &v, sizeof(T));
}

uint32_t div_up(uint32_t a, uint32_t b) { return (a + b - 1) / b; }

// MODE register at wave start, from COMPUTE_PGM_RSRC1 (004, kernel descriptor table).
uint32_t initial_mode(const KernelDescriptor& kd) {
  return kd.float_round_mode_32() << mode::kRound32Shift |
         kd.float_round_mode_16_64() << mode::kRound64Shift |
         kd.float_denorm_mode_32() << mode::kDenorm32Shift |
         kd.float_denorm_mode_16_64() << mode::kDenorm64Shift |
         (kd.enable_dx10_clamp() ? mode::kDx10Clamp : 0) | (kd.enable_ieee_mode() ? mode::kIeee : 0);
}

}  // namespace

Dispatcher::Dispatcher(Memory& mem, const CodeObject& co, const Kernel& kernel,
                       const DispatchRequest& req)
    : mem_(mem), co_(co), kernel_(kernel), req_(req) {
  const std::string where = fmt::format("{}: kernel {}", co.path(), kernel.meta.name);
  uint64_t wg_items = 1;
  for (int d = 0; d < 3; ++d) {
    if (req.grid[d] == 0 || req.workgroup[d] == 0)
      throw Error(fmt::format("{}: grid and work-group sizes must be non-zero", where));
    wg_items *= req.workgroup[d];
    groups_[d] = div_up(req.grid[d], req.workgroup[d]);
  }
  const uint32_t max_wg = kernel.meta.max_flat_workgroup_size ? kernel.meta.max_flat_workgroup_size
                                                              : kMaxWorkgroupSize;
  if (wg_items > std::min(max_wg, kMaxWorkgroupSize))
    throw Error(fmt::format("{}: work-group of {} work-items exceeds the kernel's limit of {}",
                            where, wg_items, std::min(max_wg, kMaxWorkgroupSize)));
  layout_.lds_bytes = kernel.kd.group_segment_fixed_size + req.dynamic_lds;
  if (layout_.lds_bytes > kLdsBytes)
    throw Error(fmt::format("{}: {} bytes of LDS requested, the CU has {}", where,
                            layout_.lds_bytes, kLdsBytes));

  // Code object image, relocated for where it lands.
  layout_.code_size = co.image().size();
  layout_.code_base = mem.allocate("code object", layout_.code_size, 4096);
  const std::vector<uint8_t> image = co.relocated_image(layout_.code_base);
  mem.write(layout_.code_base, image.data(), image.size());
  layout_.entry = layout_.code_base + kernel.entry_address;

  // Scratch: one slot per wave of the whole grid, so waves never share backing memory.
  uint32_t lane_bytes = (kernel.kd.private_segment_fixed_size + 3) & ~3u;
  if (kernel.kd.uses_dynamic_stack()) lane_bytes += kDynamicStackBytes;
  layout_.scratch_wave_bytes = uint64_t(lane_bytes) * kWaveSize;
  const uint64_t scratch_total = layout_.scratch_wave_bytes * total_waves();
  if (scratch_total > kMaxScratchBytes)
    throw Error(fmt::format("{}: scratch of {} bytes exceeds the {} byte limit", where,
                            scratch_total, kMaxScratchBytes));
  if (scratch_total) layout_.scratch = mem.allocate("scratch", scratch_total, 4096);

  fill_kernarg(req);
  write_packet();
  write_queue();

  env_.mem = &mem;
  env_.shared_aperture_hi = kSharedApertureHi;
  env_.private_aperture_hi = kPrivateApertureHi;
  env_.scratch_base = layout_.scratch;
  env_.scratch_wave_bytes = layout_.scratch_wave_bytes;
}

uint32_t Dispatcher::waves_per_group() const {
  return div_up(req_.workgroup[0] * req_.workgroup[1] * req_.workgroup[2], kWaveSize);
}

void Dispatcher::fill_kernarg(const DispatchRequest& req) {
  const KernelMeta& m = kernel_.meta;
  std::vector<uint8_t> seg(std::max<size_t>(m.kernarg_segment_size, req.explicit_kernarg.size()), 0);
  std::copy(req.explicit_kernarg.begin(), req.explicit_kernarg.end(), seg.begin());
  const uint32_t dims = req.grid[2] > 1 ? 3 : req.grid[1] > 1 ? 2 : 1;
  for (const KernelArgMeta& a : m.args) {
    if (!a.is_hidden()) continue;
    if (a.offset + a.size > seg.size())
      throw Error(fmt::format("{}: hidden argument {} outside the kernarg segment", co_.path(), a.value_kind));
    const std::string& k = a.value_kind;
    auto axis = [&](const char* prefix) -> int {
      for (int d = 0; d < 3; ++d)
        if (k == std::string(prefix) + "xyz"[d]) return d;
      return -1;
    };
    uint64_t value = 0;
    if (axis("hidden_global_offset_") >= 0) value = 0;
    else if (int d = axis("hidden_block_count_"); d >= 0) value = groups_[d];
    else if (int d = axis("hidden_group_size_"); d >= 0) value = req.workgroup[d];
    else if (int d = axis("hidden_remainder_"); d >= 0) value = req.grid[d] % req.workgroup[d];
    else if (k == "hidden_grid_dims") value = dims;
    else if (k == "hidden_queue_ptr") value = layout_.queue = mem_.allocate("amd_queue_t", kQueueSize);
    else if (k == "hidden_shared_base") value = uint64_t(kSharedApertureHi) << 32;
    else if (k == "hidden_private_base") value = uint64_t(kPrivateApertureHi) << 32;
    else if (k == "hidden_dynamic_lds_size") value = req.dynamic_lds;
    else if (k == "hidden_none" || k == "hidden_printf_buffer" || k == "hidden_hostcall_buffer" ||
             k == "hidden_default_queue" || k == "hidden_completion_action" ||
             k == "hidden_multigrid_sync_arg" || k == "hidden_heap_v1")
      value = 0;  // services this harness does not provide; a kernel using them reads null
    else
      throw Error(fmt::format("{}: kernel {} needs hidden argument '{}', which is not supported",
                              co_.path(), m.name, k));
    std::memcpy(seg.data() + a.offset, &value, std::min<size_t>(a.size, sizeof(value)));
  }
  layout_.kernarg = mem_.allocate("kernarg segment", std::max<size_t>(seg.size(), 16), 64);
  mem_.write(layout_.kernarg, seg.data(), seg.size());
}

// hsa_kernel_dispatch_packet_t (64 bytes).
void Dispatcher::write_packet() {
  std::vector<uint8_t> p(64, 0);
  put<uint16_t>(p, 0, 2 /* HSA_PACKET_TYPE_KERNEL_DISPATCH */);
  put<uint16_t>(p, 2, uint16_t(req_.grid[2] > 1 ? 3 : req_.grid[1] > 1 ? 2 : 1));
  for (int d = 0; d < 3; ++d) {
    put<uint16_t>(p, 4 + 2 * d, uint16_t(req_.workgroup[d]));
    put<uint32_t>(p, 12 + 4 * d, req_.grid[d]);
  }
  put<uint32_t>(p, 24, uint32_t(layout_.scratch_wave_bytes / kWaveSize));
  put<uint32_t>(p, 28, layout_.lds_bytes);
  put<uint64_t>(p, 32, layout_.code_base + kernel_.kd_address);
  put<uint64_t>(p, 40, layout_.kernarg);
  layout_.packet = mem_.allocate("dispatch packet", 64, 64);
  mem_.write(layout_.packet, p.data(), p.size());
}

void Dispatcher::write_queue() {
  std::vector<uint8_t> q(kQueueSize, 0);
  put<uint32_t>(q, kQueueGroupApertureHi, kSharedApertureHi);
  put<uint32_t>(q, kQueuePrivateApertureHi, kPrivateApertureHi);
  put<uint64_t>(q, kQueueScratchBase, layout_.scratch);
  put<uint64_t>(q, kQueueScratchSize, layout_.scratch_wave_bytes * total_waves());
  put<uint32_t>(q, kQueueScratchWorkitemSize, uint32_t(layout_.scratch_wave_bytes / kWaveSize));
  if (!layout_.queue) layout_.queue = mem_.allocate("amd_queue_t", kQueueSize);
  mem_.write(layout_.queue, q.data(), q.size());
}

std::vector<WaveState> Dispatcher::group_waves(uint32_t group) const {
  const Dim3 gid{group % groups_[0], (group / groups_[0]) % groups_[1], group / (groups_[0] * groups_[1])};
  uint32_t items = 1;
  for (int d = 0; d < 3; ++d) items *= std::min(req_.workgroup[d], req_.grid[d] - gid[d] * req_.workgroup[d]);
  std::vector<WaveState> waves((items + kWaveSize - 1) / kWaveSize);
  for (uint32_t i = 0; i < waves.size(); ++i) init_wave(waves[i], gid, i, group * waves_per_group() + i);
  return waves;
}

void Dispatcher::init_wave(WaveState& w, const Dim3& gid, uint32_t wave_in_group, uint32_t global_wave) const {
  const KernelDescriptor& kd = kernel_.kd;
  w.pc = layout_.entry;
  w.wave_id = global_wave;
  w.wave_in_group = wave_in_group;
  w.group_id = gid;
  w.mode = initial_mode(kd);
  w.num_sgprs = std::min<uint32_t>(kd.sgpr_count(), kNumSgprs);
  w.allocate_vgprs(kd.vgpr_count());

  // User SGPRs then system SGPRs, dense from s0, in the 004 set-up order.
  uint16_t s = 0;
  auto push = [&](uint32_t v) { w.sreg[s++] = v; };
  auto push64 = [&](uint64_t v) { push(uint32_t(v)); push(uint32_t(v >> 32)); };
  if (kd.enable_sgpr_private_segment_buffer()) {
    // Swizzled scratch V#: element size 4, index stride 64, lane id added to the index.
    push64(layout_.scratch | (1ull << 63) /* SWIZZLE_ENABLE */);
    push(uint32_t(std::min<uint64_t>(layout_.scratch_wave_bytes * total_waves(), 0xFFFFFFFFu)));
    push(0x4 | 0x5 << 3 | 0x6 << 6 | 0x7 << 9 | 4u << 15 /* 32-bit */ | 1u << 19 /* elt 4B */ |
         3u << 21 /* stride 64 */ | 1u << 23 /* ADD_TID */);
  }
  if (kd.enable_sgpr_dispatch_ptr()) push64(layout_.packet);
  if (kd.enable_sgpr_queue_ptr()) push64(layout_.queue);
  if (kd.enable_sgpr_kernarg_segment_ptr()) push64(layout_.kernarg);
  if (kd.enable_sgpr_dispatch_id()) push64(0);
  if (kd.enable_sgpr_flat_scratch_init()) {
    push(0);  // offset of this queue's scratch from SH_HIDDEN_PRIVATE_BASE (= layout_.scratch)
    push(uint32_t(layout_.scratch_wave_bytes / kWaveSize));
  }
  if (kd.enable_sgpr_private_segment_size()) push(uint32_t(layout_.scratch_wave_bytes / kWaveSize));
  if (s != kd.user_sgpr_count())
    throw Error(fmt::format("{}: kernel {}: descriptor enables {} user SGPRs but USER_SGPR_COUNT is {}",
                            co_.path(), kernel_.meta.name, s, kd.user_sgpr_count()));
  for (int d = 0; d < 3; ++d)
    if (kd.enable_sgpr_workgroup_id(d)) push(gid[d]);
  if (kd.enable_sgpr_workgroup_info())
    push((wave_in_group == 0 ? 1u << 31 : 0) | (waves_per_group() & 0x3F));
  if (kd.enable_private_segment()) push(uint32_t(uint64_t(global_wave) * layout_.scratch_wave_bytes));
  if (s > w.num_sgprs)
    throw Error(fmt::format("{}: kernel {}: {} initial SGPRs exceed the {} allocated", co_.path(),
                            kernel_.meta.name, s, w.num_sgprs));

  // Work-item ids, and EXEC covering the work-items that exist (partial groups at grid edges).
  Dim3 size;
  for (int d = 0; d < 3; ++d) size[d] = std::min(req_.workgroup[d], req_.grid[d] - gid[d] * req_.workgroup[d]);
  const uint32_t items = size[0] * size[1] * size[2];
  const uint32_t vgprs_needed = 1 + std::min(kd.enable_vgpr_workitem_id(), 2u);
  if (vgprs_needed > w.num_vgprs)
    throw Error(fmt::format("{}: kernel {}: work-item ids need {} VGPRs, {} allocated", co_.path(),
                            kernel_.meta.name, vgprs_needed, w.num_vgprs));
  // A partial work-group at the grid edge is packed by its actual shape (as the SPI does).
  uint64_t exec = 0;
  for (int lane = 0; lane < kWaveSize; ++lane) {
    const uint32_t t = wave_in_group * kWaveSize + lane;
    exec |= uint64_t(t < items) << lane;
    w.v(0, lane) = t % size[0];
    if (vgprs_needed > 1) w.v(1, lane) = (t / size[0]) % size[1];
    if (vgprs_needed > 2) w.v(2, lane) = t / (size[0] * size[1]);
  }
  w.set_exec(exec);
}

}  // namespace gcn
