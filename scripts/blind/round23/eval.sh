#!/usr/bin/env bash
# ./eval.sh BINARY LABEL PORT  — fresh data dir and tenant, start BINARY, run score.py, stop it, print totals.
set -euo pipefail
BIN=$(readlink -f "${1:?usage: ./eval.sh BINARY LABEL PORT}")
LABEL=${2:?label}
PORT=${3:?port}
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$(mktemp -d "/tmp/r19-${LABEL}-XXXXXX")
cd "$DIR"
export MEMORYD_DATA_DIR="$DIR/data"
"$BIN" tenants create acme --keys-file keys.json >/dev/null
AGENT=$(python3 -c 'import json;print(json.load(open("keys.json"))["keys"]["agent"])' 2>/dev/null || grep '"agent"' keys.json | cut -d'"' -f4)
DOC=$(python3 -c 'import json;print(json.load(open("keys.json"))["keys"]["clinician"])' 2>/dev/null || grep '"clinician"' keys.json | cut -d'"' -f4)
"$BIN" serve --addr "127.0.0.1:$PORT" 2>>"$DIR/memoryd.log" &
PID=$!
stop() { kill "$PID" 2>/dev/null || true; for i in $(seq 1 20); do kill -0 "$PID" 2>/dev/null || break; sleep 0.25; done; }
trap stop EXIT
for i in $(seq 1 40); do curl -sf "127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.25; done
curl -sf "127.0.0.1:$PORT/healthz" >/dev/null || { echo "memoryd did not start; see $DIR/memoryd.log" >&2; exit 1; }
python3 "$HERE/score.py" --url "http://127.0.0.1:$PORT" --key "$AGENT" --clinician-key "$DOC" \
  --label "$LABEL" --out "$HERE/results-$LABEL.json" > "$HERE/report-$LABEL.txt"
stop
trap - EXIT
echo "data: $DIR  report: $HERE/report-$LABEL.txt  results: $HERE/results-$LABEL.json"
grep '^TOTAL' "$HERE/report-$LABEL.txt"
sed -n '/^BY STATE/,/^$/p' "$HERE/report-$LABEL.txt"
