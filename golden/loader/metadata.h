// Decoding of the kernel metadata into KernelMeta / KernelArgMeta, the one structure the
// dispatcher reads:
//  - v3+: the NT_AMDGPU_METADATA note, a msgpack map (004 "Code Object V3 Metadata"; v4 adds
//    amdhsa.target, v5 more hidden argument kinds);
//  - v2: the "AMD" notes (004 "Code Object V2 Note Records"): NT_AMD_HSA_METADATA, a YAML
//    document (004 "Code Object V2 Metadata", read with yaml-cpp), plus the code object version,
//    ISA version and ISA name notes. Its CamelCase kinds and address spaces are translated to the
//    v3 spellings and its argument offsets computed from Size/Align (v2 has no .offset).
// Only the keys the harness uses are decoded; the rest (printf, language, spill counts, ...) are
// skipped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "golden/loader/byte_view.h"
#include "golden/loader/code_object.h"
#include "golden/loader/elf_file.h"

namespace gcn::loader {

constexpr uint32_t NT_AMDGPU_METADATA = 32;
constexpr const char* kAmdgpuNoteOwner = "AMDGPU";
// Code object v2 note types under owner "AMD" (values as llvm-readelf-14 --notes names them).
constexpr const char* kAmdNoteOwner = "AMD";
constexpr uint32_t NT_AMD_HSA_CODE_OBJECT_VERSION = 1;
constexpr uint32_t NT_AMD_HSA_ISA_VERSION = 3;
constexpr uint32_t NT_AMD_HSA_METADATA = 10;
constexpr uint32_t NT_AMD_HSA_ISA_NAME = 11;

struct Metadata {
  uint32_t version_major = 0, version_minor = 0;  // amdhsa.version
  std::string target;                             // amdhsa.target; "" when absent (v3)
  std::vector<KernelMeta> kernels;                // amdhsa.kernels, in file order
};

// Throws Error("metadata ...: <what>") when the note is not msgpack, a required key is missing
// or has the wrong type, or a value is out of range (e.g. an explicit argument outside the
// kernarg segment).
Metadata decode_metadata(const ByteView& desc);

// Checks shared by both paths (kernarg alignment a power of 2, wave64, explicit arguments inside
// the kernarg segment); `where` prefixes the error ("metadata kernel 'k'").
void check_kernel_meta(const KernelMeta& kernel, const std::string& where);

// The YAML metadata of NT_AMD_HSA_METADATA (NUL-terminated string). Same errors as above, with
// the v2 key names ("metadata kernel 'k' Args[2]: Align 3 is not a power of 2").
Metadata decode_metadata_v2(const ByteView& desc);

// Code object v2: every "AMD" note of the file. Requires one NT_AMD_HSA_METADATA; a code object
// version note must say 2.x and an ISA version note 8.0.3; the ISA name note becomes
// Metadata::target.
Metadata decode_v2_notes(const std::vector<Note>& notes);

}  // namespace gcn::loader
