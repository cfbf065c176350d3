#!/usr/bin/env bash
# Makes sure a Java runtime exists for the W3C HTML check (lib/http/html-validity.http.test.ts runs
# the Nu Html Checker from the pinned vnu-jar package). Never lets vnu-jar download a JDK.
# Order: java on PATH, then Debian's headless JRE when we are root on Debian.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's default-jre-headless for the W3C HTML check..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  command -v java >/dev/null 2>&1 && exit 0
fi
cat >&2 <<'MSG'
No Java runtime found for the W3C HTML check (the Nu Html Checker, vnu-jar).
Install one and run again:
  - Debian/Ubuntu: sudo apt-get install default-jre-headless
  - elsewhere: any Java 11 or newer so that java is on PATH
MSG
exit 1
