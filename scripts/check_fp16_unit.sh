#!/usr/bin/env bash
# The binary16 unit (rtl/gcn_fp16.sv) verilated alone and checked against golden's binary16
# functions, N random/edge operand triples per operation (default 20000) under random MODE
# settings; seconds, so RTL changes to the unit are iterated here before a whole-CU rebuild.
# Usage: scripts/check_fp16_unit.sh [N] [op]   (work directory: $GCN_FP16_WORK or /tmp/gcn_fp16_unit)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${GCN_FP16_WORK:-/tmp/gcn_fp16_unit}
mkdir -p "$work"
cd "$work"
r="$root/rtl"
verilator --cc --build --exe -O2 -Wno-fatal -Wno-lint -Wno-style "$r/gcn_opcodes_pkg.sv" "$r/gcn_fp32_pkg.sv" "$r/gcn_fp16_pkg.sv" \
  "$r/gcn_fp16.sv" --top gcn_fp16 "$root/scripts/check_fp16_unit.cpp" "$root/golden/exec/fp_util.cpp" \
  "$root/golden/exec/float_bits.cpp" -CFLAGS "-std=c++17 -I$root -O1" -o check >build.log 2>&1 ||
  { tail -20 build.log; exit 1; }
./obj_dir/check "$@"
