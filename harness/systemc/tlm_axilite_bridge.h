// gcn::TlmToAxiLiteBridge: a TLM-2.0 target whose b_transport drives an AXI4-Lite master at the
// pins (sc_signal ports, 32-bit address and data), clocked by `clk`: every 32-bit word of a
// transaction is one AXI4-Lite transfer (AW and W offered together, then B; or AR, then R), with
// the TLM byte enables as WSTRB. Signals change after a rising edge and are sampled at the next
// one, as an RTL slave sees them. A slave error response (SLVERR/DECERR) ends the transaction
// with TLM_GENERIC_ERROR_RESPONSE. Concurrent callers are served one transaction at a time.
// An AxiProtocolChecker (AXI4-Lite rules) watches the pins at every edge: violation().
//
// The timing annotation is honoured by waiting it out first; the pin cycles then take real
// SystemC time (this is an approximately-timed register port, not a fast memory path).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <systemc>
#include <tlm>
#include <tlm_utils/simple_target_socket.h>

#include "harness/systemc/axi_checker.h"

namespace gcn {

class TlmToAxiLiteBridge : public sc_core::sc_module {
 public:
  tlm_utils::simple_target_socket<TlmToAxiLiteBridge> socket;
  sc_core::sc_in<bool> clk;
  // Write address / data / response.
  sc_core::sc_out<bool> awvalid;
  sc_core::sc_out<uint32_t> awaddr;
  sc_core::sc_in<bool> awready;
  sc_core::sc_out<bool> wvalid;
  sc_core::sc_out<uint32_t> wdata;
  sc_core::sc_out<uint32_t> wstrb;
  sc_core::sc_in<bool> wready;
  sc_core::sc_in<bool> bvalid;
  sc_core::sc_in<uint32_t> bresp;
  sc_core::sc_out<bool> bready;
  // Read address / data.
  sc_core::sc_out<bool> arvalid;
  sc_core::sc_out<uint32_t> araddr;
  sc_core::sc_in<bool> arready;
  sc_core::sc_in<bool> rvalid;
  sc_core::sc_in<uint32_t> rdata;
  sc_core::sc_in<uint32_t> rresp;
  sc_core::sc_out<bool> rready;

  explicit TlmToAxiLiteBridge(sc_core::sc_module_name name);

  const std::optional<std::string>& violation() const { return checker_.violation(); }
  uint64_t transfers() const { return transfers_; }

 private:
  void b_transport(tlm::tlm_generic_payload& t, sc_core::sc_time& delay);
  bool write_word(uint32_t addr, uint32_t data, uint32_t strb);
  bool read_word(uint32_t addr, uint32_t& data);
  void watch();  // SC_METHOD on clk.pos(): feeds the checker

  AxiProtocolChecker checker_;
  sc_core::sc_mutex busy_;
  uint64_t transfers_ = 0;
};

}  // namespace gcn
