// The vector machine: turns one conformance vector (vectors/include/gcn_vectors.h) into waves,
// a memory image and an LDS image, runs it on an engine, and collects what the engine did as an
// Outcome: each wave's final architectural state and the set of registers it wrote, memory and
// LDS afterwards. compare() checks an Outcome against the vector's expected result, field by
// field, including "nothing else changed".
//
// Golden engine: the waves step on the ISA model exactly like GoldenEngine::step (decode at
// PC, the registry's body, a Ctx with the vector's environment), round-robin between barriers
// like GoldenEngine::run_group. RTL engine (harness/vectors/rtl_machine.cpp): the waves enter
// the CU through RtlCu::launch, memory is served through the AXI model, and the Outcome is
// rebuilt from the retire port alone -- no golden model in the loop.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/exec/approx_ulp.h"
#include "golden/mem/memory.h"
#include "golden/wave/wave_state.h"
#include "vectors/include/gcn_vectors.h"

namespace gcn::vec {

// Fixed environment of format version 1 (docs/vectors.md): flat apertures as the dispatcher
// reports them, no scratch.
inline constexpr uint64_t kWaveBudget = 10000;  // instructions per wave before "runaway"

struct WaveOutcome {
  WaveState state;                        // final registers (MODE only when mode_known)
  bool mode_known = true;                 // the RTL retire port does not carry MODE
  std::set<uint16_t> sgpr_written;        // unified indices (VCC/M0/EXEC included)
  std::map<uint32_t, uint64_t> vgpr_written;  // VGPR -> lanes written
  bool scc_written = false;
  uint64_t end_pc = 0;
  uint64_t retired = 0;
  std::optional<gcn_vectors::Counters> first_counters;
  bool halted = false;
};

struct Outcome {
  std::vector<WaveOutcome> waves;
  Memory mem;
  std::vector<uint8_t> lds;
  bool lds_known = true;
};

// Initial state of wave `i` (unlisted registers zero).
WaveState initial_wave(const gcn_vectors::Vector& v, size_t i);
// Every region of the vector plus the program, at their addresses. The program region is
// padded with s_endpgm to a 256-byte multiple plus 256 bytes, so an instruction fetch that
// reads ahead stays inside it.
Memory initial_memory(const gcn_vectors::Vector& v);
inline constexpr const char* kProgramRegion = "program";

// Folds one retire record (or completion write-back) of a wave into its outcome.
void fold(WaveOutcome& o, const Commit& rec);

// Runs the vector on the golden model. Throws gcn::Error on any failure (unimplemented,
// undecodable, bad access, hazard, runaway).
Outcome run_golden(const gcn_vectors::Vector& v);

struct Mismatch {
  std::string field;                   // "vgpr v12", "sgpr s4", "scc", "memory out", ...
  std::vector<std::string> lines;      // "lane 5: expected 0x.. actual 0x.."
};
// Every difference between the outcome and the vector's expected result (empty = pass). The
// VGPRs the vector lists as written compare within `tol` (an approximate opcode's result;
// golden/exec/approx_ulp.h), everything else exactly.
std::vector<Mismatch> compare(const gcn_vectors::Vector& v, const Outcome& o, const Tolerance& tol = {});

// Disassembly of the vector's first instruction (for reports).
std::string first_disasm(const gcn_vectors::Vector& v);

}  // namespace gcn::vec
