// `gcn-cosim run ... --log FILE [--log-wave N]` (docs/commit-log.md), on grid3d: its stores of
// o[0] = x | y << 8 | z << 16 (to out + 20 * linear id) and o[3] = the sizes are worked out here
// from the launch spec's grid and work-group, not read from any engine; the golden and RTL logs of
// the same wave agree line for line but for the timing fields (global order, counters, cycle).
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace {

struct Cmd {
  int rc;
  std::string out;
};
Cmd run(const std::string& args) {
  FILE* p = popen(fmt::format("{}/harness/gcn-cosim {} 2>&1", GCN_BINARY_DIR, args).c_str(), "r");
  REQUIRE(p);
  std::string out;
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  return {WEXITSTATUS(status), out};
}

std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::string spec() { return fmt::format("{}/vectors/kernels/grid3d.json", GCN_BINARY_DIR); }
std::string tmp(const std::string& name) { return fmt::format("{}/tests/cli_{}", GCN_BINARY_DIR, name); }

// `test` names the log file: ctest runs the test cases in parallel.
std::vector<std::string> log_run(const std::string& test, const std::string& engine, const std::string& extra = "") {
  const std::string path = tmp(fmt::format("{}_{}.log", test, engine));
  const Cmd r = run(fmt::format("run {} --engine {} --quiet --log {} {}", spec(), engine, path, extra));
  INFO(r.out);
  REQUIRE(r.rc == 0);
  return lines_of(path);
}

// The hex numbers of a "[0x.. 0x..]" list or a single "0x.." value, for `n` lanes.
std::vector<uint64_t> values(const std::string& text, size_t n) {
  std::vector<uint64_t> v;
  std::istringstream in(text[0] == '[' ? text.substr(1, text.size() - 2) : text);
  for (std::string t; in >> t;) v.push_back(std::stoull(t, nullptr, 16));
  if (v.size() == 1) v.resize(n, v[0]);
  return v;
}

}  // namespace

TEST_CASE("the golden commit log of grid3d holds the stores the kernel source implies", "[cli][log]") {
  const std::vector<std::string> log = log_run("stores", "golden");
  // Wave 0 = the first 64 work-items of group (0,0,0); work-group 8x4x2, grid 16x8x6.
  std::vector<uint64_t> o0(64), lin(64);
  for (int l = 0; l < 64; ++l) {
    const uint64_t x = l % 8, y = l / 8 % 4, z = l / 32;
    o0[l] = x | y << 8 | z << 16;
    lin[l] = (z * 8 + y) * 16 + x;
  }
  const std::regex store(R"(^\d+ w0 #\d+ pc 0x[0-9a-f]+ exec 0xffffffffffffffff flat_store_dword .* ; st global 4B lanes )"
                         R"(0xffffffffffffffff addr (\S+|\[[^\]]*\]) data (\S+|\[[^\]]*\]) ; vm=\d+ lgkm=\d+ exp=0$)");
  bool found_o0 = false, found_o3 = false;
  size_t wave0 = 0;
  for (const std::string& line : log) {
    wave0 += line.find(" w0 #") != std::string::npos;
    std::smatch m;
    if (!std::regex_match(line, m, store)) continue;
    const std::vector<uint64_t> addr = values(m[1], 64), data = values(m[2], 64);
    if (data == o0) {
      found_o0 = true;
      for (int l = 0; l < 64; ++l) CHECK(addr[l] - addr[0] == 20 * (lin[l] - lin[0]));
    }
    found_o3 |= data == std::vector<uint64_t>(64, 8 | 4 << 8 | 2 << 16 | 6u << 24);
  }
  CHECK(found_o0);
  CHECK(found_o3);
  CHECK(wave0 > 20);
  CHECK(log.back().find("s_endpgm ; halt ; vm=") != std::string::npos);  // the last wave's s_endpgm
}

TEST_CASE("a commit log with --log-wave N keeps exactly the lines of wave N", "[cli][log]") {
  const std::vector<std::string> all = log_run("all", "golden");
  const std::vector<std::string> three = log_run("wave3", "golden", "--log-wave 3");
  std::vector<std::string> expected;
  for (const std::string& l : all)
    if (l.find(" w3 ") != std::string::npos) expected.push_back(l);
  REQUIRE(!expected.empty());
  CHECK(three == expected);
}

TEST_CASE("golden and RTL logs of a wave agree line for line but for order, counters and cycle",
          "[cli][log][rtl]") {
  // Instruction lines without the global order, the counters and @cycle (when loads complete is
  // timing: golden completes them at s_waitcnt, the RTL when the data returns); wb lines as a set
  // (golden writes load data back at issue, the RTL when it returns).
  auto split = [](const std::vector<std::string>& log, std::vector<std::string>& insts, std::vector<std::string>& wbs) {
    for (std::string l : log) {
      l = std::regex_replace(l, std::regex(" @\\d+$"), "");
      l = std::regex_replace(l, std::regex(" ; vm=\\d+ lgkm=\\d+ exp=\\d+$"), "");
      if (l.rfind("wb ", 0) == 0) wbs.push_back(l);
      else insts.push_back(l.substr(l.find(' ')));
    }
    std::sort(wbs.begin(), wbs.end());
  };
  std::vector<std::string> gi, gw, ri, rw;
  split(log_run("wave5", "golden", "--log-wave 5"), gi, gw);
  split(log_run("wave5", "rtl", "--log-wave 5"), ri, rw);
  REQUIRE(gi.size() > 20);
  CHECK(gi == ri);
  CHECK(gw == rw);
  CHECK(!gw.empty());
}

TEST_CASE("an unwritable log path is one error line in every engine", "[cli][log]") {
  for (const char* engine : {"golden", "rtl", "lockstep"}) {
    const Cmd r = run(fmt::format("run {} --engine {} --log /nonexistent-dir/x.log", spec(), engine));
    INFO(engine);
    CHECK(r.rc == 1);
    CHECK(r.out == "gcn-cosim: error: cannot write the commit log /nonexistent-dir/x.log: No such file or directory\n");
  }
  const Cmd r = run(fmt::format("run {} --log-wave 1", spec()));  // a bad command line: exit 2
  CHECK(r.rc == 2);
  CHECK(r.out.rfind("--log-wave requires --log\n", 0) == 0);
}
