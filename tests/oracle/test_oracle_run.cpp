// The oracle for real: generated kernels at -O0..-O3 on golden (and in lockstep) against PoCL.
// Failures are written under build/tests/oracle/out/ with a reduction and report.
#include <catch2/catch.hpp>

#include <string>

#include <fmt/format.h>

#include "harness/oracle/runner.h"

using namespace gcn::oracle;

namespace {

// One directory per test: CTest runs them in parallel and a passing kernel's directory is removed.
std::string out_dir(const char* test) { return fmt::format("{}/tests/oracle/out/{}", GCN_BINARY_DIR, test); }

// Issue 9 defect 2, not fixed on this branch: the RTL retires a VALU write with an empty lane
// mask (EXEC = 0 after s_and_saveexec), golden records none. Accepted by its exact signature
// until the fix is merged (then delete this and the check below fails on any divergence).
bool known_empty_mask_write(const LevelResult& l) {
  return l.outcome == Outcome::Diverged && l.detail.find("extra write of lanes none") != std::string::npos;
}

// Runs seeds [first, first+count) and checks every level; reduction only in the long run.
void run_seeds(const char* test, uint64_t first, uint64_t count, RunConfig cfg) {
  for (uint64_t seed = first; seed < first + count; ++seed) {
    const KernelReport rep = run_kernel(seed, out_dir(test), cfg);
    for (const LevelResult& l : rep.levels) {
      INFO("seed " << seed << " -O" << l.level << ": " << outcome_name(l.outcome) << " " << l.detail << " ("
                   << rep.dir << ")");
      CHECK((l.outcome == Outcome::Pass || l.outcome == Outcome::RtlUnsupported ||
             l.outcome == Outcome::ClangTimeout ||  // counted and reported; not a model failure
             known_empty_mask_write(l)));
    }
  }
}

}  // namespace

// Without __local data arrays until golden's DS address wraparound (issue 9, defect 1) is fixed:
// LLVM puts "negative" VGPR bases with DS offsets even into the prologue's strided fill loops, so
// most kernels with __local arrays mismatch today (the bug is pinned by the `open` case
// lds_reversed_b64 of cases.txt). Once the fix is merged, drop the line below.
TEST_CASE("24 random kernels x 4 levels: golden's outputs are byte-identical to PoCL's", "[oracle][golden]") {
  RunConfig cfg;
  cfg.reduce = false;
  cfg.gen.lds_arrays = false;
  run_seeds("golden", 1, 24, cfg);  // seed 28 stalls clang-14 -O2/-O3 (docs/compiler-bugs.md, CT-1)
}

#ifdef GCN_HAVE_RTL
TEST_CASE("8 random kernels at -O2 in lockstep: RTL matches golden (or is rtl-unsupported) and outputs equal PoCL's",
          "[oracle][lockstep]") {
  RunConfig cfg;
  cfg.reduce = false;
  cfg.engine = "lockstep";
  cfg.levels = {2};
  cfg.gen.lds_arrays = false;  // as above
  cfg.gen.division = false;    // the f32 division expansions stop the integer RTL
  run_seeds("lockstep", 1, 8, cfg);
}
#endif

TEST_CASE("1000 random kernels x 4 levels on golden", "[.long]") {
  RunConfig cfg;
  cfg.reduce_seconds = 60;
  run_seeds("long", 1000, 1000, cfg);
}

TEST_CASE("a wrong launch spec is one error line, not a crash", "[oracle]") {
  RunConfig cfg;
  const LevelResult r = check_level("/nonexistent/O2.json", 2, cfg, {});
  CHECK(r.outcome == Outcome::Error);
  CHECK(r.detail.find('\n') == std::string::npos);
}
