#!/usr/bin/env bash
# Boots the product as `npm start` does, on a fresh embedded database in a temporary DATA_DIR,
# and checks /api/health, /api/cars/featured and the home page. Prints how long start-up took
# and the embedded database's size after seeding.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${SMOKE_PORT:-3187}"
data_dir="$(mktemp -d)"
log="$data_dir/server.log"
started=$(date +%s%3N)

if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  echo "port $port is already in use; set SMOKE_PORT to a free port"; exit 1
fi

# Its own process group, so that stopping it stops npm and the server alike.
env -u DATABASE_URL DATA_DIR="$data_dir" PORT="$port" setsid npm start >"$log" 2>&1 &
pid=$!
cleanup() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$data_dir"
}
trap cleanup EXIT

for _ in $(seq 1 240); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "The server exited early:"; cat "$log"; exit 1
  fi
  sleep 0.5
done
ready=$(date +%s%3N)

health=$(curl -fsS "http://127.0.0.1:$port/api/health")
echo "health: $health"
[[ "$health" == *'"ok":true'* ]] || { echo "health check failed"; cat "$log"; exit 1; }

featured=$(curl -fsS "http://127.0.0.1:$port/api/cars/featured")
count=$(node -e 'const cars = JSON.parse(process.argv[1]); if (!Array.isArray(cars)) process.exit(1); console.log(cars.length)' "$featured")
echo "featured cars: $count"
[[ "$count" -gt 0 ]] || { echo "no featured cars"; exit 1; }

home=$(curl -fsS "http://127.0.0.1:$port/")
[[ "$home" == *'<div id="root"><div class="layout">'* ]] || { echo "the home page is not server-rendered"; exit 1; }
console=$(curl -fsS "http://127.0.0.1:$port/dashboard/cars")
[[ "$console" == *'/console/assets/'* ]] || { echo "the console is not served at /dashboard"; exit 1; }

echo "start-up to serving: $(( (ready - started) / 1000 )).$(( (ready - started) % 1000 / 100 )) s"
echo "embedded database size after seeding: $(du -sh "$data_dir/db" | cut -f1)"

# Graceful shutdown: SIGTERM stops the server (requests finish, the database closes) promptly.
kill -TERM -- "-$pid"
for _ in $(seq 1 60); do
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 0.25
done
if kill -0 "$pid" 2>/dev/null; then echo "the server did not stop within 15 s of SIGTERM"; exit 1; fi
if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then echo "still serving after SIGTERM"; exit 1; fi
echo "stopped on SIGTERM"
echo "smoke test passed"
