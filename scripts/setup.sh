#!/usr/bin/env bash
# Installs everything gcn-cosim needs on a fresh Debian 12 machine (run as root).
# Idempotent: a second run only re-checks packages.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build python3 pkg-config git
  clang-14 llvm-14 llvm-14-dev llvm-14-tools lld-14 libclc-14 libclang-rt-14-dev llvm-14-doc
  zlib1g-dev libzstd-dev libedit-dev libffi-dev libxml2-dev libtinfo-dev libcurl4-openssl-dev
  verilator yosys libsystemc-dev
  catch2 nlohmann-json3-dev libmsgpack-dev libcli11-dev libfmt-dev
  libyaml-cpp-dev  # yaml-cpp: code object v2 metadata, random/regress configs
  pocl-opencl-icd ocl-icd-opencl-dev opencl-clhpp-headers opencl-c-headers
  lcov  # genhtml: RTL code coverage report (scripts/rtl_coverage.sh)
)
# Optional: Debian's Slurm daemons for the long Slurm bring-up test (scripts/slurm_selftest.sh).
# Small (about 13 MB with munge and the basic plugins) but they install system services, which a
# developer machine should not get unasked: only with GCN_SETUP_SLURM=1 or GCN_TEST_LONG=1.
if [ "${GCN_SETUP_SLURM:-0}" = 1 ] || [ "${GCN_TEST_LONG:-0}" = 1 ]; then
  PACKAGES+=(slurmd slurmctld slurm-client)
fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: all packages present"
fi
