// The random program generator: every program assembles (llvm-mc-14 is the syntax oracle)
// and runs on the golden model with no program hazard, no memory fault and no unimplemented
// instruction; generation is deterministic per seed; configs are checked.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "harness/random/artifacts.h"
#include "harness/random/catalog.h"
#include "harness/random/program.h"

using namespace gcn;
using namespace gcn::rnd;

namespace {

std::string tmpdir(const std::string& name) {
  const auto d = std::filesystem::temp_directory_path() / fmt::format("gcn-random-{}-{}", getpid(), name);
  std::filesystem::create_directories(d);
  return d.string();
}

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Generates, assembles and runs seeds [first, first + n) on golden; returns the failures.
std::vector<std::string> run_golden(uint64_t first, uint64_t n, const Config& cfg, const std::string& dir) {
  std::vector<std::string> bad;
  for (uint64_t s = first; s < first + n; ++s) {
    try {
      const Artifacts a = write_program(generate_plan(s, cfg), dir);
      SpecSession session(parse_launch_spec(a.spec));
      RunOptions o;  // hazards are errors
      session.device().launch(session.code_object(), session.launch(), o);
    } catch (const Error& e) {
      bad.push_back(fmt::format("seed {}: {}", s, e.what()));
    }
  }
  return bad;
}

Config small(Target t) {
  Config c;
  c.target = t;
  c.length = 60;
  return c;
}

}  // namespace

TEST_CASE("random RTL-target programs assemble and run on golden without hazard, fault or unimplemented", "[random]") {
  const auto bad = run_golden(1, 150, small(Target::Rtl), tmpdir("rtl"));
  for (const auto& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
}

TEST_CASE("random golden-target programs (floats, DPP, VOP3 modifiers) assemble and run on golden", "[random]") {
  const auto bad = run_golden(1001, 100, small(Target::Golden), tmpdir("golden"));
  for (const auto& b : bad) UNSCOPED_INFO(b);
  CHECK(bad.empty());
}

TEST_CASE("random programs with one wave, four waves and a partial wave run on golden", "[random]") {
  Config c = small(Target::Rtl);
  for (auto [waves, groups, partial] : {std::tuple{1u, 3u, 0u}, {4u, 1u, 0u}, {2u, 2u, 17u}}) {
    c.waves = waves;
    c.groups = groups;
    c.partial_lanes = partial;
    const auto bad = run_golden(2000 + waves * 100, 20, c, tmpdir("shape"));
    for (const auto& b : bad) UNSCOPED_INFO(b);
    CHECK(bad.empty());
  }
}

TEST_CASE("thousands of random programs run on golden without hazard or fault", "[.long]") {
  for (Target t : {Target::Rtl, Target::Golden}) {
    Config c;
    c.target = t;
    const auto bad = run_golden(t == Target::Rtl ? 100000 : 200000, 1500, c, tmpdir("long"));
    for (const auto& b : bad) UNSCOPED_INFO(b);
    CHECK(bad.empty());
  }
}

TEST_CASE("the same seed and config give the same program, another seed another", "[random]") {
  const Config c = small(Target::Rtl);
  const std::string a = lower(generate_plan(42, c)), b = lower(generate_plan(42, c)), d = lower(generate_plan(43, c));
  CHECK(a == b);
  CHECK(a != d);
  // consecutive seeds are not shifted copies of one random sequence
  CHECK(a.substr(a.find("rand:")) != d.substr(d.find("rand:")));
}

TEST_CASE("random RTL-target programs use only instructions the RTL executes", "[random]") {
  for (const Entry& e : catalog(Target::Rtl)) {
    INFO(e.text);
    CHECK(rtl_executes(base_mnemonic(e.text)));
    CHECK_FALSE(e.implicit & kGoldenOnly);
  }
  CHECK(catalog(Target::Golden).size() > catalog(Target::Rtl).size());
}

TEST_CASE("a register read before its load is waited for is caught by golden (the check can fail)", "[random]") {
  // Remove every s_waitcnt after the prologue of a program with loads: golden must report a
  // program hazard, so the validity test above is able to fail.
  const std::string dir = tmpdir("hazard");
  Config c = small(Target::Rtl);
  c.weights = {{"valu", 5}, {"flat_load", 5}, {"ds", 3}};
  const Artifacts a = write_program(generate_plan(7, c), dir);
  std::string src = slurp(a.source), out;
  size_t pos = src.find("s_barrier");
  REQUIRE(pos != std::string::npos);
  for (size_t p; (p = src.find("  s_waitcnt", pos)) != std::string::npos;) src.erase(p, src.find('\n', p) - p + 1);
  std::ofstream(a.source) << src;
  REQUIRE(run_command(fmt::format("llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=gfx803 -filetype=obj {0} -o {0}.o && "
                                  "ld.lld-14 -shared {0}.o -o {1}", a.source, a.code_object), &out) == 0);
  SpecSession session(parse_launch_spec(a.spec));
  RunOptions o;
  CHECK_THROWS_WITH(session.device().launch(session.code_object(), session.launch(), o),
                    Catch::Contains("hazard"));
}

TEST_CASE("a config file sets length, shape and weights, and unknown keys are errors", "[random]") {
  const std::string dir = tmpdir("config");
  std::ofstream(dir + "/c.yaml") << "length: 30\nwaves: 4\ngroups: 1\ntarget: golden\nweights:\n  dpp: 20\n";
  const Config c = load_config(dir + "/c.yaml");
  CHECK(c.length == 30);
  CHECK(c.waves == 4);
  CHECK(c.target == Target::Golden);
  CHECK(c.weights.at("dpp") == 20);
  std::ofstream(dir + "/bad.json") << R"({"lenght": 30})";
  CHECK_THROWS_WITH(load_config(dir + "/bad.json"), Catch::Contains("unknown key 'lenght'"));
  std::ofstream(dir + "/badw.json") << R"({"weights": {"vopx": 1}})";
  CHECK_THROWS_WITH(load_config(dir + "/badw.json"), Catch::Contains("unknown instruction class 'vopx'"));
  std::ofstream(dir + "/badwaves.json") << R"({"waves": 3})";
  CHECK_THROWS_WITH(load_config(dir + "/badwaves.json"), Catch::Contains("waves"));
}
