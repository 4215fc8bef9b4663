#include "verilator/retire_decoder.h"

#include <algorithm>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "verilator/port_contract.h"

namespace gcn {

namespace {
using namespace port;  // beat kinds and payload layouts (verilator/port_contract.h)

// The record's memory effect, started by its first RB_MEM / RB_MEMG beat from the MemEffect
// fields of b (RB_MEM_B, also the low bits of RB_MEMG_B).
MemEffect& mem_effect(Commit& c, uint64_t b) {
  if (c.mem.empty()) {
    MemEffect m;
    const uint64_t kind_bits = kMemKind.get(b), space_bits = kMemSpace.get(b);
    if (kind_bits > uint32_t(MemKind::Atomic) || space_bits > uint32_t(AddrSpace::Scratch))
      throw Error(fmt::format("RTL retire port: bad memory-effect field 0x{:x}", b));
    m.kind = MemKind(kind_bits);
    m.space = AddrSpace(space_bits);
    m.size = uint8_t(kMemSize.get(b));
    m.dwords = uint8_t(kMemDwords.get(b));
    m.data.assign(size_t(64) * m.dwords, 0);
    c.mem.push_back(std::move(m));
  }
  return c.mem.back();
}

VgprWrite& vgpr_entry(std::vector<VgprWrite>& v, uint16_t reg, uint64_t mask) {
  for (auto& w : v) {
    if (w.reg == reg) return w;
  }
  v.push_back(VgprWrite{reg, mask, {}});
  return v.back();
}
}  // namespace

void RetireDecoder::rename(uint32_t slot, uint32_t wave, const std::array<uint32_t, 3>& group) {
  if (slot >= kMaxSlots) throw Error(fmt::format("retire decoder: slot {} out of range", slot));
  slots_[slot] = SlotInfo{wave, group, 0};
}

void RetireDecoder::emit(uint64_t cycle) {
  // Retire-record contract (docs/retire-record.md): a VGPR write with an empty lane mask is no
  // write. The RTL's VALU retires its write beats even when EXEC = 0; golden records none.
  auto drop_empty = [](std::vector<VgprWrite>& v) {
    v.erase(std::remove_if(v.begin(), v.end(), [](const VgprWrite& w) { return w.mask == 0; }), v.end());
  };
  drop_empty(cur_.commit.vgpr);
  drop_empty(cur_.commit.load_writeback);
  cur_.cycle = cycle;
  events_.push_back(cur_);
  in_record_ = false;
}

void RetireDecoder::beat(uint32_t kind, bool last, uint32_t slot, uint32_t idx, uint64_t a, uint64_t b,
                         const uint32_t* data, int lanes, uint64_t cycle) {
  if (slot >= kMaxSlots) throw Error(fmt::format("RTL retire port: slot {} out of range", slot));
  SlotInfo& si = slots_[slot];
  Commit& c = cur_.commit;
  if (!in_record_) {
    in_record_ = true;
    c.clear();
    c.vgpr.clear();
    cur_.kind = (kind == kRbInst) ? RtlEvent::Kind::Retire
                : (kind == kRbUnimpl) ? RtlEvent::Kind::Unimplemented
                                      : RtlEvent::Kind::Completion;
    c.wave_slot = slot;
    c.wave = si.wave;
    c.group = si.group;
  }
  switch (kind) {
    case kRbInst:
      c.pc = a;
      c.size = uint8_t(kInstSize.get(b));
      c.words = {data[0], c.size > 4 ? data[1] : 0, c.size > 8 ? data[2] : 0};
      cur_.op = uint16_t(idx);
      break;
    case kRbExec:
      c.exec = a;
      break;
    case kRbSgpr:
    case kRbWbSgpr:
      c.sgpr.push_back({uint16_t(idx), uint32_t(a)});
      break;
    case kRbScc:
      c.scc_written = true;
      c.scc = a & 1;
      break;
    case kRbVgpr:
    case kRbWbVgpr: {
      VgprWrite& w = vgpr_entry(kind == kRbVgpr ? c.vgpr : c.load_writeback, uint16_t(idx), a);
      w.mask |= a;  // the RTL repeats the whole mask on every group's beat; a trace carries each group's part
      for (int l = 0; l < lanes && b + l < 64; ++l) w.data[b + l] = data[l];
      break;
    }
    case kRbMem: {
      MemEffect& m = mem_effect(c, b);
      const uint32_t lane = idx & 63;
      m.lane_mask |= 1ull << lane;
      m.addr[lane] = a;
      for (uint32_t d = 0; d < m.dwords && d < 4; ++d) m.data[lane * m.dwords + d] = data[d];
      break;
    }
    case kRbMemG: {
      // One lane group: part 0 gives the addresses (bits 63:32 in b), part 1 + d data dword d
      // of lanes whose addresses came before.
      MemEffect& m = mem_effect(c, b);
      const uint32_t first = uint32_t(kMemGLane.get(b));
      const uint64_t hi = kMemGAddrHi.get(b) << 32;
      if (idx > m.dwords || idx > 4 || (idx && (a & ~m.lane_mask)))
        throw Error(fmt::format("RTL retire port: memory-effect group beat part {} for lanes 0x{:x}", idx, a));
      for (int l = 0; l < lanes && first + l < 64; ++l) {
        const uint32_t lane = first + uint32_t(l);
        if (!(a >> lane & 1)) continue;
        if (idx == 0) {
          m.lane_mask |= 1ull << lane;
          m.addr[lane] = hi | data[l];
        } else {
          m.data[lane * m.dwords + idx - 1] = data[l];
        }
      }
      break;
    }
    case kRbEnd:
      c.next_pc = a;
      c.vmcnt = uint8_t(kCntVm.get(b));
      c.lgkmcnt = uint8_t(kCntLgkm.get(b));
      c.expcnt = uint8_t(kCntExp.get(b));
      c.event = WaveEvent::None;
      for (const Constant& ev : kEvents)
        if (idx == ev.value) c.event = WaveEvent(ev.value);
      c.order = order_++;
      c.wave_order = si.wave_order++;
      break;
    case kRbUnimpl:
      c.pc = a;
      c.size = uint8_t(kInstSize.get(b));
      c.words = {data[0], data[1], data[2]};
      cur_.op = uint16_t(idx);
      break;
    case kRbDone:
      cur_.completion.wave = si.wave;
      cur_.completion.counter = uint8_t(idx);
      cur_.completion.pc = a;
      c.vmcnt = uint8_t(kCntVm.get(b));
      c.lgkmcnt = uint8_t(kCntLgkm.get(b));
      break;
    default:
      throw Error(fmt::format("RTL retire port: unknown beat kind {}", kind));
  }
  if (last) emit(cycle);
}

}  // namespace gcn
