#!/usr/bin/env bash
# neo4j.sh starts and stops a real Neo4j Community server (5.26 LTS, embedded in a small Java
# main built from Maven Central artifacts under testenv/neo4j/) for the integration tests.
#
#   scripts/neo4j.sh start   build the jar if missing, start on 127.0.0.1:$MEMORYD_TEST_NEO4J_PORT,
#                            wait until Bolt accepts connections (no-op if already running)
#   scripts/neo4j.sh stop    stop the server started by `start` and wait for it (no-op if stopped)
#   scripts/neo4j.sh env     print the MEMORYD_TEST_NEO4J_* exports for the test suites
#   scripts/neo4j.sh status  exit 0 if the server is running
#
# Settings (environment):
#   MEMORYD_TESTENV_DIR          state root; pid file, log and database live in $MEMORYD_TESTENV_DIR/neo4j
#                                (default $PWD/.testenv)
#   MEMORYD_TEST_NEO4J_PORT      Bolt port (default 7688)
#   MEMORYD_TEST_NEO4J_PASSWORD  password of user neo4j (default anamnesis-test); auth is always on
#   MEMORYD_TEST_NEO4J_TIMEOUT   seconds to wait for Bolt on start (default 180)
#
# Every start begins with an empty database. Maven is needed only for the first build; the
# built classpath (testenv/neo4j/target) is reused afterwards.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
project="$repo/testenv/neo4j"
jar="$project/target/neo4j-testenv.jar"
state="${MEMORYD_TESTENV_DIR:-$PWD/.testenv}/neo4j"
pidfile="$state/neo4j.pid"
logfile="$state/neo4j.log"
readyfile="$state/ready"
port="${MEMORYD_TEST_NEO4J_PORT:-7688}"
password="${MEMORYD_TEST_NEO4J_PASSWORD:-anamnesis-test}"
timeout="${MEMORYD_TEST_NEO4J_TIMEOUT:-180}"

log() { echo "neo4j.sh: $*" >&2; }

# running succeeds when the pid file names a live Neo4jServer process.
running() {
	[[ -f "$pidfile" ]] || return 1
	local pid
	pid="$(cat "$pidfile")"
	[[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null &&
		tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'org.anamnesis.testenv.Neo4jServer'
}

bolt_open() {
	(exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null
}

build() {
	if [[ -f "$jar" && -d "$project/target/lib" ]]; then
		return 0
	fi
	command -v mvn >/dev/null || { log "mvn not found; install maven (apt-get install -y maven)"; exit 1; }
	log "building $project (first time only)"
	local t0=$SECONDS
	mkdir -p "$state"
	if ! (cd "$project" && mvn -B package -DskipTests) >"$state/build.log" 2>&1; then
		log "maven build failed; last lines of $state/build.log:"
		tail -n 40 "$state/build.log" >&2 || true
		exit 1
	fi
	log "built in $((SECONDS - t0)) s; log $state/build.log"
}

start() {
	if running; then
		log "already running (pid $(cat "$pidfile")) on port $port"
		return 0
	fi
	command -v java >/dev/null || { log "java not found; install a JDK 17 (apt-get install -y openjdk-17-jdk-headless)"; exit 1; }
	build
	if bolt_open; then
		log "port $port is already in use by another process; set MEMORYD_TEST_NEO4J_PORT"
		exit 1
	fi
	mkdir -p "$state"
	rm -rf "$state/home" "$readyfile" "$pidfile"
	local t0=$SECONDS
	NEO4J_TESTENV_PORT="$port" \
		NEO4J_TESTENV_HOME="$state/home" \
		NEO4J_TESTENV_READY_FILE="$readyfile" \
		NEO4J_TESTENV_PASSWORD="$password" \
		NEO4J_TESTENV_PAGECACHE_MB=128 \
		nohup java -Xms256m -Xmx1g -XX:+UseSerialGC \
		-cp "$jar:$project/target/lib/*" org.anamnesis.testenv.Neo4jServer \
		>"$logfile" 2>&1 </dev/null &
	echo $! >"$pidfile"
	local pid
	pid="$(cat "$pidfile")"
	while ((SECONDS - t0 < timeout)); do
		if [[ -f "$readyfile" ]] && bolt_open; then
			log "started (pid $pid) on bolt://127.0.0.1:$port in $((SECONDS - t0)) s; log $logfile"
			return 0
		fi
		if ! kill -0 "$pid" 2>/dev/null; then
			log "server exited during start; last log lines:"
			tail -n 60 "$logfile" >&2 || true
			rm -f "$pidfile"
			exit 1
		fi
		sleep 1
	done
	log "bolt did not open on port $port within $timeout s; last log lines:"
	tail -n 60 "$logfile" >&2 || true
	stop
	exit 1
}

stop() {
	if ! running; then
		rm -f "$pidfile" "$readyfile"
		log "not running"
		return 0
	fi
	local pid t0=$SECONDS killed=0
	pid="$(cat "$pidfile")"
	kill -TERM "$pid" 2>/dev/null || true
	while kill -0 "$pid" 2>/dev/null; do
		if ((!killed && SECONDS - t0 >= 60)); then
			log "pid $pid ignored SIGTERM for 60 s; killing it"
			kill -KILL "$pid" 2>/dev/null || true
			killed=1
		fi
		sleep 0.2
	done
	rm -f "$pidfile" "$readyfile"
	log "stopped (pid $pid) in $((SECONDS - t0)) s"
}

env_exports() {
	echo "export MEMORYD_TEST_NEO4J_URI=bolt://127.0.0.1:$port"
	echo "export MEMORYD_TEST_NEO4J_USER=neo4j"
	echo "export MEMORYD_TEST_NEO4J_PASSWORD=$password"
}

case "${1:-}" in
start) start ;;
stop) stop ;;
env) env_exports ;;
status) running ;;
*)
	echo "usage: $0 start|stop|env|status" >&2
	exit 2
	;;
esac
