#!/usr/bin/env bash
# The main job: set up, build, then run every bundled kernel (vectors/kernels/*.json) and print
# one row per kernel. Kernels listed in vectors/kernels/lockstep.txt run in lockstep (RTL and
# golden compared after every instruction; result "match"); the others use instructions the RTL
# does not have yet and run on the golden engine (result "ran"; their outputs are checked
# against host references by the corpus tests). SEED picks the memory timing (default 1).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
build=${GCN_BUILD_DIR:-$root/build}
seed=${SEED:-1}
mapfile -t lockstep < <(grep -E '^[a-z0-9_]+$' "$root/vectors/kernels/lockstep.txt")
fail=0
printf '%-18s %-8s %6s %6s %12s %10s  %s\n' kernel engine groups waves instructions cycles result
for spec in "$build"/vectors/kernels/*.json; do
  name=$(basename "$spec" .json)
  engine=golden ok=ran
  if printf '%s\n' "${lockstep[@]}" | grep -qx "$name"; then engine=lockstep ok=match; fi
  if out=$("$build/harness/gcn-cosim" run "$spec" --engine "$engine" --seed "$seed" 2>&1); then
    read -r groups waves insts < <(sed -nE 's/.*: ([0-9]+) groups, ([0-9]+) waves, ([0-9]+) wave-instructions.*/\1 \2 \3/p' <<<"$out")
    cycles=$(sed -nE 's/.* ([0-9]+) cycles,.*/\1/p' <<<"$out")
    printf '%-18s %-8s %6s %6s %12s %10s  %s\n' "$name" "$engine" "$groups" "$waves" "$insts" "${cycles:--}" "$ok"
  else
    fail=1
    printf '%-18s %-8s %6s %6s %12s %10s  FAIL: %s\n' "$name" "$engine" - - - - "$(head -n1 <<<"$out")"
    # A divergence report continues below its first line: show it.
    tail -n +2 <<<"$out" | sed 's/^/    /'
  fi
done
exit $fail
