#!/usr/bin/env bash
# Synthesise the whole FPGA shell, gcn_fpga_top (CU + gcn_ctrl + gcn_trace_enc + AXI slices and
# arbiter, docs/fpga.md), with Yosys synth_xilinx and print LUT / FF / BRAM / DSP and the longest
# topological path (Yosys `ltp -noff`: cells on the longest combinational path between flops,
# a logic-depth figure, not a timing analysis).
# Usage: scripts/synth_fpga_top.sh [NumWaves] [LanesPerCycle]   (defaults 2 16: the reduced set
# docs/rtl.md reports; the default NumWaves=8 does not finish in an hour on a 2-core box)
# Run it niced in the background: `nice scripts/synth_fpga_top.sh 2 16 > synth.txt 2>&1 &`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
waves="${1:-2}"
lanes="${2:-16}"
out="${GCN_SYNTH_OUT:-/tmp/gcn_synth_fpga_top_${waves}w_${lanes}l}"
mkdir -p "$out"
srcs="$(cat "$root/rtl/gcn_cu.f" "$root/rtl/gcn_fpga.f" | tr '\n' ' ')"
cd "$root"
# As scripts/synth_yosys.sh: synth_xilinx in two halves around `coarse`, run without `share`
# (SAT-based resource sharing runs for over 15 minutes on the CU and only merges operators of
# mutually exclusive opcodes). Unlike it, the hierarchy is kept: flattened, the top with the f32
# lanes grew past 17 GB of Yosys memory and was OOM-killed on the 24 GiB box; kept, each module
# (one lane, not sixteen) is mapped once. `stat -top` sums the instances; the mapped netlist is
# saved ($out/netlist.il) and flattened only for `ltp`, last, with the RAM cells deleted first:
# `ltp -noff` skips flip-flops but not block/LUT RAM, so a first run (4,998 cells) chained
# through the LDS banks' synchronous reads and was no logic depth.
start=$(date +%s)
yosys -q -l "$out/yosys.log" -p "
  read_verilog -sv $srcs
  chparam -set NumWaves $waves -set LanesPerCycle $lanes gcn_fpga_top
  synth_xilinx -top gcn_fpga_top -run begin:coarse
  techmap -map +/cmp2lut.v -map +/cmp2lcu.v -D LUT_WIDTH=6
  alumacc
  opt
  memory -nomap
  opt_clean
  synth_xilinx -top gcn_fpga_top -run map_memory:
  tee -o $out/stat.txt stat -top gcn_fpga_top
  write_rtlil $out/netlist.il
  flatten
  delete t:RAMB* t:RAM32M t:RAM64M t:RAM32X1D t:RAM64X1D t:RAM128X1D
  tee -o $out/ltp.txt ltp -noff
"
echo "gcn_fpga_top NumWaves=$waves LanesPerCycle=$lanes (Yosys synth_xilinx, $(( $(date +%s) - start )) s):"
# Only the `design hierarchy` section: it sums each module's cells times its instance count.
awk '
  /=== design hierarchy ===/ { top = 1 }
  !top { next }
  /LUT[1-6] /        { lut += $2 }
  /FD[CPRS]E? /      { ff += $2 }
  /LD[CP]E? /        { latch += $2 }
  /RAMB(18|36)E1 /   { if ($1 ~ /36/) bram36 += $2; else bram18 += $2 }
  /RAM(32|64|128|256)[MXS0-9]* / { lutram += $2 }
  /DSP48E1 /         { dsp += $2 }
  /CARRY4 /          { carry += $2 }
  END { printf "  LUT %d  FF %d  latch %d  BRAM36 %d  BRAM18 %d  LUTRAM %d  DSP48 %d  CARRY4 %d\n", lut, ff, latch, bram36, bram18, lutram, dsp, carry }
' "$out/stat.txt"
grep -i "longest topological path" "$out/ltp.txt" || tail -3 "$out/ltp.txt"
