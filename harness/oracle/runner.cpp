#include "harness/oracle/runner.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "harness/oracle/pocl.h"
#include "harness/oracle/reduce.h"
#ifdef GCN_HAVE_RTL
#include "harness/lockstep/lockstep.h"
#endif

namespace gcn::oracle {

namespace fs = std::filesystem;

const char* outcome_name(Outcome o) {
  static constexpr const char* kNames[] = {"pass", "mismatch", "diverged", "rtl-unsupported", "error", "clang-timeout"};
  return kNames[int(o)];
}

namespace {

struct ClangTimeout : Error {
  using Error::Error;
};

void write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw Error(fmt::format("cannot write {}", path));
}

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(f), {});
}

// Runs a shell command; returns its exit status and (stdout+stderr) text.
int shell(const std::string& cmd, std::string& out) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) throw Error("cannot run: " + cmd);
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int st = pclose(p);
  return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

// The launch spec of a kernel (docs/oracle.md, "Launch"): the same buffers and arguments at
// every level; only the code object differs.
nlohmann::json launch_spec(const Kernel& k, const std::string& co_name) {
  using nlohmann::json;
  json spec;
  spec["description"] = fmt::format("gcn-ocl-oracle kernel, seed {}", k.seed);
  spec["code_object"] = co_name;
  spec["kernel"] = "k";
  spec["grid"] = k.grid;
  spec["workgroup"] = k.workgroup;
  const uint64_t seed = k.seed % (1ull << 52);  // the spec parser reads seeds as JSON numbers
  spec["buffers"] = {
      {"in", {{"bytes", kInWords * 4}, {"init", {{"random", "u32"}, {"seed", seed}, {"min", 0}, {"max", 4294967295u}}}}},
      {"out", {{"bytes", k.items() * 8}, {"fill", 0}, {"output", "out.bin"}}},
      {"scr", {{"bytes", k.items() * kScrBytes}, {"fill", 0}, {"output", "scr.bin"}}},
      {"gacc",
       {{"bytes", kGlobalAtomics * 4}, {"init", {{"random", "u32"}, {"seed", seed + 1}, {"min", 0}, {"max", 4294967295u}}},
        {"output", "gacc.bin"}}},
      {"lout", {{"bytes", k.groups() * kLocalAtomics * 4}, {"fill", 0}, {"output", "lout.bin"}}},
  };
  spec["args"] = {{{"buffer", "in"}},   {{"buffer", "out"}},        {{"buffer", "scr"}},
                  {{"buffer", "gacc"}}, {{"buffer", "lout"}},       {{"u32", uint32_t(k.args[0])}},
                  {{"i32", int32_t(uint32_t(k.args[1]))}}, {{"u64", k.args[2]}}, {{"i64", int64_t(k.args[3])}},
                  {{"u32", 0}}};
  return spec;
}

// The first three lines of a divergence report (summary, field, first difference) as one line.
std::string divergence_summary(const std::string& report) {
  std::string out;
  size_t at = 0;
  for (int i = 0; i < 3 && at < report.size(); ++i) {
    const size_t nl = report.find('\n', at);
    std::string line = report.substr(at, nl == std::string::npos ? std::string::npos : nl - at);
    line.erase(0, line.find_first_not_of(' '));
    out += (i ? "; " : "") + line;
    if (nl == std::string::npos) break;
    at = nl + 1;
  }
  return out;
}

Outputs engine_outputs(SpecSession& s) {
  Outputs out;
  for (const BufferSpec& b : s.spec().buffers)
    if (!b.output.empty()) out[b.name] = s.buffer(b.name);
  return out;
}

// Golden (and, for lockstep, the RTL checked against it) on one spec; outputs from golden.
Outputs run_engine(const LaunchSpec& spec, const RunConfig& cfg, Outcome& status, std::string& note) {
  SpecSession s(spec);
  if (cfg.engine == "lockstep") {
#ifdef GCN_HAVE_RTL
    auto disp = s.device().prepare(s.code_object(), s.launch());
    Memory rtl_mem = s.device().memory();
    LockstepOptions o;
    o.axi.seed = cfg.axi_seed;
    o.repro = fmt::format("gcn-cosim run {} --engine lockstep --seed {}", spec.path, cfg.axi_seed);
    try {
      run_lockstep(*disp, rtl_mem, o);
      return engine_outputs(s);
    } catch (const Divergence& d) {
      status = Outcome::Diverged;
      note = divergence_summary(d.what());
      return {};
    } catch (const Error& e) {
      if (std::string(e.what()).rfind("not implemented in RTL", 0) != 0) throw;
      status = Outcome::RtlUnsupported;
      note = e.what();
      SpecSession g(spec);  // the oracle still checks golden on its own
      g.device().launch(g.code_object(), g.launch());
      return engine_outputs(g);
    }
#else
    throw Error("engine lockstep is not available: this build has no RTL model");
#endif
  }
  s.device().launch(s.code_object(), s.launch());
  return engine_outputs(s);
}

}  // namespace

std::string cl_compile_command(const std::string& cl, int level, const std::string& co) {
  return fmt::format("timeout -k 5 {} {} -target amdgcn-amd-amdhsa -mcpu=gfx803 -O{} -x cl -cl-std=CL1.2 -Xclang "
                     "-finclude-default-header -Xclang -mlink-bitcode-file -Xclang {} -nogpulib "
                     "-Wno-linker-warnings -mcode-object-version=4 '{}' -o '{}'",
                     kClangSeconds, GCN_ORACLE_CLANG, level, GCN_ORACLE_LIBCLC, cl, co);
}

std::string build_level(const Kernel& k, const std::string& dir, int level) {
  fs::create_directories(dir);
  const std::string cl = dir + "/kernel.cl";
  const std::string text = print(k);
  if (read_text(cl) != text) write_text(cl, text);
  const std::string co = fmt::format("O{}.co", level);
  std::string out;
  const int rc = shell(cl_compile_command(cl, level, dir + "/" + co), out);
  if (rc == 124 || rc == 137) throw ClangTimeout(fmt::format("clang-14 -O{} {}: no result after {} s", level, cl, kClangSeconds));
  if (rc != 0) throw Error(fmt::format("clang-14 -O{} {}: {}", level, cl, out.substr(0, out.find('\n'))));
  const std::string spec = fmt::format("{}/O{}.json", dir, level);
  write_text(spec, launch_spec(k, co).dump(2) + "\n");
  return spec;
}

Outputs reference_outputs(const Kernel& k, const std::string& spec_path, const RunConfig& cfg) {
  const std::string src = print(k);
  return run_pocl(cfg.reference_source ? cfg.reference_source(src) : src, parse_launch_spec(spec_path));
}

std::string first_difference(const Outputs& ref, const Outputs& got) {
  for (const auto& [name, want] : ref) {
    auto it = got.find(name);
    if (it == got.end()) return fmt::format("buffer {} missing", name);
    const std::vector<uint8_t>& have = it->second;
    for (size_t i = 0; i < want.size(); ++i) {
      if (i < have.size() && have[i] == want[i]) continue;
      const size_t elem = name == "out" ? 8 : name == "scr" ? kScrSlot : 4;
      const size_t at = i / elem * elem;
      std::string w, h;
      for (size_t j = at; j < at + elem && j < want.size(); ++j) {
        w = fmt::format("{:02x}", want[j]) + w;  // little-endian element as one hex number
        h = fmt::format("{:02x}", j < have.size() ? have[j] : 0) + h;
      }
      return fmt::format("{} byte {} ({} {}): pocl 0x{} engine 0x{}", name, i,
                         name == "out" ? "work-item" : name == "scr" ? "work-item" : "word",
                         name == "scr" ? i / kScrBytes : i / elem, w, h);
    }
  }
  return "";
}

LevelResult check_level(const std::string& spec_path, int level, const RunConfig& cfg, const Outputs& ref) {
  LevelResult r;
  r.level = level;
  const auto t0 = std::chrono::steady_clock::now();
  try {
    Outcome status = Outcome::Pass;
    std::string note;
    const Outputs got = run_engine(parse_launch_spec(spec_path), cfg, status, note);
    const std::string diff = status == Outcome::Diverged ? "" : first_difference(ref, got);
    if (!diff.empty()) {
      r.outcome = Outcome::Mismatch;
      r.detail = diff;
    } else {
      r.outcome = status;
      r.detail = note;
    }
  } catch (const Error& e) {
    r.outcome = Outcome::Error;
    r.detail = e.what();
  }
  r.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

LevelResult check_saved(const std::string& cl, const std::string& spec_path, int level, const RunConfig& cfg) {
  const LaunchSpec spec = parse_launch_spec(spec_path);
  std::string out;
  if (shell(cl_compile_command(cl, level, spec.code_object), out) != 0)
    throw Error(fmt::format("clang-14 -O{} {}: {}", level, cl, out.substr(0, out.find('\n'))));
  const std::string src = read_text(cl);
  const Outputs ref = run_pocl(cfg.reference_source ? cfg.reference_source(src) : src, spec);
  return check_level(spec_path, level, cfg, ref);
}

KernelReport run_kernel(uint64_t seed, const std::string& out_dir, const RunConfig& cfg) {
  KernelReport rep;
  rep.seed = seed;
  rep.dir = fmt::format("{}/seed-{}", out_dir, seed);
  const Kernel k = generate(seed, cfg.gen);
  Outputs ref;
  bool have_ref = false;
  bool failed = false;
  for (int level : cfg.levels) {
    const auto t0 = std::chrono::steady_clock::now();
    LevelResult r;
    r.level = level;
    try {
      const std::string spec = build_level(k, rep.dir, level);
      if (!have_ref) {
        ref = reference_outputs(k, spec, cfg);
        have_ref = true;
      }
      r = check_level(spec, level, cfg, ref);
    } catch (const ClangTimeout& e) {
      r.outcome = Outcome::ClangTimeout;
      r.detail = e.what();
    } catch (const Error& e) {
      r.outcome = Outcome::Error;
      r.detail = e.what();
    }
    r.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    rep.levels.push_back(r);
    if (r.outcome == Outcome::Pass || r.outcome == Outcome::RtlUnsupported) continue;
    if (r.outcome == Outcome::ClangTimeout) {  // kept for a look, never reduced
      failed = true;
      continue;
    }
    if (!failed && cfg.reduce && have_ref) reduce_failure(k, level, r.outcome, rep.dir, cfg, r.detail);
    failed = true;
  }
  if (!failed && !cfg.keep) {
    fs::remove_all(rep.dir);
    rep.dir.clear();
  }
  return rep;
}

Kernel reduce_failure(const Kernel& k, int level, Outcome want, const std::string& dir, const RunConfig& cfg,
                      const std::string& original_detail) {
  const std::string work = dir + "/reduce";
  std::string last_detail = original_detail;
  auto still_fails = [&](const Kernel& cand) {
    try {
      const std::string spec = build_level(cand, work, level);
      const Outputs ref = reference_outputs(cand, spec, cfg);
      const LevelResult r = check_level(spec, level, cfg, ref);
      if (r.outcome != want) return false;
      last_detail = r.detail;
      return true;
    } catch (const Error&) {
      return false;
    }
  };
  ReduceStats st;
  const Kernel red = reduce(k, still_fails, cfg.reduce_seconds, &st);
  // The reduced kernel's files, rebuilt (the work directory holds the last candidate tried).
  Kernel out = red;
  const std::string rdir = dir + "/reduced";
  build_level(out, rdir, level);
  still_fails(out);
  fs::remove_all(work);
  write_text(dir + "/report.txt",
             fmt::format("seed {}\nlevel -O{}\nengine {}\noutcome {}\noriginal: {}\nreduced: {}\n"
                         "size {} -> {} ({} tests, {} edits kept)\nfiles: kernel.cl O{}.json (original), "
                         "reduced/kernel.cl reduced/O{}.json\nreproduce: gcn-cosim run {}/O{}.json --engine {}\n",
                         k.seed, level, cfg.engine, outcome_name(want), original_detail, last_detail, kernel_size(k),
                         kernel_size(red), st.tests, st.accepted, level, level, rdir, level,
                         cfg.engine == "lockstep" ? "lockstep" : "golden"));
  return red;
}

}  // namespace gcn::oracle
