#include "harness/commands.h"
#include "harness/vectors/vectors.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "golden/exec/registry.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "golden/isa/sv_package.h"
#include "harness/commit_log.h"
#include "harness/fpga/sv_fpga_pkg.h"
#include "harness/rtl/mem_latency.h"
#ifdef GCN_HAVE_RTL
#include "harness/fpga/fpga_cmd.h"
#include "harness/lockstep/lockstep.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"
#endif
#ifdef GCN_HAVE_SYSTEMC
#include "harness/systemc/systemc_cmd.h"
#endif

namespace gcn {

namespace {

std::unique_ptr<CommitLog> open_log(const RunArgs& args) {
  if (args.log.empty()) {
    if (args.log_wave >= 0) throw Error("--log-wave needs --log FILE");
    return nullptr;
  }
  return std::make_unique<CommitLog>(
      args.log, args.log_wave >= 0 ? std::optional<uint32_t>(uint32_t(args.log_wave)) : std::nullopt);
}

int run_golden(const RunArgs& args, SpecSession& session) {
  RunOptions opts;
  const std::unique_ptr<CommitLog> log = open_log(args);
  if (log) opts.on_commit = [&](const Commit& c) { log->write(c); };
  opts.max_instructions = args.max_instructions;
  opts.allow_hazards = args.allow_hazards;
  const auto t0 = std::chrono::steady_clock::now();
  const RunStats st = session.device().launch(session.code_object(), session.launch(), opts);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  session.write_outputs();
  for (const Hazard& h : st.hazards)
    fmt::print(stderr, "gcn-cosim: hazard (allowed): wave {} pc 0x{:x} reads a register of the load at pc 0x{:x}\n",
               h.wave, h.pc, h.load_pc);
  if (!args.quiet)
    fmt::print("{}: kernel {} engine golden: {} groups, {} waves, {} wave-instructions, {} lane-ops, {}, "
               "{:.6f} s, {:.2f} M wave-instructions/s, {:.1f} M lane-ops/s\n",
               args.spec, session.launch().kernel, st.groups, st.waves, st.wave_instructions, st.lane_operations,
               st.peaks.summary(), secs, st.wave_instructions / secs / 1e6, st.lane_operations / secs / 1e6);
  return 0;
}

#ifdef GCN_HAVE_RTL
void print_rtl_summary(const RunArgs& args, const SpecSession& session, uint32_t groups, uint32_t waves,
                       uint64_t insts, uint64_t cycles, const CounterPeaks& peaks, double secs, const char* result) {
  if (args.quiet) return;
  const MemLatency lat = parse_mem_latency(args.mem_latency);
  fmt::print("{}: kernel {} engine {} seed {}{}: {} groups, {} waves, {} wave-instructions, {} cycles, {}, {:.3f} s, "
             "{:.0f} cycles/s, {:.0f} wave-instructions/s, {}\n",
             args.spec, session.launch().kernel, args.engine, args.seed,
             lat.is_default() ? "" : " latency " + lat.text(), groups, waves, insts, cycles,
             peaks.summary(), secs, cycles / secs, insts / secs, result);
}

int run_rtl_only(const RunArgs& args, SpecSession& session) {
  const std::unique_ptr<CommitLog> log = open_log(args);
  auto disp = session.device().prepare(session.code_object(), session.launch());
  RtlCu::Config cfg;
  cfg.axi.seed = args.seed;
  const MemLatency lat = parse_mem_latency(args.mem_latency);
  cfg.axi.min_latency = lat.min;
  cfg.axi.max_latency = lat.max;
  cfg.trace_fst = args.trace;
  RtlCu cu(session.device().memory(), cfg);
  const auto t0 = std::chrono::steady_clock::now();
  std::function<void(const RtlEvent&)> on_event;
  if (log)
    on_event = [&](const RtlEvent& e) {
      if (e.kind == RtlEvent::Kind::Retire) log->write(e.commit, e.cycle);
      else if (e.kind == RtlEvent::Kind::Completion) log->write_completion(e.completion, e.commit, e.cycle);
    };
  const RtlRunStats st = run_rtl(cu, *disp, on_event, 200000, {}, args.max_cycles);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  session.write_outputs();
  print_rtl_summary(args, session, disp->num_groups(), st.waves, st.instructions, st.cycles, st.peaks, secs, "ran");
  return 0;
}

std::string repro_command(const RunArgs& args) {
  return fmt::format("gcn-cosim run {} --engine lockstep --seed {}{}", args.spec, args.seed, repro_options(args));
}
#endif

}  // namespace

std::string repro_options(const RunArgs& args) {
  std::string cmd;
  if (!args.code_object_override.empty()) cmd += " --code-object " + args.code_object_override;
  if (args.allow_hazards) cmd += " --allow-hazards";
  if (args.max_instructions != RunArgs{}.max_instructions)
    cmd += fmt::format(" --max-instructions {}", args.max_instructions);
  if (args.max_cycles != RunArgs{}.max_cycles) cmd += fmt::format(" --max-cycles {}", args.max_cycles);
  if (const MemLatency lat = parse_mem_latency(args.mem_latency); !lat.is_default())
    cmd += " --mem-latency " + lat.text();
  if (!args.trace.empty()) cmd += " --trace " + args.trace;
  return cmd;
}

namespace {
#ifdef GCN_HAVE_RTL

// One lockstep run of a fresh session: golden on the session's image, the RTL on a copy.
// `secs` times the lockstep run itself (set-up excluded, as for the other engines).
LockstepStats lockstep_once(const RunArgs& args, const LaunchSpec& spec, const std::string& trace,
                            uint64_t trace_from, SpecSession** keep = nullptr, double* secs = nullptr) {
  static std::unique_ptr<SpecSession> last;  // outputs are written from the golden image
  last = std::make_unique<SpecSession>(spec);
  auto disp = last->device().prepare(last->code_object(), last->launch());
  Memory rtl_mem = last->device().memory();
  LockstepOptions o;
  o.axi.seed = args.seed;
  const MemLatency lat = parse_mem_latency(args.mem_latency);
  o.axi.min_latency = lat.min;
  o.axi.max_latency = lat.max;
  o.max_instructions = args.max_instructions;
  o.max_cycles = args.max_cycles;
  o.allow_hazards = args.allow_hazards;
  o.repro = repro_command(args);
  o.trace_fst = trace;
  o.trace_from = trace_from;
  static std::unique_ptr<CommitLog> log;  // golden's view; reopened (truncated) for every attempt
  log = open_log(args);
  if (log) {
    o.on_golden_commit = [](const Commit& c) { log->write(c); };
    o.log_pointer = [](uint32_t wave, uint64_t pc) { return log_pointer(*log, wave, pc); };
  }
  if (keep) *keep = last.get();
  const auto t0 = std::chrono::steady_clock::now();
  const LockstepStats st = run_lockstep(*disp, rtl_mem, o);
  if (secs) *secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return st;
}

int run_lockstep_engine(const RunArgs& args, const LaunchSpec& spec) {
  SpecSession* session = nullptr;
  double secs = 0;
  const LockstepStats st = run_lockstep_traced(
      [&](const std::string& trace, uint64_t from) { return lockstep_once(args, spec, trace, from, &session, &secs); },
      args.trace, args.trace_window);
  session->write_outputs();
  print_rtl_summary(args, *session, st.groups, st.waves, st.instructions, st.cycles, st.peaks, secs, "match");
  if (!args.trace.empty()) {
    lockstep_once(args, spec, args.trace, 0);
    fmt::print(stderr, "gcn-cosim: no divergence; waveform of the whole run: {}\n", args.trace);
  }
  return 0;
}
#endif

}  // namespace

int cmd_run(const RunArgs& args) {
  LaunchSpec spec = parse_launch_spec(args.spec);
  if (!args.code_object_override.empty()) spec.code_object = args.code_object_override;
  if (!args.capture.empty() && args.engine != "rtl")
    throw Error(fmt::format("--capture needs --engine rtl (got --engine {})", args.engine));
  // Memory timing is the RTL engines' (golden performs every access at once): a latency given
  // to golden would be silently meaningless, so it is an error, checked before any run starts.
  if (!parse_mem_latency(args.mem_latency).is_default() && args.engine == "golden")
    throw Error("--mem-latency needs an RTL engine (lockstep, rtl or systemc), not golden");
  if (args.engine == "golden") {
    SpecSession session(std::move(spec));
    return run_golden(args, session);
  }
#ifdef GCN_HAVE_RTL
  if (!args.trace.empty()) check_waveform_path(args.trace);  // lockstep traces only a re-run
  if (args.engine == "rtl") {
    SpecSession session(std::move(spec));
    if (!args.capture.empty()) return run_capture(args, session);
    return run_rtl_only(args, session);
  }
  if (args.engine == "systemc") {
#ifdef GCN_HAVE_SYSTEMC
    return run_systemc_engine(args, spec);
#else
    throw Error("engine 'systemc' is not available: this build has no SystemC (libsystemc-dev)");
#endif
  }
  return run_lockstep_engine(args, spec);
#else
  throw Error(fmt::format("engine '{}' is not available: this build has no RTL model (GCN_RTL=OFF)", args.engine));
#endif
}

namespace {
const Kernel* v2_header_at(const CodeObject& co, uint64_t pc) {
  for (const Kernel& k : co.kernels())
    if (k.amd_kernel_code && k.kd_address == pc && k.entry_address > pc) return &k;
  return nullptr;
}
}  // namespace

int cmd_disasm(const std::string& file) {
  const CodeObject co = CodeObject::load(file);
  const std::vector<uint8_t>& img = co.image();
  uint64_t pc = co.text_begin();
  while (pc + 4 <= co.text_end()) {
    // Code object v2 keeps each kernel's 256-byte amd_kernel_code_t in .text: data, not code.
    if (const Kernel* k = v2_header_at(co, pc)) {
      fmt::print("{:x}: <amd_kernel_code_t of {}>\n", pc, k->meta.name);
      pc = k->entry_address;
      continue;
    }
    uint32_t words[3] = {0, 0, 0};
    const size_t avail = std::min<uint64_t>(3, (co.text_end() - pc) / 4);
    std::memcpy(words, img.data() + pc, avail * 4);
    const Inst in = decode(words, avail);
    if (!in.info) {
      fmt::print("{:x}: <unknown> 0x{:08x}\n", pc, words[0]);
      pc += 4;
      continue;
    }
    fmt::print("{:x}: {}\n", pc, disasm(in));
    pc += in.size;
  }
  return 0;
}

namespace {
// Operations the RTL executes (rtl/gcn_decode.sv op_class(); generated at configure time).
constexpr Op kRtlOps[] = {
#include "rtl_ops.inc"
};
constexpr std::pair<Op, Op> kRtlOpRanges[] = {
#include "rtl_op_ranges.inc"
};
bool rtl_implements(Op op) {
  for (const auto& [lo, hi] : kRtlOpRanges)
    if (op >= lo && op <= hi) return true;
  return std::find(std::begin(kRtlOps), std::end(kRtlOps), op) != std::end(kRtlOps);
}
}  // namespace

bool rtl_implements_op(uint16_t op) { return op < kNumOps && rtl_implements(Op(op)); }

int cmd_isa_status(bool list_missing, bool list_rtl_missing) {
  struct Count {
    int golden = 0, rtl = 0, total = 0;
  };
  std::map<Enc, Count> counts;
  for (const OpInfo& oi : kOpTable) {
    Count& c = counts[oi.enc];
    ++c.total;
    c.golden += registry().implemented(oi.op);
    c.rtl += rtl_implements(oi.op);
  }
  Count all, compute;
  fmt::print("{:<8} {:>7} {:>7} {:>6}\n", "encoding", "golden", "rtl", "total");
  for (auto& [enc, c] : counts) {
    fmt::print("{:<8} {:>7} {:>7} {:>6}\n", enc_name(enc), c.golden, c.rtl, c.total);
    for (Count* sum : {&all, &compute}) {
      if (sum == &compute && (enc == Enc::MIMG || enc == Enc::EXP || enc == Enc::VINTRP)) continue;
      sum->golden += c.golden;
      sum->rtl += c.rtl;
      sum->total += c.total;
    }
  }
  fmt::print("{:<8} {:>7} {:>7} {:>6}\n", "all", all.golden, all.rtl, all.total);
  fmt::print("{:<8} {:>7} {:>7} {:>6}   (excluding MIMG, EXP, VINTRP)\n", "compute", compute.golden, compute.rtl,
             compute.total);
  if (list_missing)
    for (const OpInfo& oi : kOpTable)
      if (!registry().implemented(oi.op)) {
        const std::string_view why = registry().reason(oi.op);
        fmt::print("missing: {:<8} {}{}{}\n", enc_name(oi.enc), oi.name, why.empty() ? "" : "  -- ", why);
      }
  if (list_rtl_missing)
    for (const OpInfo& oi : kOpTable)
      if (registry().implemented(oi.op) && !rtl_implements(oi.op))
        fmt::print("rtl-missing: {:<8} {}\n", enc_name(oi.enc), oi.name);
  return 0;
}

int cmd_gen_sv_pkg() {
  fmt::print("{}", sv_opcode_package());
  return 0;
}

int cmd_gen_fpga_pkg() {
  fmt::print("{}", fpga::sv_fpga_package());
  return 0;
}

}  // namespace gcn
