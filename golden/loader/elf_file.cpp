#include "golden/loader/elf_file.h"

namespace gcn::loader {
namespace {

// Record sizes fixed by the ELF64 format; a file that says otherwise is not one we can read.
constexpr uint64_t kEhdrSize = 64;
constexpr uint16_t kPhdrSize = 56;
constexpr uint16_t kShdrSize = 64;
constexpr uint64_t kSymSize = 24;
constexpr uint64_t kRelaSize = 24;
constexpr uint8_t kElfClass32 = 1, kElfClass64 = 2;
constexpr uint8_t kElfData2Lsb = 1, kElfData2Msb = 2;

// Caps on names, so that a corrupt file (every name pointing at one huge string) costs bounded
// time and memory. Real names are far shorter.
constexpr size_t kMaxSectionName = 256;
constexpr size_t kMaxSymbolName = 4096;
constexpr uint64_t kMaxSymbolNameBytes = 16 << 20;  // per symbol table

// Backs empty views so that no view ever holds a null pointer.
const uint8_t kNoBytes[1] = {0};

uint64_t align4(uint64_t n) { return (n + 3) & ~uint64_t{3}; }

// The number of fixed-size records in a table section; its sh_entsize must be that size.
uint64_t record_count(const SectionHeader& sh, uint64_t record_size) {
  if (sh.entsize != record_size) {
    throw Error(
        fmt::format("section {} has sh_entsize {}, expected {}", sh.name, sh.entsize, record_size));
  }
  if (sh.size % record_size != 0) {
    throw Error(fmt::format("section {} size 0x{:x} is not a multiple of {}", sh.name, sh.size,
                            record_size));
  }
  return sh.size / record_size;
}

}  // namespace

ElfFile::ElfFile(const std::vector<uint8_t>& bytes)
    : file_(bytes.empty() ? kNoBytes : bytes.data(), bytes.size(), "the file") {
  read_header();
}

void ElfFile::read_header() {
  static const uint8_t kMagic[4] = {0x7F, 'E', 'L', 'F'};
  if (!file_.contains(0, 4) || std::memcmp(file_.data(), kMagic, 4) != 0) {
    throw Error("not an ELF file (bad magic)");
  }
  const uint8_t elf_class = file_.read<uint8_t>(4, "EI_CLASS");
  if (elf_class == kElfClass32) throw Error("ELF32 file; AMDGPU code objects are ELF64");
  if (elf_class != kElfClass64) throw Error(fmt::format("invalid EI_CLASS {}", elf_class));
  if (!file_.contains(0, kEhdrSize)) {
    throw Error(fmt::format("truncated ELF header ({} of {} bytes)", file_.size(), kEhdrSize));
  }
  const uint8_t data = file_.read<uint8_t>(5, "EI_DATA");
  if (data == kElfData2Msb) throw Error("big-endian ELF; AMDGPU code objects are little-endian");
  if (data != kElfData2Lsb) throw Error(fmt::format("invalid EI_DATA {}", data));
  const uint8_t version = file_.read<uint8_t>(6, "EI_VERSION");
  if (version != 1) throw Error(fmt::format("EI_VERSION {}, expected 1", version));

  header_.os_abi = file_.read<uint8_t>(7, "EI_OSABI");
  header_.abi_version = file_.read<uint8_t>(8, "EI_ABIVERSION");
  header_.type = file_.read<uint16_t>(16, "e_type");
  header_.machine = file_.read<uint16_t>(18, "e_machine");
  header_.flags = file_.read<uint32_t>(48, "e_flags");
  read_segments(file_.read<uint64_t>(32, "e_phoff"), file_.read<uint16_t>(54, "e_phentsize"),
                file_.read<uint16_t>(56, "e_phnum"));
  read_sections(file_.read<uint64_t>(40, "e_shoff"), file_.read<uint16_t>(58, "e_shentsize"),
                file_.read<uint16_t>(60, "e_shnum"), file_.read<uint16_t>(62, "e_shstrndx"));
}

void ElfFile::read_segments(uint64_t phoff, uint16_t phentsize, uint16_t phnum) {
  if (phnum == 0) return;
  if (phentsize != kPhdrSize) {
    throw Error(fmt::format("e_phentsize {}, expected {}", phentsize, kPhdrSize));
  }
  const ByteView table = file_.sub(phoff, uint64_t{phnum} * kPhdrSize, "program header table");
  for (uint64_t at = 0; at < table.size(); at += kPhdrSize) {
    ProgramHeader ph;
    ph.type = table.read<uint32_t>(at + 0, "p_type");
    ph.offset = table.read<uint64_t>(at + 8, "p_offset");
    ph.vaddr = table.read<uint64_t>(at + 16, "p_vaddr");
    ph.filesz = table.read<uint64_t>(at + 32, "p_filesz");
    ph.memsz = table.read<uint64_t>(at + 40, "p_memsz");
    segments_.push_back(ph);
  }
}

void ElfFile::read_sections(uint64_t shoff, uint16_t shentsize, uint16_t shnum, uint16_t shstrndx) {
  if (shnum == 0) return;
  if (shentsize != kShdrSize) {
    throw Error(fmt::format("e_shentsize {}, expected {}", shentsize, kShdrSize));
  }
  if (shstrndx >= shnum) {
    throw Error(fmt::format("e_shstrndx {} out of range ({} sections)", shstrndx, shnum));
  }
  const ByteView table = file_.sub(shoff, uint64_t{shnum} * kShdrSize, "section header table");
  std::vector<uint32_t> name_offsets;
  for (uint64_t at = 0; at < table.size(); at += kShdrSize) {
    SectionHeader sh;
    name_offsets.push_back(table.read<uint32_t>(at + 0, "sh_name"));
    sh.type = table.read<uint32_t>(at + 4, "sh_type");
    sh.flags = table.read<uint64_t>(at + 8, "sh_flags");
    sh.addr = table.read<uint64_t>(at + 16, "sh_addr");
    sh.offset = table.read<uint64_t>(at + 24, "sh_offset");
    sh.size = table.read<uint64_t>(at + 32, "sh_size");
    sh.link = table.read<uint32_t>(at + 40, "sh_link");
    sh.entsize = table.read<uint64_t>(at + 56, "sh_entsize");
    sh.name = fmt::format("#{}", sections_.size());  // until the names are known
    sections_.push_back(sh);
  }
  // Names come last: the name table is itself one of the sections.
  const ByteView names = section_bytes(sections_[shstrndx]);
  for (size_t i = 0; i < sections_.size(); ++i) {
    sections_[i].name = names.cstring(name_offsets[i], "section name", kMaxSectionName);
  }
}

ByteView ElfFile::segment_bytes(const ProgramHeader& ph) const {
  return file_.sub(ph.offset, ph.filesz, fmt::format("segment (vaddr 0x{:x})", ph.vaddr));
}

ByteView ElfFile::section_bytes(const SectionHeader& sh) const {
  if (sh.type == SHT_NOBITS) return ByteView(kNoBytes, 0, sh.name);
  return file_.sub(sh.offset, sh.size, "section " + sh.name);
}

const SectionHeader& ElfFile::linked_section(const SectionHeader& sh) const {
  if (sh.link >= sections_.size()) {
    throw Error(fmt::format("section {} has sh_link {} out of range", sh.name, sh.link));
  }
  return sections_[sh.link];
}

std::vector<Symbol> ElfFile::symbols(const SectionHeader& sh) const {
  const uint64_t count = record_count(sh, kSymSize);
  const ByteView table = section_bytes(sh);
  const ByteView names = section_bytes(linked_section(sh));
  std::vector<Symbol> result;
  uint64_t name_bytes = 0;
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t at = i * kSymSize;
    Symbol sym;
    sym.name =
        names.cstring(table.read<uint32_t>(at + 0, "st_name"), "symbol name", kMaxSymbolName);
    name_bytes += sym.name.size();
    if (name_bytes > kMaxSymbolNameBytes) {
      throw Error(
          fmt::format("symbol names of {} exceed {} MiB", sh.name, kMaxSymbolNameBytes >> 20));
    }
    sym.type = table.read<uint8_t>(at + 4, "st_info") & 0xF;
    sym.shndx = table.read<uint16_t>(at + 6, "st_shndx");
    sym.value = table.read<uint64_t>(at + 8, "st_value");
    sym.size = table.read<uint64_t>(at + 16, "st_size");
    result.push_back(std::move(sym));
  }
  return result;
}

std::vector<Rela> ElfFile::relas(const SectionHeader& sh) const {
  const uint64_t count = record_count(sh, kRelaSize);
  const ByteView table = section_bytes(sh);
  std::vector<Rela> result;
  for (uint64_t i = 0; i < count; ++i) {
    const uint64_t at = i * kRelaSize;
    const uint64_t info = table.read<uint64_t>(at + 8, "r_info");
    Rela r;
    r.offset = table.read<uint64_t>(at + 0, "r_offset");
    r.type = static_cast<uint32_t>(info & 0xFFFFFFFF);
    r.sym = static_cast<uint32_t>(info >> 32);
    r.addend = static_cast<int64_t>(table.read<uint64_t>(at + 16, "r_addend"));
    result.push_back(r);
  }
  return result;
}

std::vector<Note> ElfFile::notes(const ProgramHeader& ph, size_t max_notes) const {
  // Each record: namesz, descsz, type, then name and desc, each padded to 4 bytes (004 "Note
  // Records"). Sizes are 32-bit, so the 64-bit sums below cannot overflow.
  const ByteView segment = segment_bytes(ph);
  std::vector<Note> result;
  uint64_t at = 0;
  while (at < segment.size()) {
    const uint32_t namesz = segment.read<uint32_t>(at + 0, "note namesz");
    const uint32_t descsz = segment.read<uint32_t>(at + 4, "note descsz");
    const uint32_t type = segment.read<uint32_t>(at + 8, "note type");
    const uint64_t name_at = at + 12;
    const uint64_t desc_at = name_at + align4(namesz);
    const ByteView name = segment.sub(name_at, namesz, "note name");
    const ByteView desc = segment.sub(desc_at, descsz, "note desc");
    // The owner is the name up to its NUL terminator (namesz counts the NUL).
    std::string owner(reinterpret_cast<const char*>(name.data()), name.size());
    owner.resize(std::strlen(owner.c_str()));
    if (result.size() == max_notes)
      throw Error(fmt::format("more than {} note records", max_notes));
    result.push_back(Note{owner, type, desc});
    at = desc_at + align4(descsz);
  }
  return result;
}

}  // namespace gcn::loader
