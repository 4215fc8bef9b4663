#!/usr/bin/env bash
# gcn_fp64_arith verilated alone: the rcp, rsq and sqrt seeds against host long double on 1M
# random operands each (docs/rtl.md, "VALU binary64"). Seconds. Exit 1 past golden's 2^29 ULP.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
r=$root/rtl
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && verilator --cc --exe --build -j 1 -O2 -Wno-fatal -Wno-lint -Wno-style "$r/gcn_opcodes_pkg.sv" \
   "$r/gcn_fp64_pkg.sv" "$r/gcn_fp64_arith.sv" --top-module gcn_fp64_arith \
   "$root/scripts/fp64_seed_unit/check.cpp" -CFLAGS "-std=c++17 -I$root" -o check >build.log 2>&1) || { cat "$work/build.log"; exit 1; }
"$work/obj_dir/check"
