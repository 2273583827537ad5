#!/usr/bin/env python3
"""Offline format check of cases.json against score.py's own run_case (no server, stdlib only).

1. Structure: ids, 9-12 turns, speakers, sessions, states, values only and always on observations.
2. Stub record holding exactly the expected facts (each in its expected state; claims as pending
   claims with their proposed fact): every expected fact must score right, with no wrong write and
   no unmatched claim. Run twice: with a clinician key (claims from /v1/claims, matched by the
   proposed fact) and with the agent key only (claims from turn responses + context, matched by
   the name in their display).
3. Each must_not trap alone added to that record as an active fact: it must be reported as a
   must_not wrong write, and nothing else may change.
4. Collision scan: a fact named by any one of a concept's names (no code), or coded with any one
   of its codes (no name), must not match another concept's entry in the same case.
"""
import json, os, re, sys, copy

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import score  # noqa: E402

VALID_STATES = {"current", "past", "denied", "claim"}
VALID_TYPES = {"condition", "symptom", "medication", "allergy", "observation", "procedure", "family_history"}


def split_value(v):
    nums = re.findall(r"-?\d+(?:\.\d+)?", v)
    unit = re.sub(r"[-\d./\s]+", " ", v).strip()
    return "/".join(nums), unit


def stub_fact(i, e, status=None, verification=None):
    f = {"id": "fact_%04d" % i, "type": e["type"], "display": e["names"][0],
         "code": {"system": "X", "code": e["codes"][0]} if e.get("codes") else {"system": "", "code": ""},
         "attributes": {}, "kind": "fact", "source": {"kind": "patient", "turn_id": "t-0001"},
         "superseded_at": None}
    if status is None:
        st = e["state"]
        if st == "current":
            status, verification = "active", "unconfirmed"
        elif st == "past":
            status, verification = ("stopped" if e["type"] == "medication" else "inactive"), "unconfirmed"
        elif st == "denied":
            status, verification = "inactive", "refuted"
    f["status"], f["verification"] = status, verification
    if e.get("value"):
        val, unit = split_value(e["value"])
        f["attributes"]["value"] = val
        if unit:
            f["attributes"]["unit"] = unit
    return f


def stub_claim(i, e):
    p = {"type": e["type"], "display": e["names"][0],
         "code": {"system": "X", "code": e["codes"][0]} if e.get("codes") else {"system": "", "code": ""},
         "attributes": {}, "status": "resolved", "verification": "confirmed"}
    return {"id": "claim_%04d" % i, "status": "pending", "reason": "uncertain",
            "display": e["names"][0] + "?", "proposed": p, "text": ""}


class StubAPI:
    def __init__(self, facts, claims):
        self.facts, self.claims, self.key = facts, claims, "agent"

    def call(self, method, path, body=None, key=None, tries=6):
        if method == "POST" and "/turns" in path:
            first = body["turn_id"] == "t-0001"
            cl = [{"claim_id": c["id"], "status": "pending", "reason": c["reason"], "display": c["display"]}
                  for c in self.claims] if first else []
            return 201, {"turn_id": body["turn_id"], "claims": cl}
        if method == "GET" and path.endswith("/record"):
            return 200, {"facts": copy.deepcopy(self.facts)}
        if method == "GET" and path.startswith("/v1/claims"):
            return 200, {"claims": copy.deepcopy(self.claims), "next_cursor": ""}
        if method == "POST" and path.endswith("/context"):
            items = [{"source": {"layer": "claim", "id": c["id"]}} for c in self.claims]
            return 200, {"sections": [{"name": "pending_claims", "items": items}]}
        return 404, {"error": {"code": "not_found"}}


def baseline(case):
    facts, claims = [], []
    for i, e in enumerate(case["expected"]):
        if e["state"] == "claim":
            claims.append(stub_claim(i, e))
        else:
            facts.append(stub_fact(i, e))
    return facts, claims


def structure(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate case ids")
    for c in cases:
        cid = c["id"]
        n = len(c["turns"])
        if not 9 <= n <= 12:
            errs.append(f"{cid}: {n} turns")
        seen2 = False
        for t in c["turns"]:
            if t["speaker"] not in ("patient", "clinician", "assistant"):
                errs.append(f"{cid}: bad speaker {t['speaker']}")
            if not t["text"].strip() or len(t["text"]) > 8000:
                errs.append(f"{cid}: bad text")
            s = t.get("session", "s-1")
            if s == "s-2":
                seen2 = True
            elif s == "s-1" and seen2:
                errs.append(f"{cid}: s-1 turn after s-2")
            elif s not in ("s-1", "s-2"):
                errs.append(f"{cid}: bad session {s}")
        if not c["must_not"]:
            errs.append(f"{cid}: no must_not")
        for e in c["expected"]:
            if e["state"] not in VALID_STATES or e["type"] not in VALID_TYPES or not e["names"]:
                errs.append(f"{cid}: bad expected {e}")
            if (e["type"] == "observation") != bool(e.get("value")):
                errs.append(f"{cid}: value/observation mismatch {e['names'][0]}")
            if e["type"] == "family_history" and e["state"] != "current":
                errs.append(f"{cid}: family history state {e['state']}")
        for m in c["must_not"]:
            if m["type"] not in VALID_TYPES or not m["names"] or not m.get("why"):
                errs.append(f"{cid}: bad must_not {m}")
        keys = [(e["concept"], e["type"], e["state"]) for e in c["expected"]]
        if len(set(keys)) != len(keys):
            errs.append(f"{cid}: duplicate expected entry")
    return errs


def collisions(case):
    """A fact carrying one name (or one code) of an entry must match no entry of another concept
    in the same case (type groups as score.py's)."""
    out = []
    entries = [("exp", e) for e in case["expected"]] + [("mn", m) for m in case["must_not"]]
    for _, a in entries:
        probes = [{"type": a["type"], "display": n, "code": {}, "attributes": {}} for n in a["names"]]
        probes += [{"type": a["type"], "display": "zz-no-name", "code": {"code": c}, "attributes": {}} for c in a.get("codes", [])]
        for f in probes:
            for _, b in entries:
                if b["concept"] == a["concept"] and b["type"] == a["type"]:
                    continue
                if b is a:
                    continue
                if score.matches(b["type"], b["names"], b.get("codes"), f):
                    what = f["display"] if f["display"] != "zz-no-name" else "code " + f["code"]["code"]
                    out.append(f"{case['id']}: {a['concept']}({a['type']}) probe '{what}' matches {b['concept']}({b['type']})")
    return sorted(set(out))


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))["cases"]
    problems = structure(cases)
    n_base = n_trap = 0
    for mode, ckey in (("clinician", "stub-clinician-key"), ("agent", "")):
        for c in cases:
            facts, claims = baseline(c)
            r = score.run_case(StubAPI(facts, claims), ckey, c, "offline", "")
            s = r["summary"]
            ne = len(c["expected"])
            if s["right"] != ne or s["wrong"] or s["missed"] or s["claims_unmatched"] or r["errors"]:
                bad = [(x["name"], x["state"], x["outcome"], x["why"]) for x in r["expected"] if x["outcome"] != "right"]
                problems.append(f"[{mode}] {c['id']} baseline: {s} {bad} "
                                f"{[m['name'] for m in r['must_not'] if m['hit']]}")
            n_base += 1
            if mode != "clinician":
                continue
            for j, m in enumerate(c["must_not"]):
                trap = stub_fact(9000 + j, dict(m, state="current"), "active", "unconfirmed")
                r = score.run_case(StubAPI(facts + [trap], claims), ckey, c, "offline", "")
                s = r["summary"]
                hits = [x["name"] for x in r["must_not"] if x["hit"]]
                if s["wrong_must_not"] != 1 or s["wrong_expected"] or s["right"] != ne or hits != [m["names"][0]]:
                    problems.append(f"{c['id']} trap '{m['names'][0]}' ({m['type']}): {s} hits={hits}")
                n_trap += 1
    coll = []
    for c in cases:
        coll += collisions(c)
    print(f"structure+baseline runs: {n_base} (40 cases x 2 claim modes); trap runs: {n_trap}")
    print(f"collision warnings: {len(coll)}")
    for x in coll:
        print("  COLLISION", x)
    if problems:
        print(f"FAILED: {len(problems)} problem(s)")
        for p in problems:
            print("  ", p)
        sys.exit(1)
    print("OK: every expected fact scores right with no wrong write in both claim modes; "
          "every must_not trap alone is reported as exactly one wrong write")


if __name__ == "__main__":
    main()
