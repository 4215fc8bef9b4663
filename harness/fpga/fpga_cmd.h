// The FPGA bring-up commands (docs/fpga.md): `run --engine rtl --capture FILE` runs the verilated
// gcn_fpga_top through its register map and saves the retire trace; `check-trace` replays a trace
// against golden with the lockstep comparator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "golden/api/spec_session.h"
#include "harness/commands.h"
#include "harness/rtl/mem_latency.h"

namespace gcn {

// Runs the session's dispatch on the verilated FPGA shell through the register-map driver with
// the trace enabled (AXI seed `seed`) and returns the stream drained from the ring.
struct CaptureResult {
  std::vector<uint8_t> stream;
  uint32_t waves = 0, groups = 0, retired = 0, completions = 0;
  uint64_t cycles = 0, reg_writes = 0, reg_reads = 0;
};
CaptureResult capture_trace(SpecSession& session, uint64_t seed, uint64_t max_cycles = 0,
                            const std::string& waveform = "", const MemLatency& latency = {});

// `run --engine rtl --capture FILE` (needs the RTL build): capture_trace, the trace file, outputs.
int run_capture(const RunArgs& args, SpecSession& session);

struct CheckTraceArgs {
  std::string trace;
  std::string spec;
  bool allow_hazards = false;
  bool quiet = false;
};
int cmd_check_trace(const CheckTraceArgs& args);

}  // namespace gcn
