#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine, builds everything and runs the default test set.
# Long and random tests carry the CTest label "long" and run only with GCN_TEST_LONG=1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
build=${GCN_BUILD_DIR:-$root/build}
exclude=(-LE long)
[ "${GCN_TEST_LONG:-0}" = 1 ] && exclude=()
cd "$build"
ctest --output-on-failure -j"${GCN_JOBS:-$(nproc)}" "${exclude[@]}"
