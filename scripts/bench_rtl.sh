#!/usr/bin/env bash
# RTL and lockstep speed, single thread, side by side: per kernel the median over RUNS runs of
# simulated cycles/s and retired wave-instructions/s with the RTL alone (--engine rtl), the
# same in lockstep, and the lockstep/RTL-only time ratio; beside them the retired
# wave-instructions per cycle, the peak vmcnt/lgkmcnt and the out-of-order completions of the RTL
# run (deterministic for the AXI seed). Set-up is not timed.
# Usage: [MEM_LATENCY=MIN:MAX] scripts/bench_rtl.sh [RUNS] [KERNEL ...]
#   (default: vectors/kernels/lockstep.txt at the default 2..20-cycle memory; build first:
#   scripts/build.sh). MEM_LATENCY runs every kernel with `--mem-latency MIN:MAX`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
runs=${1:-5}
shift || true
kernels=("$@")
[ ${#kernels[@]} -gt 0 ] || mapfile -t kernels < <(grep -E '^[a-z0-9_]+$' "$root/vectors/kernels/lockstep.txt")

# median of "secs cycles insts vm lgkm ooo" lines by secs
median() { sort -g | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}'; }
measure() {  # engine spec -> "secs cycles insts vm lgkm ooo"
  for _ in $(seq "$runs"); do
    "$build/harness/gcn-cosim" run "$2" --engine "$1" ${MEM_LATENCY:+--mem-latency "$MEM_LATENCY"} |
      sed -nE 's/.* ([0-9]+) wave-instructions, ([0-9]+) cycles, peak vmcnt ([0-9]+), peak lgkmcnt ([0-9]+), ([0-9]+) out-of-order completions, ([0-9.]+) s,.*/\6 \2 \1 \3 \4 \5/p'
  done | median
}
printf '%-16s %10s %9s %8s %12s %12s %12s %12s %7s %5s %5s %5s\n' kernel cycles winsts winst/cyc 'rtl cyc/s' \
  'rtl winst/s' 'ls cyc/s' 'ls winst/s' ratio vm lgkm ooo
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for k in "${kernels[@]}"; do
  spec="$build/vectors/kernels/$k.json"
  read -r rs rc ri rvm rlg roo < <(measure rtl "$spec")
  read -r ls lc li _ _ _ < <(measure lockstep "$spec")
  awk -v k="$k" -v rs="$rs" -v rc="$rc" -v ri="$ri" -v ls="$ls" -v lc="$lc" -v li="$li" \
      -v vm="$rvm" -v lg="$rlg" -v oo="$roo" 'BEGIN {
    printf "%-16s %10d %9d %8.4f %12.0f %12.0f %12.0f %12.0f %7.3f %5d %5d %5d\n", k, rc, ri, ri/rc, rc/rs, ri/rs,
           lc/ls, li/ls, ls/rs, vm, lg, oo }' | tee -a "$rows"
done
# The issue's two figures: geometric mean of wave-instructions per cycle, median lockstep
# wave-instructions per second.
awk '{ lw += log($4); n++ } END { printf "geomean winst/cyc %.4f over %d kernels\n", exp(lw / n), n }' "$rows"
awk '{ print $8 }' "$rows" | sort -g | awk '{ a[NR] = $1 } END { printf "median lockstep winst/s %.0f\n", a[int((NR + 1) / 2)] }'
