#!/usr/bin/env python3
"""Round-15 blind evaluation scorer for memoryd (Python 3, stdlib only).

  python3 score.py --url http://127.0.0.1:PORT --key AGENT_KEY --label X --out results-X.json
                   [--clinician-key KEY] [--cases cases.json] [--only zh01,en03] [--workers 8]

For each case: posts the turns (fresh patient id r15-<label>-<caseid>), reads the record and the
pending claims, and scores every expected fact as right / missed / wrong write; must_not entries
found as active, non-refuted facts are wrong writes too. Claims are read from /v1/claims with a
clinician key when one is given (the proposed fact is then matched by type, code and name);
with the agent key only, from the turns' responses, kept when the context still lists them as
pending, and matched by the name in their display.
"""
import argparse, json, os, re, sys, time, urllib.request, urllib.error, urllib.parse
from concurrent.futures import ThreadPoolExecutor

# ------------------------------------------------------------------ HTTP
class API:
    def __init__(self, base, key):
        self.base = base.rstrip("/")
        self.key = key

    def call(self, method, path, body=None, key=None, tries=6):
        data = None if body is None else json.dumps(body, ensure_ascii=False).encode("utf-8")
        last = None
        for i in range(tries):
            req = urllib.request.Request(self.base + path, data=data, method=method)
            req.add_header("Authorization", "Bearer " + (key or self.key))
            if data is not None:
                req.add_header("Content-Type", "application/json")
            try:
                with urllib.request.urlopen(req, timeout=30) as r:
                    return r.status, json.loads(r.read().decode("utf-8") or "null")
            except urllib.error.HTTPError as e:
                txt = e.read().decode("utf-8", "replace")
                try:
                    j = json.loads(txt)
                except Exception:
                    j = {"raw": txt}
                if e.code == 503 and i < tries - 1:
                    time.sleep(0.3 * (i + 1)); last = (e.code, j); continue
                return e.code, j
            except (urllib.error.URLError, ConnectionError, TimeoutError) as e:
                last = (0, {"error": str(e)})
                time.sleep(0.3 * (i + 1))
        return last

# ------------------------------------------------------------------ matching
TYPE_GROUPS = {
    "condition": {"condition", "symptom"},
    "symptom": {"condition", "symptom"},
    "medication": {"medication"},
    "allergy": {"allergy"},
    "observation": {"observation"},
    "procedure": {"procedure", "event"},
    "family_history": {"family_history"},
}

def norm(s):
    s = (s or "").strip().lower()
    s = re.sub(r"^[a-z][a-z_]*:(?!\s)", "", s)          # drug:, sym:, cond:, lab:, vital: ...
    s = s.replace("’", "'").replace("'", "")
    s = re.sub(r"[_\-/,]+", " ", s)
    s = re.sub(r"\s+", " ", s).strip()
    return s

def variants(s):
    n = norm(s)
    out = {n}
    p = re.sub(r"\s*\([^)]*\)\s*", " ", n).strip()        # drop parentheticals
    out.add(re.sub(r"\s+", " ", p))
    for v in list(out):
        for pre in ("systolic ", "diastolic ", "home ", "clinic "):
            if v.startswith(pre):
                out.add(v[len(pre):])
        if v.endswith("s") and len(v) > 4:
            out.add(v[:-1])
        if v.endswith("es") and len(v) > 5:
            out.add(v[:-2])
    return {v for v in out if v}

def name_set(names):
    out = set()
    for n in names:
        out |= variants(n)
    return out

STOP = {"pain", "with", "disease", "disorder", "syndrome", "acute", "chronic", "other", "unspecified"}

def fact_names(f):
    out = set()
    out |= variants(f.get("display", ""))
    cid = (f.get("attributes") or {}).get("concept_id", "")
    if cid:
        out |= variants(cid)
    return out

def code_match(exp_codes, code):
    c = (code or "").upper().replace(".", "").strip()
    if not c:
        return False
    for e in exp_codes or []:
        e2 = e.upper().replace(".", "").strip()
        if not e2:
            continue
        if c.startswith(e2):
            return True
        # the record's code is coarser than the expected one: accept only at a meaningful depth
        if e2.startswith(c) and len(c) >= 4:
            return True
    return False

def matches(exp_type, names, codes, f):
    if f.get("type") not in TYPE_GROUPS.get(exp_type, {exp_type}):
        return False
    code = (f.get("code") or {}).get("code", "")
    if code and code_match(codes, code):
        return True
    return bool(fact_names(f) & name_set(names))

# ------------------------------------------------------------------ values
NUM = re.compile(r"-?\d+(?:\.\d+)?")

def unit_of(s):
    s = (s or "").lower().replace(" ", "")
    if not s:
        return ""
    if "mmol" in s: return "mmol/l"
    if "mg/dl" in s or "mgdl" in s or "mg%" in s: return "mg/dl"
    if "mmhg" in s: return "mmhg"
    if "°f" in s or s in ("f", "degf", "fahrenheit"): return "f"
    if "°c" in s or "℃" in s or s in ("c", "degc", "度", "celsius"): return "c"
    if s in ("kg", "kgs", "公斤", "千克", "kilos", "kilo"): return "kg"
    if s in ("斤", "jin"): return "jin"
    if s in ("lb", "lbs", "pounds"): return "lb"
    if s in ("mg",): return "mg"
    if s in ("g",): return "g"
    if s in ("mcg", "µg", "ug"): return "mcg"
    if "%" in s: return "%"
    if "/min" in s or "bpm" in s or "次/分" in s or s in ("min", "permin", "beats/min"): return "/min"
    return s

def to_canon(nums, unit):
    if unit == "jin": return [x * 0.5 for x in nums], "kg"
    if unit == "lb": return [x * 0.45359237 for x in nums], "kg"
    if unit == "g": return [x * 1000 for x in nums], "mg"
    if unit == "mcg": return [x / 1000 for x in nums], "mg"
    if unit == "f": return [(x - 32) * 5 / 9 for x in nums], "c"
    if unit == "mg/dl": return [x / 18.0 for x in nums], "mmol/l"   # glucose
    return nums, unit

def close(a, b):
    return abs(a - b) <= max(0.051, 0.015 * max(abs(a), abs(b)))

def parse_value(s):
    nums = [float(x) for x in NUM.findall(s or "")]
    unit = unit_of(re.sub(r"[-\d./\s]+", " ", s or "").strip()) if s else ""
    return nums, unit

def value_match(expected, f):
    en, eu = parse_value(expected)
    attrs = f.get("attributes") or {}
    fv = attrs.get("value", "")
    if not fv:
        fv = f.get("display", "")
    fn = [float(x) for x in NUM.findall(fv)]
    fu = unit_of(attrs.get("unit", "")) or parse_value(fv)[1]
    if not en or not fn:
        return False
    if eu and fu and eu != fu:
        en2, eu2 = to_canon(en, eu)
        fn2, fu2 = to_canon(fn, fu)
        if eu2 == fu2:
            en, fn = en2, fn2
    disp = norm(f.get("display", "")) + " " + norm(attrs.get("concept_id", ""))
    if len(en) == 2 and len(fn) == 1:                      # a BP stored as systolic / diastolic
        if "diastolic" in disp: return close(en[1], fn[0])
        if "systolic" in disp: return close(en[0], fn[0])
        return False
    if len(en) != len(fn):
        return False
    return all(close(a, b) for a, b in zip(en, fn))

# ------------------------------------------------------------------ claims
def claim_head_names(display):
    d = (display or "").strip()
    head = d.split(":")[0] if ":" in d else d
    head = re.sub(r"\(.*?\)", "", head).strip().rstrip("?").strip()
    out = {head}
    for suf in (" resolved", " over", " allergy over", " stopped", " gone"):
        if head.lower().endswith(suf):
            out.add(head[: -len(suf)])
    for pre in ("denies ", "no ", "any ", "allergic to ", "allergy to "):
        for h in list(out):
            if h.lower().startswith(pre):
                out.add(h[len(pre):])
    return out

def claim_matches(exp, c):
    p = c.get("proposed")
    if p:
        return matches(exp["type"], exp["names"], exp.get("codes"), p)
    return bool(name_set(claim_head_names(c.get("display", ""))) & name_set(exp["names"]))

# ------------------------------------------------------------------ run one case
def run_case(api, ckey, case, label, suffix):
    pid = f"r15-{label}-{case['id']}{suffix}"
    errors = []
    turn_claims = {}
    last_session = "s-1"
    for i, t in enumerate(case["turns"], 1):
        sid = t.get("session", "s-1")
        last_session = sid
        body = {"turn_id": f"t-{i:04d}", "role": t["speaker"], "text": t["text"]}
        st, r = api.call("POST", f"/v1/patients/{pid}/sessions/{sid}/turns", body)
        if st not in (200, 201):
            errors.append(f"turn {i}: HTTP {st} {json.dumps(r, ensure_ascii=False)[:200]}")
            continue
        for c in r.get("claims") or []:
            cid = c.get("claim_id") or c.get("id")
            turn_claims[cid] = {"id": cid, "status": c.get("status"), "reason": c.get("reason"),
                                "display": c.get("display"), "turn": body["turn_id"]}
    st, rec = api.call("GET", f"/v1/patients/{pid}/record")
    facts = []
    if st == 200:
        facts = rec.get("facts") or []
    else:
        errors.append(f"record: HTTP {st} {json.dumps(rec)[:200]}")
    facts = [f for f in facts if not f.get("superseded_at")]
    # claims
    claims, claim_source = [], ""
    if ckey:
        cursor = ""
        ok = True
        while True:
            q = urllib.parse.urlencode({"patient_id": pid, "status": "pending", "limit": 200, "cursor": cursor})
            st, r = api.call("GET", f"/v1/claims?{q}", key=ckey)
            if st != 200:
                errors.append(f"claims: HTTP {st} {json.dumps(r)[:200]}"); ok = False; break
            claims += r.get("claims") or []
            cursor = r.get("next_cursor") or ""
            if not cursor:
                break
        claim_source = "clinician:/v1/claims" if ok else ""
    if not claim_source:
        st, ctx = api.call("POST", f"/v1/patients/{pid}/context", {"session_id": last_session, "budget_tokens": 32000})
        pending_ids = None
        if st == 200:
            pending_ids = set()
            for sec in ctx.get("sections") or []:
                if sec.get("name") == "pending_claims":
                    for it in sec.get("items") or []:
                        s = it.get("source") or {}
                        if s.get("layer") == "claim":
                            pending_ids.add(s.get("id"))
        claims = [c for cid, c in turn_claims.items() if pending_ids is None or cid in pending_ids]
        claim_source = "agent:turn responses" + ("+context" if pending_ids is not None else "")
    claims = [c for c in claims if (c.get("status") or "pending") == "pending"]

    def cinfo(c):
        p = c.get("proposed") or {}
        return {"id": c.get("id"), "reason": c.get("reason"), "display": c.get("display") or p.get("display"),
                "type": p.get("type"), "proposed_status": p.get("status"),
                "proposed_verification": p.get("verification"), "text": c.get("text")}

    def finfo(f):
        a = f.get("attributes") or {}
        d = {"id": f.get("id"), "type": f.get("type"), "display": f.get("display"),
             "concept_id": a.get("concept_id", ""), "code": (f.get("code") or {}).get("code", ""),
             "status": f.get("status"), "verification": f.get("verification"),
             "source": (f.get("source") or {}).get("kind"), "turn": (f.get("source") or {}).get("turn_id")}
        if a.get("value"): d["value"] = a.get("value") + (" " + a.get("unit") if a.get("unit") else "")
        if a.get("relation"): d["relation"] = a["relation"]
        return d

    scoreable = [f for f in facts if f.get("kind", "fact") != "inference"]
    used, wrong_ids = set(), set()
    results = []
    for e in case["expected"]:
        cands = [f for f in scoreable if matches(e["type"], e["names"], e.get("codes"), f)]
        for f in cands: used.add(f["id"])
        pos = [f for f in cands if f.get("status") == "active" and f.get("verification") != "refuted"]
        refuted = [f for f in cands if f.get("verification") == "refuted"]
        past = [f for f in cands if f.get("status") in ("inactive", "resolved", "stopped") and f.get("verification") != "refuted"]
        chits = [c for c in claims if claim_matches(e, c)]
        st, outcome, why, ev = e["state"], "missed", "", []
        if st == "current":
            if e.get("value"):
                good = [f for f in pos if value_match(e["value"], f)]
                if good: outcome, ev = "right", good
                elif pos: outcome, why, ev = "wrong", "value differs", pos
                elif refuted: outcome, why, ev = "wrong", "written refuted", refuted
            else:
                if pos: outcome, ev = "right", pos
                elif refuted: outcome, why, ev = "wrong", "written refuted", refuted
            if outcome == "missed" and past: why = "only as past/stopped"
        elif st == "past":
            if pos: outcome, why, ev = "wrong", "written active", pos
            elif past: outcome, ev = "right", past
        elif st == "denied":
            if pos: outcome, why, ev = "wrong", "written active (denied)", pos
            elif refuted: outcome, ev = "right", refuted
        elif st == "claim":
            if chits: outcome = "right"
            elif pos: outcome, why, ev = "wrong", "written as a plain active fact (expected a claim)", pos
        near = []
        if outcome == "missed":
            toks = {t for n in name_set(e["names"]) for t in n.split() if len(t) > 3 and t not in STOP}
            for f in scoreable:
                if f in cands or f.get("type") not in TYPE_GROUPS.get(e["type"], {e["type"]}):
                    continue
                ft = {t for n in fact_names(f) for t in n.split()}
                if toks & ft:
                    near.append(f)
        if outcome == "missed" and chits and st != "claim":
            why = (why + "; " if why else "") + "raised as a claim"
        if outcome == "wrong":
            for f in ev: wrong_ids.add(f["id"])
        results.append({"type": e["type"], "name": e["names"][0], "state": st, "value": e.get("value"),
                        "outcome": outcome, "why": why, "facts": [finfo(f) for f in (ev or cands)],
                        "claims": [cinfo(c) for c in chits], "near": [finfo(f) for f in near]})
    right_ids = set()
    for r in results:
        if r["outcome"] == "right":
            right_ids |= {f["id"] for f in r["facts"]}
    mn = []
    for m in case.get("must_not", []):
        hits = [f for f in scoreable if matches(m["type"], m["names"], m.get("codes"), f)
                and f.get("status") == "active" and f.get("verification") != "refuted"]
        for f in hits: used.add(f["id"])
        hits = [f for f in hits if f["id"] not in wrong_ids and f["id"] not in right_ids]
        for f in hits: wrong_ids.add(f["id"])
        mn.append({"type": m["type"], "name": m["names"][0], "why": m.get("why", ""), "hit": bool(hits),
                   "facts": [finfo(f) for f in hits]})
    extras = [finfo(f) for f in scoreable if f["id"] not in used]
    inferences = [finfo(f) for f in facts if f.get("kind") == "inference"]
    exp_claims = sum(1 for e in case["expected"] if e["state"] == "claim")
    matched_claim_ids = {c["id"] for r in results for c in r["claims"]}
    summary = {
        "right": sum(r["outcome"] == "right" for r in results),
        "missed": sum(r["outcome"] == "missed" for r in results),
        "wrong_expected": sum(r["outcome"] == "wrong" for r in results),
        "wrong_must_not": sum(1 for m in mn if m["hit"]),
        "claims_expected": exp_claims,
        "claims_expected_found": sum(1 for r in results if r["state"] == "claim" and r["outcome"] == "right"),
        "claims_pending": len(claims),
        "claims_unmatched": sum(1 for c in claims if c.get("id") not in matched_claim_ids),
    }
    summary["wrong"] = summary["wrong_expected"] + summary["wrong_must_not"]
    return {"id": case["id"], "patient_id": pid, "description": case.get("description", ""),
            "summary": summary, "expected": results, "must_not": mn, "extras": extras,
            "inferences": inferences, "claims": [cinfo(c) for c in claims],
            "unmatched_claims": [cinfo(c) for c in claims if c.get("id") not in matched_claim_ids],
            "claim_source": claim_source, "errors": errors}

# ------------------------------------------------------------------ main
def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--url", required=True)
    ap.add_argument("--key", required=True, help="agent API key")
    ap.add_argument("--clinician-key", default=os.environ.get("R15_CLINICIAN_KEY", ""),
                    help="optional: read claims (with their proposed facts) from /v1/claims")
    ap.add_argument("--label", required=True)
    ap.add_argument("--out", default="")
    ap.add_argument("--cases", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json"))
    ap.add_argument("--only", default="", help="comma-separated case ids")
    ap.add_argument("--suffix", default="", help="appended to patient ids (to re-run on the same server)")
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--quiet", action="store_true", help="totals only")
    a = ap.parse_args()
    label = re.sub(r"[^A-Za-z0-9._-]", "-", a.label)
    suffix = re.sub(r"[^A-Za-z0-9._-]", "-", a.suffix)
    cases = json.load(open(a.cases, encoding="utf-8"))["cases"]
    if a.only:
        keep = set(a.only.split(","))
        cases = [c for c in cases if c["id"] in keep]
    api = API(a.url, a.key)
    st, _ = api.call("GET", "/healthz", tries=3)
    if st != 200:
        sys.exit(f"memoryd not answering at {a.url} (healthz {st})")
    t0 = time.time()
    with ThreadPoolExecutor(max_workers=max(1, a.workers)) as ex:
        res = list(ex.map(lambda c: run_case(api, a.clinician_key, c, label, suffix), cases))
    elapsed = time.time() - t0

    tot = {k: 0 for k in ("right", "missed", "wrong", "wrong_expected", "wrong_must_not",
                          "claims_expected", "claims_expected_found", "claims_pending", "claims_unmatched")}
    by_state = {}
    for r in res:
        for k in tot: tot[k] += r["summary"][k]
        for e in r["expected"]:
            d = by_state.setdefault(e["state"], {"n": 0, "right": 0, "missed": 0, "wrong": 0})
            d["n"] += 1; d[e["outcome"]] += 1
    tot["expected"] = tot["right"] + tot["missed"] + tot["wrong_expected"]
    tot["must_not"] = sum(len(r["must_not"]) for r in res)
    tot["cases"] = len(res)
    tot["errors"] = sum(len(r["errors"]) for r in res)
    tot["seconds"] = round(elapsed, 1)

    out = sys.stdout
    if not a.quiet:
        print(f"{'case':6} {'right':>5} {'miss':>5} {'wrong':>5}  claims exp/found/pending", file=out)
        for r in res:
            s = r["summary"]
            print(f"{r['id']:6} {s['right']:5} {s['missed']:5} {s['wrong']:5}  {s['claims_expected']}/{s['claims_expected_found']}/{s['claims_pending']}"
                  + (f"  ERRORS {len(r['errors'])}" if r["errors"] else ""), file=out)
        print("\nWRONG WRITES", file=out)
        for r in res:
            for e in r["expected"]:
                if e["outcome"] == "wrong":
                    fs = "; ".join(f"{f['type']}:{f['display']}[{f['status']}/{f['verification']}{', '+f['value'] if f.get('value') else ''}]" for f in e["facts"])
                    print(f"  {r['id']} expected {e['state']} {e['type']} '{e['name']}'{' '+e['value'] if e.get('value') else ''}: {e['why']} -> {fs}", file=out)
            for m in r["must_not"]:
                if m["hit"]:
                    fs = "; ".join(f"{f['type']}:{f['display']}[{f['status']}/{f['verification']}]" for f in m["facts"])
                    print(f"  {r['id']} must_not {m['type']} '{m['name']}' ({m['why']}) -> {fs}", file=out)
        print("\nMISSED", file=out)
        for r in res:
            for e in r["expected"]:
                if e["outcome"] == "missed":
                    near = "; ".join(f"{f['type']}:{f['display']}[{f['status']}/{f['verification']}]" for f in e["near"])
                    print(f"  {r['id']} {e['state']} {e['type']} '{e['name']}'{' '+e['value'] if e.get('value') else ''}{' ('+e['why']+')' if e['why'] else ''}{'  near: '+near if near else ''}", file=out)
        print("\nUNSCORED EXTRAS (record facts matching nothing expected; review by hand)", file=out)
        for r in res:
            for f in r["extras"]:
                print(f"  {r['id']} {f['type']}:{f['display']} [{f['status']}/{f['verification']}{', '+f['value'] if f.get('value') else ''}] src={f['source']} {f['turn']}", file=out)
        print("\nUNMATCHED PENDING CLAIMS", file=out)
        for r in res:
            for c in r["unmatched_claims"]:
                print(f"  {r['id']} {c['reason']}: {c['display']}", file=out)
        errs = [(r["id"], e) for r in res for e in r["errors"]]
        if errs:
            print("\nERRORS", file=out)
            for cid, e in errs: print(f"  {cid} {e}", file=out)
        print("\nBY STATE", file=out)
        for k, d in sorted(by_state.items()):
            print(f"  {k:8} n={d['n']:3} right={d['right']:3} missed={d['missed']:3} wrong={d['wrong']:3}", file=out)
    print(f"\nTOTAL label={a.label} cases={tot['cases']} expected={tot['expected']} right={tot['right']} "
          f"missed={tot['missed']} wrong_writes={tot['wrong']} (expected={tot['wrong_expected']}, must_not={tot['wrong_must_not']}/{tot['must_not']}) "
          f"claims expected={tot['claims_expected']} found={tot['claims_expected_found']} pending_total={tot['claims_pending']} unmatched={tot['claims_unmatched']} "
          f"errors={tot['errors']} time={tot['seconds']}s", file=out)
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            json.dump({"label": a.label, "url": a.url, "round": 15, "totals": tot, "by_state": by_state,
                       "cases": res}, f, ensure_ascii=False, indent=1)

if __name__ == "__main__":
    main()
