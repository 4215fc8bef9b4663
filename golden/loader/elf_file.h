// A bounds-checked reader for little-endian ELF64 files: header, program headers, section
// headers with names, symbols, notes and RELA records. It knows ELF only; what an AMDGPU code
// object must look like is checked by the callers (target.cpp, code_object.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "golden/loader/byte_view.h"

namespace gcn::loader {

// ELF constants the loader uses (System V gABI values).
constexpr uint16_t ET_REL = 1;
constexpr uint16_t ET_DYN = 3;
constexpr uint32_t PT_LOAD = 1;
constexpr uint32_t PT_NOTE = 4;
constexpr uint32_t SHT_SYMTAB = 2;
constexpr uint32_t SHT_RELA = 4;
constexpr uint32_t SHT_NOBITS = 8;
constexpr uint32_t SHT_REL = 9;
constexpr uint32_t SHT_DYNSYM = 11;
constexpr uint64_t SHF_ALLOC = 0x2;
constexpr uint64_t SHF_EXECINSTR = 0x4;

struct ElfHeader {
  uint8_t os_abi = 0;       // e_ident[EI_OSABI]
  uint8_t abi_version = 0;  // e_ident[EI_ABIVERSION]
  uint16_t type = 0;
  uint16_t machine = 0;
  uint32_t flags = 0;
};

struct ProgramHeader {
  uint32_t type = 0;
  uint64_t offset = 0, vaddr = 0, filesz = 0, memsz = 0;
};

struct SectionHeader {
  std::string name;
  uint32_t type = 0;
  uint64_t flags = 0, addr = 0, offset = 0, size = 0;
  uint32_t link = 0;
  uint64_t entsize = 0;
};

struct Symbol {
  std::string name;
  uint64_t value = 0, size = 0;
  uint8_t type = 0;    // STT_*
  uint16_t shndx = 0;  // 0 = undefined
};

struct Note {
  std::string owner;
  uint32_t type = 0;
  ByteView desc;
};

struct Rela {
  uint64_t offset = 0;
  uint32_t type = 0;
  uint32_t sym = 0;
  int64_t addend = 0;
};

class ElfFile {
 public:
  // Parses and range-checks the header and both header tables; throws Error on anything that
  // is not a well-formed little-endian ELF64 file. `bytes` must outlive the ElfFile.
  explicit ElfFile(const std::vector<uint8_t>& bytes);

  const ElfHeader& header() const { return header_; }
  const std::vector<ProgramHeader>& segments() const { return segments_; }
  const std::vector<SectionHeader>& sections() const { return sections_; }

  // The file bytes of a segment or section (empty for SHT_NOBITS).
  ByteView segment_bytes(const ProgramHeader& ph) const;
  ByteView section_bytes(const SectionHeader& sh) const;
  // Symbols of a SHT_SYMTAB / SHT_DYNSYM section, names resolved through its sh_link table.
  std::vector<Symbol> symbols(const SectionHeader& sh) const;
  // RELA records of a SHT_RELA section.
  std::vector<Rela> relas(const SectionHeader& sh) const;
  // Note records inside a PT_NOTE segment; Error if there are more than `max_notes`.
  std::vector<Note> notes(const ProgramHeader& ph, size_t max_notes) const;
  // The section sh_link names (a symbol table's string table, a RELA's symbol table).
  const SectionHeader& linked_section(const SectionHeader& sh) const;

 private:
  void read_header();
  void read_segments(uint64_t phoff, uint16_t phentsize, uint16_t phnum);
  void read_sections(uint64_t shoff, uint16_t shentsize, uint16_t shnum, uint16_t shstrndx);

  ByteView file_;
  ElfHeader header_;
  std::vector<ProgramHeader> segments_;
  std::vector<SectionHeader> sections_;
};

}  // namespace gcn::loader
