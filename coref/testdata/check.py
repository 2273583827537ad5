#!/usr/bin/env python3
"""Validates the coref reference corpora against the ontology CSVs."""
import collections
import csv
import json
import re
import sys

import os
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "ontology", "data") + "/"
TD = HERE + "/"
CATS = ["window", "class", "class-new", "class-old", "earlier-session", "complaint",
        "ambiguous", "no-referent", "condition"]


def load(name):
    lines = [l for l in open(DATA + name, encoding="utf-8") if not l.startswith("#") and l.strip()]
    return list(csv.DictReader(lines))


drugs = {r["key"]: r for r in load("drugs.csv")}
conds = {r["key"]: r for r in load("conditions.csv")}
syms = {r["key"]: r for r in load("symptoms.csv")}
concepts = {"drug": drugs, "cond": conds, "sym": syms}


def names(row, cols):
    out = []
    for c in cols:
        for n in (row.get(c) or "").split(";"):
            n = n.strip()
            if n:
                out.append(n)
    return out


def exists(cid):
    if ":" not in cid:
        return False
    t, k = cid.split(":", 1)
    return t in concepts and k in concepts[t]


def mentions(text, cid):
    """Whether text names the concept (any name, brand, synonym, lay term, abbreviation)."""
    t, k = cid.split(":", 1)
    row = concepts[t][k]
    cols = ["name", "brand", "synonym", "lay", "abbreviation"]
    for n in names(row, cols):
        if re.search(r"[\u4e00-\u9fff]", n):
            if n in text:
                return n
        elif len(n) > 2 and re.search(r"(?<![A-Za-z])" + re.escape(n) + r"(?![A-Za-z])", text, re.I):
            return n
    return None


def check_answer(c, where, errors):
    """Checks a case's turns, its answer and candidates, and that the utterance names none of them;
    prints the drugs and conditions the utterance names, for a human look."""
    for turn in [t for s in c["earlier_sessions"] for t in s] + c["window"]:
        if turn.get("speaker") not in ("patient", "assistant", "clinician") or not turn.get("text"):
            errors.append(where + ": bad turn")
    exp, cands = c["expect"], c["candidates"]
    if exp == "unresolved":
        for x in cands:
            if not exists(x):
                errors.append(where + ": unknown candidate " + x)
        if len(cands) == 1:
            errors.append(where + ": a single candidate should be the answer")
        if c["category"] == "no-referent" and cands:
            errors.append(where + ": no-referent with candidates")
        if c["category"] == "ambiguous" and len(cands) < 2:
            errors.append(where + ": ambiguous without >= 2 candidates")
    else:
        if not exists(exp):
            errors.append(where + ": unknown expect " + exp)
        if cands:
            errors.append(where + ": resolved case with candidates")
    # The utterance must not name the referent (or any candidate) directly.
    for x in ([exp] if exp != "unresolved" else []) + cands:
        if exists(x):
            n = mentions(c["utterance"], x)
            if n:
                errors.append(where + ": utterance names %s (%r)" % (x, n))
    # Report any drug or condition named in the utterance, for a human look.
    for t in ("drug", "cond"):
        for k in concepts[t]:
            n = mentions(c["utterance"], t + ":" + k)
            if n:
                print("note %s: utterance contains %s:%s via %r" % (where, t, k, n))


def read_cases(split, errors):
    """Yields (where, case) for each line of a split; a line that is no JSON is an error."""
    for i, line in enumerate(open(TD + "references-%s.jsonl" % split, encoding="utf-8"), 1):
        where = "%s:%d" % (split, i)
        try:
            yield where, json.loads(line)
        except ValueError as e:
            errors.append("%s: bad json: %s" % (where, e))


def main(splits=("dev", "test")):
    errors = []
    ids = set()
    table = collections.Counter()
    for split in splits:
        for where, c in read_cases(split, errors):
            cid = c["id"]
            where += " " + cid
            if cid in ids:
                errors.append(where + ": duplicate id")
            ids.add(cid)
            if not cid.startswith("%s-%s-" % (c["lang"], split)):
                errors.append(where + ": id does not match lang/split")
            if c["category"] not in CATS:
                errors.append(where + ": unknown category")
            table[(split, c["lang"], c["category"])] += 1
            for e in c["record"]:
                if not exists(e["concept"]):
                    errors.append(where + ": unknown concept " + e["concept"])
                t = e["concept"].split(":")[0]
                ok = {"drug": ("active", "stopped"), "cond": ("active", "resolved"),
                      "sym": ("active", "resolved")}[t]
                if e["status"] not in ok:
                    errors.append(where + ": bad status %s for %s" % (e["status"], e["concept"]))
                if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", e["started"]):
                    errors.append(where + ": bad date")
                if e["status"] in ("stopped", "resolved") and not e.get("ended"):
                    errors.append(where + ": stopped/resolved without ended: " + e["concept"])
                if e.get("ended") and e["ended"] < e["started"]:
                    errors.append(where + ": ended before started")
            for s in c["earlier_sessions"] + [c["window"]]:
                for turn in (s if s and isinstance(s[0], dict) else s):
                    pass
            check_answer(c, where, errors)
            exp, cands = c["expect"], c["candidates"]
            # Complaint cases: check the expected drug(s) against side_effects.
            if c["category"] == "complaint":
                hits = [s for s in syms if mentions(c["utterance"], "sym:" + s)]
                active = [e["concept"] for e in c["record"]
                          if e["concept"].startswith("drug:") and e["status"] == "active"]
                having = [d for d in active
                          if set(drugs[d[5:]]["side_effects"].split(";")) & set(hits)]
                print("complaint %s: symptoms %s -> drugs with it %s" % (where, hits, having))
                want = [exp] if exp != "unresolved" else cands
                if sorted(want) != sorted(having):
                    errors.append(where + ": complaint expectation %s vs side-effect drugs %s" % (want, having))

    print()
    langs = ("zh", "en")
    print("%-16s" % "category" + "".join("%10s" % ("%s/%s" % (s, l)) for s in splits for l in langs) + "%8s" % "total")
    for cat in CATS:
        row = [table[(s, l, cat)] for s in splits for l in langs]
        print("%-16s" % cat + "".join("%10d" % n for n in row) + "%8d" % sum(row))
    tot = [sum(table[(s, l, cat)] for cat in CATS) for s in splits for l in langs]
    print("%-16s" % "total" + "".join("%10d" % n for n in tot) + "%8d" % sum(tot))
    print()
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK: %d cases, ids unique, all concept ids found in the CSVs" % len(ids))


if __name__ == "__main__":
    main()
