// The verification subcommands (`random`, `regress`, `regress merge`), registered on the
// gcn-cosim command line by main.cpp with two calls.
#pragma once

#include <memory>
#include <string>

#include <CLI/CLI.hpp>

namespace gcn {

struct VerificationCli;

// Adds the subcommands to `app`; the returned object holds their parsed options.
std::shared_ptr<VerificationCli> add_verification_commands(CLI::App& app);

// Runs the selected verification subcommand; returns -1 when none of them was selected.
// `argv0` locates the gcn-cosim executable for child runs.
int run_verification_command(const VerificationCli& cli, const char* argv0);

}  // namespace gcn
