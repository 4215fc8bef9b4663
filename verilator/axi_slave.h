// gcn::AxiSlave: what serves the compute unit's AXI4 master pins, cycle by cycle. The built-in
// AxiMemory serves them directly from a gcn::Memory; the SystemC engine
// (harness/systemc/, docs/systemc.md) serves them through an AXI-to-TLM-2.0 bridge. RtlCu uses
// an external slave when RtlCu::Config::external_axi is set.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "verilator/axi_memory.h"

namespace gcn {

class AxiSlave {
 public:
  virtual ~AxiSlave() = default;
  // Before the rising edge: set the slave outputs of `p` from the slave's own state only.
  virtual void drive(AxiPins& p) = 0;
  // After the edge: `p` holds both sides as they were at the edge; record the handshakes.
  virtual void sample(const AxiPins& p) = 0;
  // One line per fault so far (access outside any buffer, protocol violation), oldest first.
  // run_rtl stops at the first one.
  virtual const std::vector<std::string>& faults() const = 0;
  // Called for every byte a write stores, after memory is updated (lockstep's store tracker).
  virtual void set_write_observer(AxiMemory::WriteObserver f) = 0;
};

}  // namespace gcn
