#!/usr/bin/env bash
# Golden-model speed, single thread: median over RUNS runs of wave-instructions/s and
# lane-operations/s per bundled kernel (execution only: loading and set-up are not timed).
# Usage: scripts/bench_golden.sh [RUNS] [kernel-name ...]   (build first: scripts/build.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
runs=${1:-5}
shift || true
if [ $# -gt 0 ]; then names=("$@"); else
  names=(); for s in "$build"/vectors/kernels/*.json; do names+=("$(basename "$s" .json)"); done
fi
printf '%-20s %14s %14s %12s %14s\n' kernel wave-insts lane-ops 'M winst/s' 'M lane-ops/s'
for n in "${names[@]}"; do
  spec="$build/vectors/kernels/$n.json"
  rates=()
  for _ in $(seq "$runs"); do
    line=$("$build/harness/gcn-cosim" run "$spec" 2>&1 | tail -n1)
    rates+=("$(sed -nE 's/.* ([0-9]+) wave-instructions, ([0-9]+) lane-ops, .* s, ([0-9.]+) M wave-instructions\/s, ([0-9.]+) M lane-ops\/s/\1 \2 \3 \4/p' <<<"$line")")
  done
  printf '%s\n' "${rates[@]}" | sort -k3 -g | awk -v n="$n" '{a[NR]=$0} END {split(a[int((NR+1)/2)], m, " ");
    printf "%-20s %14s %14s %12s %14s\n", n, m[1], m[2], m[3], m[4]}'
done
