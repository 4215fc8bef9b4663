#!/usr/bin/env bash
# Checker power (an MCY-style score): how many random programs each injected RTL bug of
# tests/mutants needs before the lockstep checker catches it. Random programs only (no corpus):
# for seed 1, 2, ... up to --cap, `gcn-cosim random --seed S` writes a program and its launch
# spec (generated once, shared by every mutant), and the mutant driver
# (build/tests/mutants/gcn_mutant --mutant <name>: the RTL with that bug) runs it in lockstep.
# The first seed whose run diverges is the mutant's score.
#   scripts/checker_power.sh [--cap N] [--out DIR] [--no-build] [MUTANT...]
# Prints a Markdown table (mutant, programs to catch, first report line) and the median. Exit 1
# if a mutant survived --cap programs or a run failed with something other than a divergence.
# GCN_BUILD_DIR selects the build tree (default build/); the driver is built first
# (`cmake --build --target gcn_mutant`) unless --no-build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
cap=200
out=
do_build=1
mutants=()
while [ $# -gt 0 ]; do
  case $1 in
    --cap) cap=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --no-build) do_build=0; shift ;;
    -*) echo "gcn-cosim: error: checker_power.sh: unknown option $1" >&2; exit 2 ;;
    *) mutants+=("$1"); shift ;;
  esac
done
all=$(sed -n 's/^ *"\([a-z0-9_]*\)|[0-9]*|.*$/\1/p' "$root/tests/mutants/mutants.cmake")
if [ ${#mutants[@]} -eq 0 ]; then mapfile -t mutants <<<"$all"; fi
for m in "${mutants[@]}"; do
  grep -qx "$m" <<<"$all" || { echo "gcn-cosim: error: checker_power.sh: no mutant '$m' in tests/mutants" >&2; exit 2; }
done
[ -n "$out" ] || out=$(mktemp -d /tmp/checker_power.XXXXXX)
mkdir -p "$out/programs"
cosim=$build/harness/gcn-cosim
if [ $do_build = 1 ]; then
  targets=(gcn-cosim gcn_mutant)
  cmake --build "$build" --target "${targets[@]}" >"$out/build.log" 2>&1 ||
    { tail -n 30 "$out/build.log"; echo "gcn-cosim: error: checker_power.sh: build failed" >&2; exit 1; }
fi

# program <seed>: the spec of random program <seed> (generated on first use).
program() {
  local dir=$out/programs/seed$1
  if [ ! -f "$dir/spec.json" ]; then
    "$cosim" random --seed "$1" --out "$dir" >"$dir.gen.log" 2>&1 ||
      { cat "$dir.gen.log" >&2; echo "gcn-cosim: error: checker_power.sh: random --seed $1 failed" >&2; exit 1; }
  fi
  echo "$dir/spec.json"
}

status=0
scores=()
echo "| mutant | programs to catch | first report line |"
echo "|---|---|---|"
for m in "${mutants[@]}"; do
  driver=$build/tests/mutants/gcn_mutant
  score="not caught in $cap"
  line=
  # A reordering of one wave's vector-memory completions needs a younger load back first, which
  # the default 2..20-cycle memory never gives (docs/rtl.md, "Known limits"); its CTest mutant
  # test runs the same latency.
  extra=()
  [ "$m" = vmem_out_of_order ] && extra=(--mem-latency 100:400)
  for ((s = 1; s <= cap; ++s)); do
    spec=$(program "$s")
    log=$out/$m.seed$s.log
    if "$driver" --mutant "$m" "${extra[@]}" "$spec" >"$log" 2>&1; then
      score=$s
      line=$(sed -n '/: caught:$/{n;p;q}' "$log")
      scores+=("$s")
      break
    fi
    if ! grep -q ': no divergence$' "$log"; then
      score="error at seed $s"
      line=$(grep -m1 'FAIL' "$log" || tail -n 1 "$log")
      break
    fi
    rm -f "$log"
  done
  case $score in [0-9]*) ;; *) status=1 ;; esac
  echo "| $m | $score | ${line//|/\\|} |"
done
if [ ${#scores[@]} -gt 0 ]; then
  median=$(printf '%s\n' "${scores[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}')
  echo
  echo "caught: ${#scores[@]} of ${#mutants[@]} mutants; median programs to catch: $median; outputs in $out"
else
  echo
  echo "caught: 0 of ${#mutants[@]} mutants; outputs in $out"
fi
exit $status
