#!/usr/bin/env bash
# Lint the compute-unit RTL: `verilator --lint-only -Wall` with the one waiver file, at the
# default parameters and at LanesPerCycle=64 (both must stay clean).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
srcs=(
  rtl/gcn_opcodes_pkg.sv rtl/gcn_pkg.sv rtl/gcn_decode.sv rtl/gcn_salu.sv rtl/gcn_valu_lane.sv
  rtl/gcn_sgpr_file.sv rtl/gcn_vgpr_file.sv rtl/gcn_mubuf_addr.sv rtl/gcn_mem_unit.sv
  rtl/gcn_lds.sv rtl/gcn_ds_unit.sv rtl/gcn_cu.sv
)
cd "$root"
for params in "" "-GLanesPerCycle=64" "-GNumWaves=40 -GAxiDataWidth=128 -GRetirePort=0"; do
  echo "lint gcn_cu ${params:-(defaults)}"
  # shellcheck disable=SC2086
  verilator --lint-only -Wall -Irtl verilator/lint.vlt "${srcs[@]}" --top-module gcn_cu $params
done
echo "lint clean"
