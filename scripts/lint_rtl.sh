#!/usr/bin/env bash
# Lint the compute-unit RTL: `verilator --lint-only -Wall` with the one waiver file, at the
# default parameters and at LanesPerCycle=64 (both must stay clean).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mapfile -t srcs < "$root/rtl/gcn_cu.f"
cd "$root"
for params in "" "-GLanesPerCycle=64" "-GNumWaves=40 -GAxiDataWidth=128 -GRetirePort=0"; do
  echo "lint gcn_cu ${params:-(defaults)}"
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl verilator/lint.vlt "${srcs[@]}" --top-module gcn_cu $params
done
echo "lint clean"
