// The gcn-cosim subcommands, separate from argument parsing so tests can call them.
#pragma once

#include <cstdint>
#include <string>

#include "harness/rtl/cycle_budget.h"

namespace gcn {

struct RunArgs {
  std::string spec;
  std::string engine = "golden";
  uint64_t seed = 1;
  std::string trace;
  uint64_t trace_window = 10000;  // cycles of waveform before a divergence
  uint64_t max_instructions = 200'000'000;
  uint64_t max_cycles = kDefaultMaxCycles;  // RTL engines (harness/rtl/cycle_budget.h)
  std::string code_object_override;
  bool allow_hazards = false;
  bool quiet = false;
  std::string log;        // commit log file (docs/commit-log.md); "" = none
  int64_t log_wave = -1;  // log only this wave; -1 = every wave
  std::string capture;    // --capture: run the FPGA shell, save its retire trace (docs/fpga.md)
  std::string mem_latency = "2:20";  // --mem-latency MIN:MAX (harness/rtl/mem_latency.h)
};

int cmd_run(const RunArgs& args);
// The options of a repro command after `--seed N` that differ from their defaults (" --x v...").
std::string repro_options(const RunArgs& args);
int cmd_disasm(const std::string& file);
int cmd_info(const std::string& file);  // harness/info.cpp
int cmd_isa_status(bool list_missing, bool list_rtl_missing);
int cmd_gen_sv_pkg();
// Rewrites (check: only verifies) the port-contract artefacts under the source tree `root`
// (harness/gen_port_contract.cpp; docs/rtl.md, "The port contract").
int cmd_gen_port_contract(const std::string& root, bool check);
int cmd_gen_fpga_pkg();  // rtl/gcn_fpga_pkg.sv from harness/fpga/fpga_map.h

}  // namespace gcn
