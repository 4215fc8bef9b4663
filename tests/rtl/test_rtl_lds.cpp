// LDS / DS instructions and s_barrier on the verilated compute unit, against the golden model.
// Each test runs an assembled kernel three ways: golden engine alone (final buffer, instruction
// count), RTL alone, and golden stepped in the RTL's retire order (a small lockstep check of
// this feature: every retire record's memory effects — space, kind, size, dwords, lanes,
// addresses, data — and barrier events equal golden's, and every DS load writeback that
// completes on the RTL equals the data golden loaded for that instruction).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstring>
#include <deque>
#include <map>

#include "golden/api/device.h"
#include "golden/api/launch_spec.h"
#include "golden/api/spec_session.h"
#include "golden/common/error.h"
#include "golden/engine/golden_engine.h"
#include "golden/loader/code_object.h"
#include "tests/rtl/rtl_lockstep.h"
#include "tests/support/asm_kernel.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"

namespace {

using gcn::test::AsmOptions;

struct LdsRuns {
  std::vector<uint8_t> golden, rtl;
  uint64_t golden_instructions = 0;
  uint64_t rtl_instructions = 0;
  uint64_t mem_effects = 0;      // memory effects compared in lockstep
  uint64_t ds_writebacks = 0;    // load writebacks compared in lockstep
  uint64_t barrier_events = 0;
  std::string divergence;        // first lockstep divergence ("" = none)
};

gcn::Launch make_launch(const AsmOptions& o, uint64_t buf) {
  return {"k", o.grid, o.workgroup, {gcn::KernelArg::buffer(buf)}};
}

// `lockstep` = false runs the RTL alone (for behaviour golden does not model: LDS contents left
// by an earlier work-group).
LdsRuns run_lds(const std::string& body, const AsmOptions& opts, uint64_t seed = 1, bool lockstep = true) {
  const gcn::CodeObject co = gcn::CodeObject::load(gcn::test::assemble_kernel(body, opts));
  LdsRuns r;
  const uint64_t n = opts.buffer.size();
  {
    gcn::Device dev;
    const uint64_t buf = dev.alloc("test buffer", n);
    dev.write(buf, opts.buffer.data(), n);
    r.golden_instructions = dev.launch(co, make_launch(opts, buf)).wave_instructions;
    r.golden = dev.read(buf, n);
  }
  gcn::Device gdev, rdev;
  const uint64_t gbuf = gdev.alloc("test buffer", n), rbuf = rdev.alloc("test buffer", n);
  gdev.write(gbuf, opts.buffer.data(), n);
  rdev.write(rbuf, opts.buffer.data(), n);
  auto gdisp = gdev.prepare(co, make_launch(opts, gbuf));
  auto rdisp = rdev.prepare(co, make_launch(opts, rbuf));
  if (!lockstep) {
    gcn::RtlCu::Config cfg;
    cfg.axi.seed = seed;
    gcn::RtlCu cu(rdev.memory(), cfg);
    r.rtl_instructions = gcn::run_rtl(cu, *rdisp).instructions;
    r.rtl = rdev.read(rbuf, n);
    return r;
  }
  const gcn::test::LockstepResult l = gcn::test::run_lockstep(*gdisp, rdev.memory(), seed);
  r.rtl = rdev.read(rbuf, n);
  r.rtl_instructions = l.stats.instructions;
  r.mem_effects = l.stats.mem_effects;
  r.ds_writebacks = l.stats.writebacks;
  r.barrier_events = l.stats.barriers;
  r.divergence = l.first_divergence;
  return r;
}

using gcn::test::first_diff;

void check_same(const LdsRuns& r) {
  INFO(first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);
  CHECK(r.rtl_instructions == r.golden_instructions);
  INFO(r.divergence);
  CHECK(r.divergence.empty());
}

uint32_t dword(const std::vector<uint8_t>& b, size_t i) {
  uint32_t v;
  std::memcpy(&v, &b[4 * i], 4);
  return v;
}

// v[1:2] = address of dword v0 of the test buffer, v3 = 4 * v0 (LDS byte offset), m0 = -1.
const char* kPrologue = R"(
  s_load_dwordx2 s[2:3], s[0:1], 0x0
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v3, 2, v0
  v_mov_b32 v2, s3
  v_add_u32 v1, vcc, s2, v3
  v_addc_u32 v2, vcc, 0, v2, vcc
)";

// Advance v[1:2] by 256 bytes (the next 64-dword row of the buffer).
const char* kNextRow = R"(
  v_add_u32 v1, vcc, 0x100, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
)";

std::string rows(std::initializer_list<const char*> parts) {
  std::string s = kPrologue;
  bool first = true;
  for (const char* p : parts) {
    if (!first) s += kNextRow;
    first = false;
    s += p;
  }
  return s + "\n  s_waitcnt vmcnt(0)\n";
}

AsmOptions lds_opts(uint32_t lds_bytes = 4096) {
  AsmOptions o;
  o.lds_bytes = lds_bytes;
  for (size_t i = 0; i < o.buffer.size(); ++i) o.buffer[i] = uint8_t(i * 13 + 5);
  return o;
}

}  // namespace

TEST_CASE("RTL DS writes and reads of every width equal golden", "[rtl][ds]") {
  const std::string body = rows({R"(
  s_mov_b32 s20, 0x01020305
  v_mul_lo_u32 v4, v0, s20
  v_xor_b32 v5, 0x8f7e6d5c, v4
  v_add_u32 v6, vcc, 0x80008181, v4
  v_not_b32 v7, v4
  ds_write_b32 v3, v4
  ds_write_b64 v3, v[5:6] offset:256
  ds_write_b128 v3, v[4:7] offset:1024
  s_waitcnt lgkmcnt(0)
  ds_write_b8 v0, v5 offset:2048
  ds_write_b16 v3, v6 offset:2304
  ds_write_b16 v3, v4 offset:2306
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v10, v3
  s_waitcnt lgkmcnt(0)
  flat_store_dword v[1:2], v10
)", R"(
  v_xor_b32 v9, 1, v0
  ds_read_u8 v10, v0 offset:2048
  ds_read_i8 v11, v9 offset:2048
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v11, 8, v11
  v_xor_b32 v10, v10, v11
  flat_store_dword v[1:2], v10
)", R"(
  ds_read_u16 v10, v3 offset:2304
  ds_read_i16 v11, v3 offset:2306
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v11, 12, v11
  v_xor_b32 v10, v10, v11
  flat_store_dword v[1:2], v10
)", R"(
  ds_read_b64 v[10:11], v3 offset:256
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v10, v10, v11
  flat_store_dword v[1:2], v10
)", R"(
  ds_read_b128 v[10:13], v3 offset:1024
  ds_read_b96 v[14:16], v3 offset:1024
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  v_add_u32 v10, vcc, v10, v12
  v_xor_b32 v10, v10, v13
  v_add_u32 v10, vcc, v10, v14
  v_xor_b32 v10, v10, v15
  v_add_u32 v10, vcc, v10, v16
  flat_store_dword v[1:2], v10
)"});
  const auto r = run_lds(body, lds_opts());
  check_same(r);
  CHECK(r.mem_effects >= 14);
  CHECK(r.ds_writebacks >= 8);
  // Lane 3 read back its own ds_write_b32 value.
  CHECK(dword(r.rtl, 3) == 3u * 0x01020305u);
}

TEST_CASE("RTL DS read2/write2 offsets and st64 forms equal golden", "[rtl][ds]") {
  const std::string body = rows({R"(
  s_mov_b32 s20, 0x00010001
  v_mul_lo_u32 v4, v0, s20
  v_add_u32 v5, vcc, 0x55, v4
  v_xor_b32 v6, 0xabcdef, v4
  v_add_u32 v7, vcc, 0x777, v6
  v_lshlrev_b32 v8, 3, v0
  ds_write2_b32 v3, v4, v5 offset0:3 offset1:200
  ds_write2st64_b32 v3, v6, v7 offset0:4 offset1:11
  ds_write2_b64 v8, v[4:5], v[6:7] offset0:160 offset1:255
  ds_write2st64_b64 v8, v[6:7], v[4:5] offset0:12 offset1:13
  s_waitcnt lgkmcnt(0)
  ds_read2_b32 v[10:11], v3 offset0:3 offset1:200
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v10, v10, v11
  flat_store_dword v[1:2], v10
)", R"(
  ds_read2st64_b32 v[10:11], v3 offset0:11 offset1:4
  s_waitcnt lgkmcnt(0)
  v_sub_u32 v10, vcc, v10, v11
  flat_store_dword v[1:2], v10
)", R"(
  ds_read2_b64 v[10:13], v8 offset0:255 offset1:160
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v10, v10, v11
  v_add_u32 v10, vcc, v10, v12
  v_xor_b32 v10, v10, v13
  flat_store_dword v[1:2], v10
)", R"(
  ds_read2st64_b64 v[10:13], v8 offset0:13 offset1:12
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v10, v10, v11
  v_add_u32 v10, vcc, v10, v12
  v_xor_b32 v10, v10, v13
  flat_store_dword v[1:2], v10
)"});
  const auto r = run_lds(body, lds_opts(16384));
  check_same(r);
  CHECK(r.mem_effects >= 8);
  // Lane 2: read2 gave v4 (2 * 0x10001) and v5 (v4 + 0x55).
  CHECK(dword(r.rtl, 2) == ((2u * 0x10001u) ^ (2u * 0x10001u + 0x55u)));
}

TEST_CASE("RTL DS accesses at or beyond M0 or the group's LDS read 0 and are dropped like golden", "[rtl][ds]") {
  // Lane i accesses byte 8 i + 4 (dword 2 i + 1). M0 = 0x104 cuts at lane 32 (b32) and in the
  // middle of lane 31's b64 (its second dword); the group's 512 bytes cut at lane 63 later.
  const std::string body = rows({R"(
  v_mov_b32 v4, 0x11111111
  v_mov_b32 v5, 0x22222222
  v_lshlrev_b32 v8, 3, v0
  v_mov_b32 v20, 0
  v_mov_b32 v21, 0
  ds_write_b64 v8, v[20:21]
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s20, 0x01000193
  v_mul_lo_u32 v9, v0, s20
  s_mov_b32 m0, 0x104
  ds_write_b32 v8, v9 offset:4
  ds_write_b64 v8, v[4:5] offset:260
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v10, v8 offset:4
  s_waitcnt lgkmcnt(0)
  flat_store_dword v[1:2], v10
)", R"(
  s_mov_b32 m0, 0x10c
  ds_read_b64 v[10:11], v8 offset:4
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  flat_store_dword v[1:2], v10
)", R"(
  s_mov_b32 m0, 0x100
  ds_read2_b32 v[10:11], v3 offset0:255 offset1:1
  ds_add_rtn_u32 v12, v8, v5 offset:4
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v10, v10, v11
  v_add_u32 v10, vcc, v10, v12
  flat_store_dword v[1:2], v10
)", R"(
  s_mov_b32 m0, -1
  ds_read_b32 v10, v8 offset:0x1fc
  s_waitcnt lgkmcnt(0)
  flat_store_dword v[1:2], v10
)"});
  const auto r = run_lds(body, lds_opts(512));
  check_same(r);
  // Lane 40's write (byte 324 >= M0) was dropped: its read-back is 0.
  CHECK(dword(r.rtl, 40) == 0u);
  CHECK(dword(r.rtl, 5) == 5u * 0x01000193u);
}

TEST_CASE("RTL DS atomics with and without return equal golden", "[rtl][ds]") {
  // Every lane hits one of four dwords, so lanes collide and lane order matters.
  const std::string body = rows({R"(
  v_and_b32 v8, 3, v0
  v_lshlrev_b32 v8, 2, v8
  s_mov_b32 s20, 0x9e3779b9
  v_mul_lo_u32 v4, v0, s20
  v_lshrrev_b32 v5, 20, v4
  v_mov_b32 v6, 0x1000
  v_mov_b32 v7, 0xf0f0f0f0
  v_mov_b32 v9, 0x12345678
  ds_write_b32 v8, v9 offset:0
  ds_write_b32 v8, v9 offset:16
  ds_write_b32 v8, v9 offset:32
  ds_write_b32 v8, v9 offset:48
  s_waitcnt lgkmcnt(0)
  ds_add_u32 v8, v5
  ds_add_rtn_u32 v10, v8, v5 offset:16
  ds_sub_rtn_u32 v11, v8, v5 offset:32
  ds_rsub_rtn_u32 v12, v8, v5 offset:48
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  v_xor_b32 v10, v10, v12
  ds_read_b32 v13, v8
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v13
  flat_store_dword v[1:2], v10
)", R"(
  ds_inc_rtn_u32 v10, v8, v6
  ds_dec_rtn_u32 v11, v8, v6 offset:16
  ds_min_rtn_i32 v12, v8, v4 offset:32
  ds_max_rtn_i32 v13, v8, v4 offset:48
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  v_xor_b32 v10, v10, v12
  v_add_u32 v10, vcc, v10, v13
  ds_inc_u32 v8, v6 offset:16
  ds_min_u32 v8, v4 offset:32
  ds_max_i32 v8, v4 offset:48
  ds_read_b32 v13, v8 offset:32
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v13
  flat_store_dword v[1:2], v10
)", R"(
  ds_min_rtn_u32 v10, v8, v4
  ds_max_rtn_u32 v11, v8, v4 offset:16
  ds_and_rtn_b32 v12, v8, v7 offset:32
  ds_or_rtn_b32 v13, v8, v4 offset:48
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  v_xor_b32 v10, v10, v12
  v_add_u32 v10, vcc, v10, v13
  ds_and_b32 v8, v4
  ds_or_b32 v8, v4 offset:16
  ds_xor_b32 v8, v4 offset:32
  ds_dec_u32 v8, v6 offset:48
  ds_sub_u32 v8, v5 offset:32
  ds_rsub_u32 v8, v5 offset:16
  ds_read_b32 v13, v8 offset:32
  ds_read_b32 v14, v8 offset:16
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v13
  v_xor_b32 v10, v10, v14
  flat_store_dword v[1:2], v10
)", R"(
  ds_xor_rtn_b32 v10, v8, v4
  ds_mskor_rtn_b32 v11, v8, v7, v4 offset:16
  ds_mskor_b32 v8, v4, v7 offset:32
  ds_wrxchg_rtn_b32 v12, v8, v4 offset:48
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v11
  v_xor_b32 v10, v10, v12
  ds_read_b32 v13, v8 offset:32
  ds_read_b32 v12, v8 offset:48
  s_waitcnt lgkmcnt(0)
  v_add_u32 v10, vcc, v10, v13
  v_xor_b32 v10, v10, v12
  flat_store_dword v[1:2], v10
)", R"(
  v_mov_b32 v9, 0x12345678
  v_cmp_gt_u32 vcc, 32, v0
  v_cndmask_b32 v11, v4, v9, vcc
  ds_write_b32 v8, v9 offset:128
  ds_cmpst_rtn_b32 v10, v8, v11, v4 offset:128
  ds_cmpst_b32 v8, v11, v5 offset:128
  ds_wrap_rtn_b32 v12, v8, v6, v5 offset:16
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v13, v8 offset:128
  s_waitcnt lgkmcnt(0)
  v_xor_b32 v10, v10, v12
  v_add_u32 v10, vcc, v10, v13
  flat_store_dword v[1:2], v10
)"});
  AsmOptions o = lds_opts();
  const auto r = run_lds(body, o);
  check_same(r);
  CHECK(r.mem_effects >= 40);
}

TEST_CASE("RTL keeps the LDS of two resident work-groups apart", "[rtl][ds]") {
  // Two one-wave groups run at the same time; both write their group id to the same LDS
  // offsets, spin, and read back. A shared region would show the other group's id.
  AsmOptions o = lds_opts(1024);
  o.grid = {128, 1, 1};
  o.workgroup = {64, 1, 1};
  o.extra_directives = "    .amdhsa_system_sgpr_workgroup_id_x 1";
  const std::string body = R"(
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 m0, -1
  v_lshlrev_b32 v3, 2, v0
  s_lshl_b32 s6, s2, 8
  v_add_u32 v1, vcc, s6, v3
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s5
  v_add_u32 v1, vcc, s4, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  v_mov_b32 v4, s2
  v_add_u32 v4, vcc, 0x100, v4
  ds_write_b32 v3, v4
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s7, 0
  v_mov_b32 v6, 0
.Lspin:
  s_add_u32 s7, s7, 1
  ds_read_b32 v5, v3
  s_waitcnt lgkmcnt(0)
  v_add_u32 v6, vcc, v6, v5
  s_cmp_lt_u32 s7, 6
  s_cbranch_scc1 .Lspin
  v_lshlrev_b32 v5, 16, v5
  v_or_b32 v5, v5, v6
  flat_store_dword v[1:2], v5
  s_waitcnt vmcnt(0)
)";
  const auto r = run_lds(body, o);
  check_same(r);
  CHECK(dword(r.rtl, 7) == ((0x100u << 16) | (6u * 0x100u)));
  CHECK(dword(r.rtl, 64 + 7) == ((0x101u << 16) | (6u * 0x101u)));
}

TEST_CASE("RTL admits a work-group only when its LDS region fits", "[rtl][ds]") {
  // 40 KiB per group: two groups never fit together, so each waits for the previous one; a
  // wrapped or overlapping region would mix the groups' values.
  AsmOptions o = lds_opts(40 * 1024);
  o.grid = {192, 1, 1};
  o.workgroup = {64, 1, 1};
  o.extra_directives = "    .amdhsa_system_sgpr_workgroup_id_x 1";
  const std::string body = R"(
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mov_b32 m0, -1
  v_lshlrev_b32 v3, 2, v0
  s_lshl_b32 s6, s2, 8
  v_add_u32 v1, vcc, s6, v3
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s5
  v_add_u32 v1, vcc, s4, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  v_mov_b32 v4, s2
  v_add_u32 v4, vcc, 0x200, v4
  v_add_u32 v7, vcc, 0x9000, v3
  v_mov_b32 v8, 0
  ds_read_b32 v5, v3 offset:0x8000
  ds_write_b32 v3, v4 offset:0x8000
  ds_write_b32 v7, v4 offset:0x800
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s7, 0
.Lspin:
  s_add_u32 s7, s7, 1
  ds_read_b32 v6, v7 offset:0x800
  s_waitcnt lgkmcnt(0)
  v_cmp_eq_u32 vcc, v6, v4
  v_cndmask_b32 v6, 0, v6, vcc
  v_max_u32 v8, v8, v6
  s_cmp_lt_u32 s7, 30
  s_cbranch_scc1 .Lspin
  v_lshlrev_b32 v6, 16, v8
  v_or_b32 v5, v5, v6
  flat_store_dword v[1:2], v5
  s_waitcnt vmcnt(0)
)";
  // The first read sees what the previous group left (golden: a fresh zeroed LDS per group),
  // so the RTL runs alone and only the read-after-write half is compared with golden.
  const auto r = run_lds(body, o, 1, false);
  for (uint32_t i = 0; i < 192; ++i) {
    INFO("work-item " << i);
    CHECK((dword(r.rtl, i) >> 16) == 0x200u + i / 64);
    CHECK((dword(r.golden, i) >> 16) == 0x200u + i / 64);
  }
  CHECK(r.rtl_instructions == r.golden_instructions);
}

TEST_CASE("RTL s_barrier holds the waves of a work-group until all arrive", "[rtl][ds][barrier]") {
  // Four waves; each writes its lanes, then reads the dword written by the next wave. Wave 3
  // first spins, so without the barrier the others would read stale LDS. One wave halts early
  // in a second barrier round (halted waves do not block a barrier).
  AsmOptions o = lds_opts(1024);
  o.grid = {256, 1, 1};
  o.workgroup = {256, 1, 1};
  const std::string body = std::string(kPrologue) + R"(
  v_readfirstlane_b32 s8, v0
  s_cmp_lt_u32 s8, 192
  s_cbranch_scc1 .Lwrite
  s_mov_b32 s7, 0
.Lspin:
  s_add_u32 s7, s7, 1
  s_cmp_lt_u32 s7, 40
  s_cbranch_scc1 .Lspin
.Lwrite:
  s_mov_b32 s20, 0x3b9aca07
  v_mul_lo_u32 v4, v0, s20
  ds_write_b32 v3, v4
  s_waitcnt lgkmcnt(0)
  s_barrier
  v_add_u32 v5, vcc, 0x100, v3
  v_and_b32 v5, 0x3ff, v5
  ds_read_b32 v6, v5
  s_waitcnt lgkmcnt(0)
  flat_store_dword v[1:2], v6
  s_cmp_eq_u32 s8, 64
  s_cbranch_scc1 .Lend
  s_barrier
  ds_write_b32 v3, v0
  s_waitcnt lgkmcnt(0)
  s_barrier
  ds_read_b32 v6, v5
  s_waitcnt lgkmcnt(0)
  v_add_u32 v1, vcc, 0x400, v1
  v_addc_u32 v2, vcc, 0, v2, vcc
  flat_store_dword v[1:2], v6
  s_waitcnt vmcnt(0)
.Lend:
)";
  for (uint64_t seed : {1, 5}) {
    INFO("seed " << seed);
    const auto r = run_lds(body, o, seed);
    check_same(r);
    CHECK(r.barrier_events == 4 + 3 + 3);
    // Lane 10 of wave 0 read lane 74's value (written by wave 1).
    CHECK(dword(r.rtl, 10) == 74u * 0x3b9aca07u);
    CHECK(dword(r.rtl, 191) == 255u * 0x3b9aca07u);
  }
}

// The LDS kernels of the corpus (compiled OpenCL C) in lockstep: every DS memory effect, barrier
// event and DS writeback equals golden's when golden follows the RTL's interleaving, and the
// buffers equal those of that golden run.
TEST_CASE("RTL LDS corpus kernels match golden in lockstep", "[rtl][ds][corpus]") {
  for (const char* name : {"lds_reduce", "matmul_lds", "bitonic_local", "dyn_local", "local_atomics",
                           "transpose2d"}) {
    INFO(name);
    const std::string path = fmt::format("{}/vectors/kernels/{}.json", GCN_BINARY_DIR, name);
    gcn::SpecSession golden(gcn::parse_launch_spec(path));
    gcn::SpecSession rtl(gcn::parse_launch_spec(path));
    auto gdisp = golden.device().prepare(golden.code_object(), golden.launch());
    rtl.device().prepare(rtl.code_object(), rtl.launch());
    const gcn::test::LockstepResult l = gcn::test::run_lockstep(*gdisp, rtl.device().memory(), 3);
    INFO(l.first_divergence);
    CHECK(l.first_divergence.empty());
    CHECK(l.stats.mem_effects > 0);
    for (const auto& b : golden.spec().buffers) {
      INFO("buffer " << b.name << ": " << first_diff(golden.buffer(b.name), rtl.buffer(b.name)));
      CHECK(golden.buffer(b.name) == rtl.buffer(b.name));
    }
  }
}

// SDWA on integer VOP1/VOP2 (transpose2d's v_lshlrev_b32_sdwa needs it): operand byte/word
// selects with and without sign extension, result placement with UNUSED_PAD and UNUSED_SEXT.
TEST_CASE("RTL SDWA operand selects and result placement equal golden", "[rtl][sdwa]") {
  const std::string body = rows({R"(
  s_mov_b32 s20, 0x9e3779b9
  v_mul_lo_u32 v4, v0, s20
  v_xor_b32 v5, 0x80f08000, v4
  v_lshlrev_b32_sdwa v6, v0, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
  flat_store_dword v[1:2], v6
)", R"(
  v_add_u32_sdwa v6, vcc, v4, sext(v5) dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:WORD_1
  v_addc_u32 v6, vcc, v6, 0, vcc
  flat_store_dword v[1:2], v6
)", R"(
  v_mov_b32_sdwa v6, sext(v5) dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3
  v_and_b32_sdwa v7, v4, sext(v5) dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_1 src1_sel:BYTE_2
  v_xor_b32 v6, v6, v7
  flat_store_dword v[1:2], v6
)", R"(
  v_sub_u32_sdwa v6, vcc, sext(v4), v5 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:BYTE_0
  v_not_b32_sdwa v7, v4 dst_sel:BYTE_3 dst_unused:UNUSED_PAD src0_sel:WORD_1
  v_or_b32 v6, v6, v7
  flat_store_dword v[1:2], v6
)"});
  const auto r = run_lds(body, lds_opts(0));
  check_same(r);
  // Lane 3, row 0: v_lshlrev_b32 shifts SRC1 (v5's low word) left by SRC0 (v0 = 3).
  const uint32_t v4 = 3u * 0x9e3779b9u, v5 = v4 ^ 0x80f08000u;
  CHECK(dword(r.rtl, 3) == ((v5 & 0xffff) << 3));
}

// v_readlane_b32 / v_writelane_b32 (lane select from an SGPR, M0 or a constant; writelane ignores
// EXEC), as compiled kernels use them around s_barrier and for spills.
TEST_CASE("RTL v_readlane_b32 and v_writelane_b32 equal golden", "[rtl][valu]") {
  const std::string body = rows({R"(
  s_mov_b32 s20, 0x9e3779b9
  v_mul_lo_u32 v4, v0, s20
  v_readlane_b32 s10, v4, 37
  s_mov_b32 s11, 5
  v_readlane_b32 s12, v4, s11
  s_mov_b32 m0, 62
  v_readlane_b32 s13, v4, m0
  v_mov_b32 v6, v0
  v_writelane_b32 v6, s10, 3
  v_writelane_b32 v6, s12, 5
  s_mov_b64 s[14:15], exec
  s_mov_b64 exec, 1
  v_writelane_b32 v6, s13, 40
  s_movk_i32 s16, 0x1234
  v_writelane_b32 v6, s16, 62
  s_mov_b64 exec, s[14:15]
  flat_store_dword v[1:2], v6
)"});
  const auto r = run_lds(body, lds_opts(0));
  check_same(r);
  CHECK(dword(r.rtl, 3) == 37u * 0x9e3779b9u);
  CHECK(dword(r.rtl, 5) == 5u * 0x9e3779b9u);
  CHECK(dword(r.rtl, 40) == 62u * 0x9e3779b9u);
  CHECK(dword(r.rtl, 62) == 0x1234u);
  CHECK(dword(r.rtl, 7) == 7u);
}
