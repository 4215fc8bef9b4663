// Every corpus kernel, at its declared optimisation level and at -O0..-O3, runs on the golden
// engine and its outputs equal the independent host reference.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "tests/corpus/reference.h"

namespace fs = std::filesystem;
using namespace gcn;

namespace {

std::vector<std::string> corpus_specs() {
  std::vector<std::string> specs;
  for (const auto& e : fs::directory_iterator(fs::path(GCN_BINARY_DIR) / "vectors" / "kernels"))
    if (e.path().extension() == ".json") specs.push_back(e.path().string());
  std::sort(specs.begin(), specs.end());
  return specs;
}

// Runs `spec` with `code_object` on the golden engine; "" when the outputs match the reference.
std::string run_and_check(LaunchSpec spec, const std::string& code_object) {
  const corpus::Reference* ref = corpus::find_reference(spec.kernel);
  if (!ref) return "no host reference for kernel " + spec.kernel;
  spec.code_object = code_object;
  const corpus::Buffers initial = corpus::initial_contents(spec);
  SpecSession session(spec);
  try {
    session.device().launch(session.code_object(), session.launch());
  } catch (const Error& e) {
    return fmt::format("{}: {}", fs::path(code_object).filename().string(), e.what());
  }
  corpus::Buffers actual;
  for (const BufferSpec& b : spec.buffers)
    if (!b.output.empty()) actual[b.name] = session.buffer(b.name);
  const std::string err = corpus::check(*ref, spec, initial, actual);
  return err.empty() ? "" : fmt::format("{}: {}", fs::path(code_object).filename().string(), err);
}

// The level the kernel's .cl declares on its first line (`// opt: -O3`), -O2 when it does not
// (vectors/CMakeLists.txt applies the same rule).
int declared_level(const std::string& kernel) {
  std::ifstream in(fmt::format("{}/vectors/kernels/{}.cl", GCN_SOURCE_DIR, kernel));
  std::string first;
  std::getline(in, first);
  const std::string tag = "// opt: -O";
  return first.rfind(tag, 0) == 0 && first.size() > tag.size() ? first[tag.size()] - '0' : 2;
}

std::string v2_object(const LaunchSpec& spec, int level) {
  return fs::path(spec.code_object).replace_filename(fmt::format("{}-v2-O{}.co", spec.kernel, level)).string();
}

}  // namespace

TEST_CASE("every corpus kernel built as code object v2 matches its host reference at its declared level",
          "[corpus][golden][v2]") {
  for (const std::string& path : corpus_specs()) {
    const LaunchSpec spec = parse_launch_spec(path);
    const std::string co = v2_object(spec, declared_level(spec.kernel));
    INFO(co);
    REQUIRE(CodeObject::load(co).version() == 2);
    CHECK(run_and_check(spec, co) == "");
  }
}

TEST_CASE("every corpus kernel built as code object v2 matches its host reference at -O0 to -O3",
          "[.v2long]") {
  for (const std::string& path : corpus_specs()) {
    const LaunchSpec spec = parse_launch_spec(path);
    for (int level = 0; level <= 3; ++level) {
      const std::string co = v2_object(spec, level);
      INFO(co);
      CHECK(run_and_check(spec, co) == "");
    }
  }
}

TEST_CASE("every corpus kernel matches its host reference at its declared level", "[corpus][golden]") {
  const auto specs = corpus_specs();
  REQUIRE(specs.size() >= 25);
  for (const std::string& path : specs) {
    const LaunchSpec spec = parse_launch_spec(path);
    INFO(path);
    CHECK(run_and_check(spec, spec.code_object) == "");
  }
}

TEST_CASE("every corpus kernel matches its host reference at -O0 to -O3", "[corpus][golden]") {
  for (const std::string& path : corpus_specs()) {
    const LaunchSpec spec = parse_launch_spec(path);
    for (int level = 0; level <= 3; ++level) {
      const std::string co = fs::path(spec.code_object).replace_filename(fmt::format("{}-O{}.co", spec.kernel, level)).string();
      INFO(co);
      CHECK(run_and_check(spec, co) == "");
    }
  }
}

TEST_CASE("a corrupted output is caught by the reference check", "[corpus]") {
  // The check itself must be able to fail: flip one output byte of a real run.
  const LaunchSpec spec = parse_launch_spec(fmt::format("{}/vectors/kernels/lds_reduce.json", GCN_BINARY_DIR));
  const corpus::Reference* ref = corpus::find_reference(spec.kernel);
  REQUIRE(ref);
  const corpus::Buffers initial = corpus::initial_contents(spec);
  SpecSession session(spec);
  session.device().launch(session.code_object(), session.launch());
  corpus::Buffers actual;
  for (const BufferSpec& b : spec.buffers)
    if (!b.output.empty()) actual[b.name] = session.buffer(b.name);
  REQUIRE(corpus::check(*ref, spec, initial, actual) == "");
  actual.begin()->second[0] ^= 1;
  CHECK(corpus::check(*ref, spec, initial, actual) != "");
}
