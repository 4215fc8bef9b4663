// The AXI4 slave model (verilator/axi_memory.h) as an AXI checker: bursts crossing a 4 KiB
// boundary and WLAST on any but the last beat of a write burst are protocol faults; a write
// burst lands beat by beat at INCR addresses and is answered by one B response.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "golden/mem/memory.h"
#include "verilator/axi_memory.h"

namespace {

// A model over two 4 KiB pages that accepts every address and data beat at once.
struct Bench {
  gcn::Memory mem;
  uint64_t base;
  gcn::AxiMemory axi;
  gcn::AxiPins p;
  int bresps = 0;

  Bench() : base(mem.allocate("page pair", 8192, 4096)), axi(mem, 8, config()) {
    p.rready = true;
    p.bready = true;
  }
  static gcn::AxiMemory::Config config() {
    gcn::AxiMemory::Config c;
    c.ready_probability = 1.0;
    return c;
  }
  // One cycle with the master outputs in p; then the valids just handshaken are dropped.
  void cycle() {
    axi.drive(p);
    bresps += p.bvalid && p.bready;
    axi.sample(p);
    p.arvalid = p.awvalid = p.wvalid = false;
  }
  void idle(int n) {
    for (int i = 0; i < n; ++i) cycle();
  }
  void read(uint64_t off, uint32_t beats) {
    p.arvalid = true;
    p.araddr = base + off;
    p.arlen = beats - 1;
    p.arsize = 3;
    cycle();
  }
  void write_addr(uint64_t off, uint32_t beats) {
    p.awvalid = true;
    p.awaddr = base + off;
    p.awlen = beats - 1;
    p.awsize = 3;
    cycle();
  }
  void write_beat(uint64_t data, uint32_t strb, bool last) {
    p.wvalid = true;
    p.wdata = data;
    p.wstrb = strb;
    p.wlast = last;
    cycle();
  }
};

}  // namespace

TEST_CASE("AXI model: a burst crossing a 4 KiB boundary is a protocol fault", "[rtl][axi]") {
  Bench ends_at_page_end, within, crossing;
  ends_at_page_end.read(4096 - 16, 2);
  within.read(0, 8);
  crossing.read(4096 - 8, 2);
  for (Bench* b : {&ends_at_page_end, &within, &crossing}) b->idle(100);
  CHECK(ends_at_page_end.axi.faults().empty());
  CHECK(within.axi.faults().empty());
  REQUIRE(crossing.axi.faults().size() == 1);
  CHECK_THAT(crossing.axi.faults()[0], Catch::Contains("AXI protocol violation") && Catch::Contains("4 KiB"));

  Bench write_crossing;
  write_crossing.write_addr(4096 - 8, 2);
  write_crossing.write_beat(0, 0, false);
  write_crossing.write_beat(0, 0, true);
  write_crossing.idle(100);
  REQUIRE(write_crossing.axi.faults().size() == 1);
  CHECK_THAT(write_crossing.axi.faults()[0], Catch::Contains("write burst") && Catch::Contains("4 KiB"));
}

TEST_CASE("AXI model: a write burst lands beat by beat and gets one B response", "[rtl][axi]") {
  Bench b;
  b.write_addr(0x10, 2);
  b.write_beat(0x1122334455667788ull, 0xff, false);
  b.write_beat(0x99aabbccddeeff00ull, 0x0f, true);
  b.idle(100);
  CHECK(b.axi.faults().empty());
  CHECK(b.mem.load<uint64_t>(b.base + 0x10) == 0x1122334455667788ull);
  CHECK(b.mem.load<uint64_t>(b.base + 0x18) == 0x00000000ddeeff00ull);  // strobes: low 4 bytes
  CHECK(b.bresps == 1);
}

TEST_CASE("AXI model: WLAST on any but the last beat is a protocol fault", "[rtl][axi]") {
  Bench early, missing;
  early.write_addr(0, 2);
  early.write_beat(1, 0xff, true);
  early.write_beat(2, 0xff, true);
  missing.write_addr(0, 1);
  missing.write_beat(1, 0xff, false);
  for (Bench* b : {&early, &missing}) b->idle(100);
  REQUIRE(early.axi.faults().size() == 1);
  CHECK_THAT(early.axi.faults()[0], Catch::Contains("WLAST set on beat 0"));
  REQUIRE(missing.axi.faults().size() == 1);
  CHECK_THAT(missing.axi.faults()[0], Catch::Contains("WLAST clear on beat 0"));
}
