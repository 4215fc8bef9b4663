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
#include <string_view>

#include "golden/isa/inst.h"
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

// A comparison's tolerance (lockstep and the conformance vectors): results may differ by up to
// `ulp` units in the last place of their format; special values must match exactly. A binary16
// result sits in the low half of its dword (the high half exact); a binary64 result is the pair
// v[n+1:n], compared as one value. An SDWA destination holds the result's low bits in a field of
// the dword (dst_sel); the rest of the dword is exact.
struct Tolerance {
  uint64_t ulp = 0;          // 0 = exact
  const char* basis = "";
  int bits = 32;             // the result format: 16, 32 or 64
  int field_lo = 0;          // SDWA dst_sel: where the result's low bits sit ...
  int field_bits = 32;       // ... and how many of them there are
};

// The tolerance of `op`, in its result format (the name's suffix: v_rsq_f64, v_exp_f16, ...);
// exact for every opcode not in kApproxUlp.
inline Tolerance approx_tolerance(Op op) {
  const std::string_view name = info(op).name;
  const std::string_view suffix = name.size() < 4 ? std::string_view() : name.substr(name.size() - 4);
  const int bits = suffix == "_f16" ? 16 : suffix == "_f32" ? 32 : suffix == "_f64" ? 64 : 0;
  if (!bits) return {};
  for (const ApproxUlp& a : kApproxUlp)
    if (a.op == op) return {a.ulp, a.basis, bits};
  return {};
}

// The tolerance of the decoded instruction `in`: its opcode's, placed by an SDWA dst_sel.
inline Tolerance approx_tolerance(const Inst& in) {
  Tolerance t = approx_tolerance(in.info->op);
  if (!t.ulp || !in.sdwa || t.bits == 64) return t;
  const int sel = int(in.dst_sel);  // Byte0..3, Word0, Word1, Dword
  if (in.dst_sel <= SdwaSel::Byte3) t.field_lo = 8 * sel, t.field_bits = 8;
  else if (in.dst_sel <= SdwaSel::Word1) t.field_lo = 16 * (sel - int(SdwaSel::Word0)), t.field_bits = 16;
  return t;
}

// Distance in units in the last place of a `bits`-wide IEEE format (16, 32 or 64); UINT64_MAX
// when special values differ (a NaN matches a NaN of the same quietness).
inline uint64_t ulp_distance(uint64_t a, uint64_t b, int bits) {
  if (a == b) return 0;
  const int man = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  const uint64_t sign = uint64_t(1) << (bits - 1), mag = sign - 1;
  const uint64_t inf = mag & ~((uint64_t(1) << man) - 1), quiet = uint64_t(1) << (man - 1);
  auto nan = [&](uint64_t x) { return (x & mag) > inf; };
  auto inf_or_zero = [&](uint64_t x) { return (x & mag) == inf || (x & mag) == 0; };
  if (nan(a) || nan(b)) return (nan(a) && nan(b) && ((a ^ b) & quiet) == 0) ? 0 : UINT64_MAX;
  if (inf_or_zero(a) || inf_or_zero(b) || ((a ^ b) & sign)) return UINT64_MAX;
  const uint64_t ma = a & mag, mb = b & mag;
  return ma > mb ? ma - mb : mb - ma;
}

// Whether the dwords `a` (expected) and `b` (actual) agree within `t` (bits 16 or 32). A field
// narrower than the result holds only its low bits, so they compare as a distance modulo the
// field (the bits above are lost); a field as wide compares in the result's format.
inline bool dword_within(uint32_t a, uint32_t b, const Tolerance& t) {
  const int w = t.bits < t.field_bits ? t.bits : t.field_bits;
  const uint32_t m = w == 32 ? ~0u : (1u << w) - 1;
  if ((a ^ b) & ~(m << t.field_lo)) return false;
  const uint32_t fa = a >> t.field_lo & m, fb = b >> t.field_lo & m;
  if (w == t.bits) return ulp_distance(fa, fb, t.bits) <= t.ulp;
  const uint32_t d = (fa - fb) & m, e = (fb - fa) & m;
  return (d < e ? d : e) <= t.ulp;
}

// Whether the binary64 results a (expected) and b (actual), each a register pair (low dword,
// high dword), agree within `t` (bits 64).
inline bool pair_within(uint32_t a_lo, uint32_t a_hi, uint32_t b_lo, uint32_t b_hi, const Tolerance& t) {
  return ulp_distance(uint64_t(a_hi) << 32 | a_lo, uint64_t(b_hi) << 32 | b_lo, 64) <= t.ulp;
}

}  // namespace gcn
