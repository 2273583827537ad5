#!/usr/bin/env python3
"""Offline format check of cases.json against score.py's own run_case (no server).

For each case a stub API holds exactly the expected facts, each in its expected state (current:
active; past: stopped/inactive; denied: refuted; claims: pending claims with their proposed fact),
and run_case must score every expected fact right with no wrong write and no unmatched claim.
This is done three ways: the stub fact carries the first name and the first code, the first name
and no code, and only the first code (display "zzz"), so that names and codes both match on their own.
Then each must_not trap alone is added as an active fact (the same three ways) and must be reported
as a wrong write by that trap, with every expected fact still right. Also checks the case format.
"""
import importlib.util, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("score", os.path.join(HERE, "score.py"))
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)


class StubAPI:
    def __init__(self, facts, claims):
        self.facts, self.claims = facts, claims

    def call(self, method, path, body=None, key=None, tries=6):
        if method == "POST" and path.endswith("/turns"):
            return 201, {"claims": []}
        if method == "GET" and path.split("?")[0].endswith("/record"):
            return 200, {"facts": self.facts}
        if method == "GET" and path.startswith("/v1/claims"):
            return 200, {"claims": self.claims, "next_cursor": ""}
        if method == "POST" and path.endswith("/context"):
            return 200, {"sections": []}
        return 404, {"error": {"code": "not_found"}}


def split_value(v):
    m = re.match(r"^\s*([-\d./]+)\s*(.*)$", v)
    return (m.group(1), m.group(2).strip()) if m else (v, "")


def stub(fid, typ, names, codes, mode, status="active", verification="unconfirmed", value=None):
    display = names[0] if mode in ("both", "name") else "zzz"
    code = codes[0] if (codes and mode in ("both", "code")) else ""
    f = {"id": fid, "type": typ, "display": display, "code": {"system": "", "code": code},
         "attributes": {}, "status": status, "verification": verification, "kind": "fact",
         "source": {"kind": "patient", "turn_id": "t-0001"}, "superseded_at": None}
    if value:
        val, unit = split_value(value)
        f["attributes"]["value"] = val
        if unit:
            f["attributes"]["unit"] = unit
    return f


def record_for(case, mode):
    facts, claims = [], []
    for i, e in enumerate(case["expected"]):
        if mode == "code" and not e["codes"]:
            m = "name"
        else:
            m = mode
        st = e["state"]
        if st == "current":
            facts.append(stub(f"fact_e{i}", e["type"], e["names"], e["codes"], m, value=e.get("value")))
        elif st == "past":
            facts.append(stub(f"fact_e{i}", e["type"], e["names"], e["codes"], m,
                              status="stopped" if e["type"] == "medication" else "inactive"))
        elif st == "denied":
            facts.append(stub(f"fact_e{i}", e["type"], e["names"], e["codes"], m,
                              status="inactive", verification="refuted"))
        elif st == "claim":
            p = stub("", e["type"], e["names"], e["codes"], m, verification="confirmed")
            claims.append({"id": f"claim_{i}", "status": "pending", "reason": "uncertain",
                           "display": e["names"][0] + "?", "proposed": p})
        else:
            raise ValueError(f"{case['id']}: bad state {st}")
    return facts, claims


def check_format(cases):
    errs = []
    ids = [c["id"] for c in cases]
    want = [f"zh{i:02d}" for i in range(1, 21)] + [f"en{i:02d}" for i in range(1, 21)]
    if ids != want:
        errs.append(f"case ids {ids} != {want}")
    for c in cases:
        n = len(c["turns"])
        if not 9 <= n <= 12:
            errs.append(f"{c['id']}: {n} turns")
        seen2 = False
        for t in c["turns"]:
            if t["speaker"] not in ("patient", "clinician", "assistant"):
                errs.append(f"{c['id']}: speaker {t['speaker']}")
            if not t["text"].strip():
                errs.append(f"{c['id']}: empty turn")
            if t.get("session", "s-1") == "s-2":
                seen2 = True
            elif seen2:
                errs.append(f"{c['id']}: an s-1 turn after s-2")
        for e in c["expected"]:
            if e["type"] not in score.TYPE_GROUPS and e["type"] != "family_history":
                errs.append(f"{c['id']}: type {e['type']}")
            if e["state"] not in ("current", "past", "denied", "claim"):
                errs.append(f"{c['id']}: state {e['state']}")
            if e["type"] == "observation" and not e.get("value"):
                errs.append(f"{c['id']}: observation without value")
            if e.get("value") and not score.NUM.findall(e["value"]):
                errs.append(f"{c['id']}: value without number {e['value']}")
            if not e["names"]:
                errs.append(f"{c['id']}: no names")
        if not c["must_not"]:
            errs.append(f"{c['id']}: no must_not")
        for m in c["must_not"]:
            if not m.get("why"):
                errs.append(f"{c['id']}: must_not without why")
    return errs


def main():
    cases = json.load(open(os.path.join(HERE, "cases.json"), encoding="utf-8"))["cases"]
    problems = check_format(cases)
    runs = traps_ok = 0
    for c in cases:
        n = len(c["expected"])
        for mode in ("both", "name", "code"):
            facts, claims = record_for(c, mode)
            r = score.run_case(StubAPI(facts, claims), "ckey", c, "offline", "")
            runs += 1
            s = r["summary"]
            if s["right"] != n or s["wrong"] or s["missed"] or s["claims_unmatched"] or r["errors"]:
                bad = [(x["state"], x["name"], x["outcome"], x["why"]) for x in r["expected"] if x["outcome"] != "right"]
                problems.append(f"{c['id']} [{mode}] baseline: {s} {bad}")
            for j, m in enumerate(c["must_not"]):
                mm = mode if (m["codes"] or mode != "code") else "name"
                trap = stub(f"fact_trap{j}", m["type"], m["names"], m["codes"], mm)
                r2 = score.run_case(StubAPI(facts + [trap], claims), "ckey", c, "offline", "")
                runs += 1
                s2 = r2["summary"]
                hit = [x["hit"] for x in r2["must_not"]]
                ok = (s2["right"] == n and s2["wrong"] == 1 and s2["wrong_must_not"] == 1
                      and hit[j] and sum(hit) == 1 and not s2["missed"])
                if ok:
                    traps_ok += 1
                else:
                    problems.append(f"{c['id']} [{mode}] trap {m['names'][0]}: {s2} hits={hit}")
    total_traps = sum(len(c["must_not"]) for c in cases) * 3
    print(f"offline check: {len(cases)} cases, {runs} scoring runs; "
          f"expected facts right in every baseline: {'yes' if not any('baseline' in p for p in problems) else 'NO'}; "
          f"traps reported as wrong writes: {traps_ok}/{total_traps}")
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
