// Writing a random program to disk: assembly, code object (llvm-mc-14 + ld.lld-14), launch spec
// and its input data (docs/random.md, "Files").
#pragma once

#include <string>

#include "harness/random/program.h"

namespace gcn::rnd {

struct Artifacts {
  std::string source;       // DIR/prog.s
  std::string code_object;  // DIR/prog.co
  std::string spec;         // DIR/spec.json
  size_t instructions = 0;  // machine instructions in the lowered program (lines of code)
};

// Lowers, writes and assembles `plan` into `dir` (created). Throws gcn::Error naming the tool
// and its first output line when llvm-mc or ld.lld rejects the program.
Artifacts write_program(const Plan& plan, const std::string& dir);

// Runs a shell command, returns exit status and combined output.
int run_command(const std::string& cmd, std::string* output);

}  // namespace gcn::rnd
