#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest, with the independent steps side by side
# so that CI's 2 cores are both busy: the type check beside the lint, then the integration tests
# (the API on PostgreSQL, mostly waiting on the database) beside the unit tests and the apps'
# production build for the browser tests. vitest alone runs one test file at a time on 2 cores
# (its default: cores − 1). Each step's output is printed whole, in order, once it is done.
set -uo pipefail
cd "$(dirname "$0")/.."
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# Runs "name command..." pairs at once; prints each one's output and time; fails if one failed.
side_by_side() {
  local names=() pids=() status=0
  while [ "$#" -gt 0 ]; do
    local name="$1" command="$2"
    shift 2
    names+=("$name")
    (began=$SECONDS; bash -c "$command" >"$logs/$name.log" 2>&1; rc=$?
      echo "== $name: exit $rc after $((SECONDS - began)) s" >>"$logs/$name.log"; exit $rc) &
    pids+=("$!")
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || status=1; done
  for name in "${names[@]}"; do echo "== $name"; cat "$logs/$name.log"; done
  return "$status"
}

side_by_side typecheck 'npm run --silent typecheck' lint 'npm run --silent lint' || exit 1
side_by_side integration 'npx vitest run --project integration' \
  unit 'npx vitest run --project unit --project site-renderer && npm run --silent build' || exit 1
E2E_BUILT=1 npm run --silent test:e2e
