// The RTL-executable corpus kernels (vectors/kernels/lockstep.txt) built as code object v2
// (<name>-v2-O<level>.co: amd_kernel_code_t header, YAML metadata) run in lockstep through the
// command line, `gcn-cosim run SPEC --engine lockstep --code-object X-v2-O<level>.co`: the v2
// loader feeds the unchanged dispatcher, golden and the RTL agree, and golden's outputs are those
// of the v3+ object at the same level (whose outputs tests/corpus checks against the host
// references).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "golden/api/spec_session.h"

namespace {

std::vector<std::string> lockstep_kernels() {
  std::ifstream in(std::string(GCN_SOURCE_DIR) + "/vectors/kernels/lockstep.txt");
  std::vector<std::string> k;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') k.push_back(line);
  return k;
}

int declared_level(const std::string& kernel) {
  std::ifstream in(fmt::format("{}/vectors/kernels/{}.cl", GCN_SOURCE_DIR, kernel));
  std::string first;
  std::getline(in, first);
  const std::string tag = "// opt: -O";
  return first.rfind(tag, 0) == 0 && first.size() > tag.size() ? first[tag.size()] - '0' : 2;
}

struct Cmd {
  int rc;
  std::string out;
};
Cmd run(const std::string& args) {
  const std::string cmd = fmt::format("{}/harness/gcn-cosim {} 2>&1", GCN_BINARY_DIR, args);
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  std::string out;
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  return {WEXITSTATUS(status), out};
}

std::string kernels_dir() { return fmt::format("{}/vectors/kernels", GCN_BINARY_DIR); }

// The bytes of every output buffer golden writes for `kernel` run from `code_object`.
std::vector<std::vector<uint8_t>> golden_outputs(const std::string& kernel, const std::string& code_object) {
  gcn::LaunchSpec spec = gcn::parse_launch_spec(fmt::format("{}/{}.json", kernels_dir(), kernel));
  spec.code_object = code_object;
  gcn::SpecSession s(spec);
  s.device().launch(s.code_object(), s.launch());
  std::vector<std::vector<uint8_t>> out;
  for (const gcn::BufferSpec& b : spec.buffers)
    if (!b.output.empty()) out.push_back(s.buffer(b.name));
  return out;
}

Cmd lockstep(const std::string& kernel, const std::string& code_object) {
  return run(fmt::format("run {}/{}.json --engine lockstep --quiet --code-object {}", kernels_dir(), kernel,
                         code_object));
}

// The divergence's field with register numbers and values blanked ("vgpr vN"), so a v2 and a v4
// build (which may allocate other registers) can be compared.
std::string divergence_kind(const std::string& report) {
  std::smatch m;
  if (!std::regex_search(report, m, std::regex(R"(lockstep divergence: (.*?) at cycle)"))) return report;
  return std::regex_replace(m[1].str(), std::regex("[0-9]+"), "N");
}

// `v4_may_fail`: at a level the corpus does not declare, the v3+ build may hit a known defect
// (e.g. issue 9's empty-mask VALU write at -O1..-O3 collatz); then the v2 build must fail the
// same way, and the test says so. Otherwise both must match.
void check_v2_lockstep(const std::string& kernel, int level, bool v4_may_fail = false) {
  const std::string v2 = fmt::format("{}/{}-v2-O{}.co", kernels_dir(), kernel, level);
  const std::string v4 = fmt::format("{}/{}-O{}.co", kernels_dir(), kernel, level);
  INFO(v2);
  const Cmd r = lockstep(kernel, v2);
  if (r.rc != 0 && v4_may_fail) {
    const Cmd r4 = lockstep(kernel, v4);
    INFO(r.out);
    CHECK(r4.rc == r.rc);
    CHECK(divergence_kind(r4.out) == divergence_kind(r.out));
    WARN(fmt::format("{} and its v4 build both fail in lockstep: {}", v2, divergence_kind(r.out)));
  } else {
    CHECK(r.out == "");
    CHECK(r.rc == 0);
  }
  CHECK(golden_outputs(kernel, v2) == golden_outputs(kernel, v4));
}

}  // namespace

TEST_CASE("v2 builds of lockstep kernels match in lockstep through gcn-cosim run --code-object",
          "[lockstep][v2]") {
  // A sample covering dispatch ptr, dynamic LDS, private segment buffer + scratch, a call and
  // barriers; the whole list at every level is the [.long] case below.
  for (const char* kernel : {"vec_int", "dyn_local", "scratch_spill", "noinline_call", "bitonic_local"})
    check_v2_lockstep(kernel, declared_level(kernel));
}

TEST_CASE("v2 builds of every lockstep kernel at -O0..-O3 match in lockstep as their v4 builds do",
          "[.v2long]") {
  for (const std::string& kernel : lockstep_kernels())
    for (int level = 0; level <= 3; ++level) check_v2_lockstep(kernel, level, level != declared_level(kernel));
}
