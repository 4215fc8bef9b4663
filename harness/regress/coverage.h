// Functional (ISA) coverage sampled from golden retire records (docs/regress.md, "Coverage"):
// bins with hit counts, mergeable by addition, so shards merge into the coverage of one run.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace gcn {

struct Coverage {
  std::map<std::string, uint64_t> bins;  // "<group>:<bin>" -> hits
  void merge(const Coverage& o) {
    for (const auto& [k, v] : o.bins) bins[k] += v;
  }
};

// Runs SPEC on the golden engine with a retire record per instruction and bins every record:
//   inst:<mnemonic>, operand:<vgpr|sgpr|special|inline_int|inline_float|literal>,
//   mod:<neg|abs|clamp|omod|sdwa_sel_<sel>|sdwa_sext|sdwa_unused_<u>|dpp_<ctrl>|glc>,
//   exec:<all|partial|none> (VALU and vector memory), waitcnt_vm:/waitcnt_lgkm:<0|1-3|4-14|15>
//   (outstanding when an s_waitcnt issues), barrier:<arrivals> (waves per barrier release).
Coverage sample_coverage(const std::string& spec, const std::string& code_object_override = "");

Coverage read_coverage(const std::string& file);   // missing file = empty coverage
void write_coverage(const std::string& file, const Coverage& c);

// Text summary (one line per group) and HTML tables; instruction shares are of the
// RTL-implemented set (isa-status RTL column).
std::string coverage_summary(const Coverage& c);
std::string coverage_html(const Coverage& c);

int cmd_coverage(const std::string& spec, const std::string& code_object, const std::string& out);

}  // namespace gcn
