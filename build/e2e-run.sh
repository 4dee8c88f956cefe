#!/usr/bin/env bash
# `npm run test:e2e`: the whole browser suite as two halves at once, the console's tests and the
# public site's (about equal in time), each with its own server and its own fresh demo database
# (build/e2e-server.sh), so one half never sees the other's data. A browser test mostly waits
# on the page, not on the CPU: two halves take about half the wall time of one on 2 cores.
# The apps are built once, before both. With arguments (`npm run test:e2e -- <file> --grep x`),
# one Playwright run on one server takes them.
set -uo pipefail
cd "$(dirname "$0")/.."
bash build/ensure-chromium.sh || exit 1
npm run --silent build >/dev/null || exit 1
export E2E_PREBUILT=1

if [ "$#" -gt 0 ]; then exec npx playwright test "$@"; fi

run_half() { # name port folder
  # pipefail keeps Playwright's exit status through the prefixing of its lines.
  (set -o pipefail; E2E_PORT="$2" npx playwright test "$3" 2>&1 | sed -u "s/^/[$1] /")
}
port="${E2E_PORT:-3199}"
run_half console "$port" console/ &
console=$!
run_half site "$((port - 1))" public-site/ &
site=$!
status=0
wait "$console" || status=1
wait "$site" || status=1
exit "$status"
