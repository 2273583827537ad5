#!/usr/bin/env python3
"""Validates coref reference splits against the ontology CSVs (check.py's helpers, extended).

Usage: python3 check6.py [split ...]      (default: dev6 test2)

Differences from check.py:
- takes the split names as arguments (references-<split>.jsonl);
- ids must be unique across ALL references-*.jsonl files in this folder;
- every record date must be before 2026-11-01 (sessions are in early November 2026);
- complaint cases are checked against each active drug's own side_effects (drugs.csv) AND the
  adverse_effects.csv rows of its ATC prefixes (code and alt_codes; the result must be the same
  without alt_codes). The complained-of symptom is taken from COMPLAINT below (the writer's
  reading of the utterance); every symptom listed there must give the same answer. Symptom names
  found in the utterance by the lexicon are printed for a human look;
- each (split, language) must hold the same number of cases in every category.
"""
import collections
import glob
import json
import os
import re
import sys

from check import CATS, TD, concepts, conds, drugs, exists, load, mentions, names, read_cases, syms  # noqa: F401

LAST_DATE = "2026-10-31"

# The symptom each complaint case complains of, as symptom keys. Where a phrase could be read as
# more than one key, all readings are listed and each must give the expected answer.
COMPLAINT = {
    "zh-dev6-021": ["hearing_decline"],
    "zh-dev6-022": ["tremor"],
    "zh-dev6-023": ["numbness", "tingling"],
    "zh-dev6-024": ["joint_pain"],
    "en-dev6-021": ["heartburn"],
    "en-dev6-022": ["discolored_urine"],
    "en-dev6-023": ["hot_flashes"],
    "en-dev6-024": ["dry_mouth"],
    "zh-test2-021": ["mouth_ulcer"],
    "zh-test2-022": ["drowsiness"],
    "zh-test2-023": ["double_vision"],
    "zh-test2-024": ["acne_breakout"],
    "en-test2-021": ["tendon_pain"],
    "en-test2-022": ["insomnia"],
    "en-test2-023": ["gynecomastia", "breast_pain"],
    "en-test2-024": ["taste_disturbance"],
}


adverse = load("adverse_effects.csv")



def effects(key, alt=True):
    """A drug's adverse effects: its own side_effects plus its ATC classes' adverse_effects rows."""
    r = drugs[key]
    codes = [r["code"]] + ([c for c in r["alt_codes"].split(";") if c] if alt else [])
    out = set(s for s in r["side_effects"].split(";") if s)
    for row in adverse:
        if any(c.startswith(row["class"]) for c in codes):
            out |= set(s for s in row["symptoms"].split(";") if s)
    return out


def complaint_drugs(case, sym, alt=True):
    active = [e["concept"] for e in case["record"]
              if e["concept"].startswith("drug:") and e["status"] == "active"]
    return sorted(d for d in active if sym in effects(d[5:], alt))


splits = sys.argv[1:] or ["dev6", "test2"]
errors = []

# ids of every other references-*.jsonl file, for uniqueness across all files
other_ids = collections.Counter()
for path in sorted(glob.glob(TD + "references-*.jsonl")):
    split = os.path.basename(path)[len("references-"):-len(".jsonl")]
    if split in splits:
        continue
    for line in open(path, encoding="utf-8"):
        if line.strip():
            try:
                other_ids[json.loads(line)["id"]] += 1
            except Exception:
                pass

ids = set()
table = collections.Counter()
for split in splits:
    for where, c in read_cases(split, errors):
        keys = {"id", "lang", "category", "note", "record", "earlier_sessions", "window",
                "utterance", "expect", "candidates"}
        if set(c) != keys:
            errors.append("%s: keys %s" % (where, sorted(set(c) ^ keys)))
            continue
        cid = c["id"]
        where += " " + cid
        if cid in ids or cid in other_ids:
            errors.append(where + ": duplicate id")
        ids.add(cid)
        if not re.fullmatch(r"%s-%s-\d{3}" % (c["lang"], re.escape(split)), cid):
            errors.append(where + ": id does not match lang/split")
        if c["lang"] not in ("zh", "en"):
            errors.append(where + ": unknown lang")
        if c["category"] not in CATS:
            errors.append(where + ": unknown category")
        if not c["note"] or not c["utterance"]:
            errors.append(where + ": empty note or utterance")
        table[(split, c["lang"], c["category"])] += 1
        for e in c["record"]:
            if not exists(e["concept"]):
                errors.append(where + ": unknown concept " + e["concept"])
                continue
            t = e["concept"].split(":")[0]
            ok = {"drug": ("active", "stopped"), "cond": ("active", "resolved"),
                  "sym": ("active", "resolved")}[t]
            if e["status"] not in ok:
                errors.append(where + ": bad status %s for %s" % (e["status"], e["concept"]))
            for f in ("started", "ended"):
                if f in e:
                    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", e[f]):
                        errors.append(where + ": bad date")
                    elif e[f] > LAST_DATE:
                        errors.append(where + ": date after the session: " + e[f])
            if e["status"] in ("stopped", "resolved") and not e.get("ended"):
                errors.append(where + ": stopped/resolved without ended: " + e["concept"])
            if e["status"] == "active" and e.get("ended"):
                errors.append(where + ": active with ended: " + e["concept"])
            if e.get("ended") and e["ended"] < e["started"]:
                errors.append(where + ": ended before started")
        if not isinstance(c["earlier_sessions"], list) or not isinstance(c["window"], list):
            errors.append(where + ": sessions/window not lists")
        for s in c["earlier_sessions"]:
            if not isinstance(s, list) or not s:
                errors.append(where + ": empty or malformed earlier session")
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
            if len(set(cands)) != len(cands):
                errors.append(where + ": duplicate candidates")
            if c["category"] == "no-referent" and cands:
                errors.append(where + ": no-referent with candidates")
            if c["category"] == "ambiguous" and len(cands) < 2:
                errors.append(where + ": ambiguous without candidates")
        else:
            if not exists(exp):
                errors.append(where + ": unknown expect " + exp)
            if cands:
                errors.append(where + ": resolved case with candidates")
            if c["category"] in ("ambiguous", "no-referent"):
                errors.append(where + ": %s case with a concept answer" % c["category"])
        if c["category"] == "condition":
            for x in ([exp] if exp != "unresolved" else []) + cands:
                if not x.startswith("cond:"):
                    errors.append(where + ": condition case answering " + x)
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
        # Complaint cases: own side_effects plus adverse_effects.csv rows of the ATC prefixes.
        if c["category"] == "complaint":
            want = sorted([exp] if exp != "unresolved" else cands)
            hits = [s for s in syms if mentions(c["utterance"], "sym:" + s)]
            intended = COMPLAINT.get(cid)
            if not intended:
                errors.append(where + ": complaint case missing from COMPLAINT")
                intended = []
            for s in intended:
                if s not in syms:
                    errors.append(where + ": unknown symptom " + s)
                    continue
                having = complaint_drugs(c, s)
                if having != complaint_drugs(c, s, alt=False):
                    errors.append(where + ": alt_codes change the answer for " + s)
                if having != want:
                    errors.append(where + ": complaint %s -> drugs %s, expected %s" % (s, having, want))
            print("complaint %s: intended %s, lexicon finds %s" % (where, intended, hits))

print()
langs = ("zh", "en")
head = "".join("%12s" % ("%s/%s" % (s, l)) for s in splits for l in langs)
print("%-16s" % "category" + head + "%8s" % "total")
for cat in CATS:
    row = [table[(s, l, cat)] for s in splits for l in langs]
    print("%-16s" % cat + "".join("%12d" % n for n in row) + "%8d" % sum(row))
tot = [sum(table[(s, l, cat)] for cat in CATS) for s in splits for l in langs]
print("%-16s" % "total" + "".join("%12d" % n for n in tot) + "%8d" % sum(tot))
print()
for s in splits:
    for l in langs:
        counts = {table[(s, l, cat)] for cat in CATS}
        if len(counts) != 1 or 0 in counts:
            errors.append("%s/%s: unequal category counts %s" % (
                s, l, [table[(s, l, cat)] for cat in CATS]))
if errors:
    print("\n".join(errors))
    sys.exit(1)
print("OK: %d cases in %s, ids unique across all references-*.jsonl, all concept ids found in the CSVs"
      % (len(ids), ", ".join(splits)))
