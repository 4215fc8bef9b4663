// Every way a code object can be wrong ends in one gcn::Error line "<file>: <what>". Each case
// breaks one field of a real code object (offsets found through the llvm-readelf listing) or
// uses a real foreign object, and checks the exact message.
#include <fmt/format.h>

#include "loader_test_support.h"

using gcn::CodeObject;
using loader_test::get;
using loader_test::input;
using loader_test::load_error;
using loader_test::put;
using loader_test::read_bytes;
using loader_test::read_listing;

namespace {

// ELF64 header field offsets (System V gABI).
constexpr uint64_t kOsAbi = 7, kAbiVersion = 8, kMachine = 18, kPhoff = 32, kShoff = 40,
                   kFlags = 48, kShstrndx = 62;

std::string error_of(const std::vector<uint8_t>& bytes) { return load_error(bytes, "x.co"); }

std::string error_of_file(const std::string& name) {
  try {
    CodeObject::load(input(name));
  } catch (const gcn::Error& e) {
    return e.what();
  }
  return "";
}

// A real code object with its listing, to break one field at a time.
struct Subject {
  explicit Subject(const std::string& name)
      : bytes(read_bytes(input(name))), listing(read_listing(input(name))) {}

  // File offset of the bytes at image address `addr` inside section `section`.
  uint64_t file_offset(const std::string& section, uint64_t addr) const {
    const loader_test::Section& s = listing.section(section);
    return s.offset + (addr - s.addr);
  }
  // File offset of a .dynsym entry's st_value.
  uint64_t dynsym_value(const std::string& symbol) const {
    return listing.section(".dynsym").offset + 24 * listing.symbol(".dynsym", symbol).index + 8;
  }
  // File offset of the NT_AMDGPU_METADATA desc: 12-byte note header + "AMDGPU\0" padded to 8.
  uint64_t metadata_desc() const { return listing.section(".note").offset + 20; }
  // File offset of the first program header of type `type`.
  uint64_t phdr(uint32_t type) const {
    for (uint64_t at = get<uint64_t>(bytes, kPhoff);; at += 56) {
      if (get<uint32_t>(bytes, at) == type) return at;
    }
  }

  std::vector<uint8_t> bytes;
  loader_test::Listing listing;
};

}  // namespace

TEST_CASE("files that are not ELF64 little-endian are rejected", "[loader][errors]") {
  Subject s("args_v4.co");
  CHECK(error_of_file("absent.co") == input("absent.co") + ": no such file");
  CHECK(error_of({}) == "x.co: not an ELF file (bad magic)");
  std::vector<uint8_t> bytes = s.bytes;
  bytes[1] = 'X';
  CHECK(error_of(bytes) == "x.co: not an ELF file (bad magic)");
  bytes = s.bytes;
  bytes[4] = 1;  // ELFCLASS32
  CHECK(error_of(bytes) == "x.co: ELF32 file; AMDGPU code objects are ELF64");
  bytes = s.bytes;
  bytes[5] = 2;  // ELFDATA2MSB
  CHECK(error_of(bytes) == "x.co: big-endian ELF; AMDGPU code objects are little-endian");
  CHECK(error_of({s.bytes.begin(), s.bytes.begin() + 40}) ==
        "x.co: truncated ELF header (40 of 64 bytes)");
}

TEST_CASE("a truncated code object names the table that no longer fits", "[loader][errors]") {
  Subject s("args_v4.co");
  const uint64_t shoff = get<uint64_t>(s.bytes, kShoff);
  const size_t cut = s.bytes.size() - 1;
  CHECK(error_of({s.bytes.begin(), s.bytes.begin() + cut}) ==
        fmt::format("x.co: section header table at 0x{:x} (0x{:x} bytes) lies outside the file "
                    "(0x{:x} bytes)",
                    shoff, s.bytes.size() - shoff, cut));
  // Cut inside the .text segment: the section headers are gone first, then the segment.
  std::vector<uint8_t> bytes = s.bytes;
  put<uint64_t>(bytes, kShoff, 0);
  put<uint16_t>(bytes, 60, 0);  // e_shnum
  put<uint16_t>(bytes, kShstrndx, 0);
  const loader_test::Section& text = s.listing.section(".text");
  bytes.resize(text.offset + 8);
  CHECK(error_of(bytes) ==
        fmt::format("x.co: segment (vaddr 0x{:x}) at 0x{:x} (0x{:x} bytes) lies outside the file "
                    "(0x{:x} bytes)",
                    text.addr, text.offset, text.size, text.offset + 8));
}

TEST_CASE("foreign machine, OS ABI, ABI version and ELF type are rejected", "[loader][errors]") {
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  put<uint16_t>(bytes, kMachine, 62);  // EM_X86_64
  CHECK(error_of(bytes) == "x.co: e_machine 62, expected EM_AMDGPU (224)");
  bytes = s.bytes;
  bytes[kOsAbi] = 65;
  CHECK(error_of(bytes) ==
        "x.co: OS ABI 65 (ELFOSABI_AMDGPU_PAL), expected ELFOSABI_AMDGPU_HSA (64)");
  bytes = s.bytes;
  bytes[kAbiVersion] = 0;
  // A v4 object relabelled v2 has no v2 metadata note.
  CHECK(error_of(bytes) ==
        "x.co: no NT_AMD_HSA_METADATA note (code object v2 needs its YAML metadata)");
  bytes[kAbiVersion] = 4;
  CHECK(error_of(bytes) == "x.co: unsupported EI_ABIVERSION 4 (v2, v3, v4, v5 are 0, 1, 2, 3)");
  // The relocatable object llvm-mc wrote before ld.lld linked it.
  CHECK(error_of(read_bytes(input("asm_store_v4.co.o"))) ==
        "x.co: relocatable object (ET_REL), expected ET_DYN: link it with ld.lld -shared");
}

TEST_CASE("a gfx900 code object is rejected naming its target", "[loader][errors]") {
  CHECK(error_of_file("args_gfx900.co") ==
        input("args_gfx900.co") + ": target is gfx900, expected gfx803");
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  put<uint32_t>(bytes, kFlags, 0x7E);
  CHECK(error_of(bytes) == "x.co: target is unknown EF_AMDGPU_MACH 0x7e, expected gfx803");
}

TEST_CASE("xnack, sramecc and unknown e_flags bits are read per code object version",
          "[loader][errors]") {
  Subject v3("args_v3.co"), v4("args_v4.co");
  std::vector<uint8_t> bytes = v3.bytes;
  put<uint32_t>(bytes, kFlags, 0x12A);  // v3: EF_AMDGPU_XNACK
  CHECK(error_of(bytes) == "x.co: e_flags 0x12a enable xnack, which gfx803 does not have");
  put<uint32_t>(bytes, kFlags, 0x22A);  // v3: EF_AMDGPU_SRAM_ECC
  CHECK(error_of(bytes) == "x.co: e_flags 0x22a enable sramecc, which gfx803 does not have");
  put<uint32_t>(bytes, kFlags, 0x42A);  // v3 has no bit 10
  CHECK(error_of(bytes) == "x.co: e_flags 0x42a has unknown bits 0x400");
  bytes = v4.bytes;
  put<uint32_t>(bytes, kFlags, 0x12A);  // v4: xnack field = any
  CHECK(error_of(bytes) == "x.co: e_flags 0x12a set xnack any, but gfx803 has no xnack");
  put<uint32_t>(bytes, kFlags, 0xC2A);  // v4: sramecc field = on
  CHECK(error_of(bytes) == "x.co: e_flags 0xc2a set sramecc on, but gfx803 has no sramecc");
  put<uint32_t>(bytes, kFlags, 0x1002A);
  CHECK(error_of(bytes) == "x.co: e_flags 0x1002a has unknown bits 0x10000");
}

TEST_CASE("an object without NT_AMDGPU_METADATA note is rejected", "[loader][errors]") {
  CHECK(error_of_file("asm_no_metadata.co") ==
        input("asm_no_metadata.co") +
            ": no NT_AMDGPU_METADATA note (hand-written assembly needs an .amdgpu_metadata block)");
  // The same for a compiled object whose note has another type.
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  put<uint32_t>(bytes, s.listing.section(".note").offset + 8, 31);
  CHECK(error_of(bytes) ==
        "x.co: no NT_AMDGPU_METADATA note (hand-written assembly needs an .amdgpu_metadata block)");
}

TEST_CASE("malformed metadata names the note, the kernel and the key", "[loader][errors]") {
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  bytes[s.metadata_desc()] = 0xC1;  // the one byte msgpack never uses
  CHECK(error_of(bytes) == "x.co: malformed NT_AMDGPU_METADATA note (not msgpack: parse error)");
  bytes = s.bytes;
  bytes[s.metadata_desc()] = 0x90;  // an empty array instead of the top-level map
  CHECK(error_of(bytes) == "x.co: metadata: is an array, expected a map");

  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, ".kernarg_segment_size", ".kernarg_segment_sizX") == 2);
  CHECK(error_of(bytes) == "x.co: metadata kernel 'many_args': .kernarg_segment_size is missing");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, ".value_kind", ".value_kinX") > 0);
  CHECK(error_of(bytes) == "x.co: metadata kernel 'many_args' arg 0: .value_kind is missing");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "amdhsa.target", "amdhsa.targeX") == 1);
  CHECK(error_of(bytes) == "x.co: metadata: amdhsa.target is missing (required from v4 on)");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "amdgcn-amd-amdhsa--gfx803",
                                   "amdgcn-amd-amdhsa--gfx900") == 1);
  CHECK(error_of(bytes) ==
        "x.co: metadata: amdhsa.target 'amdgcn-amd-amdhsa--gfx900' disagrees "
        "with e_flags (amdgcn-amd-amdhsa--gfx803)");
}

TEST_CASE("metadata values of the wrong type or range are rejected", "[loader][errors]") {
  Subject s("args_v4.co");
  // ".wavefront_size" is followed by its value, positive fixint 64 (0x40).
  std::vector<uint8_t> bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, std::string(".wavefront_size\x40", 16),
                                   std::string(".wavefront_size\x20", 16)) == 2);
  CHECK(error_of(bytes) ==
        "x.co: metadata kernel 'many_args': .wavefront_size 32, but gfx803 runs wave64");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, std::string(".wavefront_size\x40", 16),
                                   std::string(".wavefront_size\xC3", 16)) == 2);  // true
  CHECK(error_of(bytes) ==
        "x.co: metadata kernel 'many_args': .wavefront_size is a boolean, "
        "expected an unsigned integer");
  // many_args' .kernarg_segment_size 136 (0xCC 0x88) shrunk to 72: the uchar at 72 no longer fits.
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, std::string(".kernarg_segment_size\xCC\x88", 23),
                                   std::string(".kernarg_segment_size\xCC\x48", 23)) == 1);
  CHECK(error_of(bytes) ==
        "x.co: metadata kernel 'many_args': arg 7 at offset 72 size 1 "
        "exceeds .kernarg_segment_size 72");
}

TEST_CASE("a kernel whose .kd symbol is missing or misplaced is rejected", "[loader][errors]") {
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  // Rename the symbol in .dynstr and .strtab (NUL-terminated there, unlike in the metadata).
  REQUIRE(loader_test::replace_all(bytes, std::string("fill.kd\0", 8),
                                   std::string("fill.kX\0", 8)) == 2);
  CHECK(error_of(bytes) == "x.co: kernel 'fill': no defined symbol 'fill.kd'");

  bytes = s.bytes;
  put<uint64_t>(bytes, s.dynsym_value("many_args.kd"), 0x100000);
  CHECK(error_of(bytes) ==
        fmt::format("x.co: kernel 'many_args': descriptor many_args.kd at 0x100000 (0x40 bytes) "
                    "lies outside the loaded image (0x{:x} bytes)",
                    CodeObject::load(input("args_v4.co")).image().size()));
  const uint64_t kd = s.listing.symbol(".dynsym", "many_args.kd").value;
  put<uint64_t>(bytes, s.dynsym_value("many_args.kd"), kd + 4);
  CHECK(error_of(bytes) ==
        fmt::format("x.co: kernel 'many_args': descriptor many_args.kd at 0x{:x} "
                    "is not 64-byte aligned",
                    kd + 4));
}

TEST_CASE("names from the file are escaped so the message stays one printable line",
          "[loader][errors]") {
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes,
                                   "\xA4"
                                   "fill",
                                   "\xA4"
                                   "f\nl\xFF") == 1);  // .name
  REQUIRE(loader_test::replace_all(bytes, std::string("fill.kd\0", 8),
                                   std::string("fill.kX\0", 8)) == 2);
  CHECK(error_of(bytes) == "x.co: kernel 'f\\x0al\\xff': no defined symbol 'fill.kd'");
  const CodeObject co = CodeObject::load(input("args_v4.co"));
  CHECK_THROWS_WITH(co.kernel("a\tb"),
                    input("args_v4.co") + ": no kernel 'a\\x09b' (has: many_args, fill)");
}

TEST_CASE("descriptor contents that contradict the object are rejected", "[loader][errors]") {
  Subject s("args_v4.co");
  const uint64_t kd_addr = s.listing.symbol(".dynsym", "fill.kd").value;
  const uint64_t kd = s.file_offset(".rodata", kd_addr);
  const loader_test::Section& text = s.listing.section(".text");
  std::vector<uint8_t> bytes = s.bytes;
  put<int64_t>(bytes, kd + 16, -64);  // KERNEL_CODE_ENTRY_BYTE_OFFSET into .rodata
  CHECK(error_of(bytes) == fmt::format("x.co: kernel 'fill': entry 0x{:x} lies outside .text "
                                       "[0x{:x}, 0x{:x})",
                                       kd_addr - 64, text.addr, text.addr + text.size));
  bytes = s.bytes;
  put<int64_t>(bytes, kd + 16, get<int64_t>(bytes, kd + 16) + 4);
  CHECK(error_of(bytes) == fmt::format("x.co: kernel 'fill': entry 0x{:x} is not 256-byte aligned",
                                       s.listing.symbol(".dynsym", "fill").value + 4));
  bytes = s.bytes;
  put<uint32_t>(bytes, kd + 0, 4096);  // GROUP_SEGMENT_FIXED_SIZE
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': metadata .group_segment_fixed_size 0 but the "
        "descriptor says 4096");
  bytes = s.bytes;
  put<uint32_t>(bytes, kd + 8, 12);  // KERNARG_SIZE
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': metadata .kernarg_segment_size 64 but the "
        "descriptor says 12");
}

TEST_CASE("relocations the loader cannot apply are rejected", "[loader][errors]") {
  Subject s("reloc_v4.co");
  const uint64_t rela = s.listing.section(".rela.dyn").offset;
  const uint64_t target = s.listing.relocations[0].offset;
  std::vector<uint8_t> bytes = s.bytes;
  put<uint64_t>(bytes, rela + 8, 5);  // r_info: R_AMDGPU_REL64, a static relocation
  CHECK(error_of(bytes) ==
        fmt::format("x.co: unsupported relocation type 5 (R_AMDGPU_REL64) at 0x{:x}", target));
  put<uint64_t>(bytes, rela + 8, 99);
  CHECK(error_of(bytes) ==
        fmt::format("x.co: unsupported relocation type 99 (unknown) at 0x{:x}", target));
  bytes = s.bytes;
  put<uint64_t>(bytes, rela + 0, 0x10000000);  // r_offset
  CHECK(error_of(bytes) ==
        fmt::format("x.co: relocation at 0x10000000 lies outside the loaded image (0x{:x} bytes)",
                    CodeObject::load(input("reloc_v4.co")).image().size()));
  bytes = s.bytes;
  put<uint64_t>(bytes, rela + 8, (uint64_t{7} << 32) | 3);  // R_AMDGPU_ABS64 of symbol #7
  CHECK(error_of(bytes) == fmt::format("x.co: relocation at 0x{:x} names symbol #7 of 3", target));
}

TEST_CASE("segment and section tables that point nowhere are rejected", "[loader][errors]") {
  Subject s("args_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  const uint64_t load = s.phdr(1);                     // the first PT_LOAD
  put<uint64_t>(bytes, load + 40, uint64_t{1} << 40);  // p_memsz
  CHECK(error_of(bytes) ==
        "x.co: PT_LOAD at 0x0 (0x10000000000 bytes) exceeds the 64 MiB image limit");
  put<uint64_t>(bytes, load + 40, 1);
  CHECK(error_of(bytes) == fmt::format("x.co: PT_LOAD at 0x0: p_filesz 0x{:x} > p_memsz 0x1",
                                       get<uint64_t>(bytes, load + 32)));
  bytes = s.bytes;
  put<uint16_t>(bytes, kShstrndx, 200);
  CHECK(error_of(bytes) == "x.co: e_shstrndx 200 out of range (13 sections)");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, std::string(".text\0", 6), std::string(".texX\0", 6)) ==
          1);
  CHECK(error_of(bytes) == "x.co: no executable .text section");
}

namespace {

// File offset of section header `index`, and of its sh_type / sh_offset / sh_size fields.
uint64_t shdr(const std::vector<uint8_t>& bytes, int index) {
  return get<uint64_t>(bytes, kShoff) + 64 * uint64_t(index);
}
constexpr uint64_t kShType = 4, kShOffset = 24, kShSize = 32;

// Appends `data` to the file and returns its offset.
uint64_t append(std::vector<uint8_t>& bytes, const std::vector<uint8_t>& data) {
  const uint64_t at = bytes.size();
  bytes.insert(bytes.end(), data.begin(), data.end());
  return at;
}

}  // namespace

TEST_CASE("tables that overlap or repeat are rejected", "[loader][errors]") {
  Subject s("reloc_v4.co");
  std::vector<uint8_t> bytes = s.bytes;
  const uint64_t text_load = s.phdr(1) + 56;    // the second PT_LOAD (.text)
  put<uint64_t>(bytes, text_load + 16, 0x100);  // p_vaddr inside the first PT_LOAD
  CHECK(error_of(bytes) == "x.co: PT_LOAD segments at 0x0 and 0x100 overlap");
  bytes = s.bytes;
  put<uint32_t>(bytes, shdr(bytes, s.listing.section(".symtab").index) + kShType, 11);
  CHECK(error_of(bytes) == "x.co: more than one SHT_DYNSYM section");
  bytes = s.bytes;
  put<uint32_t>(bytes, shdr(bytes, s.listing.section(".hash").index) + kShType, 4);  // SHT_RELA
  CHECK(error_of(bytes) == "x.co: two dynamic relocation sections, .hash and .rela.dyn");
}

TEST_CASE("corrupt tables cost bounded work: names, symbols and notes are capped",
          "[loader][errors]") {
  Subject s("args_v4.co");
  const int dynsym = s.listing.section(".dynsym").index;
  const int dynstr = s.listing.section(".dynstr").index;
  std::vector<uint8_t> long_name(5000, 'A');
  long_name.push_back(0);

  // One 5000-byte symbol name.
  std::vector<uint8_t> bytes = s.bytes;
  put<uint64_t>(bytes, shdr(bytes, dynstr) + kShOffset, append(bytes, long_name));
  put<uint64_t>(bytes, shdr(bytes, dynstr) + kShSize, long_name.size());
  CHECK(error_of(bytes) ==
        "x.co: symbol name at 0x0 in section .dynstr is not NUL-terminated "
        "within 4096 bytes");

  // 4200 symbols that all share one 4000-byte name: 16.8 MB of names from a 100 kB table.
  bytes = s.bytes;
  long_name.resize(4000);
  long_name.push_back(0);
  put<uint64_t>(bytes, shdr(bytes, dynstr) + kShOffset, append(bytes, long_name));
  put<uint64_t>(bytes, shdr(bytes, dynstr) + kShSize, long_name.size());
  const std::vector<uint8_t> symbols(4200 * 24, 0);
  put<uint64_t>(bytes, shdr(bytes, dynsym) + kShOffset, append(bytes, symbols));
  put<uint64_t>(bytes, shdr(bytes, dynsym) + kShSize, symbols.size());
  CHECK(error_of(bytes) == "x.co: symbol names of .dynsym exceed 16 MiB");

  // A PT_NOTE of 1025 empty note records.
  bytes = s.bytes;
  const std::vector<uint8_t> notes(1025 * 12, 0);
  const uint64_t note = s.phdr(4);
  put<uint64_t>(bytes, note + 8, append(bytes, notes));  // p_offset
  put<uint64_t>(bytes, note + 32, notes.size());         // p_filesz
  CHECK(error_of(bytes) == "x.co: more than 1024 note records");
}

TEST_CASE("code object v2: wrong target, header fields and YAML metadata are one line each",
          "[loader][errors][v2]") {
  CHECK(error_of_file("args_v2_gfx900.co") ==
        input("args_v2_gfx900.co") + ": target is gfx900, expected gfx803");
  Subject s("args_v2.co");
  // amd_kernel_code_t of 'fill', at its symbol (seed 001 offsets).
  const uint64_t header = s.file_offset(".text", s.listing.symbol(".dynsym", "fill").value);
  std::vector<uint8_t> bytes = s.bytes;
  put<uint16_t>(bytes, header + 10, 9);  // amd_machine_version_major
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': amd_kernel_code_t machine version 9.0.3, expected 8.0.3 (gfx803)");
  bytes = s.bytes;
  bytes[header + 103] = 5;  // wavefront_size
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': amd_kernel_code_t wavefront_size 5 (2^5 lanes), but gfx803 runs "
        "wave64 (6)");
  bytes = s.bytes;
  put<uint32_t>(bytes, header + 56, get<uint32_t>(bytes, header + 56) & ~(1u << 19));  // IS_PTR64
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': amd_kernel_code_t code_properties 0x2000b: IS_PTR64 is 0 (32-bit "
        "pointers are not supported)");
  bytes = s.bytes;
  put<uint32_t>(bytes, header + 56, get<uint32_t>(bytes, header + 56) | 1u << 7);
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': amd_kernel_code_t code_properties 0xa008b set "
        "ENABLE_SGPR_GRID_WORKGROUP_COUNT_X, which this harness does not provide");
  bytes = s.bytes;
  put<uint32_t>(bytes, header + 64, 4);  // workgroup_group_segment_byte_size vs the YAML's 0
  CHECK(error_of(bytes) ==
        "x.co: kernel 'fill': metadata .group_segment_fixed_size 0 but the descriptor says 4");
  bytes = s.bytes;
  put<uint64_t>(bytes, header + 16, 0x100000);  // kernel_code_entry_byte_offset out of .text
  CHECK(error_of(bytes).find("x.co: kernel 'fill': entry 0x") == 0);

  // The notes beside the metadata.
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, std::string("\x08\0\0\0\0\0\0\0\x03\0\0\0AMD\0AMDGPU", 22),
                                   std::string("\x09\0\0\0\0\0\0\0\x03\0\0\0AMD\0AMDGPU", 22)) == 1);
  CHECK(error_of(bytes) == "x.co: NT_AMD_HSA_ISA_VERSION note says 9.0.3, expected 8.0.3 (gfx803)");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "amdgcn-amd-amdhsa--gfx803", "amdgcn-amd-amdhsa--gfx802") == 1);
  CHECK(error_of(bytes) ==
        "x.co: NT_AMD_HSA_ISA_NAME note 'amdgcn-amd-amdhsa--gfx802' disagrees with e_flags "
        "(amdgcn-amd-amdhsa--gfx803)");

  // The YAML: a syntax error, a missing key, an unknown kind, a bad number, a bad alignment.
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "Version:         [ 1, 0 ]", "Version:         [ 1, 0 }") == 1);
  CHECK(error_of(bytes).find("x.co: malformed NT_AMD_HSA_METADATA note (not YAML: yaml-cpp: error at line") == 0);
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "Kernels:", "Kernelz:") == 1);
  CHECK(error_of(bytes) == "x.co: metadata: Kernels is missing");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "GlobalBuffer", "GlobalBuffeX") == 3);
  CHECK(error_of(bytes) ==
        "x.co: metadata kernel 'many_args' Args[0]: unknown ValueKind 'GlobalBuffeX'");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "KernargSegmentSize: 136", "KernargSegmentSize: -36") == 1);
  CHECK(error_of(bytes) ==
        "x.co: metadata kernel 'many_args' CodeProps: KernargSegmentSize '-36' is not an unsigned "
        "integer");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "Align:           16", "Align:           12") > 0);
  CHECK(error_of(bytes) == "x.co: metadata kernel 'many_args' Args[3]: Align 12 is not a power of 2");
  bytes = s.bytes;
  REQUIRE(loader_test::replace_all(bytes, "WavefrontSize:   64", "WavefrontSize:   32") == 2);
  CHECK(error_of(bytes) ==
        "x.co: metadata kernel 'many_args': .wavefront_size 32, but gfx803 runs wave64");
}
