// The instruction that the "not implemented in RTL" tests run: golden executes it, the RTL does
// not (`gcn-cosim isa-status --rtl-missing`). It is the one place to change when the RTL gains
// it. The test "the RTL-missing probe is an instruction the RTL lacks" fails first and says so.
#pragma once

namespace gcn::test {

inline constexpr const char* kRtlMissingOp = "v_cubeid_f32";
// A kernel body line (v0 holds the work-item id; v1 is written).
inline constexpr const char* kRtlMissingAsm = "  v_cubeid_f32 v1, v0, v0, v0\n";

}  // namespace gcn::test
