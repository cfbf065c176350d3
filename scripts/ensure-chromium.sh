#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright, which must never download its own browser.
# Order: $CHROMIUM_PATH, /usr/bin/chromium, then Debian's package when we are root on Debian.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi
if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
cat >&2 <<'MSG'
No Chromium found for the end-to-end tests.
Install one and run again:
  - Debian/Ubuntu: sudo apt-get install chromium   (then /usr/bin/chromium is used)
  - elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
