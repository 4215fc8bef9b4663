#include "harness/regress/suite.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <glob.h>
#include <regex>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "golden/common/error.h"
#include "harness/random/config.h"
#include "harness/rtl/mem_latency.h"

namespace gcn {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string quote(const std::string& s) { return "'" + s + "'"; }

std::vector<std::string> glob_files(const std::string& pattern) {
  glob_t g{};
  std::vector<std::string> out;
  if (::glob(pattern.c_str(), 0, nullptr, &g) == 0)
    for (size_t i = 0; i < g.gl_pathc; ++i) out.emplace_back(g.gl_pathv[i]);
  globfree(&g);
  std::sort(out.begin(), out.end());
  return out;
}

// "only"/"except": a list of names, or a file with one name per line (other lines ignored).
std::set<std::string> names(const json& v, const fs::path& base, const std::string& ctx) {
  std::set<std::string> out;
  if (v.is_array()) {
    for (const auto& n : v) out.insert(n.get<std::string>());
    return out;
  }
  if (!v.is_string()) throw Error(ctx + ": expected a file name or a list of kernel names");
  std::ifstream f(base / v.get<std::string>());
  if (!f) throw Error(fmt::format("{}: cannot read {}", ctx, (base / v.get<std::string>()).string()));
  static const std::regex name_re("^[A-Za-z0-9_]+$");
  for (std::string l; std::getline(f, l);)
    if (std::regex_match(l, name_re)) out.insert(l);
  return out;
}

void check_keys(const json& j, std::initializer_list<const char*> keys, const std::string& ctx) {
  for (auto& [k, v] : j.items())
    if (std::none_of(keys.begin(), keys.end(), [&](const char* x) { return k == x; }))
      throw Error(fmt::format("{}: unknown key '{}'", ctx, k));
}

void add_random(std::vector<RegressRun>& runs, const SuiteOptions& o, uint32_t count, uint64_t seed,
                const std::string& engine, const std::string& config, const std::string& tag) {
  for (uint32_t k = 0; k < count; ++k) {
    RegressRun r;
    r.random = true;
    r.engine = engine;
    const uint64_t s = seed + k;
    r.id = fmt::format("random{}/{}/seed{}", tag, engine, s);
    const std::string dir = (fs::path("random") / fmt::format("{}{}-seed{}", engine, tag, s)).string();  // in the work dir
    r.command = fmt::format("{} random --seed {} --out {} --engine {}{}", quote(o.self), s, quote(dir), engine,
                            config.empty() ? "" : " --config " + quote(config));
    r.coverage = fmt::format("{} coverage {}", quote(o.self), quote(dir + "/spec.json"));
    runs.push_back(r);
  }
}

}  // namespace

std::vector<RegressRun> expand_runs(const SuiteOptions& o) {
  std::vector<RegressRun> suite_runs, random_runs;
  if (!o.suite.empty()) {
    const fs::path base = fs::absolute(o.suite).parent_path();
    const json j = json::parse(rnd::load_json_or_yaml(o.suite));
    const std::string ctx = o.suite;
    check_keys(j, {"name", "description", "runs", "random"}, ctx);
    for (const json& e : j.value("runs", json::array())) {
      check_keys(e, {"specs", "engine", "only", "except", "opt", "seeds", "mem_latency"}, ctx + ": runs[]");
      if (!e.contains("specs")) throw Error(ctx + ": runs[] needs 'specs' (a glob relative to the suite file)");
      const std::string engine = e.value("engine", o.default_engine);
      if (engine != "golden" && engine != "rtl" && engine != "lockstep" && engine != "systemc")
        throw Error(fmt::format("{}: unknown engine '{}'", ctx, engine));
      const auto specs = glob_files((base / e["specs"].get<std::string>()).string());
      if (specs.empty()) throw Error(fmt::format("{}: no launch spec matches {}", ctx, e["specs"].get<std::string>()));
      std::set<std::string> only, except;
      if (e.contains("only")) only = names(e["only"], base, ctx + ": only");
      if (e.contains("except")) except = names(e["except"], base, ctx + ": except");
      std::vector<std::string> opts = e.value("opt", std::vector<std::string>{""});
      std::vector<uint64_t> seeds = e.value("seeds", std::vector<uint64_t>{1});
      // "mem_latency": "MIN:MAX", the RTL engines' memory latency (harness/rtl/mem_latency.h).
      std::string lat_arg, lat_id;
      if (e.contains("mem_latency")) {
        if (!e["mem_latency"].is_string())
          throw Error(ctx + ": runs[]: 'mem_latency' must be a string \"MIN:MAX\" (cycles)");
        const MemLatency lat = parse_mem_latency(e["mem_latency"].get<std::string>());
        if (engine == "golden") throw Error(ctx + ": runs[]: 'mem_latency' needs an RTL engine, not golden");
        lat_arg = " --mem-latency " + lat.text();
        lat_id = fmt::format("/latency{}-{}", lat.min, lat.max);
      }
      if (o.run_seed) seeds = {o.run_seed};
      for (const std::string& spec : specs) {
        const std::string name = fs::path(spec).stem().string();
        if (e.contains("only") && !only.count(name)) continue;
        if (except.count(name)) continue;
        for (const std::string& opt : opts) {
          std::string co;
          if (!opt.empty()) {
            co = (fs::path(spec).parent_path() / fmt::format("{}-{}.co", name, opt)).string();
            if (!fs::exists(co)) throw Error(fmt::format("{}: {} has no code object for {} ({})", ctx, name, opt, co));
          }
          for (uint64_t s : seeds) {
            RegressRun r;
            r.engine = engine;
            r.id = fmt::format("{}{}/{}/seed{}{}", name, opt.empty() ? "" : "-" + opt, engine, s, lat_id);
            const std::string co_arg = co.empty() ? "" : " --code-object " + quote(co);
            r.command = fmt::format("{} run {} --engine {} --seed {}{}{}", quote(o.self), quote(spec), engine, s, co_arg,
                                    lat_arg);
            r.coverage = fmt::format("{} coverage {}{}", quote(o.self), quote(spec), co_arg);
            suite_runs.push_back(r);
          }
        }
      }
    }
    int block = 0;
    for (const json& e : j.value("random", json::array())) {
      check_keys(e, {"count", "seed", "engine", "config"}, ctx + ": random[]");
      std::string cfg = e.value("config", "");
      if (!cfg.empty()) cfg = (base / cfg).string();
      add_random(random_runs, o, e.value("count", 1u), e.value("seed", uint64_t(1)), e.value("engine", o.default_engine),
                 cfg, fmt::format("{}", block++));
    }
  }
  std::sort(suite_runs.begin(), suite_runs.end(), [](const RegressRun& a, const RegressRun& b) { return a.id < b.id; });
  if (o.random) add_random(random_runs, o, o.random, o.seed, o.default_engine, o.config, "");
  std::vector<RegressRun> all = suite_runs;
  all.insert(all.end(), random_runs.begin(), random_runs.end());
  std::set<std::string> ids;
  for (size_t i = 0; i < all.size(); ++i) {
    all[i].index = i;
    if (!ids.insert(all[i].id).second) throw Error(fmt::format("suite: run {} is listed twice", all[i].id));
  }
  return all;
}

std::vector<RegressRun> select_shard(const std::vector<RegressRun>& runs, const std::string& shard) {
  if (shard.empty()) return runs;
  unsigned i = 0, n = 0;
  char slash = 0;
  if (std::sscanf(shard.c_str(), "%u%c%u", &i, &slash, &n) != 3 || slash != '/' || n == 0 || i >= n)
    throw Error(fmt::format("--shard '{}': expected i/n with 0 <= i < n", shard));
  std::vector<RegressRun> out;
  for (const RegressRun& r : runs)
    if (r.index % n == i) out.push_back(r);
  return out;
}

}  // namespace gcn
