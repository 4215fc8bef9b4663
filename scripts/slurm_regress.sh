#!/usr/bin/env bash
# A regression on a Slurm cluster (docs/regress.md, "Beyond one machine"): a job array of
# TASKS shards, each `gcn-cosim regress ... --shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT`
# into OUT/shard-<i>, then one merge job (afterany: it also runs when shards failed) writing
# OUT/junit.xml and OUT/html/. The build directory must be on a file system every node sees.
#
#   scripts/slurm_regress.sh TASKS OUT [regress arguments...]
#   e.g. scripts/slurm_regress.sh 8 /shared/nightly build/vectors/suite.json --random 2000 -j 4
#
# SBATCH_OPTS adds sbatch options to both jobs (partition, account, time limit...).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cosim=${GCN_COSIM:-${GCN_BUILD_DIR:-$root/build}/harness/gcn-cosim}
[ $# -ge 2 ] || { echo "usage: $0 TASKS OUT [regress arguments...]" >&2; exit 2; }
tasks=$1 out=$2
shift 2
mkdir -p "$out"
args=$(printf ' %q' "$@")
array=$(sbatch --parsable ${SBATCH_OPTS:-} --array=0-$((tasks - 1)) --job-name=gcn-regress \
  --output="$out/shard-%a.log" \
  --wrap="$(printf '%q' "$cosim") regress$args --shard \$SLURM_ARRAY_TASK_ID/\$SLURM_ARRAY_TASK_COUNT --out $(printf '%q' "$out")/shard-\$SLURM_ARRAY_TASK_ID")
dirs=$(for i in $(seq 0 $((tasks - 1))); do printf ' %q' "$out/shard-$i"; done)
merge=$(sbatch --parsable ${SBATCH_OPTS:-} --dependency=afterany:"$array" --job-name=gcn-regress-merge \
  --output="$out/merge.log" \
  --wrap="$(printf '%q' "$cosim") regress merge$dirs --out $(printf '%q' "$out/merged") --junit $(printf '%q' "$out/junit.xml") --html $(printf '%q' "$out/html")")
echo "array job $array ($tasks shards), merge job $merge; report: $out/html/index.html"
