#!/usr/bin/env bash
# SystemC engine speed against the lockstep engine, single thread, side by side: per kernel the
# median over RUNS runs of retired wave-instructions/s and RTL cycles/s with --engine lockstep
# and --engine systemc (both check every retire against golden; the SystemC engine serves
# memory through the AXI-to-TLM bridge and the TLM memory, docs/systemc.md), and the
# systemc/lockstep time ratio. Set-up is not timed. Cycle counts differ: other memory model.
# Usage: scripts/bench_systemc.sh [RUNS] [KERNEL ...]   (default: vectors/kernels/lockstep.txt;
# build first: scripts/build.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
runs=${1:-5}
shift || true
kernels=("$@")
[ ${#kernels[@]} -gt 0 ] || mapfile -t kernels < <(grep -E '^[a-z0-9_]+$' "$root/vectors/kernels/lockstep.txt")

# median of "secs cycles insts" lines by secs
median() { sort -g | awk '{a[NR]=$0} END {print a[int((NR+1)/2)]}'; }
measure() {  # engine spec -> "secs cycles insts"
  for _ in $(seq "$runs"); do
    "$build/harness/gcn-cosim" run "$2" --engine "$1" |
      sed -nE 's/.* ([0-9]+) wave-instructions, ([0-9]+) cycles, (.*, )?([0-9.]+) s, .*/\4 \2 \1/p'
  done | median
}
printf '%-16s %9s %10s %12s %12s %10s %12s %12s %7s\n' kernel winsts 'ls cycles' 'ls cyc/s' 'ls winst/s' \
  'sc cycles' 'sc cyc/s' 'sc winst/s' ratio
for k in "${kernels[@]}"; do
  spec="$build/vectors/kernels/$k.json"
  read -r ls lc li < <(measure lockstep "$spec")
  read -r ss sc si < <(measure systemc "$spec")
  awk -v k="$k" -v ls="$ls" -v lc="$lc" -v li="$li" -v ss="$ss" -v sc="$sc" -v si="$si" 'BEGIN {
    printf "%-16s %9d %10d %12.0f %12.0f %10d %12.0f %12.0f %7.3f\n", k, li, lc, lc/ls, li/ls, sc, sc/ss, si/ss, ss/ls }'
done
