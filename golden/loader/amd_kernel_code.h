// amd_kernel_code_t: the 256-byte header at a code object v2 kernel's symbol (seed 001, LLVM's
// AMDKernelCodeT.h), every field by the seed's name. The byte offsets follow from the seed's
// member order and widths (natural C layout, no padding); kAmdKernelCodeFields is the one table
// of name/offset/width that both the loader and `gcn-cosim info` use.
#pragma once

#include <array>
#include <cstdint>

namespace gcn {

struct KernelDescriptor;

struct AmdKernelCode {
  uint32_t amd_kernel_code_version_major = 0;
  uint32_t amd_kernel_code_version_minor = 0;
  uint16_t amd_machine_kind = 0;  // 1 = AMD_MACHINE_KIND_AMDGPU
  uint16_t amd_machine_version_major = 0;
  uint16_t amd_machine_version_minor = 0;
  uint16_t amd_machine_version_stepping = 0;
  int64_t kernel_code_entry_byte_offset = 0;  // from the start of this header
  int64_t kernel_code_prefetch_byte_offset = 0;
  uint64_t kernel_code_prefetch_byte_size = 0;
  uint64_t max_scratch_backing_memory_byte_size = 0;
  uint64_t compute_pgm_resource_registers = 0;  // COMPUTE_PGM_RSRC1 (low), RSRC2 (high)
  uint32_t code_properties = 0;                 // amd_code_property_mask_t bits
  uint32_t workitem_private_segment_byte_size = 0;
  uint32_t workgroup_group_segment_byte_size = 0;
  uint32_t gds_segment_byte_size = 0;
  uint64_t kernarg_segment_byte_size = 0;
  uint32_t workgroup_fbarrier_count = 0;
  uint16_t wavefront_sgpr_count = 0;
  uint16_t workitem_vgpr_count = 0;
  uint16_t reserved_vgpr_first = 0;
  uint16_t reserved_vgpr_count = 0;
  uint16_t reserved_sgpr_first = 0;
  uint16_t reserved_sgpr_count = 0;
  uint16_t debug_wavefront_private_segment_offset_sgpr = 0;
  uint16_t debug_private_segment_buffer_sgpr = 0;
  uint8_t kernarg_segment_alignment = 0;  // log2 of bytes
  uint8_t group_segment_alignment = 0;
  uint8_t private_segment_alignment = 0;
  uint8_t wavefront_size = 0;  // log2 of lanes
  int32_t call_convention = 0;
  std::array<uint8_t, 12> reserved3{};
  uint64_t runtime_loader_kernel_symbol = 0;
  std::array<uint64_t, 16> control_directives{};

  uint32_t compute_pgm_rsrc1() const { return static_cast<uint32_t>(compute_pgm_resource_registers); }
  uint32_t compute_pgm_rsrc2() const {
    return static_cast<uint32_t>(compute_pgm_resource_registers >> 32);
  }
};

}  // namespace gcn
