#!/usr/bin/env bash
# `npm run test:e2e`: the whole browser suite in shards run at once, the console's tests and the
# public site's each split in E2E_SHARDS_PER_APP (2 by default), each shard with its own server
# and its own fresh demo database (build/e2e-server.sh), so one never sees another's data. A
# browser test mostly waits on the page, not on the CPU: one shard keeps about half a core busy,
# so four at once use 2 cores and take about a quarter of the wall time of one.
# The apps are built once, before all. With arguments (`npm run test:e2e -- <file> --grep x`),
# one Playwright run on one server takes them.
set -uo pipefail
cd "$(dirname "$0")/.."
bash build/ensure-chromium.sh || exit 1
npm run --silent build >/dev/null || exit 1
export E2E_PREBUILT=1

if [ "$#" -gt 0 ]; then exec npx playwright test "$@"; fi

run_shard() { # name port folder shard
  # pipefail keeps Playwright's exit status through the prefixing of its lines.
  (set -o pipefail; E2E_PORT="$2" npx playwright test "$3" --shard="$4" 2>&1 | sed -u "s|^|[$1] |")
}
shards="${E2E_SHARDS_PER_APP:-2}"
port="${E2E_PORT:-3199}"
pids=()
for app in console public-site; do
  for shard in $(seq 1 "$shards"); do
    run_shard "${app%%-*} $shard/$shards" "$port" "$app/" "$shard/$shards" &
    pids+=("$!")
    port=$((port - 1))
  done
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
