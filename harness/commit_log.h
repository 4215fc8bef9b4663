// The commit log (`gcn-cosim run ... --log FILE [--log-wave N]`, format in docs/commit-log.md):
// one line per retired instruction, formatted from the retire record (gcn::Commit) alone, so
// every engine that produces Commits writes the same text. Load data that the record carries as
// a writeback gets its own `wb` line after the instruction.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "golden/commit/commit.h"

namespace gcn {

// The line of one retired instruction (disassembled from c.words), then a `wb` line for each
// load writeback the record carries (golden's loads write back at issue). `cycle`: the RTL cycle
// of the record, appended as `@N` (golden has none). Every line ends in '\n'.
std::string format_commit(const Commit& c, std::optional<uint64_t> cycle = std::nullopt);
// The same with the instruction's text given (CommitLog caches it per PC).
std::string format_commit(const Commit& c, const std::string& disasm, std::optional<uint64_t> cycle);
// LLVM-style text of the record's instruction words.
std::string disasm_of(const Commit& c);
// `wb` lines: load data reaching registers of `wave`, from the load at `pc`.
std::string format_writebacks(uint32_t wave, uint64_t pc, const std::vector<VgprWrite>& vgprs,
                              const std::vector<SgprWrite>& sgprs, std::optional<uint64_t> cycle);

class CommitLog {
 public:
  // Opens `path` for writing; throws gcn::Error("cannot write the commit log FILE: reason").
  // `only_wave`: log just that wave (--log-wave).
  CommitLog(const std::string& path, std::optional<uint32_t> only_wave);
  ~CommitLog();
  CommitLog(const CommitLog&) = delete;
  CommitLog& operator=(const CommitLog&) = delete;

  void write(const Commit& c, std::optional<uint64_t> cycle = std::nullopt);
  // An RTL completion: the writebacks `data` carries (load_writeback, sgpr) as `wb` lines.
  void write_completion(const Completion& done, const Commit& data, uint64_t cycle);
  // Line number (1-based) of the last instruction line logged for `wave` at `pc`, else of the
  // last one logged for `wave`; 0 if none.
  uint64_t line_of(uint32_t wave, uint64_t pc) const;
  void flush();
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::optional<uint32_t> only_wave_;
  std::FILE* file_ = nullptr;
  uint64_t lines_ = 0;
  struct Text {
    uint32_t word0;
    std::string disasm;
  };
  std::unordered_map<uint64_t, Text> disasm_;  // by PC: the code does not change during a run
  struct WaveLines {
    uint64_t last = 0;
    std::unordered_map<uint64_t, uint64_t> by_pc;
  };
  std::vector<WaveLines> waves_;
  void put(uint32_t wave, uint64_t pc, const std::string& text, bool instruction);
};

// The lockstep report line pointing into the log ("log: FILE line L"), after flushing it.
std::string log_pointer(CommitLog& log, uint32_t wave, uint64_t pc);

}  // namespace gcn
