#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (/usr/bin/chromium); Playwright's own browser download
# does not work on our machines. Installs it when missing (as root with apt), or says how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests (once, about a minute)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Browser tests need Debian's Chromium at $chromium. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to another Chromium build)" >&2
exit 1
