// The shrinker: with an injected RTL bug (the vxor_result mutant of tests/mutants: v_xor_b32
// results flip bit 0 of lane 5), a random program that diverges shrinks to a program of under
// 20 instructions that still diverges on the same field. Run by the CTest "random: shrink a
// mutant's divergence" (labels random, mutants), which passes the mutant driver (gcn_mutant) in
// GCN_MUTANT_DRIVER.
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include "harness/random/artifacts.h"
#include "harness/random/program.h"
#include "harness/random/shrink.h"

using namespace gcn::rnd;

namespace {

// The mutant driver prints "<spec>: caught:" and the report when it sees a divergence.
Oracle mutant_oracle(const std::string& driver) {
  return [driver](const std::string& spec) {
    RunResult r;
    const int rc = run_command(fmt::format("'{}' --mutant vxor_result '{}'", driver, spec), &r.output);
    const size_t at = r.output.find(": caught:\n");
    r.ok = at == std::string::npos;
    if (!r.ok && rc == 0) {
      r.report = r.output.substr(at + 10);
      r.first_line = r.report.substr(0, r.report.find('\n'));
      const std::string pfx = "gcn-cosim: error: ";
      if (r.first_line.rfind(pfx, 0) == 0) r.first_line = r.first_line.substr(pfx.size());
      r.divergence = !divergence_field(r.first_line).empty();
    }
    return r;
  };
}

}  // namespace

TEST_CASE("a random program diverging on an injected RTL bug shrinks to under 20 instructions", "[.shrink]") {
  const char* driver = std::getenv("GCN_MUTANT_DRIVER");
  REQUIRE(driver != nullptr);
  const auto dir = (std::filesystem::temp_directory_path() / fmt::format("gcn-shrink-{}", getpid())).string();
  const Oracle oracle = mutant_oracle(driver);
  Config c;
  c.length = 80;
  const Plan plan = generate_plan(5, c);
  const Artifacts a = write_program(plan, dir + "/orig");
  const RunResult orig = oracle(a.spec);
  INFO(orig.output);
  REQUIRE(orig.divergence);
  const ShrinkResult s = shrink(plan, oracle, dir + "/shrunk", std::string(driver) + " {spec}");
  INFO(s.report);
  WARN(fmt::format("shrunk {} -> {} instructions in {} runs", s.before, s.after, s.runs));
  CHECK(s.after < 20);
  CHECK(s.after < s.before);
  // the minimal program still diverges on the same field, and its files are all there
  const RunResult again = oracle(s.spec);
  CHECK(divergence_field(again.first_line) == divergence_field(orig.first_line));
  for (const char* f : {"prog.s", "prog.co", "spec.json", "report.txt", "repro.txt"})
    CHECK(std::filesystem::exists(dir + "/shrunk/" + f));
}
