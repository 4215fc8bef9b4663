// The oracle's runner (docs/oracle.md): one generated kernel compiled at each -O level into a
// gfx803 code object, run on PoCL as the reference and on golden or in lockstep, outputs
// compared byte for byte; a failing level is reduced and written out.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "golden/api/launch_spec.h"
#include "harness/oracle/ast.h"

namespace gcn::oracle {

using Outputs = std::map<std::string, std::vector<uint8_t>>;

enum class Outcome {
  Pass,            // engine outputs byte-identical to PoCL's
  Mismatch,        // they differ
  Diverged,        // lockstep: the RTL and golden disagree
  RtlUnsupported,  // lockstep: the RTL stopped at an instruction it lacks (golden still checked)
  Error,           // anything else: clang, PoCL or golden failed (first line in the detail)
  ClangTimeout,    // clang-14 did not finish in kClangSeconds (an LLVM compile-time problem)
};
constexpr int kClangSeconds = 60;
const char* outcome_name(Outcome o);

struct LevelResult {
  int level = 0;
  Outcome outcome = Outcome::Pass;
  std::string detail;  // first difference or error line
  double secs = 0;     // compile + engine run of this level
};

struct RunConfig {
  std::vector<int> levels{0, 1, 2, 3};
  std::string engine = "golden";  // golden | lockstep
  uint64_t axi_seed = 1;          // lockstep memory timing
  GenOptions gen;
  bool reduce = true;
  double reduce_seconds = 180;    // wall-clock budget per reduction
  bool keep = false;              // keep the files of passing kernels
  // Turns the source PoCL runs (tests inject a wrong reference with it); identity by default.
  std::function<std::string(const std::string&)> reference_source;
};

// Writes DIR/kernel.cl, DIR/O<L>.co (clang-14 + libclc, the flags of cmake/GcnCodeObject.cmake)
// and DIR/O<L>.json (its launch spec). Returns the spec path. Throws gcn::Error if clang fails.
std::string build_level(const Kernel& k, const std::string& dir, int level);
std::string cl_compile_command(const std::string& cl, int level, const std::string& co);

// The reference outputs of a built kernel (any level's spec: buffers and args are the same).
Outputs reference_outputs(const Kernel& k, const std::string& spec_path, const RunConfig& cfg);
// Runs one built level on cfg.engine and compares with `ref`.
LevelResult check_level(const std::string& spec_path, int level, const RunConfig& cfg, const Outputs& ref);
// Names the first differing byte of the first differing buffer ("" when equal).
std::string first_difference(const Outputs& ref, const Outputs& got);

// A saved kernel (a reduction's reduced/ directory, or tests/oracle/cases/<name>/): compiles
// `cl` at `level` into the code object `spec_path` names, then PoCL against cfg.engine.
LevelResult check_saved(const std::string& cl, const std::string& spec_path, int level, const RunConfig& cfg);

struct KernelReport {
  uint64_t seed = 0;
  std::vector<LevelResult> levels;
  std::string dir;  // where its files are ("" if removed after passing)
};
// Generates, builds, runs and (on failure) reduces one kernel under out_dir/seed-<S>/.
KernelReport run_kernel(uint64_t seed, const std::string& out_dir, const RunConfig& cfg);

// Reduces `k` while run at `level` keeps giving `want` (reduce.cpp); writes DIR/reduced.cl,
// DIR/reduced_O<L>.{co,json} and DIR/report.txt. Returns the reduced kernel.
Kernel reduce_failure(const Kernel& k, int level, Outcome want, const std::string& dir, const RunConfig& cfg,
                      const std::string& original_detail);

}  // namespace gcn::oracle
