// Shrinking a diverging random program (docs/random.md, "Shrinking"): delta debugging over the
// plan (snippets, then single instructions), re-lowered after every cut so the candidate is a
// valid program again; a candidate is kept when its lockstep run still diverges on the same field.
#pragma once

#include <cstdint>
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
  size_t before = 0, after = 0;  // plan instructions
  size_t runs = 0;               // lockstep runs spent
  std::string spec, repro, report;
};

// Shrinks `plan` (which diverges in lockstep with memory seed `run_seed`) into `dir`.
ShrinkResult shrink(const Plan& plan, const std::string& self, const std::string& dir, uint64_t run_seed);

}  // namespace gcn::rnd
