#!/usr/bin/env bash
# Lint the compute-unit RTL: `verilator --lint-only -Wall` with the one waiver file, at the
# default parameters and at LanesPerCycle=64 (both must stay clean); then gcn_fpga_top.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mapfile -t srcs < "$root/rtl/gcn_cu.f"
cd "$root"
for params in "" "-GLanesPerCycle=64" "-GNumWaves=40 -GAxiDataWidth=128 -GRetirePort=0"; do
  echo "lint gcn_cu ${params:-(defaults)}"
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl verilator/lint.vlt "${srcs[@]}" --top-module gcn_cu $params
done
# The FPGA shell (docs/fpga.md): the CU sources plus rtl/gcn_fpga.f, top gcn_fpga_top.
mapfile -t fpga < "$root/rtl/gcn_fpga.f"
for params in "" "-GLanesPerCycle=64 -GNumWaves=40"; do
  echo "lint gcn_fpga_top ${params:-(defaults)}"
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl verilator/lint.vlt "${srcs[@]}" "${fpga[@]}" --top-module gcn_fpga_top $params
done
echo "lint clean"
