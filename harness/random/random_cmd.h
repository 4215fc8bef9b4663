// `gcn-cosim random`: generate (and optionally run and shrink) one random program.
#pragma once

#include <cstdint>
#include <string>

namespace gcn::rnd {

struct RandomArgs {
  uint64_t seed = 1;
  std::string config;       // JSON/YAML config file ("" = defaults for the engine's target)
  std::string out;          // output directory
  std::string engine;       // "" = generate only; golden | rtl | lockstep = also run
  uint64_t run_seed = 1;    // memory-timing seed of the run
  bool shrink = true;       // on a lockstep divergence, shrink into OUT/shrunk
  std::string target;       // "" = from the engine (rtl unless golden); rtl | golden
};

// `self` is the gcn-cosim executable, run as a child for each run.
int cmd_random(const RandomArgs& args, const std::string& self);

}  // namespace gcn::rnd
