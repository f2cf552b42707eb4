#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL: Debian's `postgresql` package (installed when
# missing, like scripts/ensure-test-tools.sh does for Chromium), a new cluster in a temporary
# folder on 127.0.0.1 and a free port, one test database created for this run. The command gets
# TEST_DATABASE_URL; the database is dropped and the cluster stopped and removed afterwards.
# With TEST_DATABASE_URL already set (an existing server), only the database is created/dropped.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 <command> [args...]" >&2; exit 2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  BIN="$(pg_bin)"
  if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
        echo "The PostgreSQL tests need Debian's postgresql package: sudo apt-get install -y postgresql" >&2
        exit 1
      fi
    fi
    command -v apt-get >/dev/null 2>&1 || { echo "The PostgreSQL tests need PostgreSQL's server (initdb, pg_ctl); install it with your package manager." >&2; exit 1; }
    echo "Installing PostgreSQL for the tests (Debian's postgresql package)"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq postgresql >/dev/null
    BIN="$(pg_bin)"
  fi
  # initdb refuses to run as root: the cluster belongs to the `postgres` user then.
  RUN=()
  if [ "$(id -u)" -eq 0 ]; then RUN=(runuser -u postgres --); fi
  DIR="$(mktemp -d /tmp/sam-pg-XXXXXX)"
  chmod 755 "$DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
  PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  cleanup() {
    "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
  }
  trap cleanup EXIT
  "${RUN[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
    || { cat "$DIR/initdb.log" >&2; exit 1; }
  # Durability off: a test cluster is thrown away; max_connections for three instances and the workers.
  "${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o \
    "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
fi

NAME="sam_test_$(date +%s)_$$"
ADMIN_URL="$TEST_DATABASE_URL"
node -e '
const pg = require("pg");
const c = new pg.Client(process.argv[1]);
c.connect().then(() => c.query(`create database ${process.argv[2]}`)).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });
' "$ADMIN_URL" "$NAME"
export TEST_DATABASE_URL="${ADMIN_URL%/*}/$NAME"
drop_db() {
  node -e '
const pg = require("pg");
const c = new pg.Client(process.argv[1]);
c.connect().then(() => c.query(`drop database if exists ${process.argv[2]} with (force)`)).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });
' "$ADMIN_URL" "$NAME" || true
}
status=0
"$@" || status=$?
drop_db
exit $status
