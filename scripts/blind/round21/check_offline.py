#!/usr/bin/env python3
"""Offline format check of cases.json against score.py's own run_case (no server).

For every case a stub API holds exactly the expected facts, each in its expected state (current: active;
past: stopped for a drug, inactive otherwise; denied: refuted; family history: an active family_history
fact; claim: no fact, a pending claim whose proposed fact is the expected concept). Every expected fact
must score right, with no wrong write and no must_not hit. Then each must_not trap is added alone, as an
active fact, and must be reported as a must_not wrong write while every expected fact stays right.

    python3 check_offline.py [cases.json]
"""
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("score", os.path.join(HERE, "score.py"))
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)


def fact(fid, typ, names, codes, status, verification, value=None):
    attrs = {"concept_id": ""}
    if value:
        m = re.match(r"^\s*([-\d./]+)\s*(.*)$", value)
        attrs["value"] = m.group(1)
        if m.group(2):
            attrs["unit"] = m.group(2)
    return {"id": fid, "type": typ, "display": names[0],
            "code": {"system": "X", "code": codes[0] if codes else ""},
            "attributes": attrs, "status": status, "verification": verification, "kind": "fact",
            "source": {"kind": "patient", "turn_id": "t-0001", "session_id": "s-1"}}


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
        raise AssertionError("unexpected call %s %s" % (method, path))


def baseline(case):
    facts, claims = [], []
    for i, e in enumerate(case["expected"]):
        fid = "fact_%s_%d" % (case["id"], i)
        st = e["state"]
        if st == "current":
            facts.append(fact(fid, e["type"], e["names"], e.get("codes"), "active", "unconfirmed", e.get("value")))
        elif st == "past":
            facts.append(fact(fid, e["type"], e["names"], e.get("codes"),
                              "stopped" if e["type"] == "medication" else "inactive", "unconfirmed"))
        elif st == "denied":
            facts.append(fact(fid, e["type"], e["names"], e.get("codes"), "inactive", "refuted"))
        elif st == "claim":
            p = fact("", e["type"], e["names"], e.get("codes"), "active", "confirmed")
            claims.append({"id": "claim_%s_%d" % (case["id"], i), "status": "pending", "reason": "uncertain",
                           "display": e["names"][0] + "?", "proposed": p})
        else:
            raise AssertionError("%s: unknown state %s" % (case["id"], st))
    return facts, claims


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "cases.json")
    cases = json.load(open(path, encoding="utf-8"))["cases"]
    problems = []
    n_exp = n_traps = 0
    for case in cases:
        facts, claims = baseline(case)
        r = score.run_case(StubAPI(facts, claims), "clinician-key", case, "offline", "")
        s = r["summary"]
        n_exp += len(case["expected"])
        if s["right"] != len(case["expected"]) or s["wrong"] or s["missed"]:
            bad = [(e["state"], e["type"], e["name"], e["outcome"], e["why"]) for e in r["expected"]
                   if e["outcome"] != "right"]
            problems.append("%s baseline: %s %s" % (case["id"], s, bad))
        if s["claims_expected_found"] != s["claims_expected"]:
            problems.append("%s baseline claims: %s" % (case["id"], s))
        for j, m in enumerate(case.get("must_not", [])):
            n_traps += 1
            trap = fact("trap_%s_%d" % (case["id"], j), m["type"], m["names"], m.get("codes"), "active",
                        "unconfirmed")
            r = score.run_case(StubAPI(facts + [trap], claims), "clinician-key", case, "offline", "")
            s = r["summary"]
            hit = r["must_not"][j]["hit"]
            others = [k for k, mm in enumerate(r["must_not"]) if mm["hit"] and k != j]
            if not hit or others or s["right"] != len(case["expected"]) or s["wrong_expected"]:
                problems.append("%s trap %d (%s %s): hit=%s other_hits=%s summary=%s" % (
                    case["id"], j, m["type"], m["names"][0], hit, others, s))
    print("cases=%d expected=%d traps=%d" % (len(cases), n_exp, n_traps))
    if problems:
        print("FAILED (%d)" % len(problems))
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK: every expected fact scores right with no wrong write; every must_not trap, added alone as an "
          "active fact, is reported as a must_not wrong write and nothing else changes")


if __name__ == "__main__":
    main()
