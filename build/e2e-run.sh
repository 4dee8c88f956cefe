#!/usr/bin/env bash
# `npm run test:e2e`: the whole browser suite in E2E_SHARDS shards run at once (4 by default),
# each shard with its own server and its own fresh demo database (build/e2e-server.sh), so one
# never sees another's data. A browser test mostly waits on the page, not on the CPU: one shard keeps about half a core busy,
# so four at once use 2 cores and take about a quarter of the wall time of one.
# The apps are built once, before all. With arguments (`npm run test:e2e -- <file> --grep x`),
# one Playwright run on one server takes them.
set -uo pipefail
cd "$(dirname "$0")/.."
bash build/ensure-chromium.sh || exit 1
# npm test has just built the apps beside vitest (E2E_BUILT); alone, this builds them.
[ -n "${E2E_BUILT:-}" ] || npm run --silent build >/dev/null || exit 1
export E2E_PREBUILT=1

if [ "$#" -gt 0 ]; then exec npx playwright test "$@"; fi

run_shard() { # name port files...
  local name="$1" port="$2" began=$SECONDS
  shift 2
  local reporter=()
  if [ -n "${E2E_REPORT_DIR:-}" ]; then
    # Timings for build/e2e-weights.json: `tsx build/e2eShards.ts --weigh $E2E_REPORT_DIR/*.json`
    mkdir -p "$E2E_REPORT_DIR"
    reporter=(--reporter=list,json)
    export PLAYWRIGHT_JSON_OUTPUT_FILE="$E2E_REPORT_DIR/shard-$port.json"
  fi
  # pipefail keeps Playwright's exit status through the prefixing of its lines.
  (set -o pipefail; E2E_PORT="$port" npx playwright test "${reporter[@]}" "$@" 2>&1 | sed -u "s|^|[$name] |")
  local status=$?
  echo "[$name] done in $((SECONDS - began)) s"
  return "$status"
}
# Shards of about equal duration (build/e2eShards.ts weighs the files by a measured run), each
# with its own server and database: the console's and the site's tests mixed, since one server
# serves both apps.
shards="${E2E_SHARDS:-4}"
port="${E2E_PORT:-3199}"
pids=()
n=0
mapfile -t plan < <(npx tsx build/e2eShards.ts "$shards")
for files in "${plan[@]}"; do
  n=$((n + 1))
  # shellcheck disable=SC2086 # one shard's files, split on spaces
  run_shard "shard $n/${#plan[@]}" "$port" $files &
  pids+=("$!")
  port=$((port - 1))
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
