#!/usr/bin/env python3
"""Offline format check of cases.json against score.py's own run_case (no server).

A stub API holds exactly the expected facts, each in its expected state (claims as pending
claims carrying their proposed fact). Every expected fact must score right with no wrong write
and no unmatched claim. Then each must_not trap is added alone to that record as an active,
unconfirmed fact: it must be reported as a must_not wrong write, and every expected fact must
still score right. This checks the format and the internal consistency of the set only.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import score  # noqa: E402  (the round's scorer, unchanged)

NUM = re.compile(r"-?\d+(?:\.\d+)?")


def stub_fact(fid, e, status, verification):
    attrs = {"concept_id": e["names"][0]}
    if e.get("value"):
        v = e["value"]
        nums = NUM.findall(v)
        attrs["value"] = "/".join(nums)
        unit = re.sub(r"[-\d./\s]+", " ", v).strip()
        if unit:
            attrs["unit"] = unit
    return {"id": fid, "type": e["type"], "display": e["names"][0],
            "code": {"system": "", "code": (e.get("codes") or [""])[0]},
            "attributes": attrs, "status": status, "verification": verification, "kind": "fact"}


def build_record(case):
    facts, claims = [], []
    for i, e in enumerate(case["expected"]):
        fid = f"fact_{case['id']}_{i}"
        st = e["state"]
        if st == "current":
            facts.append(stub_fact(fid, e, "active", "unconfirmed"))
        elif st == "past":
            facts.append(stub_fact(fid, e, "stopped" if e["type"] == "medication" else "inactive", "unconfirmed"))
        elif st == "denied":
            facts.append(stub_fact(fid, e, "inactive", "refuted"))
        elif st == "claim":
            p = stub_fact("", e, "active", "confirmed")
            claims.append({"id": f"claim_{case['id']}_{i}", "status": "pending", "reason": "uncertain",
                           "display": e["names"][0] + "?", "proposed": p})
        else:
            raise ValueError(st)
    return facts, claims


class StubAPI:
    def __init__(self, facts, claims):
        self.facts, self.claims = facts, claims

    def call(self, method, path, body=None, key=None, tries=6):
        if method == "POST" and "/turns" in path:
            return 201, {"claims": []}
        if method == "GET" and path.endswith("/record"):
            return 200, {"facts": self.facts}
        if method == "GET" and path.startswith("/v1/claims"):
            return 200, {"claims": self.claims, "next_cursor": ""}
        if method == "POST" and path.endswith("/context"):
            return 200, {"sections": []}
        return 404, {"error": {"code": "not_found"}}


def main():
    data = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))
    assert data.get("round") == 20, "round must be 20"
    problems = []
    n_base = n_traps = 0
    for case in data["cases"]:
        for t in case["turns"]:
            assert t["speaker"] in ("patient", "clinician", "assistant"), (case["id"], t)
            assert t.get("session", "s-1") in ("s-1", "s-2"), (case["id"], t)
        for e in case["expected"]:
            assert e["type"] in score.TYPE_GROUPS, (case["id"], e["type"])
            assert e["names"], (case["id"], e)
            if e.get("value"):
                assert NUM.search(e["value"]), (case["id"], e)
        for m in case["must_not"]:
            assert m["type"] in score.TYPE_GROUPS and m["names"] and m.get("why"), (case["id"], m)
        facts, claims = build_record(case)
        r = score.run_case(StubAPI(facts, claims), "clinician-key", case, "offline", "")
        s = r["summary"]
        n_base += 1
        bad = [x for x in r["expected"] if x["outcome"] != "right"]
        if bad or s["wrong"] or s["claims_unmatched"] or r["errors"]:
            problems.append(f"{case['id']} baseline: summary={s} not right="
                            + "; ".join(f"{x['state']} {x['type']} {x['name']} ({x['outcome']}: {x['why']})" for x in bad))
        for j, m in enumerate(case["must_not"]):
            trap = stub_fact(f"trap_{case['id']}_{j}", m, "active", "unconfirmed")
            # the trap must not be the same thing as an expected fact of the case
            clash = [e["names"][0] for e in case["expected"] if score.matches(e["type"], e["names"], e.get("codes"), trap)]
            r2 = score.run_case(StubAPI(facts + [trap], claims), "clinician-key", case, "offline", "")
            n_traps += 1
            hit = [x for x in r2["must_not"] if x["hit"]]
            still = all(x["outcome"] == "right" for x in r2["expected"])
            if clash or len(hit) != 1 or hit[0]["name"] != m["names"][0] or r2["summary"]["wrong_must_not"] != 1 or not still:
                problems.append(f"{case['id']} trap {m['type']} {m['names'][0]}: clash={clash} hits={[h['name'] for h in hit]} "
                                f"expected_still_right={still} summary={r2['summary']}")
    if problems:
        print("FAIL")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print(f"OK: {n_base} cases score all expected facts right with no wrong write; "
          f"{n_traps} must_not traps each reported as exactly one must_not wrong write")


if __name__ == "__main__":
    main()
