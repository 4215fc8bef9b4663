// gcn_mutant_systemc: the SystemC engine's checker self-test. Enables one injected RTL bug
// (--mutant NAME, verilator/port_contract.h kMutants; the FPGA shell's mutant_i) and runs each
// launch spec through the SystemC platform in lockstep (run_systemc_lockstep, seed 1) until a
// divergence is reported; with --trace FILE the divergence is re-run in a second SystemC
// simulation of the same process and must come with the waveform of the cycles before it.
// Exit 0 = caught, 1 = survived or wrong, 2 = bad arguments.
//   gcn_mutant_systemc --mutant NAME [--trace FILE.fst] SPEC.json...
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "harness/lockstep/lockstep.h"
#include "harness/systemc/platform.h"
#include "verilator/port_contract.h"

int main(int argc, char** argv) {
  std::string name, trace;
  std::vector<std::string> specs;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--mutant") && i + 1 < argc) name = argv[++i];
    else if (!std::strcmp(argv[i], "--trace") && i + 1 < argc) trace = argv[++i];
    else specs.emplace_back(argv[i]);
  }
  const gcn::port::Mutant* mutant = gcn::port::find_mutant(name);
  if (!mutant) {
    fmt::print(stderr, "gcn-cosim: error: gcn_mutant_systemc: no mutant '{}' (verilator/port_contract.h kMutants)\n",
               name);
    return 2;
  }
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
            o.repro = fmt::format("{} --mutant {} {}", argv[0], name, path);
            o.mutant = mutant->id;
            o.trace_fst = fst;
            o.trace_from = from;
            return gcn::run_systemc_lockstep(*disp, rtl_mem, o, gcn::SystemcConfig{});
          },
          trace, 2000);
      fmt::print("{}: no divergence\n", path);
    } catch (const gcn::Divergence& d) {
      const std::string report = d.what();
      fmt::print("{}: caught through the SystemC engine:\n{}\n", path, report);
      if (report.rfind("lockstep divergence: ", 0) != 0) {
        fmt::print("FAIL: not a lockstep divergence report\n");
        return 1;
      }
      if (!trace.empty()) {
        std::error_code ec;
        const auto bytes = std::filesystem::file_size(trace, ec);
        if (report.find("\n  waveform: " + trace + " (cycles ") == std::string::npos || ec || bytes == 0) {
          fmt::print("FAIL: no waveform of the divergence in {}\n", trace);
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
