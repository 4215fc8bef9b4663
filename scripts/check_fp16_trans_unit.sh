#!/usr/bin/env bash
# gcn_fp16_trans (with the gcn_fp32_trans it borrows) verilated alone: every one of the 65536
# binary16 inputs of the one-source operations under each MODE round mode and both FP16 denorm
# extremes, against golden's rules (host double, rounded once); exact ops must match bit for
# bit, the approximate ones within golden/exec/approx_ulp.h with specials exact. Prints the
# worst error of each approximate op in ULP of the exact result (docs/rtl.md); div_fixup on
# random and edge triples. Seconds. Usage: scripts/check_fp16_trans_unit.sh [op index]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${GCN_FP16_WORK:-/tmp/gcn_fp16_trans_unit}
mkdir -p "$work"
cd "$work"
r="$root/rtl"
verilator --cc --build --exe -O2 -Wno-fatal -Wno-lint -Wno-style "$r/gcn_opcodes_pkg.sv" "$r/gcn_fp32_pkg.sv" \
  "$r/gcn_fp32_trans_pkg.sv" "$r/gcn_fp16_pkg.sv" "$r/gcn_fp32_trans.sv" "$r/gcn_fp16_trans.sv" \
  "$root/scripts/fp16_trans_unit/top.sv" --top fp16_trans_top "$root/scripts/fp16_trans_unit/check.cpp" \
  "$root/golden/exec/fp_util.cpp" "$root/golden/exec/float_bits.cpp" -CFLAGS "-std=c++17 -I$root -O1" \
  -o check >build.log 2>&1 || { tail -20 build.log; exit 1; }
./obj_dir/check "$@"
