#include "golden/loader/amd_kernel_code.h"

#include <limits>

#include "golden/loader/amd_kernel_code_fields.h"
#include "golden/loader/kernel_descriptor.h"

namespace gcn::loader {
namespace {

constexpr uint16_t kMachineKindAmdgpu = 1;  // AMD_MACHINE_KIND_AMDGPU
constexpr uint8_t kWavefrontSizeLog2 = 6;   // gfx803 runs wave64

[[noreturn]] void bad(const std::string& what) { throw Error("amd_kernel_code_t " + what); }

}  // namespace

AmdKernelCode decode_amd_kernel_code(const ByteView& bytes) {
  return decode_fields(kAmdKernelCodeFields, bytes.sub(0, kAmdKernelCodeSize, "amd_kernel_code_t"));
}

KernelDescriptor descriptor_from_amd_kernel_code(const AmdKernelCode& c) {
  if (c.amd_kernel_code_version_major != 1) {
    bad(fmt::format("amd_kernel_code_version_major {}, expected 1", c.amd_kernel_code_version_major));
  }
  if (c.amd_machine_kind != kMachineKindAmdgpu) {
    bad(fmt::format("amd_machine_kind {}, expected 1 (AMDGPU)", c.amd_machine_kind));
  }
  if (c.amd_machine_version_major != 8 || c.amd_machine_version_minor != 0 ||
      c.amd_machine_version_stepping != 3) {
    bad(fmt::format("machine version {}.{}.{}, expected 8.0.3 (gfx803)", c.amd_machine_version_major,
                    c.amd_machine_version_minor, c.amd_machine_version_stepping));
  }
  if (c.wavefront_size != kWavefrontSizeLog2) {
    bad(fmt::format("wavefront_size {} (2^{} lanes), but gfx803 runs wave64 (6)", c.wavefront_size,
                    c.wavefront_size));
  }
  const uint32_t props = c.code_properties;
  for (const BitField& f : {code_props::kGridWorkgroupCountX, code_props::kGridWorkgroupCountY,
                            code_props::kGridWorkgroupCountZ, code_props::kOrderedAppendGds,
                            code_props::kIsXnackEnabled}) {
    if (f.get(props)) {
      bad(fmt::format("code_properties 0x{:x} set {}, which this harness does not provide", props,
                      f.name));
    }
  }
  if (!code_props::kIsPtr64.get(props)) {
    bad(fmt::format("code_properties 0x{:x}: IS_PTR64 is 0 (32-bit pointers are not supported)",
                    props));
  }
  if (c.kernarg_segment_byte_size > std::numeric_limits<uint32_t>::max()) {
    bad(fmt::format("kernarg_segment_byte_size {} does not fit in 32 bits",
                    c.kernarg_segment_byte_size));
  }
  KernelDescriptor kd;
  kd.group_segment_fixed_size = c.workgroup_group_segment_byte_size;
  kd.private_segment_fixed_size = c.workitem_private_segment_byte_size;
  kd.kernarg_size = static_cast<uint32_t>(c.kernarg_segment_byte_size);
  kd.kernel_code_entry_byte_offset = c.kernel_code_entry_byte_offset;
  kd.compute_pgm_rsrc1 = c.compute_pgm_rsrc1();
  kd.compute_pgm_rsrc2 = c.compute_pgm_rsrc2();
  // User-SGPR enables sit at the same bits 0..6 in both; the dynamic call stack moves to bit 11.
  kd.kernel_code_properties = static_cast<uint16_t>(props & 0x7F);
  if (code_props::kIsDynamicCallstack.get(props)) {
    kd.kernel_code_properties |= 1u << code_props::kUsesDynamicStack.lsb;
  }
  return kd;
}

}  // namespace gcn::loader
