#include "harness/regress/cli.h"

#include <climits>
#include <filesystem>
#include <unistd.h>

#include "harness/random/random_cmd.h"
#include "harness/regress/coverage.h"
#include "harness/regress/regress.h"

namespace gcn {

struct VerificationCli {
  CLI::App* random = nullptr;
  CLI::App* regress = nullptr;
  CLI::App* merge = nullptr;
  rnd::RandomArgs random_args;
  RegressArgs regress_args;
  MergeArgs merge_args;
  CLI::App* coverage = nullptr;
  std::string cov_spec, cov_co, cov_out;
};

std::shared_ptr<VerificationCli> add_verification_commands(CLI::App& app) {
  auto c = std::make_shared<VerificationCli>();
  rnd::RandomArgs& r = c->random_args;
  c->random = app.add_subcommand("random", "Generate a constrained-random program (docs/random.md)");
  c->random->add_option("--seed", r.seed, "generator seed");
  c->random->add_option("--config", r.config, "generator config (JSON or YAML)");
  c->random->add_option("--out", r.out, "output directory (prog.s, prog.co, spec.json)")->required();
  c->random->add_option("--engine", r.engine, "also run it: golden | rtl | lockstep")
      ->check(CLI::IsMember({"golden", "lockstep", "rtl"}));
  c->random->add_option("--target", r.target, "instruction set: rtl | golden (default: from the engine)")
      ->check(CLI::IsMember({"golden", "rtl"}));
  c->random->add_option("--run-seed", r.run_seed, "memory-timing seed of the run");
  c->random->add_flag("!--no-shrink", r.shrink, "do not shrink a diverging program");

  RegressArgs& g = c->regress_args;
  c->regress = app.add_subcommand("regress", "Run a regression suite and/or random programs (docs/regress.md)");
  c->regress->add_option("suite", g.suite, "suite file (JSON or YAML)");
  c->regress->add_option("--random", g.random, "random programs to add (seeds from --seed)");
  c->regress->add_option("--seed", g.seed, "first random-program seed");
  c->regress->add_option("--run-seed", g.run_seed, "memory-timing seed of every suite run (default: the suite's)");
  c->regress->add_option("--config", g.config, "generator config of the --random programs");
  c->regress->add_option("-j,--jobs", g.jobs, "parallel worker processes");
  c->regress->add_option("--engine", g.engine, "engine of the random programs and default of the suite")
      ->check(CLI::IsMember({"golden", "lockstep", "rtl"}));
  c->regress->add_option("--junit", g.junit, "write JUnit XML");
  c->regress->add_option("--html", g.html, "write the HTML report into this directory");
  c->regress->add_option("--out", g.out, "work directory (random programs, per-run logs, coverage)");
  c->regress->add_option("--shard", g.shard, "run only shard i of n (i/n, 0-based)");
  c->regress->add_option("--time-budget", g.time_budget, "stop starting runs after this many seconds");
  c->regress->add_flag("!--no-coverage", g.coverage, "do not sample functional coverage");
  c->merge = c->regress->add_subcommand("merge", "Merge shard work directories into one report");
  c->merge->add_option("dirs", c->merge_args.dirs, "shard work directories (--out of each shard)")->required();
  c->merge->add_option("--junit", c->merge_args.junit, "write JUnit XML");
  c->merge->add_option("--html", c->merge_args.html, "write the HTML report into this directory");
  c->merge->add_option("--out", c->merge_args.out, "merged work directory (results, coverage)");
  c->coverage = app.add_subcommand("coverage", "Functional coverage of one run on golden (docs/regress.md)");
  c->coverage->add_option("spec", c->cov_spec, "launch spec")->required();
  c->coverage->add_option("--code-object", c->cov_co, "run this code object instead of the spec's");
  c->coverage->add_option("--out", c->cov_out, "coverage file (JSON)")->required();
  return c;
}

int run_verification_command(const VerificationCli& c, const char* argv0) {
  std::error_code ec;
  std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).string();
  if (ec) self = argv0;
  if (*c.coverage) return cmd_coverage(c.cov_spec, c.cov_co, c.cov_out);
  if (*c.random) return rnd::cmd_random(c.random_args, self);
  if (*c.merge) return cmd_regress_merge(c.merge_args);
  if (*c.regress) return cmd_regress(c.regress_args, self);
  return -1;
}

}  // namespace gcn
