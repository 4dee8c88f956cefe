#!/usr/bin/env bash
# The server the browser tests drive: the production build of both apps and of the server (as
# `npm start` runs them), on a fresh embedded database with the demo market, on E2E_PORT.
# Playwright starts and stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir="$(mktemp -d)"
trap 'rm -rf "$data_dir"' EXIT
# build/e2e-run.sh builds once for all its shards (E2E_PREBUILT); alone, this builds first.
[ -n "${E2E_PREBUILT:-}" ] || npm run --silent build >/dev/null
# Every browser test signs up from 127.0.0.1: the sign-up limit per address (10 an hour by
# default) would refuse the run's companies after the tenth, so the test server allows more; so
# too the listing analytics reports that every page of every test sends from that one address.
env -u DATABASE_URL SEED_DEMO=true SIGN_UPS_PER_HOUR=1000 LISTING_EVENTS_PER_MINUTE=100000 DATA_DIR="$data_dir" PORT="${E2E_PORT:-3199}" PUBLIC_URL="http://127.0.0.1:${E2E_PORT:-3199}" LOG_LEVEL=warn node dist/api/server.mjs
