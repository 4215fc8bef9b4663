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

VgprWrite& vgpr_entry(std::vector<VgprWrite>& v, uint16_t reg, uint64_t mask) {
  for (auto& w : v) {
    if (w.reg == reg) return w;
  }
  v.push_back(VgprWrite{reg, mask, {}});
  return v.back();
}
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
  in_record_ = false;
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
  go.info = SlotInfo{w.wave_id, w.group_id, 0};
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
    beat(top_->rvfi_kind_o, top_->rvfi_last_o, top_->rvfi_slot_o, top_->rvfi_idx_o,
         top_->rvfi_a_o, top_->rvfi_b_o, data);
  }

  top_->clk_i = 1;
  top_->eval();
  if (fst_ && cycle_ >= cfg_.trace_from) fst_->dump(ctx_->time());
  ctx_->timeInc(1);
  if (cfg_.external_axi) cfg_.external_axi->sample(pins_);
  else axi_.sample(pins_);
  if (launched) {
    if (launch_q_.front().kind == kLaunchStart) slots_[launch_q_.front().slot] = launch_q_.front().info;
    launch_q_.pop_front();
  }
  ++cycle_;
  if (cfg_.after_tick) cfg_.after_tick();
}

void RtlCu::emit() {
  // Retire-record contract (docs/retire-record.md): a VGPR write with an empty lane mask is no
  // write. The RTL's VALU retires its write beats even when EXEC = 0; golden records none.
  auto drop_empty = [](std::vector<VgprWrite>& v) {
    v.erase(std::remove_if(v.begin(), v.end(), [](const VgprWrite& w) { return w.mask == 0; }), v.end());
  };
  drop_empty(cur_.commit.vgpr);
  drop_empty(cur_.commit.load_writeback);
  cur_.cycle = cycle_;
  events_.push_back(cur_);
  in_record_ = false;
}

void RtlCu::beat(uint32_t kind, bool last, uint32_t slot, uint32_t idx, uint64_t a, uint64_t b,
                 const uint32_t* data) {
  if (slot >= kNumWaves) throw Error(fmt::format("RTL retire port: slot {} out of range", slot));
  SlotInfo& si = slots_[slot];
  Commit& c = cur_.commit;
  if (!in_record_) {
    in_record_ = true;
    c.clear();
    c.vgpr.clear();
    cur_.kind = (kind == kRbInst) ? RtlEvent::Kind::Retire
                : (kind == kRbUnimpl) ? RtlEvent::Kind::Unimplemented
                                      : RtlEvent::Kind::Completion;
    c.wave_slot = slot;
    c.wave = si.wave;
    c.group = si.group;
  }
  switch (kind) {
    case kRbInst:
      c.pc = a;
      c.size = uint8_t(kInstSize.get(b));
      c.words = {data[0], c.size > 4 ? data[1] : 0, c.size > 8 ? data[2] : 0};
      cur_.op = uint16_t(idx);
      break;
    case kRbExec:
      c.exec = a;
      break;
    case kRbSgpr:
    case kRbWbSgpr:
      c.sgpr.push_back({uint16_t(idx), uint32_t(a)});
      break;
    case kRbScc:
      c.scc_written = true;
      c.scc = a & 1;
      break;
    case kRbVgpr:
    case kRbWbVgpr: {
      VgprWrite& w = vgpr_entry(kind == kRbVgpr ? c.vgpr : c.load_writeback, uint16_t(idx), a);
      for (int l = 0; l < kLanesPerCycle && b + l < 64; ++l) w.data[b + l] = data[l];
      break;
    }
    case kRbMem: {
      // b: the fields of gcn::MemEffect (RB_MEM_B).
      if (c.mem.empty()) {
        MemEffect m;
        const uint64_t kind_bits = kMemKind.get(b), space_bits = kMemSpace.get(b);
        if (kind_bits > uint32_t(MemKind::Atomic) || space_bits > uint32_t(AddrSpace::Scratch))
          throw Error(fmt::format("RTL retire port: bad memory-effect field 0x{:x}", b));
        m.kind = MemKind(kind_bits);
        m.space = AddrSpace(space_bits);
        m.size = uint8_t(kMemSize.get(b));
        m.dwords = uint8_t(kMemDwords.get(b));
        m.data.assign(size_t(64) * m.dwords, 0);
        c.mem.push_back(std::move(m));
      }
      MemEffect& m = c.mem.back();
      const uint32_t lane = idx & 63;
      m.lane_mask |= 1ull << lane;
      m.addr[lane] = a;
      for (uint32_t d = 0; d < m.dwords && d < 4; ++d) m.data[lane * m.dwords + d] = data[d];
      break;
    }
    case kRbEnd:
      c.next_pc = a;
      c.vmcnt = uint8_t(kCntVm.get(b));
      c.lgkmcnt = uint8_t(kCntLgkm.get(b));
      c.expcnt = uint8_t(kCntExp.get(b));
      c.event = WaveEvent::None;
      for (const Constant& ev : kEvents)
        if (idx == ev.value) c.event = WaveEvent(ev.value);
      c.order = order_++;
      c.wave_order = si.wave_order++;
      break;
    case kRbUnimpl:
      c.pc = a;
      c.size = uint8_t(kInstSize.get(b));
      c.words = {data[0], data[1], data[2]};
      cur_.op = uint16_t(idx);
      break;
    case kRbDone:
      cur_.completion.wave = si.wave;
      cur_.completion.counter = uint8_t(idx);
      cur_.completion.pc = a;
      c.vmcnt = uint8_t(kCntVm.get(b));
      c.lgkmcnt = uint8_t(kCntLgkm.get(b));
      break;
    default:
      throw Error(fmt::format("RTL retire port: unknown beat kind {}", kind));
  }
  if (last) emit();
}

}  // namespace gcn
