#include "golden/loader/kernel_descriptor.h"

#include "golden/loader/amd_kernel_code_fields.h"

namespace gcn::loader {

KernelDescriptor decode_kernel_descriptor(const ByteView& bytes) {
  return decode_fields(kKernelDescriptorFields,
                       bytes.sub(0, kKernelDescriptorSize, "kernel descriptor"));
}

}  // namespace gcn::loader
