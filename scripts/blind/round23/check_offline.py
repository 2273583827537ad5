#!/usr/bin/env python3
"""Offline format check of cases.json against score.py's own run_case (no server, stdlib only).

For each case, a stub API holds exactly the expected facts, each in its expected state (a claim
as a pending claim proposing its fact). Every expected fact must score right, with no wrong
write. Then each must_not trap is added alone to that record as an active fact and must be
reported as a wrong write (wrong_must_not). Both claim paths of score.py are run: with a
clinician key (/v1/claims, matched on the proposed fact) and with the agent key only (claims
from the turn responses, kept when the context lists them). It also checks that no expected
entry's stub fact is matched by another expected entry or by a trap of the same case.
"""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import score  # noqa: E402


def stub_fact(i, e, status, verification, prefix="f"):
    f = {"id": f"{prefix}{i}", "type": e["type"], "display": e["names"][0],
         "code": {"system": "", "code": (e.get("codes") or [""])[0]},
         "attributes": {}, "status": status, "verification": verification, "kind": "fact",
         "source": {"kind": "patient", "turn_id": "t-0001"}, "superseded_at": None}
    if e.get("value"):
        f["attributes"]["value"] = e["value"]
    return f


def record_for(case):
    facts, claims = [], []
    for i, e in enumerate(case["expected"]):
        st = e["state"]
        if st == "current":
            facts.append(stub_fact(i, e, "active", "unconfirmed"))
        elif st == "past":
            facts.append(stub_fact(i, e, "stopped" if e["type"] == "medication" else "inactive", "unconfirmed"))
        elif st == "denied":
            facts.append(stub_fact(i, e, "inactive", "refuted"))
        elif st == "claim":
            p = stub_fact(i, e, "active", "confirmed", prefix="p")
            claims.append({"id": f"claim_{i}", "status": "pending", "reason": "uncertain",
                           "display": e["names"][0] + "?", "proposed": p})
        else:
            raise ValueError(st)
    return facts, claims


class StubAPI:
    def __init__(self, facts, claims):
        self.facts, self.claims = facts, claims

    def call(self, method, path, body=None, key=None, tries=6):
        if method == "POST" and "/turns" in path:
            # agent path: the claims come back in a turn's response
            return 201, {"claims": [{"claim_id": c["id"], "status": "pending", "reason": c["reason"],
                                     "display": c["display"]} for c in self.claims]}
        if method == "GET" and path.endswith("/record"):
            return 200, {"facts": self.facts}
        if method == "GET" and path.startswith("/v1/claims"):
            return 200, {"claims": self.claims, "next_cursor": ""}
        if method == "POST" and path.endswith("/context"):
            return 200, {"sections": [{"name": "pending_claims", "items": [
                {"source": {"layer": "claim", "id": c["id"]}} for c in self.claims]}]}
        return 404, {"error": {"code": "not_found"}}


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))["cases"]
    problems, n_exp, n_trap, n_claim = [], 0, 0, 0
    for case in cases:
        cid = case["id"]
        facts, claims = record_for(case)
        n_exp += len(case["expected"])
        n_claim += len(claims)
        # cross-matching inside the case
        for i, e in enumerate(case["expected"]):
            f = stub_fact(i, e, "active", "unconfirmed")
            for j, e2 in enumerate(case["expected"]):
                if j != i and score.matches(e2["type"], e2["names"], e2.get("codes"), f):
                    problems.append(f"{cid}: expected {e['key']} is also matched by expected {e2['key']}")
            for m in case["must_not"]:
                if score.matches(m["type"], m["names"], m.get("codes"), f):
                    problems.append(f"{cid}: expected {e['key']} is matched by trap {m['key']}")
        for mode, ckey in (("clinician", "clinician-key"), ("agent", "")):
            r = score.run_case(StubAPI(facts, claims), ckey, case, "offline", "")
            s = r["summary"]
            if s["right"] != len(case["expected"]) or s["wrong"] or s["missed"] or r["errors"] \
                    or s["claims_expected_found"] != s["claims_expected"] or s["claims_unmatched"]:
                bad = [(x["name"], x["state"], x["outcome"], x["why"]) for x in r["expected"] if x["outcome"] != "right"]
                problems.append(f"{cid} [{mode}] base record: {s} {bad} {r['errors']}")
            for k, m in enumerate(case["must_not"]):
                if mode == "clinician":
                    n_trap += 1
                t = stub_fact(k, m, "active", "unconfirmed", prefix="trap")
                r = score.run_case(StubAPI(facts + [t], claims), ckey, case, "offline", "")
                s = r["summary"]
                hit = [x for x in r["must_not"] if x["hit"]]
                if not (s["wrong"] == 1 and s["wrong_must_not"] == 1 and s["wrong_expected"] == 0
                        and s["right"] == len(case["expected"]) and len(hit) == 1 and hit[0]["name"] == m["names"][0]):
                    problems.append(f"{cid} [{mode}] trap {m['key']} ({m['type']}): {s}")
    print(f"cases={len(cases)} expected={n_exp} claims={n_claim} traps={n_trap}")
    if problems:
        print(f"FAILED: {len(problems)} problem(s)")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK: every expected fact scores right with no wrong write (clinician and agent claim paths), "
          "and every must_not trap added alone is reported as exactly one wrong write (wrong_must_not)")


if __name__ == "__main__":
    main()
