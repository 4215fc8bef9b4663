// Yosys checks of the RTL: gcn_cu elaborates in the subset Yosys 0.23 accepts, and each memory
// block maps to RAM cells under synth_xilinx (a reset added to an array, or a read port that is
// not registered, turns a RAM into thousands of flops; these tests catch that in seconds).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <sys/wait.h>

namespace {

struct YosysRun {
  int rc = -1;
  std::string log;
  std::map<std::string, int> cells;  // cell type -> count, from `stat`
};

// Runs `script` (Yosys commands) from the source root; `stat` output is parsed into cells.
YosysRun yosys(const std::string& name, const std::string& script) {
  const std::string stat = fmt::format("{}/tests/synth/{}.stat", GCN_BINARY_DIR, name);
  std::remove(stat.c_str());
  const std::string cmd = fmt::format("cd {} && {} -q -p '{}; tee -q -o {} stat' 2>&1", GCN_SOURCE_DIR, GCN_YOSYS,
                                      script, stat);
  YosysRun r;
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  char buf[4096];
  while (size_t n = fread(buf, 1, sizeof buf, p)) r.log.append(buf, n);
  r.rc = WEXITSTATUS(pclose(p));
  std::ifstream f(stat);
  std::string line;
  while (std::getline(f, line)) {
    std::istringstream in(line);
    std::string type;
    int count = 0;
    if (in >> type >> count && type.find_first_of("$\\") == std::string::npos) r.cells[type] = count;
  }
  return r;
}

int cells(const YosysRun& r, const std::string& type) {
  const auto it = r.cells.find(type);
  return it == r.cells.end() ? 0 : it->second;
}

int flops(const YosysRun& r) {
  int n = 0;
  for (const auto& [type, count] : r.cells) {
    if (type.rfind("FD", 0) == 0) n += count;
  }
  return n;
}

std::string rtl_sources() {
  std::ifstream f(std::string(GCN_SOURCE_DIR) + "/rtl/gcn_cu.f");
  std::string s, line;
  while (std::getline(f, line)) s += line + " ";
  return s;
}

}  // namespace

// Hidden ([.long], both elaborations): each takes Yosys about 6 minutes on a 2-core machine
// since the binary64 units landed, too long for the default run (the RAM-inference tests below
// stay in it). CTest runs them as "synth: Yosys reads and elaborates the whole gcn_cu and
// gcn_fpga_top" (label long).
TEST_CASE("Yosys reads and elaborates the whole gcn_cu", "[synth][.long]") {
  const YosysRun r = yosys("gcn_cu_elab", fmt::format("read_verilog -sv {}; hierarchy -check -top gcn_cu; proc",
                                                      rtl_sources()));
  INFO(r.log);
  CHECK(r.rc == 0);
  CHECK(r.log.find("ERROR") == std::string::npos);
  // Yosys 0.23 turns a member read it cannot resolve (`arr[i].field`, a struct declared in a
  // procedural block) into an implicit, undriven wire with only a warning: the netlist would
  // then differ from the Verilator model.
  CHECK(r.log.find("is implicitly declared") == std::string::npos);
  CHECK(r.log.find("has no driver") == std::string::npos);
  CHECK(r.log.find("is not constant") == std::string::npos);  // an async reset value
}

TEST_CASE("the LDS maps to one RAMB18 per bank", "[synth]") {
  const YosysRun r = yosys("gcn_lds", "read_verilog -sv rtl/gcn_lds.sv; synth_xilinx -top gcn_lds -flatten");
  INFO(r.log);
  REQUIRE(r.rc == 0);
  CHECK(cells(r, "RAMB18E1") == 32);
  CHECK(flops(r) == 0);
}

TEST_CASE("the VGPR and SGPR files map to block RAM", "[synth]") {
  // Default gcn_cu: 512 VGPRs x 4 lane groups of 16 lanes, one copy per read port (src0, src1,
  // src2); 8 slots x 128 SGPRs.
  const YosysRun v = yosys("gcn_vgpr_file", "read_verilog -sv rtl/gcn_vgpr_file.sv; "
                                            "chparam -set Lanes 16 -set Rows 2048 -set ReadPorts 3 gcn_vgpr_file; "
                                            "synth_xilinx -top gcn_vgpr_file -flatten");
  INFO(v.log);
  REQUIRE(v.rc == 0);
  CHECK(cells(v, "RAMB36E1") == 3 * 32);  // 1 Mbit per copy
  CHECK(flops(v) == 0);
  // One copy per read port: the six scalar operand slots of an instruction at once.
  const YosysRun s = yosys("gcn_sgpr_file", "read_verilog -sv rtl/gcn_sgpr_file.sv; "
                                            "chparam -set Depth 1024 gcn_sgpr_file; "
                                            "synth_xilinx -top gcn_sgpr_file -flatten");
  INFO(s.log);
  REQUIRE(s.rc == 0);
  CHECK(cells(s, "RAMB36E1") == 6);
  CHECK(flops(s) == 0);
}

TEST_CASE("the instruction buffers keep their lines in distributed RAM", "[synth]") {
  // 8 slots x 512-bit lines. Flops: the tags (8 x 65), the registered read line and offset.
  const YosysRun r = yosys("gcn_ibuf", "read_verilog -sv rtl/gcn_pkg.sv rtl/gcn_ibuf.sv; "
                                       "chparam -set NumWaves 8 gcn_ibuf; synth_xilinx -top gcn_ibuf -flatten");
  INFO(r.log);
  REQUIRE(r.rc == 0);
  CHECK(cells(r, "RAM32M") > 0);
  CHECK(flops(r) <= 8 * 65 + 512 + 6);
}

TEST_CASE("Yosys reads and elaborates the whole gcn_fpga_top", "[synth][.long]") {
  std::ifstream f(std::string(GCN_SOURCE_DIR) + "/rtl/gcn_fpga.f");
  std::string shell, line;
  while (std::getline(f, line)) shell += line + " ";
  const YosysRun r = yosys("gcn_fpga_top_elab", fmt::format("read_verilog -sv {} {}; hierarchy -check -top gcn_fpga_top; proc",
                                                            rtl_sources(), shell));
  INFO(r.log);
  CHECK(r.rc == 0);
  CHECK(r.log.find("ERROR") == std::string::npos);
  CHECK(r.log.find("is implicitly declared") == std::string::npos);
  CHECK(r.log.find("has no driver") == std::string::npos);
  CHECK(r.log.find("is not constant") == std::string::npos);  // an async reset value
}
