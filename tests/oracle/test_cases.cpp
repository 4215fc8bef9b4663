// The oracle's committed regression cases (tests/oracle/cases/, listed in cases.txt): reduced
// kernels of bugs the oracle found, each with its launch spec. Status `fixed`: golden must equal
// PoCL. Status `open`: the bug is not fixed on this branch and the case must still fail the way
// it was found -- when a fix lands this test fails, and the case's status becomes `fixed`.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "harness/oracle/runner.h"

using namespace gcn::oracle;
namespace fs = std::filesystem;

namespace {

struct Case {
  std::string name, status, engine;
  int level = 2;
};

std::vector<Case> cases() {
  std::ifstream in(std::string(GCN_SOURCE_DIR) + "/tests/oracle/cases/cases.txt");
  std::vector<Case> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream f(line);
    Case c;
    f >> c.name >> c.level >> c.engine >> c.status;
    out.push_back(c);
  }
  return out;
}

// Copies the case into the build tree (its code object is built there) and runs it.
LevelResult run_case(const Case& c) {
  const fs::path src = fs::path(GCN_SOURCE_DIR) / "tests/oracle/cases" / c.name;
  const fs::path dst = fs::path(GCN_BINARY_DIR) / "tests/oracle/cases" / c.name;
  fs::create_directories(dst);
  for (const char* f : {"kernel.cl", "spec.json"})
    fs::copy_file(src / f, dst / f, fs::copy_options::overwrite_existing);
  RunConfig cfg;
  cfg.engine = c.engine;
  return check_saved((dst / "kernel.cl").string(), (dst / "spec.json").string(), c.level, cfg);
}

}  // namespace

TEST_CASE("oracle regression cases: fixed bugs stay fixed, open bugs still reproduce", "[oracle][cases]") {
  const std::vector<Case> all = cases();
  REQUIRE(!all.empty());
  for (const Case& c : all) {
#ifndef GCN_HAVE_RTL
    if (c.engine == "lockstep") continue;
#endif
    const LevelResult r = run_case(c);
    INFO(c.name << " -O" << c.level << " " << c.engine << " (" << c.status << "): " << outcome_name(r.outcome) << " "
                 << r.detail);
    if (c.status == "fixed") CHECK(r.outcome == Outcome::Pass);
    else CHECK(r.outcome != Outcome::Pass);  // fixed now? change its status in cases.txt to `fixed`
  }
}
