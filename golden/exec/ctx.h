// Execution context of one instruction on one wave: the only thing an instruction body sees.
//
// It owns operand fetch (SGPRs, inline constants, literal, VGPRs), program-hazard checks on
// reads, register write-back with commit recording, and the per-dispatch environment (memory,
// LDS, apertures). Lane loops, modifiers and VCC/SCC plumbing live in valu.h / salu.h on top.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/isa/inst.h"
#include "golden/mem/memory.h"
#include "golden/wave/wave_state.h"

namespace gcn {

// Per-dispatch values an instruction may need beyond its wave. Values that lockstep must take
// from the RTL (s_memtime, s_memrealtime) are routed through `clock` so the harness can inject
// them (style.md rule 9: listed in one place, here).
struct ExecEnv {
  Memory* mem = nullptr;
  uint64_t shared_aperture_hi = 0;   // flat address bits [63:32] selecting LDS
  uint64_t private_aperture_hi = 0;  // flat address bits [63:32] selecting scratch
  uint64_t scratch_base = 0;         // GPU VA of the dispatch's scratch allocation
  uint64_t scratch_wave_bytes = 0;   // scratch bytes per wave (private_segment_size * 64)
  uint64_t (*clock)(void* user) = nullptr;  // s_memtime / s_memrealtime value source
  void* clock_user = nullptr;
  // s_memtime fallback when `clock` is null: a per-dispatch counter, advanced by one per read
  // (deterministic and increasing for every wave; see smem.cpp).
  mutable uint64_t fallback_clock = 0;
};

struct Hazard {
  uint32_t wave = 0;
  uint64_t pc = 0;        // reading instruction
  uint64_t load_pc = 0;   // the load whose data was not waited for
  uint16_t reg = 0;       // unified operand number
};

class Ctx {
 public:
  Ctx(WaveState& w, const Inst& in, const ExecEnv& env, Lds* lds, Commit* rec,
      std::vector<Hazard>* hazards)
      : w(w), in(in), env(env), lds(lds), rec(rec), next_pc(w.pc + in.size), hazards_(hazards) {}
  // The same wave, environment and commit record executing `other`, a rewritten copy of the
  // instruction (GPR indexing, v_cvt_pkaccum_u8_f32's VDST as a source). Callers that let the
  // body branch copy next_pc back.
  Ctx(const Ctx& base, const Inst& other)
      : w(base.w), in(other), env(base.env), lds(base.lds), rec(base.rec), next_pc(base.next_pc),
        hazards_(base.hazards_) {}

  WaveState& w;
  const Inst& in;
  const ExecEnv& env;
  Lds* lds;
  Commit* rec;            // nullptr when nobody records
  uint64_t next_pc;       // branches overwrite it

  const OpInfo& op() const { return *in.info; }
  uint64_t exec() const { return w.exec(); }

  // ---- scalar operands (unified numbering, see inst.h) --------------------------------
  // Reads a 32-bit scalar source: SGPR/special, inline constant (typed by `ty` for the float
  // constants), literal, VCCZ/EXECZ/SCC. Throws on VGPR numbers and reserved encodings.
  uint32_t scalar32(uint16_t o, Ty ty) const;
  // 64-bit scalar source: register pair, or constant/literal widened per `ty`.
  uint64_t scalar64(uint16_t o, Ty ty) const;
  uint32_t ssrc32(int slot) const { return scalar32(in.src[slot], op().src[slot]); }
  uint64_t ssrc64(int slot) const { return scalar64(in.src[slot], op().src[slot]); }

  void write_sreg(uint16_t o, uint32_t v);
  void write_sreg64(uint16_t o, uint64_t v) {
    write_sreg(o, uint32_t(v));
    write_sreg(o + 1, uint32_t(v >> 32));
  }
  void write_sdst32(uint32_t v) { write_sreg(in.dst, v); }
  void write_sdst64(uint64_t v) { write_sreg64(in.dst, v); }
  void set_scc(bool v);
  void set_exec(uint64_t v) { write_sreg64(opnd::kExecLo, v); }
  void set_vcc(uint64_t v) { write_sreg64(opnd::kVccLo, v); }

  // ---- vector registers ---------------------------------------------------------------
  // Bounds-checked against the wave's allocation; `reg` is a VGPR number (not 256+n).
  uint32_t vgpr(uint32_t reg, int lane) const { return w.v(check_vgpr(reg), lane); }
  // Writes lanes in `mask` of VGPR `reg` and records the write.
  void write_vgpr(uint32_t reg, uint64_t mask, const uint32_t* lane_values);
  void record_load_writeback(uint32_t reg, uint64_t mask, const uint32_t* lane_values);
  // Scalar load data reaching SGPR `o` (not an ALU write: recorded as a load write-back).
  void load_sreg(uint16_t o, uint32_t v) {
    w.sreg[o] = v;
    if (rec) rec->sgpr_load_writeback.push_back({o, v});
  }
  uint32_t check_vgpr(uint32_t reg) const;

  // ---- hazards and counters ---------------------------------------------------------
  // Reports a read of any register in [first, first+count) with a load still pending.
  void check_read(uint16_t first, uint16_t count) const {
    if (!w.pending.empty()) check_read_slow(first, count);
  }
  // Counts a memory access in the counters of this instruction; `first/count` are the
  // registers its data will land in (count 0 for stores).
  void issue_memory(uint16_t first, uint8_t count, bool smem = false);

  MemEffect& add_mem_effect(AddrSpace space, MemKind kind, uint8_t size, uint8_t dwords);

  [[noreturn]] void fail(const std::string& what) const;

 private:
  void check_read_slow(uint16_t first, uint16_t count) const;
  std::vector<Hazard>* hazards_;
};

}  // namespace gcn
