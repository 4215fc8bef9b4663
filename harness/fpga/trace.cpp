#include "harness/fpga/trace.h"

#include <cstring>
#include <fstream>

#include <fmt/format.h>

#include "golden/common/error.h"
#include "verilator/port_contract.h"

namespace gcn::fpga {

// The trace's record kinds reuse the retire port's beat kinds (fpga_map.h).
static_assert(TK_INST == port::kRbInst && TK_EXEC == port::kRbExec && TK_SGPR == port::kRbSgpr &&
              TK_SCC == port::kRbScc && TK_VGPR == port::kRbVgpr && TK_MEM == port::kRbMem &&
              TK_END == port::kRbEnd && TK_UNIMPL == port::kRbUnimpl && TK_WB_SGPR == port::kRbWbSgpr &&
              TK_WB_VGPR == port::kRbWbVgpr && TK_DONE == port::kRbDone);

void write_trace_file(const std::string& path, uint32_t lanes, uint32_t waves, const std::vector<uint8_t>& stream) {
  std::ofstream f(path, std::ios::binary);
  if (!f) throw Error(fmt::format("cannot write trace {}", path));
  FileHeader h{};
  std::memcpy(h.magic, kFileMagic, sizeof h.magic);
  h.version = kTraceVersion;
  h.lanes_per_cycle = lanes;
  h.num_waves = waves;
  h.stream_bytes = stream.size();
  f.write(reinterpret_cast<const char*>(&h), sizeof h);
  f.write(reinterpret_cast<const char*>(stream.data()), std::streamsize(stream.size()));
  if (!f) throw Error(fmt::format("cannot write trace {}", path));
}

TraceFile read_trace_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw Error(fmt::format("cannot open trace {}", path));
  TraceFile t;
  f.read(reinterpret_cast<char*>(&t.header), sizeof t.header);
  if (f.gcount() != std::streamsize(sizeof t.header))
    throw Error(fmt::format("trace {}: truncated header ({} of {} bytes)", path, f.gcount(), sizeof t.header));
  if (std::memcmp(t.header.magic, kFileMagic, sizeof kFileMagic) != 0)
    throw Error(fmt::format("trace {}: not a gcn-cosim trace (bad magic)", path));
  if (t.header.version != kTraceVersion)
    throw Error(fmt::format("trace {}: format version {} (this build reads {})", path, t.header.version, kTraceVersion));
  const uint32_t l = t.header.lanes_per_cycle;
  if (l == 0 || l > 64 || 64 % l != 0 || t.header.num_waves == 0 || t.header.num_waves > 64)
    throw Error(fmt::format("trace {}: bad header (lanes per cycle {}, wave slots {})", path, l, t.header.num_waves));
  t.stream.assign(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
  if (t.stream.size() != t.header.stream_bytes)
    throw Error(fmt::format("trace {}: truncated: the header announces {} stream bytes, the file holds {}", path,
                            t.header.stream_bytes, t.stream.size()));
  return t;
}

TraceReader::TraceReader(const TraceFile& file, const Dispatcher& dispatch, const Memory& code)
    : s_(file.stream), d_(dispatch), code_(code), lanes_(file.header.lanes_per_cycle) {
  const uint32_t slots = file.header.num_waves;
  npc_.assign(slots, 0);
  exec_.assign(slots, 0);
  npc_ok_.assign(slots, false);
  exec_ok_.assign(slots, false);
}

void TraceReader::bad(const std::string& what) const {
  throw Error(fmt::format("trace: {} (packet at stream byte {})", what, pkt_at_));
}

uint32_t TraceReader::unit() {
  if (pos_ + 4 > s_.size())
    throw Error(fmt::format("trace: truncated: the stream ends at byte {} inside the packet at byte {}", s_.size(),
                            pkt_at_));
  uint32_t u;
  std::memcpy(&u, s_.data() + pos_, 4);
  pos_ += 4;
  ++st_.units;
  return u;
}

void TraceReader::feed(uint32_t kind, bool last, uint32_t slot, uint32_t idx, uint64_t a, uint64_t b,
                       const uint32_t* data) {
  ++st_.beats;
  dec_.beat(kind, last, slot, idx, a, b, data, int(lanes_), time_);
}

void TraceReader::packet() {
  pkt_at_ = pos_;
  const uint32_t h = unit();
  if (on_packet) on_packet(pkt_at_, h);
  ++st_.packets;
  const uint32_t kind = h & 0xF;
  const bool last = (h >> kHdrLastLsb) & 1;
  const uint32_t slot = (h >> kHdrSlotLsb) & 0x3F;
  const uint32_t arg = h >> kHdrArgLsb;
  if (slot >= npc_.size()) bad(fmt::format("wave slot {} out of range", slot));
  // The RTL always follows INST with EXEC; the encoder drops an EXEC equal to the slot's last.
  if (after_inst_ && kind != TK_EXEC) {
    if (!exec_ok_[inst_slot_]) bad("EXEC squashed before any EXEC of the slot");
    uint32_t none[64] = {};
    feed(port::kRbExec, false, inst_slot_, 0, exec_[inst_slot_], 0, none);
  }
  after_inst_ = false;
  uint32_t data[64] = {};
  auto u64 = [&] {
    const uint64_t lo = unit();
    return lo | uint64_t(unit()) << 32;
  };
  auto time = [&](uint32_t field) {
    time_ += field == kTimeEscape ? unit() : field;
  };
  switch (kind) {
    case TK_INST: {
      const uint32_t size = get(arg, kInstSize);
      const uint64_t pc = get(arg, kInstPc) ? u64() : npc_[slot];
      if (!get(arg, kInstPc) && !npc_ok_[slot]) bad("predicted PC before any instruction of the slot");
      if (size != 4 && size != 8 && size != 12) bad(fmt::format("instruction size {}", size));
      try {
        code_.read(pc, data, size);
      } catch (const Error&) {
        bad(fmt::format("PC 0x{:x} is outside the code image", pc));
      }
      ipc_ = pc;
      isize_ = size;
      after_inst_ = true;
      inst_slot_ = slot;
      feed(port::kRbInst, last, slot, get(arg, kInstOp), pc, size, data);
      break;
    }
    case TK_EXEC: {
      const uint64_t e = u64();
      exec_[slot] = e;
      exec_ok_[slot] = true;
      feed(port::kRbExec, last, slot, 0, e, 0, data);
      break;
    }
    case TK_SGPR:
    case TK_WB_SGPR:
      feed(kind, last, slot, get(arg, kSgprIdx), unit(), 0, data);
      break;
    case TK_SCC:
      feed(port::kRbScc, last, slot, 0, get(arg, kSccVal), 0, data);
      break;
    case TK_VGPR:
    case TK_WB_VGPR: {
      const uint32_t lane = get(arg, kVgprLane);
      if (lane % lanes_ != 0) bad(fmt::format("VGPR lane group starting at lane {}", lane));
      uint64_t gmask = 0;
      for (uint32_t m = 0; m < (lanes_ + 31) / 32; ++m) gmask |= uint64_t(unit()) << (32 * m);
      if (gmask)
        for (uint32_t l = 0; l < lanes_; ++l) data[l] = unit();
      if (lanes_ < 64) gmask &= (1ull << lanes_) - 1;
      feed(kind, last, slot, get(arg, kVgprReg), gmask << lane, lane, data);
      break;
    }
    case TK_MEM: {
      const uint32_t dwords = get(arg, kMemDwords);
      const uint64_t addr = u64();
      for (uint32_t d = 0; d < dwords && d < 4; ++d) data[d] = unit();
      const uint64_t b = port::kMemSize.put(get(arg, kMemSize)) | port::kMemKind.put(get(arg, kMemKind)) |
                         port::kMemSpace.put(get(arg, kMemSpace)) | port::kMemDwords.put(dwords);
      feed(port::kRbMem, last, slot, get(arg, kMemLane), addr, b, data);
      break;
    }
    case TK_MEMG: {
      const uint64_t b = u64();
      const uint32_t lane = uint32_t(port::kMemGLane.get(b));
      if (lane % lanes_ != 0) bad(fmt::format("memory-effect lane group starting at lane {}", lane));
      uint64_t gmask = 0;
      for (uint32_t m = 0; m < (lanes_ + 31) / 32; ++m) gmask |= uint64_t(unit()) << (32 * m);
      for (uint32_t l = 0; l < lanes_; ++l) data[l] = unit();
      if (lanes_ < 64) gmask &= (1ull << lanes_) - 1;
      feed(port::kRbMemG, last, slot, get(arg, kMemgPart), gmask << lane, b, data);
      break;
    }
    case TK_END: {
      const uint64_t npc = get(arg, kEndPc) ? u64() : ipc_ + isize_;
      time(get(arg, kEndTime));
      npc_[slot] = npc;
      npc_ok_[slot] = true;
      ++st_.instructions;
      feed(port::kRbEnd, last, slot, get(arg, kEndEvent), npc, port::kCntVm.put(get(arg, kEndVm)) | port::kCntLgkm.put(get(arg, kEndLgkm)), data);
      break;
    }
    case TK_UNIMPL: {
      const uint64_t pc = u64();
      for (int w = 0; w < 3; ++w) data[w] = unit();
      time_ += unit();
      feed(port::kRbUnimpl, last, slot, get(arg, kUnimplOp), pc, get(arg, kUnimplSize), data);
      break;
    }
    case TK_DONE: {
      const uint64_t pc = u64();
      time(get(arg, kDoneTime));
      ++st_.completions;
      feed(port::kRbDone, last, slot, get(arg, kDoneCnt), pc, port::kCntVm.put(get(arg, kDoneVm)) | port::kCntLgkm.put(get(arg, kDoneLgkm)), data);
      break;
    }
    case TK_LAUNCH: {
      const uint32_t wave = unit();
      if (dec_.record_open()) {
        // Allowed: another slot's record may be open; the renamed slot's identity applies to
        // records that start after this packet (as in gcn::RtlCu).
      }
      const uint32_t per = d_.waves_per_group();
      if (wave >= d_.total_waves()) bad(fmt::format("launch of wave {} (the dispatch has {})", wave, d_.total_waves()));
      auto it = groups_.find(wave / per);
      if (it == groups_.end()) it = groups_.emplace(wave / per, d_.group_waves(wave / per)).first;
      dec_.rename(slot, wave, it->second.at(wave % per).group_id);
      break;
    }
    case TK_EOD:
      st_.eod_instructions = unit();
      st_.eod_completions = unit();
      eod_ = true;
      break;
    case TK_PAD:
      if (h != TK_PAD) bad(fmt::format("malformed PAD unit 0x{:08x}", h));
      break;
    default:
      bad(fmt::format("unknown packet kind {}", kind));
  }
}

bool TraceReader::next(RtlEvent& e) {
  auto& ev = dec_.events();
  while (ev.empty()) {
    if (eod_) {
      if (dec_.record_open()) bad("the stream ends inside a record");
      if (st_.eod_instructions != st_.instructions || st_.eod_completions != st_.completions)
        throw Error(fmt::format("trace: the end-of-dispatch packet counts {} instruction and {} completion records, "
                                "the stream holds {} and {} (records dropped)",
                                st_.eod_instructions, st_.eod_completions, st_.instructions, st_.completions));
      return false;
    }
    if (pos_ >= s_.size())
      throw Error(fmt::format("trace: truncated: the stream ends at byte {} before the end-of-dispatch packet", pos_));
    packet();
  }
  e = std::move(ev.front());
  ev.pop_front();
  return true;
}

}  // namespace gcn::fpga
