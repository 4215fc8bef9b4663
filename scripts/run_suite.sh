#!/usr/bin/env bash
# The main job: set up, build, then run every bundled kernel (vectors/kernels/*.json) and
# print one row per kernel. ENGINE defaults to the strongest engine this build has.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
build=${GCN_BUILD_DIR:-$root/build}
engine=${ENGINE:-golden}
fail=0
# golden: the kernel ran to completion without error (outputs are checked against the host
# references by the corpus tests); lockstep: RTL and golden matched on every instruction.
ok=ran
[ "$engine" = lockstep ] && ok=match
printf '%-24s %-8s %8s %8s %14s  %s\n' kernel engine groups waves instructions result
for spec in "$build"/vectors/kernels/*.json; do
  name=$(basename "$spec" .json)
  if out=$("$build/harness/gcn-cosim" run "$spec" --engine "$engine" 2>&1); then
    read -r groups waves insts < <(sed -nE 's/.*: ([0-9]+) groups, ([0-9]+) waves, ([0-9]+) wave-instructions.*/\1 \2 \3/p' <<<"$out")
    printf '%-24s %-8s %8s %8s %14s  %s\n' "$name" "$engine" "$groups" "$waves" "$insts" "$ok"
  else
    fail=1
    printf '%-24s %-8s %8s %8s %14s  FAIL: %s\n' "$name" "$engine" - - - "$(head -n1 <<<"$out")"
  fi
done
exit $fail
