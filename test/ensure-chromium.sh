#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when we can; otherwise stop and say how.
# Never download a browser from a test tool, and never skip the browser tests silently.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  echo "Chromium: $("$browser" --version 2>/dev/null || echo "$browser")"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium with apt-get (running as root)."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  echo "Chromium: $(/usr/bin/chromium --version)"
  exit 0
fi
echo "The end-to-end tests need Debian's Chromium at $browser, and it is missing." >&2
echo "Install it as root, then run npm test again:  apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
