// Suite files and the expanded, ordered list of runs (docs/regress.md, "Suite file").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gcn {

struct RegressRun {
  size_t index = 0;         // position in the whole (unsharded) ordered list
  std::string id;           // unique, e.g. vec_int-O2/lockstep/seed1, random/lockstep/seed17
  std::string engine;
  std::string command;      // shell command of the child (the repro command)
  std::string coverage;     // shell command sampling its coverage after a pass ("" = none)
  bool random = false;
};

struct RunResult2 {
  RegressRun run;
  std::string status = "skipped";  // pass | fail | skipped
  double seconds = 0;
  std::string first_line;          // failure: first stderr line (without "gcn-cosim: error: ")
  std::string report;              // failure: whole stderr
  uint64_t groups = 0, waves = 0, instructions = 0, cycles = 0;
  bool has_cycles = false;
};

struct SuiteOptions {
  std::string suite;             // "" = no suite
  std::string default_engine = "lockstep";
  uint64_t run_seed = 0;         // 0 = the suite's seeds
  uint32_t random = 0;           // extra random programs
  uint64_t seed = 1;             // first seed of those
  std::string config;            // their generator config
  std::string work;              // work directory (random programs live under it)
  std::string self;              // the gcn-cosim executable
};

// Every run of the suite plus the random programs, in a deterministic order (suite runs by
// id, then random programs by seed). Throws gcn::Error for a bad suite file.
std::vector<RegressRun> expand_runs(const SuiteOptions& o);

// Shard "i/n" (0-based): run k belongs to shard k % n. "" = everything.
std::vector<RegressRun> select_shard(const std::vector<RegressRun>& runs, const std::string& shard);

}  // namespace gcn
