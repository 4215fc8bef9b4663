// Decoding of the NT_AMDGPU_METADATA note: a msgpack map (004 "Code Object V3 Metadata"; v4 adds
// amdhsa.target, v5 more hidden argument kinds). Only the keys the harness uses are decoded;
// the rest (amdhsa.printf, .language, spill counts, ...) are skipped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "golden/loader/byte_view.h"
#include "golden/loader/code_object.h"

namespace gcn::loader {

constexpr uint32_t NT_AMDGPU_METADATA = 32;
constexpr const char* kAmdgpuNoteOwner = "AMDGPU";

struct Metadata {
  uint32_t version_major = 0, version_minor = 0;  // amdhsa.version
  std::string target;                             // amdhsa.target; "" when absent (v3)
  std::vector<KernelMeta> kernels;                // amdhsa.kernels, in file order
};

// Throws Error("metadata ...: <what>") when the note is not msgpack, a required key is missing
// or has the wrong type, or a value is out of range (e.g. an explicit argument outside the
// kernarg segment).
Metadata decode_metadata(const ByteView& desc);

}  // namespace gcn::loader
