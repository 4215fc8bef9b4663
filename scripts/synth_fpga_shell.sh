#!/usr/bin/env bash
# Synthesise the FPGA shell's own blocks (docs/fpga.md) with Yosys synth_xilinx and print
# LUT / FF / BRAM / DSP per block: gcn_ctrl and gcn_trace_enc at the given parameters. The CU's
# figures come from scripts/synth_yosys.sh (most of an hour); gcn_fpga_top = CU + these + the
# write-channel arbiter (a few dozen LUTs).
# Usage: scripts/synth_fpga_shell.sh [NumWaves] [LanesPerCycle]   (defaults 8 16)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
waves="${1:-8}"
lanes="${2:-16}"
out="${GCN_SYNTH_OUT:-/tmp/gcn_synth_shell_${waves}w_${lanes}l}"
mkdir -p "$out"
cd "$root"
pkgs="rtl/gcn_opcodes_pkg.sv rtl/gcn_pkg.sv rtl/gcn_fpga_pkg.sv"
for top in gcn_ctrl gcn_trace_enc; do
  yosys -q -l "$out/$top.log" -p "
    read_verilog -sv $pkgs rtl/$top.sv
    chparam -set NumWaves $waves -set LanesPerCycle $lanes $top
    synth_xilinx -top $top -flatten
    tee -o $out/$top.stat.txt stat
  "
  echo "$top NumWaves=$waves LanesPerCycle=$lanes (Yosys synth_xilinx):"
  awk '
    /LUT[1-6] /        { lut += $2 }
    /FD[CPRS]E? /      { ff += $2 }
    /RAMB(18|36)E1 /   { if ($1 ~ /36/) bram36 += $2; else bram18 += $2 }
    /RAM(32|64|128|256)[MXS0-9]* / { lutram += $2 }
    /DSP48E1 /         { dsp += $2 }
    END { printf "  LUT %d  FF %d  BRAM36 %d  BRAM18 %d  LUTRAM %d  DSP48 %d\n", lut, ff, bram36, bram18, lutram, dsp }
  ' "$out/$top.stat.txt"
done
