#!/usr/bin/env bash
# Seconds-scale checks of two session-8 RTL pieces without the whole CU (docs/rtl.md):
#  1. gcn_valu_lane alone: the integer VOP3A remainder against host arithmetic;
#  2. gcn_ds_unit's float atomic functions (f64_nan .. fp_apply64, cut out by line range into a
#     wrapper module) against golden's DS float code (golden/exec/ds_float.cpp) compiled in.
# Usage: scripts/check_vmisc_units.sh   (exit status 0 when both report "bad 0")
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
r=$root/rtl
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
vl() { verilator --cc --exe --build -j 1 -Wno-fatal -Wno-lint -Wno-style "$@" >"$work/build.log" 2>&1 ||
       { cat "$work/build.log"; exit 1; }; }
(cd "$work" && vl --Mdir lane --top-module gcn_valu_lane -I"$r" "$r/gcn_opcodes_pkg.sv" "$r/gcn_pkg.sv" \
   "$r/gcn_fp32_pkg.sv" "$r/gcn_fp32_trans_pkg.sv" "$r/gcn_fp16_pkg.sv" "$r/gcn_fp32_addmul.sv" \
   "$r/gcn_fp32_cmp.sv" "$r/gcn_fp32_cvt.sv" "$r/gcn_fp32_trans.sv" "$r/gcn_fp16.sv" "$r/gcn_fp16_trans.sv" "$r/gcn_valu_lane.sv" \
   "$root/scripts/vmisc_units/lane_tb.cpp" -o tb)
"$work/lane/tb" | tail -5
s=$(grep -n "function automatic logic f64_nan" "$r/gcn_ds_unit.sv" | cut -d: -f1)
e=$(grep -n "^  // New memory value of a 32-bit atomic" "$r/gcn_ds_unit.sv" | cut -d: -f1)
{
  echo "module dsfp(input logic [4:0] aop, input logic [63:0] m, input logic [63:0] d0,"
  echo "            input logic [63:0] d1, output logic [31:0] r32, output logic [63:0] r64);"
  grep -E "localparam logic \[4:0\] A_FADD" "$r/gcn_ds_unit.sv"
  sed -n "${s},$((e - 1))p" "$r/gcn_ds_unit.sv"
  echo "  assign r32 = fp_apply32(aop, m[31:0], d0[31:0], d1[31:0]);"
  echo "  assign r64 = fp_apply64(aop, m, d0, d1);"
  echo "endmodule"
} >"$work/dsfp.sv"
(cd "$work" && vl --Mdir dsfp --top-module dsfp "$r/gcn_fp32_pkg.sv" "$work/dsfp.sv" \
   -CFLAGS "-I$root" \
   "$root/scripts/vmisc_units/dsfp_tb.cpp" "$root/golden/exec/ds_float.cpp" -o tb)
"$work/dsfp/tb" | tail -5
