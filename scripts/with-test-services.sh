#!/usr/bin/env bash
# Runs a command with the PostgreSQL and Redis the server suites need.
#   bash scripts/with-test-services.sh npm run test:unit
# TEST_DATABASE_URL and REDIS_URL, when set, are used as they are. Otherwise a server already
# answering on the default port (PostgreSQL 5432 with trust auth, Redis 6379) is used and left
# alone. Failing that, one is started from Debian's packages (installed when missing, as
# ensure-chromium.sh does for Chromium) on a free port in a temporary folder, passed to the
# command through TEST_DATABASE_URL / REDIS_URL, and stopped and removed when the command ends.
set -euo pipefail

if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
started_pg=
started_redis=
work=

cleanup() {
  if [ -n "$started_pg" ]; then as_postgres "$pg_bin/pg_ctl" -D "$work/pg" -m fast -w stop >/dev/null || true; fi
  if [ -n "$started_redis" ]; then redis-cli -p "$redis_port" shutdown nosave >/dev/null 2>&1 || kill "$started_redis" 2>/dev/null || true; fi
  if [ -n "$work" ]; then rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

apt_install() {
  echo "Installing Debian's $* for the server tests (needs root)..."
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# PostgreSQL refuses to run as root: as root, the server runs as Debian's postgres user.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

workdir() {
  if [ -z "$work" ]; then
    work=$(mktemp -d /tmp/web-ed-test-services.XXXXXX)
    chmod 755 "$work"
  fi
}

pg_answers() {
  command -v psql >/dev/null && psql "$1" -XAtqc 'select 1' >/dev/null 2>&1
}

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  default_pg=postgres://postgres@127.0.0.1:5432/postgres
  if pg_answers "$default_pg"; then
    export TEST_DATABASE_URL=$default_pg
  else
    pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
    if [ -z "$pg_bin" ]; then
      apt_install postgresql
      pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    fi
    workdir
    pg_port=$(free_port)
    install -d -o "$(id -u postgres 2>/dev/null || id -u)" "$work/pg" "$work/pg-socket"
    as_postgres "$pg_bin/initdb" -D "$work/pg" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
    # A scratch server for tests: durability is not what they measure.
    as_postgres "$pg_bin/pg_ctl" -D "$work/pg" -l "$work/pg/server.log" -w -s \
      -o "-p $pg_port -k $work/pg-socket -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start
    started_pg=1
    export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/postgres
    echo "with-test-services: started PostgreSQL on 127.0.0.1:$pg_port (stopped when the tests end)"
  fi
fi

if [ -z "${REDIS_URL:-}" ]; then
  if (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && read -r -t 2 reply <&3 && [ "${reply%$'\r'}" = "+PONG" ]) 2>/dev/null; then
    export REDIS_URL=redis://127.0.0.1:6379
  else
    command -v redis-server >/dev/null || apt_install redis-server
    workdir
    redis_port=$(free_port)
    redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --dir "$work" \
      --logfile "$work/redis.log" &
    started_redis=$!
    until redis-cli -p "$redis_port" ping >/dev/null 2>&1; do
      kill -0 "$started_redis" 2>/dev/null || { cat "$work/redis.log"; exit 1; }
      sleep 0.1
    done
    export REDIS_URL=redis://127.0.0.1:$redis_port
    echo "with-test-services: started Redis on 127.0.0.1:$redis_port (stopped when the tests end)"
  fi
fi

"$@"
