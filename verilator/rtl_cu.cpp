#include "verilator/rtl_cu.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
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
#include "verilator/port_contract.h"

namespace gcn {

namespace {
using namespace port;  // beat kinds and payload layouts (verilator/port_contract.h)
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
  // An RTL assertion ($fatal in `ifndef SYNTHESIS blocks) ends the run with a gcn::Error from
  // tick(), not with Verilator's abort().
  ctx_->fatalOnError(false);
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
  top_->mutant_i = cfg_.mutant;
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
      LaunchBeat& b = push(kLaunchVgpr, uint32_t(kLaunchVgprReg.put(r) | kLaunchVgprGroup.put(uint64_t(g))));
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
  if (cfg_.external_axi) cfg_.external_axi->drive(pins_);
  else axi_.drive(pins_);
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
  if (ctx_->gotError()) {
    throw Error(fmt::format("RTL assertion failed at cycle {} (its %Error line is on stdout)", cycle_));
  }
  if (cfg_.external_axi) cfg_.external_axi->sample(pins_);
  else axi_.sample(pins_);
  if (launched) {
    const LaunchBeat& lb = launch_q_.front();
    if (lb.kind == kLaunchStart) dec_.rename(lb.slot, lb.info.wave, lb.info.group);
    launch_q_.pop_front();
  }
  ++cycle_;
  if (cfg_.after_tick) cfg_.after_tick();
}

}  // namespace gcn
