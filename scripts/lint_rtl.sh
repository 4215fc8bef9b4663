#!/usr/bin/env bash
# Lint the compute-unit RTL: `verilator --lint-only -Wall` with the one waiver file, at the
# default parameters, at LanesPerCycle=64 and at 40 waves (all must stay clean); then
# gcn_fpga_top at two sets. Usage: scripts/lint_rtl.sh [SET]   (SET 1..5: that set alone, as
# CTest runs them side by side; none: all five)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mapfile -t srcs < "$root/rtl/gcn_cu.f"
mapfile -t fpga < "$root/rtl/gcn_fpga.f"
cd "$root"
sets=("gcn_cu|" "gcn_cu|-GLanesPerCycle=64" "gcn_cu|-GNumWaves=40 -GAxiDataWidth=128 -GRetirePort=0"
      "gcn_fpga_top|" "gcn_fpga_top|-GLanesPerCycle=64 -GNumWaves=40")
only=${1:-}
if [ -n "$only" ] && { ! [[ "$only" =~ ^[1-5]$ ]]; }; then
  echo "lint_rtl.sh: SET must be 1..5, not '$only'" >&2
  exit 2
fi
for i in "${!sets[@]}"; do
  [ -z "$only" ] || [ "$only" = $((i + 1)) ] || continue
  top=${sets[$i]%%|*}
  params=${sets[$i]#*|}
  echo "lint $top ${params:-(defaults)}"
  extra=()
  # The FPGA shell (docs/fpga.md): the CU sources plus rtl/gcn_fpga.f.
  [ "$top" = gcn_fpga_top ] && extra=("${fpga[@]}")
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl verilator/lint.vlt "${srcs[@]}" "${extra[@]}" --top-module "$top" $params
done
echo "lint clean"
