#!/usr/bin/env bash
# X and reset: no result may depend on uninitialised state. Builds gcn-cosim-xunique (gcn_cu
# verilated with --x-assign unique --x-initial unique; harness/rtl_variants.cmake, not in the
# default build) and runs the lockstep suite (the kernels of vectors/kernels/lockstep.txt, in
# lockstep against golden) once per seed, with every uninitialised bit randomised from that seed:
# GCN_RTL_PLUSARGS="+verilator+rand+reset+2 +verilator+seed+N" (passed to each VerilatedContext
# by verilator/rtl_cu.cpp). Any divergence or error fails.
#   scripts/xreset.sh [--seeds "1 2 3" | --nseeds N] [--kernels "K1 K2" | --kernels none]
#                     [--random N] [-j N] [--out DIR] [--no-build]
# --nseeds N: seeds 1..N (default 5). --kernels: only these lockstep kernels (default: all of
# vectors/kernels/lockstep.txt; none: random programs only). --random N also runs N random
# programs (seeds 1..N) per seed. Prints one line per seed and a total; exit 1 if any run failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
seeds="1 2 3 4 5"
random=0
kernels=
jobs=2
out=
do_build=1
while [ $# -gt 0 ]; do
  case $1 in
    --no-build) do_build=0; shift ;;
    --seeds) seeds=$2; shift 2 ;;
    --nseeds) seeds=$(seq -s ' ' 1 "$2"); shift 2 ;;
    --kernels) kernels=$2; shift 2 ;;
    --random) random=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "gcn-cosim: error: xreset.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$out" ] || out=$(mktemp -d /tmp/xreset.XXXXXX)
mkdir -p "$out"
[ $do_build = 0 ] || cmake --build "$build" --target gcn-cosim-xunique gcn_vectors >"$out/build.log" 2>&1 ||
  { tail -n 30 "$out/build.log"; echo "gcn-cosim: error: xreset.sh: build failed" >&2; exit 1; }
exe=$build/harness/gcn-cosim-xunique
suite=$build/vectors/xreset-suite.json
if [ -z "$kernels" ]; then
  only='"kernels/lockstep.txt"'
elif [ "$kernels" != none ]; then
  only=$(printf '"%s", ' $kernels)
  only="[${only%, }]"
fi
if [ "$kernels" = none ]; then
  [ "$random" != 0 ] || { echo "gcn-cosim: error: xreset.sh: --kernels none needs --random N" >&2; exit 2; }
  args_suite=()
else
  echo "{\"name\": \"xreset\", \"runs\": [{\"specs\": \"kernels/*.json\", \"engine\": \"lockstep\", \"only\": $only}]}" >"$suite"
  args_suite=("$suite")
fi
status=0
nseeds=0 nfailed=0
for s in $seeds; do
  nseeds=$((nseeds + 1))
  args=("${args_suite[@]}" -j "$jobs" --out "$out/seed$s" --no-coverage)
  [ "$random" = 0 ] || args+=(--random "$random" --seed 1 --engine lockstep)
  if GCN_RTL_PLUSARGS="+verilator+rand+reset+2 +verilator+seed+$s" "$exe" regress "${args[@]}" >"$out/seed$s.log" 2>&1; then
    echo "xreset: seed $s: $(grep "^regress:" "$out/seed$s.log")"
  else
    status=1
    nfailed=$((nfailed + 1))
    echo "xreset: seed $s FAILED: $(grep "^regress:" "$out/seed$s.log")"
    grep -F 'FAIL' "$out/seed$s.log" | head -n 5 || true
  fi
done
echo "xreset: $nseeds seeds, $((nseeds - nfailed)) without a failure; outputs in $out"
exit $status
