#!/usr/bin/env bash
# The server the browser tests drive: the production build of both apps, on a fresh embedded
# database with the demo market, on E2E_PORT. Playwright starts and stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir="$(mktemp -d)"
trap 'rm -rf "$data_dir"' EXIT
npm run --silent build >/dev/null
env -u DATABASE_URL SEED_DEMO=true DATA_DIR="$data_dir" PORT="${E2E_PORT:-3199}" PUBLIC_URL="http://127.0.0.1:${E2E_PORT:-3199}" LOG_LEVEL=warn npm run --silent serve
