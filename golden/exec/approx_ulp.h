// Per-opcode ULP tolerance for the approximate VALU opcodes (kApprox in the opcode table):
// design.md "Compare policy is exact, except for opcodes documented as approximate ... where a
// per-opcode ULP tolerance is stated in one table and printed in every mismatch report".
//
// The golden model computes these in double on the host and rounds once to the destination
// format under MODE (round-to-nearest of the true function for practical purposes). The
// tolerance is the distance, in units in the last place of the destination format, the RTL
// result may be from the golden one. Special values (NaN, +-inf, +-0, and their signs) must
// match exactly; a NaN must be a NaN of the same quietness.
//
// NOTE for the comparator: after an in-tolerance mismatch the golden model must adopt the RTL
// value, otherwise every exact instruction that consumes it (the fdiv/sqrt Newton steps) would
// diverge next.
#pragma once

#include <cstdint>

#include "golden/isa/opcode_table.h"

namespace gcn {

struct ApproxUlp {
  Op op;
  uint64_t ulp;
  const char* basis;  // where the number comes from
};

inline constexpr ApproxUlp kApproxUlp[] = {
    // f32: AMD documents 1 ULP for the transcendental unit results.
    {Op::V_RCP_F32, 1, "GCN3 manual: 1 ULP"},
    {Op::V_RCP_IFLAG_F32, 1, "as v_rcp_f32"},
    {Op::V_RSQ_F32, 1, "GCN3 manual: 1 ULP"},
    {Op::V_SQRT_F32, 1, "GCN3 manual: 1 ULP (LLVM: not 0.5 ULP)"},
    {Op::V_EXP_F32, 1, "GCN3 manual: 1 ULP"},
    {Op::V_LOG_F32, 1, "GCN3 manual: 1 ULP"},
    {Op::V_EXP_LEGACY_F32, 1, "as v_exp_f32"},
    {Op::V_LOG_LEGACY_F32, 1, "as v_log_f32"},
    // sin/cos: the hardware error is closer to absolute than relative; 4 ULP covers inputs
    // away from the zeros of the function. Revisit with RTL data.
    {Op::V_SIN_F32, 4, "estimate, absolute-error unit"},
    {Op::V_COS_F32, 4, "estimate, absolute-error unit"},
    // f16 kin.
    {Op::V_RCP_F16, 1, "as f32"},
    {Op::V_RSQ_F16, 1, "as f32"},
    {Op::V_SQRT_F16, 1, "as f32"},
    {Op::V_EXP_F16, 1, "as f32"},
    {Op::V_LOG_F16, 1, "as f32"},
    {Op::V_SIN_F16, 2, "estimate"},
    {Op::V_COS_F16, 2, "estimate"},
    // f64: only a seed for Newton-Raphson (about 2^-23 relative); LLPC notes v_sqrt_f64 is
    // off by up to 2^29 ULP.
    {Op::V_RCP_F64, uint64_t(1) << 29, "LLPC #751: seed precision"},
    {Op::V_RSQ_F64, uint64_t(1) << 29, "LLPC #751: seed precision"},
    {Op::V_SQRT_F64, uint64_t(1) << 29, "LLPC #751: 2^29 ULP"},
};

// Tolerance for `op` in ULP; 0 means exact compare.
inline uint64_t approx_ulp(Op op) {
  for (const ApproxUlp& a : kApproxUlp)
    if (a.op == op) return a.ulp;
  return 0;
}

}  // namespace gcn
