// The port contract (verilator/port_contract.h) is the one source of the RTL/wrapper port facts:
// the checked-in generated files must equal the generator's output, and every mutant id must
// have a hook in the RTL.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "verilator/port_contract.h"
#include "verilator/port_contract_gen.h"

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// A scratch copy of the files the generator owns.
fs::path copy_artefacts() {
  const fs::path dir = fs::temp_directory_path() / fmt::format("gcn_port_contract_{}", ::getpid());
  fs::remove_all(dir);
  for (const gcn::port::Artefact& a : gcn::port::artefacts()) {
    fs::create_directories((dir / a.path).parent_path());
    fs::copy_file(fs::path(GCN_SOURCE_DIR) / a.path, dir / a.path);
  }
  return dir;
}

}  // namespace

TEST_CASE("the checked-in port-contract files equal gcn-cosim gen-port-contract output", "[rtl][contract]") {
  // Regenerate with: gcn-cosim gen-port-contract <source dir>
  const std::vector<std::string> stale = gcn::port::stale(GCN_SOURCE_DIR);
  INFO(fmt::format("{}", fmt::join(stale, "\n")));
  CHECK(stale.empty());
  const std::string cli = fmt::format("{}/harness/gcn-cosim gen-port-contract --check {}", GCN_BINARY_DIR, GCN_SOURCE_DIR);
  CHECK(std::system(cli.c_str()) == 0);
}

TEST_CASE("a hand edit of a generated port-contract line is reported stale and rewritten", "[rtl][contract]") {
  const fs::path dir = copy_artefacts();
  REQUIRE(gcn::port::stale(dir.string()).empty());
  // The retire beat RB_MEM changed by hand in the SV package only.
  std::string pkg = slurp(dir / "rtl/gcn_pkg.sv");
  const std::string line = "localparam logic [3:0] RB_MEM = 4'd5;";
  REQUIRE(pkg.find(line) != std::string::npos);
  pkg.replace(pkg.find(line), line.size(), "localparam logic [3:0] RB_MEM = 4'd6;");
  std::ofstream(dir / "rtl/gcn_pkg.sv", std::ios::binary | std::ios::trunc) << pkg;
  // A mutant dropped from the CMake list.
  std::string cm = slurp(dir / "tests/mutants/mutants.cmake");
  cm.erase(cm.find("  \"sgpr_index|7|\"\n"), std::string("  \"sgpr_index|7|\"\n").size());
  std::ofstream(dir / "tests/mutants/mutants.cmake", std::ios::binary | std::ios::trunc) << cm;
  const std::vector<std::string> stale = gcn::port::stale(dir.string());
  REQUIRE(stale.size() == 2);
  CHECK(stale[0].rfind("rtl/gcn_pkg.sv", 0) == 0);
  CHECK(stale[1].rfind("tests/mutants/mutants.cmake", 0) == 0);
  // The CLI check fails with one error line; writing repairs both.
  const std::string cli = fmt::format("{}/harness/gcn-cosim gen-port-contract --check {} 2>/dev/null", GCN_BINARY_DIR,
                                      dir.string());
  CHECK(std::system(cli.c_str()) != 0);
  CHECK(gcn::port::write(dir.string()).size() == 2);
  CHECK(gcn::port::stale(dir.string()).empty());
  CHECK(slurp(dir / "rtl/gcn_pkg.sv") == slurp(fs::path(GCN_SOURCE_DIR) / "rtl/gcn_pkg.sv"));
  fs::remove_all(dir);
}

TEST_CASE("every port-contract mutant has a hook in the RTL and every RTL hook is in the contract", "[rtl][contract]") {
  // A mutant without a hook cannot be caught (its self-test would be meaningless); a hook on an
  // id the contract does not list would never be built.
  std::set<std::string> used;
  const std::regex hook(R"(gcn_pkg::(Mut[A-Za-z0-9]+))");
  for (const auto& e : fs::directory_iterator(fs::path(GCN_SOURCE_DIR) / "rtl")) {
    if (e.path().extension() != ".sv") continue;
    const std::string text = slurp(e.path());
    for (std::sregex_iterator it(text.begin(), text.end(), hook), end; it != end; ++it) used.insert((*it)[1]);
  }
  std::set<std::string> listed;
  std::set<uint32_t> ids;
  for (const gcn::port::Mutant& m : gcn::port::kMutants) {
    listed.insert(m.sv);
    CHECK(ids.insert(m.id).second);
    if (m.id != 0) CHECK(used.count(m.sv) == 1);
  }
  for (const std::string& u : used) {
    INFO(u);
    CHECK(listed.count(u) == 1);
  }
}
