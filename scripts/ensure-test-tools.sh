#!/usr/bin/env bash
# What `npm test` needs beyond node_modules: Debian's Chromium (a browser download is impossible
# here) for the end-to-end tests, a Java runtime for the Nu HTML Checker (vnu-jar), and Debian's
# PostgreSQL server for the PostgreSQL suite (scripts/with-postgres.sh starts a throw-away cluster).
# Installs what is missing when it can (root or sudo); otherwise says in one line what to run.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
    echo "The tests need: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need: ${missing[*]} (Chromium at /usr/bin/chromium, Java 17+ on the PATH); install them with your package manager." >&2
  exit 1
fi
echo "Installing what the tests need: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
