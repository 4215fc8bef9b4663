// The FPGA shell (docs/fpga.md): gcn_fpga_top verilated (CU + gcn_ctrl + gcn_trace_enc), driven
// through its AXI4-Lite register map by the host driver; the captured retire trace is checked
// offline against golden with the lockstep comparator; corrupted and truncated traces fail where
// they should.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>

#include "golden/api/launch_spec.h"
#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "golden/api/device.h"
#include "harness/fpga/driver.h"
#include "harness/fpga/fpga_cmd.h"
#include "tests/support/asm_kernel.h"
#include "tests/support/rtl_missing.h"
#include "harness/fpga/fpga_map.h"
#include "harness/fpga/sv_fpga_pkg.h"
#include "harness/fpga/trace.h"
#include "harness/lockstep/lockstep.h"
#include "verilator/fpga_top.h"

namespace {

namespace fpga = gcn::fpga;

std::string spec_path(const std::string& kernel) {
  return fmt::format("{}/vectors/kernels/{}.json", GCN_BINARY_DIR, kernel);
}

std::string tmp_path(const std::string& name) { return fmt::format("{}/tests/fpga/{}", GCN_BINARY_DIR, name); }

// Captures `kernel`'s trace into a file; returns its path.
std::string capture(const std::string& kernel, uint64_t seed = 1) {
  gcn::SpecSession session(gcn::parse_launch_spec(spec_path(kernel)));
  const gcn::CaptureResult r = gcn::capture_trace(session, seed);
  const std::string path = tmp_path(fmt::format("{}-{}.trace", kernel, seed));
  fpga::write_trace_file(path, gcn::FpgaTop::kLanesPerCycle, gcn::FpgaTop::kNumWaves, r.stream);
  return path;
}

// check-trace; returns "" on a match, else the error text.
std::string check(const std::string& trace, const std::string& kernel) {
  gcn::CheckTraceArgs a;
  a.trace = trace;
  a.spec = spec_path(kernel);
  a.quiet = true;
  try {
    gcn::cmd_check_trace(a);
  } catch (const gcn::Error& e) {
    return e.what();
  }
  return "";
}

// Every packet of a trace, with the record it belongs to, and the decoded records.
struct Packet {
  size_t offset = 0, bytes = 0;
  uint32_t kind = 0;
  size_t record = 0;  // index into records (records never interleave)
};
struct Decoded {
  fpga::TraceFile file;
  std::vector<Packet> packets;
  std::vector<gcn::RtlEvent> records;
};

Decoded decode(const std::string& trace, const std::string& kernel) {
  Decoded d;
  d.file = fpga::read_trace_file(trace);
  gcn::SpecSession session(gcn::parse_launch_spec(spec_path(kernel)));
  auto disp = session.device().prepare(session.code_object(), session.launch());
  fpga::TraceReader reader(d.file, *disp, session.device().memory());
  reader.on_packet = [&](size_t off, uint32_t h) {
    if (!d.packets.empty()) d.packets.back().bytes = off - d.packets.back().offset;
    d.packets.push_back({off, 0, h & 0xF, size_t(reader.stats().instructions + reader.stats().completions)});
  };
  gcn::RtlEvent e;
  while (reader.next(e)) d.records.push_back(e);
  d.packets.back().bytes = 4 * 3;  // EOD
  return d;
}

bool is_record_packet(uint32_t kind) {
  return kind != fpga::TK_LAUNCH && kind != fpga::TK_EOD && kind != fpga::TK_PAD;
}

// A copy of the stream without the record packets of record `drop`, and with the record packets
// of record `move` (if any) moved to just before the first packet of record `before`.
std::vector<uint8_t> edit(const Decoded& d, size_t drop, size_t move = SIZE_MAX, size_t before = SIZE_MAX) {
  std::vector<uint8_t> out, moved;
  for (const Packet& p : d.packets)
    if (p.record == move && is_record_packet(p.kind))
      moved.insert(moved.end(), d.file.stream.begin() + long(p.offset), d.file.stream.begin() + long(p.offset + p.bytes));
  bool placed = false;
  for (const Packet& p : d.packets) {
    if (is_record_packet(p.kind) && (p.record == drop || p.record == move)) continue;
    if (!placed && p.record == before && is_record_packet(p.kind)) {
      out.insert(out.end(), moved.begin(), moved.end());
      placed = true;
    }
    out.insert(out.end(), d.file.stream.begin() + long(p.offset), d.file.stream.begin() + long(p.offset + p.bytes));
  }
  // Everything after EOD (PAD units) is not needed.
  return out;
}

std::string write_edited(const Decoded& d, const std::vector<uint8_t>& stream, const std::string& name) {
  const std::string path = tmp_path(name);
  fpga::write_trace_file(path, d.file.header.lanes_per_cycle, d.file.header.num_waves, stream);
  return path;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

}  // namespace

TEST_CASE("the checked-in RTL FPGA package equals gcn-cosim gen-fpga-pkg output", "[fpga]") {
  // Regenerate with: gcn-cosim gen-fpga-pkg > rtl/gcn_fpga_pkg.sv
  std::ifstream f(fmt::format("{}/rtl/gcn_fpga_pkg.sv", GCN_SOURCE_DIR));
  const std::string checked_in((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  CHECK(checked_in == fpga::sv_fpga_package());
}

TEST_CASE("gcn_ctrl answers its register map over AXI4-Lite", "[fpga]") {
  gcn::Memory mem;
  gcn::FpgaTop top(mem, {});
  CHECK(top.read32(fpga::REG_ID) == fpga::kCtrlId);
  const uint32_t config = top.read32(fpga::REG_CONFIG);
  CHECK((config & 0xFF) == uint32_t(gcn::FpgaTop::kNumWaves));
  CHECK(((config >> 8) & 0xFF) == uint32_t(gcn::FpgaTop::kLanesPerCycle));
  CHECK(((config >> 16) & 0xFF) == fpga::kTraceVersion);
  CHECK(top.read32(fpga::REG_STATUS) == 0);
  // Every RW register holds what was written; LAUNCH_DATA words too.
  uint32_t v = 0x1000;
  for (const fpga::RegDef& r : fpga::kRegs) {
    if (std::string(r.access) != "RW" || r.offset == fpga::REG_IRQ_ENABLE) continue;
    top.write32(r.offset, v + r.offset);
    CHECK(top.read32(r.offset) == v + r.offset);
  }
  top.write32(fpga::REG_LAUNCH_DATA + 4, 0xabcd1234);
  CHECK(top.read32(fpga::REG_LAUNCH_DATA + 4) == 0xabcd1234);
  // An empty dispatch with the trace off completes, raises the interrupt, which W1C clears.
  top.write32(fpga::REG_TRACE_CTRL, 0);
  top.write32(fpga::REG_TOTAL_WAVES, 0);
  top.write32(fpga::REG_IRQ_ENABLE, 1);
  top.write32(fpga::REG_CONTROL, 1);
  top.wait_cycles(10);
  CHECK((top.read32(fpga::REG_STATUS) & fpga::STATUS_DONE) != 0);
  CHECK(top.irq());
  top.write32(fpga::REG_IRQ_STATUS, 1);
  CHECK_FALSE(top.irq());
  // Unmapped offsets answer SLVERR: one clear error.
  CHECK_THROWS_WITH(top.read32(0x0F0), "FPGA shell: register read of 0x0f0 answered SLVERR");
  CHECK_THROWS_WITH(top.write32(0x0F4, 1), "FPGA shell: register write to 0x0f4 answered SLVERR");
}

TEST_CASE("captured traces of the bundled integer kernels check clean against golden", "[fpga][corpus]") {
  for (const char* kernel :
       {"vec_int", "int_divconst", "divergent", "bitops", "bytes_shorts", "int_sat_minmax", "int_divmod",
        "lds_reduce", "matmul_lds", "bitonic_local", "dyn_local", "transpose2d", "atomic_hist", "atomic_minmax",
        "scratch_spill", "noinline_call", "atomic_xchg_cas", "local_atomics"}) {
    INFO(kernel);
    const std::string trace = capture(kernel);
    CHECK(check(trace, kernel) == "");
  }
}

TEST_CASE("a corrupted register value in a trace is reported at its instruction", "[fpga]") {
  const Decoded d = decode(capture("vec_int"), "vec_int");
  // The 5th VALU VGPR packet with written lanes: flip bit 0 of its first written lane's data.
  int seen = 0;
  for (const Packet& p : d.packets) {
    if (p.kind != fpga::TK_VGPR) continue;
    uint32_t mask;
    std::memcpy(&mask, d.file.stream.data() + p.offset + 4, 4);
    if (mask == 0 || ++seen < 5) continue;
    const gcn::Commit& c = d.records.at(p.record).commit;
    uint32_t lane = 0;
    while (!(mask >> lane & 1)) ++lane;
    std::vector<uint8_t> s = d.file.stream;
    const uint32_t units_of_mask = (d.file.header.lanes_per_cycle + 31) / 32;
    s.at(p.offset + 4 * (1 + units_of_mask + lane)) ^= 1;
    const std::string report = check(write_edited(d, s, "vec_int-corrupt.trace"), "vec_int");
    INFO(report);
    CHECK_THAT(first_line(report), Catch::Contains("lockstep divergence: vgpr") &&
                                       Catch::Contains(fmt::format("wave {} ", c.wave)) &&
                                       Catch::Contains(fmt::format("pc 0x{:x}:", c.pc)));
    return;
  }
  FAIL("no VGPR packet found");
}

TEST_CASE("a dropped record in a trace is reported at the dropped instruction", "[fpga]") {
  const Decoded d = decode(capture("int_divmod"), "int_divmod");
  // A retire record in the middle of the run that writes a register.
  for (size_t r = d.records.size() / 2; r < d.records.size(); ++r) {
    const gcn::RtlEvent& e = d.records[r];
    if (e.kind != gcn::RtlEvent::Kind::Retire || (e.commit.sgpr.empty() && e.commit.vgpr.empty())) continue;
    const std::string report = check(write_edited(d, edit(d, r), "int_divmod-drop.trace"), "int_divmod");
    INFO(report);
    CHECK_THAT(first_line(report), Catch::Contains("lockstep divergence") &&
                                       Catch::Contains(fmt::format("wave {} ", e.commit.wave)) &&
                                       Catch::Contains(fmt::format("pc 0x{:x}:", e.commit.pc)));
    return;
  }
  FAIL("no register-writing record found");
}

TEST_CASE("a reordered completion in a trace is reported at the completion moved ahead", "[fpga]") {
  const Decoded d = decode(capture("vec_int"), "vec_int");
  // Two vector-memory completions of one wave for different instructions (GFX8 returns vector
  // memory in issue order; SMEM may legally complete in any order): move the later one first.
  auto vm_completion = [](const gcn::RtlEvent& e) {
    return e.kind == gcn::RtlEvent::Kind::Completion && (e.completion.counter & gcn::kVmCnt) != 0;
  };
  for (size_t a = 0; a < d.records.size(); ++a) {
    const gcn::RtlEvent& ea = d.records[a];
    if (!vm_completion(ea)) continue;
    for (size_t b = a + 1; b < d.records.size(); ++b) {
      const gcn::RtlEvent& eb = d.records[b];
      if (!vm_completion(eb) || eb.completion.wave != ea.completion.wave || eb.completion.pc == ea.completion.pc)
        continue;
      const std::string report = check(write_edited(d, edit(d, SIZE_MAX, b, a), "vec_int-reorder.trace"), "vec_int");
      INFO(report);
      CHECK_THAT(first_line(report), Catch::Contains("lockstep divergence: completion order") &&
                                         Catch::Contains(fmt::format("wave {} ", eb.completion.wave)) &&
                                         Catch::Contains(fmt::format("pc 0x{:x}:", eb.completion.pc)));
      return;
    }
  }
  FAIL("no two completions of one wave found");
}

TEST_CASE("a truncated trace is one clear error", "[fpga]") {
  const std::string trace = capture("vec_int");
  const Decoded d = decode(trace, "vec_int");
  // The file cut short: its header announces more stream than it holds.
  {
    std::ifstream in(trace, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string cut = tmp_path("vec_int-cut.trace");
    std::ofstream(cut, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
    const std::string err = check(cut, "vec_int");
    CHECK_THAT(err, Catch::StartsWith("trace ") && Catch::Contains("truncated"));
    CHECK(err.find('\n') == std::string::npos);
  }
  // A well-formed file whose stream stops mid-run (a ring drained too early): before EOD.
  for (size_t keep : {d.file.stream.size() / 2, d.file.stream.size() / 2 + 2}) {
    std::vector<uint8_t> s(d.file.stream.begin(), d.file.stream.begin() + long(keep));
    const std::string err = check(write_edited(d, s, "vec_int-short.trace"), "vec_int");
    INFO(err);
    CHECK_THAT(err, Catch::StartsWith("trace: truncated"));
    CHECK(err.find('\n') == std::string::npos);
  }
}

TEST_CASE("an instruction the RTL does not implement stops the shell with one error line", "[fpga]") {
  gcn::test::AsmOptions opts;
  opts.vgprs = 8;
  const gcn::CodeObject co =
      gcn::CodeObject::load(gcn::test::assemble_kernel(gcn::test::kRtlMissingAsm, opts));
  gcn::Device dev;
  const uint64_t buf = dev.alloc("test buffer", opts.buffer.size());
  auto disp = dev.prepare(co, {"k", opts.grid, opts.workgroup, {gcn::KernelArg::buffer(buf)}});
  gcn::FpgaTop top(dev.memory(), {});
  // STATUS.ERROR with ERR_OP / ERR_PC: the driver names the instruction and where it is.
  CHECK_THROWS_WITH(fpga::run_dispatch(top, *disp, {}),
                    fmt::format("not implemented in RTL: {} at 0x{:x} (FPGA shell)", gcn::test::kRtlMissingOp,
                                disp->layout().entry));
  CHECK((top.read32(fpga::REG_STATUS) & (fpga::STATUS_ERROR | fpga::STATUS_DONE)) ==
        (fpga::STATUS_ERROR | fpga::STATUS_DONE));
}
