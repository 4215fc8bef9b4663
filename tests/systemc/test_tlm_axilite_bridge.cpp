// The TLM-2.0-to-AXI4-Lite bridge (harness/systemc/tlm_axilite_bridge.h) against a pin-level
// register-file slave written here (random READY, a few cycles to respond, SLVERR above its
// last register): word writes with byte enables, reads, multi-word transactions and the error
// path, with the bridge's AXI4-Lite checker watching every edge.
#include <catch2/catch.hpp>

#include <array>
#include <functional>
#include <random>

#include <tlm_utils/simple_initiator_socket.h>

#include "harness/systemc/sc_sim.h"
#include "harness/systemc/tlm_axilite_bridge.h"

using namespace gcn;

namespace {

// 16 registers at 0x00..0x3c; anything above answers SLVERR.
SC_MODULE(RegSlave) {
  sc_core::sc_in<bool> clk;
  sc_core::sc_in<bool> awvalid, wvalid, bready, arvalid, rready;
  sc_core::sc_in<uint32_t> awaddr, wdata, wstrb, araddr;
  sc_core::sc_out<bool> awready, wready, bvalid, arready, rvalid;
  sc_core::sc_out<uint32_t> bresp, rdata, rresp;
  std::array<uint32_t, 16> regs{};
  std::mt19937 rng{5};
  bool have_aw = false, have_w = false;
  uint32_t aw_addr = 0, w_data = 0, w_strb = 0;

  SC_CTOR(RegSlave) {
    SC_METHOD(edge);
    sensitive << clk.pos();
  }
  bool coin() { return rng() % 3 != 0; }

  void edge() {
    // Handshakes of this edge (inputs and our outputs as they were before it).
    if (awvalid.read() && awready.read()) { have_aw = true; aw_addr = awaddr.read(); }
    if (wvalid.read() && wready.read()) { have_w = true; w_data = wdata.read(); w_strb = wstrb.read(); }
    if (bvalid.read() && bready.read()) bvalid.write(false);
    if (rvalid.read() && rready.read()) rvalid.write(false);
    if (have_aw && have_w && !bvalid.read()) {
      const bool ok = aw_addr < 0x40;
      if (ok)
        for (int i = 0; i < 4; ++i)
          if (w_strb >> i & 1) {
            uint32_t& r = regs[aw_addr / 4];
            r = (r & ~(0xFFu << (8 * i))) | (w_data & (0xFFu << (8 * i)));
          }
      bresp.write(ok ? 0 : 2);
      bvalid.write(true);
      have_aw = have_w = false;
    }
    if (arvalid.read() && arready.read()) {
      const uint32_t a = araddr.read();
      rdata.write(a < 0x40 ? regs[a / 4] : 0xDEADBEEF);
      rresp.write(a < 0x40 ? 0 : 2);
      rvalid.write(true);
    }
    awready.write(!have_aw && coin());
    wready.write(!have_w && coin());
    arready.write(!rvalid.read() && !(arvalid.read() && arready.read()) && coin());
  }
};

// Runs `body` as an initiator thread, then stops the simulation.
SC_MODULE(Initiator) {
  tlm_utils::simple_initiator_socket<Initiator> socket{"socket"};
  std::function<void(Initiator&)> body;
  SC_CTOR(Initiator) { SC_THREAD(run); }
  void run() {
    body(*this);
    sc_core::sc_stop();
  }
  tlm::tlm_response_status access(bool write, uint64_t addr, std::vector<uint8_t>& data,
                                  std::vector<uint8_t> enable = {}) {
    tlm::tlm_generic_payload t;
    t.set_command(write ? tlm::TLM_WRITE_COMMAND : tlm::TLM_READ_COMMAND);
    t.set_address(addr);
    t.set_data_ptr(data.data());
    t.set_data_length(uint32_t(data.size()));
    t.set_streaming_width(uint32_t(data.size()));
    if (!enable.empty()) {
      t.set_byte_enable_ptr(enable.data());
      t.set_byte_enable_length(uint32_t(enable.size()));
    }
    t.set_response_status(tlm::TLM_INCOMPLETE_RESPONSE);
    sc_core::sc_time delay = sc_core::sc_time(25, sc_core::SC_NS);
    socket->b_transport(t, delay);
    return t.get_response_status();
  }
};

}  // namespace

TEST_CASE("TLM-to-AXI4-Lite bridge writes and reads a pin-level register file", "[bridge]") {
  begin_sc_simulation();
  sc_core::sc_clock clk("clk", sc_core::sc_time(10, sc_core::SC_NS));
  TlmToAxiLiteBridge bridge("bridge");
  RegSlave slave("slave");
  Initiator init("init");
  sc_core::sc_signal<bool> awvalid, awready, wvalid, wready, bvalid, bready, arvalid, arready, rvalid, rready;
  sc_core::sc_signal<uint32_t> awaddr, wdata, wstrb, bresp, araddr, rdata, rresp;
  bridge.clk(clk);
  slave.clk(clk);
  bridge.awvalid(awvalid), slave.awvalid(awvalid), bridge.awready(awready), slave.awready(awready);
  bridge.awaddr(awaddr), slave.awaddr(awaddr);
  bridge.wvalid(wvalid), slave.wvalid(wvalid), bridge.wready(wready), slave.wready(wready);
  bridge.wdata(wdata), slave.wdata(wdata), bridge.wstrb(wstrb), slave.wstrb(wstrb);
  bridge.bvalid(bvalid), slave.bvalid(bvalid), bridge.bready(bready), slave.bready(bready);
  bridge.bresp(bresp), slave.bresp(bresp);
  bridge.arvalid(arvalid), slave.arvalid(arvalid), bridge.arready(arready), slave.arready(arready);
  bridge.araddr(araddr), slave.araddr(araddr);
  bridge.rvalid(rvalid), slave.rvalid(rvalid), bridge.rready(rready), slave.rready(rready);
  bridge.rdata(rdata), slave.rdata(rdata), bridge.rresp(rresp), slave.rresp(rresp);
  init.socket.bind(bridge.socket);

  std::vector<std::string> fails;
  auto expect = [&](bool ok, const std::string& what) {
    if (!ok) fails.push_back(what);
  };
  init.body = [&](Initiator& in) {
    std::vector<uint8_t> w1{0x78, 0x56, 0x34, 0x12};
    expect(in.access(true, 0x04, w1) == tlm::TLM_OK_RESPONSE, "write 0x04");
    std::vector<uint8_t> w2{0xAA, 0xBB, 0xCC, 0xDD};
    expect(in.access(true, 0x04, w2, {0, 0xFF, 0, 0xFF}) == tlm::TLM_OK_RESPONSE, "strobed write 0x04");
    std::vector<uint8_t> w3{1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0};
    expect(in.access(true, 0x20, w3) == tlm::TLM_OK_RESPONSE, "3-word write 0x20");
    std::vector<uint8_t> r(4);
    expect(in.access(false, 0x04, r) == tlm::TLM_OK_RESPONSE, "read 0x04");
    expect(r == std::vector<uint8_t>{0x78, 0xBB, 0x34, 0xDD}, "value at 0x04");
    std::vector<uint8_t> r3(12);
    expect(in.access(false, 0x20, r3) == tlm::TLM_OK_RESPONSE, "3-word read 0x20");
    expect(r3 == w3, "values at 0x20..0x28");
    std::vector<uint8_t> bad(4);
    expect(in.access(false, 0x100, bad) == tlm::TLM_GENERIC_ERROR_RESPONSE, "read above the registers errs");
    expect(in.access(true, 0x100, bad) == tlm::TLM_GENERIC_ERROR_RESPONSE, "write above the registers errs");
    std::vector<uint8_t> odd(2);
    expect(in.access(false, 0x06, odd) == tlm::TLM_ADDRESS_ERROR_RESPONSE, "half-word access refused");
  };
  sc_core::sc_start();
  CHECK(fails.empty());
  for (const auto& f : fails) UNSCOPED_INFO(f);
  CHECK(bridge.violation().value_or("") == "");
  CHECK(bridge.transfers() == 11);
  CHECK(slave.regs[1] == 0xDD34BB78u);
}
