// CodeObject::load: checks a gfx803 HSA code object and loads it the way a runtime would
// (segments -> image, dynamic relocations, kernels from metadata + `.kd` symbols). Every helper
// throws Error with the bare problem; load_bytes() prefixes the file name once.
#include "golden/loader/code_object.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "golden/loader/amd_kernel_code_fields.h"
#include "golden/loader/elf_file.h"
#include "golden/loader/kernel_descriptor.h"
#include "golden/loader/metadata.h"
#include "golden/loader/target.h"

namespace gcn {
namespace {

using loader::ByteView;
using loader::ElfFile;

// Real code objects map to a few pages and carry one or two notes. The caps keep a corrupt
// p_memsz or note table from turning into gigabytes or minutes of work.
constexpr uint64_t kMaxImageBytes = 64ull << 20;
constexpr size_t kMaxNotes = 1024;

// Dynamic relocation types of HSA code objects (004 "Relocation Records": ABS32_LO/HI are
// mesa3d-only and ABS32 is unused, so an HSA loader applies just these).
constexpr uint32_t R_AMDGPU_NONE = 0;
constexpr uint32_t R_AMDGPU_ABS64 = 3;
constexpr uint32_t R_AMDGPU_RELATIVE64 = 13;

const char* relocation_name(uint32_t type) {
  static const char* const kNames[] = {"R_AMDGPU_NONE",
                                       "R_AMDGPU_ABS32_LO",
                                       "R_AMDGPU_ABS32_HI",
                                       "R_AMDGPU_ABS64",
                                       "R_AMDGPU_REL32",
                                       "R_AMDGPU_REL64",
                                       "R_AMDGPU_ABS32",
                                       "R_AMDGPU_GOTPCREL",
                                       "R_AMDGPU_GOTPCREL32_LO",
                                       "R_AMDGPU_GOTPCREL32_HI",
                                       "R_AMDGPU_REL32_LO",
                                       "R_AMDGPU_REL32_HI",
                                       "reserved",
                                       "R_AMDGPU_RELATIVE64"};
  return type < std::size(kNames) ? kNames[type] : "unknown";
}

// PT_LOAD segments must not overlap: a runtime maps each to its own pages. (It also bounds the
// copying below by the image size.)
void check_disjoint(std::vector<loader::ProgramHeader> loads) {
  std::sort(loads.begin(), loads.end(),
            [](const auto& a, const auto& b) { return a.vaddr < b.vaddr; });
  for (size_t i = 1; i < loads.size(); ++i) {
    if (loads[i].vaddr < loads[i - 1].vaddr + loads[i - 1].memsz) {
      throw Error(fmt::format("PT_LOAD segments at 0x{:x} and 0x{:x} overlap", loads[i - 1].vaddr,
                              loads[i].vaddr));
    }
  }
}

// Every PT_LOAD segment copied to its p_vaddr in one zero-filled image (so .bss reads as 0).
std::vector<uint8_t> map_segments(const ElfFile& elf) {
  uint64_t image_size = 0;
  std::vector<loader::ProgramHeader> loads;
  for (const loader::ProgramHeader& ph : elf.segments()) {
    if (ph.type != loader::PT_LOAD) continue;
    loads.push_back(ph);
    if (ph.filesz > ph.memsz) {
      throw Error(fmt::format("PT_LOAD at 0x{:x}: p_filesz 0x{:x} > p_memsz 0x{:x}", ph.vaddr,
                              ph.filesz, ph.memsz));
    }
    if (ph.vaddr > kMaxImageBytes || ph.memsz > kMaxImageBytes - ph.vaddr) {
      throw Error(fmt::format("PT_LOAD at 0x{:x} (0x{:x} bytes) exceeds the {} MiB image limit",
                              ph.vaddr, ph.memsz, kMaxImageBytes >> 20));
    }
    image_size = std::max(image_size, ph.vaddr + ph.memsz);
  }
  if (loads.empty()) throw Error("no PT_LOAD segment");
  check_disjoint(loads);
  std::vector<uint8_t> image(image_size, 0);
  for (const loader::ProgramHeader& ph : loads) {
    const ByteView bytes = elf.segment_bytes(ph);
    std::copy(bytes.data(), bytes.data() + bytes.size(), image.begin() + ph.vaddr);
  }
  return image;
}

const loader::SectionHeader& find_text(const ElfFile& elf, uint64_t image_size) {
  for (const loader::SectionHeader& sh : elf.sections()) {
    if (sh.name != ".text" || !(sh.flags & loader::SHF_EXECINSTR)) continue;
    if (sh.addr > image_size || sh.size > image_size - sh.addr) {
      throw Error(
          fmt::format(".text [0x{:x}, +0x{:x}) lies outside the loaded image (0x{:x} bytes)",
                      sh.addr, sh.size, image_size));
    }
    return sh;
  }
  throw Error("no executable .text section");
}

loader::Metadata read_metadata(const ElfFile& elf, int version) {
  std::vector<loader::Note> notes;
  size_t notes_left = kMaxNotes;
  for (const loader::ProgramHeader& ph : elf.segments()) {
    if (ph.type != loader::PT_NOTE) continue;
    for (loader::Note& note : elf.notes(ph, notes_left)) notes.push_back(std::move(note));
    notes_left = kMaxNotes - notes.size();
  }
  if (version == 2) return loader::decode_v2_notes(notes);
  std::optional<loader::Metadata> found;
  for (const loader::Note& note : notes) {
    if (note.owner != loader::kAmdgpuNoteOwner || note.type != loader::NT_AMDGPU_METADATA) continue;
    if (found) throw Error("more than one NT_AMDGPU_METADATA note");
    found = loader::decode_metadata(note.desc);
  }
  if (!found) {
    throw Error(
        "no NT_AMDGPU_METADATA note (hand-written assembly needs an .amdgpu_metadata block)");
  }
  return *found;
}

// amdhsa.target (v4+) or the v2 ISA name note must name the processor e_flags name; v3 has no
// amdhsa.target.
std::string check_target(const loader::Metadata& meta, uint32_t flags, int version) {
  const std::string from_flags = loader::target_id_from_flags(flags);
  if (meta.target.empty()) {
    if (version >= 4) throw Error("metadata: amdhsa.target is missing (required from v4 on)");
    return from_flags;
  }
  if (meta.target != from_flags && version == 2) {
    throw Error(fmt::format("NT_AMD_HSA_ISA_NAME note '{}' disagrees with e_flags ({})", meta.target,
                            from_flags));
  }
  if (meta.target != from_flags) {
    throw Error(fmt::format("metadata: amdhsa.target '{}' disagrees with e_flags ({})", meta.target,
                            from_flags));
  }
  return meta.target;
}

// The one section of `type` (the gABI allows one SHT_DYNSYM and one SHT_SYMTAB), or nullptr.
const loader::SectionHeader* unique_section(const ElfFile& elf, uint32_t type, const char* what) {
  const loader::SectionHeader* found = nullptr;
  for (const loader::SectionHeader& sh : elf.sections()) {
    if (sh.type != type) continue;
    if (found) throw Error(fmt::format("more than one {} section", what));
    found = &sh;
  }
  return found;
}

// Defined symbols by name from the tables a loader consults: .dynsym (what a runtime sees)
// first, then .symtab.
class SymbolTables {
 public:
  explicit SymbolTables(const ElfFile& elf) {
    add(elf, unique_section(elf, loader::SHT_DYNSYM, "SHT_DYNSYM"));
    add(elf, unique_section(elf, loader::SHT_SYMTAB, "SHT_SYMTAB"));
  }

  std::optional<loader::Symbol> find(const std::string& name) const {
    const auto it = by_name_.find(name);
    if (it == by_name_.end()) return std::nullopt;
    return it->second;
  }

 private:
  void add(const ElfFile& elf, const loader::SectionHeader* table) {
    if (table == nullptr) return;
    for (loader::Symbol& sym : elf.symbols(*table)) {
      if (sym.shndx != 0) by_name_.emplace(sym.name, std::move(sym));  // first one wins
    }
  }

  std::unordered_map<std::string, loader::Symbol> by_name_;
};

void check_matches_descriptor(const KernelMeta& meta, const KernelDescriptor& kd) {
  auto check = [&](const char* key, uint32_t from_meta, uint32_t from_kd) {
    if (from_meta != from_kd) {
      throw Error(
          fmt::format("metadata {} {} but the descriptor says {}", key, from_meta, from_kd));
    }
  };
  check(".group_segment_fixed_size", meta.group_segment_fixed_size, kd.group_segment_fixed_size);
  check(".private_segment_fixed_size", meta.private_segment_fixed_size,
        kd.private_segment_fixed_size);
  if (kd.kernarg_size != 0) {  // only v5 (or .amdhsa_kernarg_size) fills it
    check(".kernarg_segment_size", meta.kernarg_segment_size, kd.kernarg_size);
  }
}

// Code object v2: the kernel symbol is the STT_AMDGPU_HSA_KERNEL one of the kernel's name (LLVM
// 14 writes SymbolName as '<name>@kd', which names no ELF symbol), and its value the address of
// the amd_kernel_code_t header.
constexpr uint8_t STT_AMDGPU_HSA_KERNEL = 10;
constexpr std::string_view kV2SymbolSuffix = "@kd";

loader::Symbol find_kernel_symbol(const KernelMeta& meta, const SymbolTables& symbols, int version) {
  std::string name = meta.symbol;
  if (version == 2 && name.size() > kV2SymbolSuffix.size() &&
      name.compare(name.size() - kV2SymbolSuffix.size(), kV2SymbolSuffix.size(), kV2SymbolSuffix) == 0) {
    name.resize(name.size() - kV2SymbolSuffix.size());
  }
  const std::optional<loader::Symbol> sym = symbols.find(name);
  if (!sym) throw Error(fmt::format("no defined symbol '{}'", name));
  if (version == 2 && sym->type != STT_AMDGPU_HSA_KERNEL) {
    throw Error(fmt::format("symbol '{}' has type {}, expected STT_AMDGPU_HSA_KERNEL (10)", name,
                            sym->type));
  }
  return *sym;
}

Kernel load_kernel(const KernelMeta& meta, const SymbolTables& symbols, const ByteView& image,
                   uint64_t text_begin, uint64_t text_end, int version) {
  const loader::Symbol sym = find_kernel_symbol(meta, symbols, version);
  Kernel kernel;
  kernel.meta = meta;
  kernel.kd_address = sym.value;
  if (kernel.kd_address % loader::kKernelDescriptorAlign != 0) {
    throw Error(fmt::format("descriptor {} at 0x{:x} is not 64-byte aligned", meta.symbol,
                            kernel.kd_address));
  }
  if (version == 2) {
    kernel.amd_kernel_code = loader::decode_amd_kernel_code(image.sub(
        kernel.kd_address, loader::kAmdKernelCodeSize, "amd_kernel_code_t of " + sym.name));
    kernel.kd = loader::descriptor_from_amd_kernel_code(*kernel.amd_kernel_code);
  } else {
    kernel.kd = loader::decode_kernel_descriptor(
        image.sub(kernel.kd_address, loader::kKernelDescriptorSize, "descriptor " + meta.symbol));
  }
  // Two's-complement wrap-around is exactly how a signed byte offset adds to an address.
  kernel.entry_address =
      kernel.kd_address + static_cast<uint64_t>(kernel.kd.kernel_code_entry_byte_offset);
  if (kernel.entry_address < text_begin || kernel.entry_address >= text_end) {
    throw Error(fmt::format("entry 0x{:x} lies outside .text [0x{:x}, 0x{:x})",
                            kernel.entry_address, text_begin, text_end));
  }
  if (kernel.entry_address % loader::kKernelEntryAlign != 0) {
    throw Error(fmt::format("entry 0x{:x} is not 256-byte aligned", kernel.entry_address));
  }
  check_matches_descriptor(meta, kernel.kd);
  return kernel;
}

std::vector<Kernel> load_kernels(const loader::Metadata& meta, const ElfFile& elf,
                                 const std::vector<uint8_t>& image, uint64_t text_begin,
                                 uint64_t text_end, int version) {
  const SymbolTables symbols(elf);
  const ByteView image_view(image.data(), image.size(), "the loaded image");
  std::vector<Kernel> kernels;
  std::unordered_set<std::string> names;
  for (const KernelMeta& km : meta.kernels) {
    if (!names.insert(km.name).second) throw Error(fmt::format("two kernels named '{}'", km.name));
    try {
      kernels.push_back(load_kernel(km, symbols, image_view, text_begin, text_end, version));
    } catch (const Error& e) {
      throw Error(fmt::format("kernel '{}': {}", km.name, e.what()));
    }
  }
  return kernels;
}

void write_u64(std::vector<uint8_t>& image, uint64_t offset, uint64_t value) {
  for (int i = 0; i < 8; ++i) image[offset + i] = static_cast<uint8_t>(value >> (8 * i));
}

// The dynamic relocation section (SHF_ALLOC SHT_RELA: .rela.dyn), or nullptr when there is none.
// ld.lld writes all dynamic relocations of a code object into that one section.
const loader::SectionHeader* dynamic_relocations(const ElfFile& elf) {
  const loader::SectionHeader* found = nullptr;
  for (const loader::SectionHeader& sh : elf.sections()) {
    if (!(sh.flags & loader::SHF_ALLOC)) continue;
    if (sh.type == loader::SHT_REL)
      throw Error("SHT_REL relocations (without addend) in " + sh.name);
    if (sh.type != loader::SHT_RELA) continue;
    if (found)
      throw Error(fmt::format("two dynamic relocation sections, {} and {}", found->name, sh.name));
    found = &sh;
  }
  return found;
}

// st_value of the defined symbol an R_AMDGPU_ABS64 refers to.
uint64_t abs64_symbol_value(const loader::Rela& r, const std::vector<loader::Symbol>& symbols) {
  if (r.sym >= symbols.size()) {
    throw Error(fmt::format("relocation at 0x{:x} names symbol #{} of {}", r.offset, r.sym,
                            symbols.size()));
  }
  if (symbols[r.sym].shndx == 0) {
    throw Error(fmt::format("relocation at 0x{:x} needs undefined symbol '{}'", r.offset,
                            symbols[r.sym].name));
  }
  return symbols[r.sym].value;
}

// Reads the dynamic relocations and checks each can be applied: a type an HSA loader handles,
// a target inside the image, a symbol defined in this object. A template only because
// CodeObject::Reloc is private: load_bytes() names it.
template <typename Reloc>
std::vector<Reloc> read_relocations(const ElfFile& elf, uint64_t image_size) {
  std::vector<Reloc> relocs;
  const loader::SectionHeader* section = dynamic_relocations(elf);
  if (section == nullptr) return relocs;
  std::optional<std::vector<loader::Symbol>> symbols;  // read on the first ABS64
  for (const loader::Rela& r : elf.relas(*section)) {
    if (r.type == R_AMDGPU_NONE) continue;
    if (r.type != R_AMDGPU_ABS64 && r.type != R_AMDGPU_RELATIVE64) {
      throw Error(fmt::format("unsupported relocation type {} ({}) at 0x{:x}", r.type,
                              relocation_name(r.type), r.offset));
    }
    if (r.offset > image_size || 8 > image_size - r.offset) {
      throw Error(fmt::format("relocation at 0x{:x} lies outside the loaded image (0x{:x} bytes)",
                              r.offset, image_size));
    }
    Reloc reloc{r.offset, r.type, r.addend, 0};
    if (r.type == R_AMDGPU_ABS64) {
      if (!symbols) symbols = elf.symbols(elf.linked_section(*section));
      reloc.sym_value = abs64_symbol_value(r, *symbols);
    }
    relocs.push_back(reloc);
  }
  return relocs;
}

}  // namespace

CodeObject CodeObject::load(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    throw Error(path + ": " +
                (std::filesystem::exists(path, ec) ? "not a regular file" : "no such file"));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot open: " + std::strerror(errno));
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) throw Error(path + ": read error: " + std::strerror(errno));
  return load_bytes(bytes, path);
}

CodeObject CodeObject::load_bytes(const std::vector<uint8_t>& bytes, const std::string& name) {
  try {
    const ElfFile elf(bytes);
    CodeObject co;
    co.path_ = name;
    co.version_ = loader::check_header(elf.header());
    co.image_ = map_segments(elf);
    const loader::SectionHeader& text = find_text(elf, co.image_.size());
    co.text_begin_ = text.addr;
    co.text_end_ = text.addr + text.size;
    const loader::Metadata meta = read_metadata(elf, co.version_);
    co.target_id_ = check_target(meta, elf.header().flags, co.version_);
    co.kernels_ = load_kernels(meta, elf, co.image_, co.text_begin_, co.text_end_, co.version_);
    co.relocs_ = read_relocations<Reloc>(elf, co.image_.size());
    co.image_ = co.relocated_image(0);
    return co;
  } catch (const Error& e) {
    throw Error(name + ": " + loader::printable(e.what()));
  }
}

const Kernel& CodeObject::kernel(const std::string& name) const {
  std::string names;
  for (const Kernel& k : kernels_) {
    if (k.meta.name == name) return k;
    names += (names.empty() ? "" : ", ") + k.meta.name;
  }
  throw Error(fmt::format("{}: no kernel '{}' (has: {})", path_, loader::printable(name),
                          loader::printable(names)));
}

std::vector<uint8_t> CodeObject::relocated_image(uint64_t base) const {
  std::vector<uint8_t> image = image_;
  for (const Reloc& r : relocs_) {
    // RELATIVE64: B + A. ABS64: S + A, where S = B + st_value for a symbol of this object.
    const uint64_t symbol = r.type == R_AMDGPU_ABS64 ? base + r.sym_value : base;
    write_u64(image, r.offset, symbol + static_cast<uint64_t>(r.addend));
  }
  return image;
}

}  // namespace gcn
