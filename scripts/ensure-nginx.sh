#!/usr/bin/env bash
# Makes sure nginx exists for the TLS proxy test (lib/http/tls-proxy.http.test.ts), which starts
# its own on a loopback port with a throwaway certificate, in front of `next start`.
# Order: nginx on PATH or in /usr/sbin, then Debian's nginx-light when we are root on Debian.
set -euo pipefail
PATH="$PATH:/usr/sbin"
if command -v nginx >/dev/null 2>&1 && command -v openssl >/dev/null 2>&1; then exit 0; fi
if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's nginx-light and openssl for the TLS proxy test..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light openssl >/dev/null
  command -v nginx >/dev/null 2>&1 && exit 0
fi
cat >&2 <<'MSG'
No nginx found for the TLS proxy test.
Install one and run again:
  - Debian/Ubuntu: sudo apt-get install nginx-light openssl   (no server needs to run; the test starts its own)
  - elsewhere: install nginx 1.18 or newer with the ssl module, so that nginx is on PATH
MSG
exit 1
