// SystemC as a library inside gcn-cosim and its tests (no sc_main of ours runs).
#pragma once

namespace gcn {

// Starts a fresh SystemC simulation context, so a process can elaborate and simulate again after
// an earlier sc_start() ended (SystemC 2.3 elaborates once per context; the old context is left
// allocated, its modules must already be destroyed). Also silences the copyright banner and the
// kernel's info messages (the engine prints its own summary; warnings and errors still show).
void begin_sc_simulation();

}  // namespace gcn
