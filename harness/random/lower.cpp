// Lowering a plan to assembly (docs/random.md, "Validity"): s_waitcnt as late as the counters
// allow, GFX8 manually inserted wait states, addresses, labels, EXEC save/restore.
#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "harness/random/program.h"

namespace gcn::rnd {

namespace {

// Wait states the GFX8 hazard rules need (LLVM GCNHazardRecognizer, GFX8 rows).
constexpr int kLaneSelAfterValuSgpr = 4;  // VALU writes SGPR -> v_readlane/v_writelane lane select
constexpr int kDppAfterValuVgpr = 2;      // VALU writes VGPR -> DPP reads it
constexpr int kDppAfterValuExec = 5;      // VALU writes EXEC -> DPP
constexpr int kValuAfterWideStore = 1;    // store of > 8 bytes -> VALU writes its data VGPRs
constexpr int kMaxTracked = 8;
constexpr int kMaxCount = 15;             // vmcnt / lgkmcnt fields are 4 bits on GFX8

// An access whose destination registers (and counter slot) are still outstanding.
struct Pend {
  uint64_t id;
  bool vm, lgkm, in_order_lgkm;  // in_order_lgkm: LDS (returns in order among LDS)
  std::vector<int> regs;
  bool optional = false;         // issued on only some paths to here
};

struct State {
  std::vector<Pend> pend;
  std::array<uint8_t, 512> valu_w;    // wait states since a VALU wrote the register
  std::array<uint8_t, 256> wide_st;   // wait states since a >8-byte store read the VGPR
  State() {
    valu_w.fill(kMaxTracked);
    wide_st.fill(kMaxTracked);
  }
  void advance(int n) {
    for (auto& d : valu_w) d = uint8_t(std::min(kMaxTracked, d + n));
    for (auto& d : wide_st) d = uint8_t(std::min(kMaxTracked, d + n));
  }
  // Join of two control-flow paths: union of pending accesses, minimum distances.
  void merge(const State& o) {
    std::vector<Pend> out;
    for (const Pend& p : pend) {
      const auto it = std::find_if(o.pend.begin(), o.pend.end(), [&](const Pend& q) { return q.id == p.id; });
      out.push_back(p);
      if (it == o.pend.end()) out.back().optional = true;
      else out.back().optional = p.optional || it->optional;
    }
    for (const Pend& q : o.pend)
      if (std::none_of(pend.begin(), pend.end(), [&](const Pend& p) { return p.id == q.id; })) {
        out.push_back(q);
        out.back().optional = true;
      }
    std::sort(out.begin(), out.end(), [](const Pend& a, const Pend& b) { return a.id < b.id; });
    pend = std::move(out);
    for (size_t i = 0; i < valu_w.size(); ++i) valu_w[i] = std::min(valu_w[i], o.valu_w[i]);
    for (size_t i = 0; i < wide_st.size(); ++i) wide_st[i] = std::min(wide_st[i], o.wide_st[i]);
  }
  int min_distance() const {
    return std::min(*std::min_element(valu_w.begin(), valu_w.end()), *std::min_element(wide_st.begin(), wide_st.end()));
  }
};

class Lowerer {
 public:
  explicit Lowerer(const Plan& p) : p_(p), wg_(p.config.waves * 64) {}

  std::string run() {
    scan(p_.body);
    scan(p_.tail);
    prologue();
    // Initialise exactly the registers the program reads (reverse pass: an initialiser that
    // stays makes its own sources used).
    std::vector<bool> used(512, false);
    collect_reads(p_.body, used);
    collect_reads(p_.tail, used);
    std::vector<bool> keep(p_.init.size(), false);
    for (size_t i = p_.init.size(); i-- > 0;) {
      for (int w : p_.init[i].writes) keep[i] = keep[i] || used[w];
      if (keep[i])
        for (int r : p_.init[i].reads) used[r] = true;
    }
    for (size_t i = 0; i < p_.init.size(); ++i)
      if (keep[i]) emit(p_.init[i]);
    if (need_lds_) lds_init();
    list(p_.body, 0, 0);
    list(p_.tail, 0, 0);
    line("s_endpgm");
    return out_ + funcs_;
  }

  uint32_t region(uint32_t k) const { return wg_ * Layout::kLdsLaneBytes + (k % Layout::kLdsExchangeRegions) * wg_ * 4; }
  uint32_t atomic_base() const { return region(0) + Layout::kLdsExchangeRegions * wg_ * 4; }
  uint32_t st64_base() const { return atomic_base() + Layout::kLdsAtomicBytes; }

 private:
  void line(const std::string& s) {
    out_ += "  " + s + "\n";
    st_.advance(1);
  }
  void label(const std::string& l) { out_ += l + ":\n"; }

  // ---- s_waitcnt ----
  // Waits until every access in `need` (ids) has completed, with the largest counts that
  // guarantee it: vector memory returns in order; LDS returns in order among LDS, but FLAT
  // and SMEM make lgkmcnt unordered (then only lgkmcnt(0) is safe).
  void wait_for(const std::vector<uint64_t>& need) {
    if (need.empty()) return;
    uint64_t vm_target = 0, lgkm_target = 0;
    bool vm = false, lgkm = false;
    for (const Pend& p : st_.pend) {
      if (std::find(need.begin(), need.end(), p.id) == need.end()) continue;
      if (p.vm) vm = true, vm_target = std::max(vm_target, p.id);
      else lgkm = true, lgkm_target = std::max(lgkm_target, p.id);
    }
    std::string text = "s_waitcnt";
    if (vm) {
      int n = 0;
      for (const Pend& p : st_.pend) n += p.vm && p.id > vm_target && !p.optional;
      text += fmt::format(" vmcnt({})", n);
      st_.pend.erase(std::remove_if(st_.pend.begin(), st_.pend.end(), [&](const Pend& p) { return p.vm && p.id <= vm_target; }),
                     st_.pend.end());
    }
    if (lgkm) {
      bool ordered = true;
      for (const Pend& p : st_.pend) ordered &= !p.lgkm || p.in_order_lgkm;
      int n = 0;
      if (ordered)
        for (const Pend& p : st_.pend) n += p.lgkm && p.id > lgkm_target && !p.optional;
      text += fmt::format(" lgkmcnt({})", n);
      st_.pend.erase(std::remove_if(st_.pend.begin(), st_.pend.end(),
                                    [&](const Pend& p) { return p.lgkm && (n == 0 || p.id <= lgkm_target); }),
                     st_.pend.end());
    }
    line(text);
  }

  void wait_all_lgkm() {
    std::vector<uint64_t> ids;
    for (const Pend& p : st_.pend)
      if (p.lgkm && !p.vm) ids.push_back(p.id);
    if (ids.empty() && std::none_of(st_.pend.begin(), st_.pend.end(), [](const Pend& p) { return p.lgkm; })) return;
    // lgkmcnt(0) also completes FLAT's lgkm share; state it explicitly.
    line("s_waitcnt lgkmcnt(0)");
    st_.pend.erase(std::remove_if(st_.pend.begin(), st_.pend.end(), [](const Pend& p) { return p.lgkm && !p.vm; }),
                   st_.pend.end());
    for (Pend& p : st_.pend) p.lgkm = false;  // FLAT: only its vmcnt share may remain
  }

  void wait_counters_of(uint64_t after_id) {  // everything issued after `after_id`, all counters it used
    bool vm = false, lgkm = false;
    for (const Pend& p : st_.pend)
      if (p.id > after_id) vm |= p.vm, lgkm |= p.lgkm;
    if (!vm && !lgkm) return;
    line(fmt::format("s_waitcnt{}{}", vm ? " vmcnt(0)" : "", lgkm ? " lgkmcnt(0)" : ""));
    st_.pend.erase(std::remove_if(st_.pend.begin(), st_.pend.end(),
                                  [&](const Pend& p) { return (vm && p.vm) || (lgkm && p.lgkm); }),
                   st_.pend.end());
  }

  // Before an instruction: wait for the accesses whose registers it reads or writes.
  void resolve(const AInst& a) {
    std::vector<uint64_t> need;
    for (const Pend& p : st_.pend)
      for (int r : p.regs)
        if (std::count(a.reads.begin(), a.reads.end(), r) || std::count(a.writes.begin(), a.writes.end(), r)) {
          need.push_back(p.id);
          break;
        }
    wait_for(need);
  }

  void make_room(bool vm, bool lgkm) {  // keep each counter below its 4-bit maximum
    int nvm = 0, nlgkm = 0;
    for (const Pend& p : st_.pend) nvm += p.vm, nlgkm += p.lgkm;
    std::vector<uint64_t> need;
    if (vm && nvm >= kMaxCount - 1)
      for (const Pend& p : st_.pend)
        if (p.vm) { need.push_back(p.id); break; }
    if (lgkm && nlgkm >= kMaxCount - 1)
      for (const Pend& p : st_.pend)
        if (p.lgkm) { need.push_back(p.id); break; }
    wait_for(need);
  }

  // ---- wait states ----
  void hazards(const AInst& a) {
    int need = 0;
    if (a.lane_select_sgpr) need = std::max(need, kLaneSelAfterValuSgpr - st_.valu_w[a.reads.back()]);
    if (a.dpp) {
      need = std::max(need, kDppAfterValuVgpr - st_.valu_w[a.reads.front()]);
      need = std::max(need, kDppAfterValuExec - std::min(st_.valu_w[kExecLo], st_.valu_w[kExecHi]));
    }
    if (a.valu)
      for (int w : a.writes)
        if (w < kSgprBase) need = std::max(need, kValuAfterWideStore - st_.wide_st[w]);
    if (need > 0) line(fmt::format("s_nop {}", need - 1)), st_.advance(need - 1);
  }

  void emit(const AInst& a) {
    resolve(a);
    hazards(a);
    line(a.text);
    if (a.valu)
      for (int w : a.writes) st_.valu_w[w] = 0;
    // A saveexec may enable lanes the enclosing region's entry EXEC had off (even lanes that do
    // not exist in a partial wave): clip EXEC to that region's saved mask, or to the launch EXEC
    // at top level (where the shrinker may hoist it).
    if (!a.valu && std::count(a.writes.begin(), a.writes.end(), kExecLo)) {
      const int q = if_depth_ > 0 ? Layout::kExecSave0 + 4 * (if_depth_ - 1) : Layout::kLaunchExec;
      line(fmt::format("s_and_b64 exec, exec, s[{}:{}]", q, q + 1));
    }
  }

  // What the fixed prologue must set up for this plan.
  void scan(const std::vector<Node>& nodes) {
    using K = AInst::Kind;
    for (const Node& n : nodes) {
      if (n.kind == Node::Kind::LdsExchange) need_lds_ = true;
      if (n.kind == Node::Kind::Inst) {
        const K k = n.inst.kind;
        need_exec_ |= k == K::Alu && !n.inst.valu && std::count(n.inst.writes.begin(), n.inst.writes.end(), kExecLo);
        need_slice_ |= k == K::FlatLoad || k == K::FlatStore;
        need_atomic_ |= k == K::FlatAtomic;
        need_lds_ |= k == K::DsLoad || k == K::DsStore || k == K::DsAtomic;
        need_st64_ |= n.inst.st64;
        need_smem_ |= k == K::Smem;
        need_mubuf_ |= k == K::BufLoad || k == K::BufStore;
      }
      for (const auto& kid : n.kids) scan(kid);
    }
  }

  void salu(std::string text, std::vector<int> reads, std::vector<int> writes) {
    AInst a;
    a.text = std::move(text);
    a.reads = std::move(reads);
    a.writes = std::move(writes);
    emit(a);
  }

  AInst valu(std::string text, std::vector<int> reads, std::vector<int> writes) {
    AInst a;
    a.text = std::move(text);
    a.reads = std::move(reads);
    a.writes = std::move(writes);
    a.valu = true;
    return a;
  }

  static std::string vr(int v, int n) { return n == 1 ? fmt::format("v{}", v) : fmt::format("v[{}:{}]", v, v + n - 1); }
  static std::string sr(int s, int n) { return n == 1 ? fmt::format("s{}", s) : fmt::format("s[{}:{}]", s, s + n - 1); }

  void memory(const AInst& m) {
    using K = AInst::Kind;
    AInst a;
    a.kind = m.kind;
    auto regs = [](int base, int n) {
      std::vector<int> r;
      for (int i = 0; i < n; ++i) r.push_back(base + i);
      return r;
    };
    bool vm = false, lgkm = true, lds = false;
    std::vector<int> dst;
    switch (m.kind) {
      case K::FlatLoad:
      case K::FlatStore:
        emit(valu(fmt::format("v_add_u32 v4, vcc, {}, v2", m.offset), {2}, {4, kVccLo, kVccHi}));
        emit(valu("v_addc_u32 v5, vcc, 0, v3, vcc", {3, kVccLo, kVccHi}, {5, kVccLo, kVccHi}));
        vm = true;
        if (m.kind == K::FlatLoad) {
          dst = regs(m.vdst, m.data_dwords);
          a.text = fmt::format("{} {}, v[4:5]", m.text, vr(m.vdst, m.data_dwords));
          a.reads = {4, 5};
        } else {
          a.text = fmt::format("{} v[4:5], {}", m.text, vr(m.vdata, m.data_dwords));
          a.reads = regs(m.vdata, m.data_dwords);
          a.reads.insert(a.reads.end(), {4, 5});
        }
        break;
      case K::FlatAtomic:
        vm = true;
        a.reads = regs(m.vdata, m.data_dwords);
        a.reads.insert(a.reads.end(), {6, 7});
        if (m.returns) {
          dst = {m.vdst};
          a.text = fmt::format("{} v{}, v[6:7], {} glc", m.text, m.vdst, vr(m.vdata, m.data_dwords));
        } else {
          a.text = fmt::format("{} v[6:7], {}", m.text, vr(m.vdata, m.data_dwords));
        }
        break;
      case K::DsLoad: {
        lds = true;
        dst = regs(m.vdst, m.data_dwords);
        const int ad = m.st64 ? Layout::kSt64Addr : 1;
        a.reads = {ad};
        a.text = m.text.find("2_b") != std::string::npos || m.st64
                     ? fmt::format("{} {}, v{} offset0:{} offset1:{}", m.text, vr(m.vdst, m.data_dwords), ad,
                                   m.offset & 0xff, m.offset >> 8)
                     : fmt::format("{} {}, v{} offset:{}", m.text, vr(m.vdst, m.data_dwords), ad, m.offset);
        break;
      }
      case K::DsStore: {
        lds = true;
        const int ad = m.st64 ? Layout::kSt64Addr : 1;
        a.reads = regs(m.vdata, m.data_dwords);
        a.reads.push_back(ad);
        if (m.text.find("2_b") != std::string::npos || m.st64) {
          const int half = m.data_dwords / 2;
          a.text = fmt::format("{} v{}, {}, {} offset0:{} offset1:{}", m.text, ad, vr(m.vdata, half),
                               vr(m.vdata + half, half), m.offset & 0xff, m.offset >> 8);
        } else {
          a.text = fmt::format("{} v{}, {} offset:{}", m.text, ad, vr(m.vdata, m.data_dwords), m.offset);
        }
        break;
      }
      case K::BufLoad:
      case K::BufStore: {
        vm = true;
        lgkm = false;
        static const char* kVaddr[] = {"off", "v{}", "v{}", "v[{}:{}]"};
        static const char* kFlags[] = {"", " offen", " idxen", " idxen offen"};
        const int va = m.addr_mode == 1 ? Layout::kSliceOff : Layout::kItem;
        const std::string vaddr = fmt::format(kVaddr[m.addr_mode], va, va + 1);
        const std::string soff = m.addr_mode == 0 ? "0" : fmt::format("s{}", Layout::kRoOff);
        a.reads = {sreg(Layout::kRsrc), sreg(Layout::kRsrc + 1), sreg(Layout::kRsrc + 2), sreg(Layout::kRsrc + 3)};
        if (m.addr_mode) a.reads.push_back(sreg(Layout::kRoOff));
        if (m.addr_mode == 1) a.reads.push_back(Layout::kSliceOff);
        if (m.addr_mode >= 2) a.reads.push_back(Layout::kItem);
        if (m.addr_mode == 3) a.reads.push_back(Layout::kItem + 1);
        const int data = m.kind == K::BufLoad ? m.vdst : m.vdata;
        const std::string head = fmt::format("{} {}, {}, s[{}:{}], {}{} offset:{}", m.text, vr(data, m.data_dwords), vaddr,
                                             Layout::kRsrc, Layout::kRsrc + 3, soff, kFlags[m.addr_mode], m.offset);
        if (m.kind == K::BufLoad) {
          dst = regs(m.vdst, m.data_dwords);
          a.text = head + (m.returns ? " glc" : "");
        } else {
          const auto d = regs(m.vdata, m.data_dwords);
          a.reads.insert(a.reads.end(), d.begin(), d.end());
          a.text = head;
        }
        break;
      }
      case K::DsAtomic:
        lds = true;
        emit(valu("v_and_b32 v5, 3, v0", {0}, {5}));
        emit(valu("v_lshlrev_b32 v5, 4, v5", {5}, {5}));
        a.reads = regs(m.vdata, m.data_dwords);
        a.reads.push_back(5);
        {
          std::string data = fmt::format("v{}", m.vdata);
          if (m.data_dwords == 2) data += fmt::format(", v{}", m.vdata + 1);  // DATA0, DATA1
          if (m.returns) {
            dst = {m.vdst};
            a.text = fmt::format("{} v{}, v5, {} offset:{}", m.text, m.vdst, data, atomic_base() + m.offset);
          } else {
            a.text = fmt::format("{} v5, {} offset:{}", m.text, data, atomic_base() + m.offset);
          }
        }
        break;
      case K::Smem:
        dst.clear();
        for (int i = 0; i < m.data_dwords; ++i) dst.push_back(sreg(m.vdst + i));
        a.reads = {sreg(Layout::kBase), sreg(Layout::kBase + 1)};
        a.text = fmt::format("{} {}, {}, 0x{:x}", m.text, sr(m.vdst, m.data_dwords), sr(Layout::kBase, 2), m.offset);
        break;
      case K::Alu:
        break;
    }
    a.writes = dst;
    make_room(vm, lgkm);
    resolve(a);
    hazards(a);
    line(a.text);
    if ((m.kind == K::FlatStore || m.kind == K::BufStore) && m.data_dwords > 2)
      for (int i = 0; i < m.data_dwords; ++i) st_.wide_st[m.vdata + i] = 0;
    st_.pend.push_back({next_id_++, vm, lgkm, lds, dst});
  }

  // ---- structure ----
  void list(const std::vector<Node>& nodes, int if_depth, int loop_depth) {
    for (const Node& n : nodes) {
      if_depth_ = if_depth;
      node(n, if_depth, loop_depth);
    }
  }

  void node(const Node& n, int if_depth, int loop_depth) {
    switch (n.kind) {
      case Node::Kind::Inst:
        if (n.inst.kind == AInst::Kind::Alu) emit(n.inst);
        else memory(n.inst);
        return;
      case Node::Kind::Straight:
        for (const auto& k : n.kids) list(k, if_depth, loop_depth);
        return;
      case Node::Kind::IfElse: {
        const int q = Layout::kExecSave0 + 4 * if_depth, e = q + 2;
        const int id = label_++;
        for (const AInst& c : n.cond) emit(c);
        AInst save;
        save.text = fmt::format("s_and_saveexec_b64 s[{}:{}], vcc", q, q + 1);
        save.reads = {kVccLo, kVccHi};
        save.writes = {sreg(q), sreg(q + 1), kExecLo, kExecHi};
        resolve(save);  // not emit(): this saveexec only narrows EXEC, no clip
        line(save.text);
        line(fmt::format("s_xor_b64 s[{}:{}], s[{}:{}], exec", e, e + 1, q, q + 1));
        line(fmt::format("s_cbranch_execz .Lelse{}", id));
        State taken = st_;
        list(n.kids[0], if_depth + 1, loop_depth);
        st_.merge(taken);
        label(fmt::format(".Lelse{}", id));
        line(fmt::format("s_mov_b64 exec, s[{}:{}]", e, e + 1));
        if (n.kids.size() > 1 && !n.kids[1].empty()) {
          line(fmt::format("s_cbranch_execz .Lend{}", id));
          taken = st_;
          list(n.kids[1], if_depth + 1, loop_depth);
          st_.merge(taken);
          label(fmt::format(".Lend{}", id));
        }
        line(fmt::format("s_mov_b64 exec, s[{}:{}]", q, q + 1));
        return;
      }
      case Node::Kind::UniformIf: {
        const int id = label_++;
        for (const AInst& c : n.cond) emit(c);
        line(fmt::format("{} .Lskip{}", n.branch, id));
        State taken = st_;
        list(n.kids[0], if_depth, loop_depth);
        st_.merge(taken);
        label(fmt::format(".Lskip{}", id));
        return;
      }
      case Node::Kind::Loop: {
        const int id = label_++, s = Layout::kLoop0 + loop_depth;
        line(fmt::format("s_mov_b32 s{}, {}", s, n.trip));
        const uint64_t first = next_id_;
        label(fmt::format(".Lloop{}", id));
        list(n.kids[0], if_depth, loop_depth + 1);
        // Nothing issued in the body may still be outstanding at the back edge, and every
        // wait-state distance must be met again at the loop head (3 tail instructions count).
        wait_counters_of(first == 0 ? 0 : first - 1);
        const int d = st_.min_distance() + 3;
        if (d < kDppAfterValuExec) line(fmt::format("s_nop {}", kDppAfterValuExec - d - 1)), st_.advance(kDppAfterValuExec - d - 1);
        line(fmt::format("s_sub_u32 s{0}, s{0}, 1", s));
        line(fmt::format("s_cmp_lg_u32 s{}, 0", s));
        line(fmt::format("s_cbranch_scc1 .Lloop{}", id));
        return;
      }
      case Node::Kind::Call: {
        // The body runs between the call and the return, so the counters and wait-state
        // distances simply carry on through it; only its text goes after s_endpgm.
        const int id = label_++, t = Layout::kTarget, r = Layout::kRet;
        line(fmt::format("s_getpc_b64 s[{}:{}]", t, t + 1));
        label(fmt::format(".Lpc{}", id));
        line(fmt::format("s_add_u32 s{0}, s{0}, .Lfn{1}-.Lpc{1}", t, id));
        line(fmt::format("s_addc_u32 s{0}, s{0}, 0", t + 1));
        line(fmt::format("s_swappc_b64 s[{}:{}], s[{}:{}]", r, r + 1, t, t + 1));
        std::string caller;
        std::swap(caller, out_);
        label(fmt::format(".Lfn{}", id));
        list(n.kids[0], if_depth, loop_depth);
        line(fmt::format("s_setpc_b64 s[{}:{}]", r, r + 1));
        funcs_ += out_;
        out_ = std::move(caller);
        return;
      }
      case Node::Kind::LdsExchange: {
        const uint32_t base = region(exchanges_++);
        AInst rd;
        rd.reads = {n.inst.vdata};
        resolve(rd);
        emit(valu("v_lshlrev_b32 v5, 2, v0", {0}, {5}));
        line(fmt::format("ds_write_b32 v5, v{} offset:{}", n.inst.vdata, base));
        st_.pend.push_back({next_id_++, false, true, true, {}});
        emit(valu(fmt::format("v_add_u32 v4, vcc, {}, v0", n.param), {0}, {4, kVccLo, kVccHi}));
        emit(valu(fmt::format("v_and_b32 v4, {}, v4", wg_ - 1), {4}, {4}));
        emit(valu("v_lshlrev_b32 v4, 2, v4", {4}, {4}));
        wait_all_lgkm();
        line("s_barrier");
        AInst r;
        r.kind = AInst::Kind::DsLoad;
        r.text = fmt::format("ds_read_b32 v{}, v4 offset:{}", n.inst.vdst, base);
        r.reads = {4};
        r.writes = {n.inst.vdst};
        make_room(false, true);
        resolve(r);
        line(r.text);
        st_.pend.push_back({next_id_++, false, true, true, {n.inst.vdst}});
        return;
      }
    }
  }

  void prologue() {
    if (need_exec_) line(fmt::format("s_mov_b64 s[{}:{}], exec", Layout::kLaunchExec, Layout::kLaunchExec + 1));
    const bool need_base = need_slice_ || need_atomic_ || need_smem_ || need_mubuf_;
    const int b = Layout::kBase;
    if (need_base) {
      line(fmt::format("s_load_dwordx2 s[{}:{}], s[0:1], 0x0", b, b + 1));
      st_.pend.push_back({next_id_++, false, true, false, {sreg(b), sreg(b + 1)}});
    }
    if (need_lds_) {
      line("s_mov_b32 m0, -1");
      line("s_nop 0");  // SALU writes M0 -> LDS access (conservative, one wait state)
      emit(valu("v_lshlrev_b32 v1, 4, v0", {0}, {1}));
    }
    const uint32_t ro = Layout::kRoBytes;
    const uint32_t atom = ro + total_items() * Layout::kSliceBytes;
    const int it = Layout::kItem, so = Layout::kSliceOff;
    if (need_slice_ || need_mubuf_) {  // v41 = work-item index, v40 = its slice offset
      salu(fmt::format("s_mul_i32 s{}, s2, {}", Layout::kSliceTmp, wg_), {sreg(2)}, {sreg(Layout::kSliceTmp)});
      emit(valu(fmt::format("v_add_u32 v{}, vcc, s{}, v0", it, Layout::kSliceTmp), {sreg(Layout::kSliceTmp), 0},
                {it, kVccLo, kVccHi}));
      emit(valu(fmt::format("v_lshlrev_b32 v{}, 6, v{}", so, it), {it}, {so}));
      emit(valu(fmt::format("v_add_u32 v{0}, vcc, 0x{1:x}, v{0}", so, ro), {so}, {so, kVccLo, kVccHi}));
    }
    if (need_slice_) {
      emit(valu(fmt::format("v_add_u32 v2, vcc, s{}, v{}", b, so), {so, sreg(b)}, {2, kVccLo, kVccHi}));
      emit(valu(fmt::format("v_mov_b32 v3, s{}", b + 1), {sreg(b + 1)}, {3}));
      emit(valu("v_addc_u32 v3, vcc, 0, v3, vcc", {3, kVccLo, kVccHi}, {3, kVccLo, kVccHi}));
    }
    if (need_mubuf_) {  // V#: base, stride 64, NUM_RECORDS = buffer bytes, no swizzle, DST_SEL identity
      const int q = Layout::kRsrc;
      emit(valu(fmt::format("v_subrev_u32 v{0}, vcc, 0x{1:x}, v{0}", so, ro), {so}, {so, kVccLo, kVccHi}));
      emit(valu(fmt::format("v_mov_b32 v{}, 0", it + 1), {}, {it + 1}));
      salu(fmt::format("s_mov_b32 s{}, s{}", q, b), {sreg(b)}, {sreg(q)});
      salu(fmt::format("s_and_b32 s{}, s{}, 0xffff", q + 1, b + 1), {sreg(b + 1)}, {sreg(q + 1), kScc});
      salu(fmt::format("s_or_b32 s{0}, s{0}, 0x{1:x}", q + 1, Layout::kSliceBytes << 16), {sreg(q + 1)},
           {sreg(q + 1), kScc});
      salu(fmt::format("s_mov_b32 s{}, 0x{:x}", q + 2, buffer_bytes(p_.config)), {}, {sreg(q + 2)});
      salu(fmt::format("s_mov_b32 s{}, 0x27fac", q + 3), {}, {sreg(q + 3)});
      salu(fmt::format("s_movk_i32 s{}, 0x{:x}", Layout::kRoOff, ro), {}, {sreg(Layout::kRoOff)});
    }
    if (need_atomic_) {
      emit(valu("v_and_b32 v6, 15, v0", {0}, {6}));
      emit(valu("v_lshlrev_b32 v6, 2, v6", {6}, {6}));
      emit(valu(fmt::format("v_add_u32 v6, vcc, 0x{:x}, v6", atom), {6}, {6, kVccLo, kVccHi}));
      emit(valu(fmt::format("v_add_u32 v6, vcc, s{}, v6", b), {6, sreg(b)}, {6, kVccLo, kVccHi}));
      emit(valu(fmt::format("v_mov_b32 v7, s{}", b + 1), {sreg(b + 1)}, {7}));
      emit(valu("v_addc_u32 v7, vcc, 0, v7, vcc", {7, kVccLo, kVccHi}, {7, kVccLo, kVccHi}));
    }
  }

  // Every LDS byte a program can read is written first: each lane's private bytes, its slot in
  // every exchange region, and (by every lane, with 0) the shared atomic words.
  void lds_init() {
    emit(valu("v_mov_b32 v4, 0", {}, {4}));
    line("ds_write2_b32 v1, v4, v4 offset0:0 offset1:1");
    line("ds_write2_b32 v1, v4, v4 offset0:2 offset1:3");
    emit(valu("v_lshlrev_b32 v5, 2, v0", {0}, {5}));
    for (uint32_t k = 0; k < Layout::kLdsExchangeRegions; ++k) line(fmt::format("ds_write_b32 v5, v4 offset:{}", region(k)));
    emit(valu("v_and_b32 v5, 15, v0", {0}, {5}));
    emit(valu("v_lshlrev_b32 v5, 2, v5", {5}, {5}));
    line(fmt::format("ds_write_b32 v5, v4 offset:{}", atomic_base()));
    if (need_st64_) {  // v43 = st64 base + wave * 1024 + (lane % 64) * 8; both 512-byte halves zeroed
      const int a = Layout::kSt64Addr;
      emit(valu(fmt::format("v_and_b32 v{}, 63, v0", a), {0}, {a}));
      emit(valu(fmt::format("v_lshlrev_b32 v{0}, 3, v{0}", a), {a}, {a}));
      emit(valu("v_and_b32 v5, 0xffffffc0, v0", {0}, {5}));
      emit(valu("v_lshlrev_b32 v5, 4, v5", {5}, {5}));
      emit(valu(fmt::format("v_add_u32 v{0}, vcc, v5, v{0}", a), {5, a}, {a, kVccLo, kVccHi}));
      emit(valu(fmt::format("v_add_u32 v{0}, vcc, 0x{1:x}, v{0}", a, st64_base()), {a}, {a, kVccLo, kVccHi}));
      emit(valu("v_mov_b32 v5, 0", {}, {5}));
      line(fmt::format("ds_write2st64_b64 v{}, v[4:5], v[4:5] offset0:0 offset1:1", a));
    }
    line("s_waitcnt lgkmcnt(0)");  // also completes the kernarg load
    st_.pend.erase(std::remove_if(st_.pend.begin(), st_.pend.end(), [](const Pend& p) { return p.lgkm; }), st_.pend.end());
    if (p_.config.waves > 1) line("s_barrier");
  }

  uint32_t total_items() const { return p_.config.groups * wg_; }

  const Plan& p_;
  const uint32_t wg_;
  State st_;
  std::string out_;
  uint64_t next_id_ = 1;
  int label_ = 0, if_depth_ = 0;
  bool need_exec_ = false, need_slice_ = false, need_atomic_ = false, need_lds_ = false, need_smem_ = false;
  bool need_st64_ = false, need_mubuf_ = false;
  std::string funcs_;  // function bodies of Call nodes, placed after s_endpgm
  uint32_t exchanges_ = 0;
};

}  // namespace

std::string lower_body(const Plan& p) { return Lowerer(p).run(); }

}  // namespace gcn::rnd
