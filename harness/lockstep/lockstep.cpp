#include "harness/lockstep/lockstep.h"

#include <array>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string_view>
#include <unordered_set>

#include <fmt/format.h>

#include "golden/engine/golden_engine.h"
#include "golden/exec/approx_ulp.h"
#include "golden/exec/counters.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "harness/lockstep/compare.h"
#include "harness/lockstep/mem_order.h"
#include "harness/lockstep/store_tracker.h"
#include "harness/rtl/run_rtl.h"
#include "verilator/rtl_cu.h"

namespace gcn {

namespace {

constexpr size_t kHistory = 32;  // retired instructions per wave kept for the report

// What golden expects when the RTL completes one access: the load data (golden writes it at
// issue) and the bytes of its stores. Parallel to WaveState::pending, oldest first.
struct Expected {
  std::vector<VgprWrite> vgpr;
  std::vector<SgprWrite> sgpr;
  std::vector<MemEffect> writes;  // global/scratch stores and atomics
  bool range_checked = false;     // buffer instruction: lanes the V# range check drops write nothing
  // Memory order (docs/lockstep.md): the instruction, its global loads/atomics, and the cycle
  // from which the RTL may have performed them (its wave's previous retire).
  Op op{};
  std::vector<MemEffect> global;
  uint64_t since = 0, retired = 0;
  std::vector<OwnByte> own;  // bytes of the wave's older outstanding stores that it reads
};

struct Retired {
  uint64_t cycle = 0, pc = 0;
  std::array<uint32_t, 3> words{};
};

struct WaveMirror {
  WaveState w;
  std::deque<Expected> expected;
  std::deque<Retired> history;
};

struct GroupMirror {
  std::vector<WaveMirror> waves;
  Lds lds;
};

std::string disasm_words(const std::array<uint32_t, 3>& words) {
  const Inst in = decode(words.data(), 3);
  return in.info ? disasm(in) : fmt::format("<undecodable 0x{:08x}>", words[0]);
}

class Lockstep {
 public:
  Lockstep(Memory& gmem, Memory& rmem, const Dispatcher& d, const LockstepOptions& o)
      : opts_(o), dispatch_(d), rmem_(rmem), gmem_(gmem), engine_(gmem, d, engine_options(o)), perf_(gmem),
        order_(perf_) {}

  // check-trace: the RTL's records come from a captured trace, not a live model. Without the
  // AXI write stream and the final image, store bytes are checked through the records only.
  LockstepStats replay(const std::function<bool(RtlEvent&)>& next) {
    offline_ = true;
    RtlEvent e;
    while (next(e)) {
      now_ = e.cycle;
      if (e.kind == RtlEvent::Kind::Unimplemented)
        throw Error(fmt::format("not implemented in RTL: {} at 0x{:x} (wave {})",
                                e.op < kNumOps ? std::string(info(Op(e.op)).name) : std::string("undecodable"),
                                e.commit.pc, e.commit.wave));
      on_event(e);
    }
    finish();
    stats_.waves = dispatch_.total_waves();
    stats_.groups = dispatch_.num_groups();
    return stats_;
  }

  // The bare CU (gcn::RtlCu) driven by run_rtl: the lockstep engine.
  LockstepStats run() {
    RtlCu::Config cfg;
    cfg.axi = opts_.axi;
    cfg.trace_fst = opts_.trace_fst;
    cfg.trace_from = opts_.trace_from;
    cfg.external_axi = opts_.external_axi;
    cfg.after_tick = opts_.after_tick;
    cfg.mutant = opts_.mutant;
    RtlCu cu(rmem_, cfg);
    struct Cu : LockstepRtl {
      RtlCu& cu;
      const LockstepOptions& o;
      const Dispatcher& d;
      RtlRunStats st;
      Cu(RtlCu& c, const LockstepOptions& opts, const Dispatcher& disp) : cu(c), o(opts), d(disp) {}
      Result run(const std::function<void(const RtlEvent&)>& on_event,
                 const std::function<void(const std::string&)>& on_failure) override {
        st = run_rtl(cu, d, on_event, o.watchdog, on_failure, o.max_cycles);
        return {st.cycles, st.waves};
      }
      uint64_t cycles() const override { return cu.cycles(); }
      void set_write_observer(AxiMemory::WriteObserver f) override {
        if (o.external_axi) o.external_axi->set_write_observer(std::move(f));
        else cu.axi().set_write_observer(std::move(f));
      }
    } rtl(cu, opts_, dispatch_);
    run_on(rtl);
    stats_.peaks = rtl.st.peaks;
    return stats_;
  }

  LockstepStats run_on(LockstepRtl& rtl) {
    if (const uint64_t scratch = dispatch_.env().scratch_base)
      if (const Allocation* a = rmem_.find(scratch, 1)) {
        stores_.set_untracked(a->base, a->end());
        scratch_begin_ = a->base, scratch_end_ = a->end();
      }
    // Every byte the RTL writes: attributed to a store at its completion, and (outside scratch)
    // performed at the same moment on golden's images, whose history is the memory order.
    rtl.set_write_observer([this](uint64_t a, uint8_t, uint8_t v) {
      stores_.observe(a, v);
      if (scratch(a) || !perf_.find(a, 1)) return;
      uint8_t old = 0;
      perf_.read(a, &old, 1);
      perf_.write(a, &v, 1);
      order_.write(a, old, v, rtl_->cycles());
      gmem_.write(a, &v, 1);
    });
    rtl_ = &rtl;
    LockstepRtl::Result st;
    try {
      st = rtl.run([this](const RtlEvent& e) { on_event(e); }, [this](const std::string& line) { rtl_failure(line); });
    } catch (const CycleBudgetExhausted& e) {
      // Golden's runaway wording first, then where every wave stands and how to re-run.
      std::string r = std::string(e.what()) + "\n" + wave_states();
      if (!opts_.repro.empty()) r += "\n  reproduce: " + opts_.repro;
      throw Error(r);
    }
    finish();
    stats_.cycles = st.cycles;
    stats_.waves = st.waves;
    stats_.groups = dispatch_.num_groups();
    return stats_;
  }

 private:
  static RunOptions engine_options(const LockstepOptions& o) {
    RunOptions r;
    r.max_instructions = o.max_instructions;
    r.allow_hazards = o.allow_hazards;
    return r;
  }

  WaveMirror& mirror(uint32_t wave) {
    const uint32_t per = dispatch_.waves_per_group();
    const uint32_t g = wave / per;
    auto it = groups_.find(g);
    if (it == groups_.end()) {
      GroupMirror gm{{}, Lds(dispatch_.layout().lds_bytes)};
      for (WaveState& w : dispatch_.group_waves(g)) gm.waves.push_back(WaveMirror{std::move(w), {}, {}});
      it = groups_.emplace(g, std::move(gm)).first;
    }
    return it->second.waves.at(wave % per);
  }
  GroupMirror& group_of(uint32_t wave) { return groups_.at(wave / dispatch_.waves_per_group()); }

  [[noreturn]] void diverge(const Mismatch& m, const WaveMirror& wm, uint64_t cycle, uint64_t pc,
                            const std::array<uint32_t, 3>& words) {
    const WaveState& w = wm.w;
    std::string r = fmt::format("lockstep divergence: {} at cycle {}, wave {} (work-group {},{},{}), pc 0x{:x}: {}",
                                m.field, cycle, w.wave_id, w.group_id[0], w.group_id[1], w.group_id[2], pc,
                                disasm_words(words));
    r += fmt::format("\n  field: {}", m.field);
    for (const std::string& l : m.lines) r += "\n    " + l;
    r += fmt::format("\n  last {} retired instructions of wave {} (oldest first):", wm.history.size(), w.wave_id);
    for (const Retired& h : wm.history)
      r += fmt::format("\n    cycle {:>8}  0x{:x}  {}", h.cycle, h.pc, disasm_words(h.words));
    if (opts_.log_pointer) r += "\n  " + opts_.log_pointer(w.wave_id, pc);
    if (!opts_.repro.empty()) r += "\n  reproduce: " + opts_.repro;
    throw Divergence(r, cycle);
  }

  void on_event(const RtlEvent& e) {
    if (e.kind == RtlEvent::Kind::Retire) on_retire(e);
    else if (e.kind == RtlEvent::Kind::Completion) on_completion(e);
  }

  void on_retire(const RtlEvent& e) {
    const Commit& r = e.commit;
    WaveMirror& wm = mirror(r.wave);
    WaveState& w = wm.w;
    if (w.halted) diverge({"retire after s_endpgm", {"the wave already halted in golden"}}, wm, e.cycle, r.pc, r.words);
    if (w.pc != r.pc) diverge({"pc", {fmt::format("expected 0x{:x} actual 0x{:x}", w.pc, r.pc)}}, wm, e.cycle, r.pc, r.words);
    if (w.at_barrier) check_barrier(wm, e);
    const DecodedInst& d = engine_.decoded(w.pc);
    if (d.inst.info->op == Op::S_WAITCNT) check_waitcnt(wm, e, d.inst);

    const size_t before = w.pending.size();
    const uint64_t since = wm.history.empty() ? 0 : wm.history.back().cycle;
    engine_.step(w, group_of(r.wave).lds, &g_);
    if (opts_.on_golden_commit) opts_.on_golden_commit(g_);
    engine_.report_hazards();
    for (size_t i = before; i < w.pending.size(); ++i) {
      Expected& x = wm.expected.emplace_back();
      x.vgpr = g_.load_writeback;
      x.sgpr = g_.sgpr_load_writeback;
      for (const MemEffect& m : g_.mem)
        if (m.space != AddrSpace::Lds && m.kind != MemKind::Load) x.writes.push_back(m);
      x.range_checked = d.inst.enc == Enc::MUBUF || d.inst.enc == Enc::MTBUF;
      x.op = d.inst.info->op;
      x.since = since;
      x.retired = e.cycle;
      for (const MemEffect& m : g_.mem)
        if (m.space == AddrSpace::Global && m.kind != MemKind::Store) x.global.push_back(m);
      if (!x.global.empty() && d.inst.enc != Enc::SMEM) x.own = own_bytes(wm, x.global.front());
    }
    // Golden's global stores and atomics take effect when the RTL performs them (the write
    // observer), not at retire: undo golden's write from perf_, golden's initial image plus the
    // writes the RTL performed so far.
    // Offline (check-trace) no writes are observed: golden keeps its own program-order image.
    if (!offline_)
      for (const MemEffect& m : g_.mem)
        if (m.space == AddrSpace::Global && m.kind != MemKind::Load) undo_global_write(m);
    const Tolerance tol = approx_tolerance(d.inst);
    if (auto m = compare_retire(g_, r, tol)) diverge(*m, wm, e.cycle, r.pc, r.words);
    stats_.mem_effects += r.mem.size();
    stats_.barriers += r.event == WaveEvent::BarrierArrive;
    // Within tolerance golden adopts the RTL's result, or every exact consumer would diverge.
    if (tol.ulp)
      for (const VgprWrite& vw : r.vgpr)
        for (int lane = 0; lane < kWaveSize; ++lane)
          if (vw.mask >> lane & 1) w.v(vw.reg, lane) = vw.data[lane];
    if (wm.history.size() == kHistory) wm.history.pop_front();
    wm.history.push_back({e.cycle, r.pc, r.words});
    if (++stats_.instructions > opts_.max_instructions)
      throw Error(fmt::format("instruction budget of {} wave-instructions exhausted (runaway kernel?) at wave {} pc 0x{:x}",
                              opts_.max_instructions, r.wave, r.pc));
  }

  bool scratch(uint64_t a) const { return a >= scratch_begin_ && a < scratch_end_; }

  // The bytes of the wave's older outstanding global stores (the newest store of each byte)
  // that the load `fx` (the wave's newest expected access) reads.
  std::vector<OwnByte> own_bytes(const WaveMirror& wm, const MemEffect& fx) const {
    std::map<uint64_t, OwnByte> own;
    bool stores = false;
    for (size_t k = 0; k + 1 < wm.expected.size(); ++k)
      for (const MemEffect& st : wm.expected[k].writes) stores |= st.kind == MemKind::Store;
    if (!stores) return {};
    std::unordered_set<uint64_t> dwords;  // dwords the load reads
    for (int l = 0; l < kWaveSize; ++l)
      if (fx.lane_mask >> l & 1)
        for (uint64_t a = fx.addr[l] >> 2; a <= (fx.addr[l] + std::max<uint32_t>(fx.size, 4) - 1) >> 2; ++a)
          dwords.insert(a);
    for (size_t k = 0; k + 1 < wm.expected.size(); ++k) {
      const Expected& older = wm.expected[k];
      for (const MemEffect& st : older.writes) {
        if (st.kind != MemKind::Store || st.space != AddrSpace::Global || older.range_checked) continue;
        for (int lane = 0; lane < kWaveSize; ++lane) {
          if (!(st.lane_mask >> lane & 1)) continue;
          for (uint32_t b = 0; b < st.size; ++b) {
            const uint64_t a = st.addr[lane] + b;
            if (dwords.count(a >> 2))
              own[a] = {a, uint8_t(st.data[size_t(lane) * st.dwords + b / 4] >> (8 * (b % 4))), older.retired};
          }
        }
      }
    }
    std::vector<OwnByte> r;
    for (const auto& [a, o] : own) r.push_back(o);
    return r;
  }

  void undo_global_write(const MemEffect& m) {
    for (int lane = 0; lane < kWaveSize; ++lane) {
      if (!(m.lane_mask >> lane & 1)) continue;
      for (uint32_t b = 0; b < m.size; ++b) {
        const uint64_t a = m.addr[lane] + b;
        if (scratch(a) || !perf_.find(a, 1)) continue;
        uint8_t v = 0;
        perf_.read(a, &v, 1);
        gmem_.write(a, &v, 1);
      }
    }
  }

  // A wave that arrived at s_barrier retires its next instruction: every live wave of its group
  // must have arrived; then the barrier releases them all.
  void check_barrier(WaveMirror& wm, const RtlEvent& e) {
    GroupMirror& g = group_of(wm.w.wave_id);
    Mismatch m{"barrier", {}};
    for (const WaveMirror& o : g.waves)
      if (!o.w.halted && !o.w.at_barrier)
        m.lines.push_back(fmt::format("released before wave {} arrived (it is at pc 0x{:x})", o.w.wave_id, o.w.pc));
    if (!m.lines.empty()) diverge(m, wm, e.cycle, e.commit.pc, e.commit.words);
    for (WaveMirror& o : g.waves) o.w.at_barrier = false;
  }

  void check_waitcnt(WaveMirror& wm, const RtlEvent& e, const Inst& in) {
    const WaitcntFields t = decode_waitcnt(uint32_t(in.simm16) & 0xFFFF);
    const WaveState& w = wm.w;
    auto oldest = [&](uint8_t bit) {
      for (const PendingLoad& p : w.pending)
        if (p.counters & bit) return fmt::format(" (oldest outstanding: pc 0x{:x})", p.pc);
      return std::string();
    };
    Mismatch m{"waitcnt", {}};
    if (w.vmcnt > t.vmcnt)
      m.lines.push_back(fmt::format("passed with vmcnt {} > {}{}", w.vmcnt, t.vmcnt, oldest(kVmCnt)));
    if (w.lgkmcnt > t.lgkmcnt)
      m.lines.push_back(fmt::format("passed with lgkmcnt {} > {}{}", w.lgkmcnt, t.lgkmcnt, oldest(kLgkmCnt)));
    if (w.expcnt > t.expcnt) m.lines.push_back(fmt::format("passed with expcnt {} > {}", w.expcnt, t.expcnt));
    if (!m.lines.empty()) {
      m.field = "waitcnt violation";
      diverge(m, wm, e.cycle, e.commit.pc, e.commit.words);
    }
  }

  // Which outstanding access the RTL may complete now: vector memory (FLAT included) in issue
  // order; LDS in order among LDS accesses; SMEM in any order. lgkmcnt gives no order between
  // LDS, SMEM and FLAT, which is why programs wait for lgkmcnt(0) when they mix them.
  std::optional<size_t> completing(const WaveState& w, uint8_t bits, uint64_t pc, std::string& why) const {
    if (bits & kLgkmCnt && !(bits & kVmCnt)) {
      for (size_t i = 0; i < w.pending.size(); ++i)
        if (w.pending[i].smem && w.pending[i].pc == pc && w.pending[i].counters == bits) return i;
    }
    const uint8_t order_bit = (bits & kVmCnt) ? kVmCnt : kLgkmCnt;
    for (size_t i = 0; i < w.pending.size(); ++i) {
      const PendingLoad& p = w.pending[i];
      if (!(p.counters & order_bit) || (order_bit == kLgkmCnt && (p.smem || (p.counters & kVmCnt)))) continue;
      if (p.pc == pc && p.counters == bits) return i;
      why = fmt::format("completed the access of pc 0x{:x} before the older one of pc 0x{:x}", pc, p.pc);
      return std::nullopt;
    }
    why = fmt::format("completion for pc 0x{:x} (counters {}) with no such access outstanding in golden", pc, bits);
    return std::nullopt;
  }

  void on_completion(const RtlEvent& e) {
    const Completion& c = e.completion;
    WaveMirror& wm = mirror(c.wave);
    WaveState& w = wm.w;
    const std::array<uint32_t, 3> words = raw_words(engine_.decoded(c.pc).inst);
    std::string why;
    const std::optional<size_t> i = completing(w, c.counter, c.pc, why);
    if (!i) diverge({"completion order", {why}}, wm, e.cycle, c.pc, words);
    const Expected& x = wm.expected[*i];
    // Load data and atomic return values: golden's value from retire, or else golden's value
    // recomputed against a state memory went through while the access was outstanding; golden
    // then adopts the RTL's (docs/lockstep.md, "Memory order").
    // Offline (check-trace) there is no AXI history to recompute against: golden's retire-order
    // value is the only one accepted.
    const MemEffect* fx = x.global.empty() || offline_ ? nullptr : &x.global.front();
    std::optional<Mismatch> vm = compare_vgpr_writes(x.vgpr, e.commit.load_writeback, "load writeback");
    if (!vm && !x.own.empty() && fx &&
        !explain_vgpr_load(order_, x.op, *fx, x.since, e.cycle, x.vgpr, e.commit.load_writeback, x.own))
      vm = Mismatch{"load writeback", {"the load does not see its own wave's older store to the same bytes"}};
    if (auto m = vm) {
      if (!fx || !explain_vgpr_load(order_, x.op, *fx, x.since, e.cycle, x.vgpr, e.commit.load_writeback, x.own))
        diverge(unexplained(*m, x, e.cycle), wm, e.cycle, c.pc, words);
      for (const VgprWrite& vw : e.commit.load_writeback)
        for (int lane = 0; lane < kWaveSize; ++lane)
          if (vw.mask >> lane & 1) w.v(vw.reg, lane) = vw.data[lane];
      ++stats_.reordered;
    }
    if (auto m = compare_sgpr_writes(x.sgpr, e.commit.sgpr, "load writeback")) {
      if (!fx || !explain_sgpr_load(order_, x.op, *fx, x.since, e.cycle, x.sgpr, e.commit.sgpr))
        diverge(unexplained(*m, x, e.cycle), wm, e.cycle, c.pc, words);
      for (const SgprWrite& sw : e.commit.sgpr) w.sreg[sw.idx] = sw.value;
      ++stats_.reordered;
    }
    if (!offline_)  // atomicity needs the AXI write history, which a trace does not carry
      for (const MemEffect& g : x.global)
        if (auto m = check_atomic_order(order_, x.op, g, x.since, e.cycle, e.commit.load_writeback))
          diverge(*m, wm, e.cycle, c.pc, words);
    stats_.writebacks += e.commit.load_writeback.size() + e.commit.sgpr.size();
    if (!offline_)
      for (const MemEffect& fx : x.writes)
        if (auto m = stores_.complete(fx, x.range_checked)) diverge(*m, wm, e.cycle, c.pc, words);
    // completing() let through only the oldest vector-memory access, so the in-order rule of
    // complete_access completes nothing older here and `expected` stays parallel to `pending`.
    if (complete_access(w, *i) != 1)
      throw Error(fmt::format("lockstep: completion of pc 0x{:x} implied older accesses (internal)", c.pc));
    wm.expected.erase(wm.expected.begin() + ptrdiff_t(*i));
    if (w.vmcnt != e.commit.vmcnt)
      diverge({"vmcnt after completion", {fmt::format("expected {} actual {}", w.vmcnt, e.commit.vmcnt)}}, wm,
              e.cycle, c.pc, words);
    if (w.lgkmcnt != e.commit.lgkmcnt)
      diverge({"lgkmcnt after completion", {fmt::format("expected {} actual {}", w.lgkmcnt, e.commit.lgkmcnt)}}, wm,
              e.cycle, c.pc, words);
    ++stats_.completions;
  }

  // A load value no state of memory explains: the field as compared, and the window searched.
  static Mismatch unexplained(Mismatch m, const Expected& x, uint64_t until) {
    m.lines.push_back(fmt::format("(nor does any state of memory between cycles {} and {}, while the access was outstanding)",
                                  x.since, until));
    return m;
  }

  // After the RTL drained: every wave halted with nothing outstanding, every written byte
  // claimed, and the two memory images equal.
  void finish() {
    const uint64_t cycle = rtl_ ? rtl_->cycles() : now_;
    for (auto& [g, gm] : groups_) {
      for (WaveMirror& wm : gm.waves) {
        if (!wm.w.halted)
          diverge({"wave did not finish", {fmt::format("golden wave is at pc 0x{:x}, the RTL stopped retiring it", wm.w.pc)}},
                  wm, cycle, wm.w.pc, raw_words(engine_.decoded(wm.w.pc).inst));
        if (!wm.w.pending.empty())
          diverge({"missing completion", {fmt::format("the access of pc 0x{:x} never completed", wm.w.pending.front().pc)}},
                  wm, cycle, wm.w.pending.front().pc, raw_words(engine_.decoded(wm.w.pending.front().pc).inst));
      }
    }
    if (groups_.size() != dispatch_.num_groups())
      throw Divergence(fmt::format("lockstep divergence: the RTL ran {} of {} work-groups", groups_.size(),
                                   dispatch_.num_groups()), cycle);
    auto whole_run = [&](const Mismatch& m) {
      std::string r = fmt::format("lockstep divergence: {} at the end of the run (cycle {})", m.field, cycle);
      for (const std::string& l : m.lines) r += "\n    " + l;
      if (!opts_.repro.empty()) r += "\n  reproduce: " + opts_.repro;
      throw Divergence(r, cycle);
    };
    if (offline_) return;
    if (auto m = stores_.unclaimed()) whole_run(*m);
    Mismatch image{"final memory", {}};
    for (const auto& [base, a] : gmem_.allocations()) {
      const Allocation& b = rmem_.at(base);
      if (a.bytes == b.bytes) continue;
      for (size_t i = 0; i < a.bytes.size() && image.lines.size() < 16; ++i)
        if (a.bytes[i] != b.bytes[i])
          image.lines.push_back(fmt::format("{} offset 0x{:x} (address 0x{:x}): expected 0x{:02x} actual 0x{:02x}",
                                            a.name, i, base + i, a.bytes[i], b.bytes[i]));
    }
    if (!image.lines.empty()) whole_run(image);
  }

  // A hang or a stray AXI access: the RTL stopped doing what golden does.
  [[noreturn]] void rtl_failure(const std::string& line) {
    std::string r = "lockstep divergence: " + line + "\n" + wave_states();
    if (!opts_.repro.empty()) r += "\n  reproduce: " + opts_.repro;
    throw Divergence(r, rtl_->cycles());
  }

  // The watchdog's report: where every resident wave stands, from golden's mirror (its counters
  // follow the RTL's completions).
  std::string wave_states() {
    std::string r = "wave states (golden mirror; pc = next instruction the RTL must retire):";
    for (auto& [g, gm] : groups_) {
      uint32_t arrived = 0, live = 0;
      for (const WaveMirror& wm : gm.waves) {
        live += !wm.w.halted;
        arrived += wm.w.at_barrier;
      }
      for (const WaveMirror& wm : gm.waves) {
        const WaveState& w = wm.w;
        r += fmt::format("\n  wave {} (work-group {}): ", w.wave_id, g);
        if (w.halted) {
          r += "halted";
          continue;
        }
        const Inst& in = engine_.decoded(w.pc).inst;
        r += fmt::format("pc 0x{:x} {} | vmcnt {} lgkmcnt {}", w.pc, disasm(in), w.vmcnt, w.lgkmcnt);
        if (w.at_barrier) r += fmt::format(" | at s_barrier, {} of {} live waves arrived", arrived, live);
        else if (in.info->op == Op::S_WAITCNT) r += " | waiting in s_waitcnt";
        if (!w.pending.empty()) r += fmt::format(" | oldest outstanding access: pc 0x{:x}", w.pending.front().pc);
      }
    }
    return r;
  }

  LockstepOptions opts_;
  const Dispatcher& dispatch_;
  Memory& rmem_;
  Memory& gmem_;
  GoldenEngine engine_;
  std::map<uint32_t, GroupMirror> groups_;
  StoreTracker stores_;
  Memory perf_;      // golden's initial image + every global byte the RTL wrote, when it wrote it
  MemOrder order_;   // the history of perf_
  uint64_t scratch_begin_ = 0, scratch_end_ = 0;
  Commit g_;
  LockstepStats stats_;
  LockstepRtl* rtl_ = nullptr;
  bool offline_ = false;
  uint64_t now_ = 0;
};

}  // namespace

LockstepStats run_lockstep_traced(const LockstepAttempt& attempt, const std::string& trace_fst, uint64_t window) {
  try {
    return attempt("", 0);
  } catch (const Divergence& d) {
    if (trace_fst.empty()) throw;
    const uint64_t from = d.cycle() > window ? d.cycle() - window : 0;
    try {
      attempt(trace_fst, from);
    } catch (const Divergence& again) {
      throw Divergence(
          std::string(again.what()) + fmt::format("\n  waveform: {} (cycles {}..{})", trace_fst, from, again.cycle()),
          again.cycle());
    }
    throw Divergence(std::string(d.what()) + "\n  waveform: none (the traced re-run did not diverge)", d.cycle());
  }
}

LockstepStats replay_lockstep(const Dispatcher& dispatch, const std::function<bool(RtlEvent&)>& next,
                              const LockstepOptions& opts) {
  if (!dispatch.env().mem) throw Error("lockstep: the dispatch has no memory image");
  Memory& m = *dispatch.env().mem;
  return Lockstep(m, m, dispatch, opts).replay(next);
}

LockstepStats run_lockstep_on(const Dispatcher& dispatch, Memory& rtl_mem, const LockstepOptions& opts,
                              LockstepRtl& rtl) {
  if (!dispatch.env().mem) throw Error("lockstep: the dispatch has no memory image");
  return Lockstep(*dispatch.env().mem, rtl_mem, dispatch, opts).run_on(rtl);
}

LockstepStats run_lockstep(const Dispatcher& dispatch, Memory& rtl_mem, const LockstepOptions& opts) {
  if (!dispatch.env().mem) throw Error("lockstep: the dispatch has no memory image");
  return Lockstep(*dispatch.env().mem, rtl_mem, dispatch, opts).run();
}

}  // namespace gcn
