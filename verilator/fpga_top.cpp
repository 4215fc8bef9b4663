#include "verilator/fpga_top.h"

#include <fmt/format.h>
#include <verilated.h>
#include <verilated_fst_c.h>

#include "Vgcn_fpga_top.h"
#include "Vgcn_fpga_top___024root.h"
#include "golden/common/error.h"
#include "verilator/rtl_cu.h"  // check_waveform_path

namespace gcn {

namespace {
constexpr uint64_t kLiteTimeout = 1'000'000;  // cycles one register access may take
}

FpgaTop::FpgaTop(Memory& mem, Config cfg)
    : mem_(mem), cfg_(std::move(cfg)), ctx_(std::make_unique<VerilatedContext>()), axi_(mem, 8, cfg_.axi) {
  if (!cfg_.trace_fst.empty()) {
    check_waveform_path(cfg_.trace_fst);
    ctx_->traceEverOn(true);
  }
  top_ = std::make_unique<Vgcn_fpga_top>(ctx_.get(), "gcn_fpga_top");
  if (!cfg_.trace_fst.empty()) {
    fst_ = std::make_unique<VerilatedFstC>();
    top_->trace(fst_.get(), 99);
    fst_->open(cfg_.trace_fst.c_str());
  }
  axi_.set_fetch_id(0x0F);  // the CU's fetch ID (all ones in its 4 bits), top ID bit 0
  top_->clk_i = 0;
  top_->mutant_i = cfg_.mutant;
  top_->rst_ni = 1;
  top_->eval();
  top_->rst_ni = 0;
  top_->eval();
  top_->rst_ni = 1;
  top_->eval();
}

FpgaTop::~FpgaTop() {
  if (fst_) fst_->close();
  top_->final();
}

bool FpgaTop::irq() const { return top_->irq_o; }

void FpgaTop::drive_lite() {
  top_->s_awaddr_i = in_.awaddr;
  top_->s_awvalid_i = in_.awvalid;
  top_->s_wdata_i = in_.wdata;
  top_->s_wstrb_i = in_.wstrb;
  top_->s_wvalid_i = in_.wvalid;
  top_->s_bready_i = in_.bready;
  top_->s_araddr_i = in_.araddr;
  top_->s_arvalid_i = in_.arvalid;
  top_->s_rready_i = in_.rready;
}

void FpgaTop::set_lite(const LiteIn& in) {
  in_ = in;
  drive_lite();
  top_->eval();
}

FpgaTop::LiteOut FpgaTop::lite_out() const {
  LiteOut o;
  o.awready = top_->s_awready_o;
  o.wready = top_->s_wready_o;
  o.bvalid = top_->s_bvalid_o;
  o.bresp = top_->s_bresp_o;
  o.arready = top_->s_arready_o;
  o.rvalid = top_->s_rvalid_o;
  o.rdata = top_->s_rdata_o;
  o.rresp = top_->s_rresp_o;
  o.irq = top_->irq_o;
  return o;
}

// The retire-port beat at this edge, if the CU is clocked at it (what gcn_ctrl and the encoder
// count), decoded as RtlCu decodes the bare CU's port.
void FpgaTop::tap() {
  const auto* r = top_->rootp;
  if (!r->gcn_fpga_top__DOT__rv_valid || !r->gcn_fpga_top__DOT__cu_en) return;
  uint32_t data[kLanesPerCycle];
  for (int l = 0; l < kLanesPerCycle; ++l) data[l] = r->gcn_fpga_top__DOT__rv_data[l];
  const uint32_t slot = r->gcn_fpga_top__DOT__rv_slot;
  if (slot >= kNumWaves) throw Error(fmt::format("RTL retire port: slot {} out of range", slot));
  dec_.beat(r->gcn_fpga_top__DOT__rv_kind, r->gcn_fpga_top__DOT__rv_last, slot, r->gcn_fpga_top__DOT__rv_idx,
            r->gcn_fpga_top__DOT__rv_a, r->gcn_fpga_top__DOT__rv_b, data, kLanesPerCycle, cycle_);
}

void FpgaTop::tick() {
  drive_lite();
  if (cfg_.external_axi) cfg_.external_axi->drive(pins_);
  else axi_.drive(pins_);
  top_->m_awready_i = pins_.awready;
  top_->m_wready_i = pins_.wready;
  top_->m_bid_i = pins_.bid;
  top_->m_bresp_i = pins_.bresp;
  top_->m_bvalid_i = pins_.bvalid;
  top_->m_arready_i = pins_.arready;
  top_->m_rid_i = pins_.rid;
  top_->m_rdata_i = pins_.rdata;
  top_->m_rresp_i = pins_.rresp;
  top_->m_rlast_i = pins_.rlast;
  top_->m_rvalid_i = pins_.rvalid;
  top_->clk_i = 0;
  top_->eval();
  if (fst_ && cycle_ >= cfg_.trace_from) fst_->dump(ctx_->time());
  ctx_->timeInc(1);

  pins_.awid = top_->m_awid_o;
  pins_.awaddr = top_->m_awaddr_o;
  pins_.awlen = top_->m_awlen_o;
  pins_.awsize = top_->m_awsize_o;
  pins_.awvalid = top_->m_awvalid_o;
  pins_.wdata = top_->m_wdata_o;
  pins_.wstrb = top_->m_wstrb_o;
  pins_.wlast = top_->m_wlast_o;
  pins_.wvalid = top_->m_wvalid_o;
  pins_.bready = top_->m_bready_o;
  pins_.arid = top_->m_arid_o;
  pins_.araddr = top_->m_araddr_o;
  pins_.arlen = top_->m_arlen_o;
  pins_.arsize = top_->m_arsize_o;
  pins_.arvalid = top_->m_arvalid_o;
  pins_.rready = top_->m_rready_o;
  // AXI4-Lite handshakes of this edge.
  lite_.aw_fire = in_.awvalid && top_->s_awready_o;
  lite_.b_fire = in_.bready && top_->s_bvalid_o;
  lite_.ar_fire = in_.arvalid && top_->s_arready_o;
  lite_.r_fire = in_.rready && top_->s_rvalid_o;
  if (lite_.b_fire) lite_.bresp = top_->s_bresp_o;
  if (lite_.r_fire) {
    lite_.rresp = top_->s_rresp_o;
    lite_.rdata = top_->s_rdata_o;
  }

  bool started = false;
  uint32_t start_slot = 0, start_wave = 0;
  if (cfg_.retire_tap) {
    tap();
    const auto* r = top_->rootp;
    started = r->gcn_fpga_top__DOT__lch_fire;
    start_slot = r->gcn_fpga_top__DOT__launch_slot;
    start_wave = r->gcn_fpga_top__DOT__launch_data[2];  // data[95:64]: the dispatch wave index
  }

  top_->clk_i = 1;
  top_->eval();
  if (fst_ && cycle_ >= cfg_.trace_from) fst_->dump(ctx_->time());
  ctx_->timeInc(1);
  if (cfg_.external_axi) cfg_.external_axi->sample(pins_);
  else axi_.sample(pins_);
  // As RtlCu: the slot's records belong to the new wave from the edge its START beat is taken.
  if (started) dec_.rename(start_slot, start_wave, cfg_.retire_tap(start_wave));
  ++cycle_;
  if (!cfg_.external_axi && !axi_.faults().empty()) throw Error(axi_.faults().front());
}

void FpgaTop::wait_for(bool Lite::*flag, const char* what, uint32_t offset) {
  for (uint64_t n = 0;; ++n) {
    if (n == kLiteTimeout)
      throw Error(fmt::format("FPGA shell: register {} at 0x{:03x} not answered in {} cycles", what, offset, kLiteTimeout));
    tick();
    if (lite_.*flag) return;
  }
}

void FpgaTop::write32(uint32_t offset, uint32_t value) {
  in_.awaddr = offset;
  in_.wdata = value;
  in_.wstrb = 0xF;
  in_.awvalid = in_.wvalid = true;
  wait_for(&Lite::aw_fire, "write", offset);  // AW and W are accepted together
  in_.awvalid = in_.wvalid = false;
  in_.bready = true;
  wait_for(&Lite::b_fire, "write response", offset);
  in_.bready = false;
  if (lite_.bresp != 0) throw Error(fmt::format("FPGA shell: register write to 0x{:03x} answered SLVERR", offset));
}

uint32_t FpgaTop::read32(uint32_t offset) {
  in_.araddr = offset;
  in_.arvalid = true;
  wait_for(&Lite::ar_fire, "read", offset);
  in_.arvalid = false;
  in_.rready = true;
  wait_for(&Lite::r_fire, "read data", offset);
  in_.rready = false;
  if (lite_.rresp != 0) throw Error(fmt::format("FPGA shell: register read of 0x{:03x} answered SLVERR", offset));
  return lite_.rdata;
}

void FpgaTop::wait_cycles(uint32_t cycles) {
  for (uint32_t i = 0; i < cycles; ++i) tick();
}

}  // namespace gcn
