// gcn::RtlCu: the thin C++ wrapper around the verilated compute unit (rtl/gcn_cu.sv). Each
// instance owns its own VerilatedContext and model (no file-scope models), drives clock and
// reset, serves the AXI port from a gcn::Memory through AxiMemory, streams wave launches
// through the launch port and decodes retire-port beats into gcn::Commit records
// (docs/rtl.md describes the beat formats).
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/mem/memory.h"
#include "golden/wave/wave_state.h"
#include "verilator/axi_memory.h"
#include "verilator/axi_slave.h"
#include "verilator/retire_decoder.h"

class VerilatedContext;
class VerilatedFstC;
class Vgcn_cu;

namespace gcn {

// The work-group a launched wave belongs to (LAUNCH_GROUP beat, docs/rtl.md): its work-group
// slot (barrier state), LDS region and wave count.
struct RtlGroupInfo {
  uint32_t wg_slot = 0;      // 0 .. kNumWaves-1, unique among resident work-groups
  uint32_t lds_base = 0;     // byte offset of the group's region in the CU's LDS
  uint32_t lds_bytes = 0;    // the group's LDS size (the DS bound with M0)
  uint32_t waves = 1;        // waves in the work-group
  bool first = true;         // first wave of the group: resets the slot's barrier state
};

// Throws gcn::Error("cannot write waveform PATH") unless PATH can be created for writing
// (Verilator's FST writer would otherwise fail silently).
void check_waveform_path(const std::string& path);

class RtlCu {
 public:
  static constexpr int kLanesPerCycle = GCN_RTL_LANES;
  static constexpr int kNumWaves = GCN_RTL_WAVES;

  struct Config {
    AxiMemory::Config axi;
    std::string trace_fst;  // non-empty: write an FST waveform here (tracing is off otherwise)
    uint64_t trace_from = 0;  // first cycle dumped (a window before a known divergence)
    // Non-null: this slave serves the AXI port instead of the built-in AxiMemory (the SystemC
    // engine's AXI-to-TLM bridge, harness/systemc). Not owned; must outlive the RtlCu.
    AxiSlave* external_axi = nullptr;
    // Called at the end of every tick() (the SystemC engine waits for its next clock edge).
    std::function<void()> after_tick;
    // The checker's self-test: the injected bug to enable (gcn::port::kMutants id; 0 = none).
    uint32_t mutant = 0;
  };

  // Throws gcn::Error when cfg.trace_fst cannot be written.
  RtlCu(Memory& mem, Config cfg);
  ~RtlCu();
  RtlCu(const RtlCu&) = delete;
  RtlCu& operator=(const RtlCu&) = delete;

  void reset();
  // One clock cycle: AXI model, launch beat, retire beats decoded into events().
  void tick();

  using GroupInfo = RtlGroupInfo;
  static constexpr uint32_t kLdsBytes = 65536;

  // Queues the launch of `w` into wave slot `slot` (beats are streamed by tick()).
  void launch(uint32_t slot, const WaveState& w, const GroupInfo& g = RtlGroupInfo());
  bool launch_pending() const { return !launch_q_.empty(); }
  // SH_HIDDEN_PRIVATE_BASE: the dispatch's scratch allocation (0: none). run_rtl sets it; the
  // CU tags MUBUF accesses through a V# with this base as AddrSpace::Scratch, like golden.
  void set_scratch_base(uint64_t base);
  bool slot_busy(uint32_t slot) const;
  uint32_t vgpr_free() const;  // VGPRs a wave launched now can be given
  bool error() const;
  // A retire-port record has started and not ended yet.
  bool record_open() const { return dec_.record_open(); }

  std::deque<RtlEvent>& events() { return dec_.events(); }
  uint64_t cycles() const { return cycle_; }
  const AxiMemory& axi() const { return axi_; }
  // Faults of whichever slave serves the AXI port (Config::external_axi or the AxiMemory).
  const std::vector<std::string>& axi_faults() const {
    return cfg_.external_axi ? cfg_.external_axi->faults() : axi_.faults();
  }
  AxiMemory& axi() { return axi_; }

 private:
  struct SlotInfo {
    uint32_t wave = 0;
    std::array<uint32_t, 3> group{};
  };
  struct LaunchBeat {
    uint8_t kind, slot;
    uint16_t idx;
    std::array<uint32_t, kLanesPerCycle> data{};
    SlotInfo info{};  // START: the slot's new wave
  };

  Memory& mem_;
  Config cfg_;
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vgcn_cu> top_;
  std::unique_ptr<VerilatedFstC> fst_;
  AxiMemory axi_;
  AxiPins pins_;
  std::deque<LaunchBeat> launch_q_;
  RetireDecoder dec_;
  uint64_t cycle_ = 0;
  uint64_t scratch_base_ = 0;
};

// The driver that runs a whole dispatch through an RtlCu (admission, launches, events) is
// gcn::run_rtl, harness/rtl/run_rtl.h.

}  // namespace gcn
