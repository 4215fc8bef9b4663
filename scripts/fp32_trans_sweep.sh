#!/usr/bin/env bash
# Worst ULP distance of the RTL transcendental unit (rtl/gcn_fp32_trans.sv, verilated alone) from
# the golden model's formulas on 120,000 operands per operation (docs/rtl.md). Usage:
#   scripts/fp32_trans_sweep.sh [WORKDIR]   (default /tmp/gcn_fp32_trans_sweep)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/gcn_fp32_trans_sweep}
mkdir -p "$work"
cd "$work"
r="$root/rtl"
verilator --cc --build --exe -Wno-fatal -Wno-lint -Wno-style "$r/gcn_opcodes_pkg.sv" "$r/gcn_fp32_pkg.sv" \
  "$r/gcn_fp32_trans_pkg.sv" "$r/gcn_fp32_trans.sv" --top gcn_fp32_trans "$root/scripts/fp32_trans_sweep.cpp" \
  -o sweep >build.log 2>&1 || { tail -20 build.log; exit 1; }
./obj_dir/sweep
