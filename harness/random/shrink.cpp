#include "harness/random/shrink.h"

#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/random/artifacts.h"

namespace gcn::rnd {

namespace fs = std::filesystem;

RunResult run_spec(const std::string& self, const std::string& spec, const std::string& engine, uint64_t seed) {
  RunResult r;
  const std::string err = spec + ".stderr";
  std::string out;
  const int rc = run_command(fmt::format("('{}' run '{}' --engine {} --seed {} 2>'{}')", self, spec, engine, seed, err), &out);
  r.output = out;
  std::ifstream f(err);
  r.report.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  r.ok = rc == 0;
  std::string fl = r.report.substr(0, r.report.find('\n'));
  const std::string pfx = "gcn-cosim: error: ";
  if (fl.rfind(pfx, 0) == 0) fl = fl.substr(pfx.size());
  if (!r.ok && fl.empty()) fl = fmt::format("exit status {} with no error line", rc);
  r.first_line = fl;
  r.divergence = !r.ok && !divergence_field(fl).empty();
  return r;
}

std::string divergence_field(const std::string& line) {
  const std::string pfx = "lockstep divergence: ";
  if (line.rfind(pfx, 0) != 0) return "";
  const size_t at = line.find(" at cycle", pfx.size());
  return line.substr(pfx.size(), at == std::string::npos ? std::string::npos : at - pfx.size());
}

Oracle lockstep_oracle(const std::string& self, uint64_t run_seed) {
  return [self, run_seed](const std::string& spec) { return run_spec(self, spec, "lockstep", run_seed); };
}

namespace {

// Delta debugging over the plan tree. Every candidate is a plan lowered from scratch, so the
// lowering re-establishes initialisation, s_waitcnt, wait states and EXEC handling.
class Shrinker {
 public:
  Shrinker(Plan plan, const Oracle& oracle, std::string dir, size_t max_runs)
      : plan_(std::move(plan)), oracle_(oracle), dir_(std::move(dir)), max_runs_(max_runs) {}

  // The first run establishes the field to keep; false when the plan does not diverge.
  bool start() {
    const RunResult r = run(plan_);
    field_ = r.divergence ? divergence_field(r.first_line) : "";
    return !field_.empty();
  }

  void shrink() {
    for (bool changed = true; changed && runs_ < max_runs_;) {
      changed = reduce(plan_.body);
      changed |= reduce(plan_.tail);
    }
  }

  const Plan& plan() const { return plan_; }
  size_t runs() const { return runs_; }

 private:
  RunResult run(const Plan& p) {
    ++runs_;
    try {
      const Artifacts a = write_program(p, dir_ + "/candidate");
      return oracle_(a.spec);
    } catch (const Error& e) {
      RunResult r;
      r.first_line = e.what();
      return r;
    }
  }

  bool still_fails() {
    if (runs_ >= max_runs_) return false;
    const RunResult r = run(plan_);
    return r.divergence && divergence_field(r.first_line) == field_;
  }

  bool reduce(std::vector<Node>& v) {
    bool changed = false;
    for (size_t chunk = std::max<size_t>(1, v.size() / 2);; chunk /= 2) {  // drop runs of nodes
      for (size_t i = 0; i < v.size();) {
        const std::vector<Node> saved = v;
        v.erase(v.begin() + long(i), v.begin() + long(std::min(v.size(), i + chunk)));
        if (still_fails()) {
          changed = true;
        } else {
          v = saved;
          i += chunk;
        }
      }
      if (chunk <= 1) break;
    }
    for (size_t i = 0; i < v.size(); ++i) {  // replace a snippet by its contents, then shrink inside
      if (v[i].kids.empty()) continue;
      const std::vector<Node> saved = v;
      std::vector<Node> flat;
      for (const auto& k : v[i].kids) flat.insert(flat.end(), k.begin(), k.end());
      v.erase(v.begin() + long(i));
      v.insert(v.begin() + long(i), flat.begin(), flat.end());
      if (still_fails()) {
        changed = true;
        --i;  // look at what took its place
        continue;
      }
      v = saved;
      for (auto& k : v[i].kids) changed |= reduce(k);
    }
    return changed;
  }

  Plan plan_;
  const Oracle& oracle_;
  std::string dir_, field_;
  size_t max_runs_, runs_ = 0;
};

}  // namespace

ShrinkResult shrink(const Plan& plan, const Oracle& oracle, const std::string& dir, const std::string& repro_cmd,
                    size_t max_runs) {
  fs::create_directories(dir);
  ShrinkResult res;
  Shrinker s(plan, oracle, dir, max_runs);
  res.before = write_program(plan, dir + "/candidate").instructions;
  if (!s.start()) throw Error("shrink: the program does not diverge (nothing to shrink)");
  s.shrink();
  const Artifacts a = write_program(s.plan(), dir);
  fs::remove_all(dir + "/candidate");
  const RunResult r = oracle(a.spec);
  res.after = a.instructions;
  res.runs = s.runs() + 1;
  res.spec = a.spec;
  res.repro = fmt::format(repro_cmd, fmt::arg("spec", a.spec));
  res.report = r.report.empty() ? r.output : r.report;
  std::ofstream(dir + "/report.txt") << res.report;
  std::ofstream(dir + "/repro.txt") << res.repro << "\n";
  return res;
}

}  // namespace gcn::rnd
