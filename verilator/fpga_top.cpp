#include "verilator/fpga_top.h"

#include <fmt/format.h>
#include <verilated.h>
#include <verilated_fst_c.h>

#include "Vgcn_fpga_top.h"
#include "golden/common/error.h"

namespace gcn {

namespace {
constexpr uint64_t kLiteTimeout = 1'000'000;  // cycles one register access may take
}

FpgaTop::FpgaTop(Memory& mem, Config cfg)
    : mem_(mem), cfg_(std::move(cfg)), ctx_(std::make_unique<VerilatedContext>()), axi_(mem, 8, cfg_.axi) {
  if (!cfg_.trace_fst.empty()) ctx_->traceEverOn(true);
  top_ = std::make_unique<Vgcn_fpga_top>(ctx_.get(), "gcn_fpga_top");
  if (!cfg_.trace_fst.empty()) {
    fst_ = std::make_unique<VerilatedFstC>();
    top_->trace(fst_.get(), 99);
    fst_->open(cfg_.trace_fst.c_str());
  }
  axi_.set_fetch_id(0x0F);  // the CU's fetch ID (all ones in its 4 bits), top ID bit 0
  top_->clk_i = 0;
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

void FpgaTop::tick() {
  top_->s_awaddr_i = lite_.awaddr;
  top_->s_awvalid_i = lite_.awvalid;
  top_->s_wdata_i = lite_.wdata;
  top_->s_wstrb_i = 0xF;
  top_->s_wvalid_i = lite_.wvalid;
  top_->s_bready_i = lite_.bready;
  top_->s_araddr_i = lite_.araddr;
  top_->s_arvalid_i = lite_.arvalid;
  top_->s_rready_i = lite_.rready;
  axi_.drive(pins_);
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
  if (fst_) fst_->dump(ctx_->time());
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
  lite_.aw_fire = lite_.awvalid && top_->s_awready_o;
  lite_.b_fire = lite_.bready && top_->s_bvalid_o;
  lite_.ar_fire = lite_.arvalid && top_->s_arready_o;
  lite_.r_fire = lite_.rready && top_->s_rvalid_o;
  if (lite_.b_fire) lite_.bresp = top_->s_bresp_o;
  if (lite_.r_fire) {
    lite_.rresp = top_->s_rresp_o;
    lite_.rdata = top_->s_rdata_o;
  }

  top_->clk_i = 1;
  top_->eval();
  if (fst_) fst_->dump(ctx_->time());
  ctx_->timeInc(1);
  axi_.sample(pins_);
  ++cycle_;
  if (!axi_.faults().empty()) throw Error(axi_.faults().front());
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
  lite_.awaddr = offset;
  lite_.wdata = value;
  lite_.awvalid = lite_.wvalid = true;
  wait_for(&Lite::aw_fire, "write", offset);  // AW and W are accepted together
  lite_.awvalid = lite_.wvalid = false;
  lite_.bready = true;
  wait_for(&Lite::b_fire, "write response", offset);
  lite_.bready = false;
  if (lite_.bresp != 0) throw Error(fmt::format("FPGA shell: register write to 0x{:03x} answered SLVERR", offset));
}

uint32_t FpgaTop::read32(uint32_t offset) {
  lite_.araddr = offset;
  lite_.arvalid = true;
  wait_for(&Lite::ar_fire, "read", offset);
  lite_.arvalid = false;
  lite_.rready = true;
  wait_for(&Lite::r_fire, "read data", offset);
  lite_.rready = false;
  if (lite_.rresp != 0) throw Error(fmt::format("FPGA shell: register read of 0x{:03x} answered SLVERR", offset));
  return lite_.rdata;
}

void FpgaTop::wait_cycles(uint32_t cycles) {
  for (uint32_t i = 0; i < cycles; ++i) tick();
}

}  // namespace gcn
