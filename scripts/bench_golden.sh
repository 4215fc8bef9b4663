#!/usr/bin/env bash
# Golden-model speed, single thread: median over RUNS runs of wave-instructions/s and
# lane-operations/s per kernel (execution only: loading and set-up are not timed).
# Default: the ALU-bound benchmark kernels (vectors/bench) and then the corpus.
# Usage: scripts/bench_golden.sh [RUNS] [SPEC.json ...]   (build first: scripts/build.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
runs=${1:-5}
shift || true
specs=("$@")
[ ${#specs[@]} -gt 0 ] || specs=("$build"/vectors/bench/*.json "$build"/vectors/kernels/*.json)
printf '%-20s %12s %14s %12s %14s\n' kernel wave-insts lane-ops 'M winst/s' 'M lane-ops/s'
for spec in "${specs[@]}"; do
  n=$(basename "$spec" .json)
  for _ in $(seq "$runs"); do
    "$build/harness/gcn-cosim" run "$spec" 2>&1 | tail -n1 |
      sed -nE 's/.* ([0-9]+) wave-instructions, ([0-9]+) lane-ops, .* s, ([0-9.]+) M wave-instructions\/s, ([0-9.]+) M lane-ops\/s/\1 \2 \3 \4/p'
  done | sort -k3 -g | awk -v n="$n" '{a[NR]=$0} END {split(a[int((NR+1)/2)], m, " ");
    printf "%-20s %12s %14s %12s %14s\n", n, m[1], m[2], m[3], m[4]}'
done
