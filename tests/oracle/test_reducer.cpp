// The reducer against an injected mismatch: PoCL runs the kernel with popcount() replaced by
// clz(), so the outputs differ exactly while a popcount that matters survives. The reduced
// kernel must be much smaller, still mismatch, keep a popcount, and -- against the true
// reference -- run cleanly with golden equal to PoCL (well-defined, nothing uninitialised).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>

#include <fmt/format.h>

#include "harness/oracle/reduce.h"
#include "harness/oracle/runner.h"

using namespace gcn::oracle;

namespace {

std::string wrong_reference(const std::string& src) {
  return std::regex_replace(src, std::regex("popcount\\("), "clz(");
}

}  // namespace

TEST_CASE("the reducer shrinks an injected mismatch and the result still mismatches and is well-defined",
          "[oracle][reducer]") {
  const std::string dir = fmt::format("{}/tests/oracle/out/reducer", GCN_BINARY_DIR);
  std::filesystem::remove_all(dir);
  RunConfig wrong;
  wrong.reference_source = wrong_reference;
  wrong.reduce_seconds = 90;
  // The first seed whose kernel has a popcount that changes the outputs at -O1.
  Kernel k;
  LevelResult first;
  uint64_t seed = 1;
  for (; seed < 60; ++seed) {
    k = generate(seed);
    if (print(k).find("popcount(") == std::string::npos) continue;
    const std::string spec = build_level(k, dir + "/probe", 1);
    first = check_level(spec, 1, wrong, reference_outputs(k, spec, wrong));
    if (first.outcome == Outcome::Mismatch) break;
  }
  REQUIRE(first.outcome == Outcome::Mismatch);
  INFO("seed " << seed);

  const Kernel red = reduce_failure(k, 1, Outcome::Mismatch, dir, wrong, first.detail);
  CHECK(kernel_size(red) * 3 < kernel_size(k));
  CHECK(print(red).find("popcount(") != std::string::npos);
  const std::string cl = dir + "/reduced/kernel.cl", spec = dir + "/reduced/O1.json";
  CHECK(check_saved(cl, spec, 1, wrong).outcome == Outcome::Mismatch);
  RunConfig right;
  const LevelResult truth = check_saved(cl, spec, 1, right);
  INFO(truth.detail);
  CHECK(truth.outcome == Outcome::Pass);
  std::ifstream report(dir + "/report.txt");
  CHECK(report.good());
}
