#include "verilator/rtl_cu.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>
#include <verilated.h>
#include <verilated_fst_c.h>
#if VM_COVERAGE
#include <verilated_cov.h>
#endif

#include "Vgcn_cu.h"
#include "golden/common/error.h"
#include "golden/isa/opcode_table.h"

namespace gcn {

namespace {
// Beat kinds (rtl/gcn_pkg.sv).
enum : uint32_t {
  kLaunchSgpr = 0, kLaunchVgpr = 1, kLaunchState = 2, kLaunchAlloc = 3, kLaunchStart = 4,
  kLaunchGroup = 5,
};
constexpr int kGroups = 64 / RtlCu::kLanesPerCycle;
}  // namespace

// GCN_RTL_PLUSARGS (space-separated): Verilator run-time options for every context, e.g.
// "+verilator+rand+reset+2 +verilator+seed+7" (scripts/xreset.sh). Must be applied before the
// model is constructed: that is when --x-initial unique state is randomised. Unset: nothing.
static void apply_plusargs(VerilatedContext& ctx) {
  const char* env = std::getenv("GCN_RTL_PLUSARGS");
  if (!env || !*env) return;
  std::vector<std::string> args{"gcn-cosim"};
  std::istringstream in(env);
  for (std::string a; in >> a;) args.push_back(a);
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  ctx.commandArgs(int(argv.size()), argv.data());
  // The model's constructor randomises through Verilated::threadContextp(), which the context's
  // constructor made this one; +verilator+seed restarts the random stream from the seed.
}

// A coverage build (verilated with --coverage, scripts/rtl_coverage.sh) writes each model's
// counts to GCN_RTL_COVERAGE_DIR/<pid>-<n>.dat when the model is destroyed.
static void write_coverage([[maybe_unused]] VerilatedContext& ctx) {
#if VM_COVERAGE
  static std::atomic<unsigned> serial{0};
  const char* dir = std::getenv("GCN_RTL_COVERAGE_DIR");
  if (!dir || !*dir) return;
  const std::string path = fmt::format("{}/{}-{}.dat", dir, getpid(), serial++);
  ctx.coveragep()->write(path.c_str());
#endif
}

void check_waveform_path(const std::string& path) {
  if (!std::ofstream(path, std::ios::binary | std::ios::app)) {
    throw Error(fmt::format("cannot write waveform {}", path));
  }
}

RtlCu::RtlCu(Memory& mem, Config cfg)
    : mem_(mem),
      cfg_(std::move(cfg)),
      ctx_(std::make_unique<VerilatedContext>()),
      axi_(mem, 8, cfg_.axi) {
  if (!cfg_.trace_fst.empty()) {
    check_waveform_path(cfg_.trace_fst);
    ctx_->traceEverOn(true);
  }
  apply_plusargs(*ctx_);
  top_ = std::make_unique<Vgcn_cu>(ctx_.get(), "gcn_cu");
  if (!cfg_.trace_fst.empty()) {
    fst_ = std::make_unique<VerilatedFstC>();
    top_->trace(fst_.get(), 99);
    fst_->open(cfg_.trace_fst.c_str());
  }
  axi_.set_fetch_id(0xF);  // AxiIdWidth = 4: all ones
  reset();
}

RtlCu::~RtlCu() {
  if (fst_) fst_->close();
  top_->final();
  write_coverage(*ctx_);
}

void RtlCu::reset() {
  top_->clk_i = 0;
  top_->launch_valid_i = 0;
  top_->scratch_base_i = scratch_base_;
  // A falling edge of rst_ni, whatever its initial value (random under --x-initial unique,
  // scripts/xreset.sh): the flops' reset is asynchronous, so without the edge nothing is reset.
  top_->rst_ni = 1;
  top_->eval();
  top_->rst_ni = 0;
  top_->eval();
  top_->rst_ni = 1;
  top_->eval();
  dec_.reset();
}

void RtlCu::set_scratch_base(uint64_t base) {
  scratch_base_ = base;
  top_->scratch_base_i = base;
}

bool RtlCu::slot_busy(uint32_t slot) const { return (uint64_t(top_->slot_busy_o) >> slot) & 1; }
bool RtlCu::error() const { return top_->error_o; }
uint32_t RtlCu::vgpr_free() const { return top_->vgpr_free_o; }

void RtlCu::launch(uint32_t slot, const WaveState& w, const GroupInfo& g) {
  if (slot >= kNumWaves) throw Error(fmt::format("RTL launch: slot {} out of range", slot));
  auto push = [&](uint32_t kind, uint32_t idx) -> LaunchBeat& {
    launch_q_.push_back(LaunchBeat{uint8_t(kind), uint8_t(slot), uint16_t(idx), {}});
    return launch_q_.back();
  };
  push(kLaunchAlloc, w.num_vgprs);
  LaunchBeat& gb = push(kLaunchGroup, g.wg_slot);
  gb.data[0] = g.lds_base;
  gb.data[1] = g.lds_bytes;
  gb.data[2] = g.waves;
  gb.data[3] = g.first ? 1 : 0;
  for (uint32_t i = 0; i < 128; ++i) push(kLaunchSgpr, i).data[0] = w.sreg[i];
  for (uint32_t r = 0; r < w.num_vgprs; ++r) {
    for (int g = 0; g < kGroups; ++g) {
      LaunchBeat& b = push(kLaunchVgpr, r | (uint32_t(g) << 8));
      for (int l = 0; l < kLanesPerCycle; ++l) b.data[l] = w.v(r, g * kLanesPerCycle + l);
    }
  }
  LaunchBeat& st = push(kLaunchState, 0);
  st.data[0] = w.scc;
  st.data[1] = w.mode;
  LaunchBeat& go = push(kLaunchStart, 0);
  go.data[0] = uint32_t(w.pc);
  go.data[1] = uint32_t(w.pc >> 32);
  // The slot is renamed when its START beat is accepted, not now: the retire port is
  // registered, so the previous wave's last beat can still be in flight after slot_busy drops.
  go.info = SlotInfo{w.wave_id, w.group_id};
}

void RtlCu::tick() {
  // Inputs for this cycle.
  const bool lvalid = !launch_q_.empty();
  top_->launch_valid_i = lvalid;
  if (lvalid) {
    const LaunchBeat& b = launch_q_.front();
    top_->launch_kind_i = b.kind;
    top_->launch_slot_i = b.slot;
    top_->launch_idx_i = b.idx;
    for (int l = 0; l < kLanesPerCycle; ++l) top_->launch_data_i[l] = b.data[l];
  }
  axi_.drive(pins_);
  top_->axi_awready_i = pins_.awready;
  top_->axi_wready_i = pins_.wready;
  top_->axi_bid_i = pins_.bid;
  top_->axi_bresp_i = pins_.bresp;
  top_->axi_bvalid_i = pins_.bvalid;
  top_->axi_arready_i = pins_.arready;
  top_->axi_rid_i = pins_.rid;
  top_->axi_rdata_i = pins_.rdata;
  top_->axi_rresp_i = pins_.rresp;
  top_->axi_rlast_i = pins_.rlast;
  top_->axi_rvalid_i = pins_.rvalid;
  top_->clk_i = 0;
  top_->eval();
  if (fst_ && cycle_ >= cfg_.trace_from) fst_->dump(ctx_->time());
  ctx_->timeInc(1);

  // Sample the master's outputs as they are at the edge.
  pins_.awid = top_->axi_awid_o;
  pins_.awaddr = top_->axi_awaddr_o;
  pins_.awlen = top_->axi_awlen_o;
  pins_.awsize = top_->axi_awsize_o;
  pins_.awvalid = top_->axi_awvalid_o;
  pins_.wdata = top_->axi_wdata_o;
  pins_.wstrb = top_->axi_wstrb_o;
  pins_.wlast = top_->axi_wlast_o;
  pins_.wvalid = top_->axi_wvalid_o;
  pins_.bready = top_->axi_bready_o;
  pins_.arid = top_->axi_arid_o;
  pins_.araddr = top_->axi_araddr_o;
  pins_.arlen = top_->axi_arlen_o;
  pins_.arsize = top_->axi_arsize_o;
  pins_.arvalid = top_->axi_arvalid_o;
  pins_.rready = top_->axi_rready_o;
  const bool launched = lvalid && top_->launch_ready_o;
  if (top_->rvfi_valid_o) {
    uint32_t data[kLanesPerCycle];
    for (int l = 0; l < kLanesPerCycle; ++l) data[l] = top_->rvfi_data_o[l];
    if (top_->rvfi_slot_o >= kNumWaves)
      throw Error(fmt::format("RTL retire port: slot {} out of range", top_->rvfi_slot_o));
    dec_.beat(top_->rvfi_kind_o, top_->rvfi_last_o, top_->rvfi_slot_o, top_->rvfi_idx_o,
              top_->rvfi_a_o, top_->rvfi_b_o, data, kLanesPerCycle, cycle_);
  }

  top_->clk_i = 1;
  top_->eval();
  if (fst_ && cycle_ >= cfg_.trace_from) fst_->dump(ctx_->time());
  ctx_->timeInc(1);
  axi_.sample(pins_);
  if (launched) {
    const LaunchBeat& lb = launch_q_.front();
    if (lb.kind == kLaunchStart) dec_.rename(lb.slot, lb.info.wave, lb.info.group);
    launch_q_.pop_front();
  }
  ++cycle_;
}

RtlRunStats run_rtl(RtlCu& cu, const Dispatcher& dispatch,
                    const std::function<void(const RtlEvent&)>& on_event, uint64_t watchdog,
                    const std::function<void(const std::string&)>& on_failure, uint64_t max_cycles) {
  auto fail = [&](const std::string& line) {
    if (on_failure) on_failure(line);
    return Error(line);
  };
  auto hang = [&](const char* what) {
    return fail(fmt::format("RTL hang: {} for {} cycles (cycle {})", what, watchdog, cu.cycles()));
  };
  RtlRunStats st;
  cu.set_scratch_base(dispatch.env().scratch_base);
  const uint64_t start = cu.cycles();
  const uint32_t groups = dispatch.num_groups();
  const uint32_t per_group = dispatch.waves_per_group();
  const uint32_t lds_bytes = dispatch.layout().lds_bytes;
  constexpr uint32_t kSlots = uint32_t(RtlCu::kNumWaves);
  if (per_group > kSlots)
    throw Error(fmt::format("RTL: work-group of {} waves does not fit the CU's {} wave slots", per_group, kSlots));
  // LDS regions are allocated first fit in 512-byte granules (GFX8 LDS allocation granularity).
  const uint32_t lds_alloc = (lds_bytes + 511) / 512 * 512;
  struct Resident {
    uint32_t lds_base = 0;
    std::vector<uint32_t> slots;  // wave slots of its launched waves
    uint32_t halted = 0;
  };
  std::map<uint32_t, Resident> resident;  // by work-group slot
  std::array<int, kSlots> slot_wg{};      // work-group slot of the wave in each wave slot
  slot_wg.fill(-1);
  uint32_t next_group = 0;
  std::deque<WaveState> pending;
  uint32_t pending_wg = 0;
  bool pending_first = false;
  uint64_t last_retire = cu.cycles();
  uint32_t last_wave = 0;  // the last retired instruction's wave and next PC (runaway report)
  uint64_t last_pc = 0;
  const uint32_t total = dispatch.total_waves();
  uint32_t halted = 0;

  auto slot_free = [&](uint32_t s) { return slot_wg[s] < 0 && !cu.slot_busy(s); };
  // First-fit LDS offset for a new group, or -1.
  auto lds_fit = [&]() -> int64_t {
    if (lds_alloc == 0) return 0;
    std::vector<std::pair<uint32_t, uint32_t>> used;
    for (const auto& [wg, r] : resident) used.emplace_back(r.lds_base, r.lds_base + lds_alloc);
    std::sort(used.begin(), used.end());
    uint32_t at = 0;
    for (const auto& [b, e] : used) {
      if (at + lds_alloc <= b) break;
      at = std::max(at, e);
    }
    return at + lds_alloc <= RtlCu::kLdsBytes ? int64_t(at) : -1;
  };

  while (halted < total) {
    // Retire finished groups: all waves halted, nothing in flight.
    for (auto it = resident.begin(); it != resident.end();) {
      bool done = it->second.halted == per_group;
      for (uint32_t s : it->second.slots) done = done && !cu.slot_busy(s);
      if (done) {
        for (uint32_t s : it->second.slots) slot_wg[s] = -1;
        it = resident.erase(it);
      } else {
        ++it;
      }
    }
    // Admit the next group when all of its waves fit at once.
    if (pending.empty() && next_group < groups && !cu.launch_pending()) {
      uint32_t free_slots = 0;
      for (uint32_t s = 0; s < kSlots; ++s) free_slots += slot_free(s);
      int wg = -1;
      for (uint32_t g = 0; g < kSlots && wg < 0; ++g)
        if (!resident.count(g)) wg = int(g);
      std::vector<WaveState> waves = dispatch.group_waves(next_group);
      const uint32_t vgprs = waves.empty() ? 0 : waves.front().num_vgprs * uint32_t(waves.size());
      const int64_t base = lds_fit();
      if (wg >= 0 && base >= 0 && free_slots >= waves.size() && cu.vgpr_free() >= vgprs) {
        ++next_group;
        for (auto& w : waves) pending.push_back(std::move(w));
        pending_wg = uint32_t(wg);
        pending_first = true;
        resident[pending_wg].lds_base = uint32_t(base);
      }
    }
    if (!cu.launch_pending() && !pending.empty()) {
      for (uint32_t s = 0; s < kSlots; ++s) {
        if (slot_free(s)) {
          Resident& r = resident[pending_wg];
          cu.launch(s, pending.front(), {pending_wg, r.lds_base, lds_bytes, per_group, pending_first});
          r.slots.push_back(s);
          slot_wg[s] = int(pending_wg);
          pending_first = false;
          pending.pop_front();
          break;
        }
      }
    }
    cu.tick();
    auto& ev = cu.events();
    while (!ev.empty()) {
      const RtlEvent& e = ev.front();
      if (e.kind == RtlEvent::Kind::Unimplemented) {
        throw Error(fmt::format("not implemented in RTL: {} at 0x{:x} (wave {})",
                                e.op < kNumOps ? std::string(info(Op(e.op)).name)
                                               : fmt::format("undecodable 0x{:08x}", e.commit.words[0]),
                                e.commit.pc, e.commit.wave));
      }
      if (e.kind == RtlEvent::Kind::Retire) {
        ++st.instructions;
        last_retire = cu.cycles();
        last_wave = e.commit.wave;
        last_pc = e.commit.next_pc;
        if (e.commit.event == WaveEvent::Halt) {
          ++halted;
          const int wg = slot_wg[e.commit.wave_slot];
          if (wg >= 0) ++resident[uint32_t(wg)].halted;
        }
      }
      if (on_event) on_event(e);
      ev.pop_front();
    }
    if (!cu.axi().faults().empty()) {
      throw fail(cu.axi().faults().front());
    }
    if (cu.cycles() - last_retire > watchdog) {
      throw hang("no retire");
    }
    if (cu.cycles() - start >= max_cycles) throw CycleBudgetExhausted(max_cycles, last_wave, last_pc);
  }
  // Let outstanding stores drain. The retire port is registered: the last completion beat
  // appears after its counter has dropped, so a few idle cycles follow.
  constexpr int kTailCycles = 4;
  for (int idle = 0; idle < kTailCycles;) {
    bool busy = cu.record_open();
    for (uint32_t s = 0; s < uint32_t(RtlCu::kNumWaves); ++s) busy |= cu.slot_busy(s);
    idle = busy ? 0 : idle + 1;
    cu.tick();
    if (cu.cycles() - last_retire > watchdog) throw hang("memory not drained");
    auto& ev = cu.events();
    while (!ev.empty()) {
      if (on_event) on_event(ev.front());
      ev.pop_front();
    }
  }
  st.cycles = cu.cycles() - start;
  st.waves = total;
  return st;
}

}  // namespace gcn
