#include "harness/commands.h"

#include <chrono>
#include <cstring>
#include <map>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "golden/exec/registry.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "golden/isa/sv_package.h"

namespace gcn {

int cmd_run(const RunArgs& args) {
  if (args.engine != "golden")
    throw Error(fmt::format("engine '{}' is not available yet: this build has no RTL model", args.engine));
  LaunchSpec spec = parse_launch_spec(args.spec);
  if (!args.code_object_override.empty()) spec.code_object = args.code_object_override;
  SpecSession session(std::move(spec));
  RunOptions opts;
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
    fmt::print("{}: kernel {} engine golden: {} groups, {} waves, {} wave-instructions, {} lane-ops, "
               "{:.6f} s, {:.2f} M wave-instructions/s, {:.1f} M lane-ops/s\n",
               args.spec, session.launch().kernel, st.groups, st.waves, st.wave_instructions, st.lane_operations,
               secs, st.wave_instructions / secs / 1e6, st.lane_operations / secs / 1e6);
  return 0;
}

int cmd_disasm(const std::string& file) {
  const CodeObject co = CodeObject::load(file);
  const std::vector<uint8_t>& img = co.image();
  uint64_t pc = co.text_begin();
  while (pc + 4 <= co.text_end()) {
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

int cmd_isa_status(bool list_missing) {
  std::map<Enc, std::pair<int, int>> counts;  // implemented, total
  for (const OpInfo& oi : kOpTable) {
    auto& c = counts[oi.enc];
    ++c.second;
    c.first += registry().implemented(oi.op);
  }
  int impl = 0, total = 0, compute_impl = 0, compute_total = 0;
  fmt::print("{:<8} {:>11} {:>6}\n", "encoding", "implemented", "total");
  for (auto& [enc, c] : counts) {
    fmt::print("{:<8} {:>11} {:>6}\n", enc_name(enc), c.first, c.second);
    impl += c.first;
    total += c.second;
    if (enc != Enc::MIMG && enc != Enc::EXP && enc != Enc::VINTRP) {
      compute_impl += c.first;
      compute_total += c.second;
    }
  }
  fmt::print("{:<8} {:>11} {:>6}\n", "all", impl, total);
  fmt::print("{:<8} {:>11} {:>6}   (excluding MIMG, EXP, VINTRP)\n", "compute", compute_impl, compute_total);
  if (list_missing)
    for (const OpInfo& oi : kOpTable)
      if (!registry().implemented(oi.op)) {
        const std::string_view why = registry().reason(oi.op);
        fmt::print("missing: {:<8} {}{}{}\n", enc_name(oi.enc), oi.name, why.empty() ? "" : "  -- ", why);
      }
  return 0;
}

int cmd_gen_sv_pkg() {
  fmt::print("{}", sv_opcode_package());
  return 0;
}

}  // namespace gcn
