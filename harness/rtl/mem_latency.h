// The memory latency of the RTL engines (`--mem-latency MIN:MAX`, suite runs' "mem_latency"):
// every AXI read or write response comes MIN..MAX cycles (uniform, seeded by `--seed`) after its
// address (verilator/axi_memory.h, and the SystemC engine's TLM memory). The default 2..20 keeps
// runs fast; long latencies (a real GPU's DRAM is several hundred cycles away) keep many accesses
// of a wave in flight, which is what completion-order and s_waitcnt bugs need to show up.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "golden/common/error.h"

namespace gcn {

struct MemLatency {
  uint32_t min = 2, max = 20;  // cycles

  bool is_default() const { return min == MemLatency{}.min && max == MemLatency{}.max; }
  std::string text() const { return fmt::format("{}:{}", min, max); }
};

inline constexpr uint32_t kMaxMemLatency = 100000;  // cycles: beyond it a run could not end within the cycle budget

// "MIN:MAX" (decimal cycles, 1 <= MIN <= MAX <= kMaxMemLatency). Throws gcn::Error naming the text.
inline MemLatency parse_mem_latency(const std::string& text) {
  const auto number = [&](const std::string& s, uint32_t& out) {
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos) return false;
    out = uint32_t(std::stoul(s));
    return true;
  };
  const size_t colon = text.find(':');
  MemLatency l;
  if (colon == std::string::npos || !number(text.substr(0, colon), l.min) || !number(text.substr(colon + 1), l.max))
    throw Error(fmt::format("memory latency '{}' is not MIN:MAX in cycles (e.g. 2:20)", text));
  if (l.min < 1 || l.min > l.max || l.max > kMaxMemLatency)
    throw Error(fmt::format("memory latency '{}' is out of range: need 1 <= MIN <= MAX <= {}", text, kMaxMemLatency));
  return l;
}

}  // namespace gcn
