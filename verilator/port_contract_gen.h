// Generates the checked-in artefacts of the port contract (verilator/port_contract.h): the
// marked region of rtl/gcn_pkg.sv, the marked beat tables of docs/rtl.md and the whole
// tests/mutants/mutants.cmake. `gcn-cosim gen-port-contract` writes or checks them; a test
// checks the checked-in files are up to date.
#pragma once

#include <string>
#include <vector>

namespace gcn::port {

// The SV localparams, enum and functions (indented for the inside of `package gcn_pkg`).
std::string sv_region();
// docs/rtl.md: the launch and retire beat tables and the field layouts.
std::string doc_region();
// tests/mutants/mutants.cmake: set(GCN_MUTANTS "name|id|expect" ...).
std::string cmake_mutants();

// One generated artefact under the source root: either a whole file or the lines strictly
// between a begin and an end marker line.
struct Artefact {
  std::string path;  // relative to the source root
  std::string begin, end;  // marker lines; both empty = the whole file
  std::string text;
};
std::vector<Artefact> artefacts();

// The artefacts whose checked-in text under `root` differs from the generated one ("path: why").
// Throws gcn::Error when a file cannot be read or a marker is missing.
std::vector<std::string> stale(const std::string& root);
// Rewrites every artefact under `root`; returns the paths it changed.
std::vector<std::string> write(const std::string& root);

}  // namespace gcn::port
