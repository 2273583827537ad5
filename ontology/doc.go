// Package ontology is the bilingual (Chinese/English) clinical lexicon that the
// extractor, the coreference resolver and the consistency guard share: drugs,
// drug classes and lay class words, conditions, symptoms, body sites, vitals,
// labs, allergens, procedures (surgical history) and social history (tobacco,
// alcohol and recreational drug use), each with its surface forms in both
// languages and a code in a named coding system.
//
// The data lives in CSV files under data/, embedded in the binary with
// embed.FS. Load parses and validates them once; the result is read-only and
// safe for concurrent use.
//
// Coding systems (the Code.System of every concept names one of them):
//   - "ATC": WHO Anatomical Therapeutic Chemical classification, for drugs
//     (level 5 substance codes) and drug classes (level 4 codes);
//   - "ICD-10-CM": the US clinical modification of ICD-10, for conditions and
//     for the symptom codes of chapter R. Code existence was checked against
//     the ICD-10-CM 2018 category and subcategory titles published by the US
//     National Center for Health Statistics (public domain);
//   - "LOINC": Logical Observation Identifiers Names and Codes, for vitals,
//     labs and social history (check digits are verified by the loader);
//   - body sites, lay class words, food allergens and procedures carry no code.
//
// Adverse effects by drug class (data/adverse_effects.csv, read by
// Lexicon.AdverseEffects): the common adverse effects of 48 drug classes and
// 10 single substances, keyed by ATC prefix, as symptom keys. They were
// compiled by this project's team, from its knowledge and without the labels
// at hand, from the Adverse Reactions and Warnings sections of US FDA
// prescribing information (DailyMed); a pharmacist should review them before
// clinical reliance. Label text is written by manufacturers and approved by
// FDA, so it is not a US government work (17 U.S.C. 105); the table copies
// none of it and records only facts (which effects a label lists). It is used
// only to rank candidate drugs when a patient complains of a symptom, never to
// write a fact.
//
// Body sites of conditions (data/condition_sites.csv, Concept.Sites of a
// condition): where 255 conditions are by definition, or nearly always
// ("typical site"), as body-site keys, from ICD-10-CM titles (public domain)
// and anatomy, compiled by this project's team from its knowledge. They are
// used only to rank the candidates of a reference by place ("that lump
// behind my knee"), never to write a fact.
//
// Typical signs of conditions (data/condition_signs.csv, read by
// Lexicon.TypicalSigns): the symptoms (and raised test values) 89 common
// conditions typically show and what typically sets them off (a season,
// seafood, lying down, upset, a pregnancy), from the NHS website's condition
// pages (Crown copyright, Open Government Licence v3.0), facts only, in this
// project's own words and keys, compiled from its knowledge of those pages;
// a clinician should review them before clinical reliance. They are used only
// to rank a patient's conditions against a reference told by what the
// condition does ("我那个一到冬天就犯的毛病，腿上干得起皮"), never to write a
// fact.
//
// Names and codes are public facts; the Chinese names and lay synonyms were
// written for this project.
package ontology
