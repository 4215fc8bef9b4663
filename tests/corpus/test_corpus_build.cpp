// Static checks of the kernel corpus (vectors/kernels) that need no execution engine: specs
// parse, every kernel has a host reference and code objects at every -O level, integer-only
// kernels really contain no float instructions, the scratch and call kernels really use scratch
// and calls, and the references run on the specs' initial contents.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "golden/api/launch_spec.h"
#include "tests/corpus/reference.h"

namespace fs = std::filesystem;
using gcn::LaunchSpec;
using gcn::corpus::Buffers;
using gcn::corpus::Reference;

namespace {

const fs::path kSrc = fs::path(GCN_SOURCE_DIR) / "vectors" / "kernels";
const fs::path kOut = fs::path(GCN_BINARY_DIR) / "vectors" / "kernels";

// Kernels with a property the corpus promises, checked at the kernel's declared -O level.
const char* const kScratchKernel = "scratch_spill";
const char* const kCallKernel = "noinline_call";

std::vector<std::string> kernel_names() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(kSrc))
    if (e.path().extension() == ".cl")
      names.push_back(e.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

// "-O0".."-O3" from the first line `// opt: -ON` (default -O2), as vectors/CMakeLists.txt does.
std::string declared_opt(const std::string& name) {
  std::ifstream f(kSrc / (name + ".cl"));
  std::string line;
  std::getline(f, line);
  std::smatch m;
  if (std::regex_search(line, m, std::regex("^// opt: (-O[0-3])")))
    return m[1];
  return "-O2";
}

std::string run(const std::string& cmd) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p)
    return out;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0)
    out.append(buf.data(), n);
  pclose(p);
  return out;
}

std::string disassemble(const fs::path& co) {
  return run("llvm-objdump-14 -d --mcpu=gfx803 '" + co.string() + "' 2>&1");
}

// Mnemonics of the instruction lines of an llvm-objdump listing, encoding suffix stripped.
std::vector<std::string> mnemonics(const std::string& listing) {
  std::vector<std::string> out;
  static const std::regex line_re("^\\t([a-z_0-9]+)");
  static const std::regex suffix_re("_(e32|e64|sdwa|dpp)$");
  size_t pos = 0;
  while (pos < listing.size()) {
    size_t end = listing.find('\n', pos);
    if (end == std::string::npos)
      end = listing.size();
    std::string line = listing.substr(pos, end - pos);
    std::smatch m;
    if (std::regex_search(line, m, line_re))
      out.push_back(std::regex_replace(m[1].str(), suffix_re, ""));
    pos = end + 1;
  }
  return out;
}

bool is_float_op(const std::string& mn) {
  static const std::regex re("^v_.*_f(16|32|64)(_|$)");
  return std::regex_search(mn, re);
}

LaunchSpec load_spec(const std::string& name) {
  // The copy beside the code objects, so "code_object" resolves to the built file.
  return gcn::parse_launch_spec((kOut / (name + ".json")).string());
}

}  // namespace

TEST_CASE("size and integer-only share", "[corpus]") {
  auto names = kernel_names();
  CHECK(names.size() >= 28);
  size_t integer_only = 0;
  for (const Reference& r : gcn::corpus::all_references())
    integer_only += r.integer_only;
  CHECK(integer_only >= 14);
}

TEST_CASE("every kernel has a spec and a reference, and vice versa", "[corpus]") {
  auto names = kernel_names();
  std::set<std::string> name_set(names.begin(), names.end());
  for (const auto& name : names) {
    INFO(name);
    CHECK(fs::exists(kSrc / (name + ".json")));
    CHECK(gcn::corpus::find_reference(name) != nullptr);
  }
  for (const auto& e : fs::directory_iterator(kSrc))
    if (e.path().extension() == ".json") {
      INFO(e.path().string());
      CHECK(name_set.count(e.path().stem().string()) == 1);
    }
  std::set<std::string> seen;
  for (const Reference& r : gcn::corpus::all_references()) {
    INFO(r.kernel);
    CHECK(name_set.count(r.kernel) == 1);
    CHECK(seen.insert(r.kernel).second);
    CHECK(r.expect != nullptr);
    CHECK((r.property != nullptr) == !r.property_args.empty());
  }
}

TEST_CASE("code objects built at the declared and all four -O levels", "[corpus]") {
  for (const auto& name : kernel_names()) {
    INFO(name << " (declared " << declared_opt(name) << ")");
    CHECK(fs::exists(kOut / (name + ".co")));
    CHECK(fs::exists(kOut / (name + ".json")));
    for (int level = 0; level <= 3; ++level) {
      INFO("-O" << level);
      CHECK(fs::exists(kOut / (name + "-O" + std::to_string(level) + ".co")));
    }
  }
}

TEST_CASE("every spec parses and names its kernel", "[corpus]") {
  for (const auto& name : kernel_names()) {
    INFO(name);
    LaunchSpec spec;
    REQUIRE_NOTHROW(spec = load_spec(name));
    CHECK(spec.kernel == name);
    CHECK(fs::path(spec.code_object).filename() == name + ".co");
    CHECK(fs::exists(spec.code_object));
    uint64_t items = uint64_t(spec.grid[0]) * spec.grid[1] * spec.grid[2];
    CHECK(items >= 64);
    CHECK(items <= 4096);
    for (int d = 0; d < 3; ++d)
      CHECK(spec.grid[d] % spec.workgroup[d] == 0);
    bool has_output = false;
    for (const auto& b : spec.buffers) {
      CHECK(b.init.size() == b.bytes);
      CHECK(b.bytes <= 16384);
      has_output |= !b.output.empty();
    }
    CHECK(has_output);
  }
}

TEST_CASE("references run on the specs and accept their own expectation", "[corpus]") {
  for (const auto& name : kernel_names()) {
    INFO(name);
    const Reference* ref = gcn::corpus::find_reference(name);
    REQUIRE(ref != nullptr);
    LaunchSpec spec = load_spec(name);
    Buffers initial = gcn::corpus::initial_contents(spec);
    Buffers expected;
    REQUIRE_NOTHROW(expected = ref->expect(spec, initial));
    // Every output buffer is either expected or checked by the property.
    for (const auto& b : spec.buffers) {
      if (b.output.empty() || expected.count(b.name))
        continue;
      bool by_property = false;
      for (int a : ref->property_args)
        by_property |= spec.args[a].kind == gcn::ArgSpec::Kind::Buffer &&
                       spec.args[a].buffer == b.name;
      CHECK(by_property);
    }
    if (ref->property)
      continue;  // the property needs real outputs
    CHECK(gcn::corpus::check(*ref, spec, initial, expected) == "");
    // A flipped bit in any expected buffer is reported, naming the buffer.
    for (const auto& [buf, bytes] : expected) {
      if (bytes.empty())
        continue;
      Buffers bad = expected;
      bad[buf][bytes.size() / 2] ^= 0x40;
      std::string err = gcn::corpus::check(*ref, spec, initial, bad);
      CHECK(err.find("'" + buf + "'") != std::string::npos);
    }
  }
}

TEST_CASE("integer-only kernels contain no float instructions", "[corpus]") {
  for (const Reference& r : gcn::corpus::all_references()) {
    if (!r.integer_only)
      continue;
    for (const char* suffix : {"", "-O0", "-O1", "-O2", "-O3"}) {
      fs::path co = kOut / (r.kernel + suffix + ".co");
      INFO(co.string());
      REQUIRE(fs::exists(co));
      auto mns = mnemonics(disassemble(co));
      REQUIRE(!mns.empty());
      for (const auto& mn : mns) {
        if (!is_float_op(mn))
          continue;
        bool allowed = std::find(r.allowed_float_ops.begin(), r.allowed_float_ops.end(), mn) !=
                       r.allowed_float_ops.end();
        INFO("float instruction " << mn);
        CHECK(allowed);
      }
    }
  }
}

TEST_CASE("float classification of a few known mnemonics", "[corpus]") {
  CHECK(is_float_op("v_add_f32"));
  CHECK(is_float_op("v_cvt_f32_u32"));
  CHECK(is_float_op("v_cvt_f32_ubyte0"));
  CHECK(is_float_op("v_cmp_class_f64"));
  CHECK(is_float_op("v_cvt_f16_f32"));
  CHECK_FALSE(is_float_op("v_add_u32"));
  CHECK_FALSE(is_float_op("v_mul_u32_u24"));
  CHECK_FALSE(is_float_op("s_buffer_load_dword"));
  auto m = mnemonics("0000000000001700 <k>:\n\tv_add_f32_e32 v0, v1, v2 // x\n"
                     "\ts_endpgm // y\n");
  REQUIRE(m.size() == 2);
  CHECK(m[0] == "v_add_f32");
  CHECK(m[1] == "s_endpgm");
}

TEST_CASE("the scratch kernel really uses the private segment", "[corpus]") {
  fs::path co = kOut / (std::string(kScratchKernel) + declared_opt(kScratchKernel) + ".co");
  INFO(co.string());
  REQUIRE(fs::exists(co));
  std::string listing = disassemble(co);
  // Scratch is reached through the private segment buffer resource in s[0:3].
  std::regex store("buffer_store_dword[^\\n]*s\\[0:3\\]");
  std::regex load("buffer_load_dword[^\\n]*s\\[0:3\\]");
  CHECK(std::regex_search(listing, store));
  CHECK(std::regex_search(listing, load));
  std::string notes = run("llvm-readelf-14 --notes '" + co.string() + "' 2>&1");
  std::smatch m;
  REQUIRE(std::regex_search(notes, m, std::regex("\\.private_segment_fixed_size:\\s+([0-9]+)")));
  CHECK(std::stoul(m[1]) >= 256);  // the whole uint tmp[64]
}

TEST_CASE("the call kernel really calls a function", "[corpus]") {
  fs::path co = kOut / (std::string(kCallKernel) + declared_opt(kCallKernel) + ".co");
  INFO(co.string());
  REQUIRE(fs::exists(co));
  auto mns = mnemonics(disassemble(co));
  CHECK(std::count(mns.begin(), mns.end(), "s_swappc_b64") >= 1);
  CHECK(std::count(mns.begin(), mns.end(), "s_setpc_b64") >= 1);
}
