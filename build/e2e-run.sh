#!/usr/bin/env bash
# `npm run test:e2e`: the whole browser suite in two shards at once, each with its own server
# and its own fresh demo database (build/e2e-server.sh), so the tests of one shard never see the
# other's data. Most of a browser test's time is waiting on the page, not CPU: two shards take
# about half the wall time of one on a 2-core machine. The apps are built once, before both.
# Arguments go to both shards (`npm run test:e2e -- --grep favourites`); E2E_SHARDS=1 runs one.
set -uo pipefail
cd "$(dirname "$0")/.."
bash build/ensure-chromium.sh || exit 1
npm run --silent build >/dev/null || exit 1

shards="${E2E_SHARDS:-2}"
base_port="${E2E_PORT:-3199}"
pids=()
for ((i = 1; i <= shards; i++)); do
  port=$((base_port - i + 1))
  # Each shard's lines carry its number; pipefail keeps Playwright's exit status.
  (set -o pipefail; E2E_PREBUILT=1 E2E_PORT="$port" npx playwright test --shard="$i/$shards" "$@" 2>&1 \
    | sed -u "s/^/[$i] /") &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit "$status"
