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
# A fresh build directory has no CTest cost data, so CTest would start tests in registration
# order and leave the longest (minutes each) for a serial tail. tests/ctest_cost_data.txt seeds
# it (seconds per test measured on the 2-core box); CTest then starts the longest first and
# rewrites the file with its own measurements after every run.
mkdir -p "$build/Testing/Temporary"
[ -f "$build/Testing/Temporary/CTestCostData.txt" ] ||
  cp "$root/tests/ctest_cost_data.txt" "$build/Testing/Temporary/CTestCostData.txt"
cd "$build"
ctest --output-on-failure -j"${GCN_JOBS:-$(nproc)}" "${exclude[@]}"
