// Directed-test support: assemble a GFX8 kernel body with llvm-mc-14 + ld.lld-14 into a real
// code object (with a metadata note, as the loader requires), run it on the golden engine and
// hand back every wave's final state and the buffer it may have written.
//
// The body starts with s[0:1] = kernarg segment pointer (the only user SGPR enabled), v0 =
// work-item id x (v1/v2 = y/z when workgroup has those dimensions). The kernarg segment holds
// one pointer at offset 0: the test buffer. Load it with
//   s_load_dwordx2 s[2:3], s[0:1], 0x0
//   s_waitcnt lgkmcnt(0)
// The body should not end with s_endpgm; the template adds it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "golden/engine/golden_engine.h"
#include "golden/wave/wave_state.h"

namespace gcn::test {

struct AsmOptions {
  std::array<uint32_t, 3> grid{64, 1, 1};
  std::array<uint32_t, 3> workgroup{64, 1, 1};
  std::vector<uint8_t> buffer = std::vector<uint8_t>(4096, 0);  // initial test buffer
  uint32_t lds_bytes = 0;             // static group segment size
  uint32_t scratch_bytes = 0;         // private segment per work-item (enables s[0:3] V# etc.: see below)
  uint32_t vgprs = 64, sgprs = 96;    // allocation (.amdhsa_next_free_vgpr / _sgpr)
  uint32_t float_denorm_32 = 3, float_denorm_16_64 = 3;  // MODE at wave start
  uint32_t float_round_32 = 0, float_round_16_64 = 0;
  bool ieee_mode = true, dx10_clamp = true;
  bool allow_hazards = false;
  std::string extra_directives;       // more .amdhsa_* lines inside .amdhsa_kernel
};

struct AsmRun {
  std::vector<WaveState> waves;       // final state, in wave-id order
  std::vector<uint8_t> buffer;        // test buffer after the run
  RunStats stats;
  const WaveState& w0() const { return waves.at(0); }
};

// Throws gcn::Error when assembly, loading or execution fails (the message says which).
AsmRun run_asm(const std::string& body, const AsmOptions& opts = {});

// Assembles to a code object file and returns its path (for disassembly/loader tests).
std::string assemble_kernel(const std::string& body, const AsmOptions& opts = {});

}  // namespace gcn::test
