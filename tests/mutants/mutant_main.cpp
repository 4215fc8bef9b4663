// gcn_mutant: the lockstep checker's self-test driver. Enables one injected RTL bug
// (--mutant NAME, a name of verilator/port_contract.h kMutants; gcn_cu's mutant_i) and runs the
// given launch specs in lockstep (seed 1; memory latency --mem-latency MIN:MAX, default 2:20) until
// the harness reports a divergence. Exit 0 = the
// bug was caught (and, with --expect, reported under the expected field); 1 = the mutant survived
// every kernel or was reported wrongly; 2 = bad arguments. With --trace, the divergence must also
// come with the waveform of the cycles before it, written by the same re-run as
// `gcn-cosim run --trace` (harness run_lockstep_traced).
//   gcn_mutant --mutant NAME [--expect FIELD] [--trace FILE.fst] [--mem-latency MIN:MAX] SPEC.json...
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "harness/lockstep/lockstep.h"
#include "harness/rtl/mem_latency.h"
#include "verilator/port_contract.h"

int main(int argc, char** argv) {
  std::string name, expect, trace, latency = "2:20";
  std::vector<std::string> specs;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--mutant") && i + 1 < argc) name = argv[++i];
    else if (!std::strcmp(argv[i], "--expect") && i + 1 < argc) expect = argv[++i];
    else if (!std::strcmp(argv[i], "--trace") && i + 1 < argc) trace = argv[++i];
    else if (!std::strcmp(argv[i], "--mem-latency") && i + 1 < argc) latency = argv[++i];
    else specs.emplace_back(argv[i]);
  }
  const gcn::port::Mutant* mutant = gcn::port::find_mutant(name);
  if (!mutant) {
    fmt::print(stderr, "gcn-cosim: error: gcn_mutant: no mutant '{}' (verilator/port_contract.h kMutants)\n", name);
    return 2;
  }
  gcn::MemLatency lat;
  try {
    lat = gcn::parse_mem_latency(latency);
  } catch (const gcn::Error& e) {
    fmt::print(stderr, "gcn-cosim: error: gcn_mutant: {}\n", e.what());
    return 2;
  }
  const std::string lat_arg = lat.is_default() ? "" : " --mem-latency " + lat.text();
  for (const std::string& path : specs) {
    try {
      const gcn::LaunchSpec spec = gcn::parse_launch_spec(path);
      if (!trace.empty()) std::filesystem::remove(trace);
      gcn::run_lockstep_traced(
          [&](const std::string& fst, uint64_t from) {
            gcn::SpecSession session(spec);
            auto disp = session.device().prepare(session.code_object(), session.launch());
            gcn::Memory rtl_mem = session.device().memory();
            gcn::LockstepOptions o;
            o.repro = fmt::format("{} --mutant {}{} {}", argv[0], name, lat_arg, path);
            o.mutant = mutant->id;
            o.axi.min_latency = lat.min;
            o.axi.max_latency = lat.max;
            o.trace_fst = fst;
            o.trace_from = from;
            return gcn::run_lockstep(*disp, rtl_mem, o);
          },
          trace, 2000);
      fmt::print("{}: no divergence\n", path);
    } catch (const gcn::Divergence& d) {
      const std::string report = d.what();
      const std::string first = report.substr(0, report.find('\n'));
      fmt::print("{}: caught:\n{}\n", path, report);
      if (!expect.empty() && first.rfind("lockstep divergence: " + expect, 0) != 0) {
        fmt::print("FAIL: expected the divergence to be reported as '{}'\n{}\n", expect, report);
        return 1;
      }
      if (!trace.empty()) {
        const bool noted = report.find("\n  waveform: " + trace + " (cycles ") != std::string::npos;
        std::error_code ec;
        const auto bytes = std::filesystem::file_size(trace, ec);
        if (!noted || ec || bytes == 0) {
          fmt::print("FAIL: no waveform of the divergence in {} (report line: {}, file: {} bytes)\n", trace,
                     noted ? "yes" : "no", ec ? 0 : bytes);
          return 1;
        }
        fmt::print("waveform: {} bytes\n", bytes);
      }
      return 0;
    } catch (const std::exception& e) {
      fmt::print("FAIL: {}: not a divergence: {}\n", path, e.what());
      return 1;
    }
  }
  fmt::print("FAIL: the mutant survived every kernel\n");
  return 1;
}
