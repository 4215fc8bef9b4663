#include "harness/random/shrink.h"

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/random/artifacts.h"

namespace gcn::rnd {

RunResult run_spec(const std::string& self, const std::string& spec, const std::string& engine, uint64_t seed) {
  RunResult r;
  const std::string err = spec + ".stderr";
  std::string out;
  const int rc = run_command(fmt::format("('{}' run '{}' --engine {} --seed {} 2>'{}')", self, spec, engine, seed, err), &out);
  r.output = out;
  std::string rep;
  run_command(fmt::format("cat '{}'", err), &rep);
  r.report = rep;
  r.ok = rc == 0;
  std::string fl = rep.substr(0, rep.find('\n'));
  const std::string pfx = "gcn-cosim: error: ";
  if (fl.rfind(pfx, 0) == 0) fl = fl.substr(pfx.size());
  if (!r.ok && fl.empty()) fl = fmt::format("exit status {} with no error line", rc);
  r.first_line = fl;
  r.divergence = !r.ok && fl.rfind("lockstep divergence", 0) == 0;
  return r;
}

ShrinkResult shrink(const Plan&, const std::string&, const std::string&, uint64_t) {
  throw Error("shrink: not implemented yet");
}

}  // namespace gcn::rnd
