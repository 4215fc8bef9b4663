#!/usr/bin/env bash
# Configures and builds gcn-cosim into build/ (or $GCN_BUILD_DIR). Used by the other scripts.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
jobs=${GCN_JOBS:-$(nproc)}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
ninja -C "$build" -j"$jobs"
