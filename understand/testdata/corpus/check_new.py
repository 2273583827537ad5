#!/usr/bin/env python3
"""Check the corpus files added on 2026-12-01 (zh/d1, zh/d3, en/e1, en/e3).

Errors (exit status 1): a file does not parse, a field is missing or outside the
README's sets, an id is malformed or repeated, a family outcome has no relation, a
reported observation has no value or unit, a turn index is outside the case.

Warnings (printed, not fatal): a concept name not found among the lexicon's names
(ontology/data/*.csv) or aliases.json, an expectation decided at a clinician or
assistant turn for a type a clinician's words cannot decide, a turn text that repeats
a dev file's turn word for word.

Only the four new files and the dev files (names ending in 1 or 2) are opened; the
test files of other annotators are never read.

    python3 understand/testdata/corpus/check_new.py
    python3 understand/testdata/corpus/check_new.py zh/d2.json en/e2.json

With file names (relative to this folder, like "zh/d2.json"), only those files are
checked; the id prefix and language come from the name, the split from its last digit
(1 or 2 dev, 3 or 4 test). Turns are then compared with every dev file (names ending
in 1 or 2) that is not itself being checked; no test file is opened.
"""
import csv
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))

FILES = {
    "zh/d1.json": ("zh-d1", "zh", "dev"),
    "zh/d3.json": ("zh-d3", "zh", "test"),
    "en/e1.json": ("en-e1", "en", "dev"),
    "en/e3.json": ("en-e3", "en", "test"),
}
DEV_FILES = ["zh/a1.json", "zh/a2.json", "zh/b1.json", "zh/b2.json", "en/c1.json", "en/c2.json"]

ROLES = {"patient", "clinician", "assistant"}
TYPES = {"symptom", "condition", "medication", "allergy", "procedure", "observation", "social"}
OUTCOMES = {"present", "absent", "past", "family", "family_absent", "uncertain", "none"}
RELATIONS = {"mother", "father", "sibling", "child", "grandparent", "grandchild", "aunt/uncle", "cousin"}
UNITS = {"mmol/L", "mg/dL", "mmHg", "°C", "°F", "kg", "jin", "st", "lb", "m", "cm", "%", "mmol/mol", "bpm"}
FIELDS = {"type", "concept", "outcome", "turn", "relation", "value", "unit", "approx", "reaction", "dose", "text"}
CASE_FIELDS = {"id", "lang", "turns", "expect", "note"}
VALUE_RE = re.compile(r"^\d+(\.\d+)?(/\d+(\.\d+)?)?$")
DOSE_RE = re.compile(r"^\d+(\.\d+)? ?(mg|g|mcg|µg|units|ml|mL|puffs?|tablets?)$")
SPECIAL_CONCEPTS = {"allergy:any allergy", "allergy:any drug allergy"}
# A clinician's words decide a medication (orders) or a condition (a diagnosis);
# anything else needs the patient's answer.
CLINICIAN_DECIDES = {"medication", "condition"}

# lexicon files consulted per type, for the name warning
LEX = {
    "symptom": ["symptoms.csv", "conditions.csv"],
    "condition": ["conditions.csv", "symptoms.csv"],
    "medication": ["drugs.csv", "lay_classes.csv", "atc_classes.csv"],
    "allergy": ["allergens.csv", "foods.csv", "drugs.csv", "lay_classes.csv"],
    "procedure": ["procedures.csv"],
    "social": ["social.csv"],
    "observation": ["vitals.csv", "labs.csv"],
}


def lexicon_names():
    names = {}
    for path in glob.glob(os.path.join(ROOT, "ontology", "data", "*.csv")):
        with open(path, encoding="utf-8") as f:
            rows = list(csv.reader(line for line in f if not line.startswith("#")))
        if not rows:
            continue
        head = rows[0]
        found = set()
        for row in rows[1:]:
            d = dict(zip(head, row))
            for col in ("key", "name", "synonym", "lay", "brand", "abbreviation"):
                for n in (d.get(col) or "").split(";"):
                    n = n.strip().lower()
                    if n:
                        found.add(n)
                        found.add(n.replace("_", " "))
        names[os.path.basename(path)] = found
    return names


def files_from_args(args):
    files = {}
    for a in args:
        rel = a.replace(os.sep, "/")
        m = re.fullmatch(r"(zh|en)/([a-z])(\d)\.json", rel)
        if not m:
            raise SystemExit(f"{a}: expected a name like zh/d2.json or en/e2.json")
        lang, letter, digit = m.groups()
        split = "dev" if digit in "12" else "test"
        files[rel] = (f"{lang}-{letter}{digit}", lang, split)
    return files


def main():
    files = FILES
    dev_files = DEV_FILES
    if len(sys.argv) > 1:
        files = files_from_args(sys.argv[1:])
        dev_files = sorted(
            os.path.relpath(p, HERE).replace(os.sep, "/")
            for p in glob.glob(os.path.join(HERE, "*", "[a-z][12].json")))
        dev_files = [f for f in dev_files if f not in files]
    errors, warnings = [], []
    err = errors.append
    warn = warnings.append

    names = lexicon_names()
    try:
        with open(os.path.join(HERE, "aliases.json"), encoding="utf-8") as f:
            aliases = json.load(f)
    except (OSError, ValueError) as e:
        aliases = {}
        warn(f"aliases.json: {e}")

    dev_texts = set()
    for rel in dev_files:
        try:
            with open(os.path.join(HERE, rel), encoding="utf-8") as f:
                for c in json.load(f)["cases"]:
                    for t in c["turns"]:
                        dev_texts.add(t["text"].strip())
        except (OSError, ValueError, KeyError):
            pass

    seen_ids = set()
    seen_texts = {}
    stats = {}
    for rel, (prefix, lang, split) in files.items():
        path = os.path.join(HERE, rel)
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            err(f"{rel}: does not load: {e}")
            continue
        if not isinstance(doc, dict):
            err(f"{rel}: not a JSON object")
            continue
        if set(doc) != {"source", "split", "cases"}:
            err(f"{rel}: top-level keys {sorted(doc)}")
        if not isinstance(doc.get("source"), str) or not doc.get("source"):
            err(f"{rel}: source missing")
        if doc.get("split") != split:
            err(f"{rel}: split {doc.get('split')!r}, the file name says {split!r}")
        cases = doc.get("cases")
        if not isinstance(cases, list) or not cases:
            err(f"{rel}: no cases")
            continue
        if len(cases) != 30:
            err(f"{rel}: {len(cases)} cases, expected 30")
        st = stats.setdefault(rel, {"cases": 0, "expect": 0, "by_outcome": {}})
        for n, c in enumerate(cases, 1):
            cid = c.get("id") if isinstance(c, dict) else None
            where = f"{rel}#{n} ({cid})"
            if not isinstance(c, dict):
                err(f"{where}: case is not an object")
                continue
            st["cases"] += 1
            extra = set(c) - CASE_FIELDS
            if extra:
                err(f"{where}: unknown fields {sorted(extra)}")
            want = f"{prefix}-{n:03d}"
            if cid != want:
                err(f"{where}: id should be {want}")
            if not re.fullmatch(r"(zh|en)-[a-z]\d-\d{3}", str(cid)):
                err(f"{where}: malformed id")
            if cid in seen_ids:
                err(f"{where}: id repeated")
            seen_ids.add(cid)
            if c.get("lang") != lang:
                err(f"{where}: lang {c.get('lang')!r}, expected {lang!r}")
            turns = c.get("turns")
            if not isinstance(turns, list) or not 1 <= len(turns) <= 6:
                err(f"{where}: needs 1-6 turns")
                turns = turns if isinstance(turns, list) else []
            for i, t in enumerate(turns):
                if not isinstance(t, dict) or set(t) != {"role", "text"}:
                    err(f"{where} turn {i}: must be {{role, text}}")
                    continue
                if t["role"] not in ROLES:
                    err(f"{where} turn {i}: role {t['role']!r}")
                if not isinstance(t["text"], str) or not t["text"].strip():
                    err(f"{where} turn {i}: empty text")
                    continue
                txt = t["text"].strip()
                if txt in dev_texts and len(txt) > 12:
                    warn(f"{where} turn {i}: repeats a dev turn: {txt!r}")
                if txt in seen_texts and len(txt) > 12:
                    warn(f"{where} turn {i}: repeats {seen_texts[txt]}")
                seen_texts.setdefault(txt, f"{where} turn {i}")
            if not isinstance(c.get("note"), str):
                warn(f"{where}: no note")
            expect = c.get("expect")
            if not isinstance(expect, list):
                err(f"{where}: expect must be a list")
                continue
            keys = set()
            for j, e in enumerate(expect):
                w = f"{where} expect {j}"
                if not isinstance(e, dict):
                    err(f"{w}: not an object")
                    continue
                st["expect"] += 1
                bad = set(e) - FIELDS
                if bad:
                    err(f"{w}: unknown fields {sorted(bad)}")
                typ, concept, outcome = e.get("type"), e.get("concept"), e.get("outcome")
                if typ not in TYPES:
                    err(f"{w}: type {typ!r}")
                if not isinstance(concept, str) or not concept.strip():
                    err(f"{w}: concept missing")
                    concept = ""
                elif concept != concept.lower() or concept != concept.strip():
                    err(f"{w}: concept {concept!r} must be lower case, trimmed")
                if outcome not in OUTCOMES:
                    err(f"{w}: outcome {outcome!r}")
                st["by_outcome"][outcome] = st["by_outcome"].get(outcome, 0) + 1
                turn = e.get("turn")
                if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < len(turns):
                    err(f"{w}: turn {turn!r} outside 0..{len(turns) - 1}")
                elif (turns[turn].get("role") != "patient" and outcome not in ("none",)
                      and typ not in CLINICIAN_DECIDES):
                    warn(f"{w}: {typ}:{concept} {outcome} decided at a {turns[turn].get('role')} turn")
                rel_ = e.get("relation")
                if outcome == "family" and rel_ not in RELATIONS:
                    err(f"{w}: family needs a relation from {sorted(RELATIONS)}, got {rel_!r}")
                if rel_ is not None and rel_ not in RELATIONS:
                    err(f"{w}: relation {rel_!r}")
                if rel_ is not None and outcome not in ("family", "family_absent"):
                    err(f"{w}: relation given for outcome {outcome!r}")
                if typ == "observation":
                    if outcome == "present":
                        if "value" not in e or "unit" not in e:
                            err(f"{w}: a reported observation needs value and unit")
                    if "value" in e and not (isinstance(e["value"], str) and VALUE_RE.match(e["value"])):
                        err(f"{w}: value {e.get('value')!r} must be a number string as said")
                    if "unit" in e and e["unit"] not in UNITS:
                        err(f"{w}: unit {e['unit']!r} not in {sorted(UNITS)}")
                else:
                    for k in ("value", "unit", "approx"):
                        if k in e:
                            err(f"{w}: {k} only for observations")
                if "approx" in e and e["approx"] is not True:
                    err(f"{w}: approx must be true when given")
                if "reaction" in e and typ != "allergy":
                    err(f"{w}: reaction only for allergies")
                if "dose" in e:
                    if typ != "medication":
                        err(f"{w}: dose only for medications")
                    elif not DOSE_RE.match(str(e["dose"])):
                        err(f"{w}: dose {e['dose']!r} not like '40 mg'")
                for k in ("reaction", "text"):
                    if k in e and (not isinstance(e[k], str) or not e[k].strip()):
                        err(f"{w}: {k} empty")
                key = (typ, concept, rel_)
                if key in keys:
                    err(f"{w}: {typ}:{concept} listed twice")
                keys.add(key)
                # lexicon name (warning only)
                full = f"{typ}:{concept}"
                if typ in LEX and concept and full not in SPECIAL_CONCEPTS and full not in aliases:
                    if not any(concept in names.get(fn, ()) for fn in LEX[typ]):
                        warn(f"{w}: {full} not found in the lexicon or aliases")

    for rel, st in stats.items():
        outs = ", ".join(f"{k} {v}" for k, v in sorted(st["by_outcome"].items()))
        print(f"{rel}: {st['cases']} cases, {st['expect']} expectations ({outs})")
    for m in warnings:
        print("warning:", m)
    for m in errors:
        print("error:", m)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
