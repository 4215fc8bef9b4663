// The AXI protocol checker (harness/systemc/axi_checker.h) fed hand-made pin sequences: legal
// traffic passes, and each rule is seen reporting one clear violation.
#include <catch2/catch.hpp>

#include <vector>

#include "harness/systemc/axi_checker.h"

using gcn::AxiPins;
using gcn::AxiProtocolChecker;

namespace {

AxiPins ar(uint32_t id, uint64_t addr, uint32_t len, uint32_t size, bool ready = true) {
  AxiPins p;
  p.arvalid = true;
  p.arid = id;
  p.araddr = addr;
  p.arlen = len;
  p.arsize = size;
  p.arready = ready;
  return p;
}
AxiPins r(uint32_t id, uint64_t data, bool last) {
  AxiPins p;
  p.rvalid = p.rready = true;
  p.rid = id;
  p.rdata = data;
  p.rlast = last;
  return p;
}
AxiPins aw(uint32_t id, uint64_t addr, uint32_t len, uint32_t size) {
  AxiPins p;
  p.awvalid = p.awready = true;
  p.awid = id;
  p.awaddr = addr;
  p.awlen = len;
  p.awsize = size;
  return p;
}
AxiPins w(uint32_t strb, bool last) {
  AxiPins p;
  p.wvalid = p.wready = true;
  p.wstrb = strb;
  p.wlast = last;
  return p;
}
AxiPins b(uint32_t id) {
  AxiPins p;
  p.bvalid = p.bready = true;
  p.bid = id;
  return p;
}

std::string run(const std::vector<AxiPins>& seq, bool lite = false, uint32_t bytes = 8) {
  AxiProtocolChecker c("test", bytes, lite);
  for (const AxiPins& p : seq) c.edge(p);
  return c.violation().value_or("");
}

}  // namespace

TEST_CASE("AXI checker accepts legal bursts, out-of-order IDs and early write data", "[axi_checker]") {
  CHECK(run({ar(1, 0x1000, 1, 3), ar(2, 0x2000, 0, 2), r(2, 5, true), r(1, 1, false), r(1, 2, true),
             w(0xFF, false), aw(3, 0x3000, 1, 3), w(0xFF, true), b(3), aw(4, 0x3104, 0, 2), w(0xF0, true), b(4),
             w(0x0F, true), aw(5, 0x4000, 0, 3), b(5)}) == "");
}

TEST_CASE("AXI checker reports VALID dropped before READY", "[axi_checker]") {
  AxiPins waiting = ar(1, 0x1000, 0, 3, false);
  CHECK_THAT(run({waiting, AxiPins{}}), Catch::Contains("ARVALID dropped before its handshake"));
}

TEST_CASE("AXI checker reports a payload changed while VALID waits", "[axi_checker]") {
  CHECK_THAT(run({ar(1, 0x1000, 0, 3, false), ar(1, 0x1008, 0, 3, true)}),
             Catch::Contains("AR payload changed while ARVALID waited for ARREADY"));
}

TEST_CASE("AXI checker reports a burst crossing 4 KiB", "[axi_checker]") {
  CHECK_THAT(run({ar(15, 0x1FC8, 7, 3)}), Catch::Contains("AR burst at 0x1fc8 (8 beats of 8 bytes) crosses a 4 KiB"));
}

TEST_CASE("AXI checker reports WLAST on the wrong beat", "[axi_checker]") {
  CHECK_THAT(run({aw(0, 0x1000, 1, 3), w(0xFF, true)}), Catch::Contains("WLAST set on beat 0 of the 2-beat write burst"));
  CHECK_THAT(run({aw(0, 0x1000, 0, 3), w(0xFF, false)}), Catch::Contains("WLAST clear on beat 0 of the 1-beat"));
}

TEST_CASE("AXI checker checks write data that came ahead of its address when the address arrives", "[axi_checker]") {
  CHECK_THAT(run({w(0xFF, true), aw(0, 0x1000, 1, 3)}), Catch::Contains("WLAST set on beat 0 of the 2-beat write burst"));
  CHECK_THAT(run({w(0xF0, true), aw(0, 0x1000, 0, 2)}), Catch::Contains("WSTRB 0xf0 enables byte 0x1004 outside beat 0"));
}

TEST_CASE("AXI checker reports a write strobe outside the beat", "[axi_checker]") {
  CHECK_THAT(run({aw(0, 0x1004, 0, 2), w(0x0F, true)}), Catch::Contains("WSTRB 0xf enables byte 0x1000 outside beat 0"));
}

TEST_CASE("AXI checker reports R beats of no outstanding read and a wrong RLAST", "[axi_checker]") {
  CHECK_THAT(run({r(3, 0, true)}), Catch::Contains("R beat with ID 3 and no read outstanding"));
  CHECK_THAT(run({ar(1, 0x1000, 1, 3), r(1, 0, true)}), Catch::Contains("RLAST set on beat 0 of the 2-beat read burst"));
}

TEST_CASE("AXI checker reports a B response before the write data is complete", "[axi_checker]") {
  CHECK_THAT(run({aw(2, 0x1000, 1, 3), w(0xFF, false), b(2)}), Catch::Contains("B response with ID 2 and no completed"));
}

TEST_CASE("AXI checker applies AXI4-Lite's one-beat full-width rule", "[axi_checker]") {
  CHECK(run({ar(0, 0x10, 0, 2), r(0, 0, true)}, true, 4) == "");
  CHECK_THAT(run({ar(0, 0x10, 1, 2)}, true, 4), Catch::Contains("AXI4-Lite allows one full-width beat"));
}

TEST_CASE("AXI checker keeps only the first violation, naming the interface and edge", "[axi_checker]") {
  const std::string v = run({AxiPins{}, r(3, 0, true), r(4, 0, true)});
  CHECK(v == "AXI protocol violation on test at edge 1: R beat with ID 3 and no read outstanding on that ID");
}
