#!/usr/bin/env bash
# pg.sh start|stop|env|status — a throwaway PostgreSQL cluster for the
# session/pgstore tests, for CI and for developers on a Debian machine.
#
#   bash scripts/pg.sh start              # install (if needed), initdb, start, create db + role
#   eval "$(bash scripts/pg.sh env)"      # export MEMORYD_TEST_PG_DSN
#   go test ./session/pgstore/ -count=1
#   bash scripts/pg.sh stop
#
# The cluster lives in ${MEMORYD_TESTENV_DIR:-$PWD/.testenv}/pg, listens on
# 127.0.0.1:${MEMORYD_TEST_PG_PORT:-54329} and keeps its unix socket in the same
# directory. It runs as the `postgres` OS user because postgres refuses to run
# as root. The service role `memoryd` is LOGIN, NOSUPERUSER, NOBYPASSRLS and owns
# the database `anamnesis_test`, so tests can create a schema each and row-level
# security applies to it. Every command is idempotent.
set -euo pipefail

port="${MEMORYD_TEST_PG_PORT:-54329}"
db=anamnesis_test
role=memoryd
password=memoryd-test-only
base=$(realpath -m "${MEMORYD_TESTENV_DIR:-$PWD/.testenv}/pg")

log() { echo "pg.sh: $*" >&2; }
die() { log "$*"; exit 1; }

pgbin() {
	local d
	d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
	[[ -n "$d" && -x "$d/postgres" ]] && echo "$d"
}

# as_postgres runs a command as the postgres OS user from /, since the
# caller's working directory may be closed to that user.
as_postgres() { (cd / && runuser -u postgres -- "$@"); }

# resolve_dir picks the cluster directory. The postgres OS user must be able
# to reach it; when an ancestor of the default is closed to it (a clone under
# /root, say), fall back to a directory under /tmp named after the default so
# that start, env and stop agree.
resolve_dir() {
	local parent
	parent=$(dirname "$base")
	mkdir -p "$parent"
	if id postgres >/dev/null 2>&1 && ! runuser -u postgres -- test -x "$parent" 2>/dev/null; then
		local sum
		sum=$(printf '%s' "$base" | sha256sum | cut -c1-12)
		base="${TMPDIR:-/tmp}/anamnesis-pg-$sum"
		log "postgres cannot reach $parent; using $base"
	fi
	data="$base/data"
	# A unix socket path is limited to 107 bytes; use /tmp when ours is longer.
	sockdir="$base"
	if (( ${#sockdir} + 20 > 100 )); then
		sockdir="/tmp"
	fi
}

dsn() {
	echo "postgres://$role:$password@127.0.0.1:$port/$db?sslmode=disable"
}

running() {
	local bin=$1
	[[ -f "$data/PG_VERSION" ]] && as_postgres "$bin/pg_ctl" -D "$data" status >/dev/null 2>&1
}

start() {
	local bin
	bin=$(pgbin || true)
	if [[ -z "$bin" ]]; then
		log "no postgres binary under /usr/lib/postgresql; installing the Debian package"
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq
		apt-get install -y -qq postgresql >/dev/null
		bin=$(pgbin) || die "postgresql installed but no binary found under /usr/lib/postgresql/*/bin"
	fi
	id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
	resolve_dir
	mkdir -p "$base"
	chown postgres:postgres "$base"
	chmod 700 "$base"

	if [[ ! -f "$data/PG_VERSION" ]]; then
		log "initdb $data"
		as_postgres "$bin/initdb" -D "$data" -U postgres -E UTF8 --no-locale \
			--auth-local=trust --auth-host=scram-sha-256 >"$base/initdb.log" 2>&1 ||
			{ cat "$base/initdb.log" >&2; die "initdb failed"; }
	fi

	if ! running "$bin"; then
		log "starting on 127.0.0.1:$port (socket in $sockdir)"
		# A throwaway cluster: durability settings off for speed.
		as_postgres "$bin/pg_ctl" -D "$data" -l "$base/server.log" -w -t 60 start -o \
			"-c listen_addresses=127.0.0.1 -p $port -k $sockdir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
			>/dev/null || { tail -n 30 "$base/server.log" >&2 || true; die "postgres did not start"; }
	fi
	local i
	for i in $(seq 1 60); do
		if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
			break
		fi
		(( i == 60 )) && die "postgres is not ready on 127.0.0.1:$port"
		sleep 0.5
	done

	local psql=("$bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$sockdir" -p "$port" -U postgres)
	as_postgres "${psql[@]}" -d postgres >/dev/null <<SQL
DO \$\$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$role') THEN
		CREATE ROLE $role;
	END IF;
END
\$\$;
ALTER ROLE $role LOGIN PASSWORD '$password' NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
SELECT 'CREATE DATABASE $db OWNER $role' WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '$db')
\gexec
ALTER DATABASE $db OWNER TO $role;
SQL
	log "ready: $(dsn)"
}

stop() {
	local bin
	bin=$(pgbin || true)
	[[ -n "$bin" ]] || { log "no postgres installed; nothing to stop"; return 0; }
	resolve_dir
	if running "$bin"; then
		as_postgres "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null
		log "stopped"
	else
		log "not running"
	fi
}

status() {
	local bin
	bin=$(pgbin || true)
	resolve_dir
	if [[ -n "$bin" ]] && running "$bin"; then
		echo "running: $(dsn)"
	else
		echo "stopped"
		return 1
	fi
}

case "${1:-}" in
start) start ;;
stop) stop ;;
status) status ;;
env) echo "export MEMORYD_TEST_PG_DSN='$(dsn)'" ;;
*)
	echo "usage: $0 start|stop|env|status" >&2
	exit 2
	;;
esac
