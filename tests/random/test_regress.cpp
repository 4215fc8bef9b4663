// The regression runner: shards partition the ordered runs exactly; JUnit parses with an
// independent XML parser (python3 xml.etree) and carries the first report line of a failure;
// shards run as separate processes and merged give the report of one run.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include "harness/random/artifacts.h"
#include "harness/regress/suite.h"

using namespace gcn;

namespace {

std::string tmpdir(const std::string& name) {
  const auto d = std::filesystem::temp_directory_path() / fmt::format("gcn-regress-{}-{}", getpid(), name);
  std::filesystem::remove_all(d);
  std::filesystem::create_directories(d);
  return d.string();
}

std::string slurp(const std::string& path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

int sh(const std::string& cmd, std::string* out = nullptr) {
  std::string o;
  const int rc = rnd::run_command(cmd, &o);
  if (out) *out = o;
  return rc;
}

const std::string kCosim = GCN_COSIM;
const std::string kSuite = std::string(GCN_BINARY_DIR) + "/vectors/suite.json";

}  // namespace

TEST_CASE("shards partition the ordered runs exactly: union is everything, shards are disjoint", "[regress]") {
  SuiteOptions o;
  o.suite = kSuite;
  o.random = 7;
  o.seed = 100;
  o.self = kCosim;
  const auto all = expand_runs(o);
  REQUIRE(all.size() > 30);
  CHECK(expand_runs(o).size() == all.size());  // deterministic
  for (unsigned n : {1u, 2u, 3u, 5u}) {
    std::multiset<std::string> seen;
    for (unsigned i = 0; i < n; ++i)
      for (const RegressRun& r : select_shard(all, fmt::format("{}/{}", i, n))) seen.insert(r.id);
    INFO("n = " << n);
    CHECK(seen.size() == all.size());
    for (const RegressRun& r : all) CHECK(seen.count(r.id) == 1);
  }
  CHECK_THROWS_WITH(select_shard(all, "2/2"), Catch::Contains("0 <= i < n"));
  CHECK_THROWS_WITH(select_shard(all, "a/b"), Catch::Contains("expected i/n"));
}

// A suite run's "mem_latency" reaches the child's command line and its id (so one kernel may run
// at several latencies), and a bad one is the suite file's error, before anything runs.
TEST_CASE("a suite run's mem_latency goes into the run's command and id", "[regress]") {
  const std::string d = tmpdir("latency");
  const std::string spec = std::string(GCN_BINARY_DIR) + "/vectors/kernels/vec_int.json";
  auto suite = [&](const std::string& run) {
    std::ofstream(d + "/suite.json") << fmt::format(R"({{"name": "t", "runs": [{}]}})", run);
    SuiteOptions o;
    o.suite = d + "/suite.json";
    o.self = kCosim;
    return o;
  };
  const auto runs = expand_runs(suite(fmt::format(
      R"({{"specs": "{}", "engine": "lockstep"}}, {{"specs": "{}", "engine": "lockstep", "mem_latency": "100:300"}})",
      spec, spec)));
  REQUIRE(runs.size() == 2);
  CHECK(runs[0].id == "vec_int/lockstep/seed1");
  CHECK(runs[0].command.find("--mem-latency") == std::string::npos);
  CHECK(runs[1].id == "vec_int/lockstep/seed1/latency100-300");
  CHECK(runs[1].command.find(" --mem-latency 100:300") != std::string::npos);
  CHECK_THROWS_WITH(expand_runs(suite(fmt::format(R"({{"specs": "{}", "mem_latency": "9:3"}})", spec))),
                    Catch::Contains("memory latency '9:3' is out of range"));
  CHECK_THROWS_WITH(expand_runs(suite(fmt::format(R"({{"specs": "{}", "mem_latency": [2, 9]}})", spec))),
                    Catch::Contains("'mem_latency' must be a string"));
  CHECK_THROWS_WITH(
      expand_runs(suite(fmt::format(R"({{"specs": "{}", "engine": "golden", "mem_latency": "2:9"}})", spec))),
      Catch::Contains("needs an RTL engine"));
}

TEST_CASE("regress writes JUnit that an XML parser reads, one testcase per run, failure message = first report line",
          "[regress]") {
  const std::string d = tmpdir("junit");
  // A suite with one good kernel and one spec naming a kernel the code object does not have.
  std::string spec = slurp(std::string(GCN_BINARY_DIR) + "/vectors/kernels/vec_int.json");
  spec = std::regex_replace(spec, std::regex(R"("kernel"\s*:\s*"vec_int")"), R"("kernel": "no_such_kernel<&>")");
  spec = std::regex_replace(spec, std::regex(R"("code_object"\s*:\s*")"),
                            std::string(R"("code_object": ")") + GCN_BINARY_DIR + "/vectors/kernels/");
  std::filesystem::create_directories(d + "/k");
  std::ofstream(d + "/k/broken.json") << spec;
  std::ofstream(d + "/suite.yaml") << "name: t\nruns:\n  - specs: k/*.json\n    engine: golden\n";
  std::string out;
  const int rc = sh(fmt::format("'{}' regress '{}/suite.yaml' --random 2 --engine golden -j 2 --out '{}/w' "
                                "--junit '{}/j.xml' --html '{}/h'", kCosim, d, d, d, d), &out);
  INFO(out);
  CHECK(rc != 0);  // a run failed
  const std::string py = fmt::format(
      "import xml.etree.ElementTree as E; r=E.parse('{}/j.xml').getroot(); "
      "c=r.findall('.//testcase'); f=r.findall('.//failure'); "
      "print(len(c), len(f), f[0].get('message'))", d);
  REQUIRE(sh(fmt::format("python3 -c \"{}\"", py), &out) == 0);
  CHECK_THAT(out, Catch::StartsWith("3 1 ") && Catch::Contains("no_such_kernel<&>"));  // escaped and read back
  const std::string first_err = slurp(d + "/w/logs/0.err");
  CHECK_THAT(out, Catch::Contains(first_err.substr(18, first_err.find('\n') - 18)));  // after "gcn-cosim: error: "
  CHECK_THAT(slurp(d + "/h/index.html"), Catch::Contains("no_such_kernel") && Catch::Contains("reproduce:"));
}

TEST_CASE("two shards run as separate processes and merged give the same JUnit and HTML as one run", "[regress]") {
  const std::string d = tmpdir("merge");
  const std::string common = fmt::format("'{}' regress --random 5 --seed 11 --engine golden", kCosim);
  REQUIRE(sh(fmt::format("{} -j 2 --out '{}/one' --junit '{}/one.xml' --html '{}/one-html'", common, d, d, d)) == 0);
  for (int i = 0; i < 2; ++i)
    REQUIRE(sh(fmt::format("{} --shard {}/2 --out '{}/s{}'", common, i, d, i)) == 0);
  REQUIRE(sh(fmt::format("'{}' regress merge '{}/s1' '{}/s0' --junit '{}/m.xml' --html '{}/m-html'", kCosim, d, d, d, d)) == 0);
  const std::regex times(R"( time="[0-9.]+")");
  const std::string one = std::regex_replace(slurp(d + "/one.xml"), times, "");
  const std::string merged = std::regex_replace(slurp(d + "/m.xml"), times, "");
  CHECK(one.find("seed15") != std::string::npos);
  CHECK(one == merged);
  CHECK(slurp(d + "/one-html/index.html") == slurp(d + "/m-html/index.html"));
  // a missing shard is an error, not a smaller report
  std::string out;
  CHECK(sh(fmt::format("'{}' regress merge '{}/s0' --junit '{}/x.xml'", kCosim, d, d), &out) != 0);
  CHECK_THAT(out, Catch::Contains("is in no shard"));
}

TEST_CASE("the same seed gives the same program and the same RTL cycle count in lockstep", "[regress]") {
  if (!GCN_TEST_HAVE_RTL) return;  // this build has no RTL model
  const std::string d = tmpdir("determinism");
  std::string out[2];
  for (int i = 0; i < 2; ++i)
    REQUIRE(sh(fmt::format("'{}' random --seed 4 --out '{}/r{}' --engine lockstep", kCosim, d, i), &out[i]) == 0);
  const std::regex cycles(R"(, (\d+) cycles,)");
  std::smatch m0, m1;
  REQUIRE(std::regex_search(out[0], m0, cycles));
  REQUIRE(std::regex_search(out[1], m1, cycles));
  CHECK(m0[1] == m1[1]);
  CHECK(slurp(d + "/r0/prog.s") == slurp(d + "/r1/prog.s"));
  CHECK(slurp(d + "/r0/mem.bin") == slurp(d + "/r1/mem.bin"));
}
