// SOPP instruction bodies (GCN3 manual, "SOPP Instructions") and the program-control helpers
// of sopp_util.h.
#include <fmt/format.h>

#include "golden/exec/counters.h"
#include "golden/exec/registry.h"
#include "golden/exec/sopp_util.h"

namespace gcn {

namespace sopp {

namespace {

const char* hwreg_name(uint32_t id) {
  switch (id) {
    case kHwMode: return "MODE";
    case kHwStatus: return "STATUS";
    case kHwTrapsts: return "TRAPSTS";
    case kHwHwId: return "HW_ID";
    case kHwGprAlloc: return "GPR_ALLOC";
    case kHwLdsAlloc: return "LDS_ALLOC";
    case kHwIbSts: return "IB_STS";
    default: return "reserved";
  }
}

uint32_t csp(const WaveState& w) { return (w.mode & kModeCsp) >> kModeCspShift; }
void set_csp(WaveState& w, uint32_t v) { w.mode = (w.mode & ~kModeCsp) | (v << kModeCspShift); }

// First SGPR of branch-stack entry `entry`, checked against the allocation.
uint16_t stack_entry(const Ctx& c, uint32_t entry) {
  const uint32_t first = entry * 4;
  if (first + 4 > c.w.num_sgprs)
    c.fail(fmt::format("branch stack entry {} (s[{}:{}]) is beyond the {} allocated SGPRs", entry, first,
                       first + 3, c.w.num_sgprs));
  return uint16_t(first);
}

}  // namespace

uint32_t read_hwreg(const Ctx& c, uint32_t id) {
  const WaveState& w = c.w;
  switch (id) {
    case kHwMode: return w.mode;
    case kHwStatus:
      return (w.status & ~(kStatusScc | kStatusExecz | kStatusVccz)) | (w.scc ? kStatusScc : 0) |
             (w.exec() == 0 ? kStatusExecz : 0) | (w.vcc() == 0 ? kStatusVccz : 0);
    default:
      // TRAPSTS needs the VALU's exception flags; HW_ID/GPR_ALLOC/LDS_ALLOC/IB_STS depend on
      // where the RTL placed the wave.
      c.fail(fmt::format("s_getreg of hardware register {} ({}) is not modelled", id, hwreg_name(id)));
  }
}

void write_hwreg(Ctx& c, uint32_t id, uint32_t value, uint32_t mask) {
  if (id != kHwMode)
    c.fail(fmt::format("s_setreg of hardware register {} ({}) is not modelled", id, hwreg_name(id)));
  const uint32_t mode = (c.w.mode & ~mask) | (value & mask);
  if (mode & ~kModeModelled)
    c.fail(fmt::format("s_setreg sets MODE bits 0x{:08x} (exceptions, debug or reserved), which are not "
                       "modelled",
                       mode & ~kModeModelled));
  c.w.mode = mode;
}

void fork(Ctx& c, uint64_t cond, uint64_t target) {
  const uint64_t exec = c.exec(), pass = cond & exec, fail = ~cond & exec;
  if (pass == exec) {
    c.next_pc = target;
    return;
  }
  if (fail == exec) return;
  const uint32_t sp = csp(c.w);
  if (sp == 7) c.fail("branch stack overflow (CSP is already 7)");
  const uint16_t entry = stack_entry(c, sp);
  // The smaller set of lanes runs first; the other one is pushed with where it resumes.
  const bool fail_first = __builtin_popcountll(fail) < __builtin_popcountll(pass);
  c.write_sreg64(entry, fail_first ? pass : fail);
  c.write_sreg64(entry + 2, fail_first ? target : c.next_pc);
  c.set_exec(fail_first ? fail : pass);
  if (!fail_first) c.next_pc = target;
  set_csp(c.w, sp + 1);
}

void join(Ctx& c, uint32_t saved_csp) {
  const uint32_t sp = csp(c.w);
  if (sp == saved_csp) return;
  if (sp == 0) c.fail(fmt::format("branch stack underflow (CSP 0, join expects {})", saved_csp));
  const uint16_t entry = stack_entry(c, sp - 1);
  const uint64_t mask = c.scalar64(entry, Ty::B64), pc = c.scalar64(entry + 2, Ty::B64);
  c.set_exec(mask);
  c.next_pc = pc;
  set_csp(c.w, sp - 1);
}

}  // namespace sopp

namespace {

// Branches to PC + 4 + SIMM16 * 4 when `taken(wave)` holds.
template <typename F> ExecFn branch_if(F taken) {
  return [taken](Ctx& c) {
    if (taken(c)) c.next_pc = sopp::rel_target(c);
  };
}

void nop(Ctx&) {}

void end_wave(Ctx& c) {
  c.w.halted = true;
  if (c.rec) c.rec->event = WaveEvent::Halt;
}

// S_SENDMSG message ids (SIMM16[3:0]) on GFX8.
enum : uint32_t { kMsgInterrupt = 1, kMsgGs = 2, kMsgGsDone = 3, kMsgSaveWave = 4, kMsgSysmsg = 15 };

}  // namespace

void register_sopp(Registry& r) {
  r.add({
      // Wait states, hints and caches have no architectural effect on a single in-order CU.
      {Op::S_NOP, nop},
      {Op::S_WAKEUP, nop},        // wakes waves from S_SLEEP, which does not sleep here
      {Op::S_SLEEP, nop},
      {Op::S_ICACHE_INV, nop},
      {Op::S_INCPERFLEVEL, nop},
      {Op::S_DECPERFLEVEL, nop},
      {Op::S_TTRACEDATA, nop},    // thread-trace data (M0) goes to no trace buffer

      {Op::S_ENDPGM, end_wave},
      // Context-save variant: the hardware waits for all counters first.
      {Op::S_ENDPGM_SAVED, [](Ctx& c) {
         drain_to(c.w, 0, 0, 0);
         end_wave(c);
       }},
      {Op::S_BARRIER, [](Ctx& c) {
         c.w.at_barrier = true;
         if (c.rec) c.rec->event = WaveEvent::BarrierArrive;
       }},
      // The golden engine has no latency: waiting completes the oldest accesses until every
      // counter is at its threshold.
      {Op::S_WAITCNT, [](Ctx& c) {
         const WaitcntFields f = decode_waitcnt(uint32_t(c.in.simm16));
         drain_to(c.w, f.vmcnt, f.lgkmcnt, f.expcnt);
       }},

      {Op::S_BRANCH, branch_if([](const Ctx&) { return true; })},
      {Op::S_CBRANCH_SCC0, branch_if([](const Ctx& c) { return !c.w.scc; })},
      {Op::S_CBRANCH_SCC1, branch_if([](const Ctx& c) { return c.w.scc; })},
      {Op::S_CBRANCH_VCCZ, branch_if([](const Ctx& c) { c.check_read(opnd::kVccLo, 2); return c.w.vcc() == 0; })},
      {Op::S_CBRANCH_VCCNZ, branch_if([](const Ctx& c) { c.check_read(opnd::kVccLo, 2); return c.w.vcc() != 0; })},
      {Op::S_CBRANCH_EXECZ, branch_if([](const Ctx& c) { return c.w.exec() == 0; })},
      {Op::S_CBRANCH_EXECNZ, branch_if([](const Ctx& c) { return c.w.exec() != 0; })},
      // Conditional-debug branches test STATUS.COND_DBG_SYS / COND_DBG_USER.
      {Op::S_CBRANCH_CDBGSYS, branch_if([](const Ctx& c) { return (c.w.status & sopp::kStatusCondDbgSys) != 0; })},
      {Op::S_CBRANCH_CDBGUSER, branch_if([](const Ctx& c) { return (c.w.status & sopp::kStatusCondDbgUser) != 0; })},
      {Op::S_CBRANCH_CDBGSYS_OR_USER, branch_if([](const Ctx& c) {
         return (c.w.status & (sopp::kStatusCondDbgSys | sopp::kStatusCondDbgUser)) != 0;
       })},
      {Op::S_CBRANCH_CDBGSYS_AND_USER, branch_if([](const Ctx& c) {
         const uint32_t both = sopp::kStatusCondDbgSys | sopp::kStatusCondDbgUser;
         return (c.w.status & both) == both;
       })},

      // STATUS.WAVE_PRIO = SIMM16[1:0]; priority only matters to an arbiter.
      {Op::S_SETPRIO, [](Ctx& c) {
         c.w.status = (c.w.status & ~sopp::kStatusWavePrio) |
                      ((uint32_t(c.in.simm16) & 3) << sopp::kStatusWavePrioShift);
       }},
      {Op::S_SETHALT, [](Ctx& c) {
         if (c.in.simm16 & 1) c.fail("s_sethalt 1 halts the wave and nothing here can resume it");
       }},
      {Op::S_SETKILL, [](Ctx& c) {
         if (c.in.simm16 & 1) c.fail("s_setkill 1 kills the wave (debug host-kill emulation)");
       }},
      {Op::S_TRAP, [](Ctx& c) {
         c.fail(fmt::format("s_trap {}: the program raised a trap and there is no trap handler",
                            c.in.simm16 & 0xFF));
       }},

      // Only MSG_INTERRUPT makes sense for a compute wave; it is counted in LGKM_CNT and
      // carries M0[7:0] to a host interrupt nobody listens to here.
      {Op::S_SENDMSG, [](Ctx& c) {
         const uint32_t msg = uint32_t(c.in.simm16) & 0xF;
         if (msg != kMsgInterrupt)
           c.fail(fmt::format("s_sendmsg 0x{:x}: message {} is not valid for a compute wave",
                              uint32_t(c.in.simm16),
                              msg == kMsgGs || msg == kMsgGsDone ? "GS/GS_DONE"
                              : msg == kMsgSaveWave            ? "SAVEWAVE"
                              : msg == kMsgSysmsg              ? "SYSMSG"
                                                               : "(reserved)"));
         c.check_read(opnd::kM0, 1);
         c.issue_memory(0, 0);
       }},
      {Op::S_SENDMSGHALT, [](Ctx& c) { c.fail("s_sendmsghalt halts the wave and nothing here can resume it"); }},

      // GPR indexing: clear MODE.GPR_IDX_EN / set the operand-select bits M0[15:12].
      {Op::S_SET_GPR_IDX_OFF, [](Ctx& c) { c.w.mode &= ~sopp::kModeGprIdxEn; }},
      {Op::S_SET_GPR_IDX_MODE, [](Ctx& c) {
         c.check_read(opnd::kM0, 1);
         c.write_sreg(opnd::kM0, (c.w.m0() & ~0xF000u) | ((uint32_t(c.in.simm16) & 0xF) << 12));
       }},
  });
}

}  // namespace gcn
