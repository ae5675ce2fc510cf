#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; never a browser downloaded by a test tool.
set -euo pipefail
# One install at a time: CI starts one in the background while the rest installs and the static
# and unit tests run; the browser tests' own call then waits for it here and finds it installed.
exec 9>"${TMPDIR:-/tmp}/web-ed-ensure-chromium.lock"
flock 9
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests (needs root)..."
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
