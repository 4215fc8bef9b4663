#!/usr/bin/env bash
# RTL and lockstep speed, single thread, side by side: per kernel the median over RUNS runs of
# simulated cycles/s and retired wave-instructions/s with the RTL alone (--engine rtl), the
# same in lockstep, and the lockstep/RTL-only time ratio. Set-up is not timed.
# Usage: scripts/bench_rtl.sh [RUNS] [KERNEL ...]   (default: vectors/kernels/lockstep.txt;
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
      sed -nE 's/.* ([0-9]+) wave-instructions, ([0-9]+) cycles, ([0-9.]+) s,.*/\3 \2 \1/p'
  done | median
}
printf '%-16s %10s %9s %12s %12s %12s %12s %7s\n' kernel cycles winsts 'rtl cyc/s' 'rtl winst/s' \
  'ls cyc/s' 'ls winst/s' ratio
for k in "${kernels[@]}"; do
  spec="$build/vectors/kernels/$k.json"
  read -r rs rc ri < <(measure rtl "$spec")
  read -r ls lc li < <(measure lockstep "$spec")
  awk -v k="$k" -v rs="$rs" -v rc="$rc" -v ri="$ri" -v ls="$ls" -v lc="$lc" -v li="$li" 'BEGIN {
    printf "%-16s %10d %9d %12.0f %12.0f %12.0f %12.0f %7.3f\n", k, rc, ri, rc/rs, ri/rs, lc/ls, li/ls, ls/rs }'
done
