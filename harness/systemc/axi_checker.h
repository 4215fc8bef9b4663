// gcn::AxiProtocolChecker: watches one AXI4 (or AXI4-Lite) interface at the pins, one call per
// clock edge with both sides' signals as they were at the edge, and keeps the first violation of
// the handshake and burst rules it checks (docs/systemc.md lists them):
//   - a VALID, once high, stays high until its READY handshake (AR, AW, W, R, B);
//   - the payload of a channel is stable while VALID is high and READY low;
//   - an INCR burst does not cross a 4 KiB boundary, its size fits the data bus, and (AXI4-Lite)
//     every transfer is one beat of the whole bus;
//   - WLAST is set on exactly the last beat of its write burst; write strobes only enable bytes
//     inside the beat's address range;
//   - R carries the ID of an outstanding read, RLAST on exactly the last beat of that burst;
//   - B carries the ID of a write whose data is complete, one B per write burst.
// No SystemC dependency: the bridges and their tests feed it plain AxiPins values.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "verilator/axi_memory.h"

namespace gcn {

class AxiProtocolChecker {
 public:
  // `name` prefixes every message; `data_bytes` is the bus width; `lite`: AXI4-Lite rules.
  AxiProtocolChecker(std::string name, uint32_t data_bytes, bool lite = false);

  // The signals of one clock edge. Stops checking after the first violation.
  void edge(const AxiPins& p);

  // "AXI protocol violation on NAME at edge N: ..." or nothing.
  const std::optional<std::string>& violation() const { return violation_; }
  uint64_t edges() const { return edge_; }

 private:
  struct Burst {
    uint32_t id;
    uint64_t addr;
    uint32_t beats, size, beat = 0;
  };
  void fail(const std::string& what);
  void check_address(const char* ch, uint64_t addr, uint32_t len, uint32_t size);
  void check_stable(const AxiPins& p);
  void check_write_beat(uint32_t strb, bool wlast);
  void check_read_beat(const AxiPins& p);
  void check_b(const AxiPins& p);

  std::string name_;
  uint32_t bytes_;
  bool lite_;
  uint64_t edge_ = 0;
  std::optional<std::string> violation_;
  std::optional<AxiPins> prev_;                  // the previous edge's signals
  std::deque<Burst> aw_;                         // write bursts whose data is not complete
  std::deque<std::pair<uint32_t, bool>> early_;  // W beats (strobe, last) ahead of their AW
  std::map<uint32_t, uint32_t> b_owed_;          // id -> write bursts owed a B response
  std::map<uint32_t, std::deque<Burst>> reads_;  // id -> outstanding read bursts, oldest first
};

}  // namespace gcn
