// Decoding of the 64-byte kernel descriptor (004 "Kernel Descriptor for GFX6-GFX9"; bytes 8..11
// hold KERNARG_SIZE and 44..47 COMPUTE_PGM_RSRC3 in the later revisions of that table).
#pragma once

#include <cstdint>

#include "golden/loader/byte_view.h"
#include "golden/loader/code_object.h"

namespace gcn::loader {

constexpr uint64_t kKernelDescriptorSize = 64;
// CP microcode requires the descriptor on 64-byte alignment and the entry point on 256 bytes.
constexpr uint64_t kKernelDescriptorAlign = 64;
constexpr uint64_t kKernelEntryAlign = 256;

// Decodes the descriptor in the first 64 bytes of `bytes`. Reserved bytes are not checked: like
// the CP, the harness ignores them.
KernelDescriptor decode_kernel_descriptor(const ByteView& bytes);

}  // namespace gcn::loader
