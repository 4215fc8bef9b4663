#!/usr/bin/env bash
# The long oracle run (docs/oracle.md): N random OpenCL C kernels from SEED at -O0..-O3 against
# PoCL, niced, on golden (default) or in lockstep. Failing kernels, their reductions and reports
# land in oracle-out/ (or $GCN_ORACLE_OUT); the log in oracle-out/oracle.log.
#   scripts/oracle.sh [N=1000] [SEED=1] [ENGINE=golden|lockstep]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
n=${1:-1000}
seed=${2:-1}
engine=${3:-golden}
out=${GCN_ORACLE_OUT:-$root/oracle-out}
mkdir -p "$out"
nice -n 10 "$build/harness/oracle/gcn-ocl-oracle" --seed "$seed" --count "$n" --levels 0,1,2,3 \
  --engine "$engine" --out "$out" | tee "$out/oracle.log"
