#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (a browser download is impossible here).
# Installs it when missing and we can (root or sudo); otherwise says what to do.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
echo "Chromium is missing: installing Debian's chromium package for the end-to-end tests."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Run as root: apt-get install -y chromium" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
