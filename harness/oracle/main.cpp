// gcn-ocl-oracle: random OpenCL C kernels, PoCL as the reference, golden or lockstep as the
// engine under test (docs/oracle.md). One line per kernel and level, then the summary; exit 1 on
// any mismatch, divergence or error, 2 on a bad command line.
#include <chrono>
#include <cstdio>
#include <sstream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/oracle/runner.h"

namespace {

std::vector<int> parse_levels(const std::string& s) {
  std::vector<int> out;
  std::stringstream in(s);
  for (std::string tok; std::getline(in, tok, ',');) {
    if (tok.size() != 1 || tok[0] < '0' || tok[0] > '3')
      throw gcn::Error(fmt::format("--levels: '{}' is not one of 0,1,2,3", tok));
    out.push_back(tok[0] - '0');
  }
  if (out.empty()) throw gcn::Error("--levels: no level given");
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"gcn-ocl-oracle: random OpenCL C kernels checked against PoCL"};
  uint64_t seed = 1, count = 10;
  std::string levels = "0,1,2,3", out_dir = "oracle-out";
  gcn::oracle::RunConfig cfg;
  bool no_reduce = false, no_neg_lds = false, no_lds = false, no_div = false;
  app.add_option("--seed", seed, "first kernel seed");
  app.add_option("--count", count, "number of kernels (seeds seed .. seed+count-1)");
  app.add_option("--levels", levels, "comma-separated -O levels");
  app.add_option("--engine", cfg.engine, "golden or lockstep")->check(CLI::IsMember({"golden", "lockstep"}));
  app.add_option("--out", out_dir, "directory for failing kernels, reductions and reports");
  app.add_option("--axi-seed", cfg.axi_seed, "lockstep memory-timing seed");
  app.add_option("--reduce-seconds", cfg.reduce_seconds, "wall-clock budget of one reduction");
  app.add_flag("--no-reduce", no_reduce, "do not reduce failures");
  app.add_flag("--keep", cfg.keep, "keep the files of passing kernels");
  app.add_flag("--no-negative-lds", no_neg_lds, "generate only non-negative __local index forms");
  app.add_flag("--no-lds-arrays", no_lds, "generate no __local data arrays (atomic counters only)");
  app.add_flag("--no-division", no_div, "generate no / and % (their f32 expansions stop the RTL)");
  CLI11_PARSE(app, argc, argv);
  cfg.reduce = !no_reduce;
  cfg.gen.lds_negative_offsets = !no_neg_lds;
  cfg.gen.lds_arrays = !no_lds;
  cfg.gen.division = !no_div;
  try {
    cfg.levels = parse_levels(levels);
    uint64_t counts[6] = {};
    double total = 0;
    for (uint64_t s = seed; s < seed + count; ++s) {
      const gcn::oracle::KernelReport rep = gcn::oracle::run_kernel(s, out_dir, cfg);
      for (const auto& l : rep.levels) {
        ++counts[int(l.outcome)];
        total += l.secs;
        fmt::print("seed {} -O{}: {} ({:.2f} s){}{}\n", s, l.level, outcome_name(l.outcome), l.secs,
                   l.detail.empty() ? "" : ": ", l.detail);
      }
      if (!rep.dir.empty()) fmt::print("seed {}: files and report in {}\n", s, rep.dir);
      std::fflush(stdout);
    }
    using gcn::oracle::Outcome;
    const uint64_t bad = counts[int(Outcome::Mismatch)] + counts[int(Outcome::Diverged)] + counts[int(Outcome::Error)];
    fmt::print("oracle: {} kernels x {} levels, {} passed, {} mismatched, {} rtl-unsupported, {} diverged, "
               "{} errors, {} clang-timeouts ({:.2f} s per kernel-level)\n",
               count, cfg.levels.size(), counts[int(Outcome::Pass)], counts[int(Outcome::Mismatch)],
               counts[int(Outcome::RtlUnsupported)], counts[int(Outcome::Diverged)], counts[int(Outcome::Error)],
               counts[int(Outcome::ClangTimeout)],
               total / double(std::max<uint64_t>(1, count * cfg.levels.size())));
    return bad ? 1 : 0;
  } catch (const gcn::Error& e) {
    fmt::print(stderr, "gcn-ocl-oracle: error: {}\n", e.what());
    return 1;
  }
}
