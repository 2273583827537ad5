#!/usr/bin/env python3
"""Validates references-dev7.jsonl, references-dev8.jsonl, references-dev9.jsonl,
references-dev10.jsonl, references-dev11.jsonl, references-dev12.jsonl, references-dev13.jsonl,
references-dev14.jsonl, references-dev15.jsonl, references-dev16.jsonl, references-dev17.jsonl,
references-dev18.jsonl, references-dev19.jsonl, references-dev20.jsonl, references-dev21.jsonl,
references-dev22.jsonl, references-dev23.jsonl, references-dev24.jsonl, references-dev25.jsonl, references-dev26.jsonl, references-dev27.jsonl and references-dev28.jsonl (or the splits
named as arguments) against ontology/data.

It replaced check7.py, whose checks it extends and whose tables it holds. Checks: every line parses; every id has the form <lang>-<split>-<nnn>
and is unique across the named splits and the other development files (of those only the "id"
field is read; the held-out references-test*.jsonl files are not opened at all: their ids carry
"test" as split, so a dev8 id cannot collide with them); every concept id is found in the CSVs;
statuses and dates are valid (stopped/resolved entries have `ended`, active ones none, every date
before November 2026); each language has the same number of cases per category; no utterance
names its referent or a candidate; unresolved cases have >= 2 candidates (ambiguous) or none
(no-referent); complaint expectations agree with side_effects + adverse_effects.csv (with and
without alt_codes) for the writer's reading of the symptom (COMPLAINT); class/class-new/class-old
expectations agree with lay_classes.csv membership (CLASS); earlier-session expectations are named
in the last earlier session (and nothing else is). Added for dev8: a window case's referent is
named in the window; class, complaint and condition referents and candidates are in the record
(complaint ones active); a relative's drug or condition (RELATIVE) is named in the window or an
earlier session and is never the answer or a candidate. dev9 added only its own tables (COMPLAINT,
CLASS, LAST_SESSION, RELATIVE entries) and joined the default splits; the checks are unchanged.
dev10 did the same (its own table entries, joined the default splits; checks unchanged), and so
did dev11, dev12, dev13, dev14, dev15, dev16 and dev17. dev18 added its table entries and two tables
that only its cases use, so no earlier case is checked differently: SESSION_BACK (a reference to a session
older than the last one, "the time before last", "上上回": the session that many from the end must name
exactly the expected drugs, instead of the last one) and MISSPELT (a window referent that the window names
only misspelt, as typed chat does: the misspelt form must be in the window, close to one of the referent's
names, and the referent must not be named correctly in the window). dev19 added only its own entries to
these tables (COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK, MISSPELT, RELATIVE) and joined the default
splits; the checks are unchanged. dev20 did the same (its own entries in COMPLAINT, CLASS, LAST_SESSION,
SESSION_BACK, MISSPELT and RELATIVE; joined the default splits; checks unchanged). dev21 did the same (its own
entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK, MISSPELT and RELATIVE; joined the default splits; checks
unchanged; its SESSION_BACK holds the first value 3, the first of three sessions). dev22 did the same (its own
entries in COMPLAINT, CLASS, LAST_SESSION and RELATIVE; it has no SESSION_BACK or MISSPELT case; joined the default
splits; checks unchanged). dev23 did the same (its own entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK and
RELATIVE; it has no MISSPELT case; joined the default splits; checks unchanged). dev24 did the same (its own entries in
COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK and RELATIVE; it has no MISSPELT case; joined the default splits; checks
unchanged). dev25 did the same (its own entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK and RELATIVE; it has no
MISSPELT case; joined the default splits; checks unchanged). dev26 did the same (its own entries in COMPLAINT, CLASS,
SESSION_BACK and RELATIVE; it has no MISSPELT case and no LAST_SESSION case outside its earlier-session category; joined
the default splits; checks unchanged). dev27 did the same (its own entries in COMPLAINT, CLASS, LAST_SESSION,
SESSION_BACK and RELATIVE; it has no MISSPELT case; joined the default splits; checks unchanged). dev28 did the same
(its own entries in COMPLAINT, CLASS, SESSION_BACK and RELATIVE; it has no MISSPELT case and no LAST_SESSION case outside
its earlier-session category; joined the default splits; checks unchanged). test4, a held-out split, added its own
entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK and RELATIVE and is checked by name (`python3 check8.py test4`);
it did not join the default splits (held-out files stay out of the default run); checks unchanged. dev30 added its own
entries in COMPLAINT, CLASS and RELATIVE (it has no MISSPELT, LAST_SESSION or SESSION_BACK case) and joined the default
splits; checks unchanged. test5, a held-out split, added its own entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK
and RELATIVE and is checked by name (`python3 check8.py test5`); it did not join the default splits; checks unchanged.
dev31 added its own entries in COMPLAINT, CLASS and RELATIVE (it has no MISSPELT, LAST_SESSION or SESSION_BACK case) and
joined the default splits; checks unchanged. test6, a held-out split, added its own entries in COMPLAINT, CLASS,
LAST_SESSION, SESSION_BACK and RELATIVE and is checked by name (`python3 check8.py test6`); it did not join the default
splits; checks unchanged. test7, a held-out split, added its own entries in COMPLAINT, CLASS, SESSION_BACK and RELATIVE
(it has no MISSPELT or LAST_SESSION case) and is checked by name (`python3 check8.py test7`); it did not join the
default splits; checks unchanged.
dev32 added its own entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK and RELATIVE (it has no MISSPELT case)
and joined the default splits; checks unchanged. dev33 did the same (its own entries in COMPLAINT, CLASS, LAST_SESSION,
SESSION_BACK and RELATIVE; no MISSPELT case; joined the default splits; checks unchanged).
dev34 did as dev33 did (its own entries in COMPLAINT, CLASS, LAST_SESSION, SESSION_BACK and RELATIVE; no MISSPELT case;
joined the default splits; checks unchanged).
dev35 did the same (its own entries in COMPLAINT, CLASS, LAST_SESSION and RELATIVE; no SESSION_BACK or MISSPELT case;
joined the default splits; checks unchanged).
test8, a held-out split, added its own entries in COMPLAINT, CLASS, SESSION_BACK and RELATIVE (it has no MISSPELT or
LAST_SESSION case) and is checked by name (`python3 check8.py test8`); it did not join the default splits; checks
unchanged.
"""
import collections
import difflib
import glob
import json
import os
import re
import sys

from check import load, names, exists, mentions, concepts, drugs, conds, syms, CATS, TD, check_answer, read_cases

AE = load("adverse_effects.csv")
LAY = {r["key"]: r for r in load("lay_classes.csv")}

# Writer's reading of each complaint (a phrase may be read as several symptoms: each reading
# must give the same answer).
COMPLAINT = {
    "zh-dev7-021": [["dry_cough"], ["cough"]],
    "zh-dev7-022": [["gum_bleeding"], ["hematemesis"], ["bleeding"]],
    "zh-dev7-023": [["constipation"]],
    "zh-dev7-024": [["gynecomastia"], ["breast_pain"], ["gynecomastia", "breast_pain"]],
    "en-dev7-021": [["ankle_swelling"], ["edema"]],
    "en-dev7-022": [["tendon_pain"]],
    "en-dev7-023": [["hypoglycemia_symptoms"]],
    "en-dev7-024": [["hoarseness"]],
    "zh-dev8-021": [["double_vision"]],
    "zh-dev8-022": [["gum_overgrowth"]],
    "zh-dev8-023": [["hallucinations"]],
    "zh-dev8-024": [["foamy_urine"]],
    "en-dev8-021": [["mouth_ulcer"]],
    "en-dev8-022": [["nipple_discharge"]],
    "en-dev8-023": [["increased_appetite"]],
    "en-dev8-024": [["chest_tightness"], ["chest_tightness", "chest_pain"]],
    "zh-dev9-021": [["tinnitus"]],
    "zh-dev9-022": [["blurred_vision"], ["blurred_vision", "visual_disturbance"]],
    "zh-dev9-023": [["dry_mouth"]],
    "zh-dev9-024": [["hot_flashes"], ["hot_flashes", "sweating"]],
    "en-dev9-021": [["excessive_thirst"]],
    "en-dev9-022": [["nightmares"]],
    "en-dev9-023": [["epigastric_pain"]],
    "en-dev9-024": [["acne_breakout"]],
    "zh-dev10-021": [["taste_disturbance"]],
    "zh-dev10-022": [["memory_loss"], ["memory_loss", "difficulty_concentrating"]],
    "zh-dev10-023": [["confusion"]],
    "zh-dev10-024": [["hand_pain"], ["hand_pain", "foot_pain"], ["hand_pain", "skin_redness", "dry_skin"]],
    "en-dev10-021": [["chills"], ["fever"], ["chills", "fever"]],
    "en-dev10-022": [["nosebleed"]],
    "en-dev10-023": [["tremor"]],
    "en-dev10-024": [["low_mood"]],
    "zh-dev11-021": [["muscle_cramps"]],
    "zh-dev11-022": [["blurred_vision"]],
    "zh-dev11-023": [["tinnitus"]],
    "zh-dev11-024": [["numbness"], ["numbness", "clumsiness"]],
    "en-dev11-021": [["itching"], ["itching", "insomnia"]],
    "en-dev11-022": [["sweating"]],
    "en-dev11-023": [["hot_flashes"]],
    "en-dev11-024": [["rash"]],
    "zh-dev12-021": [["discolored_urine"]],
    "zh-dev12-022": [["irritability"], ["irritability", "agitation"]],
    "zh-dev12-023": [["urinary_frequency"], ["urinary_frequency", "polyuria"]],
    "zh-dev12-024": [["hair_loss"]],
    "en-dev12-021": [["photosensitivity"]],
    "en-dev12-022": [["tingling"], ["tingling", "numbness"]],
    "en-dev12-023": [["constipation"]],
    "en-dev12-024": [["diarrhea"]],
    "zh-dev13-021": [["nasal_congestion"]],
    "zh-dev13-022": [["leg_swelling"], ["leg_swelling", "edema"]],
    "zh-dev13-023": [["taste_disturbance"]],
    "zh-dev13-024": [["red_eye"]],
    "en-dev13-021": [["syncope"], ["syncope", "orthostatic_dizziness"]],
    "en-dev13-022": [["discolored_urine"]],
    "en-dev13-023": [["flushing"]],
    "en-dev13-024": [["menstrual_irregularity"]],
    "zh-dev14-021": [["melena"]],
    "zh-dev14-022": [["weight_gain"], ["weight_gain", "face_swelling"]],
    "zh-dev14-023": [["palpitations"], ["palpitations", "tachycardia"]],
    "zh-dev14-024": [["insomnia"]],
    "en-dev14-021": [["bruising"]],
    "en-dev14-022": [["oral_thrush"], ["oral_thrush", "hoarseness"]],
    "en-dev14-023": [["joint_pain"], ["joint_pain", "joint_stiffness"]],
    "en-dev14-024": [["excess_gas"]],
    "zh-dev15-021": [["jaundice"], ["jaundice", "discolored_urine"]],
    "zh-dev15-022": [["hematuria"], ["hematuria", "discolored_urine"]],
    "zh-dev15-023": [["drowsiness"]],
    "zh-dev15-024": [["heartburn"]],
    "en-dev15-021": [["bloating"], ["excess_gas"], ["bloating", "excess_gas"]],
    "en-dev15-022": [["hair_loss"]],
    "en-dev15-023": [["sore_throat"]],
    "en-dev15-024": [["taste_disturbance"]],
    "zh-dev16-021": [["hallucinations"]],
    "zh-dev16-022": [["photosensitivity"], ["photosensitivity", "skin_redness"]],
    "zh-dev16-023": [["dry_mouth"], ["dry_mouth", "excessive_thirst"]],
    "zh-dev16-024": [["gynecomastia"], ["gynecomastia", "breast_pain"]],
    "en-dev16-021": [["tingling"], ["numbness"], ["tingling", "numbness"]],
    "en-dev16-022": [["dry_cough"], ["dry_cough", "cough"]],
    "en-dev16-023": [["tremor"]],
    "en-dev16-024": [["sweating"]],
    "zh-dev17-021": [["nightmares"]],
    "zh-dev17-022": [["increased_appetite"]],
    "zh-dev17-023": [["gum_bleeding"], ["gum_bleeding", "bleeding"]],
    "zh-dev17-024": [["urinary_retention"]],
    "en-dev17-021": [["nosebleed"]],
    "en-dev17-022": [["hearing_decline"]],
    "en-dev17-023": [["itching"]],
    "en-dev17-024": [["acne_breakout"]],
    "zh-dev18-021": [["dry_cough"], ["dry_cough", "cough"]],
    "zh-dev18-022": [["loss_of_appetite"]],
    "zh-dev18-023": [["drowsiness"]],
    "zh-dev18-024": [["vaginal_itching"], ["vaginal_itching", "vaginal_discharge"]],
    "en-dev18-021": [["constipation"]],
    "en-dev18-022": [["menstrual_irregularity"]],
    "en-dev18-023": [["headache"]],
    "en-dev18-024": [["bruising"]],
    "zh-dev19-021": [["gum_overgrowth"], ["gum_overgrowth", "gum_bleeding"]],
    "zh-dev19-022": [["discolored_urine"]],
    "zh-dev19-023": [["tremor"]],
    "zh-dev19-024": [["hot_flashes"], ["hot_flashes", "sweating"]],
    "en-dev19-021": [["weight_loss"]],
    "en-dev19-022": [["jaw_pain"]],
    "en-dev19-023": [["blurred_vision"]],
    "en-dev19-024": [["tinnitus"], ["tinnitus", "hearing_decline"]],
    "zh-dev20-021": [["taste_disturbance"]],
    "zh-dev20-022": [["hot_flashes"], ["hot_flashes", "sweating"]],
    "zh-dev20-023": [["hair_loss"]],
    "zh-dev20-024": [["nosebleed"]],
    "en-dev20-021": [["oral_thrush"], ["oral_thrush", "mouth_ulcer"]],
    "en-dev20-022": [["dry_cough"], ["dry_cough", "cough"]],
    "en-dev20-023": [["muscle_cramps"], ["muscle_cramps", "calf_pain"]],
    "en-dev20-024": [["increased_appetite"]],
    # dev21
    "zh-dev21-021": [["menstrual_irregularity"]],
    "zh-dev21-022": [["excessive_thirst"], ["excessive_thirst", "dry_mouth"]],
    "zh-dev21-023": [["insomnia"]],
    "zh-dev21-024": [["flushing"]],
    "en-dev21-021": [["hot_flashes"]],
    "en-dev21-022": [["loss_of_appetite"], ["loss_of_appetite", "weight_loss"]],
    "en-dev21-023": [["tremor"]],
    "en-dev21-024": [["tremor"]],
    # dev22
    "zh-dev22-021": [["insomnia"], ["insomnia", "palpitations"]],
    "zh-dev22-022": [["muscle_cramps"], ["muscle_cramps", "calf_pain"]],
    "zh-dev22-023": [["flushing"]],
    "zh-dev22-024": [["breast_pain"]],
    "en-dev22-021": [["itching"]],
    "en-dev22-022": [["hypoglycemia_symptoms"]],
    "en-dev22-023": [["palpitations"]],
    "en-dev22-024": [["ankle_swelling"], ["ankle_swelling", "edema"]],
    # dev23
    "zh-dev23-021": [["dry_cough"], ["dry_cough", "cough"], ["dry_cough", "itchy_throat"]],
    "zh-dev23-022": [["gum_bleeding"], ["gum_bleeding", "bleeding"]],
    "zh-dev23-023": [["bloating"], ["excess_gas"], ["bloating", "excess_gas"]],
    "zh-dev23-024": [["tendon_pain"], ["tendon_pain", "heel_pain"]],
    "en-dev23-021": [["nocturia"], ["urinary_frequency"], ["nocturia", "urinary_frequency"]],
    "en-dev23-022": [["foot_swelling"], ["ankle_swelling"], ["edema"], ["foot_swelling", "ankle_swelling", "edema"]],
    "en-dev23-023": [["gum_bleeding"], ["gum_bleeding", "bleeding"]],
    "en-dev23-024": [["nightmares"]],
    # dev24
    "zh-dev24-021": [["myalgia"], ["myalgia", "arm_pain", "leg_pain"]],
    "zh-dev24-022": [["acne_breakout"]],
    "zh-dev24-023": [["melena"]],
    "zh-dev24-024": [["hoarseness"]],
    "en-dev24-021": [["discolored_urine"]],
    "en-dev24-022": [["photosensitivity"], ["photosensitivity", "skin_redness"]],
    "en-dev24-023": [["taste_disturbance"]],
    "en-dev24-024": [["increased_appetite"]],
    # dev25
    "zh-dev25-021": [["dry_cough"], ["dry_cough", "cough"]],
    "zh-dev25-022": [["ankle_swelling"], ["ankle_swelling", "edema"]],
    "zh-dev25-023": [["diarrhea"]],
    "zh-dev25-024": [["tremor"], ["tremor", "clumsiness"]],
    "en-dev25-021": [["ankle_swelling"], ["ankle_swelling", "edema"], ["ankle_swelling", "foot_swelling"]],
    "en-dev25-022": [["diarrhea"], ["diarrhea", "fecal_incontinence"]],
    "en-dev25-023": [["weight_gain"]],
    "en-dev25-024": [["hair_loss"]],
    # dev26
    "zh-dev26-016": [["taste_disturbance"]],
    "zh-dev26-017": [["muscle_cramps"], ["muscle_cramps", "calf_pain"]],
    "zh-dev26-018": [["drowsiness"]],
    "zh-dev26-033": [["flushing"]],
    "en-dev26-016": [["ankle_swelling"], ["ankle_swelling", "edema"], ["ankle_swelling", "foot_swelling"]],
    "en-dev26-017": [["tremor"]],
    "en-dev26-018": [["urinary_frequency"], ["urinary_frequency", "nocturia"], ["urinary_frequency", "polyuria"]],
    "en-dev26-033": [["bruising"]],
    # dev27
    "zh-dev27-011": [["weight_gain"], ["weight_gain", "increased_appetite"]],
    "zh-dev27-012": [["hot_flashes"], ["hot_flashes", "sweating"]],
    "en-dev27-011": [["memory_loss"]],
    "en-dev27-012": [["tremor"]],
    # dev28
    "zh-dev28-011": [["menstrual_irregularity"], ["menstrual_irregularity", "heavy_periods"]],
    "zh-dev28-012": [["flushing"], ["flushing", "skin_redness"]],
    "en-dev28-011": [["red_eye"]],
    "en-dev28-012": [["abdominal_cramps"], ["abdominal_cramps", "abdominal_pain"]],
    # test4
    "zh-test4-011": [["blurred_vision"]],
    "zh-test4-012": [["joint_pain"], ["joint_pain", "joint_stiffness"]],
    "en-test4-011": [["taste_disturbance"]],
    "en-test4-012": [["urinary_frequency"], ["urinary_frequency", "nocturia"]],
    # dev30
    "zh-dev30-011": [["gynecomastia"], ["gynecomastia", "breast_pain"]],
    "zh-dev30-012": [["nightmares"]],
    "en-dev30-011": [["hoarseness"]],
    "en-dev30-012": [["muscle_cramps"], ["muscle_cramps", "calf_pain"]],
    # test5 (held out)
    "zh-test5-011": [["mouth_ulcer"]],
    "zh-test5-012": [["hot_flashes"], ["hot_flashes", "night_sweats"], ["hot_flashes", "sweating"]],
    "en-test5-011": [["discolored_urine"]],
    "en-test5-012": [["dry_mouth"], ["dry_mouth", "excessive_thirst"]],
    # dev31
    "zh-dev31-011": [["tremor"], ["tremor", "insomnia"]],
    "zh-dev31-012": [["tinnitus"]],
    "en-dev31-011": [["photosensitivity"]],
    "en-dev31-012": [["low_mood"]],
    # test6 (held out)
    "zh-test6-011": [["numbness"], ["tingling"], ["numbness", "tingling"]],
    "zh-test6-012": [["chest_tightness"], ["chest_tightness", "chest_pain"]],
    "en-test6-011": [["joint_pain"], ["joint_pain", "hand_pain"]],
    "en-test6-012": [["orthostatic_dizziness"], ["dizziness"], ["orthostatic_dizziness", "dizziness"]],
    # test7 (held out)
    "zh-test7-011": [["blurred_vision"], ["blurred_vision", "visual_disturbance"]],
    "zh-test7-012": [["urinary_frequency"], ["urinary_frequency", "nocturia"]],
    "en-test7-011": [["dry_cough"], ["cough"], ["dry_cough", "cough"]],
    "en-test7-012": [["loss_of_appetite"]],
    # test8 (held out)
    "zh-test8-011": [["hoarseness"], ["hoarseness", "sore_throat"]],
    "zh-test8-012": [["constipation"]],
    "en-test8-011": [["tinnitus"]],
    "en-test8-012": [["gynecomastia"], ["gynecomastia", "breast_pain"]],
    # dev32
    "zh-dev32-011": [["excess_gas"], ["bloating"], ["excess_gas", "bloating"]],
    "zh-dev32-012": [["gum_overgrowth"], ["gum_overgrowth", "gum_bleeding"]],
    "en-dev32-011": [["nightmares"], ["nightmares", "night_sweats"]],
    "en-dev32-012": [["muscle_cramps"], ["muscle_cramps", "calf_pain"]],
    # dev33
    "zh-dev33-011": [["belching"], ["belching", "taste_disturbance"]],
    "zh-dev33-012": [["hair_loss"]],
    "en-dev33-011": [["double_vision"], ["double_vision", "blurred_vision"]],
    "en-dev33-012": [["nosebleed"]],
    # dev34
    "zh-dev34-011": [["tremor"]],
    "zh-dev34-012": [["dry_mouth"], ["dry_mouth", "excessive_thirst"]],
    "en-dev34-011": [["taste_disturbance"]],
    "en-dev34-012": [["tingling"], ["tingling", "numbness"]],
    # dev35
    "zh-dev35-011": [["gum_bleeding"]],
    "zh-dev35-012": [["melena"]],
    "en-dev35-011": [["hoarseness"]],
    "en-dev35-012": [["breast_pain"]],
}

# Class phrase and qualifier of class cases: (lay class key, or None for any drug;
# 'active'|'new'|'old'|'none'). 'none' = no lexicon class fits the phrase; checked by hand.
CLASS = {
    "zh-dev7-005": ("laxatives", "active"), "zh-dev7-006": ("immunosuppressants", "active"),
    "zh-dev7-007": ("stomach_medicines", "active"), "zh-dev7-008": ("gout_medicines", "active"),
    "zh-dev7-009": ("antihypertensives", "new"), "zh-dev7-010": ("eye_drops", "new"),
    "zh-dev7-011": ("insulins", "new"), "zh-dev7-012": ("antidiabetics", "new"),
    "zh-dev7-013": ("antihistamines", "old"), "zh-dev7-014": ("lipid_lowering", "old"),
    "zh-dev7-015": ("antihypertensives", "old"), "zh-dev7-016": ("prostate_medicines", "old"),
    "zh-dev7-025": ("antihypertensives", "active"), "zh-dev7-028": ("antidiabetics", "new"),
    "zh-dev7-029": ("sleeping_pills", "active"), "zh-dev7-031": ("antifungals", "active"),
    "zh-dev7-032": ("eye_drops", "none"),
    "en-dev7-005": ("thyroid_medicines", "active"), "en-dev7-006": ("diuretics", "active"),
    "en-dev7-007": ("inhalers", "active"), "en-dev7-008": ("antihistamines", "active"),
    "en-dev7-009": ("lipid_lowering", "new"), "en-dev7-010": ("muscle_relaxants", "new"),
    "en-dev7-011": ("heart_medicines", "new"), "en-dev7-013": ("sleeping_pills", "old"),
    "en-dev7-014": ("lipid_lowering", "old"), "en-dev7-015": ("painkillers", "old"),
    "en-dev7-016": ("hormone_replacement", "old"), "en-dev7-025": ("anxiolytics", "active"),
    "en-dev7-027": ("painkillers", "new"), "en-dev7-029": ("painkillers", "active"),
    "en-dev7-032": ("eye_drops", "active"),
    "zh-dev8-005": ("expectorants", "active"), "zh-dev8-006": ("antiparkinson", "active"),
    "zh-dev8-007": ("sleeping_pills", "active"), "zh-dev8-008": ("inhalers", "active"),
    "zh-dev8-009": ("diuretics", "new"), "zh-dev8-010": ("inhalers", "new"),
    "zh-dev8-011": ("antidepressants", "new"), "zh-dev8-012": ("muscle_relaxants", "new"),
    "zh-dev8-013": ("insulins", "old"), "zh-dev8-014": ("antipsychotics", "old"),
    "zh-dev8-015": ("anticoagulants", "old"), "zh-dev8-016": ("eye_drops", "old"),
    "zh-dev8-025": ("antihypertensives", "active"), "zh-dev8-028": (None, "none"),
    "zh-dev8-029": ("antidiabetics", "active"), "zh-dev8-031": (None, "none"),
    "zh-dev8-032": (None, "none"),
    "en-dev8-005": ("antiepileptics", "active"), "en-dev8-006": ("antiparkinson", "active"),
    "en-dev8-007": ("inhalers", "active"), "en-dev8-008": ("blood_thinners", "active"),
    "en-dev8-009": ("antihypertensives", "new"), "en-dev8-010": ("antidiabetics", "new"),
    "en-dev8-011": ("antidiabetics", "new"), "en-dev8-012": ("painkillers", "new"),
    "en-dev8-013": ("antihistamines", "old"), "en-dev8-014": ("birth_control", "old"),
    "en-dev8-015": ("nsaids", "old"), "en-dev8-016": ("antidepressants", "old"),
    "en-dev8-025": ("antihypertensives", "active"), "en-dev8-027": (None, "new"),
    "en-dev8-029": ("inhalers", "active"), "en-dev8-031": (None, "none"),
    "en-dev8-032": ("blood_thinners", "active"),
    "zh-dev9-005": ("antidiarrheals", "active"), "zh-dev9-006": ("antiepileptics", "active"),
    "zh-dev9-007": ("hormone_replacement", "active"), "zh-dev9-008": ("steroids", "active"),
    "zh-dev9-009": ("antihypertensives", "new"), "zh-dev9-010": ("lipid_lowering", "new"),
    "zh-dev9-011": ("antidiabetics", "new"), "zh-dev9-012": ("antiparkinson", "new"),
    "zh-dev9-013": ("stomach_medicines", "old"), "zh-dev9-014": ("sleeping_pills", "old"),
    "zh-dev9-015": ("antidiabetics", "old"), "zh-dev9-016": ("antihistamines", "old"),
    "zh-dev9-025": ("antihypertensives", "active"), "zh-dev9-028": ("steroids", "old"),
    "zh-dev9-029": ("blood_thinners", "active"), "zh-dev9-031": ("nitro", "active"),
    "zh-dev9-032": (None, "none"),
    "en-dev9-005": ("anxiolytics", "active"), "en-dev9-006": ("antiemetics", "active"),
    "en-dev9-007": ("antivirals", "active"), "en-dev9-008": ("heart_medicines", "active"),
    "en-dev9-009": ("diuretics", "new"), "en-dev9-010": ("blood_thinners", "new"),
    "en-dev9-011": ("inhalers", "new"), "en-dev9-012": (None, "new"),
    "en-dev9-013": ("immunosuppressants", "old"), "en-dev9-014": ("antidementia", "old"),
    "en-dev9-015": ("antibiotics", "old"), "en-dev9-016": ("ed_drugs", "old"),
    "en-dev9-025": ("antihypertensives", "active"), "en-dev9-028": (None, "new"),
    "en-dev9-029": (None, "none"), "en-dev9-030": ("steroids", "none"),
    "en-dev9-032": ("iron_supplements", "active"),
    "zh-dev10-005": ("stomach_medicines", "active"), "zh-dev10-006": ("antipsychotics", "active"),
    "zh-dev10-007": ("eye_drops", "active"), "zh-dev10-008": ("antihistamines", "active"),
    "zh-dev10-009": ("antihypertensives", "new"), "zh-dev10-010": ("insulins", "new"),
    "zh-dev10-011": ("antivirals", "new"), "zh-dev10-012": ("inhalers", "new"),
    "zh-dev10-013": ("blood_thinners", "old"), "zh-dev10-014": ("hormone_replacement", "old"),
    "zh-dev10-015": ("painkillers", "old"), "zh-dev10-016": ("antiparkinson", "old"),
    "zh-dev10-025": ("antihypertensives", "active"), "zh-dev10-028": ("antidepressants", "old"),
    "zh-dev10-029": (None, "none"), "zh-dev10-031": (None, "none"),
    "zh-dev10-032": ("antihypertensives", "old"),
    "en-dev10-005": ("thyroid_medicines", "active"), "en-dev10-006": ("birth_control", "active"),
    "en-dev10-007": ("immunosuppressants", "active"), "en-dev10-008": ("antibiotics", "active"),
    "en-dev10-009": ("antihypertensives", "new"), "en-dev10-010": ("eye_drops", "new"),
    "en-dev10-011": ("antidiabetics", "new"), "en-dev10-012": ("antivirals", "new"),
    "en-dev10-013": ("birth_control", "old"), "en-dev10-014": ("antipsychotics", "old"),
    "en-dev10-015": ("antidepressants", "old"), "en-dev10-016": ("gout_medicines", "old"),
    "en-dev10-025": ("immunosuppressants", "active"), "en-dev10-028": ("antibiotics", "new"),
    "en-dev10-029": ("stomach_medicines", "active"), "en-dev10-031": (None, "none"),
    "en-dev10-032": ("antibiotics", "old"),
    "zh-dev11-005": ("xiaoyan_drugs", "active"), "zh-dev11-006": ("chemotherapy", "active"),
    "zh-dev11-007": ("painkillers", "active"), "zh-dev11-008": ("antipsychotics", "active"),
    "zh-dev11-009": ("heart_medicines", "new"), "zh-dev11-010": ("antipsychotics", "new"),
    "zh-dev11-011": ("chemotherapy", "new"), "zh-dev11-012": ("xiaoyan_drugs", "new"),
    "zh-dev11-013": ("antipsychotics", "old"), "zh-dev11-014": ("cephalosporins", "old"),
    "zh-dev11-015": ("painkillers", "old"), "zh-dev11-016": ("antibiotics", "old"),
    "zh-dev11-025": ("antivirals", "active"), "zh-dev11-028": ("chemotherapy", "new"),
    "zh-dev11-029": ("thyroid_medicines", "active"), "zh-dev11-031": (None, "none"),
    "zh-dev11-032": ("sleeping_pills", "old"),
    "en-dev11-005": ("antipsychotics", "active"), "en-dev11-006": ("chemotherapy", "active"),
    "en-dev11-007": ("antibiotics", "active"), "en-dev11-008": ("antibiotics", "active"),
    "en-dev11-009": ("painkillers", "new"), "en-dev11-010": ("antibiotics", "new"),
    "en-dev11-011": ("inhalers", "new"), "en-dev11-012": ("blood_thinners", "new"),
    "en-dev11-013": ("painkillers", "old"), "en-dev11-014": ("birth_control", "old"),
    "en-dev11-015": ("blood_thinners", "old"), "en-dev11-016": ("antibiotics", "old"),
    "en-dev11-025": ("antivirals", "active"), "en-dev11-028": ("chemotherapy", "old"),
    "en-dev11-029": ("painkillers", "active"), "en-dev11-031": (None, "none"),
    "en-dev11-032": ("antidepressants", "old"),
    "zh-dev12-005": ("steroids", "active"), "zh-dev12-006": ("iron_supplements", "active"),
    "zh-dev12-007": ("antivirals", "active"), "zh-dev12-008": ("osteoporosis_medicines", "active"),
    "zh-dev12-009": ("insulins", "new"), "zh-dev12-010": ("painkillers", "new"),
    "zh-dev12-011": ("eye_drops", "new"), "zh-dev12-012": (None, "new"),
    "zh-dev12-013": ("cephalosporins", "old"), "zh-dev12-014": ("antihypertensives", "old"),
    "zh-dev12-015": ("antidepressants", "old"), "zh-dev12-016": ("blood_thinners", "old"),
    "zh-dev12-025": ("insulins", "active"), "zh-dev12-028": ("antidiabetics", "old"),
    "zh-dev12-029": ("sleeping_pills", "active"), "zh-dev12-031": ("insulins", "active"),
    "zh-dev12-032": ("lipid_lowering", "old"),
    "en-dev12-005": ("antibiotics", "active"), "en-dev12-006": ("antihistamines", "active"),
    "en-dev12-007": ("antibiotics", "active"), "en-dev12-008": ("antidementia", "active"),
    "en-dev12-009": ("heart_medicines", "new"), "en-dev12-010": ("antidiabetics", "new"),
    "en-dev12-011": ("antihypertensives", "new"), "en-dev12-012": ("antidepressants", "new"),
    "en-dev12-013": ("stomach_medicines", "old"), "en-dev12-014": ("diuretics", "old"),
    "en-dev12-015": ("antihypertensives", "old"), "en-dev12-016": ("heart_medicines", "old"),
    "en-dev12-025": ("anxiolytics", "active"), "en-dev12-028": ("antihypertensives", "new"),
    "en-dev12-029": ("eye_drops", "active"), "en-dev12-031": ("hormone_replacement", "active"),
    "en-dev12-032": ("thyroid_medicines", "old"),
    "zh-dev13-005": ("prostate_medicines", "active"), "zh-dev13-006": ("antihistamines", "active"),
    "zh-dev13-007": ("thyroid_medicines", "active"), "zh-dev13-008": ("cough_medicines", "active"),
    "zh-dev13-009": ("stomach_medicines", "new"), "zh-dev13-010": ("antidiabetics", "new"),
    "zh-dev13-011": ("antiparkinson", "new"), "zh-dev13-012": ("antihypertensives", "new"),
    "zh-dev13-013": ("xiaoyan_drugs", "old"), "zh-dev13-014": ("antiepileptics", "old"),
    "zh-dev13-015": ("insulins", "old"), "zh-dev13-016": ("birth_control", "old"),
    "zh-dev13-025": ("antihypertensives", "active"), "zh-dev13-028": ("sleeping_pills", "old"),
    "zh-dev13-029": ("osteoporosis_medicines", "active"), "zh-dev13-031": (None, "none"),
    "zh-dev13-032": ("gout_medicines", "old"),
    "en-dev13-005": ("stomach_medicines", "active"), "en-dev13-006": ("inhalers", "active"),
    "en-dev13-007": ("anxiolytics", "active"), "en-dev13-008": ("lipid_lowering", "active"),
    "en-dev13-009": ("blood_thinners", "new"), "en-dev13-010": ("diuretics", "new"),
    "en-dev13-011": ("antidiabetics", "new"), "en-dev13-012": ("painkillers", "new"),
    "en-dev13-013": ("antibiotics", "old"), "en-dev13-014": ("inhalers", "old"),
    "en-dev13-015": ("painkillers", "old"), "en-dev13-016": ("antibiotics", "old"),
    "en-dev13-025": ("lipid_lowering", "active"), "en-dev13-028": ("antiemetics", "new"),
    "en-dev13-029": ("inhalers", "active"), "en-dev13-031": ("nitro", "active"),
    "en-dev13-032": ("antihypertensives", "old"),
    "zh-dev14-005": ("lipid_lowering", "active"), "zh-dev14-006": ("antiemetics", "active"),
    "zh-dev14-007": ("prostate_medicines", "active"), "zh-dev14-008": ("antifungals", "active"),
    "zh-dev14-009": ("insulins", "new"), "zh-dev14-010": ("antidepressants", "new"),
    "zh-dev14-011": ("heart_medicines", "new"), "zh-dev14-012": ("cough_medicines", "new"),
    "zh-dev14-013": ("cephalosporins", "old"), "zh-dev14-014": ("antiparkinson", "old"),
    "zh-dev14-015": ("laxatives", "old"), "zh-dev14-016": ("painkillers", "old"),
    "zh-dev14-025": ("eye_drops", "active"), "zh-dev14-028": ("antihypertensives", "new"),
    "zh-dev14-029": (None, "none"), "zh-dev14-031": ("inhalers", "active"),
    "zh-dev14-032": ("heart_medicines", "old"),
    "en-dev14-005": ("antiparkinson", "active"), "en-dev14-006": ("thyroid_medicines", "active"),
    "en-dev14-007": ("gout_medicines", "active"), "en-dev14-008": ("osteoporosis_medicines", "active"),
    "en-dev14-009": ("antidiabetics", "new"), "en-dev14-010": ("antibiotics", "new"),
    "en-dev14-011": ("antidementia", "new"), "en-dev14-012": ("steroids", "new"),
    "en-dev14-013": ("antibiotics", "old"), "en-dev14-014": ("anxiolytics", "old"),
    "en-dev14-015": ("lipid_lowering", "old"), "en-dev14-016": ("antidiabetics", "old"),
    "en-dev14-025": ("antiepileptics", "active"), "en-dev14-028": ("antidepressants", "old"),
    "en-dev14-029": (None, "none"), "en-dev14-031": (None, "none"),
    "en-dev14-032": ("antiemetics", "old"),
    "zh-dev15-005": ("steroids", "active"), "zh-dev15-006": ("ed_drugs", "active"),
    "zh-dev15-007": ("stomach_medicines", "active"), "zh-dev15-008": ("anticoagulants", "active"),
    "zh-dev15-009": ("antihypertensives", "new"), "zh-dev15-010": ("eye_drops", "new"),
    "zh-dev15-011": ("xiaoyan_drugs", "new"), "zh-dev15-012": ("antidiabetics", "new"),
    "zh-dev15-013": ("lipid_lowering", "old"), "zh-dev15-014": ("antiepileptics", "old"),
    "zh-dev15-015": ("birth_control", "old"), "zh-dev15-016": ("antivirals", "old"),
    "zh-dev15-025": ("antihypertensives", "active"), "zh-dev15-028": ("antipsychotics", "old"),
    "zh-dev15-029": ("muscle_relaxants", "active"), "zh-dev15-031": ("antifungals", "active"),
    "zh-dev15-032": ("insulins", "old"),
    "en-dev15-005": ("stomach_medicines", "active"), "en-dev15-006": ("inhalers", "active"),
    "en-dev15-007": ("lipid_lowering", "active"), "en-dev15-008": ("antiparkinson", "active"),
    "en-dev15-009": ("antihypertensives", "new"), "en-dev15-010": ("painkillers", "new"),
    "en-dev15-011": ("antidiabetics", "new"), "en-dev15-012": ("antidepressants", "new"),
    "en-dev15-013": ("blood_thinners", "old"), "en-dev15-014": ("antihistamines", "old"),
    "en-dev15-015": ("inhalers", "old"), "en-dev15-016": ("birth_control", "old"),
    "en-dev15-025": ("heart_medicines", "active"), "en-dev15-028": ("heart_medicines", "new"),
    "en-dev15-029": ("antidementia", "active"), "en-dev15-031": (None, "none"),
    "en-dev15-032": ("sleeping_pills", "old"),
    "zh-dev16-005": ("immunosuppressants", "active"), "zh-dev16-006": ("antivirals", "active"),
    "zh-dev16-007": ("painkillers", "active"), "zh-dev16-008": ("osteoporosis_medicines", "active"),
    "zh-dev16-009": ("antihypertensives", "new"), "zh-dev16-010": ("insulins", "new"),
    "zh-dev16-011": ("antiepileptics", "new"), "zh-dev16-012": ("eye_drops", "new"),
    "zh-dev16-013": ("antidepressants", "old"), "zh-dev16-014": ("antipsychotics", "old"),
    "zh-dev16-015": ("antidiabetics", "old"), "zh-dev16-016": ("inhalers", "old"),
    "zh-dev16-025": ("antidiabetics", "active"), "zh-dev16-028": ("cough_medicines", "old"),
    "zh-dev16-029": ("gout_medicines", "active"), "zh-dev16-031": ("eye_drops", "active"),
    "zh-dev16-032": ("antihypertensives", "old"),
    "en-dev16-005": ("chemotherapy", "active"), "en-dev16-006": ("laxatives", "active"),
    "en-dev16-007": ("ed_drugs", "active"), "en-dev16-008": ("hormone_replacement", "active"),
    "en-dev16-009": ("antihypertensives", "new"), "en-dev16-010": ("inhalers", "new"),
    "en-dev16-011": ("diuretics", "new"), "en-dev16-012": ("antidementia", "new"),
    "en-dev16-013": ("blood_thinners", "old"), "en-dev16-014": ("nsaids", "old"),
    "en-dev16-015": ("antivirals", "old"), "en-dev16-016": ("steroids", "old"),
    "en-dev16-025": ("antihypertensives", "active"), "en-dev16-028": ("antivirals", "new"),
    "en-dev16-029": (None, "none"), "en-dev16-031": ("thyroid_medicines", "active"),
    "en-dev16-032": ("antibiotics", "old"),
    "zh-dev17-005": ("prostate_medicines", "active"), "zh-dev17-006": ("iron_supplements", "active"),
    "zh-dev17-007": ("gout_medicines", "active"), "zh-dev17-008": ("nitro", "active"),
    "zh-dev17-009": ("antidiabetics", "new"), "zh-dev17-010": ("lipid_lowering", "new"),
    "zh-dev17-011": ("inhalers", "new"), "zh-dev17-012": ("stomach_medicines", "new"),
    "zh-dev17-013": ("anticoagulants", "old"), "zh-dev17-014": ("sleeping_pills", "old"),
    "zh-dev17-015": ("antihypertensives", "old"), "zh-dev17-016": ("steroids", "old"),
    "zh-dev17-025": ("painkillers", "active"), "zh-dev17-028": ("antibiotics", "new"),
    "zh-dev17-029": ("inhalers", "active"), "zh-dev17-031": ("weight_loss_medicines", "active"),
    "zh-dev17-032": ("thyroid_medicines", "old"),
    "en-dev17-005": ("antiemetics", "active"), "en-dev17-006": ("thyroid_medicines", "active"),
    "en-dev17-007": ("eye_drops", "active"), "en-dev17-008": ("stomach_medicines", "active"),
    "en-dev17-009": ("insulins", "new"), "en-dev17-010": ("antidepressants", "new"),
    "en-dev17-011": ("painkillers", "new"), "en-dev17-012": ("blood_thinners", "new"),
    "en-dev17-013": ("antidiabetics", "old"), "en-dev17-014": ("antibiotics", "old"),
    "en-dev17-015": (None, "old"), "en-dev17-016": ("beta_blockers", "old"),
    "en-dev17-025": ("antidiabetics", "active"), "en-dev17-028": ("painkillers", "old"),
    "en-dev17-029": ("osteoporosis_medicines", "active"), "en-dev17-031": ("iron_supplements", "active"),
    "en-dev17-032": ("antidepressants", "old"),
    "zh-dev18-005": ("antihypertensives", "active"), "zh-dev18-006": ("lipid_lowering", "active"),
    "zh-dev18-007": ("antidiabetics", "active"), "zh-dev18-008": ("anticoagulants", "active"),
    "zh-dev18-009": ("insulins", "new"), "zh-dev18-010": ("antihypertensives", "new"),
    "zh-dev18-011": ("statins", "new"), "zh-dev18-012": ("inhalers", "new"),
    "zh-dev18-013": ("antidiabetics", "old"), "zh-dev18-014": ("sleeping_pills", "old"),
    "zh-dev18-015": ("stomach_medicines", "old"), "zh-dev18-016": ("insulins", "old"),
    "zh-dev18-025": ("antihypertensives", "new"), "zh-dev18-028": ("antihypertensives", "old"),
    "zh-dev18-029": ("antipsychotics", "active"), "zh-dev18-031": ("lipid_lowering", "active"),
    "zh-dev18-032": ("anticoagulants", "old"),
    "en-dev18-005": ("antidiabetics", "active"), "en-dev18-006": ("lipid_lowering", "active"),
    "en-dev18-007": ("antihypertensives", "active"), "en-dev18-008": ("antiparkinson", "active"),
    "en-dev18-009": ("inhalers", "new"), "en-dev18-010": ("insulins", "new"),
    "en-dev18-011": ("antihypertensives", "new"), "en-dev18-012": (None, "new"),
    "en-dev18-013": ("inhalers", "old"), "en-dev18-014": ("antihypertensives", "old"),
    "en-dev18-015": ("nsaids", "old"), "en-dev18-016": ("antidepressants", "old"),
    "en-dev18-025": ("antihypertensives", "active"), "en-dev18-028": ("antihypertensives", "old"),
    "en-dev18-029": ("insulins", "active"), "en-dev18-031": ("blood_thinners", "active"),
    "en-dev18-032": ("gout_medicines", "old"),
    "zh-dev19-005": ("antihypertensives", "active"), "zh-dev19-006": ("stomach_medicines", "active"),
    "zh-dev19-007": ("sleeping_pills", "active"), "zh-dev19-008": ("eye_drops", "active"),
    "zh-dev19-009": ("antidiabetics", "new"), "zh-dev19-010": ("lipid_lowering", "new"),
    "zh-dev19-011": ("insulins", "new"), "zh-dev19-012": ("cephalosporins", "new"),
    "zh-dev19-013": ("antihypertensives", "old"), "zh-dev19-014": ("sleeping_pills", "old"),
    "zh-dev19-015": ("antihistamines", "old"), "zh-dev19-016": ("anticoagulants", "old"),
    "zh-dev19-025": ("antidiabetics", "active"), "zh-dev19-028": ("lipid_lowering", "old"),
    "zh-dev19-029": ("antiemetics", "active"), "zh-dev19-031": ("antihistamines", "active"),
    "zh-dev19-032": ("prostate_medicines", "old"),
    "en-dev19-005": ("antidiabetics", "active"), "en-dev19-006": ("thyroid_medicines", "active"),
    "en-dev19-007": ("diuretics", "active"), "en-dev19-008": ("anxiolytics", "active"),
    "en-dev19-009": ("inhalers", "new"), "en-dev19-010": ("painkillers", "new"),
    "en-dev19-011": ("eye_drops", "new"), "en-dev19-012": (None, "new"),
    "en-dev19-013": ("sleeping_pills", "old"), "en-dev19-014": ("antibiotics", "old"),
    "en-dev19-015": ("antihypertensives", "old"), "en-dev19-016": ("stomach_medicines", "old"),
    "en-dev19-025": ("eye_drops", "active"), "en-dev19-028": ("antidiabetics", "old"),
    "en-dev19-029": ("antivirals", "active"), "en-dev19-031": ("antihistamines", "active"),
    "en-dev19-032": ("statins", "old"),
    "zh-dev20-005": ("eye_drops", "active"), "zh-dev20-006": ("antihypertensives", "active"),
    "zh-dev20-007": ("stomach_medicines", "active"), "zh-dev20-008": ("antidiabetics", "active"),
    "zh-dev20-009": ("lipid_lowering", "new"), "zh-dev20-010": ("insulins", "new"),
    "zh-dev20-011": ("cephalosporins", "new"), "zh-dev20-012": ("antihypertensives", "new"),
    "zh-dev20-013": (None, "old"), "zh-dev20-014": ("antidiabetics", "old"),
    "zh-dev20-015": ("anticoagulants", "old"), "zh-dev20-016": ("sleeping_pills", "old"),
    "zh-dev20-025": ("antihypertensives", "active"), "zh-dev20-029": ("antihypertensives", "active"),
    "zh-dev20-031": ("inhalers", "active"), "zh-dev20-032": ("insulins", "old"),
    "en-dev20-005": ("inhalers", "active"), "en-dev20-006": ("antidiabetics", "active"),
    "en-dev20-007": ("lipid_lowering", "active"), "en-dev20-008": ("blood_thinners", "active"),
    "en-dev20-009": ("antihypertensives", "new"), "en-dev20-010": ("eye_drops", "new"),
    "en-dev20-011": ("antibiotics", "new"), "en-dev20-012": ("antihypertensives", "new"),
    "en-dev20-013": ("inhalers", "old"), "en-dev20-014": ("antibiotics", "old"),
    "en-dev20-015": ("diuretics", "old"), "en-dev20-016": ("antihistamines", "old"),
    "en-dev20-025": ("painkillers", "active"), "en-dev20-029": ("antidepressants", "active"),
    "en-dev20-031": ("eye_drops", "active"), "en-dev20-032": ("inhalers", "old"),
    "zh-dev21-005": ("prostate_medicines", "active"), "zh-dev21-006": ("steroids", "active"),
    "zh-dev21-007": ("expectorants", "active"), "zh-dev21-008": ("insulins", "active"),
    "zh-dev21-009": ("eye_drops", "new"), "zh-dev21-010": ("antihypertensives", "new"),
    "zh-dev21-011": ("xiaoyan_drugs", "new"), "zh-dev21-012": ("antituberculars", "new"),
    "zh-dev21-013": ("birth_control", "old"), "zh-dev21-014": ("laxatives", "old"),
    "zh-dev21-015": ("insulins", "old"), "zh-dev21-016": ("cephalosporins", "old"),
    "zh-dev21-025": ("antipsychotics", "active"), "zh-dev21-029": ("osteoporosis_medicines", "active"),
    "zh-dev21-031": ("antivirals", "active"), "zh-dev21-032": ("lipid_lowering", "old"),
    "en-dev21-005": ("antihypertensives", "active"), "en-dev21-006": ("stomach_medicines", "active"),
    "en-dev21-007": ("cough_medicines", "active"), "en-dev21-008": ("nsaids", "active"),
    "en-dev21-009": (None, "new"), "en-dev21-010": ("oral_antidiabetics", "new"),
    "en-dev21-011": ("antibiotics", "new"), "en-dev21-012": ("antivirals", "new"),
    "en-dev21-013": (None, "old"), "en-dev21-014": ("antihypertensives", "old"),
    "en-dev21-015": ("antiparkinson", "old"), "en-dev21-016": ("painkillers", "old"),
    "en-dev21-025": ("inhalers", "active"), "en-dev21-029": ("sleeping_pills", "active"),
    "en-dev21-031": ("hormone_replacement", "active"), "en-dev21-032": ("steroids", "old"),
    "zh-dev22-005": ("immunosuppressants", "active"), "zh-dev22-006": ("eye_drops", "active"),
    "zh-dev22-007": ("iron_supplements", "active"), "zh-dev22-008": ("painkillers", "active"),
    "zh-dev22-009": ("antidiabetics", "new"), "zh-dev22-010": ("cough_medicines", "new"),
    "zh-dev22-011": ("antihypertensives", "new"), "zh-dev22-012": ("sleeping_pills", "new"),
    "zh-dev22-013": ("lipid_lowering", "old"), "zh-dev22-014": ("insulins", "old"),
    "zh-dev22-015": ("xiaoyan_drugs", "old"), "zh-dev22-016": ("antihypertensives", "old"),
    "zh-dev22-025": ("painkillers", "active"), "zh-dev22-028": ("inhalers", "active"),
    "zh-dev22-029": ("antiparkinson", "active"), "zh-dev22-032": ("thyroid_medicines", "old"),
    "en-dev22-005": ("steroids", "active"), "en-dev22-006": ("blood_thinners", "active"),
    "en-dev22-007": ("prostate_medicines", "active"), "en-dev22-008": ("steroids", "active"),
    "en-dev22-009": ("oral_antidiabetics", "new"), "en-dev22-010": ("inhalers", "new"),
    "en-dev22-011": ("antibiotics", "new"), "en-dev22-012": (None, "new"),
    "en-dev22-013": ("sleeping_pills", "old"), "en-dev22-014": ("painkillers", "old"),
    "en-dev22-015": ("antihypertensives", "old"), "en-dev22-016": ("antibiotics", "old"),
    "en-dev22-025": ("lipid_lowering", "active"), "en-dev22-029": ("insulins", "active"),
    "en-dev22-031": ("inhalers", "active"), "en-dev22-032": ("iron_supplements", "old"),
    "zh-dev23-005": ("beta_blockers", "active"), "zh-dev23-006": ("anticoagulants", "active"),
    "zh-dev23-007": ("steroids", "active"), "zh-dev23-008": ("insulins", "active"),
    "zh-dev23-009": ("sleeping_pills", "new"), "zh-dev23-010": ("eye_drops", "new"),
    "zh-dev23-011": ("antidiabetics", "new"), "zh-dev23-012": ("stomach_medicines", "new"),
    "zh-dev23-013": ("lipid_lowering", "old"), "zh-dev23-014": ("stomach_medicines", "old"),
    "zh-dev23-015": ("sleeping_pills", "old"), "zh-dev23-016": ("antihistamines", "old"),
    "zh-dev23-025": ("antihypertensives", "active"), "zh-dev23-028": ("eye_drops", "active"),
    "zh-dev23-029": ("thyroid_medicines", "active"), "zh-dev23-031": ("xiaoyan_drugs", "active"),
    "zh-dev23-032": ("anticoagulants", "old"),
    "en-dev23-005": ("antidiabetics", "active"), "en-dev23-006": ("stomach_medicines", "active"),
    "en-dev23-007": ("antidepressants", "active"), "en-dev23-008": ("muscle_relaxants", "active"),
    "en-dev23-009": (None, "new"), "en-dev23-010": ("heart_medicines", "new"),
    "en-dev23-011": ("antihypertensives", "new"), "en-dev23-012": (None, "new"),
    "en-dev23-013": ("lipid_lowering", "old"), "en-dev23-014": ("inhalers", "old"),
    "en-dev23-015": ("antidepressants", "old"), "en-dev23-016": ("osteoporosis_medicines", "old"),
    "en-dev23-025": ("heart_medicines", "active"), "en-dev23-028": ("painkillers", "active"),
    "en-dev23-029": ("diuretics", "active"), "en-dev23-031": ("antibiotics", "active"),
    "en-dev23-032": ("blood_thinners", "old"),
    "zh-dev24-005": ("lipid_lowering", "active"), "zh-dev24-006": ("diuretics", "active"),
    "zh-dev24-007": ("antidiabetics", "active"), "zh-dev24-008": ("sleeping_pills", "active"),
    "zh-dev24-009": ("antihypertensives", "new"), "zh-dev24-010": ("prostate_medicines", "new"),
    "zh-dev24-011": ("eye_drops", "new"), "zh-dev24-012": ("antidiabetics", "new"),
    "zh-dev24-013": ("antihypertensives", "old"), "zh-dev24-014": ("laxatives", "old"),
    "zh-dev24-015": ("lipid_lowering", "old"), "zh-dev24-016": ("painkillers", "old"),
    "zh-dev24-025": ("antihypertensives", "active"), "zh-dev24-027": ("antidiabetics", "active"),
    "zh-dev24-028": ("lipid_lowering", "active"), "zh-dev24-029": ("stomach_medicines", "active"),
    "zh-dev24-031": ("cough_medicines", "active"), "zh-dev24-032": ("antidiabetics", "old"),
    "en-dev24-005": ("antihypertensives", "active"), "en-dev24-006": ("lipid_lowering", "active"),
    "en-dev24-007": ("antidiabetics", "active"), "en-dev24-008": ("blood_thinners", "active"),
    "en-dev24-009": (None, "new"), "en-dev24-010": ("diuretics", "new"),
    "en-dev24-011": ("antihypertensives", "new"), "en-dev24-012": ("inhalers", "new"),
    "en-dev24-013": ("stomach_medicines", "old"), "en-dev24-014": ("thyroid_medicines", "old"),
    "en-dev24-015": ("sleeping_pills", "old"), "en-dev24-016": ("antidiabetics", "old"),
    "en-dev24-025": ("antihypertensives", "active"), "en-dev24-027": ("diuretics", "active"),
    "en-dev24-028": ("painkillers", "active"), "en-dev24-029": ("gout_medicines", "active"),
    "en-dev24-031": ("sleeping_pills", "active"), "en-dev24-032": ("antivirals", "old"),
    "zh-dev25-005": ("nitro", "active"), "zh-dev25-006": ("anticoagulants", "active"),
    "zh-dev25-008": ("antidiabetics", "active"),
    "zh-dev25-009": ("lipid_lowering", "new"), "zh-dev25-010": ("antiepileptics", "new"),
    "zh-dev25-011": ("xiaoyan_drugs", "new"), "zh-dev25-012": ("insulins", "new"),
    "zh-dev25-013": ("antihypertensives", "old"), "zh-dev25-014": ("stomach_medicines", "old"),
    "zh-dev25-015": ("antihistamines", "old"), "zh-dev25-016": ("inhalers", "old"),
    "zh-dev25-025": ("antihypertensives", "active"), "zh-dev25-026": ("eye_drops", "active"),
    "zh-dev25-028": ("cough_medicines", "active"), "zh-dev25-029": ("antihypertensives", "active"),
    "zh-dev25-031": ("lipid_lowering", "active"),
    "en-dev25-005": ("diuretics", "active"), "en-dev25-006": ("steroids", "active"),
    "en-dev25-008": ("antihypertensives", "active"),
    "en-dev25-009": ("antidiabetics", "new"), "en-dev25-010": ("painkillers", "new"),
    "en-dev25-011": ("antihypertensives", "new"), "en-dev25-012": ("antidiabetics", "new"),
    "en-dev25-013": ("stomach_medicines", "old"), "en-dev25-014": ("heart_medicines", "old"),
    "en-dev25-015": ("antidepressants", "old"), "en-dev25-016": ("antibiotics", "old"),
    "en-dev25-025": ("inhalers", "active"), "en-dev25-026": ("painkillers", "active"),
    "en-dev25-029": ("blood_thinners", "active"),
    "zh-dev26-004": ("antihypertensives", "active"), "zh-dev26-005": ("sleeping_pills", "active"),
    "zh-dev26-006": (None, "none"),
    "zh-dev26-007": ("antidiabetics", "new"), "zh-dev26-008": ("eye_drops", "new"),
    "zh-dev26-009": ("painkillers", "new"),
    "zh-dev26-010": ("lipid_lowering", "old"), "zh-dev26-011": ("prostate_medicines", "old"),
    "zh-dev26-012": ("insulins", "old"),
    "zh-dev26-019": ("stomach_medicines", "active"), "zh-dev26-020": (None, "none"),
    "zh-dev26-022": ("heart_medicines", "active"), "zh-dev26-023": (None, "none"),
    "zh-dev26-024": ("sleeping_pills", "active"),
    "zh-dev26-029": ("antifungals", "active"), "zh-dev26-030": ("antihypertensives", "new"),
    "zh-dev26-031": ("antiparkinson", "old"), "zh-dev26-034": ("inhalers", "active"),
    "zh-dev26-035": ("iron_supplements", "active"),
    "en-dev26-004": ("lipid_lowering", "active"), "en-dev26-005": ("nitro", "active"),
    "en-dev26-006": (None, "none"),
    "en-dev26-007": ("inhalers", "new"), "en-dev26-008": ("diuretics", "new"),
    "en-dev26-009": ("eye_drops", "new"),
    "en-dev26-010": ("antihypertensives", "old"), "en-dev26-011": ("antidiabetics", "old"),
    "en-dev26-012": ("antidepressants", "old"),
    "en-dev26-019": ("eye_drops", "active"), "en-dev26-020": ("antidiabetics", "active"),
    "en-dev26-022": ("lipid_lowering", "active"), "en-dev26-024": (None, "none"),
    "en-dev26-029": (None, "none"), "en-dev26-030": ("blood_thinners", "new"),
    "en-dev26-031": ("steroids", "old"), "en-dev26-034": ("diuretics", "active"),
    "en-dev26-035": ("antibiotics", "active"),
    "zh-dev27-003": ("antipsychotics", "active"), "zh-dev27-004": ("gout_medicines", "active"),
    "zh-dev27-005": ("antihypertensives", "new"), "zh-dev27-006": (None, "new"),
    "zh-dev27-007": ("sleeping_pills", "old"), "zh-dev27-008": ("gout_medicines", "old"),
    "zh-dev27-013": ("antihypertensives", "active"), "zh-dev27-015": ("antidiabetics", "active"),
    "zh-dev27-016": (None, "none"),
    "en-dev27-003": ("sleeping_pills", "active"), "en-dev27-004": ("inhalers", "active"),
    "en-dev27-005": ("gout_medicines", "new"), "en-dev27-006": ("inhalers", "new"),
    "en-dev27-007": (None, "old"), "en-dev27-008": ("antiepileptics", "old"),
    "en-dev27-013": (None, "none"), "en-dev27-015": ("gout_medicines", "active"),
    "zh-dev28-003": ("immunosuppressants", "active"), "zh-dev28-004": ("expectorants", "active"),
    "zh-dev28-005": ("antihypertensives", "new"), "zh-dev28-006": ("insulins", "new"),
    "zh-dev28-007": (None, "old"), "zh-dev28-008": ("stomach_medicines", "old"),
    "zh-dev28-013": ("antiepileptics", "active"), "zh-dev28-015": (None, "none"),
    "zh-dev28-016": ("thyroid_medicines", "active"),
    "en-dev28-003": ("thyroid_medicines", "active"), "en-dev28-004": ("iron_supplements", "active"),
    "en-dev28-005": (None, "new"), "en-dev28-006": (None, "new"),
    "en-dev28-007": (None, "old"), "en-dev28-008": ("antibiotics", "old"),
    "en-dev28-013": (None, "none"), "en-dev28-015": ("antihistamines", "active"),
    "en-dev28-016": (None, "none"),
    "zh-test4-003": ("eye_drops", "active"), "zh-test4-004": ("antiparkinson", "active"),
    "zh-test4-005": ("antidiabetics", "new"), "zh-test4-006": ("antihypertensives", "new"),
    "zh-test4-007": ("sleeping_pills", "old"), "zh-test4-008": ("lipid_lowering", "old"),
    "zh-test4-013": ("antihypertensives", "active"), "zh-test4-015": ("osteoporosis_medicines", "active"),
    "en-test4-003": ("diuretics", "active"), "en-test4-004": ("antiepileptics", "active"),
    "en-test4-005": ("heart_medicines", "new"), "en-test4-006": ("inhalers", "new"),
    "en-test4-007": ("antidepressants", "old"), "en-test4-008": ("blood_thinners", "old"),
    "en-test4-013": ("eye_drops", "active"), "en-test4-015": (None, "none"),
    "zh-dev30-003": ("prostate_medicines", "active"), "zh-dev30-004": ("cough_medicines", "active"),
    "zh-dev30-005": ("antidepressants", "new"), "zh-dev30-006": ("antihypertensives", "new"),
    "zh-dev30-007": ("insulins", "old"), "zh-dev30-008": ("thyroid_medicines", "old"),
    "zh-dev30-013": ("inhalers", "active"), "zh-dev30-015": ("antidiabetics", "active"),
    "zh-dev30-016": (None, "none"),
    "en-dev30-003": ("antihistamines", "active"), "en-dev30-004": ("stomach_medicines", "active"),
    "en-dev30-005": ("lipid_lowering", "new"), "en-dev30-006": ("antihypertensives", "new"),
    "en-dev30-007": ("painkillers", "old"), "en-dev30-008": ("inhalers", "old"),
    "en-dev30-013": ("sleeping_pills", "active"), "en-dev30-015": (None, "none"),
    "en-dev30-016": (None, "none"),
    "zh-test5-003": ("iron_supplements", "active"), "zh-test5-004": ("thyroid_medicines", "active"),
    "zh-test5-005": ("antidiabetics", "new"), "zh-test5-006": ("eye_drops", "new"),
    "zh-test5-007": ("antiepileptics", "old"), "zh-test5-008": ("antihistamines", "old"),
    "zh-test5-014": ("antihypertensives", "active"), "zh-test5-015": ("lipid_lowering", "active"),
    "zh-test5-016": (None, "none"),
    "en-test5-003": ("antiemetics", "active"), "en-test5-004": ("lipid_lowering", "active"),
    "en-test5-005": ("inhalers", "new"), "en-test5-006": ("antiepileptics", "new"),
    "en-test5-007": ("nsaids", "old"), "en-test5-008": ("antidiabetics", "old"),
    "en-test5-013": ("painkillers", "active"), "en-test5-014": ("prostate_medicines", "active"),
    "en-test5-015": (None, "none"),
    "zh-dev31-003": ("antidementia", "active"), "zh-dev31-004": ("insulins", "active"),
    "zh-dev31-005": ("heart_medicines", "new"), "zh-dev31-006": ("blood_thinners", "new"),
    "zh-dev31-007": ("birth_control", "old"), "zh-dev31-008": ("steroids", "old"),
    "zh-dev31-014": (None, "none"), "zh-dev31-015": (None, "none"), "zh-dev31-016": ("gout_medicines", "active"),
    "en-dev31-003": ("diuretics", "active"), "en-dev31-004": ("stomach_medicines", "active"),
    "en-dev31-005": ("antiparkinson", "new"), "en-dev31-006": ("antibiotics", "new"),
    "en-dev31-007": ("antidepressants", "old"), "en-dev31-008": ("sleeping_pills", "old"),
    "en-dev31-014": (None, "none"), "en-dev31-015": (None, "none"), "en-dev31-016": ("antidementia", "active"),
    "zh-test6-003": ("antihistamines", "active"), "zh-test6-004": ("anticoagulants", "active"),
    "zh-test6-005": (None, "new"), "zh-test6-006": ("diuretics", "new"),
    "zh-test6-007": ("antidepressants", "old"), "zh-test6-008": ("steroids", "old"),
    "zh-test6-014": ("stomach_medicines", "active"), "zh-test6-015": (None, "none"),
    "en-test6-003": ("nsaids", "active"), "en-test6-004": ("osteoporosis_medicines", "active"),
    "en-test6-005": ("painkillers", "new"), "en-test6-006": ("eye_drops", "new"),
    "en-test6-007": ("lipid_lowering", "old"), "en-test6-008": ("antiepileptics", "old"),
    "en-test6-014": ("diuretics", "active"), "en-test6-015": ("hormone_replacement", "active"),
    "en-test6-016": ("gout_medicines", "active"),
    # test7 (held out)
    "zh-test7-003": ("antivirals", "active"), "zh-test7-004": ("chemotherapy", "active"),
    "zh-test7-005": ("antidiabetics", "new"), "zh-test7-006": ("antiparkinson", "new"),
    "zh-test7-007": ("anticoagulants", "old"), "zh-test7-008": ("heart_medicines", "old"),
    "zh-test7-014": ("insulins", "active"), "zh-test7-015": (None, "none"), "zh-test7-016": (None, "none"),
    "en-test7-003": ("muscle_relaxants", "active"), "en-test7-004": ("laxatives", "active"),
    "en-test7-005": ("gout_medicines", "new"), "en-test7-006": (None, "new"),
    "en-test7-007": ("osteoporosis_medicines", "old"), "en-test7-008": ("antifungals", "old"),
    "en-test7-014": ("thyroid_medicines", "active"), "en-test7-015": (None, "none"),
    "en-test7-016": ("anxiolytics", "active"),
    # test8 (held out)
    "zh-test8-003": ("expectorants", "active"), "zh-test8-004": ("antidementia", "active"),
    "zh-test8-005": ("antihypertensives", "new"), "zh-test8-006": ("prostate_medicines", "new"),
    "zh-test8-007": ("antivirals", "old"), "zh-test8-008": ("painkillers", "old"),
    "zh-test8-014": (None, "none"), "zh-test8-015": (None, "none"), "zh-test8-016": ("antihistamines", "active"),
    "en-test8-003": ("stomach_medicines", "active"), "en-test8-004": ("inhalers", "active"),
    "en-test8-005": ("antibiotics", "new"), "en-test8-006": ("antidepressants", "new"),
    "en-test8-007": ("blood_thinners", "old"), "en-test8-008": ("steroids", "old"),
    "en-test8-014": (None, "none"), "en-test8-015": (None, "none"),
    "en-test8-016": ("sleeping_pills", "active"),
    # dev32
    "zh-dev32-003": ("stomach_medicines", "active"), "zh-dev32-004": (None, "none"),
    "zh-dev32-005": ("antiparkinson", "new"), "zh-dev32-006": ("eye_drops", "new"),
    "zh-dev32-007": ("thyroid_medicines", "old"), "zh-dev32-008": ("sleeping_pills", "old"),
    "zh-dev32-015": ("eye_drops", "active"),
    "en-dev32-003": ("antihistamines", "active"), "en-dev32-004": ("muscle_relaxants", "active"),
    "en-dev32-005": ("diuretics", "new"), "en-dev32-006": ("gout_medicines", "new"),
    "en-dev32-007": ("antihypertensives", "old"), "en-dev32-008": ("antidiabetics", "old"),
    "en-dev32-014": ("insulins", "active"), "en-dev32-015": ("antibiotics", "old"),
    "en-dev32-016": (None, "none"),
    # dev33
    "zh-dev33-003": ("prostate_medicines", "active"), "zh-dev33-004": ("antiemetics", "active"),
    "zh-dev33-005": ("heart_medicines", "new"), "zh-dev33-006": ("insulins", "new"),
    "zh-dev33-007": ("antiepileptics", "old"), "zh-dev33-008": ("antidiabetics", "old"),
    "zh-dev33-014": ("xiaoyan_drugs", "active"), "zh-dev33-015": (None, "none"),
    "en-dev33-003": ("birth_control", "active"), "en-dev33-004": ("antihypertensives", "active"),
    "en-dev33-005": (None, "new"), "en-dev33-006": ("antidiabetics", "new"),
    "en-dev33-007": ("antidepressants", "old"), "en-dev33-008": ("painkillers", "old"),
    "en-dev33-014": (None, "none"), "en-dev33-015": ("iron_supplements", "active"),
    # dev34
    "zh-dev34-003": ("lipid_lowering", "active"), "zh-dev34-004": ("stomach_medicines", "active"),
    "zh-dev34-005": ("heart_medicines", "new"), "zh-dev34-006": ("painkillers", "new"),
    "zh-dev34-007": ("insulins", "old"), "zh-dev34-008": ("antihistamines", "old"),
    "zh-dev34-014": ("antidementia", "active"), "zh-dev34-015": ("antifungals", "active"),
    "en-dev34-003": ("lipid_lowering", "active"), "en-dev34-004": ("diuretics", "active"),
    "en-dev34-005": ("inhalers", "new"), "en-dev34-006": ("blood_thinners", "new"),
    "en-dev34-007": ("antidepressants", "old"), "en-dev34-008": ("sleeping_pills", "old"),
    "en-dev34-014": (None, "none"), "en-dev34-015": ("painkillers", "active"),
    "en-dev34-016": ("antibiotics", "old"),
    # dev35
    "zh-dev35-003": ("antidiabetics", "active"), "zh-dev35-004": ("sleeping_pills", "active"),
    "zh-dev35-005": ("antihypertensives", "new"), "zh-dev35-006": ("laxatives", "new"),
    "zh-dev35-007": ("gout_medicines", "old"), "zh-dev35-008": ("antipsychotics", "old"),
    "zh-dev35-014": ("antihypertensives", "active"), "zh-dev35-015": ("lipid_lowering", "active"),
    "zh-dev35-016": (None, "none"),
    "en-dev35-003": ("antidiabetics", "active"), "en-dev35-004": ("stomach_medicines", "active"),
    "en-dev35-005": ("eye_drops", "new"), "en-dev35-006": ("osteoporosis_medicines", "new"),
    "en-dev35-007": ("blood_thinners", "old"), "en-dev35-008": ("lipid_lowering", "old"),
    "en-dev35-013": ("painkillers", "active"), "en-dev35-014": (None, "none"),
    "en-dev35-015": ("thyroid_medicines", "active"),
}
# dev32: lexicon classes chosen for phrases outside it: zh-dev32-003 我那个护胃咯药 (Hunan form of 护胃的药) ->
# stomach_medicines (lansoprazole; aspirin is B01AC06/N02BA01), zh-dev32-005 新加的帕金森的药 -> antiparkinson, new
# (entacapone, newer than carbidopa/levodopa and pramipexole), zh-dev32-006 新换那个眼药水 -> eye_drops, new (bimatoprost;
# latanoprost stopped, brimonidine older), zh-dev32-007 以前吃那个治甲亢哩药 (Henan form) -> thyroid_medicines, old
# (propylthiouracil), zh-dev32-015 降眼压的眼药水 -> eye_drops (nothing recorded), en-dev32-003 "me hay fever tablets" ->
# antihistamines (fexofenadine; mometasone is R01AD), en-dev32-004 "my muscle relaxer" -> muscle_relaxants
# (cyclobenzaprine), en-dev32-005 "the new water pill" -> diuretics, new (metolazone), en-dev32-006 "the new gout tablet"
# -> gout_medicines, new (allopurinol and colchicine started the same day: a tie), en-dev32-007 "the blood pressure one I
# used to be on" -> antihypertensives, old (lisinopril), en-dev32-008 "That sugar tablet I was taking earlier" ->
# antidiabetics, old (voglibose), en-dev32-014 "my insulin" -> insulins (glargine and lispro, both active),
# en-dev32-015 "that antibiotic I had for me ear back in the winter" -> antibiotics, old (nothing stopped). Two stopped:
# zh-dev32-008 以前吃的那个安眠药 (alprazolam N05BA, zolpidem N05CF). Checked by hand ('none'): zh-dev32-004
# 一个月食一粒嘅骨头药 (osteoporosis_medicines holds ibandronate and calcium carbonate, A12AA; the monthly rhythm and the
# bisphosphonate routine asked about pick ibandronate), en-dev32-016 "my malaria tablets" (no antimalarial recorded or
# named; P01B has no lay class).
# dev33: lexicon classes chosen for phrases outside it: zh-dev33-003 我那个管前列腺的药 -> prostate_medicines (alfuzosin;
# solifenacin is G04BD), zh-dev33-004 我那个止吐的药 -> antiemetics (metoclopramide), zh-dev33-005 新开咯那个治心脏咯药 (Hunan
# form) -> heart_medicines, new (trimetazidine, newer than metoprolol and isosorbide mononitrate), zh-dev33-006 俺新换那个胰岛素
# -> insulins, new (degludec; the premixed human insulin stopped), zh-dev33-007 以前食嗰只 羊吊嘅药 (Cantonese 羊吊, epilepsy)
# -> antiepileptics, old (carbamazepine), zh-dev33-008 老早吃个迭只降糖药 (Shanghai form) -> antidiabetics, old (gliquidone),
# zh-dev33-014 我那个消炎药 -> xiaoyan_drugs (celecoxib, M01A, and cefuroxime, J01: both), en-dev33-003 "the pill" ->
# birth_control, en-dev33-004 "my BP tablet" -> antihypertensives (cilnidipine), en-dev33-005 "the new one for me
# waterworks" -> (None, new): the latest started active drug, solifenacin (no lay class holds G04BD), en-dev33-006 "the new
# diabetes pill" -> antidiabetics, new (canagliflozin), en-dev33-007 "the antidepressant I was on after me first bub" ->
# antidepressants, old (escitalopram), en-dev33-015 "my iron pills" -> iron_supplements (nothing: folic acid is B03BB).
# Two stopped: en-dev33-008 "That painkiller I was taking earlier for knee" (aceclofenac, etoricoxib; paracetamol active).
# Checked by hand ('none'): zh-dev33-015 我那个补钙的 (no calcium or other drug but amlodipine recorded; the wife's calcium
# carbonate never counts), en-dev33-014 "my cream" (clobetasol and calcipotriol, both creams; no lay class for creams).
# dev34: lexicon classes chosen for phrases outside it: zh-dev34-003 俺那个降血脂哩药 (Henan form) -> lipid_lowering
# (bezafibrate), zh-dev34-004 我那个胃药 -> stomach_medicines (vonoprazan), zh-dev34-005 新加的那个治心脏的药 -> heart_medicines,
# new (ivabradine; furosemide, bisoprolol, spironolactone older; dapagliflozin is A10BK), zh-dev34-006 新开个止痛药 (Shanghai
# form) -> painkillers, new (tapentadol; celecoxib older; pregabalin is N03), zh-dev34-007 以前打那个胰岛素 -> insulins, old
# (NPH), zh-dev34-014 我爸那个 治老年痴呆的药 -> antidementia (donepezil N06DA and memantine N06DX: both), zh-dev34-015
# 我那个治灰指甲的药 -> antifungals (nothing; the wife's terbinafine never counts), en-dev34-003 "my cholesterol pill" ->
# lipid_lowering (pitavastatin; simvastatin stopped), en-dev34-004 "me water tablet" -> diuretics (bumetanide),
# en-dev34-005 "the new inhaler" -> inhalers, new (umeclidinium/vilanterol), en-dev34-007 "the antidepressant I was on
# years ago" -> antidepressants, old (clomipramine), en-dev34-008 "Mum's old sleeping tablets" -> sleeping_pills, old
# (temazepam; melatonin active), en-dev34-015 "my migraine tablets" -> painkillers (N02 holds the triptans: nothing
# recorded; the sister's rizatriptan never counts), en-dev34-016 "the antibiotic the hospital gave for my chest" ->
# antibiotics, old (nothing stopped or active). Two stopped: zh-dev34-008 以前食开嗰只 抗过敏嘅药 (Cantonese form) ->
# antihistamines, old (loratadine, mizolastine; montelukast is R03DC and active). A tie: en-dev34-006 "the new blood
# thinner" (aspirin and ticagrelor started the same day). Checked by hand ('none'): en-dev34-014 "Mum's jab" (denosumab
# and cyanocobalamin, both nurse-given injections; no lay class for injections).
# dev35: lexicon classes chosen for phrases outside it: zh-dev35-003 我那个降糖的药 -> antidiabetics (repaglinide),
# zh-dev35-004 我那个安眠药 -> sleeping_pills (estazolam; sertraline is N06AB), zh-dev35-005 俺新换那个降压药 (Henan form) ->
# antihypertensives, new (lercanidipine; telmisartan and indapamide older), zh-dev35-006 新开那个通便的药 -> laxatives, new
# (senna; macrogol older), zh-dev35-007 我以前吃那个降尿酸的药 -> gout_medicines, old (benzbromarone; febuxostat active),
# zh-dev35-008 他以前吃那个 精神科开的药 -> antipsychotics, old (olanzapine; aripiprazole active), zh-dev35-015
# 我那个降血脂的药 -> lipid_lowering (nothing; the wife's ezetimibe never counts), en-dev35-003 "my sugar tablet" ->
# antidiabetics (vildagliptin), en-dev35-004 "me heartburn tablets" -> stomach_medicines (lansoprazole), en-dev35-005
# "the new eye drops" -> eye_drops, new (timolol; latanoprost older), en-dev35-006 "the new one for me bones" ->
# osteoporosis_medicines, new (risedronate; calcium carbonate A12AA and colecalciferol A11CC older), en-dev35-007 "that
# blood thinner I used to be on" -> blood_thinners, old (dabigatran; edoxaban active), en-dev35-015 "my thyroid pills" ->
# thyroid_medicines (nothing; the mother's carbimazole never counts). Ambiguous class phrases: zh-dev35-014 我那个降压药 ->
# antihypertensives (levamlodipine, irbesartan/hydrochlorothiazide), en-dev35-013 "the painkiller they gave me" ->
# painkillers (naproxen M01AE02, co-codamol N02AJ06). Two stopped: en-dev35-008 "the cholesterol tablet I was on before"
# -> lipid_lowering, old (pravastatin, fluvastatin; ezetimibe active). Checked by hand ('none'): zh-dev35-016
# 我那个治耳鸣的药 (no drug for tinnitus recorded or named; no lay class), en-dev35-014 "her patch" (estradiol and
# buprenorphine, both patches; no lay class for patches).
# dev27: lexicon classes chosen for phrases outside it: zh-dev27-003 精神科那个药 -> antipsychotics, zh-dev27-004 and
# zh-dev27-008 降尿酸的 -> gout_medicines, zh-dev27-007 帮睡觉的 -> sleeping_pills, en-dev27-004 "Dad's breathing
# tablets" -> inhalers (R03, doxofylline R03DA11), en-dev27-005 "the new one ... for my gout" and en-dev27-015 "my gout
# tablets" -> gout_medicines, en-dev27-008 "Mum's old seizure tablets" -> antiepileptics (N03AE01 clonazepam). By
# what they are or how they are taken, no class: zh-dev27-006 新加的那个 两个礼拜打一次那个 (None, new: adalimumab is the
# latest active drug), en-dev27-007 "the tablets I had for it before" (None, old: isotretinoin is the only stopped
# drug). Checked by hand ('none'): zh-dev27-016 我那个打的针 (only tablets recorded), en-dev27-013 "my injection"
# (adalimumab and insulin glargine, two injected drugs). Tie: en-dev27-006 (formoterol and tiotropium started the same
# day); two stopped: zh-dev27-008 (allopurinol, febuxostat). No referent: zh-dev27-015 (the husband's metformin never
# counts), en-dev27-015 (the brother's allopurinol never counts).
# dev28: lexicon classes chosen for phrases outside it: zh-dev28-003 抗排斥的药 -> immunosuppressants (L04AA06
# mycophenolate), zh-dev28-004 化痰的药 -> expectorants (R05CB01 acetylcysteine), zh-dev28-013 抗癫痫的药 ->
# antiepileptics (valproate and levetiracetam, both active), zh-dev28-016 甲状腺的药 -> thyroid_medicines (nothing: the
# daughter's levothyroxine never counts), en-dev28-003 "my thyroid tablet" -> thyroid_medicines (H03BB01 carbimazole; the
# propranolol is C07), en-dev28-004 "the iron tablets" -> iron_supplements, en-dev28-008 "the antibiotics I had for my
# chest in the summer" -> antibiotics, old (doxycycline; amoxicillin is active), en-dev28-015 "the hay fever tablets I'm
# on" -> antihistamines (nothing: only two inhalers). By recency or stopped status alone, no class: en-dev28-005 "the new
# tablet they put me on for my heart" (None, new: dapagliflozin, A10BK, is the latest drug, started for heart failure;
# heart_medicines would hold only the older bisoprolol and furosemide), en-dev28-006 "the new tablet from the hospital"
# (None, new: clopidogrel and atorvastatin started the same day, a tie), zh-dev28-007 以前在那边打摆子 吃的那个药 and
# en-dev28-007 "the tablets I had that time I caught it out there" (None, old: chloroquine and artemether/lumefantrine
# are each the only stopped drug). Checked by hand ('none'): zh-dev28-015 回奶的药 (no lactation-suppressing drug, only
# ferrous succinate), en-dev28-013 "Dad's patch" (rivastigmine and fentanyl, two patches), en-dev28-016 "my bladder
# tablets" (only metformin; the wife's oxybutynin never counts). Two stopped: zh-dev28-008 (rabeprazole, esomeprazole).
# test4 (held out): lexicon classes chosen for phrases outside it: zh-test4-015 治骨头的药 -> osteoporosis_medicines
# (nothing: the sister's zoledronic acid never counts), en-test4-003 "me water ones" -> diuretics, en-test4-004 "my fits
# tablet" -> antiepileptics, en-test4-005 "the new heart pill" -> heart_medicines, new (sacubitril/valsartan and
# eplerenone started the same day: a tie; the older furosemide is C03 too). Two stopped: zh-test4-008 原来吃的那个降血脂的
# (simvastatin, fenofibrate). Checked by hand ('none'): en-test4-015 "the cream for me psoriasis" (no topical drug, only
# methotrexate and folic acid tablets).
# dev30: lexicon classes chosen for phrases outside it: zh-dev30-003 前列腺的药 -> prostate_medicines (G04CB01
# finasteride), zh-dev30-004 止咳药水 -> cough_medicines (R05CB02 bromhexine), zh-dev30-005 抗抑郁的 -> antidepressants,
# new (trazodone, newer than sertraline), zh-dev30-007 以前打的那个胰岛素针 -> insulins, old, zh-dev30-008 治甲亢的 ->
# thyroid_medicines, old (methimazole; levothyroxine is active), zh-dev30-013 我那个喷的 -> inhalers (salbutamol and
# budesonide/formoterol), zh-dev30-015 降糖的 -> antidiabetics (nothing: the husband's glimepiride never counts),
# en-dev30-004 "me reflux tablets" -> stomach_medicines, en-dev30-005 "the new cholesterol one" -> lipid_lowering, new,
# en-dev30-006 "the new BP tablet" -> antihypertensives, new, en-dev30-007 "the migraine tablets I used to have" ->
# painkillers, old (N02C: sumatriptan stopped, rizatriptan active), en-dev30-008 "my old inhaler" -> inhalers, old (two
# stopped: beclometasone, salmeterol/fluticasone), en-dev30-013 "his sleeping tablet" -> sleeping_pills (N05C temazepam
# and melatonin; a first draft with quetiapine, N05A, was rewritten: the lexicon's sleeping pills are N05C/N05BA and a
# careful reader would take a recorded hypnotic as "his sleeping tablet"). Tie: zh-dev30-006 (cilazapril and
# hydrochlorothiazide started the same day). Checked by hand ('none'): zh-dev30-016 膏方 (a herbal paste, never
# recorded), en-dev30-015 "my knee shots" (no injected drug, only tablets), en-dev30-016 "the churan I take after food"
# (a digestive powder, never recorded).
# test5 (held out): lexicon classes chosen for phrases outside it: zh-test5-003 补铁嘅药 -> iron_supplements (B03A
# ferrous succinate; folic acid is B03B), zh-test5-004 管甲状腺的药 -> thyroid_medicines (propylthiouracil; methimazole
# stopped), zh-test5-006 新配的伊只眼药水 -> eye_drops, new (timolol, newer than latanoprost), zh-test5-007 以前吃的那个
# 管抽风的药 -> antiepileptics, old (valproate), zh-test5-008 以前食嗰个过敏药 -> antihistamines, old (two stopped: ebastine,
# mizolastine), zh-test5-015 我个降脂药 -> lipid_lowering (nothing: the husband's rosuvastatin never counts), en-test5-003
# "the anti-sickness ones" -> antiemetics (A03FA metoclopramide), en-test5-004 "my cholesterol shot" -> lipid_lowering
# (evolocumab; simvastatin stopped), en-test5-006 "the new seizure med" -> antiepileptics, new, en-test5-007 "that
# anti-inflammatory I was taking earlier" -> nsaids, old (etodolac; paracetamol is no NSAID), en-test5-008 "the diabetes
# jab I used to be on" -> antidiabetics, old (exenatide the only stopped one), en-test5-013 "my pain pills" -> painkillers
# (celecoxib M01AH and paracetamol N02BE), en-test5-014 "my prostate tablet" -> prostate_medicines (tamsulosin G04CA and
# finasteride G04CB, started together). Tie: en-test5-005 (tiotropium and fluticasone/vilanterol started the same day).
# Checked by hand ('none'): zh-test5-016 涂指甲的药水 (no topical or antifungal drug, only metformin and amlodipine),
# en-test5-015 "my dizzy tablets, the ones for the vertigo" (no vestibular drug, only amlodipine and atorvastatin).
# dev31: lexicon classes chosen for phrases outside it: zh-dev31-003 管记性的药 -> antidementia (donepezil),
# zh-dev31-005 新添的那个心脏的药 -> heart_medicines, new (ivabradine C01EB, newer than bisoprolol and furosemide),
# zh-dev31-008 原来吃的那个激素 -> steroids, old (prednisone; the budesonide inhaler, R03BA, is active), zh-dev31-016
# 降尿酸的 -> gout_medicines (nothing: the brother's benzbromarone never counts), en-dev31-003 "me fluid tablets" ->
# diuretics (torasemide), en-dev31-004 "my acidity tablet" -> stomach_medicines (pantoprazole), en-dev31-005 "the new
# Parkinson's one" -> antiparkinson, new, en-dev31-006 "the new antibiotic" -> antibiotics, new (clindamycin; flucloxacillin
# stopped), en-dev31-008 "that sleeping tablet I had before" -> sleeping_pills, old (zopiclone; melatonin, N05CH, active),
# en-dev31-016 "Mum's memory tablets" -> antidementia (nothing). Tie: zh-dev31-006 新开的那个防血栓的药 (aspirin and
# ticagrelor started the same day). Two stopped: en-dev31-007 (citalopram, fluoxetine). Checked by hand ('none'):
# zh-dev31-014 喷鼻子的 (two nasal sprays, mometasone and azelastine, R01: no lexicon class), zh-dev31-015 治打呼噜的药 (no
# drug for sleep apnoea), en-dev31-014 "my injection" (insulin detemir and semaglutide, both injected), en-dev31-015 "the
# ointment for my piles" (no topical drug).
# test6 (held out): lexicon classes chosen for phrases outside it: zh-test6-003 我嗰只抗过敏嘅药 -> antihistamines
# (R06AX29 bilastine; the husband's loratadine never counts), zh-test6-004 抗凝的药 -> anticoagulants (B01AF03 edoxaban;
# aspirin stopped), zh-test6-006 新加的那个利尿的 -> diuretics, new (eplerenone, newer than furosemide), zh-test6-007
# 原来吃的那个抗抑郁的 -> antidepressants, old (paroxetine; vortioxetine active), zh-test6-008 早先抹的那个激素药膏 ->
# steroids, old (D07AB01 clobetasone; tacrolimus, L04AD, is no steroid), zh-test6-014 治胃的药 -> stomach_medicines
# (vonoprazan and sucralfate, both active), en-test6-003 "me anti-inflammatories" -> nsaids (meloxicam; paracetamol and
# omeprazole outside), en-test6-004 "her bone tablet the weekly one" -> osteoporosis_medicines (risedronate, the only
# member recorded), en-test6-005 "the new painkiller" -> painkillers, new (tapentadol N02AX and naproxen M01AE started the
# same day: a tie), en-test6-007 "the cholesterol tablet I was taking earlier" -> lipid_lowering, old (pravastatin;
# ezetimibe active), en-test6-008 "the epilepsy tablets she used to be on" -> antiepileptics, old (two stopped:
# phenytoin, carbamazepine), en-test6-014 "me fluid tablet" -> diuretics (bumetanide and metolazone, both active),
# en-test6-015 "my HRT gel" -> hormone_replacement (nothing recorded), en-test6-016 "me gout tablets" -> gout_medicines
# (nothing: the brother's febuxostat never counts). By recency and dose rhythm, no class: zh-test6-005 伊新加的那个
# 一个礼拜打一趟的针 (None, new: dulaglutide is the latest drug). Checked by hand ('none'): zh-test6-015 抹脚丫子的药膏 (no
# topical drug, only amlodipine and atorvastatin tablets).
# test8 (held out): lexicon classes chosen for phrases outside it: zh-test8-003 我嗰只化痰药 (Cantonese 嗰只) ->
# expectorants (R05CB06 ambroxol; tiotropium is R03), zh-test8-004 治老年痴呆咯药 (Hunan 咯) -> antidementia (galantamine;
# donepezil stopped), zh-test8-005 新配个降压药 (Shanghai 个) -> antihypertensives, new (lacidipine; the rosuvastatin is
# newer but C10), zh-test8-006 俺新加那个前列腺的药 -> prostate_medicines, new (G04CB02 dutasteride, newer than tamsulosin),
# zh-test8-007 以前吃咯那个抗病毒的药 -> antivirals, old (entecavir; tenofovir alafenamide active), zh-test8-008 原来吃的那个
# 止疼药 -> painkillers, old (two stopped: meloxicam M01AC, tramadol N02AX; paracetamol active), zh-test8-016 抗过敏的药 ->
# antihistamines (nothing: the son's desloratadine never counts), en-test8-003 "my gastric tablet" (Indian English) ->
# stomach_medicines (A02BA03 famotidine; aspirin is B01AC06/N02BA01), en-test8-004 "me puffer" -> inhalers (R03AL06
# tiotropium/olodaterol), en-test8-005 "the new antibiotic" -> antibiotics, new (tetracycline J01AA and metronidazole
# J01XD started the same day on quadruple therapy: a tie; esomeprazole and bismuth are A02), en-test8-006 "the new
# antidepressant" -> antidepressants, new (agomelatine, newer than sertraline), en-test8-007 "the blood thinner I had
# before, the injections" -> blood_thinners, old (dalteparin; apixaban active), en-test8-008 "thae steroid tablets I had
# last year" (Scottish) -> steroids, old (methylprednisolone; the budesonide inhaler, R03BA, is active), en-test8-016 "my
# sleeping pill" -> sleeping_pills (nothing: the partner's temazepam never counts). Checked by hand ('none'):
# zh-test8-014 俺那个降糖的针 (insulin detemir and liraglutide, the two injected antidiabetics; metformin is a tablet),
# zh-test8-015 贴颈椎的膏药 (no plaster or topical drug, only metformin), en-test8-014 "me patch" (estradiol and nicotine,
# two patches; no lay class for patches), en-test8-015 "the drops for me ears" (no ear drops, only amlodipine).
# test7 (held out): lexicon classes chosen for phrases outside it: zh-test7-004 我嗰只靶向药 -> chemotherapy (L01EB04
# osimertinib; telmisartan outside), zh-test7-005 新开的那个降糖的 -> antidiabetics, new (alogliptin; the atorvastatin is
# newer but C10), zh-test7-006 伊新加个只帕金森个药 -> antiparkinson, new (piribedil; lactulose is newer but A06),
# zh-test7-007 以前吃的那个抗凝药 -> anticoagulants, old (warfarin; the stopped aspirin, B01AC, is no anticoagulant),
# zh-test7-008 以前吃的那个管心跳的药 -> heart_medicines, old (two stopped: propafenone C01BC, amiodarone C01BD; rivaroxaban
# is B01), zh-test7-014 我那个胰岛素 -> insulins (degludec and lispro, both active), en-test7-003 "the muscle relaxer" ->
# muscle_relaxants (M03BX01 baclofen), en-test7-004 "her laxative, the powder one" -> laxatives (A06AD15 macrogol),
# en-test7-005 "the new gout tablet" -> gout_medicines, new (allopurinol and colchicine started the same day: a tie),
# en-test7-007 "that monthly bone pill I used to be on" -> osteoporosis_medicines, old (ibandronate; calcium carbonate
# and cholecalciferol are active), en-test7-008 "them fungus tablets I had for me toenails last year" -> antifungals,
# old (D01BA02 terbinafine; clotrimazole active), en-test7-014 "my thyroid tablet" -> thyroid_medicines (carbimazole and
# levothyroxine, block and replace), en-test7-016 "my nerve tablets" -> anxiolytics (nothing: the sister's diazepam never
# counts). By recency alone, no class: en-test7-006 "the new migraine one" (None, new: topiramate, N03, is the latest
# drug; sumatriptan is N02CC). Checked by hand ('none'): zh-test7-015 防晕船的药 (no drug for motion sickness, only
# levamlodipine and glucosamine), zh-test7-016 俺自己那个打的针 (only tablets; the husband's insulin glargine never
# counts), en-test7-015 "my malaria tablets" (no antimalarial, only two inhalers).
# Checked by hand ('none'): zh-dev8-028 ('我打的那个针': two injected drugs, insulin aspart mix and
# exenatide), zh-dev8-031 ('贴的膏药': no topical drug recorded), zh-dev8-032 ('喷鼻的药': no nasal
# spray recorded), en-dev8-031 ('the cream': no topical drug recorded).
# dev9, by hand ('none'): zh-dev9-032 ('补钾的药': no potassium supplement recorded, only
# hydrochlorothiazide and losartan), en-dev9-029 ('my focus meds': no stimulant or ADHD drug, only
# levothyroxine; the son's methylphenidate never counts), en-dev9-030 ('me steroid cream': the only
# corticosteroid is prednisone tablets, no topical). Lexicon classes chosen for phrases outside it:
# zh-dev9-005 止泻的药 -> antidiarrheals, zh-dev9-006 治羊角风的药 -> antiepileptics, zh-dev9-007
# 保胎的药 -> hormone_replacement (G03D progestogens), zh-dev9-012 管手抖的药 -> antiparkinson,
# zh-dev9-016 止痒的药 -> antihistamines, zh-dev9-025 管血压的 / en-dev9-025 pressure pill ->
# antihypertensives, zh-dev9-028 封闭针 -> steroids, zh-dev9-029 通血管的药 -> blood_thinners,
# zh-dev9-031 含舌头底下的药 -> nitro, en-dev9-007 hepatitis tablet -> antivirals, en-dev9-013
# arthritis shot -> immunosuppressants, en-dev9-015 antibiotic for pimples -> antibiotics, en-dev9-016
# 'for the bedroom department' -> ed_drugs.
# dev10, by hand ('none'): zh-dev10-029 ('营养神经的药': no such drug recorded, only amlodipine; the
# husband's mecobalamin never counts), zh-dev10-031 ('漱口水': no mouthwash recorded), en-dev10-031
# ('the ear drops': no ear drops recorded, only amlodipine). Lexicon classes chosen for
# phrases outside it: zh-dev10-006 治精神分裂的药 -> antipsychotics, zh-dev10-008 治风疙瘩的药 ->
# antihistamines, zh-dev10-011 治乙肝的药 -> antivirals, zh-dev10-012 治哮喘的药片 -> inhalers (R03,
# which holds the leukotriene antagonist), zh-dev10-014 调月经的药 -> hormone_replacement (G03D
# progestogens), zh-dev10-028 治强迫的药 -> antidepressants, en-dev10-007 'me psoriasis jab' ->
# immunosuppressants, en-dev10-009 'blood pressure tablet' -> antihypertensives, en-dev10-010 'them
# new drops for me sticky eye' -> eye_drops, en-dev10-016 'gout tablets' -> gout_medicines.
# dev11, by hand ('none'): zh-dev11-031 ('我嗰只含片': no lozenge recorded, only amlodipine, though
# chronic pharyngitis is), en-dev11-031 ('me haemorrhoid cream': no topical drug recorded, only
# metformin, though haemorrhoids are). Lexicon classes chosen for phrases outside it: zh-dev11-007
# 止头痛嘅药 -> painkillers (ergotamine, N02C; the preventive propranolol is no painkiller), zh-dev11-010
# 抗精神病的药 -> antipsychotics, zh-dev11-011 靶向的针 -> chemotherapy (L01), zh-dev11-013 治精神病的药 ->
# antipsychotics, zh-dev11-015 止疼针 -> painkillers, zh-dev11-016 治暗疮嘅消炎药 -> antibiotics, zh-dev11-029
# 治甲亢的药 -> thyroid_medicines, en-dev11-005 'me depot' -> antipsychotics, en-dev11-007 'me antibiotic
# drip' -> antibiotics, en-dev11-008 'my monthly antibiotic injection' -> antibiotics, en-dev11-012
# 'the new injection for thinning the blood' -> blood_thinners, en-dev11-013 'that injection for
# pain I used to take during crisis' -> painkillers, en-dev11-014 'the morning-after pill' ->
# birth_control (G03A), en-dev11-015 'that clot-buster' -> blood_thinners (B01A holds the
# thrombolytics), en-dev11-016 'that antibiotic injection I took daily for TB' -> antibiotics (J01;
# isoniazid and rifampicin are J04), en-dev11-025 'my HIV drug' -> antivirals, en-dev11-029 'me
# migraine tablets' -> painkillers (N02, which holds the triptans).
# dev12: no 'none' class; the no-referent class phrases are checked as classes that match nothing
# in the record (zh-dev12-029 睡觉的药, the mother's estazolam never counts; zh-dev12-031 胰岛素针
# with only oral drugs; zh-dev12-032 降血脂的药, old, with only an active statin; en-dev12-029 eye
# drops, the brother's timolol never counts; en-dev12-031 HRT patches; en-dev12-032 thyroid tablet,
# old). zh-dev12-012 ('最近新开给我的那个药') names no class: any drug, new. Lexicon classes chosen for
# phrases outside it: zh-dev12-007 抗病毒嘅药 (Cantonese form of 抗病毒的药) -> antivirals, zh-dev12-008
# 治骨质疏松个药 (Shanghai form) -> osteoporosis_medicines, zh-dev12-015 治抑郁嘅药 (Cantonese form) ->
# antidepressants, zh-dev12-016 溶栓的药 -> blood_thinners (B01A holds the thrombolytics, B01AD),
# zh-dev12-032 降血脂咯药 (Hunan form) -> lipid_lowering, en-dev12-005 'ma IV antibiotics' ->
# antibiotics, en-dev12-007 'this antibiotic injection' -> antibiotics, en-dev12-009 'this new drip
# for me heart' -> heart_medicines (C01, which holds levosimendan, C01CX), en-dev12-010 'the new sugar
# tablet' -> antidiabetics, en-dev12-011 'di new pressure tablet' -> antihypertensives, en-dev12-013
# 'those reflux tablets' -> stomach_medicines (A02), en-dev12-015 'the pressure drug' ->
# antihypertensives, en-dev12-016 'that drip ... to keep my blood pressure up' -> heart_medicines (C01,
# which holds the vasopressors, C01CA), en-dev12-025 'an extra anxiety pill' -> anxiolytics (N05B,
# which holds both alprazolam and buspirone), en-dev12-031 'me HRT patches' -> hormone_replacement,
# en-dev12-032 'the thyroid tablet' -> thyroid_medicines.
# dev13, by hand ('none'): zh-dev13-031 ('我那个栓剂': no suppository recorded, only amlodipine, though
# haemorrhoids are). Its other no-referent class phrases are checked as classes that match nothing in
# the record (zh-dev13-029 治骨头的药, the mother's risedronate never counts; zh-dev13-032 降尿酸嘅药, old,
# with only an active febuxostat; en-dev13-029 'mi own inhaler', the daughter's salbutamol never counts;
# en-dev13-031 'my nitro spray' with no nitrate; en-dev13-032 'me old blood pressure tablet, the one
# before this one', old, with only an active losartan). Lexicon classes chosen for phrases outside it:
# zh-dev13-005 管屙尿咯药 (Hunan form of 管撒尿的药, a drug for passing water) -> prostate_medicines (G04C;
# the patient's one such drug is terazosin), zh-dev13-006 抗过敏哩药 (Henan form of 抗过敏的药) ->
# antihistamines, zh-dev13-007 治甲状腺个药 (Shanghai form of 治甲状腺的药) -> thyroid_medicines (H03,
# which holds propylthiouracil), zh-dev13-009 护胃的药 -> stomach_medicines (A02), zh-dev13-010 降糖的药
# (said 新开那个降糖的药) -> antidiabetics, zh-dev13-012 降压药 (Cantonese 嗰只) -> antihypertensives,
# zh-dev13-014 抗癫痫哩药 (Henan form) -> antiepileptics, zh-dev13-015 打咯那个胰岛素 (Hunan form) ->
# insulins, zh-dev13-016 避孕药 (Shanghai 个) -> birth_control, zh-dev13-028 安眠药 -> sleeping_pills
# (N05C and N05BA, which hold triazolam and oxazepam), zh-dev13-029 治骨头的药 -> osteoporosis_medicines,
# zh-dev13-032 降尿酸嘅药 (Cantonese form of 降尿酸的药) -> gout_medicines, en-dev13-005 'the tablet for
# acidity' -> stomach_medicines, en-dev13-007 'di tablet fi mi nerves' -> anxiolytics, en-dev13-008 'my
# maintenance for cholesterol' (Filipino 'maintenance', a long-term drug) -> lipid_lowering, en-dev13-012
# 'the new migraine pill' -> painkillers (N02, which holds the triptans), en-dev13-013 'the antibiotic drip
# they put up when I was in labour' -> antibiotics, en-dev13-014 'the broon inhaler I used tae be on' ->
# inhalers, en-dev13-015 'the painkiller I was on after me knee reco, the strong one' -> painkillers,
# en-dev13-016 'the antibiotic they gave me for typhoid' -> antibiotics (J01, which holds
# ciprofloxacin), en-dev13-028 'the new medicine for vomiting' -> antiemetics (A04 and A03FA, which hold
# ondansetron and metoclopramide), en-dev13-029 'mi own inhaler' -> inhalers, en-dev13-031 'my nitro
# spray' -> nitro, en-dev13-032 'me old blood pressure tablet, the one before this one' ->
# antihypertensives.
# dev14, by hand ('none'): zh-dev14-029 ('俺那个擦痘痘哩药膏': no topical drug recorded, only olmesartan;
# the daughter's adapalene never counts), en-dev14-029 ('my own psoriasis cream': no topical drug
# recorded, only metoprolol, though psoriasis is; the wife's calcipotriol never counts), en-dev14-031
# ('my cold sore cream': no topical drug recorded, only salbutamol, though herpes simplex is). Its other
# no-referent class phrases are checked as classes that match nothing in the record (zh-dev14-031
# 我那个雾化的药 -> inhalers, with no R03 drug; zh-dev14-032 治心跳不齐咯药, old -> heart_medicines, with
# only an active propafenone; en-dev14-032 'the anti-sickness tablets I had after my gallbladder op',
# old -> antiemetics, with none recorded). Lexicon classes chosen for phrases outside it: zh-dev14-005
# 降血脂的药 -> lipid_lowering, zh-dev14-006 止吐的药 -> antiemetics, zh-dev14-007 前列腺的药 ->
# prostate_medicines, zh-dev14-008 治灰指甲个药 (Shanghai form of 治灰指甲的药, a drug for nail fungus) ->
# antifungals (J02, which holds itraconazole), zh-dev14-009 新加咯那个胰岛素 (Hunan form) -> insulins,
# zh-dev14-010 抗抑郁的药 -> antidepressants, zh-dev14-011 治心脏的药 -> heart_medicines (C01, which holds
# ivabradine, C01EB), zh-dev14-012 止咳嘅药 (Cantonese form of 止咳的药) -> cough_medicines (R05, which
# holds bromhexine and dextromethorphan), zh-dev14-013 头孢 -> cephalosporins, zh-dev14-014 帕金森的药 ->
# antiparkinson, zh-dev14-015 通便个药片 (Shanghai form of 通便的药片) -> laxatives, zh-dev14-016 止疼片 ->
# painkillers (M01A, which holds indometacin; allopurinol is M04), zh-dev14-025 眼药水 -> eye_drops,
# zh-dev14-028 降压药 -> antihypertensives, en-dev14-005 'my restless legs tablet' -> antiparkinson (N04,
# which holds ropinirole), en-dev14-006 'the little pink tablets for me thyroid' -> thyroid_medicines,
# en-dev14-007 'my uric acid medicine' -> gout_medicines, en-dev14-008 'my bone injection' ->
# osteoporosis_medicines, en-dev14-009 'the new weekly jab for ma sugar' -> antidiabetics, en-dev14-010
# 'the new antibiotic' -> antibiotics, en-dev14-011 'this new memory tablet' -> antidementia,
# en-dev14-012 'that new steroid spray for my nose' -> steroids (R01AD, which holds mometasone; the older
# beclometasone inhaler is R03BA), en-dev14-013 'the antibiotic I had for me water infection' ->
# antibiotics, en-dev14-014 'the anxiety pill I used to take' -> anxiolytics (N05B, which holds diazepam;
# sertraline is N06A), en-dev14-015 'the cholesterol pill I was on before' -> lipid_lowering,
# en-dev14-016 'that diabetes injection I used to do twice a day' -> antidiabetics, en-dev14-025 'my
# seizure pill' -> antiepileptics, en-dev14-028 'the antidepressant I was on before' -> antidepressants.
# dev15, by hand ('none'): en-dev15-031 ('me pessaries': no vaginal drug recorded, only metformin, though
# thrush is). Its other no-referent class phrases are checked as classes that match nothing in the
# record (zh-dev15-029 我那个放松肌肉的药 -> muscle_relaxants, the mother's tizanidine never counts;
# zh-dev15-031 我那个治脚气的药膏 -> antifungals (D01 and J02), with only metformin, though athlete's foot
# is recorded; zh-dev15-032 俺以前打的那个胰岛素, old -> insulins, with only oral drugs; en-dev15-029 'my
# memory pills' -> antidementia, the mother's donepezil never counts; en-dev15-032 'the sleeping tablets
# I used to be on', old -> sleeping_pills, with only an active zopiclone). Lexicon classes chosen for
# phrases outside it: zh-dev15-005 我那个激素 -> steroids (H02, which holds hydrocortisone), zh-dev15-006
# 俺那个管房事哩药 (Henan form of 管房事的药, a drug for sex) -> ed_drugs, zh-dev15-007 我嗰只胃药 (Cantonese
# form of 我那个胃药) -> stomach_medicines (A02), zh-dev15-008 我那个抗凝的针 -> anticoagulants (B01AX, which
# holds fondaparinux; aspirin, B01AC, is outside), zh-dev15-009 新配个降压药 (Shanghai form of 新配的降压药)
# -> antihypertensives, zh-dev15-010 新添的那个滴眼睛的 -> eye_drops, zh-dev15-011 新开哩那个消炎药 (Henan
# form) -> xiaoyan_drugs (J01 and M01A: cefdinir and celecoxib both count, the newer one is the answer),
# zh-dev15-012 新加嗰只降糖药 (Cantonese form) -> antidiabetics, zh-dev15-013 原先吃的那个降血脂的 ->
# lipid_lowering, zh-dev15-014 原来吃那个抗癫痫的 -> antiepileptics, zh-dev15-015 以前吃的那个避孕药 ->
# birth_control, zh-dev15-016 原来吃的那个乙肝药 -> antivirals (J05, which holds adefovir and tenofovir
# alafenamide), zh-dev15-025 我那个降压的药 -> antihypertensives (C03 holds triamterene), zh-dev15-028
# 以前吃过的那个抗精神病的药 -> antipsychotics, en-dev15-005 'me indigestion tablets' -> stomach_medicines (A02,
# which holds cimetidine), en-dev15-006 'me breathing inhaler' -> inhalers, en-dev15-007 'my cholesterol
# shot' -> lipid_lowering (C10AX, which holds alirocumab), en-dev15-008 'my Parkinson's tablets' ->
# antiparkinson, en-dev15-009 'the new BP tablet' -> antihypertensives, en-dev15-010 'them new
# painkillers' -> painkillers (N02, which holds tapentadol and paracetamol), en-dev15-011 'the new diabetes
# drug' -> antidiabetics, en-dev15-012 'that new antidepressant' -> antidepressants, en-dev15-013 'that
# blood-thinning jab I had after me hip op' -> blood_thinners, en-dev15-014 'the allergy pill I used to
# take' -> antihistamines, en-dev15-015 'the auld inhaler' -> inhalers, en-dev15-016 'the birth control I
# was on before' -> birth_control (G03A, which holds desogestrel), en-dev15-025 'me heart tablet' ->
# heart_medicines (C01 and C07, which hold ranolazine and sotalol), en-dev15-028 'the new heart tablet' ->
# heart_medicines (C03 and C09, which hold eplerenone and sacubitril/valsartan, started the same day).
# dev16, by hand ('none'): en-dev16-029 ('my injection': no injected drug recorded, only hydroxychloroquine;
# the sister's etanercept never counts). Its other no-referent class phrases are checked as classes that
# match nothing in the record (zh-dev16-029 我那个降尿酸的药 -> gout_medicines, the husband's benzbromarone
# never counts; zh-dev16-031 我那个眼药水 -> eye_drops; zh-dev16-032 以前吃的那个降压药, old ->
# antihypertensives, with only an active amlodipine; en-dev16-031 'my thyroid pill' -> thyroid_medicines;
# en-dev16-032 'the antibiotic I had before', old -> antibiotics). Lexicon classes chosen for phrases
# outside it: zh-dev16-005 我那个抗排斥的药 -> immunosuppressants (L04, ciclosporin), zh-dev16-006 俺那个抗病毒的药
# -> antivirals, zh-dev16-007 我贴的那个止疼的 -> painkillers (N02, fentanyl), zh-dev16-008 我打的那个治骨质疏松的针
# -> osteoporosis_medicines (H05BA, calcitonin), zh-dev16-009 后来又给我加了一种降压的 ... 最后加的那个 ->
# antihypertensives, zh-dev16-010 新开的那支胰岛素笔 -> insulins, zh-dev16-011 新开的那个管抽风的药 (a drug for
# fits) -> antiepileptics, zh-dev16-012 前几天新拿的那瓶眼药水 -> eye_drops (S01AA12 tobramycin), zh-dev16-013
# 原先吃那个治抑郁的药 -> antidepressants, zh-dev16-014 我以前食嗰只精神科嘅药 (Cantonese form of 精神科的药) ->
# antipsychotics, zh-dev16-015 以前吃的那个降糖的 -> antidiabetics, zh-dev16-016 原来吃的那个平喘的片子 -> inhalers
# (R03, which holds theophylline), zh-dev16-025 我那个降糖的针 -> antidiabetics (only the two injected ones are
# recorded), zh-dev16-028 以前吃过的那个止咳的药 -> cough_medicines (R05, codeine and bromhexine), en-dev16-005 'my
# chemo tablets' -> chemotherapy, en-dev16-006 'the stool softener' -> laxatives, en-dev16-007 'them little
# blue pills of mine' -> ed_drugs, en-dev16-008 'me HRT' -> hormone_replacement, en-dev16-009 'the new blood
# pressure one' -> antihypertensives, en-dev16-010 'the new puffer' -> inhalers, en-dev16-011 'that new fluid
# pill' -> diuretics, en-dev16-012 'the new memory tablet' -> antidementia, en-dev16-013 'that blood thinner I
# used to be on' -> blood_thinners, en-dev16-014 'the anti-inflammatory I was on before' -> nsaids,
# en-dev16-015 'the hep C tablets I was on' -> antivirals, en-dev16-016 'the steroid cream I used to use' ->
# steroids (D07, clobetasol), en-dev16-025 'my blood pressure pill' -> antihypertensives, en-dev16-028 'the new
# antiviral' -> antivirals (dolutegravir and lamivudine started the same day).
# dev17: one class chosen with no class word, en-dev17-015 ('the monthly jab I used to get') -> (None, 'old'):
# any stopped drug; the record's only stopped drug is paliperidone (the active aripiprazole does not count).
# en-dev17-027's 'the prostate tablet you mentioned last time' has no CLASS entry: the record holds no prostate
# drug, and its two candidates come from the last session (checked through LAST_SESSION). The no-referent
# class phrases are checked as classes that match nothing in the record: zh-dev17-029 我那个平喘的药 ->
# inhalers (the son's salbutamol never counts), zh-dev17-031 我那个减肥的针 ->
# weight_loss_medicines, zh-dev17-032 原来吃的那个治甲状腺的药, old -> thyroid_medicines, with only an active
# levothyroxine; en-dev17-029 'my bone tablet' -> osteoporosis_medicines (the mother's alendronate never
# counts), en-dev17-031 'me iron tablets' -> iron_supplements, en-dev17-032 'the antidepressant I used to be
# on', old -> antidepressants, with only an active escitalopram. Lexicon classes chosen for phrases outside
# it: zh-dev17-005 我那个管前列腺的药 -> prostate_medicines (G04C, alfuzosin), zh-dev17-006 我吃的那个补铁的 ->
# iron_supplements (B03A, ferrous succinate), zh-dev17-007 我那个控尿酸的药 -> gout_medicines (M04, febuxostat),
# zh-dev17-008 我那个救心的药 -> nitro (C01DA, nitroglycerin), zh-dev17-009 最近才加上的那个降糖药 -> antidiabetics,
# zh-dev17-010 新开的那个降血脂的 -> lipid_lowering, zh-dev17-011 新开嗰支喷嘅药 (Cantonese form of 喷的药) ->
# inhalers, zh-dev17-012 刚添的那个胃药 -> stomach_medicines (A02BX sucralfate), zh-dev17-013 原来吃的那个抗凝的药 ->
# anticoagulants, zh-dev17-014 早些年吃哩那个安眠的药 -> sleeping_pills (N05C, zolpidem; mirtazapine is N06A),
# zh-dev17-015 原先吃嘞那个降压药 -> antihypertensives (C03, indapamide), zh-dev17-016 以前吃过一阵子的那个激素 ->
# steroids (H02, prednisone), zh-dev17-025 我那个止痛片 -> painkillers (M01A meloxicam and N02BE paracetamol),
# zh-dev17-028 新开的那个抗生素 -> antibiotics (amoxicillin and metronidazole, J01XD01, started the same day),
# en-dev17-005 'me anti-sickness tablets' -> antiemetics (A03FA, domperidone), en-dev17-006 'my thyroid pill'
# -> thyroid_medicines (H03B, methimazole), en-dev17-007 'me eye drops' -> eye_drops, en-dev17-008 'that
# heartburn pill of mine' -> stomach_medicines (famotidine), en-dev17-009 'this new insulin' -> insulins,
# en-dev17-010 'the new antidepressant' -> antidepressants, en-dev17-011 'the new pain patch' -> painkillers
# (N02AE, buprenorphine), en-dev17-012 'the new blood thinner' -> blood_thinners (B01A: apixaban is newer than
# aspirin), en-dev17-013 'the diabetes pill I was on before' -> antidiabetics, en-dev17-014 'that antibiotic
# ... back in July' -> antibiotics, en-dev17-016 'that beta blocker I was on before' -> beta_blockers,
# en-dev17-025 'my sugar medicine' -> antidiabetics (gliclazide and sitagliptin), en-dev17-028 'the painkillers
# I used to be on' -> painkillers (naproxen and tramadol, both stopped).
# dev18: no 'none' class; one class chosen with no class word, en-dev18-012 ('the new one the psychiatrist
# started') -> (None, 'new'): the latest-started drug of the record, aripiprazole. zh-dev18-027 and en-dev18-027
# have no CLASS entry: their candidates come from the last session (LAST_SESSION). The no-referent class
# phrases are checked as classes that match nothing in the record: zh-dev18-029 我那个精神科的药 ->
# antipsychotics (the daughter's risperidone never counts), zh-dev18-031 我那个降脂要 (typo for 降脂药) ->
# lipid_lowering, zh-dev18-032 以前吃的那个抗凝药, old -> anticoagulants, with only an active apixaban;
# en-dev18-029 'my insulin' -> insulins (the mother's Lantus never counts), en-dev18-031 'my blood thinnner'
# (typo) -> blood_thinners, en-dev18-032 'the gout tablet I was on before', old -> gout_medicines, with only an
# active allopurinol. Lexicon classes chosen for phrases outside it: zh-dev18-005 我那个降压要 (typo for 降压药)
# -> antihypertensives (C09DA, irbesartan/hydrochlorothiazide), zh-dev18-006 我那个降脂的药 -> lipid_lowering,
# zh-dev18-007 那个降糖的药 (after a self-correction from 胃药) -> antidiabetics (A10BF, acarbose), zh-dev18-008
# 我食紧嗰只抗凝药 (Cantonese) -> anticoagulants (B01AF rivaroxaban; aspirin, B01AC, is outside),
# zh-dev18-009 新加的那个胰岛素 -> insulins, zh-dev18-010 新开的降压药 -> antihypertensives, zh-dev18-011
# 刚换的那个他汀 -> statins (C10AA; the stopped rosuvastatin does not count), zh-dev18-012 新开的那个喷的 ->
# inhalers, zh-dev18-013 以前吃的那个降糖药 -> antidiabetics, zh-dev18-014 原来吃的那个安眠药 -> sleeping_pills
# (N05CD estazolam; duloxetine is N06A), zh-dev18-015 以前食开嗰只胃药 (Cantonese) -> stomach_medicines,
# zh-dev18-016 以前打的那个胰岛素 -> insulins, zh-dev18-025 新开的那个降压药 -> antihypertensives (levamlodipine
# and losartan/hydrochlorothiazide, started the same day), zh-dev18-028 以前吃过的那个降压药 -> antihypertensives
# (nicardipine and valsartan, both stopped), en-dev18-005 'my diabetic tablet' -> antidiabetics, en-dev18-006
# 'my cholestrol pill' (typo) -> lipid_lowering, en-dev18-007 'my blood pressure tablet' -> antihypertensives
# (the bendroflumethiazide the GP only offered is not in the record), en-dev18-008 'me Parkinson's tablets' ->
# antiparkinson, en-dev18-009 'the new puffer' -> inhalers, en-dev18-010 'the new insulin' -> insulins (the
# glargine was stopped the day the premix started), en-dev18-011 'that new BP tablet' -> antihypertensives,
# en-dev18-013 'the inhaler I used tae be on' -> inhalers, en-dev18-014 'the blood pressure pill I was on before'
# -> antihypertensives, en-dev18-015 'those anti-inflammatories I had for me back' -> nsaids (M01AC lornoxicam;
# paracetamol is N02BE), en-dev18-016 'the happy pill I was on before' -> antidepressants, en-dev18-025 'my blood
# pressure tablet' -> antihypertensives (irbesartan and nifedipine), en-dev18-028 'the blood pressure tablet I
# used to be on' -> antihypertensives (losartan and hydrochlorothiazide, both stopped).
# dev19: no 'none' class; one class chosen with no class word, en-dev19-012 ('the new one the heart specialist
# started') -> (None, 'new'): the latest-started drug of the record, dronedarone. zh-dev19-027 and en-dev19-027
# have no CLASS entry: their candidates come from the last session (LAST_SESSION). The no-referent class
# phrases are checked as classes that match nothing in the record: zh-dev19-029 我那个止吐的药 -> antiemetics
# (the husband's ondansetron never counts), zh-dev19-031 我那个抗过民的药 (IME typo for 抗过敏) -> antihistamines
# (R06; the record holds no allergy drug), zh-dev19-032 原来吃的那个前列腺的药, old -> prostate_medicines, with only an
# active dutasteride; en-dev19-029 'my antiviral' -> antivirals (the husband's entecavir never counts),
# en-dev19-031 'my antihistamene' (typo) -> antihistamines (no allergy drug recorded), en-dev19-032 'the statin I used
# to take', old -> statins, with only an active lovastatin. Lexicon classes chosen for phrases outside it:
# zh-dev19-005 我那个降压的……降压药 (a false start) -> antihypertensives (C07AB nebivolol), zh-dev19-006 我那个护胃的药 ->
# stomach_medicines (A02BC vonoprazan; calcium carbonate is A12AA), zh-dev19-007 那个安眠药 (after a self-correction
# from 止痛片) -> sleeping_pills (N05CD triazolam; nabumetone is M01AX), zh-dev19-008 我那个眼药水 -> eye_drops
# (S01GX sodium cromoglicate), zh-dev19-009 新加的那个降糖药 -> antidiabetics, zh-dev19-010 新加的那个降脂的药 ->
# lipid_lowering (C10AX ezetimibe, newer than lovastatin), zh-dev19-011 刚换的那个胰岛素 -> insulins (the NPH was
# stopped the day degludec started), zh-dev19-012 新开的那个头孢 -> cephalosporins (J01DD cefixime),
# zh-dev19-013 以前吃的那个降压药 -> antihypertensives, zh-dev19-014 原来那个睡觉的药 -> sleeping_pills (N05BA
# lorazepam; amitriptyline is N06A), zh-dev19-015 以前吃的那个抗过敏的药 -> antihistamines, zh-dev19-016 住院那会儿
# 打的那个抗凝的针 -> anticoagulants (B01AB nadroparin; prasugrel, B01AC, is outside), zh-dev19-025 我那个降糖药 ->
# antidiabetics (saxagliptin and nateglinide), zh-dev19-028 以前吃的那个降脂的药 -> lipid_lowering (bezafibrate and
# omega-3, both stopped), en-dev19-005 'the diabetes jab, the weekly one' -> antidiabetics (A10BJ dulaglutide),
# en-dev19-006 'mi thyroid tablet dem' -> thyroid_medicines (H03BA propylthiouracil), en-dev19-007 'my fluid tablet'
# (after a self-correction from 'my cholesterol tablet') -> diuretics (C03BA chlorthalidone), en-dev19-008 'me anxiety
# tablets' -> anxiolytics (N05BA oxazepam), en-dev19-009 'the new inhaler' -> inhalers (R03AC indacaterol, newer than
# the R03DA doxofylline tablets), en-dev19-010 'the new painkiller' -> painkillers (M01AH etoricoxib, newer than
# oxycodone), en-dev19-011 'These new eye drops' -> eye_drops, en-dev19-013 'the sleeping tablet I used to be on' ->
# sleeping_pills, en-dev19-014 'the antibiotic i was on before' -> antibiotics, en-dev19-015 'the old blood pressure
# tablet' -> antihypertensives (C02CA prazosin), en-dev19-016 'the stomach medicine I took before' ->
# stomach_medicines (A02BX bismuth), en-dev19-025 'my eye drops' -> eye_drops (timolol and brimonidine),
# en-dev19-028 'the sugar tablets I was on before' -> antidiabetics (miglitol and vildagliptin, both stopped; the
# active semaglutide is no 'before').
# dev20: no 'none' class; one class chosen with no class word, zh-dev20-013 ('以前贴的那个膏药', a plaster) ->
# (None, 'old'): the one stopped drug of the record, the flurbiprofen plaster. zh-dev20-027 and en-dev20-027 have
# no CLASS entry (their candidates come from the last session), nor have zh-dev20-026 and en-dev20-026 (two drugs
# named together in the window) or zh-dev20-028 and en-dev20-028 ('那个药膏' / 'the cream', two active creams: no
# lexicon class holds topical drugs; checked by hand: desonide D07AB and fusidic acid D06AX; mupirocin D06AX and
# clotrimazole D01AC, the only topical drugs of their records). Ties and two stopped drugs: zh-dev20-012 and
# en-dev20-012 (two antihypertensives started the same day), zh-dev20-016 and en-dev20-016 (two stopped sleeping
# pills; two stopped antihistamines) expect 'unresolved' with both. The no-referent class phrases are checked as
# classes that match nothing in the record: zh-dev20-029 我那个降压药 -> antihypertensives (the mother's benazepril
# never counts), zh-dev20-031 我那个吸的药 -> inhalers (only amlodipine), zh-dev20-032 以前打的那个胰岛素, old -> insulins
# (only an active metformin); en-dev20-029 'my antidepressant' -> antidepressants (the husband's fluoxetine never
# counts), en-dev20-031 'ma eye drops' -> eye_drops (only metformin), en-dev20-032 'the steriod inhaler i used to
# have' (typo), old -> inhalers (only lisinopril). Lexicon classes chosen for phrases outside it: zh-dev20-005
# 社区医院开的那个眼药水 -> eye_drops (S01EA brimonidine), zh-dev20-006 那个 blood pressure 的药 (code-switched) ->
# antihypertensives (C09AA fosinopril), zh-dev20-007 我那个胃药 -> stomach_medicines (A02BA famotidine; the stopped
# ranitidine does not count), zh-dev20-008 降糖的那个大片儿 -> antidiabetics (A10BD vildagliptin/metformin),
# zh-dev20-009 新加的那个睡前吃的降脂药 -> lipid_lowering (C10AD niacin, newer than rosuvastatin), zh-dev20-010
# 新加的那支饭前打的胰岛素 -> insulins (glulisine, newer than glargine), zh-dev20-011 新开的那个头包 (IME typo for 头孢) ->
# cephalosporins, zh-dev20-012 医院新开的那个降压药 -> antihypertensives, zh-dev20-014 原来那个降糖药 -> antidiabetics
# (A10BX nateglinide, stopped; canagliflozin active), zh-dev20-015 住院那会儿打的那个抗凝的针 -> anticoagulants (B01AB
# enoxaparin; aspirin, B01AC, is outside), zh-dev20-016 以前吃的那个安眠药 -> sleeping_pills (N05BA diazepam, N05CD
# estazolam), zh-dev20-025 那个降压药 -> antihypertensives (C08CA benidipine and C03DA spironolactone), en-dev20-005
# 'My inhaler, the preventer' -> inhalers (R03BA beclometasone), en-dev20-006 'my 降糖药 ah' (code-switched) ->
# antidiabetics (A10BH alogliptin), en-dev20-007 'my cholesterol tablet' -> lipid_lowering (fluvastatin; simvastatin
# stopped), en-dev20-008 'The blood thinner the hospital started me on' -> blood_thinners (B01AC cilostazol),
# en-dev20-009 'the new one for my pressure' -> antihypertensives (C02DB hydralazine, newer than nifedipine),
# en-dev20-010 'the new eye drops' -> eye_drops (S01KA hyaluronic acid drops, newer than timolol), en-dev20-011 'the new
# antibiotc' (typo) -> antibiotics (J01CF flucloxacillin, newer than doxycycline), en-dev20-012 'The new blood pressure
# tablet' -> antihypertensives (eprosartan and atenolol, same day), en-dev20-013 'The inhaler I used to have' ->
# inhalers (R03BB glycopyrronium), en-dev20-014 'the antibiotics I had before, from the walk-in' -> antibiotics
# (J01MA ciprofloxacin), en-dev20-015 'the fluid tablet I were on before' -> diuretics (C03DA spironolactone;
# eplerenone active), en-dev20-016 'The allergy tablets I used to take' -> antihistamines (R06AX fexofenadine and R06AE
# cetirizine, both stopped), en-dev20-025 'ma painkiller' -> painkillers (N02AX tramadol and M01AE naproxen).
# dev21: no 'none' class. Two classes chosen with no class word: en-dev21-009 'the new one the kidney doctor started,
# the jab' -> (None, 'new'): epoetin alfa, the latest-started drug (and the only injected one); en-dev21-013 'the acne
# cream I used to use' -> (None, 'old'): adapalene, the one stopped drug. zh-dev21-008 '我放冰箱里那个' (storage, no
# class word) -> insulins: the degludec pen is the only drug kept cold (metformin and saxagliptin are tablets).
# en-dev21-010 'the new sugar tablet' -> oral_antidiabetics (A10B): saxagliptin, newer than metformin; the newer
# insulin NPH is excluded by 'tablet' (antidiabetics/new would give the NPH). Ties and two stopped drugs:
# zh-dev21-012 (isoniazid and rifampicin started the same day), en-dev21-012 (dolutegravir and tenofovir
# alafenamide the same day), zh-dev21-016 (two stopped cephalosporins), en-dev21-016 (indometacin and nimesulide,
# both stopped). zh-dev21-028 and en-dev21-028 ('那个药膏' / 'the drops', two active creams or eye drops) have no
# CLASS entry and were checked by hand: tretinoin D10AD and terbinafine D01BA are the only topical drugs of their
# record; hyaluronic acid S01KA and chloramphenicol (eye drops) the only drops of theirs. zh-dev21-026 and
# en-dev21-026 (two drugs named together in the window) and the two -027 (two drugs in the last session) have none.
# No-referent class phrases, checked as classes that match nothing in the record: zh-dev21-029 我那个补骨头的药 ->
# osteoporosis_medicines (the mother's calcitonin never counts), zh-dev21-031 我那个抗病读的药 (typo for 抗病毒) ->
# antivirals, zh-dev21-032 以前吃的那个降脂药 -> lipid_lowering, old (only an active atorvastatin); en-dev21-029 'my
# sleeping tablet' -> sleeping_pills (the husband's mirtazapine never counts), en-dev21-031 'me HRT patches' ->
# hormone_replacement, en-dev21-032 'the steroid tablets I had before' -> steroids, old. Lexicon classes chosen for
# phrases outside it: zh-dev21-005 我那个管前列腺的药 -> prostate_medicines (G04CB dutasteride), zh-dev21-006 那个激素的药膏
# -> steroids (D07AD clobetasol; terbinafine D01 is no steroid), zh-dev21-007 那个化痰的药 -> expectorants (R05CB
# acetylcysteine; pentoxyverine R05DB is a cough suppressant), zh-dev21-009 新开的那个眼药水 -> eye_drops (S01GA
# tetryzoline), zh-dev21-010 刚换的那个降压药 -> antihypertensives (C09CA azilsartan), zh-dev21-011 新开的那个消炎药 ->
# xiaoyan_drugs (J01MA ofloxacin, newer than M01AX nimesulide), zh-dev21-013 以前吃的那个避孕药 -> birth_control,
# zh-dev21-014 原来那个通便的 -> laxatives (A06AB senna, stopped; docusate active), zh-dev21-015 以前打的那个胰岛素 ->
# insulins (premixed human insulin, stopped), zh-dev21-016 以前吃过的那个头孢 -> cephalosporins, zh-dev21-025
# 那个精神科的药 -> antipsychotics (clozapine, ziprasidone); en-dev21-005 'my blood pressure tablet' ->
# antihypertensives (C09XA aliskiren), en-dev21-006 'my gastric medicine' (Singaporean) -> stomach_medicines (A02AD
# hydrotalcite), en-dev21-007 'ma cough bottle' -> cough_medicines (R05DB pentoxyverine), en-dev21-008 'my
# anti-inflammatory' -> nsaids (M01AB aceclofenac), en-dev21-011 'the new antibiotic' -> antibiotics (J01MA
# levofloxacin, newer than penicillin V), en-dev21-012 'the new one for the virus' -> antivirals, en-dev21-014 'di
# pressure tablet mi did used to tek' -> antihypertensives, old (C09AA cilazapril), en-dev21-015 'the shaking
# tablets I used to be on' -> antiparkinson, old (N04BB amantadine), en-dev21-016 'The painkiller I had before' ->
# painkillers, old, en-dev21-025 'my breathing medicine' -> inhalers (R03DA aminophylline, R03AK salmeterol/
# fluticasone).
# dev22: no 'none' class. One class chosen with no class word: en-dev22-012 'The new one the GP put me on' -> (None,
# 'new'): rivaroxaban, the latest-started drug (the record holds no prescriber; "new" decides). Prescriber or form
# phrases read as the class they point to: zh-dev22-005 风湿科给我开的那个针 -> immunosuppressants (L04AC secukinumab,
# the one injected drug), en-dev22-005 'The cream the skin doctor gave us' -> steroids (D07AC betamethasone; ramipril
# is no steroid). Lexicon classes chosen for phrases outside it: zh-dev22-006 我嗰支眼药水 -> eye_drops (S01GX sodium
# cromoglicate; cetirizine R06AE is a tablet), zh-dev22-007 我那个补铁的 -> iron_supplements (B03A ferrous succinate;
# folic acid B03BB and vitamin D3 A11CC are outside), zh-dev22-008 我那个脑袋疼犯了才吃的药 -> painkillers (N02CA
# ergotamine; propranolol C07AA is outside), zh-dev22-010 新开那个止咳的 -> cough_medicines (R05CA guaifenesin, newer
# than R05CB ambroxol), zh-dev22-012 我新加的那个睡觉的药 -> sleeping_pills (N05CF eszopiclone, newer than N05BA
# alprazolam; the husband's zolpidem never counts), zh-dev22-014 我以前打的那个胰岛素 -> insulins, old (detemir),
# zh-dev22-015 以前吃过的那个消炎药 -> xiaoyan_drugs, old (J01DC cefaclor and M01AC lornoxicam, both stopped: two),
# zh-dev22-016 俺以前在老家卫生院开的那个降压药 -> antihypertensives, old (nitrendipine), en-dev22-006 'my blood thinner'
# -> blood_thinners (B01AF edoxaban), en-dev22-007 'The tablet for me waterworks' -> prostate_medicines (G04CA
# alfuzosin), en-dev22-009 'the new sugar pill' -> oral_antidiabetics (A10BK dapagliflozin, newer than metformin),
# en-dev22-014 'the pain patch i used to have' -> painkillers, old (N02AE buprenorphine; paracetamol active),
# en-dev22-016 'The antibiotic I had before from the dentist' -> antibiotics, old (J01CE penicillin V). Ties and
# two-stopped cases: zh-dev22-011 (olmesartan/amlodipine and indapamide started the same day), en-dev22-011
# (clarithromycin and amoxicillin the same day), en-dev22-015 (atenolol and irbesartan/hydrochlorothiazide, both
# stopped). Ambiguous class phrases: zh-dev22-025 我那个止疼药 -> painkillers (N02AA morphine, N02BB metamizole),
# zh-dev22-028 我那个吸的药 -> inhalers (R03AK beclometasone/formoterol, R03AL tiotropium/olodaterol), en-dev22-025
# 'Ma cholesterol pills' -> lipid_lowering (C10AX ezetimibe, C10AB fenofibrate). Checked by hand, with no class:
# zh-dev22-027 '我那个白色的小药片' and en-dev22-027 'the one I keep in my handbag' (a look or a place the record does not
# hold: every active drug is a candidate, two in each), en-dev22-028 'The patch' (nicotine and lidocaine, the two
# recorded patches), zh-dev22-031 '我放冰箱里那个' (no refrigerated drug: amlodipine and metformin tablets). No-referent
# class phrases, checked as classes that match nothing in the record: zh-dev22-029 我那个治手抖的药 -> antiparkinson (the
# mother-in-law's levodopa/benserazide never counts), zh-dev22-032 原来吃的那个管甲状腺的药 -> thyroid_medicines, old
# (only an active levothyroxine), en-dev22-029 'my insulin' -> insulins (the mother's NovoMix never counts),
# en-dev22-031 'The inhaler the chest doctor gave me' -> inhalers, en-dev22-032 'the iron tablets i used to take' ->
# iron_supplements, old.
# dev23: no 'none' class. Two classes chosen with no class word, both (None, 'new'): en-dev23-009 'The one they added in
# the summer' (dapagliflozin, started in July and the latest drug) and en-dev23-012 'The new tablet from the hospital'
# (clopidogrel and atorvastatin, both started on discharge the same day: a tie). A prescriber phrase read as the class it
# points to: en-dev23-010 'The latest one from the cardiologist' -> heart_medicines, new (C01EB ivabradine, newer than
# C07AB bisoprolol; the GP's sertraline is newer overall but no heart drug). Lexicon classes chosen for phrases outside
# it: zh-dev23-005 我那个管心跳的药 -> beta_blockers (C07AB bisoprolol; amlodipine is C08, which heart_medicines would
# also hold), zh-dev23-006 我嗰只抗凝嘅药 (Cantonese form of 抗凝的药) -> anticoagulants (B01AE dabigatran; clopidogrel
# B01AC is outside), zh-dev23-007 我那个激素 -> steroids (H02AB prednisone), zh-dev23-008 吃饭前打的那个胰岛素 -> insulins
# (A10AB insulin aspart), zh-dev23-009 刚换的那个安眠药 -> sleeping_pills, new (zolpidem; estazolam stopped),
# zh-dev23-010 上个月新开那个眼药水 -> eye_drops, new (brimonidine), zh-dev23-011 新开的那个降血糖的药 -> antidiabetics,
# new (empagliflozin), zh-dev23-014 早先那个治胃的药 -> stomach_medicines, old (ranitidine), zh-dev23-016 之前停掉的那个止痒的
# 药 -> antihistamines, old (chlorphenamine), en-dev23-005 'my sugar tablet' -> antidiabetics (gliclazide),
# en-dev23-006 'the tablets for me acid' -> stomach_medicines (A02BC pantoprazole), en-dev23-007 'my mood tablet' ->
# antidepressants (sertraline), en-dev23-011 'the new pressure tablet' -> antihypertensives, new (C03BA indapamide, newer
# than amlodipine), en-dev23-014 'the puffer I used to be on' -> inhalers, old (salmeterol/fluticasone),
# en-dev23-016 'The jab I used to have for me bones' -> osteoporosis_medicines, old (M05BX denosumab; alendronate,
# calcium and vitamin D are active). Ties and two-stopped cases: zh-dev23-012 (esomeprazole and bismuth started the same
# day in quadruple therapy), en-dev23-012 (above), zh-dev23-015 (alprazolam and zopiclone, both stopped), en-dev23-015
# (citalopram and fluoxetine, both stopped). Ambiguous class phrases: zh-dev23-025 阿拉那只降压药 -> antihypertensives
# (valsartan, metoprolol), zh-dev23-028 我那个眼药水 -> eye_drops (travoprost, timolol), en-dev23-025 'me heart tablet' ->
# heart_medicines (bisoprolol, ramipril, isosorbide mononitrate; metformin is outside), en-dev23-028 'my pain tablets' ->
# painkillers (N02AJ paracetamol/codeine, M01AE naproxen). Checked by hand, with no class: zh-dev23-026 '那个针' and
# en-dev23-027 'the jab' (the two recorded injected drugs in each: insulin degludec and dulaglutide; insulin glargine and
# semaglutide, metformin being a tablet). No-referent class phrases, checked as classes that match nothing in the record:
# zh-dev23-029 我那个甲状腺的药 -> thyroid_medicines (a thyroid nodule but no thyroid drug; the sister-in-law's
# levothyroxine never counts), zh-dev23-031 我那个消炎药 -> xiaoyan_drugs, zh-dev23-032 我以前吃的那个抗凝药 ->
# anticoagulants, old (only an active apixaban), en-dev23-029 'my fluid tablet' -> diuretics (the wife's furosemide never
# counts), en-dev23-031 'all the antibiotics' -> antibiotics, en-dev23-032 'The blood thinner I was on before' ->
# blood_thinners, old (only an active apixaban).
# dev24: no 'none' class. One class chosen with no class word: en-dev24-009 'The new one they just started me on' ->
# (None, 'new') (nicorandil, the latest drug). Lexicon classes chosen for phrases outside it: zh-dev24-005 我那个降胆固醇的
# 药 -> lipid_lowering (降胆固醇的药 is its lay name; pitavastatin), zh-dev24-006 我那个利尿的药 -> diuretics (C03CA
# torasemide), zh-dev24-008 我自己那个睡觉的药 -> sleeping_pills (N05CH melatonin; the husband's estazolam never counts),
# zh-dev24-010 新加的那个前列腺的药 -> prostate_medicines, new (G04CB dutasteride, newer than G04CA tamsulosin),
# zh-dev24-012 新整的那个降糖的针儿 (northeastern) -> antidiabetics, new (A10BJ lixisenatide, newer than glargine and
# metformin), zh-dev24-016 我以前食嗰只止痛药 (Cantonese) -> painkillers, old (M01AH celecoxib; paracetamol is active),
# en-dev24-006 'The cholesterol tablet' -> lipid_lowering (C10AB bezafibrate), en-dev24-007 'Me sugar tablets' ->
# antidiabetics (pioglitazone), en-dev24-012 'the new puffer' -> inhalers, new (R03BA beclometasone, newer than
# salbutamol), en-dev24-013 'The stomach pills I used to take' -> stomach_medicines, old (A02BA cimetidine; omeprazole is
# active), en-dev24-014 'Those thyroid tablets I used to be on' -> thyroid_medicines, old (H03BB carbimazole;
# levothyroxine is active), en-dev24-015 'The sleeping tablets I was on before' -> sleeping_pills, old, en-dev24-016
# 'that sugar medicine I was taking earlier only' -> antidiabetics, old (canagliflozin; glargine and metformin are
# active), en-dev24-027 'his water pill' -> diuretics. Ties and two-stopped cases: zh-dev24-011 (tobramycin and
# hyaluronic acid eye drops started the same day after cataract surgery; the older latanoprost is not the latest),
# en-dev24-011 (candesartan and nicardipine started the same day during an admission), zh-dev24-015 (niacin and
# gemfibrozil, both stopped; evolocumab is active), en-dev24-015 (lorazepam and oxazepam, both stopped; trazodone N06AX
# is outside the class). Ambiguous class phrases: zh-dev24-025 我那个降压药 -> antihypertensives (olmesartan, nebivolol),
# zh-dev24-027 我爸那个降糖药 -> antidiabetics (gliquidone, vildagliptin), zh-dev24-028 我那个降血脂的药 -> lipid_lowering
# (fluvastatin, ezetimibe), en-dev24-025 'my blood pressure tablet' -> antihypertensives (irbesartan, felodipine),
# en-dev24-027 'his water pill' -> diuretics (C03CA bumetanide, C03DA spironolactone), en-dev24-028 'my painkiller' ->
# painkillers (N02AX tramadol, M01AH etoricoxib). No-referent class phrases, checked as classes that match nothing in the
# record: zh-dev24-029 我那个胃药 -> stomach_medicines (the husband's pantoprazole never counts), zh-dev24-031 我那个止咳的药
# -> cough_medicines, zh-dev24-032 我原来吃的那个降糖药 -> antidiabetics, old (only an active metformin; the stopped
# simvastatin is outside), en-dev24-029 'my uric acid medicine' -> gout_medicines (the husband's allopurinol never
# counts), en-dev24-031 'me sleeping tablets' -> sleeping_pills (sertraline is N06AB), en-dev24-032 'The tablets I had
# for my shingles two years ago' -> antivirals, old (no antiviral recorded).
# dev25: no 'none' class. Phrases told by how a drug is taken or what it does, read as the class they point to:
# zh-dev25-005 我那个含在舌头底下的药 -> nitro (C01DA08 isosorbide dinitrate, the one nitrate; aspirin and atorvastatin
# are outside), zh-dev25-006 往肚皮上打的针 -> anticoagulants (B01AB06 nadroparin, the one injected drug; paracetamol and
# amlodipine are tablets), en-dev25-006 'The spray' -> steroids (budesonide, R03BA02 with alt R01AD05, the nasal spray of a
# hay-fever patient; cetirizine R06AE is a tablet). Checked by hand, with no class: zh-dev25-007 我晚上睡觉前吃的那个管尿频
# 的药 and en-dev25-007 'The one I take before bed for my bladder' (G04BD oxybutynin and solifenacin; no lay class holds
# G04BD, and the simvastatin also taken at night is no bladder drug), zh-dev25-027 我那个打的针 (the two injected drugs, NPH
# insulin and exenatide; metformin is a tablet), en-dev25-027 'The cream' (the two recorded creams, desonide and
# tretinoin), zh-dev25-032 喷鼻子的那个 (no nasal spray recorded: loratadine is a tablet), en-dev25-031 'the joint tablets
# I'm on' (no drug for the joints recorded, only amlodipine; glucosamine was only asked about) and en-dev25-032 'my
# patches' (no patch recorded, only levothyroxine; estradiol patches were only considered for later). Lexicon classes
# chosen for phrases outside it: zh-dev25-008 我爸那个降糖药 -> antidiabetics (linagliptin; the son's metformin never
# counts), zh-dev25-009 新加的那个降血脂的针 -> lipid_lowering, new (C10AX13 evolocumab, newer than atorvastatin and
# ezetimibe), zh-dev25-010 新加哩那个治抽风哩药 (Henan; 抽风 for fits) -> antiepileptics, new (lacosamide, newer than
# levetiracetam), zh-dev25-012 刚添的那个吃饭前扎的胰岛素 (northeastern) -> insulins, new (insulin lispro, newer than
# glargine), zh-dev25-013 以前吃的那个降压药 -> antihypertensives, old (imidapril), zh-dev25-014 我以前食开嗰只胃药
# (Cantonese) -> stomach_medicines, old (A02AB01 aluminium hydroxide; esomeprazole is active), zh-dev25-016 原来用的那个吸的
# 药 -> inhalers, old (umeclidinium/vilanterol; tiotropium/olodaterol is active), en-dev25-005 "Mum's water tablet" ->
# diuretics (C03BA04 chlorthalidone; the daughter's furosemide never counts; "water tablet" is a lay name of
# bendroflumethiazide, which is not recorded, so a note is printed), en-dev25-008 'my BP tablet' -> antihypertensives
# (telmisartan/amlodipine), en-dev25-009 'The new sugar medicine' -> antidiabetics, new (A10BK04 ertugliflozin, newer than
# metformin), en-dev25-010 "Mum's new pain patch" -> painkillers, new (N02AB03 fentanyl, newer than paracetamol; the son's
# tramadol never counts), en-dev25-012 'that new shot for my sugar, the once-a-week one' -> antidiabetics, new
# (semaglutide, newer than metformin and glipizide), en-dev25-013 'The acid tablets I used to be on' -> stomach_medicines,
# old (A02BA02 ranitidine; lansoprazole is active), en-dev25-014 "Dad's old heart tablet" -> heart_medicines, old
# (C01BD07 dronedarone; bisoprolol is active; the son's flecainide never counts), en-dev25-016 'the antibiotic for my
# pimples I was eating last year' (Singaporean) -> antibiotics, old (J01AA08 minocycline; adapalene is active). Ties and
# two-stopped cases: zh-dev25-011 新开的那个消炎药 -> xiaoyan_drugs, new (J01DC10 cefprozil and M01AB08 etodolac started
# the same day after a tooth extraction), en-dev25-011 'The new blood pressure tablet' (labetalol and enalapril started
# the same day on discharge after a delivery), zh-dev25-015 以前吃的那个止痒的药 -> antihistamines, old (ebastine and
# rupatadine, both stopped), en-dev25-015 'The antidepressant I was on before' (paroxetine and escitalopram, both stopped;
# sertraline is active). Ambiguous class phrases: zh-dev25-025 我那个降压药 -> antihypertensives (perindopril/amlodipine,
# urapidil), zh-dev25-026 我爸那个眼药水 -> eye_drops (bimatoprost, pilocarpine; the daughter's hyaluronic acid drops never
# count), zh-dev25-028 我那个止咳的药 -> cough_medicines (R05DB05 pentoxyverine, R05CB03 carbocisteine), en-dev25-025 'My
# inhaler' -> inhalers (terbutaline, beclometasone/formoterol), en-dev25-026 "Dad's pain tablet" -> painkillers (N02AX06
# tapentadol, M01AX01 nabumetone). No-referent class phrases, checked as classes that match nothing in the record:
# zh-dev25-029 我那个降压的药 -> antihypertensives (only acarbose; the husband's telmisartan never counts), zh-dev25-031
# 我现在吃的那个降血脂的药 -> lipid_lowering (only valsartan; atorvastatin was only considered), en-dev25-029 "Dad's blood
# thinner" -> blood_thinners (amlodipine and allopurinol; the son's apixaban never counts).

# Cases outside the earlier-session category whose expectation rests on the last earlier session.
LAST_SESSION = ("zh-dev8-027", "zh-dev8-030", "en-dev8-028", "en-dev8-030",
                "zh-dev9-027", "zh-dev9-030", "en-dev9-027", "en-dev9-031",
                "zh-dev10-027", "zh-dev10-030", "en-dev10-027", "en-dev10-030",
                "zh-dev11-027", "zh-dev11-030", "en-dev11-027", "en-dev11-030",
                "zh-dev12-027", "zh-dev12-030", "en-dev12-027", "en-dev12-030",
                "zh-dev13-027", "zh-dev13-030", "en-dev13-027", "en-dev13-030",
                "zh-dev14-027", "zh-dev14-030", "en-dev14-027", "en-dev14-030",
                "zh-dev15-027", "zh-dev15-030", "en-dev15-027", "en-dev15-030",
                "zh-dev16-027", "zh-dev16-030", "en-dev16-027", "en-dev16-030",
                "zh-dev17-027", "zh-dev17-030", "en-dev17-027", "en-dev17-030",
                "zh-dev18-027", "zh-dev18-030", "en-dev18-027", "en-dev18-030",
                "zh-dev19-027", "zh-dev19-030", "en-dev19-027", "en-dev19-030",
                "zh-dev20-027", "zh-dev20-030", "en-dev20-027", "en-dev20-030",
                "zh-dev21-027", "zh-dev21-030", "en-dev21-027", "en-dev21-030",
                "zh-dev22-030", "en-dev22-030",
                "zh-dev23-030", "en-dev23-030",
                "zh-dev24-030", "en-dev24-030",
                "zh-dev25-030", "en-dev25-030",
                "en-dev27-016",
                "zh-test4-016", "en-test4-016",
                "en-test5-016",
                "zh-test6-016",
                "zh-dev32-016",
                "zh-dev33-016", "en-dev33-016",
                "zh-dev34-016", "en-dev35-016")

# dev18: references to a session older than the last one ("上上回", "the time before last"): the
# session that many from the end (2 = the one before last) must name exactly the expected drugs.
SESSION_BACK = {"zh-dev18-017": 2, "en-dev18-017": 2, "en-dev18-030": 2,
                "zh-dev19-017": 2, "en-dev19-017": 2,
                "zh-dev20-017": 2, "en-dev20-017": 2,
                "zh-dev21-020": 3, "en-dev21-020": 2,
                "zh-dev23-020": 2, "en-dev23-020": 3,
                "zh-dev24-019": 2, "en-dev24-019": 2,
                "zh-dev25-018": 2, "zh-dev25-019": 3, "en-dev25-018": 2, "en-dev25-019": 3,
                "zh-dev26-032": 2, "en-dev26-015": 2,
                "en-dev27-010": 2,
                "en-dev28-010": 2,
                "zh-test4-010": 2, "en-test4-010": 2,
                "zh-test5-010": 3, "en-test5-010": 2,
                "zh-test6-010": 2, "en-test6-010": 2,
                "zh-test7-010": 2, "en-test7-010": 2,
                "zh-test8-010": 2, "en-test8-010": 2,
                "en-dev32-010": 2,
                "zh-dev33-016": 2, "en-dev33-010": 3,
                "zh-dev34-010": 2, "en-dev34-010": 2}

# dev18: window referents named only misspelt in the window (typed chat), with the misspelt form.
MISSPELT = {"zh-dev18-001": ("drug:nitrendipine", "尼群帝平"), "en-dev18-001": ("drug:amlodipine", "amlodopine"),
            "zh-dev19-004": ("drug:lamotrigine", "拉莫三秦"), "en-dev19-004": ("drug:terazosin", "terazocin"),
            "zh-dev20-001": ("drug:alendronate", "阿伦膦酸钠"), "en-dev20-004": ("drug:doxycycline", "doxycyline"),
            "en-dev21-004": ("drug:mexiletine", "mexilitine")}

# A relative's drug or condition, named in the window or an earlier session: never the patient's.
RELATIVE = {
    "zh-dev8-004": "drug:nifedipine", "zh-dev8-032": "drug:mometasone", "zh-dev8-036": "cond:gout",
    "en-dev8-008": "drug:warfarin", "en-dev8-020": "drug:rosuvastatin", "en-dev8-032": "drug:apixaban",
    "zh-dev9-002": "drug:silymarin", "zh-dev9-019": "drug:nimodipine", "zh-dev9-029": "drug:dipyridamole",
    "zh-dev9-035": "cond:breast_cancer",
    "en-dev9-002": "drug:clotrimazole", "en-dev9-029": "drug:methylphenidate", "en-dev9-035": "cond:kidney_cancer",
    "zh-dev10-002": "drug:trimebutine", "zh-dev10-029": "drug:mecobalamin", "zh-dev10-036": "cond:colorectal_cancer",
    "en-dev10-002": "drug:benzoyl_peroxide", "en-dev10-029": "drug:omeprazole",
    "zh-dev11-002": "drug:tamsulosin", "zh-dev11-029": "drug:methimazole", "zh-dev11-035": "cond:gastric_cancer",
    "en-dev11-002": "drug:cetirizine", "en-dev11-029": "drug:sumatriptan", "en-dev11-035": "cond:myocardial_infarction",
    "zh-dev12-002": "drug:ketoconazole", "zh-dev12-029": "drug:estazolam", "zh-dev12-035": "cond:nasopharyngeal_cancer",
    "en-dev12-002": "drug:pregabalin", "en-dev12-029": "drug:timolol", "en-dev12-035": "cond:prostate_cancer",
    "zh-dev13-002": "drug:domperidone", "zh-dev13-029": "drug:risedronate", "zh-dev13-035": "cond:thyroid_cancer",
    "en-dev13-002": "drug:meloxicam", "en-dev13-029": "drug:salbutamol", "en-dev13-035": "cond:melanoma",
    "zh-dev14-002": "drug:nicorandil", "zh-dev14-029": "drug:adapalene", "zh-dev14-035": "cond:liver_cancer",
    "en-dev14-002": "drug:infliximab", "en-dev14-029": "drug:calcipotriol", "en-dev14-035": "cond:intracerebral_hemorrhage",
    "zh-dev15-002": "drug:allopurinol", "zh-dev15-029": "drug:tizanidine", "zh-dev15-035": "cond:lung_cancer",
    "en-dev15-002": "drug:isotretinoin", "en-dev15-029": "drug:donepezil", "en-dev15-035": "cond:bladder_cancer",
    "zh-dev16-002": "drug:clonazepam", "zh-dev16-029": "drug:benzbromarone", "zh-dev16-035": "cond:diabetic_foot",
    "en-dev16-002": "drug:methylphenidate", "en-dev16-029": "drug:etanercept", "en-dev16-035": "cond:breast_cancer",
    "zh-dev17-002": "drug:solifenacin", "zh-dev17-029": "drug:salbutamol", "zh-dev17-035": "cond:cholecystitis",
    "en-dev17-002": "drug:clopidogrel", "en-dev17-029": "drug:alendronate", "en-dev17-035": "cond:gout",
    "zh-dev18-002": "drug:furosemide", "zh-dev18-029": "drug:risperidone", "zh-dev18-035": "cond:cataract",
    "en-dev18-002": "drug:apixaban", "en-dev18-029": "drug:insulin_glargine", "en-dev18-035": "cond:hyperthyroidism",
    "zh-dev19-002": "drug:felodipine", "zh-dev19-029": "drug:ondansetron", "zh-dev19-035": "cond:sleep_apnea",
    "en-dev19-002": "drug:memantine", "en-dev19-029": "drug:entecavir", "en-dev19-035": "cond:lichen_planus",
    "zh-dev20-002": "drug:alprazolam", "zh-dev20-029": "drug:benazepril", "zh-dev20-035": "cond:bph",
    "en-dev20-002": "drug:warfarin", "en-dev20-029": "drug:fluoxetine", "en-dev20-035": "cond:coeliac_disease",
    "zh-dev21-002": "drug:amantadine", "zh-dev21-029": "drug:calcitonin", "zh-dev21-035": "cond:hand_foot_mouth",
    "en-dev21-002": "drug:adalimumab", "en-dev21-029": "drug:mirtazapine", "en-dev21-035": "cond:head_lice",
    "zh-dev22-002": "drug:acarbose", "zh-dev22-004": "drug:drospirenone_ethinylestradiol", "zh-dev22-012": "drug:zolpidem",
    "zh-dev22-029": "drug:levodopa_benserazide", "zh-dev22-035": "cond:asthma",
    "en-dev22-002": "drug:pregabalin", "en-dev22-004": "drug:leuprorelin", "en-dev22-029": "drug:insulin_aspart_mix",
    "en-dev22-035": "cond:psoriasis",
    "zh-dev23-004": "drug:metoprolol", "zh-dev23-029": "drug:levothyroxine", "zh-dev23-035": "cond:copd",
    "en-dev23-004": "drug:colchicine", "en-dev23-029": "drug:furosemide", "en-dev23-035": "cond:migraine",
    "zh-dev24-002": "drug:alendronate", "zh-dev24-008": "drug:estazolam", "zh-dev24-018": "drug:atorvastatin",
    "zh-dev24-029": "drug:pantoprazole", "zh-dev24-035": "cond:cerebral_infarction",
    "en-dev24-002": "drug:sertraline", "en-dev24-008": "drug:rivaroxaban", "en-dev24-029": "drug:allopurinol",
    "en-dev24-035": "cond:epilepsy",
    "zh-dev25-002": "drug:propranolol", "zh-dev25-008": "drug:metformin", "zh-dev25-022": "drug:nifedipine",
    "zh-dev25-026": "drug:sodium_hyaluronate_eye", "zh-dev25-029": "drug:telmisartan",
    "zh-dev25-035": "cond:anxiety_disorder",
    "en-dev25-002": "drug:ropinirole", "en-dev25-005": "drug:furosemide", "en-dev25-010": "drug:tramadol",
    "en-dev25-014": "drug:flecainide", "en-dev25-022": "drug:metformin", "en-dev25-029": "drug:apixaban",
    "en-dev25-034": "cond:migraine",
    "zh-dev26-002": "drug:paroxetine", "zh-dev26-005": "drug:alprazolam", "zh-dev26-008": "drug:timolol",
    "zh-dev26-011": "drug:finasteride", "zh-dev26-017": "drug:atorvastatin", "zh-dev26-022": "drug:metoprolol",
    "zh-dev26-033": "drug:nifedipine",
    "en-dev26-002": "drug:nicotine", "en-dev26-008": "drug:indapamide", "en-dev26-011": "drug:sitagliptin",
    "en-dev26-017": "drug:propranolol", "en-dev26-022": "drug:ezetimibe",
    "zh-dev27-015": "drug:metformin",
    "en-dev27-002": "drug:sertraline", "en-dev27-015": "drug:allopurinol",
    "zh-dev28-016": "drug:levothyroxine",
    "en-dev28-016": "drug:oxybutynin",
    "zh-test4-015": "drug:zoledronic_acid",
    "en-test4-002": "drug:mirtazapine",
    "zh-dev30-002": "drug:febuxostat",
    "zh-dev30-015": "drug:glimepiride",
    "en-dev30-002": "drug:promethazine",
    "zh-test5-002": "drug:oxybutynin",
    "zh-test5-015": "drug:rosuvastatin",
    "en-test5-002": "drug:tenofovir_disoproxil",
    "zh-dev31-016": "drug:benzbromarone",
    "zh-test6-003": "drug:loratadine",
    "en-test6-016": "drug:febuxostat",
    # test7 (held out)
    "zh-test7-016": "drug:insulin_glargine",
    "en-test7-002": "drug:codeine",
    "en-test7-016": "drug:diazepam",
    # test8 (held out)
    "zh-test8-016": "drug:desloratadine",
    "en-test8-002": "drug:ondansetron",
    "en-test8-016": "drug:temazepam",
    "zh-dev32-002": "drug:amoxicillin", "en-dev32-002": "drug:flunarizine",
    "zh-dev33-015": "drug:calcium_carbonate",
    "zh-dev34-015": "drug:terbinafine", "en-dev34-002": "drug:ciprofloxacin", "en-dev34-015": "drug:rizatriptan",
    "zh-dev35-015": "drug:ezetimibe", "en-dev35-002": "drug:amitriptyline", "en-dev35-015": "drug:carbimazole",
}


def codes(key, alt=True):
    r = drugs[key]
    out = [r["code"]]
    if alt:
        out += [c for c in (r.get("alt_codes") or "").split(";") if c.strip()]
    return out


def adverse(key, alt=True):
    s = set(x for x in drugs[key]["side_effects"].split(";") if x)
    for row in AE:
        if any(c.startswith(row["class"]) for c in codes(key, alt)):
            s |= set(x for x in row["symptoms"].split(";") if x)
    return s


def in_class(key, lay):
    if lay is None:
        return True
    members = [m for m in LAY[lay]["members"].split(";") if m]
    return any(c.startswith(m) for c in codes(key) for m in members)


def main(splits):
    errors = []
    table = collections.Counter()
    mine = set("references-%s.jsonl" % s for s in splits)
    other_ids = collections.Counter()
    for path in sorted(glob.glob(TD + "references-*.jsonl")):
        if os.path.basename(path) in mine or os.path.basename(path).startswith("references-test"):
            continue  # held-out splits are not opened (see the docstring)
        for line in open(path, encoding="utf-8"):
            if line.strip():
                other_ids[json.loads(line)["id"]] += 1   # only the id is read
    ids = collections.Counter()
    for split in splits:
        for where, c in read_cases(split, errors):
            cid = c["id"]
            where += " " + cid
            ids[cid] += 1
            if ids[cid] > 1 or cid in other_ids:
                errors.append(where + ": duplicate id")
            if not re.fullmatch(r"(zh|en)-%s-\d{3}" % re.escape(split), cid) or not cid.startswith(c["lang"] + "-"):
                errors.append(where + ": id does not match lang/split")
            if set(c) - {"reference"} != {"id", "lang", "category", "note", "record", "earlier_sessions", "window",
                                          "utterance", "expect", "candidates"}:
                errors.append(where + ": unexpected fields %s" % sorted(c))
            # An optional "reference": the words of the reference the case is
            # about, where the utterance holds another.
            if "reference" in c and c["reference"] not in c["utterance"]:
                errors.append(where + ": reference is not in the utterance")
            if c["category"] not in CATS:
                errors.append(where + ": unknown category")
            table[(c["lang"], c["category"])] += 1
            rec = c["record"]
            for e in rec:
                if not exists(e["concept"]):
                    errors.append(where + ": unknown concept " + e["concept"])
                    continue
                t = e["concept"].split(":")[0]
                ok = {"drug": ("active", "stopped"), "cond": ("active", "resolved"),
                      "sym": ("active", "resolved")}[t]
                if e["status"] not in ok:
                    errors.append(where + ": bad status %s for %s" % (e["status"], e["concept"]))
                for k in ("started", "ended"):
                    if k in e and not (re.fullmatch(r"\d{4}-\d{2}-\d{2}", e[k]) and e[k] < "2026-11-01"):
                        errors.append(where + ": bad %s date %s" % (k, e[k]))
                if e["status"] in ("stopped", "resolved") and not e.get("ended"):
                    errors.append(where + ": stopped/resolved without ended: " + e["concept"])
                if e["status"] == "active" and "ended" in e:
                    errors.append(where + ": active with ended: " + e["concept"])
                if e.get("ended") and e["ended"] < e["started"]:
                    errors.append(where + ": ended before started")
            check_answer(c, where, errors)
            exp, cands = c["expect"], c["candidates"]
            if exp != "unresolved" and c["category"] in ("ambiguous", "no-referent"):
                errors.append(where + ": %s case resolved" % c["category"])
            active = [e["concept"][5:] for e in rec if e["concept"].startswith("drug:") and e["status"] == "active"]
            want = sorted([exp] if exp != "unresolved" else cands)
            if c["category"] == "complaint":
                readings = COMPLAINT.get(cid)
                if not readings:
                    errors.append(where + ": complaint without a COMPLAINT reading")
                else:
                    for alt in (True, False):
                        for rd in readings:
                            for s in rd:
                                if s not in syms:
                                    errors.append(where + ": unknown symptom " + s)
                            having = sorted("drug:" + d for d in active if adverse(d, alt) & set(rd))
                            if having != want:
                                errors.append(where + ": complaint %s (alt=%s) -> %s, expected %s" % (rd, alt, having, want))
                    print("complaint %s: %s -> %s" % (where, readings, want))
            if cid in CLASS and CLASS[cid][1] != "none":
                lay, q = CLASS[cid]
                if q == "old":
                    pool = [e for e in rec if e["concept"].startswith("drug:") and e["status"] == "stopped"
                            and in_class(e["concept"][5:], lay)]
                else:
                    pool = [e for e in rec if e["concept"].startswith("drug:") and e["status"] == "active"
                            and in_class(e["concept"][5:], lay)]
                if q == "new" and pool:
                    latest = max(e["started"] for e in pool)
                    pool = [e for e in pool if e["started"] == latest]
                got = sorted(e["concept"] for e in pool)
                if c["window"] or c["earlier_sessions"]:
                    pass  # a relative's drug in the window never counts; record decides
                if got != want and not (len(got) == 1 and [exp] == got):
                    errors.append(where + ": class %s/%s -> %s, expected %s" % (lay, q, got, want))
                print("class %s: %s/%s -> %s" % (where, lay, q, got or "nothing"))
            wtext = " ".join(t["text"] for t in c["window"])
            stext = " ".join(t["text"] for s in c["earlier_sessions"] for t in s)
            if cid in MISSPELT:
                ref, typo = MISSPELT[cid]
                if ref != exp or typo not in wtext or mentions(wtext, exp):
                    errors.append(where + ": misspelt window referent %s/%r not as declared" % (ref, typo))
                best = max(difflib.SequenceMatcher(None, typo.lower(), n.lower()).ratio()
                           for n in names(concepts["drug"][exp[5:]], ["name", "brand", "synonym", "lay"]))
                if best < 0.75:
                    errors.append(where + ": %r is not close to a name of %s (%.2f)" % (typo, exp, best))
                print("misspelt %s: %r -> %s (%.2f)" % (where, typo, exp, best))
            elif c["category"] == "window" and exp != "unresolved" and not mentions(wtext, exp):
                errors.append(where + ": window referent %s not named in the window" % exp)
            if c["category"] in ("class", "class-new", "class-old", "complaint", "condition"):
                inrec = set(e["concept"] for e in rec)
                for x in want:
                    if x not in inrec:
                        errors.append(where + ": %s not in the record" % x)
            if cid in RELATIVE:
                r = RELATIVE[cid]
                if not (mentions(wtext, r) or mentions(stext, r)):
                    errors.append(where + ": relative's %s not named in window or sessions" % r)
                if r in want:
                    errors.append(where + ": relative's %s expected" % r)
            if c["category"] == "earlier-session" or (c["earlier_sessions"] and cid in LAST_SESSION):
                back = SESSION_BACK.get(cid, 1)
                last = (" ".join(t["text"] for t in c["earlier_sessions"][-back])
                        if len(c["earlier_sessions"]) >= back else "")
                named = sorted("drug:" + k for k in drugs if mentions(last, "drug:" + k))
                if named != want:
                    errors.append(where + ": last session names %s, expected %s" % (named, want))
                print("last-session %s: %s names %s" % (where, "session -%d" % back, named or "nothing"))

    print()
    print("%-16s%6s%6s" % ("category", "zh", "en"))
    for cat in CATS:
        print("%-16s%6d%6d" % (cat, table[("zh", cat)], table[("en", cat)]))
        if table[("zh", cat)] != table[("en", cat)]:
            errors.append("unequal counts for " + cat)
    print("%-16s%6d%6d" % ("total", sum(table[("zh", k)] for k in CATS), sum(table[("en", k)] for k in CATS)))
    print()
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK: %d cases, ids unique across %d other ids, all concept ids found in the CSVs"
          % (sum(ids.values()), len(other_ids)))


if __name__ == "__main__":
    main(sys.argv[1:] or ["dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18",
                          "dev19", "dev20", "dev21", "dev22", "dev23", "dev24", "dev25", "dev26", "dev27", "dev28", "dev30", "dev31",
                          "dev32", "dev33", "dev34", "dev35"])
