#include "harness/random/random_cmd.h"

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/random/artifacts.h"
#include "harness/random/program.h"
#include "harness/random/shrink.h"

namespace gcn::rnd {

int cmd_random(const RandomArgs& args, const std::string& self) {
  if (args.out.empty()) throw Error("random: --out DIR is required");
  Config cfg = args.config.empty() ? Config{} : load_config(args.config);
  if (!args.target.empty()) cfg.target = args.target == "golden" ? Target::Golden : Target::Rtl;
  else if (!args.engine.empty() && args.config.empty()) cfg.target = target_for_engine(args.engine);
  if (cfg.target == Target::Golden && !args.engine.empty() && args.engine != "golden")
    throw Error(fmt::format("random: a golden-target program may use instructions the RTL lacks; run it with "
                            "--engine golden, not {}", args.engine));
  const Plan plan = generate_plan(args.seed, cfg);
  const Artifacts a = write_program(plan, args.out);
  fmt::print("{}: seed {} target {}: {} instructions\n", a.spec, args.seed,
             cfg.target == Target::Rtl ? "rtl" : "golden", a.instructions);
  if (args.engine.empty()) return 0;
  const RunResult r = run_spec(self, a.spec, args.engine, args.run_seed);
  fmt::print("{}", r.output);
  if (r.ok) return 0;
  fmt::print(stderr, "gcn-cosim: error: {}\n", r.first_line);
  if (args.engine == "lockstep" && args.shrink && r.divergence) {
    const ShrinkResult s = shrink(plan, lockstep_oracle(self, args.run_seed), args.out + "/shrunk",
                                  fmt::format("gcn-cosim run {{spec}} --engine lockstep --seed {}", args.run_seed));
    fmt::print(stderr, "  shrunk: {} -> {} instructions in {} runs: {}\n  reproduce: {}\n", s.before, s.after,
               s.runs, s.spec, s.repro);
  }
  return 1;
}

}  // namespace gcn::rnd
