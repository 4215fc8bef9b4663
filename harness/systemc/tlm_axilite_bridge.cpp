#include "harness/systemc/tlm_axilite_bridge.h"

namespace gcn {

TlmToAxiLiteBridge::TlmToAxiLiteBridge(sc_core::sc_module_name name)
    : sc_module(name),
      socket("socket"),
      clk("clk"),
      awvalid("awvalid"), awaddr("awaddr"), awready("awready"),
      wvalid("wvalid"), wdata("wdata"), wstrb("wstrb"), wready("wready"),
      bvalid("bvalid"), bresp("bresp"), bready("bready"),
      arvalid("arvalid"), araddr("araddr"), arready("arready"),
      rvalid("rvalid"), rdata("rdata"), rresp("rresp"), rready("rready"),
      checker_(std::string(this->name()) + ".axilite", 4, true) {
  socket.register_b_transport(this, &TlmToAxiLiteBridge::b_transport);
  SC_HAS_PROCESS(TlmToAxiLiteBridge);
  SC_METHOD(watch);
  sensitive << clk.pos();
  dont_initialize();
}

void TlmToAxiLiteBridge::watch() {
  AxiPins p;
  p.awaddr = awaddr.read();
  p.awsize = 2;
  p.awvalid = awvalid.read();
  p.awready = awready.read();
  p.wdata = wdata.read();
  p.wstrb = wstrb.read();
  p.wlast = true;
  p.wvalid = wvalid.read();
  p.wready = wready.read();
  p.bvalid = bvalid.read();
  p.bresp = bresp.read();
  p.bready = bready.read();
  p.araddr = araddr.read();
  p.arsize = 2;
  p.arvalid = arvalid.read();
  p.arready = arready.read();
  p.rvalid = rvalid.read();
  p.rdata = rdata.read();
  p.rresp = rresp.read();
  p.rlast = true;
  p.rready = rready.read();
  checker_.edge(p);
}

// AW and W together; each drops after its own handshake edge; then B.
bool TlmToAxiLiteBridge::write_word(uint32_t addr, uint32_t data, uint32_t strb) {
  awaddr.write(addr);
  awvalid.write(true);
  wdata.write(data);
  wstrb.write(strb);
  wvalid.write(true);
  bool aw_done = false, w_done = false;
  while (!aw_done || !w_done) {
    sc_core::wait(clk.posedge_event());
    if (!aw_done && awready.read()) {
      aw_done = true;
      awvalid.write(false);
    }
    if (!w_done && wready.read()) {
      w_done = true;
      wvalid.write(false);
    }
  }
  bready.write(true);
  do sc_core::wait(clk.posedge_event());
  while (!bvalid.read());
  const uint32_t resp = bresp.read();
  bready.write(false);
  ++transfers_;
  return resp == 0 || resp == 1;  // OKAY or EXOKAY
}

bool TlmToAxiLiteBridge::read_word(uint32_t addr, uint32_t& data) {
  araddr.write(addr);
  arvalid.write(true);
  do sc_core::wait(clk.posedge_event());
  while (!arready.read());
  arvalid.write(false);
  rready.write(true);
  do sc_core::wait(clk.posedge_event());
  while (!rvalid.read());
  data = rdata.read();
  const uint32_t resp = rresp.read();
  rready.write(false);
  ++transfers_;
  return resp == 0 || resp == 1;
}

void TlmToAxiLiteBridge::b_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay) {
  sc_core::wait(delay);
  delay = sc_core::SC_ZERO_TIME;
  const uint64_t addr = t.get_address();
  const uint32_t len = t.get_data_length();
  if ((addr & 3) || (len & 3) || len == 0 || addr + len > (uint64_t(1) << 32)) {
    t.set_response_status(tlm::TLM_ADDRESS_ERROR_RESPONSE);  // whole aligned 32-bit words only
    return;
  }
  if (t.get_streaming_width() < len) {
    t.set_response_status(tlm::TLM_BURST_ERROR_RESPONSE);
    return;
  }
  if (!t.is_read() && !t.is_write()) {
    t.set_response_status(tlm::TLM_COMMAND_ERROR_RESPONSE);
    return;
  }
  busy_.lock();
  unsigned char* d = t.get_data_ptr();
  const unsigned char* be = t.get_byte_enable_ptr();
  const uint32_t be_len = t.get_byte_enable_length();
  bool ok = true;
  for (uint32_t off = 0; off < len && ok; off += 4) {
    const uint32_t a = uint32_t(addr + off);
    if (t.is_write()) {
      uint32_t word = 0, strb = 0;
      for (uint32_t i = 0; i < 4; ++i) {
        word |= uint32_t(d[off + i]) << (8 * i);
        if (!be || !be_len || be[(off + i) % be_len] == TLM_BYTE_ENABLED) strb |= 1u << i;
      }
      ok = write_word(a, word, strb);
    } else {
      uint32_t word = 0;
      ok = read_word(a, word);
      for (uint32_t i = 0; i < 4; ++i) d[off + i] = uint8_t(word >> (8 * i));
    }
  }
  busy_.unlock();
  t.set_response_status(ok ? tlm::TLM_OK_RESPONSE : tlm::TLM_GENERIC_ERROR_RESPONSE);
}

}  // namespace gcn
