#include "golden/loader/kernel_descriptor.h"

namespace gcn::loader {

KernelDescriptor decode_kernel_descriptor(const ByteView& bytes) {
  const ByteView kd = bytes.sub(0, kKernelDescriptorSize, "kernel descriptor");
  KernelDescriptor d;
  d.group_segment_fixed_size = kd.read<uint32_t>(0, "GROUP_SEGMENT_FIXED_SIZE");
  d.private_segment_fixed_size = kd.read<uint32_t>(4, "PRIVATE_SEGMENT_FIXED_SIZE");
  d.kernarg_size = kd.read<uint32_t>(8, "KERNARG_SIZE");
  d.kernel_code_entry_byte_offset =
      static_cast<int64_t>(kd.read<uint64_t>(16, "KERNEL_CODE_ENTRY_BYTE_OFFSET"));
  d.compute_pgm_rsrc3 = kd.read<uint32_t>(44, "COMPUTE_PGM_RSRC3");
  d.compute_pgm_rsrc1 = kd.read<uint32_t>(48, "COMPUTE_PGM_RSRC1");
  d.compute_pgm_rsrc2 = kd.read<uint32_t>(52, "COMPUTE_PGM_RSRC2");
  d.kernel_code_properties = kd.read<uint16_t>(56, "KERNEL_CODE_PROPERTIES");
  return d;
}

}  // namespace gcn::loader
