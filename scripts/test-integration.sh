#!/usr/bin/env bash
# test-integration.sh — run the whole test suite against real backends:
# a throwaway PostgreSQL (Debian's package) and a real Neo4j Community server
# (built from Maven Central artifacts under testenv/neo4j). Qdrant cannot be
# started here; its suite runs when MEMORYD_TEST_QDRANT_ADDR is already set
# (e.g. against `docker compose up qdrant`).
#
#   bash scripts/test-integration.sh
#
# Starts what it needs, runs `go test ./...` (the README's test command),
# proves the Postgres and Neo4j conformance suites ran rather than skipped,
# and stops what it started, also on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { echo "test-integration: $*" >&2; }

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
if ((${#need_apt[@]})); then
	log "installing ${need_apt[*]} from Debian's packages"
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

cleanup() {
	bash scripts/neo4j.sh stop || true
	bash scripts/pg.sh stop || true
}
trap cleanup EXIT

bash scripts/pg.sh start
bash scripts/neo4j.sh start
eval "$(bash scripts/pg.sh env)"
eval "$(bash scripts/neo4j.sh env)"
export MEMORYD_TEST_PG_DSN MEMORYD_TEST_NEO4J_URI MEMORYD_TEST_NEO4J_USER MEMORYD_TEST_NEO4J_PASSWORD

go test ./...

# go test prints "ok" for a skipped package too. Re-list the backend suites
# (cached, so this costs nothing) and fail if any top-level test skipped.
report=$(go test -v ./session/pgstore/ ./retrieval/pgindex/ ./entity/neo4jstore/ ./e2e/ 2>&1)
passed=$(grep -cE -- '--- PASS' <<<"$report" || true)
skipped=$(grep -E -- '^--- SKIP' <<<"$report" || true)
if [[ -n "$skipped" ]]; then
	log "backend suites skipped:"
	echo "$skipped" >&2
	exit 1
fi
# The design's gate scenario must have run on Neo4j, not only embedded.
scenario=$(go test -v -run 'TestGateScenario' ./memory/ 2>&1)
if ! grep -q -- '--- PASS: TestGateScenario/neo4j' <<<"$scenario"; then
	log "the gate scenario did not run on Neo4j"
	exit 1
fi
# Two replicas on the same patient (issue 9) must have run on both servers.
if ! grep -q -- '--- PASS: TestTwoReplicasOnPostgresAndNeo4j' <<<"$report"; then
	log "the two-replica test did not run"
	exit 1
fi
# Issue 10's conversation scenarios, and a course that ends (a fact's
# valid_to read back from Neo4j), must have run on both servers too.
stack=$(go test -v -run 'LaterSession|ComplaintRanks|TwoAntiplatelets|ThirtyTurns|KneePainAndAnklePain|ACourseOfAStatedLengthEnds' ./httpapi/ 2>&1)
stacked=$(grep -cE -- '--- PASS: .*/postgres\+neo4j' <<<"$stack" || true)
if [[ "$stacked" -lt 9 ]]; then
	log "the conversation scenarios ran $stacked times on PostgreSQL and Neo4j, want 9"
	exit 1
fi
log "Postgres and Neo4j suites ran: $passed tests and subtests passed; gate scenario passed on Neo4j; two replicas held; $stacked conversation scenarios passed on PostgreSQL and Neo4j"
