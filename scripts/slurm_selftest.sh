#!/usr/bin/env bash
# Brings up a private single-node Slurm (Debian's slurmctld + slurmd, docs/regress.md "Slurm
# bring-up test"), runs scripts/slurm_regress.sh on it (a 2-task job array of
# `gcn-cosim regress --shard` plus the dependent merge job) and checks that the merged JUnit and
# HTML equal those of one `regress` run of the same arguments. Everything lives in a temporary
# directory: its own slurm.conf (auth/none, no munge, no cgroups, ports 16817/16818 unless
# GCN_SLURM_PORT is set), state and logs; the daemons it started are stopped by their pid files.
#   scripts/slurm_selftest.sh [--out DIR] [--keep] [regress arguments...]
# Default regress arguments: --random 4 --seed 1 --engine lockstep -j 1.
# Exit 0 equal, 1 different or failed, 77 when this machine cannot run Slurm (the reason is
# printed on one line starting with "SKIP:"; CTest shows the test as skipped).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
cosim=$build/harness/gcn-cosim
out=
keep=0
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    *) break ;;
  esac
done
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--random 4 --seed 1 --engine lockstep -j 1)

skip() { echo "SKIP: slurm_selftest.sh: $*"; exit 77; }
for b in slurmctld slurmd sbatch squeue sinfo scontrol; do
  command -v "$b" >/dev/null || skip "no '$b' on PATH (install slurmd slurmctld slurm-client: GCN_SETUP_SLURM=1 scripts/setup.sh)"
done
[ "$(id -u)" = 0 ] || skip "slurmd needs root to start job steps as other users; run as root"
plugdir=
for d in /usr/lib/x86_64-linux-gnu/slurm-wlm /usr/lib/aarch64-linux-gnu/slurm-wlm /usr/lib/slurm; do
  [ -f "$d/auth_none.so" ] && plugdir=$d && break
done
[ -n "$plugdir" ] || skip "Slurm's auth/none plugin (auth_none.so) was not found"
[ -x "$cosim" ] || { echo "gcn-cosim: error: slurm_selftest.sh: $cosim not built" >&2; exit 1; }

[ -n "$out" ] || out=$(mktemp -d /tmp/slurm_selftest.XXXXXX)
mkdir -p "$out"/{state,spool,log}
host=$(hostname -s)
port=${GCN_SLURM_PORT:-16817}
conf=$out/slurm.conf
cat >"$conf" <<EOF
ClusterName=gcncosim
SlurmctldHost=$host
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/none
CredType=cred/none
PluginDir=$plugdir
StateSaveLocation=$out/state
SlurmdSpoolDir=$out/spool
SlurmctldPidFile=$out/slurmctld.pid
SlurmdPidFile=$out/slurmd.pid
SlurmctldLogFile=$out/log/slurmctld.log
SlurmdLogFile=$out/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/builtin
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
SlurmdTimeout=60
InactiveLimit=0
KillWait=5
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=gcn Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
EOF
export SLURM_CONF=$conf

stop() {
  for p in slurmd slurmctld; do
    [ -f "$out/$p.pid" ] || continue
    pid=$(cat "$out/$p.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  done
  [ $keep = 1 ] || [ "${status:-1}" != 0 ] || rm -rf "$out/state" "$out/spool"
}
trap stop EXIT

slurmctld -c -f "$conf" >"$out/log/slurmctld.out" 2>&1 ||
  skip "slurmctld does not start here: $(tail -n 1 "$out/log/slurmctld.log" 2>/dev/null || cat "$out/log/slurmctld.out")"
slurmd -f "$conf" >"$out/log/slurmd.out" 2>&1 ||
  skip "slurmd does not start here: $(tail -n 1 "$out/log/slurmd.log" 2>/dev/null || cat "$out/log/slurmd.out")"
state=
for _ in $(seq 60); do
  state=$(sinfo -h -N -o '%T' 2>/dev/null | head -n 1 || true)
  case $state in idle|mixed|allocated) break ;; esac
  sleep 1
done
case $state in idle|mixed|allocated) ;; *) skip "the node did not come up (state '$state'; logs in $out/log)" ;; esac
echo "slurm: node $host $state (slurm.conf $conf)"

# The sharded regression: 2-task array + dependent merge job.
GCN_COSIM=$cosim "$root/scripts/slurm_regress.sh" 2 "$out/slurm" "${args[@]}" | tee "$out/submit.log"
merge=$(sed -n 's/.*merge job \([0-9]*\).*/\1/p' "$out/submit.log")
[ -n "$merge" ] || { echo "gcn-cosim: error: slurm_selftest.sh: no merge job id" >&2; exit 1; }
for _ in $(seq 1800); do
  squeue -h -j "$merge" 2>/dev/null | grep -q . || break
  sleep 1
done
if squeue -h -j "$merge" 2>/dev/null | grep -q .; then
  echo "gcn-cosim: error: slurm_selftest.sh: merge job $merge still queued after 30 minutes" >&2
  exit 1
fi
for f in "$out/slurm/junit.xml" "$out/slurm/html/index.html"; do
  [ -s "$f" ] || { echo "gcn-cosim: error: slurm_selftest.sh: $f missing (merge.log: $(tail -n 3 "$out/slurm/merge.log" 2>/dev/null))" >&2; exit 1; }
done
for i in 0 1; do echo "slurm: shard $i: $(grep '^regress:' "$out/slurm/shard-$i.log" || echo 'no summary')"; done

# One run of the same arguments, without Slurm.
rc=0
"$cosim" regress "${args[@]}" --out "$out/single" --junit "$out/single.xml" --html "$out/single-html" >"$out/single.log" 2>&1 || rc=$?
echo "slurm: single run: $(grep '^regress:' "$out/single.log" || echo "exit $rc")"
strip() { sed -E 's/ time="[^"]*"//g' "$1"; }
status=0
if ! diff <(strip "$out/single.xml") <(strip "$out/slurm/junit.xml") >"$out/junit.diff"; then
  echo "slurm: merged JUnit differs from the single run's:"; head -n 20 "$out/junit.diff"; status=1
fi
if ! diff "$out/single-html/index.html" "$out/slurm/html/index.html" >"$out/html.diff"; then
  echo "slurm: merged HTML differs from the single run's:"; head -n 20 "$out/html.diff"; status=1
fi
[ $status = 0 ] && echo "slurm: merged JUnit and HTML equal the single run's ($(grep -c '<testcase' "$out/single.xml") testcases); outputs in $out"
exit $status
