#include "harness/fpga/fpga_cmd.h"

#include <chrono>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/fpga/driver.h"
#include "harness/fpga/fpga_map.h"
#include "harness/fpga/trace.h"
#include "harness/lockstep/lockstep.h"
#include "verilator/fpga_top.h"
#include "verilator/rtl_cu.h"

namespace gcn {

namespace {
constexpr uint32_t kRingBytes = 256 * 1024;  // trace ring in device memory (drained while running)

double since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

CaptureResult capture_trace(SpecSession& session, uint64_t seed, uint64_t max_cycles, const std::string& waveform,
                            const MemLatency& latency) {
  auto disp = session.device().prepare(session.code_object(), session.launch());
  Memory& mem = session.device().memory();
  const uint64_t ring = mem.allocate("trace ring", kRingBytes, 4096);
  FpgaTop::Config cfg;
  cfg.axi.seed = seed;
  cfg.axi.min_latency = latency.min;
  cfg.axi.max_latency = latency.max;
  if (!waveform.empty()) check_waveform_path(waveform);
  cfg.trace_fst = waveform;
  FpgaTop top(mem, cfg);

  // The host side of the ring: copy what the encoder has written, then hand the space back.
  CaptureResult r;
  uint32_t rptr = 0;
  auto drain = [&] {
    const uint32_t wptr = top.read32(fpga::REG_TRACE_WPTR);
    if (wptr == rptr) return;
    if (wptr - rptr > kRingBytes)
      throw Error(fmt::format("trace ring: write pointer {} runs {} bytes ahead of the read pointer", wptr, wptr - rptr));
    while (rptr != wptr) {
      const size_t at = r.stream.size();
      r.stream.resize(at + 64);
      mem.read(ring + rptr % kRingBytes, r.stream.data() + at, 64);
      rptr += 64;
    }
    top.write32(fpga::REG_TRACE_RPTR, rptr);
  };
  fpga::DriverOptions o;
  o.trace_base = ring;
  o.trace_size = kRingBytes;
  o.max_cycles = max_cycles;
  o.on_poll = drain;
  const fpga::DriverStats st = fpga::run_dispatch(top, *disp, o);
  drain();
  r.waves = st.waves;
  r.groups = disp->num_groups();
  r.retired = st.retired;
  r.completions = st.completions;
  r.cycles = st.cycles;
  r.reg_writes = st.reg_writes;
  r.reg_reads = st.reg_reads;
  return r;
}

int run_capture(const RunArgs& args, SpecSession& session) {
  const auto t0 = std::chrono::steady_clock::now();
  const CaptureResult r = capture_trace(session, args.seed, args.max_cycles, args.trace, parse_mem_latency(args.mem_latency));
  const double secs = since(t0);
  fpga::write_trace_file(args.capture, FpgaTop::kLanesPerCycle, FpgaTop::kNumWaves, r.stream);
  session.write_outputs();
  if (!args.quiet)
    fmt::print("{}: kernel {} engine rtl (FPGA shell) seed {}: {} groups, {} waves, {} wave-instructions, {} cycles, "
               "{:.3f} s, {} register writes, {} reads; trace {}: {} bytes, {:.1f} bytes/wave-instruction\n",
               args.spec, session.launch().kernel, args.seed, r.groups, r.waves, r.retired, r.cycles, secs,
               r.reg_writes, r.reg_reads, args.capture, r.stream.size(),
               r.retired ? double(r.stream.size()) / r.retired : 0.0);
  return 0;
}

int cmd_check_trace(const CheckTraceArgs& args) {
  const fpga::TraceFile file = fpga::read_trace_file(args.trace);
  SpecSession session(parse_launch_spec(args.spec));
  auto disp = session.device().prepare(session.code_object(), session.launch());
  fpga::TraceReader reader(file, *disp, session.device().memory());
  LockstepOptions o;
  o.allow_hazards = args.allow_hazards;
  o.repro = fmt::format("gcn-cosim check-trace {} {}", args.trace, args.spec);
  const auto t0 = std::chrono::steady_clock::now();
  const LockstepStats st = replay_lockstep(*disp, [&](RtlEvent& e) { return reader.next(e); }, o);
  const double secs = since(t0);
  const fpga::TraceStats& ts = reader.stats();
  if (!args.quiet)
    fmt::print("{}: kernel {}: {} waves, {} wave-instructions, {} completions checked against golden in {:.3f} s "
               "({:.0f} wave-instructions/s); trace {} bytes, {:.1f} bytes/wave-instruction (raw retire port: {} beats, "
               "{:.1f} bytes/wave-instruction): match\n",
               args.trace, session.launch().kernel, st.waves, st.instructions, st.completions, secs,
               st.instructions / secs, file.stream.size(),
               st.instructions ? double(file.stream.size()) / st.instructions : 0.0, ts.beats,
               st.instructions ? double(ts.beats) * reader.raw_beat_bytes() / st.instructions : 0.0);
  return 0;
}

}  // namespace gcn
