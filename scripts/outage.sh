#!/usr/bin/env bash
# outage.sh — play backend outages against a running memoryd and check that
# it fails fast, loses nothing and recovers by itself (issue 9).
#
#   bash scripts/outage.sh
#
# Starts a throwaway PostgreSQL and Neo4j of its own (scripts/pg.sh and
# scripts/neo4j.sh, under a temporary MEMORYD_TESTENV_DIR and on their own
# ports, so the shared test servers are left alone), builds and starts
# memoryd on them, then, while posting turns:
#   1. stops Neo4j, restarts it (with an empty database: the store must
#      create its schema again),
#   2. freezes Neo4j (SIGSTOP), thaws it (SIGCONT),
#   3. stops PostgreSQL, restarts it,
# each time without restarting memoryd. It prints, per phase, the status
# codes and latencies of the turns posted during the outage, how long
# memoryd took to be ready again, and checks with GET session that every
# acknowledged turn is stored and no refused turn is; finally the refused
# turns are posted again and must all be stored. Exit 0 when every check
# holds.
#
# Settings (environment): OUTAGE_PG_PORT (default 55439), OUTAGE_NEO4J_PORT
# (default 7697), OUTAGE_HTTP_PORT (default 18089), OUTAGE_TURNS (turns posted
# during each outage, default 10), OUTAGE_KEEP=1 keeps the work directory.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

work=$(mktemp -d /tmp/memoryd-outage.XXXXXX)
chmod 755 "$work"
export MEMORYD_TESTENV_DIR="$work/env"
export MEMORYD_TEST_PG_PORT="${OUTAGE_PG_PORT:-55439}"
export MEMORYD_TEST_NEO4J_PORT="${OUTAGE_NEO4J_PORT:-7697}"
http_port="${OUTAGE_HTTP_PORT:-18089}"
turns_per_outage="${OUTAGE_TURNS:-10}"
base="http://127.0.0.1:$http_port"
log() { echo "outage: $*" >&2; }
fail=0
check() { # check DESCRIPTION CONDITION...
	local what=$1
	shift
	if "$@"; then
		echo "  ok    $what"
	else
		echo "  FAIL  $what"
		fail=1
	fi
}

memoryd_pid=""
neo4j_pid() { cat "$MEMORYD_TESTENV_DIR/neo4j/neo4j.pid"; }
cleanup() {
	set +e
	if [[ -n "$memoryd_pid" ]]; then
		kill -TERM "$memoryd_pid" 2>/dev/null
		wait "$memoryd_pid" 2>/dev/null
	fi
	[[ -f "$MEMORYD_TESTENV_DIR/neo4j/neo4j.pid" ]] && kill -CONT "$(neo4j_pid)" 2>/dev/null
	bash scripts/neo4j.sh stop >/dev/null 2>&1
	bash scripts/pg.sh stop >/dev/null 2>&1
	if [[ "${OUTAGE_KEEP:-}" == 1 ]]; then
		log "kept $work"
	else
		rm -rf "$work"
	fi
}
trap cleanup EXIT

for p in "$MEMORYD_TEST_PG_PORT" "$MEMORYD_TEST_NEO4J_PORT" "$http_port"; do
	if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
		log "port $p is in use; set OUTAGE_PG_PORT, OUTAGE_NEO4J_PORT or OUTAGE_HTTP_PORT"
		exit 1
	fi
done

log "starting a throwaway PostgreSQL on $MEMORYD_TEST_PG_PORT and Neo4j on $MEMORYD_TEST_NEO4J_PORT"
bash scripts/pg.sh start 2>"$work/pg.log" || { cat "$work/pg.log" >&2; exit 1; }
bash scripts/neo4j.sh start 2>"$work/neo4j.log" || { cat "$work/neo4j.log" >&2; exit 1; }
eval "$(bash scripts/pg.sh env)"
eval "$(bash scripts/neo4j.sh env)"

go build -o "$work/memoryd" ./cmd/memoryd
MEMORYD_PG_DSN="$MEMORYD_TEST_PG_DSN" MEMORYD_NEO4J_URI="$MEMORYD_TEST_NEO4J_URI" \
	MEMORYD_NEO4J_USER="$MEMORYD_TEST_NEO4J_USER" MEMORYD_NEO4J_PASSWORD="$MEMORYD_TEST_NEO4J_PASSWORD" \
	MEMORYD_ADMIN_KEY=outage-admin MEMORYD_DATA_DIR="$work/data" \
	"$work/memoryd" serve --addr "127.0.0.1:$http_port" --window 1000 --request-timeout 5s \
	>"$work/memoryd.out" 2>"$work/memoryd.log" &
memoryd_pid=$!

# now: seconds since the epoch, with milliseconds.
now() { date +%s.%3N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

# wait_ready waits until /readyz answers 200 and prints how long it took.
wait_ready() {
	local t0 limit=${1:-120}
	t0=$(now)
	while true; do
		if [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$base/readyz")" == 200 ]]; then
			since "$t0"
			return 0
		fi
		if ! kill -0 "$memoryd_pid" 2>/dev/null; then
			log "memoryd exited; its log:"
			tail -n 30 "$work/memoryd.log" >&2
			exit 1
		fi
		if (($(awk -v a="$t0" -v b="$(now)" -v l="$limit" 'BEGIN { print (b - a > l) }'))); then
			echo "timeout"
			return 1
		fi
		sleep 0.1
	done
}

up=$(wait_ready 60) || { log "memoryd not ready: $(curl -s "$base/readyz")"; exit 1; }
log "memoryd ready in ${up}s"

curl -s -o /dev/null -X POST "$base/v1/admin/tenants" -H "Authorization: Bearer outage-admin" -d '{"id":"outage"}'
agent=$(curl -s -X POST "$base/v1/admin/tenants/outage/keys" -H "Authorization: Bearer outage-admin" -d '{"role":"agent"}' |
	python3 -c 'import json,sys; print(json.load(sys.stdin)["key"])')

patient=p-outage
sess=s-1
acked=()
refused=()
n=0

# post_turn ID: posts one turn and records whether it was acknowledged
# (2xx) or refused; sets last to "CODE SECONDS".
last=""
post_turn() {
	local id=$1 out
	local sys=$((120 + n % 40)) dia=$((70 + n % 20))
	out=$(curl -s -o "$work/last.json" -w '%{http_code} %{time_total}' --max-time 30 \
		-X POST "$base/v1/patients/$patient/sessions/$sess/turns" -H "Authorization: Bearer $agent" \
		-d "{\"turn_id\": \"$id\", \"role\": \"patient\", \"text\": \"My blood pressure this morning was $sys/$dia.\"}") || out="000 30"
	case "${out%% *}" in
	2??) acked+=("$id") ;;
	*) refused+=("$id") ;;
	esac
	last=$out
}

# phase NAME COUNT: posts COUNT turns and prints their codes and latencies.
phase() {
	local name=$1 count=$2 i codes="" lat=""
	for ((i = 0; i < count; i++)); do
		n=$((n + 1))
		post_turn "$name-$i"
		codes+="${last%% *} "
		lat+="${last##* } "
	done
	python3 - "$name" "$codes" "$lat" <<'PY'
import sys, collections, statistics
name, codes, lat = sys.argv[1], sys.argv[2].split(), [float(x) for x in sys.argv[3].split()]
by = collections.defaultdict(list)
for c, l in zip(codes, lat):
    by[c].append(l)
parts = []
for c in sorted(by):
    ls = by[c]
    parts.append(f"{c} x{len(ls)} (first {ls[0]:.3f}s, median {statistics.median(ls):.3f}s, max {max(ls):.3f}s)")
print(f"  {name:<22} " + "; ".join(parts))
PY
}

# check_session: every acknowledged turn stored, no refused turn stored.
check_session() {
	curl -s "$base/v1/patients/$patient/sessions/$sess" -H "Authorization: Bearer $agent" >"$work/session.json"
	python3 - "$work/session.json" "${acked[*]:-}" "${refused[*]:-}" <<'PY'
import json, sys
stored = {t["turn_id"] for t in json.load(open(sys.argv[1]))["turns"]}
acked, refused = set(sys.argv[2].split()), set(sys.argv[3].split())
lost, leaked = sorted(acked - stored), sorted(refused & stored)
print(f"  session: {len(stored)} turns stored; acknowledged {len(acked)}, lost {len(lost)} {lost or ''}; "
      f"refused {len(refused)}, stored anyway {len(leaked)} {leaked or ''}")
sys.exit(1 if lost or leaked else 0)
PY
}

# none_acked PHASE: every turn of the phase was refused.
none_acked() {
	local id
	for id in "${acked[@]}"; do
		[[ "$id" == "$1-"* ]] && return 1
	done
	return 0
}

# all_acked PHASE: every turn of the phase was acknowledged.
all_acked() {
	local id
	for id in "${refused[@]}"; do
		[[ "$id" == "$1-"* ]] && return 1
	done
	return 0
}

# recover WHAT: prints how long memoryd took to be ready again, posts turns
# and checks the session.
recover() {
	local name=$1
	echo "  memoryd ready again $(wait_ready)s after $name came back"
	phase "$name-recovered" 5
	check "turns acknowledged after $name came back, memoryd not restarted" all_acked "$name-recovered"
	check "no acknowledged turn lost, no refused turn stored" check_session
}

echo "== baseline"
phase baseline 5
check "baseline turns acknowledged" all_acked baseline

echo "== Neo4j stopped, then restarted with an empty database"
bash scripts/neo4j.sh stop 2>>"$work/neo4j.log"
phase neo4j-stopped "$turns_per_outage"
check "every turn refused while Neo4j is stopped" none_acked neo4j-stopped
check "/readyz names the record not ready" grep -q '"name":"entity","backend":"neo4j","ok":false' <<<"$(curl -s "$base/readyz")"
t0=$(now)
bash scripts/neo4j.sh start 2>>"$work/neo4j.log"
echo "  Neo4j started in $(since "$t0")s"
recover neo4j
check "memoryd logged the schema re-created on the new database" grep -q '"graph store recovered".*"schema_created":[1-9]' "$work/memoryd.log"

echo "== Neo4j frozen (SIGSTOP), then thawed (SIGCONT)"
kill -STOP "$(neo4j_pid)"
phase neo4j-frozen "$turns_per_outage"
check "every turn refused while Neo4j is frozen" none_acked neo4j-frozen
kill -CONT "$(neo4j_pid)"
recover neo4j-thawed

echo "== PostgreSQL stopped, then restarted"
bash scripts/pg.sh stop 2>>"$work/pg.log"
phase pg-stopped "$turns_per_outage"
check "every turn refused while PostgreSQL is stopped" none_acked pg-stopped
check "/readyz names the sessions not ready" grep -q '"name":"session","backend":"postgres","ok":false' <<<"$(curl -s "$base/readyz")"
bash scripts/pg.sh start 2>>"$work/pg.log"
recover pg

echo "== the refused turns posted again"
again=("${refused[@]}")
refused=()
for id in "${again[@]}"; do
	n=$((n + 1))
	post_turn "$id"
done
check "every refused turn accepted on retry (${#again[@]})" test "${#refused[@]}" -eq 0
check "every turn stored once" check_session

echo "== logs"
lines=$(wc -l <"$work/memoryd.log")
check "no utterance text in memoryd's log ($lines lines)" bash -c "! grep -q 'blood pressure' '$work/memoryd.log'"
grep -E '"msg":"(graph store|qdrant|postgres|outbox)[^"]*"' "$work/memoryd.log" |
	python3 -c '
import json, sys
for line in sys.stdin:
    r = json.loads(line)
    keep = {k: v for k, v in r.items() if k not in ("time", "level", "msg")}
    print("  log: %-5s %s %s" % (r["level"], r["msg"], json.dumps(keep)))
'
[[ $fail == 0 ]] && echo "PASS" || echo "FAIL"
exit "$fail"
