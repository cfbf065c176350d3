#!/usr/bin/env bash
# Makes sure redis-server exists for the shared-cache checks (npm run test:multi and the unit
# tests of lib/cache), which start their own on a free loopback port and stop it after.
# Order: redis-server on PATH, then Debian's package when we are root on Debian.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's redis-server for the shared-cache checks..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  command -v redis-server >/dev/null 2>&1 && exit 0
fi
cat >&2 <<'MSG'
No redis-server found for the shared-cache checks.
Install one and run again:
  - Debian/Ubuntu: sudo apt-get install redis-server   (no server needs to run; the checks start their own)
  - elsewhere: install Redis 6 or newer so that redis-server is on PATH
MSG
exit 1
