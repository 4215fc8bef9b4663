// Address width on the RTL (DS, MUBUF, SMEM), in lockstep with golden (docs/address-audit.md). The
// LDS address is (ADDR + OFFSET) modulo 2^32 (read2/write2: ADDR + OFFSETn * size, * 64 for ST64;
// CLRX doc/GcnInstrsDs.md, 32-bit ADDR), accessed when every byte of the unit lies below min(M0,
// the group's LDS size). Each row of the test buffer holds one edge's per-lane result; the expected
// values are worked out here from that rule, and the run must match golden too.
#include <catch2/catch.hpp>

#include <cstring>
#include <functional>
#include <string>

#include <fmt/format.h>

#include "tests/rtl/rtl_lockstep.h"

namespace {

using gcn::test::AsmOptions;

uint32_t word(const std::vector<uint8_t>& b, size_t dword) {
  uint32_t v;
  std::memcpy(&v, &b.at(dword * 4), 4);
  return v;
}

// LDS regions (4 KiB group): 0x000-0x0ff reversed values; 0x100-0x1ff base near 2^32;
// 0x200-0x2ff M0 edges; 0x300-0x3ff atomics; 0x400-0x5ff / 0x800-0x9ff write2st64_b32;
// 0xc00-0xfff write2st64_b64; the last dword of LDS.
const char* kBody = R"(
  s_mov_b32 m0, -1
  v_lshlrev_b32 v3, 2, v0              ; 4 lane
  v_sub_u32 v4, vcc, 0, v3             ; -4 lane
  v_add_u32 v5, vcc, 0x100, v0         ; 0x100 + lane
  v_mov_b32 v6, 0
  ds_write_b32 v3, v6 offset:0x200     ; clear the M0 and atomic regions
  ds_write_b32 v3, v6 offset:0x300
  v_mov_b32 v16, 0
  s_mov_b64 exec, 1
  ds_write_b32 v16, v6 offset:0xffc
  s_mov_b64 exec, -1
  ; row 0, 1: lds[63 - lane] through VGPR = -4 lane, offset:252
  ds_write_b32 v4, v5 offset:252
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v10, v3
  ds_read_b32 v11, v4 offset:248       ; lane 63: 0xfffffffc, out of range
  ; row 2: VGPR = 0xffffff00 + 4 lane, offset:0x200 -> 0x100 + 4 lane
  v_add_u32 v7, vcc, 0xffffff00, v3
  ds_write_b32 v7, v5 offset:0x200
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v12, v3 offset:0x100
  ; rows 3, 4: write2st64_b32 at -4096 + 8 lane + {5120, 6144}; read2st64_b32 from -1024 + 8 lane
  v_lshlrev_b32 v8, 3, v0
  v_add_u32 v9, vcc, 0x200, v0
  v_add_u32 v13, vcc, 0xfffff000, v8
  ds_write2st64_b32 v13, v5, v9 offset0:20 offset1:24
  v_add_u32 v14, vcc, 0xfffffc00, v8
  s_waitcnt lgkmcnt(0)
  ds_read2st64_b32 v[20:21], v14 offset0:8 offset1:12
  ; rows 5, 6: write2st64_b64 at -4096 + 8 lane + {7168, 7680}; read2st64_b64 from -2048 + 8 lane
  v_add_u32 v24, vcc, 0x300, v0
  v_add_u32 v25, vcc, 0x400, v0
  v_add_u32 v26, vcc, 0x500, v0
  v_add_u32 v27, vcc, 0x600, v0
  ds_write2st64_b64 v13, v[24:25], v[26:27] offset0:14 offset1:15
  v_add_u32 v15, vcc, 0xfffff800, v8
  s_waitcnt lgkmcnt(0)
  ds_read2st64_b64 v[28:31], v15 offset0:10 offset1:11
  ; row 7: M0 = 0x280: the dword ending at byte 0x27f is written, the one at 0x280 is not
  s_mov_b32 m0, 0x280
  ds_write_b32 v7, v5 offset:0x300     ; 0x200 + 4 lane
  ; row 8: M0 = 0x2e0, bytes at (lane - 1) + 0x2c1 = 0x2c0 + lane: 0x2df in, 0x2e0 out
  s_mov_b32 m0, 0x2e0
  v_add_u32 v17, vcc, -1, v0
  ds_write_b8 v17, v0 offset:0x2c1
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v22, v3 offset:0x200
  ds_read_b32 v23, v3 offset:0x280
  ; row 9: atomics at 0x3fc - 4 lane
  ds_add_rtn_u32 v18, v4, v5 offset:0x3fc
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v19, v3 offset:0x300
  ; row 10 (lane 0 writes): 0xfffffffc + 4096 = 0xffc, the last dword of the group's LDS;
  ; 0xfffffffd + 4099 = 0x1000 is past it.
  v_mov_b32 v16, 0xfffffffc
  s_mov_b64 exec, 1
  ds_write_b32 v16, v5 offset:4096
  v_mov_b32 v16, 0xfffffffd
  ds_write_b32 v16, v9 offset:4099
  s_mov_b64 exec, -1
  v_mov_b32 v16, 0xfffffffd
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v32, v16 offset:4095     ; 0xffc
  ds_read_b32 v33, v16 offset:4099     ; out of range: 0
  s_waitcnt lgkmcnt(0)
  v_add_u32 v32, vcc, v32, v33
  v_add_u32 v18, vcc, v18, v19
)";

// The dword at LDS byte `a` of the M0 region after rows 7 and 8: dwords below 0x280 written by
// lane (a - 0x200) / 4 with 0x100 + lane; bytes 0x2c0 + lane = lane for lanes below 32; else 0.
uint32_t m0_region(uint32_t a) {
  if (a < 0x280) return 0x100 + (a - 0x200) / 4;
  uint32_t v = 0;
  for (uint32_t b = 0; b < 4; ++b) {
    const uint32_t lane = a + b - 0x2c0;
    if (a + b >= 0x2c0 && lane < 32) v |= lane << (8 * b);
  }
  return v;
}

std::string row(int n, int reg) {
  return fmt::format(
      "  v_add_u32 v40, vcc, {:#x}, v1\n  v_addc_u32 v41, vcc, 0, v2, vcc\n  flat_store_dword v[40:41], v{}\n",
      n * 256, reg);
}

}  // namespace

TEST_CASE("RTL DS addresses wrap modulo 2^32 at every edge like the ISA says, in lockstep with golden", "[rtl][ds][wrap]") {
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + kBody;
  const int regs[] = {10, 11, 12, 20, 21, 28, 31, 22, 23, 18, 32};
  for (int i = 0; i < 11; ++i) body += row(i, regs[i]);
  body += "  s_waitcnt vmcnt(0)\n";
  AsmOptions o;
  o.lds_bytes = 4096;
  for (uint64_t seed : {1, 2}) {
    INFO("AXI seed " << seed);
    const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, o, seed);
    INFO(r.first_divergence);
    CHECK(r.first_divergence.empty());
    INFO(gcn::test::first_diff(r.golden, r.rtl));
    CHECK(r.rtl == r.golden);
    const auto at = [&](int rw, uint32_t lane) { return word(r.rtl, size_t(rw) * 64 + lane); };
    for (uint32_t l = 0; l < 64; ++l) {
      INFO("lane " << l);
      CHECK(at(0, l) == 0x100 + 63 - l);
      CHECK(at(1, l) == (l < 63 ? 0x101 + l : 0u));
      CHECK(at(2, l) == 0x100 + l);
      // 8 lane + 1024 and 8 lane + 2048: lane l reads what lane l wrote.
      CHECK(at(3, l) == 0x100 + l);
      CHECK(at(4, l) == 0x200 + l);
      CHECK(at(5, l) == 0x300 + l);
      CHECK(at(6, l) == 0x600 + l);
      CHECK(at(7, l) == m0_region(0x200 + 4 * l));
      CHECK(at(8, l) == m0_region(0x280 + 4 * l));
      // Atomic returned 0 (cleared); the read of 0x300 + 4 lane sees lane 63 - l's add.
      CHECK(at(9, l) == 0x100 + 63 - l);
      CHECK(at(10, l) == 0x100u);
    }
  }
}

TEST_CASE("RTL MUBUF offset = OFFSET + VGPR offset wraps modulo 2^32 like the ISA says, in lockstep with golden", "[rtl][mubuf][wrap]") {
  // s[12:15] = raw V# over the test buffer: stride 0, NUM_RECORDS 0x400 bytes. CLRX
  // doc/GcnMemHandling.md "Buffer addressing": AOFFSET = OFFSET + VGPR_OFFSET is a UINT32, so
  // VGPR 4 lane - 8 with offset:0x10 is byte 4 lane + 8 and with offset:0x208 byte 0x200 + 4 lane.
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + R"(
  s_mov_b32 s12, s2
  s_and_b32 s13, s3, 0xffff
  s_movk_i32 s14, 0x400
  s_mov_b32 s15, 0x24fac
  v_lshlrev_b32 v3, 2, v0
  v_add_u32 v5, vcc, -8, v3
  v_add_u32 v6, vcc, 0x77, v0
  buffer_load_dword v7, v5, s[12:15], 0 offen offset:0x10
  buffer_store_dword v6, v5, s[12:15], 0 offen offset:0x208
  s_waitcnt vmcnt(0)
)" + row(8, 7) + "  s_waitcnt vmcnt(0)\n";
  AsmOptions o;
  for (uint32_t i = 0; i < 1024; ++i) std::memcpy(&o.buffer[4 * i], &i, 4);  // dword i = i
  for (uint64_t seed : {1, 2}) {
    INFO("AXI seed " << seed);
    const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, o, seed);
    INFO(r.first_divergence);
    CHECK(r.first_divergence.empty());
    INFO(gcn::test::first_diff(r.golden, r.rtl));
    CHECK(r.rtl == r.golden);
    for (uint32_t l = 0; l < 64; ++l) {
      INFO("lane " << l);
      CHECK(word(r.rtl, 8 * 64 + l) == l + 2);         // loaded dword lane + 2
      CHECK(word(r.rtl, 0x200 / 4 + l) == 0x77 + l);   // stored at 0x200 + 4 lane
    }
  }
}

TEST_CASE("RTL s_load ignores the two low address bits of an unaligned offset like golden", "[rtl][smem][wrap]") {
  // CLRX doc/GcnInstrsSmem.md: dwords from SBASE + (OFFSET & ~3); the buffer is dword-aligned.
  std::string body = std::string(gcn::test::kLaneAddrPrologue) + R"(
  s_load_dword s4, s[2:3], 0x6
  s_mov_b32 s20, 0xb
  s_load_dword s5, s[2:3], s20
  s_load_dwordx2 s[6:7], s[2:3], 0xf
  s_waitcnt lgkmcnt(0)
  s_add_u32 s4, s4, s5
  s_add_u32 s4, s4, s6
  s_add_u32 s4, s4, s7
  v_mov_b32 v7, s4
)" + row(8, 7) + "  s_waitcnt vmcnt(0)\n";
  AsmOptions o;
  for (uint32_t i = 0; i < 1024; ++i) {
    const uint32_t v = 1u << (i % 32);
    std::memcpy(&o.buffer[4 * i], &v, 4);  // dword i = bit i: the sum names the dwords read
  }
  const gcn::test::AsmLockstep r = gcn::test::run_asm_lockstep(body, o, 1);
  INFO(r.first_divergence);
  CHECK(r.first_divergence.empty());
  INFO(gcn::test::first_diff(r.golden, r.rtl));
  CHECK(r.rtl == r.golden);
  CHECK(word(r.rtl, 8 * 64) == (1u << 1 | 1u << 2 | 1u << 3 | 1u << 4));
}
