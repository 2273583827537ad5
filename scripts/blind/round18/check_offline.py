#!/usr/bin/env python3
"""Offline format check of cases.json against score.py's own run_case (no server, stdlib only).

For every case, a stub API answers the scorer's calls with a record that holds exactly the expected
facts, each in its expected state (current: active; past: stopped/inactive; denied: refuted;
claims: a pending claim carrying its proposed fact), and checks:
  1. every expected fact scores "right", nothing "missed" or "wrong", every expected claim found and
     no claim unmatched; in both claim modes of score.py (clinician key: /v1/claims with the proposed
     fact; agent key only: the turns' responses and the context's pending claims, matched by display);
  2. each must_not trap, added alone to that record as an active unconfirmed fact, is reported as a
     wrong write (wrong_must_not == 1) and changes nothing else;
  3. no trap matches any expected entry of its own case (a trap must be a different concept).
This checks the format only; it says nothing about memoryd.

    python3 check_offline.py [cases.json]
"""
import copy
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("score", os.path.join(HERE, "score.py"))
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)


def split_value(v):
    m = re.match(r"^\s*(-?\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)?)\s*(.*)$", v)
    assert m, v
    return m.group(1), m.group(2).strip()


def stub_fact(i, e, status, verification):
    f = {"id": f"fact_{i:04d}", "type": e["type"], "display": e["names"][0],
         "code": {"system": "", "code": (e.get("codes") or [""])[0]},
         "attributes": {}, "status": status, "verification": verification, "kind": "fact",
         "source": {"kind": "patient", "turn_id": "t-0001", "session_id": "s-1"}, "superseded_at": None}
    if f["code"]["code"]:
        f["code"]["system"] = "stub"
    if e.get("value"):
        val, unit = split_value(e["value"])
        f["attributes"]["value"] = val
        if unit:
            f["attributes"]["unit"] = unit
    return f


def build_record(case):
    facts, claims = [], []
    for i, e in enumerate(case["expected"]):
        st = e["state"]
        if st == "current":
            facts.append(stub_fact(i, e, "active", "unconfirmed"))
        elif st == "past":
            facts.append(stub_fact(i, e, "stopped" if e["type"] == "medication" else "inactive", "unconfirmed"))
        elif st == "denied":
            facts.append(stub_fact(i, e, "active", "refuted"))
        elif st == "claim":
            p = stub_fact(i, e, "active", "confirmed")
            p["id"] = ""
            claims.append({"id": f"claim_{i:04d}", "status": "pending", "reason": "uncertain",
                           "display": e["names"][0] + "?", "proposed": p})
    return facts, claims


class StubAPI:
    def __init__(self, facts, claims):
        self.facts, self.claims = facts, claims

    def call(self, method, path, body=None, key=None, tries=6):
        if method == "POST" and "/turns" in path:
            # the turn responses carry the claims (agent mode reads them from here)
            first = body["turn_id"] == "t-0001"
            cl = [{"claim_id": c["id"], "status": "pending", "reason": c["reason"], "display": c["display"]}
                  for c in self.claims] if first else []
            return 201, {"turn_id": body["turn_id"], "claims": cl}
        if method == "GET" and path.endswith("/record"):
            return 200, {"facts": copy.deepcopy(self.facts)}
        if method == "GET" and path.startswith("/v1/claims"):
            return 200, {"claims": copy.deepcopy(self.claims), "next_cursor": ""}
        if method == "POST" and path.endswith("/context"):
            items = [{"text": c["display"], "source": {"layer": "claim", "id": c["id"]}} for c in self.claims]
            return 200, {"sections": [{"name": "pending_claims", "items": items}] if items else []}
        raise AssertionError(f"unexpected call {method} {path}")


def run(case, facts, claims, ckey):
    return score.run_case(StubAPI(facts, claims), ckey, case, "offline", "")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "cases.json")
    data = json.load(open(path, encoding="utf-8"))
    assert data.get("round") == 18, "round must be 18"
    problems, n_traps, n_exp = [], 0, 0
    for case in data["cases"]:
        cid = case["id"]
        for t in case["turns"]:
            assert t["speaker"] in ("patient", "clinician", "assistant"), (cid, t)
            assert t.get("session", "s-1") in ("s-1", "s-2"), (cid, t)
        facts, claims = build_record(case)
        n_exp += len(case["expected"])
        for mode, ckey in (("clinician", "stub-clinician-key"), ("agent", "")):
            r = run(case, facts, claims, ckey)
            s = r["summary"]
            if s["right"] != len(case["expected"]) or s["wrong"] or s["missed"] \
                    or s["claims_expected_found"] != s["claims_expected"] or s["claims_unmatched"] or r["errors"]:
                bad = [(e["name"], e["state"], e["outcome"], e["why"]) for e in r["expected"] if e["outcome"] != "right"]
                problems.append(f"{cid} baseline ({mode}): {s} {bad} {r['errors']}")
        base = run(case, facts, claims, "stub-clinician-key")["summary"]
        for j, m in enumerate(case.get("must_not", [])):
            n_traps += 1
            trap = stub_fact(9000 + j, m, "active", "unconfirmed")
            # 3. the trap must not be the same concept as anything expected in the case
            for e in case["expected"]:
                if score.matches(e["type"], e["names"], e.get("codes"), trap):
                    problems.append(f"{cid} trap '{m['names'][0]}' matches expected '{e['names'][0]}' ({e['state']})")
            # 2. alone in the record it is a wrong write, and nothing else moves
            r = run(case, facts + [trap], claims, "stub-clinician-key")
            s = r["summary"]
            hit = [x for x in r["must_not"] if x["hit"]]
            if s["wrong_must_not"] != 1 or s["wrong_expected"] != 0 or s["right"] != base["right"] \
                    or len(hit) != 1 or hit[0]["name"] != m["names"][0]:
                problems.append(f"{cid} trap '{m['names'][0]}': {s} hits={[h['name'] for h in hit]}")
    print(f"cases={len(data['cases'])} expected={n_exp} traps={n_traps}")
    if problems:
        print("PROBLEMS")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK: every expected fact scores right with no wrong write (clinician and agent claim modes); "
          "every must_not trap alone is reported as exactly one wrong write")


if __name__ == "__main__":
    main()
