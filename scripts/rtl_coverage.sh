#!/usr/bin/env bash
# RTL code coverage of gcn_cu: builds gcn-cosim-cov (gcn_cu verilated with --coverage, line +
# toggle; harness/rtl_variants.cmake, not in the default build), runs a regression over it
# (`regress` with the bundled suite and/or random programs; every model writes its counts to
# GCN_RTL_COVERAGE_DIR), merges the counts (verilator_coverage), converts them to lcov
# (--write-info) and renders them with genhtml into HTMLDIR/rtl-coverage/, linked from the
# regression's HTMLDIR/index.html. Prints line and toggle coverage of gcn_cu (points hit / all).
#   scripts/rtl_coverage.sh [--html DIR] [--out WORKDIR] [--no-build] [REGRESS ARGS...]
# REGRESS ARGS default to: build/vectors/suite.json --random 50 -j 2.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${GCN_BUILD_DIR:-$root/build}
html=rtl-coverage-report
out=
args=()
do_build=1
while [ $# -gt 0 ]; do
  case $1 in
    --no-build) do_build=0; shift ;;
    --html) html=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
[ ${#args[@]} -gt 0 ] || args=("$build/vectors/suite.json" --random 50 -j 2)
[ -n "$out" ] || out=$(mktemp -d /tmp/rtl_coverage.XXXXXX)
mkdir -p "$out" "$html"
out=$(cd "$out" && pwd)
html=$(cd "$html" && pwd)
[ $do_build = 0 ] || cmake --build "$build" --target gcn-cosim-cov gcn_vectors >"$out/build.log" 2>&1 ||
  { tail -n 30 "$out/build.log"; echo "gcn-cosim: error: rtl_coverage.sh: build failed" >&2; exit 1; }
rm -rf "$out/dat"
mkdir -p "$out/dat"
status=0
GCN_RTL_COVERAGE_DIR=$out/dat "$build/harness/gcn-cosim-cov" regress "${args[@]}" \
  --out "$out/regress" --html "$html" >"$out/regress.log" 2>&1 || status=$?
tail -n 1 "$out/regress.log"
shopt -s nullglob
dats=("$out"/dat/*.dat)
[ ${#dats[@]} -gt 0 ] || { echo "gcn-cosim: error: rtl_coverage.sh: no coverage written (no RTL run?)" >&2; exit 1; }
# Merge in batches (one .dat per model instance: thousands after a long regression).
merged=$out/merged.dat
first=1
for ((i = 0; i < ${#dats[@]}; i += 200)); do
  batch=("${dats[@]:i:200}")
  if [ $first = 1 ]; then verilator_coverage --write "$merged" "${batch[@]}" >/dev/null; first=0
  else verilator_coverage --write "$merged.new" "$merged" "${batch[@]}" >/dev/null; mv "$merged.new" "$merged"; fi
done
verilator_coverage --write-info "$out/gcn_cu.info" "$merged" >/dev/null
genhtml --quiet --output-directory "$html/rtl-coverage" --title "gcn_cu RTL coverage" \
  "$out/gcn_cu.info" >"$out/genhtml.log" 2>&1
if [ -f "$html/index.html" ] && ! grep -q 'rtl-coverage/index.html' "$html/index.html"; then
  sed -i 's|</body></html>|<h2>RTL code coverage</h2>\n<p><a href="rtl-coverage/index.html">gcn_cu line and toggle coverage (Verilator, lcov)</a></p>\n</body></html>|' "$html/index.html"
fi
# Points per kind (the .dat's page field: v_line/<module>, v_toggle/<module>, v_branch/...).
python3 - "$merged" <<'PY'
import re, sys, collections
hit, total = collections.Counter(), collections.Counter()
for line in open(sys.argv[1], encoding="latin-1"):
    m = re.match(r"C '(.*)' (\d+)$", line.rstrip("\n"))
    if not m:
        continue
    keys = dict(kv.split("\x02", 1) for kv in m.group(1).split("\x01")[1:] if "\x02" in kv)
    kind = keys.get("page", "?").split("/")[0].removeprefix("v_")
    kind = {"branch": "line", "expr": "line"}.get(kind, kind)
    total[kind] += 1
    hit[kind] += int(m.group(2)) > 0
for k in sorted(total):
    print(f"rtl coverage: {k}: {hit[k]} of {total[k]} points ({100.0 * hit[k] / total[k]:.1f} %)")
PY
echo "rtl coverage: $html/rtl-coverage/index.html (regress report $html/index.html), $(ls "$out"/dat | wc -l) model runs"
exit $status
