#include "harness/vectors/rtl_machine.h"

#include <cstring>

#include <fmt/format.h>

#include "harness/vectors/gen.h"
#include "verilator/rtl_cu.h"

namespace gcn::vec {

namespace gv = gcn_vectors;

namespace {

constexpr uint64_t kHelperBase = 0x100400000ull;  // loader/dumper programs
constexpr uint64_t kWatchdog = 20000;             // cycles without a retire
constexpr uint32_t kSEndpgm = 0xBF810000u;
constexpr uint32_t kRowBytes = 64 * 4;            // one ds_*_b32 over 64 lanes
constexpr uint32_t kMaxRows = 16;

void append(std::vector<uint32_t>& prog, const Inst& in) {
  const std::vector<uint32_t> w = encode_checked(in);
  if (w.empty()) throw Error(fmt::format("vectors: cannot encode helper instruction {}", in.info->name));
  prog.insert(prog.end(), w.begin(), w.end());
}

Inst waitcnt(uint32_t simm16) {
  Inst in = make_inst(Op::S_WAITCNT);
  in.simm16 = int32_t(simm16);
  return in;
}

// Loader (dump = false) or dumper program for `rows` rows of LDS; v0 = lane * 4, row data in
// v1..v16, dump addresses in v[20+2k : 21+2k].
std::vector<uint32_t> helper_program(uint32_t rows, bool dump) {
  std::vector<uint32_t> p;
  for (uint32_t k = 0; k < rows; ++k) {
    Inst in = make_inst(dump ? Op::DS_READ_B32 : Op::DS_WRITE_B32);
    in.vaddr = opnd::kVgpr0;
    in.offset = k * kRowBytes;
    (dump ? in.dst : in.vdata) = uint16_t(opnd::kVgpr0 + 1 + k);
    append(p, in);
  }
  append(p, waitcnt(0x007F));  // lgkmcnt(0)
  if (dump) {
    for (uint32_t k = 0; k < rows; ++k) {
      Inst in = make_inst(Op::FLAT_STORE_DWORD);
      in.vaddr = uint16_t(opnd::kVgpr0 + 20 + 2 * k);
      in.vdata = uint16_t(opnd::kVgpr0 + 1 + k);
      append(p, in);
    }
    append(p, waitcnt(0x0F70));  // vmcnt(0)
  }
  p.push_back(kSEndpgm);
  return p;
}

}  // namespace

RtlMachine::RtlMachine(uint64_t seed) : seed_(seed) {}
RtlMachine::~RtlMachine() = default;

void RtlMachine::fresh_cu() {
  cu_.reset();
  RtlCu::Config cfg;
  cfg.axi.seed = seed_;
  cu_ = std::make_unique<RtlCu>(mem_, cfg);
  cu_->reset();
}

Outcome RtlMachine::run(const gv::Vector& v) {
  if (v.waves.size() > size_t(RtlCu::kNumWaves))
    throw Error(fmt::format("vector {} has {} waves; the CU has {} wave slots", v.id, v.waves.size(), RtlCu::kNumWaves));
  const uint32_t rows = (v.lds_bytes + kRowBytes - 1) / kRowBytes;
  if (rows > kMaxRows) throw Error(fmt::format("vector {}: LDS of {} bytes is more than the RTL runner loads", v.id, v.lds_bytes));
  mem_ = initial_memory(v);
  std::vector<uint32_t> loader, dumper;
  if (rows) {
    loader = helper_program(rows, false);
    dumper = helper_program(rows, true);
    mem_.allocate_at("rtl_helpers", kHelperBase, 4096);
    Allocation& h = mem_.at(kHelperBase);
    for (size_t i = 0; i < 1024; ++i) {
      const uint32_t w = i < loader.size() ? loader[i] : i >= 512 && i - 512 < dumper.size() ? dumper[i - 512] : kSEndpgm;
      std::memcpy(&h.bytes[i * 4], &w, 4);
    }
    mem_.allocate_at("rtl_lds_dump", kDumpBase, rows * kRowBytes);
  }
  if (!cu_) fresh_cu();
  RtlCu& cu = *cu_;
  const uint64_t start = cu.cycles();
  Outcome o;
  for (size_t i = 0; i < v.waves.size(); ++i) {
    WaveOutcome& wo = o.waves.emplace_back();
    wo.state = initial_wave(v, i);
    wo.mode_known = false;
  }
  const RtlGroupInfo group{0, 0, v.lds_bytes, uint32_t(v.waves.size()), true};
  // Runs `waves` (slot = index) to completion, handing retire/completion records to `on`.
  auto run_waves = [&](const std::vector<WaveState>& waves, const RtlGroupInfo& g, auto&& on) {
    for (size_t i = 0; i < waves.size(); ++i) cu.launch(uint32_t(i), waves[i], g);
    size_t halted = 0;
    uint64_t last = cu.cycles();
    auto drain_events = [&]() {
      auto& ev = cu.events();
      while (!ev.empty()) {
        const RtlEvent& e = ev.front();
        if (e.kind == RtlEvent::Kind::Unimplemented) {
          const std::string msg = fmt::format("not implemented in RTL: {} at 0x{:x}",
                                              e.op < kNumOps ? std::string(info(Op(e.op)).name) : "undecodable",
                                              e.commit.pc);
          fresh_cu();  // the CU stops at an unimplemented instruction
          throw RtlUnimplemented(msg);
        }
        if (e.kind == RtlEvent::Kind::Retire) {
          last = cu.cycles();
          if (e.commit.event == WaveEvent::Halt) ++halted;
        }
        on(e);
        ev.pop_front();
      }
      if (!cu.axi().faults().empty()) {
        const std::string f = cu.axi().faults().front();
        fresh_cu();
        throw Error("AXI: " + f);
      }
    };
    while (halted < waves.size()) {
      cu.tick();
      drain_events();
      if (cu.cycles() - last > kWatchdog) {
        fresh_cu();
        throw Error(fmt::format("RTL hang: no retire for {} cycles ({} of {} waves halted)", kWatchdog, halted, waves.size()));
      }
    }
    for (int idle = 0; idle < 4;) {
      bool busy = cu.record_open();
      for (uint32_t s = 0; s < uint32_t(RtlCu::kNumWaves); ++s) busy |= cu.slot_busy(s);
      idle = busy ? 0 : idle + 1;
      cu.tick();
      drain_events();
      if (cu.cycles() - last > kWatchdog) {
        fresh_cu();
        throw Error("RTL hang: memory not drained");
      }
    }
  };
  auto helper_wave = [&](uint64_t pc, bool dump) {
    WaveState w;
    w.pc = pc;
    w.allocate_vgprs(dump ? 20 + 2 * rows : 1 + rows);
    w.set_exec(~0ull);
    w.sreg[opnd::kM0] = 0xFFFFFFFF;
    for (int l = 0; l < kWaveSize; ++l) {
      w.v(0, l) = uint32_t(l) * 4;
      for (uint32_t k = 0; k < rows; ++k) {
        if (!dump) {
          uint32_t x = 0;
          const size_t at = k * kRowBytes + uint32_t(l) * 4;
          if (at + 4 <= v.lds.size()) std::memcpy(&x, &v.lds[at], 4);
          w.v(1 + k, l) = x;
        } else {
          const uint64_t a = kDumpBase + k * kRowBytes + uint32_t(l) * 4;
          w.v(20 + 2 * k, l) = uint32_t(a);
          w.v(21 + 2 * k, l) = uint32_t(a >> 32);
        }
      }
    }
    return w;
  };
  if (rows) run_waves({helper_wave(kHelperBase, false)}, RtlGroupInfo{0, 0, v.lds_bytes, 1, true}, [](const RtlEvent&) {});
  std::vector<WaveState> waves;
  for (size_t i = 0; i < v.waves.size(); ++i) waves.push_back(initial_wave(v, i));
  run_waves(waves, group, [&](const RtlEvent& e) {
    const uint32_t slot = e.commit.wave_slot;
    if (slot >= o.waves.size()) throw Error(fmt::format("RTL retire record for unexpected slot {}", slot));
    WaveOutcome& wo = o.waves[slot];
    fold(wo, e.commit);
    if (e.kind != RtlEvent::Kind::Retire) return;
    if (!wo.first_counters) wo.first_counters = gv::Counters{e.commit.vmcnt, e.commit.lgkmcnt, e.commit.expcnt};
    ++wo.retired;
    if (e.commit.event == WaveEvent::Halt) wo.end_pc = e.commit.pc, wo.halted = true;
  });
  if (rows) {
    run_waves({helper_wave(kHelperBase + 2048, true)}, RtlGroupInfo{0, 0, v.lds_bytes, 1, true}, [](const RtlEvent&) {});
    const Allocation& d = mem_.at(kDumpBase);
    o.lds.assign(d.bytes.begin(), d.bytes.begin() + v.lds_bytes);
  }
  cycles_ += cu.cycles() - start;
  o.mem = mem_;
  return o;
}

}  // namespace gcn::vec
