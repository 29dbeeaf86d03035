#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download cannot work on a
# machine that reaches only the npm registry and Debian's packages). Find it, or install it.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
found() {
  # The version line stands for this stage in npm test's summary.
  echo "$("$chromium" --version 2>/dev/null | sed -E 's/^(Chromium [0-9.]+).*/\1/') at $chromium"
  exit 0
}

if [ -x "$chromium" ]; then
  found
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && found
fi

echo "Browser tests need Chromium at $chromium: install it with 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
exit 1
