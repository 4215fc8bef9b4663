// The commit log in lockstep (docs/commit-log.md): golden's records are logged, and a divergence
// report names the log line of the diverging instruction. The divergence is made without a
// mutant: the RTL's copy of an input buffer differs in one word from golden's, so the RTL's load
// returns other data and the comparator reports the load's writeback.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "golden/api/spec_session.h"
#include "harness/commit_log.h"
#include "harness/lockstep/lockstep.h"

TEST_CASE("a lockstep divergence report points at the commit log line of the diverging load",
          "[lockstep][log]") {
  gcn::SpecSession s(gcn::parse_launch_spec(fmt::format("{}/vectors/kernels/vec_int.json", GCN_BINARY_DIR)));
  auto disp = s.device().prepare(s.code_object(), s.launch());
  gcn::Memory rtl_mem = s.device().memory();
  // vec_int issues its three loads (a, b, c) before waiting: by the time the RTL's data for a
  // returns, golden has logged later lines of wave 0, so the pointer must find the load by PC.
  const uint64_t a = s.buffer_address("a");
  const uint32_t poisoned = 0x7eadbeef;
  rtl_mem.write(a, &poisoned, 4);  // lane 0 of wave 0 loads other data on the RTL side

  const std::string path = fmt::format("{}/tests/lockstep_divergence.log", GCN_BINARY_DIR);
  std::string report;
  {
    gcn::CommitLog log(path, std::nullopt);
    gcn::LockstepOptions o;
    o.on_golden_commit = [&](const gcn::Commit& c) { log.write(c); };
    o.log_pointer = [&](uint32_t wave, uint64_t pc) { return gcn::log_pointer(log, wave, pc); };
    try {
      gcn::run_lockstep(*disp, rtl_mem, o);
    } catch (const gcn::Divergence& d) {
      report = d.what();
    }
  }
  INFO(report);
  std::smatch first, pointer;
  REQUIRE(std::regex_search(report, first, std::regex(R"(^lockstep divergence: load writeback v\d+ .*wave 0 .*pc (0x[0-9a-f]+): (\S+))")));
  REQUIRE(std::regex_search(report, pointer, std::regex("\n  log: " + path + R"( line (\d+) )")));
  std::ifstream file(path);
  std::vector<std::string> lines;
  for (std::string l; std::getline(file, l);) lines.push_back(l);
  const size_t n = std::stoul(pointer[1]);
  REQUIRE(n >= 1);
  REQUIRE(n <= lines.size());
  // Line n is golden's record of that load in wave 0, not merely the wave's last line.
  CHECK(std::regex_search(lines[n - 1], std::regex(fmt::format(R"(^\d+ w0 #\d+ pc {} exec \S+ {} )",
                                                                first[1].str(), first[2].str()))));
}
