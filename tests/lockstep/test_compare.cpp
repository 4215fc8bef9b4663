// The comparator and the store attribution on hand-made records: each field it is meant to
// check, changed alone, must be reported under that field.
#include <catch2/catch.hpp>

#include "golden/isa/inst.h"
#include "harness/lockstep/compare.h"
#include "harness/lockstep/store_tracker.h"

namespace {

gcn::Commit base_record() {
  gcn::Commit c;
  c.pc = 0x1000;
  c.next_pc = 0x1004;
  c.size = 4;
  c.words = {0x7e000280, 0, 0};
  c.exec = ~0ull;
  c.sgpr.push_back({5, 0x1234});
  c.scc_written = true;
  c.scc = true;
  gcn::VgprWrite v{};
  v.reg = 3;
  v.mask = 0xF0F0;
  for (int l = 0; l < 64; ++l) v.data[l] = 100 + l;
  c.vgpr.push_back(v);
  gcn::MemEffect m;
  m.kind = gcn::MemKind::Store;
  m.size = 4;
  m.dwords = 1;
  m.lane_mask = 0x3;
  m.addr[0] = 0x100000000;
  m.addr[1] = 0x100000004;
  m.data.assign(64, 0);
  m.data[0] = 0x11223344;
  m.data[1] = 0x55667788;
  c.mem.push_back(m);
  c.vmcnt = 1;
  return c;
}

std::string field_of(const gcn::Commit& g, const gcn::Commit& r) {
  const auto m = gcn::compare_retire(g, r);
  return m ? m->field : "equal";
}

}  // namespace

TEST_CASE("equal records compare equal", "[lockstep][compare]") {
  CHECK(field_of(base_record(), base_record()) == "equal");
}

TEST_CASE("each retire-record field is checked and named", "[lockstep][compare]") {
  const gcn::Commit g = base_record();
  gcn::Commit r = g;
  SECTION("pc") { r.pc += 4; CHECK(field_of(g, r) == "pc"); }
  SECTION("instruction") { r.words[0] ^= 1; CHECK(field_of(g, r) == "instruction dword 0"); }
  SECTION("exec") { r.exec ^= 1ull << 40; CHECK(field_of(g, r) == "exec in effect"); }
  SECTION("sgpr value") { r.sgpr[0].value ^= 1; CHECK(field_of(g, r) == "sgpr s5"); }
  SECTION("sgpr missing") { r.sgpr.clear(); CHECK(field_of(g, r) == "sgpr s5"); }
  SECTION("sgpr extra") { r.sgpr.push_back({gcn::opnd::kVccLo, 0}); CHECK(field_of(g, r) == "sgpr vcc_lo"); }
  SECTION("scc value") { r.scc = false; CHECK(field_of(g, r) == "scc"); }
  SECTION("scc not written") { r.scc_written = false; CHECK(field_of(g, r) == "scc"); }
  SECTION("vgpr lane") { r.vgpr[0].data[12] ^= 1; CHECK(field_of(g, r) == "vgpr v3"); }
  SECTION("vgpr lane outside the mask is ignored") { r.vgpr[0].data[0] ^= 1; CHECK(field_of(g, r) == "equal"); }
  SECTION("vgpr mask") { r.vgpr[0].mask |= 1; CHECK(field_of(g, r) == "vgpr v3 lane mask"); }
  SECTION("memory address") { r.mem[0].addr[1] += 4; CHECK(field_of(g, r) == "mem[0] address"); }
  SECTION("memory data") { r.mem[0].data[1] ^= 0x100; CHECK(field_of(g, r) == "mem[0] data"); }
  SECTION("memory lanes") { r.mem[0].lane_mask = 1; CHECK(field_of(g, r) == "mem[0] lanes"); }
  SECTION("memory effect missing") { r.mem.clear(); CHECK(field_of(g, r) == "memory effects"); }
  SECTION("next pc") { r.next_pc += 4; CHECK(field_of(g, r) == "next pc"); }
  SECTION("vmcnt") { r.vmcnt = 0; CHECK(field_of(g, r) == "vmcnt after issue"); }
  SECTION("lgkmcnt") { r.lgkmcnt = 1; CHECK(field_of(g, r) == "lgkmcnt after issue"); }
  SECTION("halt") { r.event = gcn::WaveEvent::Halt; CHECK(field_of(g, r) == "halt"); }
}

TEST_CASE("a mismatch lists expected and actual per lane", "[lockstep][compare]") {
  const gcn::Commit g = base_record();
  gcn::Commit r = g;
  r.vgpr[0].data[4] = 7;
  r.vgpr[0].data[13] = 8;
  const auto m = gcn::compare_retire(g, r);
  REQUIRE(m);
  REQUIRE(m->lines.size() == 2);
  CHECK(m->lines[0] == "lane  4: expected 0x00000068 actual 0x00000007");
  CHECK(m->lines[1] == "lane 13: expected 0x00000071 actual 0x00000008");
}

TEST_CASE("sub-dword stores compare only the bytes memory sees", "[lockstep][compare]") {
  gcn::Commit g = base_record();
  g.mem[0].size = 1;
  gcn::Commit r = g;
  r.mem[0].data[0] ^= 0xFF00;  // above the stored byte
  CHECK(field_of(g, r) == "equal");
  r.mem[0].data[0] ^= 0x1;
  CHECK(field_of(g, r) == "mem[0] data");
}

TEST_CASE("store attribution: every byte written once with the golden value", "[lockstep][store]") {
  const gcn::MemEffect fx = base_record().mem[0];
  auto write_all = [&](gcn::StoreTracker& t) {
    for (int lane = 0; lane < 2; ++lane)
      for (int b = 0; b < 4; ++b) t.observe(fx.addr[lane] + b, uint8_t(fx.data[lane] >> (8 * b)));
  };
  SECTION("exact") {
    gcn::StoreTracker t;
    write_all(t);
    CHECK_FALSE(t.complete(fx));
    CHECK_FALSE(t.unclaimed());
  }
  SECTION("a byte never written") {
    gcn::StoreTracker t;
    for (int b = 0; b < 3; ++b) t.observe(fx.addr[0] + b, uint8_t(fx.data[0] >> (8 * b)));
    for (int b = 0; b < 4; ++b) t.observe(fx.addr[1] + b, uint8_t(fx.data[1] >> (8 * b)));
    const auto m = t.complete(fx);
    REQUIRE(m);
    CHECK(m->field == "missing store");
  }
  SECTION("wrong data") {
    gcn::StoreTracker t;
    t.observe(fx.addr[0], 0);
    const auto m = t.complete(fx);
    REQUIRE(m);
    CHECK(m->field == "store data");
  }
  SECTION("a write no store claims") {
    gcn::StoreTracker t;
    write_all(t);
    t.observe(0x200000000, 1);
    CHECK_FALSE(t.complete(fx));
    const auto m = t.unclaimed();
    REQUIRE(m);
    CHECK(m->field == "extra write");
  }
  SECTION("a buffer store's range-checked lane may write nothing, but never a wrong byte") {
    gcn::StoreTracker t;
    for (int b = 0; b < 4; ++b) t.observe(fx.addr[0] + b, uint8_t(fx.data[0] >> (8 * b)));
    CHECK_FALSE(t.complete(fx, true));
    t.observe(fx.addr[1], 0x42);
    const auto m = t.complete(fx, true);
    REQUIRE(m);
    CHECK(m->field == "store data");
  }
  SECTION("atomics may or may not write each lane") {
    gcn::MemEffect a = fx;
    a.kind = gcn::MemKind::Atomic;
    gcn::StoreTracker t;
    t.observe(a.addr[0], 9);
    CHECK_FALSE(t.complete(a));
    CHECK_FALSE(t.unclaimed());
  }
}

TEST_CASE("approximate results compare within their ULP tolerance", "[lockstep][compare]") {
  CHECK(gcn::f32_ulp_distance(0x3f800000, 0x3f800001) == 1);
  CHECK(gcn::f32_ulp_distance(0xbf800000, 0xbf800002) == 2);
  CHECK(gcn::f32_ulp_distance(0x00000000, 0x80000000) == UINT64_MAX);  // signed zeros differ
  CHECK(gcn::f32_ulp_distance(0x7f800000, 0x7f7fffff) == UINT64_MAX);  // inf is exact
  CHECK(gcn::f32_ulp_distance(0x7fc00000, 0x7fc00001) == 0);          // both quiet NaN
  CHECK(gcn::f32_ulp_distance(0x7fc00000, 0x7f800001) == UINT64_MAX); // quiet vs signalling
  const gcn::Commit g = base_record();
  gcn::Commit r = g;
  r.vgpr[0].data[4] += 1;
  CHECK(gcn::compare_retire(g, r));
  CHECK_FALSE(gcn::compare_retire(g, r, {1, "test"}));
  r.vgpr[0].data[4] += 1;
  const auto m = gcn::compare_retire(g, r, {1, "test"});
  REQUIRE(m);
  CHECK(m->lines.back() == "tolerance: 1 ulp (test)");
}

TEST_CASE("binary16 and binary64 approximate results compare in their own format", "[lockstep][compare]") {
  CHECK(gcn::ulp_distance(0x3c00, 0x3c01, 16) == 1);
  CHECK(gcn::ulp_distance(0x7c00, 0x7bff, 16) == UINT64_MAX);                          // f16 inf is exact
  CHECK(gcn::ulp_distance(0x3ff0000000000000, 0x3ff0000000000003, 64) == 3);
  CHECK(gcn::ulp_distance(0xbff0000000000000, 0x3ff0000000000000, 64) == UINT64_MAX);  // sign
  CHECK(gcn::ulp_distance(0x7ff8000000000000, 0x7ff8000000000001, 64) == 0);          // both quiet NaN
  // v[4:3] = 1.0 in every enabled lane; the RTL's is 2^20 ULP away in lane 4.
  gcn::Commit g = base_record();
  gcn::VgprWrite hi = g.vgpr[0];
  hi.reg = 4;
  for (int l = 0; l < 64; ++l) {
    g.vgpr[0].data[l] = 0;
    hi.data[l] = 0x3ff00000;
  }
  g.vgpr.push_back(hi);
  gcn::Commit r = g;
  r.vgpr[0].data[4] = 0x00100000;  // low dword only: 2^20 ULP
  CHECK_FALSE(gcn::compare_retire(g, r, {1u << 29, "test", 64}));
  CHECK(gcn::compare_retire(g, r, {1u << 19, "test", 64}));
  // Dword by dword as binary32 the low word 0 -> 0x00100000 is a zero against a denormal:
  // beyond any tolerance, which is why the pair is one value.
  CHECK(gcn::compare_retire(g, r, {1u << 29, "test", 32}));
  r.vgpr[1].data[4] = 0x3ff00001;  // high dword: 2^32 ULP away
  const auto m = gcn::compare_retire(g, r, {1u << 29, "test", 64});
  REQUIRE(m);
  CHECK(m->field == "vgpr v3");
  CHECK(m->lines.front() == "lane  4: expected 0x3ff0000000000000 actual 0x3ff0000100100000");
  // binary16 in the low half: the high half stays exact.
  gcn::Commit h = base_record(), hr = h;
  for (int l = 0; l < 64; ++l) h.vgpr[0].data[l] = hr.vgpr[0].data[l] = 0x3c00;
  hr.vgpr[0].data[4] = 0x3c01;
  CHECK_FALSE(gcn::compare_retire(h, hr, {1, "test", 16}));
  hr.vgpr[0].data[4] = 0x13c00;
  CHECK(gcn::compare_retire(h, hr, {1, "test", 16}));
}

TEST_CASE("an SDWA approximate result compares only its destination field within the tolerance", "[lockstep][compare]") {
  // v_rsq_f32_sdwa ... dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE: bits 31:16 hold the low half
  // of the binary32 result, bits 15:0 are preserved. 1 ULP of the result moves the field by 1
  // (modulo 2^16: the carry out is lost), which as a whole dword would be 2^16 ULP.
  gcn::Inst in;
  in.info = &gcn::info(gcn::Op::V_RSQ_F32);
  in.sdwa = true;
  in.dst_sel = gcn::SdwaSel::Word1;
  const gcn::Tolerance tol = gcn::approx_tolerance(in);
  gcn::Commit g = base_record();
  for (int l = 0; l < 64; ++l) g.vgpr[0].data[l] = 0x8bdefb39;
  g.vgpr[0].data[5] = 0xffff0123;
  gcn::Commit r = g;
  r.vgpr[0].data[4] = 0x8bdffb39;
  r.vgpr[0].data[5] = 0x00000123;  // the field wrapped: still 1 apart
  CHECK_FALSE(gcn::compare_retire(g, r, tol));
  r.vgpr[0].data[4] = 0x8be0fb39;  // 2 apart
  CHECK(gcn::compare_retire(g, r, tol));
  r.vgpr[0].data[4] = 0x8bdefb38;  // a preserved bit differs
  CHECK(gcn::compare_retire(g, r, tol));
  // Without SDWA the same opcode compares the whole dword as binary32.
  in.sdwa = false;
  r.vgpr[0].data[4] = 0x8bdefb3a;
  r.vgpr[0].data[5] = 0xffff0123;
  CHECK_FALSE(gcn::compare_retire(g, r, gcn::approx_tolerance(in)));
}
