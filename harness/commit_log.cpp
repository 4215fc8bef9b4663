#include "harness/commit_log.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>

#include <algorithm>
#include <iterator>

#include "golden/common/error.h"
#include "golden/isa/decoder.h"
#include "golden/isa/disasm.h"
#include "golden/wave/wave_state.h"

namespace gcn {
namespace {

constexpr int kLanes = 64;

// Values of the lanes in `mask`, compact: one value when all are equal, `{B+S*lane}` when they
// step by a constant per lane number (three lanes or more), else the list in lane order.
template <typename Get>
std::string lane_values(uint64_t mask, Get get, int hex_digits) {
  int first = -1, second = -1, count = 0;
  bool same = true, progression = true;
  uint64_t v0 = 0;
  int64_t stride = 0;
  for (int lane = 0; lane < kLanes; ++lane) {
    if (!(mask >> lane & 1)) continue;
    const uint64_t v = get(lane);
    if (first < 0) {
      first = lane;
      v0 = v;
    } else {
      same = same && v == v0;
      if (second < 0) {
        second = lane;
        stride = int64_t(v - v0) / (second - first);
        progression = int64_t(v - v0) % (second - first) == 0;
      }
      progression = progression && v == v0 + uint64_t(stride * (lane - first));
    }
    ++count;
  }
  if (count == 0) return "[]";
  if (same) return fmt::format("0x{:0{}x}", v0, hex_digits);
  if (count >= 3 && progression) {
    const uint64_t base = v0 - uint64_t(stride * first);
    if (hex_digits == 8) return fmt::format("{{0x{:08x}{:+d}*lane}}", uint32_t(base), int32_t(stride));
    return fmt::format("{{0x{:x}{:+d}*lane}}", base, stride);
  }
  fmt::memory_buffer text;
  text.push_back('[');
  for (int lane = 0; lane < kLanes; ++lane)
    if (mask >> lane & 1) fmt::format_to(std::back_inserter(text), "{}0x{:0{}x}", text.size() > 1 ? " " : "", get(lane), hex_digits);
  text.push_back(']');
  return fmt::to_string(text);
}

std::string vgpr(const VgprWrite& w) {
  return fmt::format("v{}[0x{:016x}]={}", w.reg, w.mask, lane_values(w.mask, [&](int l) { return uint64_t{w.data[l]}; }, 8));
}

const char* space_name(AddrSpace s) {
  switch (s) {
    case AddrSpace::Global: return "global";
    case AddrSpace::Lds: return "lds";
    default: return "scratch";
  }
}

const char* kind_name(MemKind k) {
  switch (k) {
    case MemKind::Load: return "ld";
    case MemKind::Store: return "st";
    default: return "atomic";
  }
}

std::string mem(const MemEffect& m) {
  std::string text = fmt::format("{} {} {}B lanes 0x{:016x} addr {}", kind_name(m.kind), space_name(m.space), m.size,
                                 m.lane_mask, lane_values(m.lane_mask, [&](int l) { return m.addr[l]; }, 1));
  for (int i = 0; i < m.dwords && !m.data.empty(); ++i) {
    text += fmt::format(" data{} {}", m.dwords > 1 ? std::to_string(i) : "",
                        lane_values(m.lane_mask, [&](int l) {
                          const size_t at = size_t(l) * m.dwords + i;
                          return at < m.data.size() ? uint64_t{m.data[at]} : 0;
                        }, 8));
  }
  return text;
}

const char* event_name(WaveEvent e) {
  switch (e) {
    case WaveEvent::Halt: return "halt";
    case WaveEvent::BarrierArrive: return "barrier-arrive";
    case WaveEvent::BarrierRelease: return "barrier-release";
    case WaveEvent::Trap: return "trap";
    default: return "";
  }
}

std::string at_cycle(std::optional<uint64_t> cycle) { return cycle ? fmt::format(" @{}", *cycle) : ""; }

}  // namespace

std::string format_writebacks(uint32_t wave, uint64_t pc, const std::vector<VgprWrite>& vgprs,
                              const std::vector<SgprWrite>& sgprs, std::optional<uint64_t> cycle) {
  std::string lines;
  for (const VgprWrite& w : vgprs) lines += fmt::format("wb w{} pc 0x{:x} {}{}\n", wave, pc, vgpr(w), at_cycle(cycle));
  for (const SgprWrite& s : sgprs)
    lines += fmt::format("wb w{} pc 0x{:x} {}=0x{:08x}{}\n", wave, pc, sreg_name(s.idx), s.value, at_cycle(cycle));
  return lines;
}

std::string disasm_of(const Commit& c) {
  const Inst in = decode(c.words.data(), std::min<size_t>(3, c.size / 4));
  return in.info ? disasm(in) : fmt::format("<unknown 0x{:08x}>", c.words[0]);
}

std::string format_commit(const Commit& c, std::optional<uint64_t> cycle) {
  return format_commit(c, disasm_of(c), cycle);
}

std::string format_commit(const Commit& c, const std::string& text, std::optional<uint64_t> cycle) {
  std::string line = fmt::format("{} w{} #{} pc 0x{:x} exec 0x{:016x} {}", c.order, c.wave, c.wave_order, c.pc,
                                 c.exec, text);
  auto add = [&](const std::string& item) { line += " ; " + item; };
  for (const SgprWrite& s : c.sgpr) add(fmt::format("{}=0x{:08x}", sreg_name(s.idx), s.value));
  if (c.scc_written) add(fmt::format("scc={}", int(c.scc)));
  for (const VgprWrite& w : c.vgpr) add(vgpr(w));
  for (const MemEffect& m : c.mem) add(mem(m));
  if (c.event != WaveEvent::None) add(event_name(c.event));
  add(fmt::format("vm={} lgkm={} exp={}", c.vmcnt, c.lgkmcnt, c.expcnt));
  line += at_cycle(cycle) + "\n";
  return line + format_writebacks(c.wave, c.pc, c.load_writeback, c.sgpr_load_writeback, cycle);
}

CommitLog::CommitLog(const std::string& path, std::optional<uint32_t> only_wave)
    : path_(path), only_wave_(only_wave), file_(std::fopen(path.c_str(), "w")) {
  if (!file_) throw Error(fmt::format("cannot write the commit log {}: {}", path, std::strerror(errno)));
}

CommitLog::~CommitLog() {
  if (file_) std::fclose(file_);
}

void CommitLog::write(const Commit& c, std::optional<uint64_t> cycle) {
  if (only_wave_ && c.wave != *only_wave_) return;  // before formatting: --log-wave is cheap
  auto it = disasm_.find(c.pc);
  if (it == disasm_.end() || it->second.word0 != c.words[0])
    it = disasm_.insert_or_assign(c.pc, Text{c.words[0], disasm_of(c)}).first;
  put(c.wave, c.pc, format_commit(c, it->second.disasm, cycle), true);
}

void CommitLog::write_completion(const Completion& done, const Commit& data, uint64_t cycle) {
  if (only_wave_ && done.wave != *only_wave_) return;
  put(done.wave, done.pc, format_writebacks(done.wave, done.pc, data.load_writeback, data.sgpr, cycle), false);
}

void CommitLog::put(uint32_t wave, uint64_t pc, const std::string& text, bool instruction) {
  if (only_wave_ && wave != *only_wave_) return;
  if (std::fputs(text.c_str(), file_) < 0)
    throw Error(fmt::format("cannot write the commit log {}: {}", path_, std::strerror(errno)));
  if (instruction) {
    if (waves_.size() <= wave) waves_.resize(wave + 1);
    waves_[wave].last = lines_ + 1;
    waves_[wave].by_pc[pc] = lines_ + 1;
  }
  for (const char ch : text) lines_ += ch == '\n';
}

uint64_t CommitLog::line_of(uint32_t wave, uint64_t pc) const {
  if (wave >= waves_.size()) return 0;
  const auto it = waves_[wave].by_pc.find(pc);
  return it != waves_[wave].by_pc.end() ? it->second : waves_[wave].last;
}

void CommitLog::flush() {
  if (std::fflush(file_) != 0)
    throw Error(fmt::format("cannot write the commit log {}: {}", path_, std::strerror(errno)));
}

std::string log_pointer(CommitLog& log, uint32_t wave, uint64_t pc) {
  log.flush();
  return fmt::format("log: {} line {} (golden's record of wave {}, pc 0x{:x} or the last before it)", log.path(),
                     log.line_of(wave, pc), wave, pc);
}

}  // namespace gcn
