#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright's own download cannot run offline).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests (apt-get install -y chromium)..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null || {
    apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null
  }
  exit 0
fi
echo "Chromium is required for the browser tests and was not found at $CHROMIUM." >&2
echo "Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)" >&2
exit 1
