#!/usr/bin/env bash
# Synthesise gcn_cu with Yosys synth_xilinx and print LUT / FF / BRAM / DSP counts.
# Usage: scripts/synth_yosys.sh [NumWaves] [LanesPerCycle]   (defaults 8 16)
# A smaller NumWaves keeps the run short on a small machine; the report names what was used.
# `scripts/synth_yosys.sh 2 16` takes about 45 min on a 2-core box (mostly ABC); docs/rtl.md
# has its numbers.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
waves="${1:-8}"
lanes="${2:-16}"
out="${GCN_SYNTH_OUT:-/tmp/gcn_synth_${waves}w_${lanes}l}"
mkdir -p "$out"
srcs="$(tr '\n' ' ' < "$root/rtl/gcn_cu.f")"
cd "$root"
# synth_xilinx in two halves around its `coarse` step, which is run here without `share`:
# SAT-based resource sharing ran for over 15 minutes on this design on a 2-core box (Yosys 0.23)
# and only merges operators of mutually exclusive opcodes. Everything else is synth_xilinx as is.
yosys -q -l "$out/yosys.log" -p "
  read_verilog -sv $srcs
  chparam -set NumWaves $waves -set LanesPerCycle $lanes gcn_cu
  synth_xilinx -top gcn_cu -flatten -run begin:coarse
  techmap -map +/cmp2lut.v -map +/cmp2lcu.v -D LUT_WIDTH=6
  alumacc
  opt
  memory -nomap
  opt_clean
  synth_xilinx -top gcn_cu -flatten -run map_memory:
  tee -o $out/stat.txt stat
  tee -q -o $out/ltp.txt ltp -noff
"
echo "gcn_cu NumWaves=$waves LanesPerCycle=$lanes (Yosys synth_xilinx):"
awk '
  /LUT[1-6] /        { lut += $2 }
  /FD[CPRS]E? /      { ff += $2 }
  /RAMB(18|36)E1 /   { if ($1 ~ /36/) bram36 += $2; else bram18 += $2 }
  /RAM(32|64|128|256)[MXS0-9]* / { lutram += $2 }
  /DSP48E1 /         { dsp += $2 }
  END { printf "  LUT %d  FF %d  BRAM36 %d  BRAM18 %d  LUTRAM %d  DSP48 %d\n", lut, ff, bram36, bram18, lutram, dsp }
' "$out/stat.txt"
# Longest topological path in cells (LUTs, carry chains, DSPs) from input or flop to output or
# flop: a unit-delay estimate of the critical path, not a timing analysis.
grep -m1 "Longest topological path" "$out/ltp.txt" | sed 's/^/  /' || true
