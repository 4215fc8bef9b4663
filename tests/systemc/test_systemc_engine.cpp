// The SystemC engine (harness/systemc/platform.h) on real kernels: a host thread dispatches
// through the FPGA shell's register map (TLM -> AXI4-Lite) and waits for its interrupt, the
// shell's memory goes through the AXI-to-TLM bridge to the TLM memory while golden checks every
// retire, and a corrupted byte on the RTL side is reported as a lockstep divergence with the
// lockstep report.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <fmt/format.h>

#include "golden/api/spec_session.h"
#include "harness/fpga/fpga_map.h"
#include "harness/lockstep/lockstep.h"
#include "harness/systemc/platform.h"

using namespace gcn;

namespace {

std::string spec_path(const std::string& kernel) {
  return std::string(GCN_BINARY_DIR) + "/vectors/kernels/" + kernel + ".json";
}

struct Run {
  LockstepStats ls;
  SystemcStats sc;
};

// `corrupt` (may be empty) edits the RTL's memory image before the run.
Run run_kernel(const std::string& kernel, uint64_t seed, const std::function<void(SpecSession&, Memory&)>& corrupt = {},
               bool irq_enable = true) {
  SpecSession s(parse_launch_spec(spec_path(kernel)));
  auto disp = s.device().prepare(s.code_object(), s.launch());
  Memory rtl_mem = s.device().memory();
  if (corrupt) corrupt(s, rtl_mem);
  SystemcConfig cfg;
  cfg.seed = seed;
  cfg.irq_enable = irq_enable;
  LockstepOptions o;
  o.repro = "repro-line";
  Run r;
  r.ls = run_systemc_lockstep(*disp, rtl_mem, o, cfg, &r.sc);
  return r;
}

}  // namespace

TEST_CASE("systemc engine runs vec_int and lds_reduce in lockstep through the TLM memory, twice in one process",
          "[systemc]") {
  for (const char* k : {"vec_int", "lds_reduce"}) {
    INFO(k);
    const Run r = run_kernel(k, 1);
    CHECK(r.ls.instructions > 0);
    CHECK(r.ls.completions > 0);
    CHECK(r.sc.transactions > 0);
    CHECK(r.sc.peak_outstanding > 1);  // several TLM transactions in flight
    CHECK(r.sc.edges >= r.ls.cycles);  // the checker saw every edge
    CHECK(r.sc.sim_time_ns >= 10.0 * double(r.ls.cycles));
  }
}

TEST_CASE("systemc host dispatches through the register map and wakes on the completion interrupt with STATUS done",
          "[systemc]") {
  const Run r = run_kernel("divergent", 1);
  CHECK(r.sc.irq);              // the driver's wait ended on the interrupt, not by polling
  CHECK(r.sc.irq_edges == 1);   // one rising edge of irq_o (cleared by the driver afterwards)
  CHECK((r.sc.status & fpga::STATUS_DONE) != 0);
  CHECK((r.sc.status & (fpga::STATUS_ERROR | fpga::STATUS_OVERFLOW | fpga::STATUS_BUSY)) == 0);
  CHECK(r.sc.reg_writes > 100);  // every wave's state went through LAUNCH_DATA / LAUNCH_CMD
  // One AXI4-Lite transfer per driver access: every access went over the TLM target socket.
  CHECK(r.sc.lite_transfers == r.sc.reg_writes + r.sc.reg_reads);
  CHECK(r.ls.instructions == 1440);
}

TEST_CASE("systemc host reports a dispatch that completes without its interrupt", "[systemc]") {
  // IRQ_ENABLE left 0: irq_o never rises, the host sees STATUS.DONE only by polling after its
  // interrupt wait timed out, and says so.
  CHECK_THROWS_WITH(run_kernel("vec_int", 1, {}, false),
                    Catch::Contains("reads done but the completion interrupt (irq_o) is low"));
}

TEST_CASE("systemc engine reports a corrupted input byte as a lockstep divergence", "[systemc]") {
  try {
    run_kernel("vec_int", 2, [](SpecSession& s, Memory& m) {
      const uint64_t a = s.buffer_address("a") + 4 * 5;  // a[5]: lane 1 loads a[4..7] as v[0:3]
      uint8_t v = 0;
      m.read(a, &v, 1);
      v ^= 0x01;
      m.write(a, &v, 1);
    });
    FAIL("no divergence reported");
  } catch (const Divergence& d) {
    const std::string r = d.what();
    INFO(r);
    CHECK(r.rfind("lockstep divergence: load writeback v1 at cycle", 0) == 0);
    CHECK_THAT(r, Catch::Contains("flat_load_dwordx4 v[0:3], v[0:1]"));
    CHECK_THAT(r, Catch::Contains("lane  1: expected 0x"));
    CHECK_THAT(r, Catch::Contains("reproduce: repro-line"));
  }
}

TEST_CASE("CU module turns a failed TLM read into one fault line, but not an instruction fetch past an allocation",
          "[systemc]") {
  Memory mem;
  const uint64_t base = mem.allocate("buf", 0xFC0, 4096);
  std::vector<std::string> faults;
  std::vector<uint32_t> rresp;
  SystemcConfig cfg;
  cfg.ready_probability = 1.0;
  run_in_systemc(mem, cfg, [&](AxiSlave& axi, const std::function<void()>& tick) {
    struct Ar {
      uint32_t id;
      uint64_t addr;
      uint32_t len, size;
    };
    std::vector<Ar> ars{{15, base + 0xFA0, 7, 3}, {3, base + 0xFC4, 0, 2}};  // fetch past the end; data read
    size_t next = 0;
    for (int cycle = 0; cycle < 400 && rresp.size() < 9; ++cycle) {
      AxiPins p;
      if (next < ars.size()) {
        p.arvalid = true;
        p.arid = ars[next].id;
        p.araddr = ars[next].addr;
        p.arlen = ars[next].len;
        p.arsize = ars[next].size;
      }
      p.rready = true;
      axi.drive(p);
      axi.sample(p);
      if (p.arvalid && p.arready) ++next;
      if (p.rvalid) rresp.push_back(p.rresp);
      tick();
    }
    faults = axi.faults();
  });
  CHECK(rresp == std::vector<uint32_t>(9, 2));  // SLVERR on every beat of both
  REQUIRE(faults.size() == 1);
  CHECK(faults[0] == fmt::format("memory access outside any buffer (RTL through TLM): read 0x{:x} size 4 (AXI ID 3)",
                                 base + 0xFC4));
}
