#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster from Debian's postgresql-15 server binaries, for running
# the database tests against a system PostgreSQL (CI does this after `npm test`).
#   scripts/pg15-cluster.sh start DIR   → prints a DATABASE_URL
#   scripts/pg15-cluster.sh stop DIR
# Faults for the database tests (tests/db/database-faults.test.ts), the cluster and its port kept:
#   restart DIR (pg_ctl restart -m fast) · halt DIR / resume DIR (stop and start again)
#   freeze DIR / thaw DIR (SIGSTOP / SIGCONT the postmaster and its children)
# A streaming replica of a running cluster (tests/db/replica.test.ts; PostgreSQL 15's defaults stream):
#   scripts/pg15-cluster.sh standby DIR PRIMARY_DIR   → pg_basebackup -R, started; prints its DATABASE_URL
set -euo pipefail
cmd=${1:?usage: pg15-cluster.sh start|stop DIR}
dir=$(realpath -m "${2:?usage: pg15-cluster.sh start|stop DIR}")
bin=${PG15_BIN:-/usr/lib/postgresql/15/bin}

as_pg() {
  # initdb and postgres refuse to run as root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    [ -x "$bin/initdb" ] || { echo "PostgreSQL 15 server binaries not found in $bin (apt-get install postgresql-15)" >&2; exit 1; }
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null
    echo "$port" >"$dir/port"
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  standby)
    primary=$(realpath -m "${3:?usage: pg15-cluster.sh standby DIR PRIMARY_DIR}")
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_pg "$bin/pg_basebackup" -h 127.0.0.1 -p "$(cat "$primary/port")" -U postgres -D "$dir/data" -R -X stream --checkpoint=fast
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null
    echo "$port" >"$dir/port"
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  restart) as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w restart >/dev/null ;;
  halt) as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ;;
  resume)
    port=$(cat "$dir/port")
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null
    ;;
  freeze|thaw)
    pid=$(head -1 "$dir/data/postmaster.pid")
    signal=$([ "$cmd" = freeze ] && echo STOP || echo CONT)
    # shellcheck disable=SC2046
    kill -"$signal" "$pid" $(ps -o pid= --ppid "$pid")
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "unknown command $cmd" >&2; exit 2 ;;
esac
