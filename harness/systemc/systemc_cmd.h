// `gcn-cosim run SPEC --engine systemc` (docs/systemc.md): the launch spec in the SystemC
// platform of platform.h, checked in lockstep against golden with the lockstep engine's
// comparator and report.
#pragma once

#include "golden/api/launch_spec.h"
#include "harness/commands.h"

namespace gcn {

int run_systemc_engine(const RunArgs& args, const LaunchSpec& spec);

}  // namespace gcn
