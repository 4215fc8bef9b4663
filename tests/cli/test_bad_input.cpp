// Bad input never crashes: `gcn-cosim run` prints one clear first line on stderr and exits 1.
// Each case runs the real binary on a real (or deliberately broken) code object and spec.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <fmt/format.h>
#include <unistd.h>

#include "tests/support/asm_kernel.h"

namespace fs = std::filesystem;

namespace {

struct Outcome {
  int exit_code = -1;   // -1: killed by a signal (a crash)
  std::string first_stderr_line;
};

fs::path scratch_dir() {
  const fs::path d = fs::temp_directory_path() / fmt::format("gcn-cli-{}", getpid());
  fs::create_directories(d);
  return d;
}

Outcome run_cli(const std::string& args) {
  const fs::path err = scratch_dir() / "stderr.txt";
  const std::string cmd = fmt::format("{}/harness/gcn-cosim {} >/dev/null 2>{}", GCN_BINARY_DIR, args, err.string());
  const int status = std::system(cmd.c_str());
  Outcome o;
  if (WIFEXITED(status)) o.exit_code = WEXITSTATUS(status);
  std::ifstream f(err);
  std::getline(f, o.first_stderr_line);
  return o;
}

std::string write_file(const std::string& name, const std::string& text) {
  const fs::path p = scratch_dir() / name;
  std::ofstream(p) << text;
  return p.string();
}

std::string corpus_co(const std::string& kernel) {
  return fmt::format("{}/vectors/kernels/{}.co", GCN_BINARY_DIR, kernel);
}

// A spec for the corpus kernel atomic_hist (data, bins, stats) with one field replaced.
std::string hist_spec(const std::string& name, const std::string& code_object, const std::string& grid = "[64,1,1]",
                      const std::string& args = R"([{"buffer":"data"},{"buffer":"bins"},{"buffer":"stats"}])",
                      const std::string& kernel = "atomic_hist") {
  return write_file(name, fmt::format(R"({{
    "code_object": "{}", "kernel": "{}", "grid": {}, "workgroup": [64,1,1],
    "buffers": {{"data": {{"bytes": 1024}}, "bins": {{"bytes": 64}}, "stats": {{"bytes": 16}}}},
    "args": {} }})", code_object, kernel, grid, args));
}

// A spec running an assembled kernel body (one buffer argument, 64 work-items).
std::string asm_spec(const std::string& name, const std::string& body) {
  const std::string co = gcn::test::assemble_kernel(body);
  return write_file(name, fmt::format(R"({{"code_object": "{}", "kernel": "k", "grid": [64,1,1],
    "workgroup": [64,1,1], "buffers": {{"buf": {{"bytes": 256}}}}, "args": [{{"buffer": "buf"}}]}})", co));
}

void expect_error(const Outcome& o, const std::string& phrase) {
  INFO("stderr: " << o.first_stderr_line);
  CHECK(o.exit_code == 1);
  CHECK(o.first_stderr_line.rfind("gcn-cosim: error: ", 0) == 0);
  CHECK(o.first_stderr_line.find(phrase) != std::string::npos);
}

}  // namespace

TEST_CASE("a well-formed spec runs and exits 0", "[cli]") {
  const Outcome o = run_cli("run --quiet " + hist_spec("ok.json", corpus_co("atomic_hist")));
  INFO("stderr: " << o.first_stderr_line);
  CHECK(o.exit_code == 0);
}

TEST_CASE("a missing spec file is one clear error", "[cli]") {
  expect_error(run_cli("run /nonexistent/spec.json"), "cannot open launch spec");
}

TEST_CASE("malformed JSON is one clear error", "[cli]") {
  expect_error(run_cli("run " + write_file("bad.json", "{\"kernel\": ")), "malformed JSON");
}

TEST_CASE("a spec field of the wrong type is named", "[cli]") {
  expect_error(run_cli("run " + hist_spec("grid.json", corpus_co("atomic_hist"), "[\"x\",1,1]")), "grid");
}

TEST_CASE("a zero grid is rejected", "[cli]") {
  expect_error(run_cli("run " + hist_spec("zero.json", corpus_co("atomic_hist"), "[0,1,1]")), "grid");
}

TEST_CASE("a missing code object is one clear error", "[cli]") {
  expect_error(run_cli("run " + hist_spec("noco.json", "/nonexistent/x.co")), "x.co");
}

TEST_CASE("a truncated ELF is one clear error", "[cli]") {
  std::ifstream in(corpus_co("atomic_hist"), std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() > 200);
  const std::string co = write_file("trunc.co", bytes.substr(0, 100));
  expect_error(run_cli("run " + hist_spec("trunc.json", co)), "trunc.co");
}

TEST_CASE("a file that is not ELF is one clear error", "[cli]") {
  const std::string co = write_file("text.co", "this is not an ELF file at all, just text............................");
  expect_error(run_cli("run " + hist_spec("text.json", co)), "text.co");
}

TEST_CASE("an unknown kernel name lists the kernels there are", "[cli]") {
  expect_error(run_cli("run " + hist_spec("nok.json", corpus_co("atomic_hist"), "[64,1,1]",
                                          R"([{"buffer":"data"},{"buffer":"bins"},{"buffer":"stats"}])", "nope")),
               "nope");
}

TEST_CASE("arguments that do not match the metadata are rejected", "[cli]") {
  expect_error(run_cli("run " + hist_spec("args.json", corpus_co("atomic_hist"), "[64,1,1]", R"([{"buffer":"data"}])")),
               "explicit arguments");
  expect_error(run_cli("run " + hist_spec("kind.json", corpus_co("atomic_hist"), "[64,1,1]",
                                          R"([{"i32":1},{"buffer":"bins"},{"buffer":"stats"}])")),
               "needs a buffer");
}

TEST_CASE("an undecodable instruction names its PC", "[cli]") {
  expect_error(run_cli("run " + asm_spec("undec.json", "  .long 0xffffffff")), "undecodable instruction at pc");
}

TEST_CASE("a jump outside the code is one clear error", "[cli]") {
  expect_error(run_cli("run " + asm_spec("jump.json", "  s_mov_b64 s[4:5], 0x10\n  s_setpc_b64 s[4:5]")),
               "jump outside the code");
}

TEST_CASE("a runaway loop exhausts the instruction budget", "[cli]") {
  expect_error(run_cli("run --max-instructions 100000 " + asm_spec("loop.json", "loop:\n  s_branch loop")),
               "instruction budget");
}

TEST_CASE("a store outside every buffer is one clear error", "[cli]") {
  const std::string body = R"(
  v_mov_b32 v1, 0
  v_mov_b32 v2, 0x10
  flat_store_dword v[1:2], v1
  s_waitcnt vmcnt(0) lgkmcnt(0))";
  expect_error(run_cli("run " + asm_spec("oob.json", body)), "outside any buffer");
}

TEST_CASE("reading a load's register before s_waitcnt is a program hazard", "[cli]") {
  const std::string body = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_mov_b32 s4, s2
  s_waitcnt lgkmcnt(0))";
  const std::string spec = asm_spec("hazard.json", body);
  expect_error(run_cli("run " + spec), "program hazard");
  const Outcome allowed = run_cli("run --allow-hazards " + spec);
  CHECK(allowed.exit_code == 0);
}

TEST_CASE("an unknown engine is a command-line error", "[cli]") {
  const Outcome o = run_cli("run --engine nope x.json");
  CHECK(o.exit_code == 2);
}

// Issue 9 defect 3: the RTL engines have a cycle budget (--max-cycles) whose error shares the
// wording of golden's instruction budget; lockstep still prints its report and reproduce line.
TEST_CASE("a runaway loop ends with the same budget wording on golden, rtl and lockstep", "[cli]") {
  const std::string spec = asm_spec("runaway.json", "loop:\n  s_branch loop");
  const Outcome g = run_cli("run --max-instructions 100000 " + spec);
  expect_error(g, "instruction budget of 100000 wave-instructions exhausted (runaway kernel?) at wave 0 pc 0x");
  for (const char* engine : {"rtl", "lockstep"}) {
    INFO(engine);
    const Outcome o = run_cli(fmt::format("run --engine {} --max-cycles 20000 {}", engine, spec));
    expect_error(o, "cycle budget of 20000 cycles exhausted (runaway kernel?) at wave 0 pc 0x");
    // The same PC as golden's (the loop's s_branch).
    CHECK(o.first_stderr_line.substr(o.first_stderr_line.find(" pc 0x")) ==
          g.first_stderr_line.substr(g.first_stderr_line.find(" pc 0x")));
  }
  std::ifstream err(scratch_dir() / "stderr.txt");  // the lockstep run's whole stderr
  const std::string all((std::istreambuf_iterator<char>(err)), std::istreambuf_iterator<char>());
  CHECK(all.find("wave states (golden mirror") != std::string::npos);
  CHECK(all.find("reproduce: gcn-cosim run " + spec + " --engine lockstep --seed 1 --max-cycles 20000") !=
        std::string::npos);
}

// --mem-latency MIN:MAX (harness/rtl/mem_latency.h): a malformed or empty range is one clear
// error before anything runs, on every engine; golden has no memory timing, so it refuses one.
TEST_CASE("a bad --mem-latency is one clear error on every engine", "[cli]") {
  const std::string spec = hist_spec("lat.json", corpus_co("atomic_hist"));
  for (const char* engine : {"golden", "rtl", "lockstep"}) {
    INFO(engine);
    expect_error(run_cli(fmt::format("run --engine {} --mem-latency 20 {}", engine, spec)),
                 "memory latency '20' is not MIN:MAX");
    expect_error(run_cli(fmt::format("run --engine {} --mem-latency 30:5 {}", engine, spec)),
                 "memory latency '30:5' is out of range");
    expect_error(run_cli(fmt::format("run --engine {} --mem-latency 0:5 {}", engine, spec)),
                 "memory latency '0:5' is out of range");
    expect_error(run_cli(fmt::format("run --engine {} --mem-latency 2:x {}", engine, spec)),
                 "memory latency '2:x' is not MIN:MAX");
  }
  expect_error(run_cli("run --mem-latency 2:400 " + spec), "--mem-latency needs an RTL engine");
}

// A long memory latency changes the timing, never the result: the run still matches golden,
// takes more cycles than at the default, and its summary line names the latency.
TEST_CASE("a long --mem-latency stretches the RTL's memory without changing the result", "[cli]") {
  const std::string spec = hist_spec("lat_ok.json", corpus_co("atomic_hist"));
  const fs::path out = scratch_dir() / "lat_stdout.txt";
  auto cycles = [&](const std::string& extra) {
    const std::string cmd = fmt::format("{}/harness/gcn-cosim run --engine lockstep {} {} >{} 2>/dev/null",
                                        GCN_BINARY_DIR, extra, spec, out.string());
    REQUIRE(std::system(cmd.c_str()) == 0);
    std::ifstream f(out);
    std::string line;
    std::getline(f, line);
    INFO(line);
    CHECK(line.find(" match") != std::string::npos);
    const size_t at = line.find(" cycles,");
    REQUIRE(at != std::string::npos);
    return std::stoull(line.substr(line.rfind(' ', at - 1) + 1, at));
  };
  const uint64_t fast = cycles(""), slow = cycles("--mem-latency 200:400");
  CHECK(slow > fast + 200);
  std::ifstream f(out);
  std::string line;
  std::getline(f, line);
  CHECK(line.find("seed 1 latency 200:400:") != std::string::npos);
}
