#include "harness/regress/regress.h"

#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/regress/coverage.h"
#include "harness/regress/report.h"
#include "harness/regress/suite.h"

namespace gcn {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

std::string slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Reads a finished child's logs into its result.
void finish(RunResult2& r, int status, const std::string& out_path, const std::string& err_path) {
  const std::string out = slurp(out_path), err = slurp(err_path);
  const bool ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  r.status = ok ? "pass" : "fail";
  static const std::regex stats(R"(: (\d+) groups, (\d+) waves, (\d+) wave-instructions)");
  static const std::regex cycles(R"( (\d+) cycles,)");
  std::smatch m;
  if (std::regex_search(out, m, stats)) {
    r.groups = std::stoull(m[1]);
    r.waves = std::stoull(m[2]);
    r.instructions = std::stoull(m[3]);
  }
  if (std::regex_search(out, m, cycles)) {
    r.cycles = std::stoull(m[1]);
    r.has_cycles = true;
  }
  if (ok) return;
  r.report = err;
  std::string fl = err.substr(0, err.find('\n'));
  const std::string pfx = "gcn-cosim: error: ";
  if (fl.rfind(pfx, 0) == 0) fl = fl.substr(pfx.size());
  if (fl.empty())
    fl = WIFSIGNALED(status) ? fmt::format("killed by signal {}", WTERMSIG(status))
                             : fmt::format("exit status {} with no error line", WEXITSTATUS(status));
  r.first_line = fl;
}

// Children run in the work directory, so the random programs' relative --out paths (and with
// them the repro commands and reports) are the same in every shard.
pid_t spawn(const std::string& cmd, const std::string& out_path, const std::string& err_path, const std::string& cwd) {
  const pid_t pid = fork();
  if (pid < 0) throw Error("regress: fork failed");
  if (pid == 0) {
    if (chdir(cwd.c_str()) != 0) _exit(127);
    const int o = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int e = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (o < 0 || e < 0) _exit(127);
    dup2(o, 1);
    dup2(e, 2);
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

std::string hms(double s) {
  const long t = long(s + 0.5);
  return fmt::format("{}:{:02}:{:02}", t / 3600, t / 60 % 60, t % 60);
}

void summary(const ResultSet& rs) {
  size_t pass = 0, fail = 0, skipped = 0;
  for (const RunResult2& r : rs.results) pass += r.status == "pass", fail += r.status == "fail", skipped += r.status == "skipped";
  fmt::print("regress: {} runs: {} passed, {} failed, {} skipped\n", rs.results.size(), pass, fail, skipped);
}

void write_reports(const ResultSet& rs, const Coverage& cov, const std::string& junit, const std::string& html) {
  if (!junit.empty()) write_junit(junit, rs);
  if (!html.empty()) write_html(html, rs, cov.bins.empty() ? "" : coverage_html(cov));
}

bool any_failed(const ResultSet& rs) {
  for (const RunResult2& r : rs.results)
    if (r.status == "fail") return true;
  return false;
}

}  // namespace

int cmd_regress(const RegressArgs& a, const std::string& self) {
  if (a.suite.empty() && a.random == 0) throw Error("regress: give a suite file, --random N, or both");
  if (a.jobs == 0) throw Error("regress: -j must be at least 1");
  const std::string work = fs::absolute(a.out).string();
  fs::create_directories(fs::path(work) / "logs");
  SuiteOptions so;
  so.suite = a.suite;
  so.default_engine = a.engine;
  so.run_seed = a.run_seed;
  so.random = a.random;
  so.seed = a.seed;
  so.config = a.config.empty() ? "" : fs::absolute(a.config).string();
  so.work = work;
  so.self = self;
  const std::vector<RegressRun> all = expand_runs(so);
  const std::vector<RegressRun> mine = select_shard(all, a.shard);

  ResultSet rs;
  rs.total = all.size();
  rs.results.resize(mine.size());
  for (size_t i = 0; i < mine.size(); ++i) rs.results[i].run = mine[i];

  const bool tty = isatty(STDOUT_FILENO);
  const auto t0 = Clock::now();
  std::map<pid_t, std::pair<size_t, Clock::time_point>> running;
  size_t next = 0, done = 0, printed = 0, fails = 0;
  auto log_path = [&](size_t i, const char* ext) {
    return (fs::path(work) / "logs" / fmt::format("{}.{}", rs.results[i].run.index, ext)).string();
  };
  if (!tty) fmt::print("{}", table_header());
  auto flush_rows = [&] {  // plain output: rows in run order, as soon as all earlier ones are done
    if (tty) return;
    while (printed < rs.results.size() && rs.results[printed].status != "pending") {
      fmt::print("{}", table_row(rs.results[printed]));
      ++printed;
    }
    std::fflush(stdout);
  };
  for (auto& r : rs.results) r.status = "pending";
  while (done < rs.results.size()) {
    const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
    while (running.size() < a.jobs && next < rs.results.size()) {
      RunResult2& r = rs.results[next];
      if (a.time_budget > 0 && elapsed >= a.time_budget) {
        r.status = "skipped";
        r.first_line = fmt::format("time budget of {} s used up", a.time_budget);
        ++next;
        ++done;
        continue;
      }
      // the run, then (if it passed) its coverage sample; the exit status is the run's
      std::string cmd = r.run.command;
      if (a.coverage && !r.run.coverage.empty())
        cmd = fmt::format("{} && {{ {} --out {} >/dev/null 2>&1 || true; }}", cmd, r.run.coverage,
                          log_path(next, "cov.json"));
      running[spawn(cmd, log_path(next, "out"), log_path(next, "err"), work)] = {next, Clock::now()};
      ++next;
    }
    flush_rows();
    if (running.empty()) continue;
    int status = 0;
    const pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0) throw Error("regress: waitpid failed");
    const auto it = running.find(pid);
    if (it == running.end()) continue;
    const auto [i, start] = it->second;
    running.erase(it);
    RunResult2& r = rs.results[i];
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    finish(r, status, log_path(i, "out"), log_path(i, "err"));
    ++done;
    fails += r.status == "fail";
    if (tty) {
      const double el = std::chrono::duration<double>(Clock::now() - t0).count();
      fmt::print("\r[{}/{}] passed {} failed {}  elapsed {}  ETA {}   ", done, rs.results.size(), done - fails, fails,
                 hms(el), hms(el / double(done) * double(rs.results.size() - done)));
      std::fflush(stdout);
    }
  }
  flush_rows();
  if (tty) {
    fmt::print("\n{}", table_header());
    for (const RunResult2& r : rs.results) fmt::print("{}", table_row(r));
  }
  write_results(work, rs);
  Coverage cov;
  for (size_t i = 0; i < rs.results.size(); ++i) cov.merge(read_coverage(log_path(i, "cov.json")));
  write_coverage((fs::path(work) / "coverage.json").string(), cov);
  write_reports(rs, cov, a.junit, a.html);
  summary(rs);
  if (a.coverage) fmt::print("{}", coverage_summary(cov));
  return any_failed(rs) ? 1 : 0;
}

int cmd_regress_merge(const MergeArgs& a) {
  std::vector<ResultSet> shards;
  Coverage cov;
  for (const std::string& d : a.dirs) {
    shards.push_back(read_results(d));
    cov.merge(read_coverage((fs::path(d) / "coverage.json").string()));
  }
  const ResultSet rs = merge_results(shards);
  if (!a.out.empty()) {
    write_results(a.out, rs);
    write_coverage((fs::path(a.out) / "coverage.json").string(), cov);
  }
  write_reports(rs, cov, a.junit, a.html);
  summary(rs);
  if (!cov.bins.empty()) fmt::print("{}", coverage_summary(cov));
  return any_failed(rs) ? 1 : 0;
}

}  // namespace gcn
