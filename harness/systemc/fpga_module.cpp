#include "harness/systemc/fpga_module.h"

#include <fmt/format.h>

#include "golden/common/error.h"
#include "golden/isa/opcode_table.h"
#include "harness/rtl/cycle_budget.h"

namespace gcn {

GcnFpgaModule::GcnFpgaModule(sc_core::sc_module_name name, Memory& mem, const Config& cfg)
    : sc_module(name),
      clk("clk"),
      irq("irq"),
      axi(std::string(this->name()) + ".axi", cfg.bridge, cfg.fetch_id),
      cfg_(cfg),
      lite_("lite") {
  FpgaTop::Config tc;
  tc.trace_fst = cfg.trace_fst;
  tc.trace_from = cfg.trace_from;
  tc.mutant = cfg.mutant;
  tc.external_axi = &axi;
  tc.retire_tap = cfg.wave_group;
  top_ = std::make_unique<FpgaTop>(mem, tc);

  lite_.clk(clk);
  lite_.awvalid(awvalid_);
  lite_.awaddr(awaddr_);
  lite_.awready(awready_);
  lite_.wvalid(wvalid_);
  lite_.wdata(wdata_);
  lite_.wstrb(wstrb_);
  lite_.wready(wready_);
  lite_.bvalid(bvalid_);
  lite_.bresp(bresp_);
  lite_.bready(bready_);
  lite_.arvalid(arvalid_);
  lite_.araddr(araddr_);
  lite_.arready(arready_);
  lite_.rvalid(rvalid_);
  lite_.rdata(rdata_);
  lite_.rresp(rresp_);
  lite_.rready(rready_);

  SC_HAS_PROCESS(GcnFpgaModule);
  SC_METHOD(edge);
  sensitive << clk.pos();
  dont_initialize();
  SC_METHOD(settle);  // also once at time 0: the outputs after reset
  sensitive << settle_ev_ << awvalid_ << awaddr_ << wvalid_ << wdata_ << wstrb_ << bready_ << arvalid_ << araddr_
            << rready_;
}

GcnFpgaModule::~GcnFpgaModule() = default;

// The top's AXI4-Lite outputs for the inputs the bridge holds now (combinational READYs
// included) and the interrupt.
void GcnFpgaModule::settle() {
  FpgaTop::LiteIn in;
  in.awaddr = awaddr_.read();
  in.awvalid = awvalid_.read();
  in.wdata = wdata_.read();
  in.wstrb = wstrb_.read();
  in.wvalid = wvalid_.read();
  in.bready = bready_.read();
  in.araddr = araddr_.read();
  in.arvalid = arvalid_.read();
  in.rready = rready_.read();
  top_->set_lite(in);
  const FpgaTop::LiteOut o = top_->lite_out();
  awready_.write(o.awready);
  wready_.write(o.wready);
  bvalid_.write(o.bvalid);
  bresp_.write(o.bresp);
  arready_.write(o.arready);
  rvalid_.write(o.rvalid);
  rdata_.write(o.rdata);
  rresp_.write(o.rresp);
  irq.write(o.irq);
}

// Records decoded at this edge, to the comparator; run_rtl's stop rules.
void GcnFpgaModule::deliver() {
  auto& ev = top_->events();
  while (!ev.empty()) {
    const RtlEvent e = std::move(ev.front());
    ev.pop_front();
    if (e.kind == RtlEvent::Kind::Unimplemented)
      throw Error(fmt::format("not implemented in RTL: {} at 0x{:x} (wave {})",
                              e.op < kNumOps ? std::string(info(Op(e.op)).name)
                                             : fmt::format("undecodable 0x{:08x}", e.commit.words[0]),
                              e.commit.pc, e.commit.wave));
    ++records_;
    last_record_ = top_->cycles();
    if (e.kind == RtlEvent::Kind::Retire) {
      last_wave_ = e.commit.wave;
      last_pc_ = e.commit.next_pc;
    }
    if (on_event) on_event(e);
  }
  auto fail = [&](const std::string& line) {
    if (on_failure) on_failure(line);
    throw Error(line);
  };
  if (!axi.faults().empty()) fail(axi.faults().front());
  const uint64_t now = top_->cycles();
  if (now - last_record_ > cfg_.watchdog)
    fail(fmt::format("RTL hang: no retire for {} cycles (cycle {})", cfg_.watchdog, now));
  if (cfg_.max_cycles && now >= cfg_.max_cycles) throw CycleBudgetExhausted(cfg_.max_cycles, last_wave_, last_pc_);
}

void GcnFpgaModule::edge() {
  if (failure_) return;
  try {
    top_->tick();
    if (cfg_.wave_group) deliver();
  } catch (...) {
    failure_ = std::current_exception();
    sc_core::sc_stop();
    return;
  }
  settle_ev_.notify(sc_core::SC_ZERO_TIME);
}

}  // namespace gcn
