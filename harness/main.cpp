// gcn-cosim: the command line.
//   gcn-cosim run SPEC.json [--engine golden|lockstep|rtl|systemc] [--seed N] [--trace FILE.fst]
//   gcn-cosim disasm FILE.co
//   gcn-cosim info FILE.co
//   gcn-cosim isa-status
//   gcn-cosim gen-sv-pkg > rtl/gcn_opcodes_pkg.sv
//   gcn-cosim gen-port-contract SOURCE_DIR [--check]   (docs/rtl.md, "The port contract")
//   gcn-cosim gen-fpga-pkg > rtl/gcn_fpga_pkg.sv
//   gcn-cosim run SPEC.json --engine rtl --capture TRACE.bin; gcn-cosim check-trace TRACE.bin SPEC.json
//     (FPGA shell and offline trace check, docs/fpga.md)
//   gcn-cosim random / regress / coverage (harness/regress/cli.cpp; docs/random.md, docs/regress.md)
//   gcn-cosim vectors export DIR | vectors run DIR --engine golden|rtl   (docs/vectors.md)
// Exit 0 = ran (and in lockstep, matched); 1 = failure, with one line on stderr first;
// 2 = bad command line.
#include <cstdio>
#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "harness/commands.h"
#ifdef GCN_HAVE_RTL
#include "harness/fpga/fpga_cmd.h"
#endif
#include "harness/regress/cli.h"
#include "harness/vectors/vectors.h"

int main(int argc, char** argv) {
  CLI::App app{"gcn-cosim: lockstep co-verification of GCN GFX8 compute units"};
  app.require_subcommand(1);

  gcn::RunArgs run;
  CLI::App* run_cmd = app.add_subcommand("run", "Run a launch spec");
  run_cmd->add_option("spec", run.spec, "launch spec (JSON)")->required();
  run_cmd->add_option("--engine", run.engine, "golden | lockstep | rtl | systemc")
      ->check(CLI::IsMember({"golden", "lockstep", "rtl", "systemc"}));
  run_cmd->add_option("--seed", run.seed, "memory-timing seed (lockstep/rtl)");
  run_cmd->add_option("--mem-latency", run.mem_latency,
                      "memory response latency MIN:MAX in cycles (lockstep/rtl/systemc; default 2:20)");
  run_cmd->add_option("--trace", run.trace, "write an FST waveform of the window before a divergence");
  run_cmd->add_option("--trace-window", run.trace_window, "cycles of waveform kept before a divergence");
  run_cmd->add_option("--max-instructions", run.max_instructions, "wave-instruction budget (runaway guard)");
  run_cmd->add_option("--max-cycles", run.max_cycles, "RTL cycle budget of the rtl/lockstep/systemc engines (runaway guard)");
  run_cmd->add_option("--code-object", run.code_object_override, "run this code object instead of the spec's");
  run_cmd->add_flag("--allow-hazards", run.allow_hazards, "report program hazards without failing");
  run_cmd->add_flag("--quiet", run.quiet, "print nothing on success");
  run_cmd->add_option("--capture", run.capture,
                      "engine rtl: run the FPGA shell (gcn_fpga_top) through its register map and save the retire "
                      "trace to FILE (docs/fpga.md)");
  CLI::Option* log_opt = run_cmd->add_option("--log", run.log, "write the commit log (docs/commit-log.md) to FILE");
  run_cmd->add_option("--log-wave", run.log_wave, "commit log of this wave only")
      ->check(CLI::NonNegativeNumber)
      ->needs(log_opt);

  std::string disasm_file;
  CLI::App* disasm_cmd = app.add_subcommand("disasm", "Disassemble the .text of a code object");
  disasm_cmd->add_option("file", disasm_file, "code object")->required();

  std::string info_file;
  CLI::App* info_cmd = app.add_subcommand("info", "Print a code object's version, target, kernel headers and arguments");
  info_cmd->add_option("file", info_file, "code object")->required();

  CLI::App* status_cmd = app.add_subcommand("isa-status", "Implemented/total instructions per encoding");
  bool list_missing = false;
  status_cmd->add_flag("--missing", list_missing, "also list the unimplemented mnemonics");
  bool list_rtl_missing = false;
  status_cmd->add_flag("--rtl-missing", list_rtl_missing,
                       "also list the mnemonics golden executes and the RTL does not");
  CLI::App* svpkg_cmd = app.add_subcommand("gen-sv-pkg", "Print the RTL opcode package generated from the opcode table");
  std::string contract_root;
  bool contract_check = false;
  CLI::App* contract_cmd = app.add_subcommand(
      "gen-port-contract", "Regenerate the RTL port-contract files (gcn_pkg region, docs table, mutant list)");
  contract_cmd->add_option("source_dir", contract_root, "source tree to update")->required();
  contract_cmd->add_flag("--check", contract_check, "only check that they are up to date");
  CLI::App* fpgapkg_cmd =
      app.add_subcommand("gen-fpga-pkg", "Print the RTL register-map/trace-format package (rtl/gcn_fpga_pkg.sv)");
#ifdef GCN_HAVE_RTL
  gcn::CheckTraceArgs ct;
  CLI::App* ct_cmd = app.add_subcommand("check-trace", "Check a captured retire trace against golden (docs/fpga.md)");
  ct_cmd->add_option("trace", ct.trace, "trace file (run --engine rtl --capture)")->required();
  ct_cmd->add_option("spec", ct.spec, "launch spec the trace was captured from")->required();
  ct_cmd->add_flag("--allow-hazards", ct.allow_hazards, "report program hazards without failing");
  ct_cmd->add_flag("--quiet", ct.quiet, "print nothing on success");
#endif
  const auto verification = gcn::add_verification_commands(app);  // random, regress

  gcn::VectorsArgs vec;
  CLI::App* vec_cmd = app.add_subcommand("vectors", "Conformance vectors: export from golden, run on an engine");
  vec_cmd->require_subcommand(1);
  CLI::App* vec_export = vec_cmd->add_subcommand("export", "Write conformance vectors into DIR");
  CLI::App* vec_run = vec_cmd->add_subcommand("run", "Run the conformance vectors of DIR");
  for (CLI::App* c : {vec_export, vec_run}) {
    c->add_option("dir", vec.dir, "vector directory")->required();
    c->add_option("--only", vec.only, "only this mnemonic (e.g. v_add_f32)");
    c->add_option("--encoding", vec.encoding, "only this encoding (e.g. vop2, flat, multi)");
  }
  vec_run->add_option("--engine", vec.engine, "golden | rtl")->check(CLI::IsMember({"golden", "rtl"}));
  vec_run->add_option("--seed", vec.seed, "AXI timing seed (rtl)");
  vec_run->add_flag("--quiet", vec.quiet, "no per-encoding table");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }

  try {
    if (*run_cmd) return gcn::cmd_run(run);
    if (*disasm_cmd) return gcn::cmd_disasm(disasm_file);
    if (*info_cmd) return gcn::cmd_info(info_file);
    if (*status_cmd) return gcn::cmd_isa_status(list_missing, list_rtl_missing);
    if (*svpkg_cmd) return gcn::cmd_gen_sv_pkg();
    if (*contract_cmd) return gcn::cmd_gen_port_contract(contract_root, contract_check);
    if (*fpgapkg_cmd) return gcn::cmd_gen_fpga_pkg();
#ifdef GCN_HAVE_RTL
    if (*ct_cmd) return gcn::cmd_check_trace(ct);
#endif
    if (const int rc = gcn::run_verification_command(*verification, argv[0]); rc >= 0) return rc;
    if (*vec_export) return gcn::cmd_vectors_export(vec);
    if (*vec_run) return gcn::cmd_vectors_run(vec);
  } catch (const gcn::Error& e) {
    std::fflush(stdout);
    fmt::print(stderr, "gcn-cosim: error: {}\n", e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fflush(stdout);
    fmt::print(stderr, "gcn-cosim: internal error: {}\n", e.what());
    return 1;
  }
  return 2;
}
