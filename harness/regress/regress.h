// `gcn-cosim regress`: a regression runner over suite files and random programs
// (docs/regress.md). Runs are child processes (`gcn-cosim run`), ordered deterministically;
// results go to a work directory (results.jsonl, coverage.json), JUnit XML and an HTML report.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gcn {

struct RegressArgs {
  std::string suite;
  uint32_t random = 0;
  uint64_t seed = 1;
  uint64_t run_seed = 0;        // memory-timing seed of every suite run (0 = the suite's seeds)
  std::string config;
  uint32_t jobs = 1;
  std::string engine = "lockstep";
  std::string junit, html, out = "regress-out";
  std::string shard;            // "i/n"
  double time_budget = 0;       // seconds, 0 = none
  bool coverage = true;         // sample functional coverage of every passing run
};

struct MergeArgs {
  std::vector<std::string> dirs;
  std::string junit, html, out;
};

int cmd_regress(const RegressArgs& args, const std::string& self);
int cmd_regress_merge(const MergeArgs& args);

}  // namespace gcn
