#include "golden/loader/target.h"

#include <array>
#include <utility>

namespace gcn::loader {
namespace {

// EF_AMDGPU_MACH values of the amdgcn processors (004 table "AMDGPU EF_AMDGPU_MACH Values",
// completed from LLVM 14's llvm/BinaryFormat/ELF.h and checked with llvm-readobj-14), so that a
// foreign object is named in the error.
constexpr std::array<std::pair<uint32_t, const char*>, 31> kProcessors = {{
    {0x020, "gfx600"},  {0x021, "gfx601"},  {0x022, "gfx700"},  {0x023, "gfx701"},
    {0x024, "gfx702"},  {0x025, "gfx703"},  {0x026, "gfx704"},  {0x028, "gfx801"},
    {0x029, "gfx802"},  {0x02a, "gfx803"},  {0x02b, "gfx810"},  {0x02c, "gfx900"},
    {0x02d, "gfx902"},  {0x02e, "gfx904"},  {0x02f, "gfx906"},  {0x030, "gfx908"},
    {0x031, "gfx909"},  {0x032, "gfx90c"},  {0x033, "gfx1010"}, {0x034, "gfx1011"},
    {0x035, "gfx1012"}, {0x036, "gfx1030"}, {0x037, "gfx1031"}, {0x038, "gfx1032"},
    {0x039, "gfx1033"}, {0x03a, "gfx602"},  {0x03b, "gfx705"},  {0x03c, "gfx805"},
    {0x03d, "gfx1035"}, {0x03e, "gfx1034"}, {0x03f, "gfx90a"},
}};

// e_flags feature bits. v3 has one enable bit per feature; v4 and later have a two-bit field
// per feature: 0 unsupported, 1 any, 2 off, 3 on (shifted to the field's position).
constexpr uint32_t EF_AMDGPU_XNACK_V3 = 0x100;
constexpr uint32_t EF_AMDGPU_SRAMECC_V3 = 0x200;
constexpr uint32_t EF_AMDGPU_FEATURE_XNACK_V4 = 0x300;
constexpr uint32_t EF_AMDGPU_FEATURE_SRAMECC_V4 = 0xC00;

const char* os_abi_name(uint8_t os_abi) {
  switch (os_abi) {
    case 0:
      return "ELFOSABI_NONE";
    case 64:
      return "ELFOSABI_AMDGPU_HSA";
    case 65:
      return "ELFOSABI_AMDGPU_PAL";
    case 66:
      return "ELFOSABI_AMDGPU_MESA3D";
    default:
      return "unknown";
  }
}

// EI_ABIVERSION under ELFOSABI_AMDGPU_HSA: 0 = v2, 1 = v3, 2 = v4, 3 = v5.
int code_object_version(uint8_t abi_version) {
  if (abi_version > 3) {
    throw Error(
        fmt::format("unsupported EI_ABIVERSION {} (v2, v3, v4, v5 are 0, 1, 2, 3)", abi_version));
  }
  return abi_version + 2;
}

void check_processor(uint32_t flags) {
  const uint32_t mach = flags & EF_AMDGPU_MACH;
  if (mach == EF_AMDGPU_MACH_AMDGCN_GFX803) return;
  const std::string name = processor_name(mach);
  throw Error(name.empty()
                  ? fmt::format("target is unknown EF_AMDGPU_MACH 0x{:x}, expected gfx803", mach)
                  : fmt::format("target is {}, expected gfx803", name));
}

// gfx803 supports neither xnack nor sramecc, so every feature field must read "unsupported".
// LLVM 14 writes v2 e_flags with the v3 enable bits (a gfx900 v2 object has 0x12C).
void check_features(uint32_t flags, int version) {
  if (version <= 3) {
    if (flags & EF_AMDGPU_XNACK_V3) {
      throw Error(fmt::format("e_flags 0x{:x} enable xnack, which gfx803 does not have", flags));
    }
    if (flags & EF_AMDGPU_SRAMECC_V3) {
      throw Error(fmt::format("e_flags 0x{:x} enable sramecc, which gfx803 does not have", flags));
    }
  } else {
    static const char* const kSetting[4] = {"unsupported", "any", "off", "on"};
    if (const uint32_t xnack = (flags & EF_AMDGPU_FEATURE_XNACK_V4) >> 8) {
      throw Error(fmt::format("e_flags 0x{:x} set xnack {}, but gfx803 has no xnack", flags,
                              kSetting[xnack]));
    }
    if (const uint32_t sramecc = (flags & EF_AMDGPU_FEATURE_SRAMECC_V4) >> 10) {
      throw Error(fmt::format("e_flags 0x{:x} set sramecc {}, but gfx803 has no sramecc", flags,
                              kSetting[sramecc]));
    }
  }
  const uint32_t known =
      EF_AMDGPU_MACH | (version <= 3 ? EF_AMDGPU_XNACK_V3 | EF_AMDGPU_SRAMECC_V3
                                     : EF_AMDGPU_FEATURE_XNACK_V4 | EF_AMDGPU_FEATURE_SRAMECC_V4);
  if (flags & ~known) {
    throw Error(fmt::format("e_flags 0x{:x} has unknown bits 0x{:x}", flags, flags & ~known));
  }
}

}  // namespace

std::string processor_name(uint32_t mach) {
  for (const auto& [value, name] : kProcessors) {
    if (value == mach) return name;
  }
  return "";
}

std::string target_id_from_flags(uint32_t flags) {
  return "amdgcn-amd-amdhsa--" + processor_name(flags & EF_AMDGPU_MACH);
}

int check_header(const ElfHeader& header) {
  // Machine first: for a host ELF "not AMDGPU" says more than its OS ABI would.
  if (header.machine != EM_AMDGPU) {
    throw Error(fmt::format("e_machine {}, expected EM_AMDGPU ({})", header.machine, EM_AMDGPU));
  }
  if (header.os_abi != ELFOSABI_AMDGPU_HSA) {
    throw Error(fmt::format("OS ABI {} ({}), expected ELFOSABI_AMDGPU_HSA ({})", header.os_abi,
                            os_abi_name(header.os_abi), ELFOSABI_AMDGPU_HSA));
  }
  const int version = code_object_version(header.abi_version);
  if (header.type == ET_REL) {
    throw Error("relocatable object (ET_REL), expected ET_DYN: link it with ld.lld -shared");
  }
  if (header.type != ET_DYN) {
    throw Error(fmt::format("e_type {}, expected ET_DYN ({})", header.type, ET_DYN));
  }
  check_processor(header.flags);
  check_features(header.flags, version);
  return version;
}

}  // namespace gcn::loader
