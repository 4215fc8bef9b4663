// `gcn-cosim info FILE.co` against LLVM's own view of the same files: kernel symbols and the
// metadata note from llvm-readelf-14, header bytes from llvm-objdump-14's section dump (decoded
// here, little-endian, at the seed's / 004's offsets), for a v2 and a v4 object.
#include <catch2/catch.hpp>
#include <cstdio>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace {

struct Cmd {
  int rc;
  std::string out;
};
Cmd sh(const std::string& cmd) {
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  std::string out;
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  return {WEXITSTATUS(status), out};
}

std::string info(const std::string& co) {
  const Cmd r = sh(fmt::format("{}/harness/gcn-cosim info {} 2>&1", GCN_BINARY_DIR, co));
  INFO(r.out);
  REQUIRE(r.rc == 0);
  return r.out;
}

// Bytes of the file's sections as llvm-objdump -s prints them, by address.
std::map<uint64_t, uint8_t> section_bytes(const std::string& co, const std::string& section) {
  std::map<uint64_t, uint8_t> bytes;
  std::istringstream in(sh(fmt::format("llvm-objdump-14 -s -j {} {}", section, co)).out);
  const std::regex row("^ ([0-9a-f]+) ((?:[0-9a-f]{2,8} ?){1,4}) .*$");
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (!std::regex_match(line, m, row)) continue;
    uint64_t addr = std::stoull(m[1], nullptr, 16);
    std::istringstream words(m[2]);
    for (std::string w; words >> w;)
      for (size_t i = 0; i + 1 < w.size(); i += 2) bytes[addr++] = uint8_t(std::stoul(w.substr(i, 2), nullptr, 16));
  }
  return bytes;
}

uint64_t le(const std::map<uint64_t, uint8_t>& bytes, uint64_t addr, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; --i) v = v << 8 | bytes.at(addr + i);
  return v;
}

// st_value of `name` in llvm-readelf-14 --dyn-syms.
uint64_t symbol(const std::string& co, const std::string& name) {
  std::istringstream in(sh("llvm-readelf-14 --dyn-syms " + co).out);
  for (std::string line; std::getline(in, line);) {
    std::istringstream f(line);
    std::string num, value, size, type, bind, vis, ndx, sym;
    if (f >> num >> value >> size >> type >> bind >> vis >> ndx >> sym && sym == name) return std::stoull(value, nullptr, 16);
  }
  FAIL("no symbol " << name << " in " << co);
  return 0;
}

// The value `info` prints for field NAME at +OFFSET ("    +48  compute_pgm_resource_registers  N (0x..)").
uint64_t printed(const std::string& out, const std::string& name, int offset) {
  const std::regex re(fmt::format(R"(\n    \+{:<3} {} +(-?[0-9]+))", offset, name));
  std::smatch m;
  INFO(name);
  REQUIRE(std::regex_search(out, m, re));
  return uint64_t(std::stoll(m[1]));
}

std::string kernels_dir() { return fmt::format("{}/vectors/kernels", GCN_BINARY_DIR); }

}  // namespace

TEST_CASE("gcn-cosim info prints a v2 object's amd_kernel_code_t fields as llvm-objdump's bytes say",
          "[cli][info][v2]") {
  const std::string co = kernels_dir() + "/dyn_local-v2-O2.co";
  const std::string out = info(co);
  CHECK(out.find("code object: v2\n") != std::string::npos);
  CHECK(out.find("target: amdgcn-amd-amdhsa--gfx803\n") != std::string::npos);
  CHECK(out.find("kernels: 1\nkernel dyn_local\n") != std::string::npos);
  const uint64_t at = symbol(co, "dyn_local");
  const auto text = section_bytes(co, ".text");
  // seed 001 member order and widths -> offsets; every field is printed by name.
  const std::vector<std::tuple<const char*, int, int>> fields = {
      {"amd_kernel_code_version_major", 0, 4}, {"amd_machine_version_major", 10, 2},
      {"amd_machine_version_stepping", 14, 2}, {"kernel_code_entry_byte_offset", 16, 8},
      {"compute_pgm_resource_registers", 48, 8}, {"code_properties", 56, 4},
      {"workgroup_group_segment_byte_size", 64, 4}, {"kernarg_segment_byte_size", 72, 8},
      {"wavefront_sgpr_count", 84, 2}, {"workitem_vgpr_count", 86, 2},
      {"kernarg_segment_alignment", 100, 1}, {"wavefront_size", 103, 1}};
  for (const auto& [name, offset, width] : fields) CHECK(printed(out, name, offset) == le(text, at + offset, width));
  CHECK(printed(out, "call_convention", 104) == uint64_t(int64_t(int32_t(le(text, at + 104, 4)))));
  // rsrc1/rsrc2 decoded: USER_SGPR_COUNT (rsrc2 5:1) from the same bytes.
  const uint32_t rsrc2 = uint32_t(le(text, at + 52, 4));
  CHECK(out.find(fmt::format("USER_SGPR_COUNT                                  [  5:1] {}\n", rsrc2 >> 1 & 31)) !=
        std::string::npos);
  CHECK(out.find("ENABLE_SGPR_KERNARG_SEGMENT_PTR") != std::string::npos);
  // Arguments with the YAML's kinds in v3 spelling and offsets by Size/Align, per llvm-readelf --notes.
  CHECK(sh("llvm-readelf-14 --notes " + co).out.find("KernargSegmentSize: 88") != std::string::npos);
  CHECK(out.find("kernarg_segment_size 88,") != std::string::npos);
  CHECK(std::regex_search(out, std::regex(R"(arg 2  offset 16   size 4   dynamic_shared_pointer +local +uint\*)")));
  CHECK(std::regex_search(out, std::regex(R"(arg 11 offset 80   size 8   hidden_multigrid_sync_arg +global)")));
}

TEST_CASE("gcn-cosim info prints a v4 object's kernel descriptor fields as llvm-objdump's bytes say",
          "[cli][info]") {
  const std::string co = kernels_dir() + "/dyn_local-O2.co";
  const std::string out = info(co);
  CHECK(out.find("code object: v4\n") != std::string::npos);
  const uint64_t kd = symbol(co, "dyn_local.kd");
  const auto rodata = section_bytes(co, ".rodata");
  const std::vector<std::tuple<const char*, int, int>> fields = {
      {"GROUP_SEGMENT_FIXED_SIZE", 0, 4}, {"KERNARG_SIZE", 8, 4}, {"KERNEL_CODE_ENTRY_BYTE_OFFSET", 16, 8},
      {"COMPUTE_PGM_RSRC1", 48, 4},       {"COMPUTE_PGM_RSRC2", 52, 4}, {"KERNEL_CODE_PROPERTIES", 56, 2}};
  for (const auto& [name, offset, width] : fields) {
    const uint64_t v = le(rodata, kd + offset, width);
    CHECK(printed(out, name, offset) == (width == 8 ? uint64_t(int64_t(v)) : v));
  }
  const uint32_t rsrc1 = uint32_t(le(rodata, kd + 48, 4));
  CHECK(out.find(fmt::format("GRANULATED_WORKITEM_VGPR_COUNT                   [  5:0] {}\n", rsrc1 & 63)) !=
        std::string::npos);
  CHECK(std::regex_search(out, std::regex(R"(arg 0  offset 0    size 8   global_buffer +global +uint\*)")));
}

TEST_CASE("gcn-cosim info on a bad file is one error line", "[cli][info]") {
  const Cmd r = sh(fmt::format("{}/harness/gcn-cosim info {}/CMakeLists.txt 2>&1", GCN_BINARY_DIR, GCN_SOURCE_DIR));
  CHECK(r.rc == 1);
  CHECK(r.out == fmt::format("gcn-cosim: error: {}/CMakeLists.txt: not an ELF file (bad magic)\n", GCN_SOURCE_DIR));
}

TEST_CASE("gcn-cosim disasm of a v2 object skips the amd_kernel_code_t and equals llvm-objdump after it",
          "[cli][disasm][v2]") {
  const std::string co = kernels_dir() + "/matmul_lds-v2-O3.co";
  std::istringstream ours(sh(fmt::format("{}/harness/gcn-cosim disasm {}", GCN_BINARY_DIR, co)).out);
  std::istringstream llvm(sh("llvm-objdump-14 -d --mcpu=gfx803 " + co).out);
  auto collapse = [](std::string s) {
    s = std::regex_replace(s, std::regex("//.*"), "");
    s = std::regex_replace(s, std::regex("\\s+"), " ");
    return std::regex_replace(s, std::regex("^ | $"), "");
  };
  std::vector<std::string> a, b;
  std::string first;
  std::getline(ours, first);
  CHECK(first == fmt::format("{:x}: <amd_kernel_code_t of matmul_lds>", symbol(co, "matmul_lds")));
  for (std::string l; std::getline(ours, l);) a.push_back(collapse(l.substr(l.find(':') + 1)));
  for (std::string l; std::getline(llvm, l);)  // LLVM prints the header as .byte lines
    if (l.size() > 1 && l[0] == '\t' && l.find(".byte") == std::string::npos) b.push_back(collapse(l));
  REQUIRE(a.size() > 50);
  CHECK(a == b);
}
