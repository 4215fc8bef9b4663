#!/usr/bin/env bash
# The main job: set up, build, then run the bundled suite (vectors/suite.json, docs/regress.md)
# with `gcn-cosim regress` and print one row per kernel. Kernels listed in
# vectors/kernels/lockstep.txt run in lockstep (RTL and golden compared after every
# instruction; result "match"); the others use instructions the RTL does not have yet and run on
# the golden engine (result "ran"; their outputs are checked against host references by the
# corpus tests). SEED picks the memory timing (default 1); JOBS the parallel runs (default: cores).
# Extra arguments go to regress (e.g. --random 20 --junit out.xml --html report/).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
build=${GCN_BUILD_DIR:-$root/build}
exec "$build/harness/gcn-cosim" regress "$build/vectors/suite.json" --run-seed "${SEED:-1}" -j "${JOBS:-$(nproc)}" \
  --out "$build/regress" "$@"
