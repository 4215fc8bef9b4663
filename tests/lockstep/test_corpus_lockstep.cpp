// The RTL-executable kernels of the corpus (vectors/kernels/lockstep.txt) in lockstep: zero
// divergences for several memory-timing seeds (2 by default, 20 in the [.long] run), plus the
// command line's lockstep and RTL engines and its one-line errors.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "golden/api/spec_session.h"
#include "harness/lockstep/lockstep.h"
#include "tests/support/asm_kernel.h"
#include "tests/support/rtl_missing.h"

namespace {

std::vector<std::string> lockstep_kernels() {
  std::ifstream in(std::string(GCN_SOURCE_DIR) + "/vectors/kernels/lockstep.txt");
  std::vector<std::string> k;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') k.push_back(line);
  return k;
}

std::string spec_path(const std::string& kernel) {
  return fmt::format("{}/vectors/kernels/{}.json", GCN_BINARY_DIR, kernel);
}

gcn::LockstepStats lockstep(const std::string& kernel, uint64_t seed) {
  gcn::SpecSession s(gcn::parse_launch_spec(spec_path(kernel)));
  auto disp = s.device().prepare(s.code_object(), s.launch());
  gcn::Memory rtl_mem = s.device().memory();
  gcn::LockstepOptions o;
  o.axi.seed = seed;
  return gcn::run_lockstep(*disp, rtl_mem, o);
}

void run_seeds(uint64_t seeds) {
  const auto kernels = lockstep_kernels();
  REQUIRE(kernels.size() >= 12);
  for (const std::string& k : kernels) {
    for (uint64_t seed = 1; seed <= seeds; ++seed) {
      INFO(k << " seed " << seed);
      gcn::LockstepStats st;
      REQUIRE_NOTHROW(st = lockstep(k, seed));
      CHECK(st.instructions > 0);
      CHECK(st.completions > 0);
    }
  }
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

}  // namespace

TEST_CASE("RTL-executable corpus kernels match golden in lockstep, 2 seeds", "[lockstep][corpus]") {
  run_seeds(2);
}

TEST_CASE("RTL-executable corpus kernels match golden in lockstep, 20 seeds", "[.long]") {
  run_seeds(20);
}

TEST_CASE("memory timing differs between seeds but the result does not", "[lockstep]") {
  const auto a = lockstep("divergent", 1);
  const auto b = lockstep("divergent", 2);
  CHECK(a.instructions == b.instructions);
  CHECK(a.cycles != b.cycles);
}

TEST_CASE("gcn-cosim run --engine lockstep prints the summary and 'match'", "[lockstep][cli]") {
  const Cmd c = run(fmt::format("run {} --engine lockstep --seed 7", spec_path("vec_int")));
  INFO(c.out);
  CHECK(c.rc == 0);
  CHECK(c.out.find("engine lockstep seed 7: 2 groups, 2 waves, 164 wave-instructions") != std::string::npos);
  CHECK(c.out.find(", match") != std::string::npos);
}

TEST_CASE("gcn-cosim run --engine rtl runs the RTL alone", "[lockstep][cli]") {
  const Cmd c = run(fmt::format("run {} --engine rtl", spec_path("int_divconst")));
  INFO(c.out);
  CHECK(c.rc == 0);
  CHECK(c.out.find("engine rtl seed 1: 4 groups, 4 waves, 332 wave-instructions") != std::string::npos);
}

TEST_CASE("an instruction the RTL lacks stops lockstep with its mnemonic and PC", "[lockstep]") {
  gcn::test::AsmOptions opts;
  const gcn::CodeObject co = gcn::CodeObject::load(gcn::test::assemble_kernel(gcn::test::kRtlMissingAsm, opts));
  gcn::Device dev;
  const uint64_t buf = dev.alloc("test buffer", opts.buffer.size());
  auto disp = dev.prepare(co, {"k", opts.grid, opts.workgroup, {gcn::KernelArg::buffer(buf)}});
  gcn::Memory rtl_mem = dev.memory();
  try {
    gcn::run_lockstep(*disp, rtl_mem, {});
    FAIL("no error");
  } catch (const gcn::Divergence& d) {
    FAIL(d.what());
  } catch (const gcn::Error& e) {
    const std::string what = e.what();
    CHECK(what.rfind(fmt::format("not implemented in RTL: {} at 0x", gcn::test::kRtlMissingOp), 0) == 0);
    CHECK(what.find('\n') == std::string::npos);
  }
}

TEST_CASE("the RTL-missing probe is an instruction the RTL lacks", "[lockstep][cli]") {
  // When this fails, the RTL gained tests/support/rtl_missing.h's instruction: pick another
  // from `gcn-cosim isa-status --rtl-missing`.
  const Cmd c = run("isa-status --rtl-missing");
  INFO(c.out);
  CHECK(c.rc == 0);
  CHECK(c.out.find(fmt::format(" {}\n", gcn::test::kRtlMissingOp)) != std::string::npos);
}

TEST_CASE("a matching run with --trace writes the whole run's waveform", "[lockstep][cli]") {
  const std::string fst = fmt::format("{}/tests/lockstep/vec_int.fst", GCN_BINARY_DIR);
  std::remove(fst.c_str());
  const Cmd c = run(fmt::format("run {} --engine lockstep --trace {}", spec_path("vec_int"), fst));
  INFO(c.out);
  CHECK(c.rc == 0);
  std::ifstream f(fst, std::ios::binary | std::ios::ate);
  REQUIRE(f.good());
  CHECK(f.tellg() > 1000);
}

TEST_CASE("a waveform file that cannot be written is one clear error before the run", "[lockstep][cli]") {
  for (const char* engine : {"rtl", "lockstep"}) {
    INFO(engine);
    const Cmd c = run(fmt::format("run {} --engine {} --trace /nonexistent-dir/w.fst", spec_path("vec_int"), engine));
    INFO(c.out);
    CHECK(c.rc != 0);
    CHECK(c.out.find("gcn-cosim: error: cannot write waveform /nonexistent-dir/w.fst") != std::string::npos);
    CHECK(c.out.find("match") == std::string::npos);
  }
}

TEST_CASE("isa-status has an RTL column read from the RTL's decoder", "[lockstep][cli]") {
  const Cmd c = run("isa-status");
  INFO(c.out);
  REQUIRE(c.rc == 0);
  CHECK(c.out.rfind("encoding  golden     rtl  total", 0) == 0);
  // The 96 integer compares (i16..u64, v_cmp and v_cmpx) come from gcn_decode's is_icmp range,
  // the 34 f32 ones (16 predicates as v_cmp and v_cmpx, v_cmp[x]_class_f32) from the f32 unit,
  // the 34 f16 ones from the f16 unit (its id range and the two class tests; session 10), the
  // 34 f64 ones from the f64 unit (session 11): every VOPC instruction.
  CHECK(c.out.find("\nVOPC         198     198    198\n") != std::string::npos);
  CHECK(c.out.find("\nMIMG           0       0     89\n") != std::string::npos);
}
