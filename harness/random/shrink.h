// Shrinking a diverging random program (docs/random.md, "Shrinking"): delta debugging over the
// plan (snippets, then single instructions), re-lowered after every cut so the candidate is a
// valid program again; a candidate is kept when its lockstep run still diverges on the same field.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "harness/random/program.h"

namespace gcn::rnd {

struct RunResult {
  bool ok = false;
  bool divergence = false;   // a lockstep divergence (not another failure)
  std::string first_line;    // first stderr line without "gcn-cosim: error: "
  std::string output;        // stdout
  std::string report;        // stderr
};

// Runs `self run SPEC --engine E --seed S` as a child process.
RunResult run_spec(const std::string& self, const std::string& spec, const std::string& engine, uint64_t seed);

struct ShrinkResult {
  size_t before = 0, after = 0;  // machine instructions of the lowered program (whole kernel)
  size_t runs = 0;               // oracle runs spent
  std::string spec, repro, report;
};

// Runs a candidate's spec; a candidate is kept when the result is a divergence whose field
// (the words between "lockstep divergence: " and " at cycle") equals the original's.
using Oracle = std::function<RunResult(const std::string& spec)>;

// The lockstep oracle: `self run SPEC --engine lockstep --seed run_seed`.
Oracle lockstep_oracle(const std::string& self, uint64_t run_seed);

// The report field of a divergence's first line ("" when it is not a divergence).
std::string divergence_field(const std::string& first_line);

// Shrinks `plan` (which diverges under `oracle`) into `dir`: DIR/prog.s, prog.co, spec.json of
// the minimal program, DIR/report.txt (its divergence report) and DIR/repro.txt (`repro`).
// At most `max_runs` oracle runs.
ShrinkResult shrink(const Plan& plan, const Oracle& oracle, const std::string& dir, const std::string& repro_cmd,
                    size_t max_runs = 600);

}  // namespace gcn::rnd
