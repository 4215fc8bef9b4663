// The lockstep comparator: golden retire record vs the RTL's, field by field (design.md, "What
// the comparator checks"). Pure functions: the driver (lockstep.cpp) decides when to call them
// and turns a Mismatch into a divergence report.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "golden/commit/commit.h"
#include "golden/exec/approx_ulp.h"

namespace gcn {

// The first field that differs, with expected (golden) and actual (RTL) values, one line each
// (per lane for vectors).
struct Mismatch {
  std::string field;               // e.g. "vgpr v4", "scc", "mem[0] addr", "vmcnt"
  std::vector<std::string> lines;  // "lane 3: expected 0x00000007 actual 0x00000008"
};

// PC, instruction, EXEC in effect, next PC, SCC, SGPR/VGPR writes, memory effects, counters after
// issue and the halt event. Retire-order fields are not compared (the driver steps golden in the
// RTL's order). VGPR results are compared within `tol`.
std::optional<Mismatch> compare_retire(const Commit& golden, const Commit& rtl, const Tolerance& tol = {});

// ulp_distance and Tolerance: golden/exec/approx_ulp.h.
inline uint64_t f32_ulp_distance(uint32_t a, uint32_t b) { return ulp_distance(a, b, 32); }

// Register writes as sets (index -> value / lane data); `what` names them in the field
// ("sgpr", "vgpr", "load writeback").
std::optional<Mismatch> compare_sgpr_writes(const std::vector<SgprWrite>& golden,
                                            const std::vector<SgprWrite>& rtl, const std::string& what);
std::optional<Mismatch> compare_vgpr_writes(const std::vector<VgprWrite>& golden,
                                            const std::vector<VgprWrite>& rtl, const std::string& what,
                                            const Tolerance& tol = {});

}  // namespace gcn
