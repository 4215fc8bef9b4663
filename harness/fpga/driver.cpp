#include "harness/fpga/driver.h"

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <vector>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/isa/opcode_table.h"
#include "harness/fpga/fpga_map.h"
#include "harness/rtl/admission.h"

namespace gcn::fpga {

namespace {

// Launch-port beat kinds (rtl/gcn_pkg.sv LAUNCH_*).
enum : uint32_t { kSgpr = 0, kVgpr = 1, kState = 2, kAlloc = 3, kStart = 4, kGroup = 5 };
constexpr uint32_t kLdsBytes = 65536;  // the CU's LDS (docs/rtl.md)

class Driver {
 public:
  Driver(RegBus& bus, const Dispatcher& d, const DriverOptions& o) : bus_(bus), d_(d), o_(o) {}

  DriverStats run() {
    const uint32_t id = rd(REG_ID);
    if (id != kCtrlId) throw Error(fmt::format("FPGA shell: ID register reads 0x{:08x}, expected 0x{:08x}", id, kCtrlId));
    const uint32_t config = rd(REG_CONFIG);
    slots_ = config & 0xFF;
    lanes_ = (config >> 8) & 0xFF;
    if (slots_ == 0 || lanes_ == 0 || 64 % lanes_ != 0)
      throw Error(fmt::format("FPGA shell: bad CONFIG register 0x{:08x}", config));
    shadow_.assign(lanes_, 0);
    for (uint32_t i = 0; i < lanes_; ++i) wr(REG_LAUNCH_DATA + 4 * i, 0);

    const DispatchLayout& lay = d_.layout();
    const uint32_t per_group = d_.waves_per_group();
    if (per_group > slots_)
      throw Error(fmt::format("RTL: work-group of {} waves does not fit the CU's {} wave slots", per_group, slots_));
    wr64(REG_KD_ADDR_LO, lay.code_base + d_.kernel().kd_address);
    wr64(REG_KERNARG_LO, lay.kernarg);
    const Dim3 g = d_.group_counts();
    wr(REG_GROUPS_X, g[0]);
    wr(REG_GROUPS_Y, g[1]);
    wr(REG_GROUPS_Z, g[2]);
    wr(REG_WG_WAVES, per_group);
    wr(REG_WG_LDS, lay.lds_bytes);
    wr(REG_SCRATCH_WAVE, uint32_t(lay.scratch_wave_bytes));
    wr64(REG_SCRATCH_LO, d_.env().scratch_base);
    wr64(REG_TRACE_BASE_LO, o_.trace_base);
    wr(REG_TRACE_SIZE, o_.trace_size);
    wr(REG_TRACE_RPTR, 0);
    wr(REG_TRACE_CTRL, o_.trace_base ? 1 : 0);
    wr(REG_TOTAL_WAVES, d_.total_waves());
    wr(REG_IRQ_STATUS, 1);
    wr(REG_IRQ_ENABLE, o_.irq_enable ? 1 : 0);
    const uint64_t c0 = cycle();
    wr(REG_CONTROL, 1);  // doorbell

    const uint32_t groups = d_.num_groups();
    // The same admission policy as run_rtl (harness/rtl/admission.h); a slot counts as halted
    // once its wave was launched and the CU no longer reports it busy.
    GroupAdmission admission(slots_, kLdsBytes, lay.lds_bytes, per_group);
    std::vector<bool> halted(slots_, false);
    uint32_t next_group = 0;
    uint64_t progress = 0, last_progress_cycle = c0;
    bool irq = false;
    for (;;) {
      const uint32_t status = rd(REG_STATUS);
      if (status & STATUS_DONE) break;
      if (irq) throw Error(fmt::format("FPGA shell: completion interrupt raised with STATUS 0x{:x} (not done)", status));
      check_status(status);
      const uint64_t busy = uint64_t(rd(REG_SLOT_BUSY_LO)) | (slots_ > 32 ? uint64_t(rd(REG_SLOT_BUSY_HI)) << 32 : 0);
      auto slot_busy = [&](uint32_t s) { return bool(busy >> s & 1); };
      for (uint32_t s = 0; s < slots_; ++s) {
        if (admission.slot_taken(s) && !slot_busy(s) && !halted[s]) {
          halted[s] = true;
          admission.halted(s);
        }
      }
      admission.release_finished(slot_busy);
      for (uint32_t s = 0; s < slots_; ++s) halted[s] = halted[s] && admission.slot_taken(s);
      bool launched = false;
      if (next_group < groups) {
        std::vector<uint32_t> free;
        for (uint32_t s = 0; s < slots_; ++s)
          if (!admission.slot_taken(s) && !slot_busy(s)) free.push_back(s);
        std::vector<WaveState> waves = d_.group_waves(next_group);
        const uint32_t vgprs = waves.empty() ? 0 : waves.front().num_vgprs * uint32_t(waves.size());
        const uint32_t vgpr_free = free.size() >= waves.size() ? rd(REG_VGPR_FREE) : 0;
        if (const auto place = admission.fit(uint32_t(free.size()), uint32_t(waves.size()), vgpr_free, vgprs)) {
          admission.admit(*place);
          for (size_t i = 0; i < waves.size(); ++i) {
            launch(free[i], waves[i], place->wg_slot, place->lds_base, lay.lds_bytes, per_group, i == 0);
            admission.add_wave(place->wg_slot, free[i]);
          }
          ++next_group;
          launched = true;
        }
      }
      if (o_.on_poll) o_.on_poll();
      if (!launched) {
        if (o_.wait_irq && next_group == groups) irq = o_.wait_irq(o_.irq_wait_cycles);
        else bus_.wait_cycles(o_.poll_cycles);
      }
      // Watchdog and budget, on the CU's own cycle counter.
      const uint64_t now = cycle();
      const uint64_t p = uint64_t(rd(REG_RETIRED)) + rd(REG_COMPLETIONS);
      if (p != progress || launched) {
        progress = p;
        last_progress_cycle = now;
      } else if (now - last_progress_cycle > o_.watchdog) {
        throw Error(fmt::format("RTL hang: no retire for {} cycles (cycle {}; FPGA shell, {} instruction records)",
                                o_.watchdog, now - c0, rd(REG_RETIRED)));
      }
      if (o_.max_cycles && now - c0 > o_.max_cycles)
        throw Error(fmt::format("cycle budget of {} RTL cycles exhausted (FPGA shell)", o_.max_cycles));
    }
    const uint32_t status = rd(REG_STATUS);
    check_status(status);
    if (o_.on_poll) o_.on_poll();
    DriverStats st;
    st.status = status;
    if (o_.wait_irq) {
      if (!o_.wait_irq(0))
        throw Error(fmt::format("FPGA shell: STATUS 0x{:x} reads done but the completion interrupt (irq_o) is low", status));
      if (!(rd(REG_IRQ_STATUS) & 1))
        throw Error("FPGA shell: completion interrupt high but IRQ_STATUS not pending");
      st.irq = irq;
    }
    st.waves = d_.total_waves();
    st.retired = rd(REG_RETIRED);
    st.completions = rd(REG_COMPLETIONS);
    st.cycles = cycle() - c0;
    if (rd(REG_HALTED) != st.waves)
      throw Error(fmt::format("FPGA shell: done with {} of {} waves halted", rd(REG_HALTED), st.waves));
    wr(REG_IRQ_STATUS, 1);
    st.reg_reads = reads_;
    st.reg_writes = writes_;
    return st;
  }

 private:
  uint32_t rd(uint32_t off) {
    ++reads_;
    return bus_.read32(off);
  }
  void wr(uint32_t off, uint32_t v) {
    ++writes_;
    bus_.write32(off, v);
  }
  void wr64(uint32_t off, uint64_t v) {
    wr(off, uint32_t(v));
    wr(off + 4, uint32_t(v >> 32));
  }
  uint64_t cycle() {
    const uint64_t lo = rd(REG_CYCLE_LO);  // latches CYCLE_HI
    return lo | uint64_t(rd(REG_CYCLE_HI)) << 32;
  }

  void check_status(uint32_t status) {
    if (status & STATUS_ERROR) {
      const uint32_t op = rd(REG_ERR_OP);
      const uint64_t pc = uint64_t(rd(REG_ERR_PC_LO)) | uint64_t(rd(REG_ERR_PC_HI)) << 32;
      throw Error(fmt::format("not implemented in RTL: {} at 0x{:x} (FPGA shell)",
                              op < kNumOps ? std::string(info(Op(op)).name) : std::string("undecodable instruction"), pc));
    }
    if (status & STATUS_OVERFLOW)
      throw Error(fmt::format("trace overflow: the trace encoder's FIFO dropped a retire beat (after {} instruction records)",
                              rd(REG_RETIRED)));
  }

  // One launch beat: LAUNCH_DATA words that differ from what the registers hold, then the command.
  void beat(uint32_t kind, uint32_t slot, uint32_t idx, const std::vector<uint32_t>& data) {
    for (uint32_t i = 0; i < lanes_; ++i) {
      const uint32_t v = i < data.size() ? data[i] : 0;
      if (shadow_[i] != v) {
        wr(REG_LAUNCH_DATA + 4 * i, v);
        shadow_[i] = v;
      }
    }
    wr(REG_LAUNCH_CMD, (kind & 7) | (slot & 0xFF) << 8 | (idx & 0xFFFF) << 16);
  }

  void launch(uint32_t slot, const WaveState& w, uint32_t wg, uint32_t lds_base, uint32_t lds_bytes, uint32_t waves,
              bool first) {
    beat(kAlloc, slot, w.num_vgprs, {});
    beat(kGroup, slot, wg, {lds_base, lds_bytes, waves, first ? 1u : 0u});
    for (uint32_t i = 0; i < 128; ++i) beat(kSgpr, slot, i, {w.sreg[i]});
    const uint32_t groups = 64 / lanes_;
    std::vector<uint32_t> v(lanes_);
    for (uint32_t r = 0; r < w.num_vgprs; ++r)
      for (uint32_t g = 0; g < groups; ++g) {
        for (uint32_t l = 0; l < lanes_; ++l) v[l] = w.v(r, g * lanes_ + l);
        beat(kVgpr, slot, r | g << 8, v);
      }
    beat(kState, slot, 0, {w.scc, w.mode});
    // START: data[63:0] PC; data[95:64] the dispatch wave index, which the CU ignores and the
    // trace encoder records (TK_LAUNCH).
    beat(kStart, slot, 0, {uint32_t(w.pc), uint32_t(w.pc >> 32), w.wave_id});
  }

  RegBus& bus_;
  const Dispatcher& d_;
  const DriverOptions& o_;
  uint32_t slots_ = 0, lanes_ = 0;
  std::vector<uint32_t> shadow_;
  uint64_t reads_ = 0, writes_ = 0;
};

}  // namespace

DriverStats run_dispatch(RegBus& bus, const Dispatcher& dispatch, const DriverOptions& opts) {
  return Driver(bus, dispatch, opts).run();
}

}  // namespace gcn::fpga
