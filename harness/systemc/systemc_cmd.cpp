#include "harness/systemc/systemc_cmd.h"

#include <chrono>
#include <memory>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "harness/commit_log.h"
#include "harness/lockstep/lockstep.h"
#include "harness/rtl/mem_latency.h"
#include "harness/systemc/platform.h"

namespace gcn {

namespace {

std::string repro(const RunArgs& args) {
  return fmt::format("gcn-cosim run {} --engine systemc --seed {}{}", args.spec, args.seed, repro_options(args));
}

struct Attempt {
  std::unique_ptr<SpecSession> session;  // outputs are written from the golden image
  std::unique_ptr<CommitLog> log;        // golden's view; reopened (truncated) per attempt
  SystemcStats sc;
  double secs = 0;
};

LockstepStats attempt(const RunArgs& args, const LaunchSpec& spec, const std::string& trace, uint64_t from,
                      Attempt& a) {
  a.session = std::make_unique<SpecSession>(spec);
  auto disp = a.session->device().prepare(a.session->code_object(), a.session->launch());
  Memory rtl_mem = a.session->device().memory();
  LockstepOptions o;
  o.max_instructions = args.max_instructions;
  o.max_cycles = args.max_cycles;
  o.allow_hazards = args.allow_hazards;
  o.repro = repro(args);
  o.trace_fst = trace;
  o.trace_from = from;
  a.log.reset();
  if (!args.log.empty()) {
    a.log = std::make_unique<CommitLog>(
        args.log, args.log_wave >= 0 ? std::optional<uint32_t>(uint32_t(args.log_wave)) : std::nullopt);
    CommitLog* log = a.log.get();
    o.on_golden_commit = [log](const Commit& c) { log->write(c); };
    o.log_pointer = [log](uint32_t wave, uint64_t pc) { return log_pointer(*log, wave, pc); };
  } else if (args.log_wave >= 0) {
    throw Error("--log-wave needs --log FILE");
  }
  SystemcConfig cfg;
  cfg.seed = args.seed;
  const MemLatency lat = parse_mem_latency(args.mem_latency);
  cfg.min_latency = lat.min;
  cfg.max_latency = lat.max;
  const auto t0 = std::chrono::steady_clock::now();
  const LockstepStats st = run_systemc_lockstep(*disp, rtl_mem, o, cfg, &a.sc);
  a.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return st;
}

}  // namespace

int run_systemc_engine(const RunArgs& args, const LaunchSpec& spec) {
  Attempt a;
  const LockstepStats st = run_lockstep_traced(
      [&](const std::string& trace, uint64_t from) { return attempt(args, spec, trace, from, a); }, args.trace,
      args.trace_window);
  a.session->write_outputs();
  if (!args.quiet)
    fmt::print("{}: kernel {} engine systemc seed {}: {} groups, {} waves, {} wave-instructions, {} cycles, {:.3f} s, "
               "{:.0f} cycles/s, {:.0f} wave-instructions/s, {} TLM transactions (peak {} in flight), "
               "{} register writes, {} reads, {}, {:.0f} ns simulated, match\n",
               args.spec, a.session->launch().kernel, args.seed, st.groups, st.waves, st.instructions, st.cycles,
               a.secs, st.cycles / a.secs, st.instructions / a.secs, a.sc.transactions, a.sc.peak_outstanding,
               a.sc.reg_writes, a.sc.reg_reads, a.sc.irq ? "done by interrupt" : "done by polling", a.sc.sim_time_ns);
  if (!args.trace.empty()) {
    Attempt whole;
    attempt(args, spec, args.trace, 0, whole);
    fmt::print(stderr, "gcn-cosim: no divergence; waveform of the whole run: {}\n", args.trace);
  }
  return 0;
}

}  // namespace gcn
