// SMEM instruction bodies (GFX8): scalar loads and stores through a 64-bit base or a buffer
// resource, cache controls, and the time counters.
//
// Address = (SBASE + offset) with the two low bits ignored; offset = the 20-bit byte immediate
// when IMM, else the SGPR named by OFFSET. s_buffer_*: base from the V# in 4 SGPRs, bounded by
// NUM_RECORDS (bytes when STRIDE == 0, records of STRIDE bytes otherwise); a dword out of range
// reads 0 and is not stored. Loads write their SGPRs at issue and stay pending until s_waitcnt
// lgkmcnt; SMEM may complete out of order (issue_memory(..., smem = true)).
#include <fmt/format.h>

#include "golden/exec/mem_util.h"
#include "golden/exec/registry.h"

namespace gcn {

namespace {

uint32_t smem_offset(const Ctx& c) { return c.in.imm ? c.in.offset : c.scalar32(c.in.soffset, Ty::U32); }

// Base address and byte limit of the access (limit ~0 for s_load/s_store).
struct Target {
  uint64_t base;
  uint64_t limit;
};

Target target(const Ctx& c, bool buffer) {
  if (!buffer) return {c.scalar64(c.in.sbase, Ty::B64), ~0ull};
  const mem::BufferRsrc r = mem::read_rsrc(c, c.in.sbase);
  return {r.base, r.stride ? uint64_t(r.num_records) * r.stride : r.num_records};
}

void check_sdata(const Ctx& c, uint16_t first, unsigned n) {
  for (unsigned i = 0; i < n; ++i) {
    const unsigned s = first + i;
    if (s >= 128 || (s < kNumSgprs && s >= c.w.num_sgprs) || (s > opnd::kVccHi && s < opnd::kM0) ||
        s == opnd::kM0 + 1)
      c.fail(fmt::format("SDATA register {} of a {}-dword access is not a writable SGPR", s, n));
  }
}

void sload(Ctx& c, unsigned n, bool buffer) {
  const Target t = target(c, buffer);
  const uint32_t off = smem_offset(c);
  check_sdata(c, c.in.dst, n);
  MemEffect* fx = nullptr;
  uint64_t first_addr = 0;
  uint32_t v[16];
  for (unsigned i = 0; i < n; ++i) {
    const uint64_t o = uint64_t(off) + 4 * i;
    const uint64_t addr = (t.base + o) & ~3ull;
    if (i == 0) first_addr = addr;
    v[i] = o + 4 <= t.limit ? uint32_t(mem::read(c, {AddrSpace::Global, addr, true}, 4)) : 0;
  }
  if (c.rec) {
    fx = &c.add_mem_effect(AddrSpace::Global, MemKind::Load, uint8_t(4 * n), 0);
    fx->lane_mask = 1;
    fx->addr[0] = first_addr;
  }
  // Load data is not an ALU write: the SGPRs change at issue and are pending until the wait.
  for (unsigned i = 0; i < n; ++i) c.load_sreg(uint16_t(c.in.dst + i), v[i]);
  c.issue_memory(c.in.dst, uint8_t(n), true);
}

void sstore(Ctx& c, unsigned n, bool buffer) {
  const Target t = target(c, buffer);
  const uint32_t off = smem_offset(c);
  c.check_read(c.in.src[1], uint16_t(n));
  if (c.in.src[1] + n > 128 || (c.in.src[1] < kNumSgprs && c.in.src[1] + n > c.w.num_sgprs))
    c.fail(fmt::format("SDATA s[{}:{}] beyond the allocated SGPRs", c.in.src[1], c.in.src[1] + n - 1));
  std::vector<uint32_t> data(n);
  uint64_t first_addr = 0;
  for (unsigned i = 0; i < n; ++i) {
    const uint64_t o = uint64_t(off) + 4 * i;
    const uint64_t addr = (t.base + o) & ~3ull;
    if (i == 0) first_addr = addr;
    data[i] = c.w.sreg[c.in.src[1] + i];
    if (o + 4 <= t.limit) mem::write(c, {AddrSpace::Global, addr, true}, 4, data[i]);
  }
  if (c.rec) {
    MemEffect& fx = c.add_mem_effect(AddrSpace::Global, MemKind::Store, uint8_t(4 * n), uint8_t(n));
    fx.lane_mask = 1;
    fx.addr[0] = first_addr;
    std::copy(data.begin(), data.end(), fx.data.begin());
  }
  c.issue_memory(0, 0, true);
}

// s_memtime / s_memrealtime: the harness's clock when it provides one (ExecEnv::clock, the
// value the RTL saw); otherwise ExecEnv::fallback_clock, a per-dispatch counter advanced by
// one on every read by any wave: deterministic, and increasing for each wave.
void memtime(Ctx& c) {
  const uint64_t t = c.env.clock ? c.env.clock(c.env.clock_user) : ++c.env.fallback_clock;
  check_sdata(c, c.in.dst, 2);
  c.load_sreg(c.in.dst, uint32_t(t));
  c.load_sreg(uint16_t(c.in.dst + 1), uint32_t(t >> 32));
  c.issue_memory(c.in.dst, 2, true);
}

// Cache maintenance and s_atc_probe: no architectural effect in the model; they count in
// lgkmcnt as the hardware does. s_atc_probe reads its SBASE operand.
void counted_nop(Ctx& c) {
  if (c.in.sbase != opnd::kNone && c.op().src[0] != Ty::None)
    c.check_read(c.in.sbase, c.op().src[0] == Ty::B128 ? 4 : 2);
  c.issue_memory(0, 0, true);
}

}  // namespace

void register_smem(Registry& r) {
  auto load = [](unsigned n, bool buf) { return [n, buf](Ctx& c) { sload(c, n, buf); }; };
  auto store = [](unsigned n, bool buf) { return [n, buf](Ctx& c) { sstore(c, n, buf); }; };
  r.add({
      {Op::S_LOAD_DWORD, load(1, false)},
      {Op::S_LOAD_DWORDX2, load(2, false)},
      {Op::S_LOAD_DWORDX4, load(4, false)},
      {Op::S_LOAD_DWORDX8, load(8, false)},
      {Op::S_LOAD_DWORDX16, load(16, false)},
      {Op::S_BUFFER_LOAD_DWORD, load(1, true)},
      {Op::S_BUFFER_LOAD_DWORDX2, load(2, true)},
      {Op::S_BUFFER_LOAD_DWORDX4, load(4, true)},
      {Op::S_BUFFER_LOAD_DWORDX8, load(8, true)},
      {Op::S_BUFFER_LOAD_DWORDX16, load(16, true)},
      {Op::S_STORE_DWORD, store(1, false)},
      {Op::S_STORE_DWORDX2, store(2, false)},
      {Op::S_STORE_DWORDX4, store(4, false)},
      {Op::S_BUFFER_STORE_DWORD, store(1, true)},
      {Op::S_BUFFER_STORE_DWORDX2, store(2, true)},
      {Op::S_BUFFER_STORE_DWORDX4, store(4, true)},
      {Op::S_DCACHE_INV, counted_nop},
      {Op::S_DCACHE_WB, counted_nop},
      {Op::S_DCACHE_INV_VOL, counted_nop},
      {Op::S_DCACHE_WB_VOL, counted_nop},
      {Op::S_ATC_PROBE, counted_nop},
      {Op::S_ATC_PROBE_BUFFER, counted_nop},
      {Op::S_MEMTIME, memtime},
      {Op::S_MEMREALTIME, memtime},
  });
}

}  // namespace gcn
