#!/usr/bin/env bash
# X and reset: no result may depend on uninitialised state. Builds gcn-cosim-xunique (gcn_cu
# verilated with --x-assign unique --x-initial unique; harness/rtl_variants.cmake, not in the
# default build) and runs the lockstep suite (the kernels of vectors/kernels/lockstep.txt, in
# lockstep against golden) once per seed, with every uninitialised bit randomised from that seed:
# GCN_RTL_PLUSARGS="+verilator+rand+reset+2 +verilator+seed+N" (passed to each VerilatedContext
# by verilator/rtl_cu.cpp). Any divergence or error fails.
#   scripts/xreset.sh [--seeds "1 2 3"] [--random N] [-j N] [--out DIR] [--no-build]
# --random N also runs N random programs (seeds 1..N) per seed. Exit 1 if any run failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
seeds="1 2 3 4 5"
random=0
jobs=2
out=
do_build=1
while [ $# -gt 0 ]; do
  case $1 in
    --no-build) do_build=0; shift ;;
    --seeds) seeds=$2; shift 2 ;;
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
cat >"$suite" <<'JSON'
{"name": "xreset", "runs": [{"specs": "kernels/*.json", "engine": "lockstep", "only": "kernels/lockstep.txt"}]}
JSON
status=0
for s in $seeds; do
  args=("$suite" -j "$jobs" --out "$out/seed$s")
  [ "$random" = 0 ] || args+=(--random "$random" --seed 1)
  if GCN_RTL_PLUSARGS="+verilator+rand+reset+2 +verilator+seed+$s" "$exe" regress "${args[@]}" >"$out/seed$s.log" 2>&1; then
    echo "xreset: seed $s: $(grep "^regress:" "$out/seed$s.log")"
  else
    status=1
    echo "xreset: seed $s FAILED: $(grep "^regress:" "$out/seed$s.log")"
    grep -F 'FAIL' "$out/seed$s.log" | head -n 5 || true
  fi
done
echo "xreset: outputs in $out"
exit $status
