// Captured retire traces (docs/fpga.md): the capture file, and the decoder that turns the
// stream gcn_trace_enc wrote back into retire-port beats and gcn::RtlEvent records (through the
// same gcn::RetireDecoder the live RTL uses), recomputing what the encoder squashed.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "golden/dispatch/dispatcher.h"
#include "golden/mem/memory.h"
#include "harness/fpga/fpga_map.h"
#include "verilator/retire_decoder.h"

namespace gcn::fpga {

struct TraceFile {
  FileHeader header{};
  std::vector<uint8_t> stream;
};

// Throws gcn::Error("cannot write trace PATH") / ("trace PATH: ...") with one line.
void write_trace_file(const std::string& path, uint32_t lanes, uint32_t waves, const std::vector<uint8_t>& stream);
TraceFile read_trace_file(const std::string& path);

struct TraceStats {
  uint64_t packets = 0, units = 0;
  uint64_t beats = 0;           // retire-port beats rebuilt (squashed EXEC beats included)
  uint64_t instructions = 0, completions = 0;
  uint64_t eod_instructions = 0, eod_completions = 0;
};

class TraceReader {
 public:
  // `code`: memory holding the code image (instruction words are read from it at each PC).
  TraceReader(const TraceFile& file, const Dispatcher& dispatch, const Memory& code);
  // The next record; false after the end-of-dispatch packet (whose counts must match). Throws
  // gcn::Error on a truncated or malformed stream.
  bool next(RtlEvent& e);
  const TraceStats& stats() const { return st_; }
  // Called at the start of every packet with its stream byte offset and header (tests use it to
  // find the packets of a record).
  std::function<void(size_t offset, uint32_t header)> on_packet;
  // Bytes one retire-port beat occupies (the raw record this format compresses).
  uint32_t raw_beat_bytes() const { return (4 + 1 + 8 + 16 + 64 + 64 + lanes_ * 32 + 7) / 8; }

 private:
  uint32_t unit();                  // next unit; throws at the end of the stream
  void packet();                    // decodes one packet into beats
  void feed(uint32_t kind, bool last, uint32_t slot, uint32_t idx, uint64_t a, uint64_t b, const uint32_t* data);
  [[noreturn]] void bad(const std::string& what) const;

  const std::vector<uint8_t>& s_;
  const Dispatcher& d_;
  const Memory& code_;
  uint32_t lanes_;
  size_t pos_ = 0;          // byte offset of the next unit
  size_t pkt_at_ = 0;       // byte offset of the current packet
  bool eod_ = false;
  bool after_inst_ = false;  // the last packet was INST (an EXEC beat follows, maybe squashed)
  uint32_t inst_slot_ = 0;
  RetireDecoder dec_;
  std::vector<uint64_t> npc_, exec_;
  std::vector<bool> npc_ok_, exec_ok_;
  uint64_t ipc_ = 0;
  uint32_t isize_ = 0;
  uint64_t time_ = 0;
  std::map<uint32_t, std::vector<WaveState>> groups_;  // wave identities by group
  TraceStats st_;
};

}  // namespace gcn::fpga
