#!/usr/bin/env bash
# Makes sure nginx exists for the TLS proxy test (lib/http/tls-proxy.http.test.ts), which starts
# its own on a loopback port with a throwaway certificate, in front of `next start`, and that it
# has the Brotli filter module docs/nginx/brotli.conf needs.
# Order: nginx on PATH or in /usr/sbin, then Debian's packages when we are root on Debian.
set -euo pipefail
PATH="$PATH:/usr/sbin"
BROTLI=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
debian_root() { [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ]; }
install() {
  echo "Installing Debian's $* for the TLS proxy test..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
if ! { command -v nginx >/dev/null 2>&1 && command -v openssl >/dev/null 2>&1; }; then
  if debian_root; then install nginx-light openssl; fi
fi
if ! command -v nginx >/dev/null 2>&1; then
  cat >&2 <<'MSG'
No nginx found for the TLS proxy test.
Install one and run again:
  - Debian/Ubuntu: sudo apt-get install nginx-light libnginx-mod-http-brotli-filter openssl
    (no server needs to run; the test starts its own)
  - elsewhere: install nginx 1.18 or newer with the ssl module, so that nginx is on PATH
MSG
  exit 1
fi
if [ ! -f "$BROTLI" ] && debian_root; then install libnginx-mod-http-brotli-filter; fi
# Without the module the test still runs, and says its Brotli cases were skipped.
[ -f "$BROTLI" ] || echo "No nginx Brotli module at $BROTLI: the TLS proxy test skips its Brotli cases." >&2
