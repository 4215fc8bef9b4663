#!/usr/bin/env bash
# Synthesise gcn_cu with Yosys synth_xilinx and print LUT / FF / BRAM / DSP counts.
# Usage: scripts/synth_yosys.sh [NumWaves] [LanesPerCycle]   (defaults 8 16)
# A smaller NumWaves keeps the run short on a small machine; the report names what was used.
# The design is synthesised with its hierarchy kept (each module once; `stat -top` counts every
# instance): flattened, the 16 lanes with their binary64 units took Yosys 0.23 past 24 GB at the
# flatten step (killed, session 13). GCN_SYNTH_FLATTEN=1 flattens as before. docs/rtl.md has the
# numbers and how long a run takes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
waves="${1:-8}"
lanes="${2:-16}"
out="${GCN_SYNTH_OUT:-/tmp/gcn_synth_${waves}w_${lanes}l}"
flatten=
[ "${GCN_SYNTH_FLATTEN:-0}" = 1 ] && flatten=-flatten
mkdir -p "$out"
srcs="$(tr '\n' ' ' < "$root/rtl/gcn_cu.f")"
cd "$root"
# synth_xilinx in two halves around its `coarse` step, which is run here without `share`:
# SAT-based resource sharing ran for over 15 minutes on this design on a 2-core box (Yosys 0.23)
# and only merges operators of mutually exclusive opcodes. Everything else is synth_xilinx as is.
yosys -q -l "$out/yosys.log" -p "
  read_verilog -sv $srcs
  chparam -set NumWaves $waves -set LanesPerCycle $lanes gcn_cu
  synth_xilinx -top gcn_cu $flatten -run begin:coarse
  techmap -map +/cmp2lut.v -map +/cmp2lcu.v -D LUT_WIDTH=6
  alumacc
  opt
  memory -nomap
  opt_clean
  synth_xilinx -top gcn_cu $flatten -run map_memory:
  write_rtlil $out/netlist.il
"
echo "gcn_cu NumWaves=$waves LanesPerCycle=$lanes (Yosys synth_xilinx${flatten:+, flattened}):"
# synth_xilinx ends with its own statistics (the last "Printing statistics" of the log). With the
# hierarchy kept, the totals are its "design hierarchy" section, which counts every instance (an
# explicit `stat -top gcn_cu` cannot be used: chparam renamed the top to $paramod...gcn_cu).
stat=$out/stat.txt
last=$(grep -n "Printing statistics" "$out/yosys.log" | tail -1 | cut -d: -f1)
tail -n +"${last:-1}" "$out/yosys.log" > "$stat"
grep -q "design hierarchy" "$stat" && sed -n '/design hierarchy/,$p' "$stat" > "$out/stat_top.txt" && stat=$out/stat_top.txt
awk '
  /LUT[1-6] /        { lut += $2 }
  /FD[CPRS]E? /      { ff += $2 }
  /RAMB(18|36)E1 /   { if ($1 ~ /36/) bram36 += $2; else bram18 += $2 }
  /RAM(32|64|128|256)[MXS0-9]* / { lutram += $2 }
  /DSP48E1 /         { dsp += $2 }
  /CARRY4 /          { carry += $2 }
  END { printf "  LUT %d  FF %d  BRAM36 %d  BRAM18 %d  LUTRAM %d  DSP48 %d  CARRY4 %d\n", lut, ff, bram36, bram18, lutram, dsp, carry }
' "$stat"

# Logic depth: Yosys `ltp -noff` (cells on the longest combinational path between flops; not a
# timing analysis) on the saved netlist, RAM cells deleted first (`-noff` does not stop at block
# or LUT RAM, so paths would chain through synchronous RAM reads). Per module, hierarchy kept:
# a path that crosses a module boundary is counted in pieces, so the largest module figure is a
# lower bound on the CU's depth. A separate run so the counts above survive if it fails.
# `ltp -noff` prints every path cell by cell (2.4 GB for the CU): only the per-module summary
# lines are kept (ltp.txt).
yosys -p "
  read_rtlil $out/netlist.il
  delete t:RAMB* t:RAM32M t:RAM64M t:RAM32X1D t:RAM64X1D t:RAM128X1D
  ltp -noff
" | grep -i "longest topological path" > "$out/ltp.txt" || echo "  ltp failed"
sort -t= -k2 -n -r "$out/ltp.txt" | head -5
