// The field tables of the two kernel headers: amd_kernel_code_t (code object v2, seed 001) and
// the 64-byte kernel descriptor (v3+, 004 "Kernel Descriptor for GFX6-GFX9"). Decoding and
// `gcn-cosim info` both walk these tables.
#pragma once

#include <array>
#include <cstdint>

#include "golden/loader/byte_view.h"
#include "golden/loader/code_object.h"
#include "golden/loader/field_table.h"

namespace gcn::loader {

constexpr uint64_t kAmdKernelCodeSize = 256;

inline constexpr std::array kAmdKernelCodeFields{
    field<&AmdKernelCode::amd_kernel_code_version_major>("amd_kernel_code_version_major", 0),
    field<&AmdKernelCode::amd_kernel_code_version_minor>("amd_kernel_code_version_minor", 4),
    field<&AmdKernelCode::amd_machine_kind>("amd_machine_kind", 8),
    field<&AmdKernelCode::amd_machine_version_major>("amd_machine_version_major", 10),
    field<&AmdKernelCode::amd_machine_version_minor>("amd_machine_version_minor", 12),
    field<&AmdKernelCode::amd_machine_version_stepping>("amd_machine_version_stepping", 14),
    field<&AmdKernelCode::kernel_code_entry_byte_offset>("kernel_code_entry_byte_offset", 16),
    field<&AmdKernelCode::kernel_code_prefetch_byte_offset>("kernel_code_prefetch_byte_offset", 24),
    field<&AmdKernelCode::kernel_code_prefetch_byte_size>("kernel_code_prefetch_byte_size", 32),
    field<&AmdKernelCode::max_scratch_backing_memory_byte_size>(
        "max_scratch_backing_memory_byte_size", 40),
    field<&AmdKernelCode::compute_pgm_resource_registers>("compute_pgm_resource_registers", 48),
    field<&AmdKernelCode::code_properties>("code_properties", 56),
    field<&AmdKernelCode::workitem_private_segment_byte_size>(
        "workitem_private_segment_byte_size", 60),
    field<&AmdKernelCode::workgroup_group_segment_byte_size>("workgroup_group_segment_byte_size",
                                                             64),
    field<&AmdKernelCode::gds_segment_byte_size>("gds_segment_byte_size", 68),
    field<&AmdKernelCode::kernarg_segment_byte_size>("kernarg_segment_byte_size", 72),
    field<&AmdKernelCode::workgroup_fbarrier_count>("workgroup_fbarrier_count", 80),
    field<&AmdKernelCode::wavefront_sgpr_count>("wavefront_sgpr_count", 84),
    field<&AmdKernelCode::workitem_vgpr_count>("workitem_vgpr_count", 86),
    field<&AmdKernelCode::reserved_vgpr_first>("reserved_vgpr_first", 88),
    field<&AmdKernelCode::reserved_vgpr_count>("reserved_vgpr_count", 90),
    field<&AmdKernelCode::reserved_sgpr_first>("reserved_sgpr_first", 92),
    field<&AmdKernelCode::reserved_sgpr_count>("reserved_sgpr_count", 94),
    field<&AmdKernelCode::debug_wavefront_private_segment_offset_sgpr>(
        "debug_wavefront_private_segment_offset_sgpr", 96),
    field<&AmdKernelCode::debug_private_segment_buffer_sgpr>("debug_private_segment_buffer_sgpr",
                                                             98),
    field<&AmdKernelCode::kernarg_segment_alignment>("kernarg_segment_alignment", 100),
    field<&AmdKernelCode::group_segment_alignment>("group_segment_alignment", 101),
    field<&AmdKernelCode::private_segment_alignment>("private_segment_alignment", 102),
    field<&AmdKernelCode::wavefront_size>("wavefront_size", 103),
    field<&AmdKernelCode::call_convention>("call_convention", 104),
    field<&AmdKernelCode::reserved3>("reserved3", 108),
    field<&AmdKernelCode::runtime_loader_kernel_symbol>("runtime_loader_kernel_symbol", 120),
    field<&AmdKernelCode::control_directives>("control_directives", 128),
};

// The kernel descriptor's fields the harness reads; bytes 12..15, 24..43 and 58..63 are reserved.
inline constexpr std::array kKernelDescriptorFields{
    field<&KernelDescriptor::group_segment_fixed_size>("GROUP_SEGMENT_FIXED_SIZE", 0),
    field<&KernelDescriptor::private_segment_fixed_size>("PRIVATE_SEGMENT_FIXED_SIZE", 4),
    field<&KernelDescriptor::kernarg_size>("KERNARG_SIZE", 8),
    field<&KernelDescriptor::kernel_code_entry_byte_offset>("KERNEL_CODE_ENTRY_BYTE_OFFSET", 16),
    field<&KernelDescriptor::compute_pgm_rsrc3>("COMPUTE_PGM_RSRC3", 44),
    field<&KernelDescriptor::compute_pgm_rsrc1>("COMPUTE_PGM_RSRC1", 48),
    field<&KernelDescriptor::compute_pgm_rsrc2>("COMPUTE_PGM_RSRC2", 52),
    field<&KernelDescriptor::kernel_code_properties>("KERNEL_CODE_PROPERTIES", 56),
};

// Decodes the header in the first 256 bytes of `bytes` (no checks).
AmdKernelCode decode_amd_kernel_code(const ByteView& bytes);

// Checks a decoded amd_kernel_code_t against what this harness runs (gfx803, wave64, 64-bit
// pointers, no features it does not provide) and returns the kernel descriptor it implies: the
// same sizes, entry offset, COMPUTE_PGM_RSRC1/2 and user-SGPR enables, so the dispatcher starts
// v2 kernels exactly as v3+ ones. Throws Error("amd_kernel_code_t <field> ...") otherwise.
KernelDescriptor descriptor_from_amd_kernel_code(const AmdKernelCode& code);

}  // namespace gcn::loader
