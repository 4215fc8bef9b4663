// What the AMDGPU-specific ELF header fields must say for a gfx803 HSA code object (004 "ELF
// Code Object" / "Header"), and the target ID they imply.
#pragma once

#include <cstdint>
#include <string>

#include "golden/loader/elf_file.h"

namespace gcn::loader {

constexpr uint16_t EM_AMDGPU = 224;
constexpr uint8_t ELFOSABI_AMDGPU_HSA = 64;
constexpr uint32_t EF_AMDGPU_MACH = 0x0FF;
constexpr uint32_t EF_AMDGPU_MACH_AMDGCN_GFX803 = 0x02A;

// Checks OS ABI, ABI version, type, machine and e_flags; returns the code object version
// (2, 3, 4 or 5). Throws Error naming the offending field and, for a foreign GPU, its name.
int check_header(const ElfHeader& header);

// "amdgcn-amd-amdhsa--gfx803": the target ID e_flags imply (the form amdhsa.target uses).
std::string target_id_from_flags(uint32_t flags);

// "gfx900" for EF_AMDGPU_MACH 0x2C; "" when the value is not a known processor.
std::string processor_name(uint32_t mach);

}  // namespace gcn::loader
