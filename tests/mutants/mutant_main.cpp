// gcn_mutant_<name>: the lockstep checker's self-test driver, linked with an RTL library built
// with one injected bug (gcn_pkg::Mut*). Runs the given launch specs in lockstep (seed 1) until
// the harness reports a divergence. Exit 0 = the bug was caught (and, with --expect, reported
// under the expected field); 1 = the mutant survived every kernel or was reported wrongly.
//   gcn_mutant_<name> [--expect FIELD] SPEC.json...
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "harness/lockstep/lockstep.h"

int main(int argc, char** argv) {
  std::string expect;
  std::vector<std::string> specs;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--expect") && i + 1 < argc) expect = argv[++i];
    else specs.emplace_back(argv[i]);
  }
  for (const std::string& path : specs) {
    try {
      gcn::SpecSession session(gcn::parse_launch_spec(path));
      auto disp = session.device().prepare(session.code_object(), session.launch());
      gcn::Memory rtl_mem = session.device().memory();
      gcn::LockstepOptions o;
      o.repro = fmt::format("{} {}", argv[0], path);
      gcn::run_lockstep(*disp, rtl_mem, o);
      fmt::print("{}: no divergence\n", path);
    } catch (const gcn::Divergence& d) {
      const std::string report = d.what();
      const std::string first = report.substr(0, report.find('\n'));
      fmt::print("{}: caught:\n{}\n", path, report);
      if (!expect.empty() && first.rfind("lockstep divergence: " + expect, 0) != 0) {
        fmt::print("FAIL: expected the divergence to be reported as '{}'\n{}\n", expect, report);
        return 1;
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
