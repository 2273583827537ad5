// Package extract finds clinical mentions in a patient's turn (Chinese and
// English), parses the numbers in it (vital and lab values, doses and their
// frequencies, durations, relative times) and classifies every mention's
// assertion ConText-style: negated, uncertain, historical, hypothetical, who
// experienced it, and whether a clinician's words are being relayed.
//
// Everything is deterministic and rule-based: a longest-match dictionary scan
// over normalized text (no word segmentation is needed for Chinese), trigger
// lists with clause scopes, and small hand-written grammars for quantities and
// times. The dictionary is supplied by the caller as []Term, so this package
// does not depend on the lexicon package.
package extract

import (
	"strings"
	"time"
)

// Term is one dictionary entry: a surface form, the concept it names and the
// concept's type. Types used by the pipeline are drug, drug_class, condition,
// symptom, body_site, vital, lab, allergen, allergy_word and family.
type Term struct {
	Text      string
	ConceptID string
	Type      string
	// CaseSensitive terms match only as written: short abbreviations such
	// as "AS", "MG" or "AN" are everyday words in lower case ("as", "5 mg",
	// "an allergy").
	CaseSensitive bool
	// NoTypo terms are never read through a misspelling: brand names
	// and lay words lie too close to everyday words ("concert" is not
	// "Concerta").
	NoTypo bool
	// Provisional terms are lay names not yet checked against real speech:
	// a mention through one is marked so.
	Provisional bool
}

// Assertion is the ConText classification of a mention. Experiencer is
// "patient" or who else the statement is about: a blood relative ("mother",
// "father", "sibling", "child", "grandparent", "grandchild", "aunt_uncle",
// "cousin", "niece_nephew", "family"; see BloodRelative), a relative by
// marriage (Spouse, InLaw, Step), Other or Animal.
type Assertion struct {
	Negated      bool   `json:"negated"`
	Uncertain    bool   `json:"uncertain"`
	Historical   bool   `json:"historical"`
	Hypothetical bool   `json:"hypothetical"`
	Experiencer  string `json:"experiencer"`
	// Relayed is set when the patient repeats what a clinician said or did
	// ("医生说我可以停药了", "my doctor switched me to losartan").
	Relayed bool `json:"relayed,omitempty"`
	// RelayedBy names who is being relayed: "doctor", "nurse" or "pharmacist".
	RelayedBy string `json:"relayed_by,omitempty"`
	// Subject is FirstPerson when the speaker names themselves as the one
	// concerned ("我", "I", "my"), SecondPerson when they name the one
	// spoken to ("你", "you"), and empty otherwise. Who that is depends on
	// who is speaking, which the reader of the turn knows.
	Subject string `json:"subject,omitempty"`
}

// Subjects of an Assertion.
const (
	FirstPerson  = "first"
	SecondPerson = "second"
)

// Patient is the Experiencer of statements about the patient themselves.
const Patient = "patient"

// SingleHan reports whether the mention is one Han character ("头", "腰"),
// which is as often part of another word ("低头", "腰包") as the word itself:
// readers trust such a mention only right next to what it qualifies.
func (m Mention) SingleHan() bool {
	rs := []rune(m.Text)
	return len(rs) == 1 && rs[0] >= 0x4E00 && rs[0] <= 0x9FFF
}

// Mention is a dictionary match. Span holds rune offsets, half-open, into the
// original (not normalized) text, and Text is that slice of the original.
type Mention struct {
	Text      string    `json:"text"`
	Type      string    `json:"type"`
	ConceptID string    `json:"concept_id"`
	Span      [2]int    `json:"span"`
	Assertion Assertion `json:"assertion"`
	// Fuzzy marks a word read as a term it misspells by one edit
	// ("metforman"): a reading of lower confidence.
	Fuzzy bool `json:"fuzzy,omitempty"`
	// Provisional marks a mention read through a provisional lay name: the
	// concept is a proposal for a clinician to confirm.
	Provisional bool `json:"provisional,omitempty"`
	// Referring marks a word that stands for a concept told before, read
	// as its mention (ExtractReferring): coref resolves such words itself,
	// and reads the turn without them.
	Referring bool `json:"referring,omitempty"`
}

// Measurement is a vital or lab value. Values holds one number, or systolic
// and diastolic for blood pressure. Mention is the index in Result.Mentions of
// the vital/lab mention the value belongs to, or -1 for a bare value such as
// "150/100" (recognized as blood pressure by its form and range). ConceptID is
// empty when a value with a unit could not be tied to any quantity. Unit is
// the stated unit or, when UnitInferred, the default for the quantity.
type Measurement struct {
	ConceptID    string    `json:"concept_id"`
	Text         string    `json:"text"`
	Values       []float64 `json:"values"`
	Unit         string    `json:"unit"`
	UnitInferred bool      `json:"unit_inferred,omitempty"`
	// Approx marks a value said as "more than" ("一百一十多").
	Approx bool `json:"approx,omitempty"`
	// Implausible marks a value outside what the quantity can read.
	Implausible bool `json:"implausible,omitempty"`
	// UnitUnsure marks a value said without its unit that reads in more
	// than one ("I weigh 84": kilograms or pounds); Unit is then empty.
	UnitUnsure bool `json:"unit_unsure,omitempty"`
	// SaidAs holds the words of a value converted from the units said
	// ("13 stone 4" for 84.4 kg), or "".
	SaidAs    string    `json:"said_as,omitempty"`
	Span      [2]int    `json:"span"`
	Mention   int       `json:"mention"`
	Assertion Assertion `json:"assertion"`
}

// Dose is an amount of a drug and/or how often it is taken. Frequency is one of
// qd, bid, tid, qid, qn (at night), prn (as needed), qw (weekly), or empty.
// Value and Unit are zero/empty when only a frequency was said ("每天两次").
// Mention is the index of the drug or drug-class mention the dose belongs to
// (the nearest one before it in the sentence), or -1.
type Dose struct {
	Text      string  `json:"text"`
	Value     float64 `json:"value,omitempty"`
	Unit      string  `json:"unit,omitempty"`
	Frequency string  `json:"frequency,omitempty"`
	Span      [2]int  `json:"span"`
	Mention   int     `json:"mention"`
}

// Duration is a length of time ("三天了", "for 3 days", "半年"). N and Unit
// keep what was said (Unit is minute, hour, day, week, month or year); D is
// N converted with a month of 30 days and a year of 365 days. Approx marks
// "多"/"more than"/"about" phrasing.
type Duration struct {
	Text   string        `json:"text"`
	N      float64       `json:"n"`
	Unit   string        `json:"unit"`
	D      time.Duration `json:"d"`
	Approx bool          `json:"approx,omitempty"`
	Span   [2]int        `json:"span"`
}

// TimeRef is a relative or absolute time expression resolved against the turn
// time: the half-open interval [Start, End) in the turn time's location, and
// its granularity (instant, part_of_day, day, week, month or year).
type TimeRef struct {
	Text        string    `json:"text"`
	Start       time.Time `json:"start"`
	End         time.Time `json:"end"`
	Granularity string    `json:"granularity"`
	Span        [2]int    `json:"span"`
}

// Result is everything Extract found in one turn, each list in text order.
type Result struct {
	Mentions     []Mention     `json:"mentions"`
	Measurements []Measurement `json:"measurements"`
	Doses        []Dose        `json:"doses"`
	Durations    []Duration    `json:"durations"`
	Times        []TimeRef     `json:"times"`
}

// Matcher finds dictionary terms in text. It is immutable after NewMatcher
// and safe for concurrent use.
type Matcher struct {
	normalize func(string) string
	terms     []Term
	dict      *trie
	typos     typoIndex
	hanTypos  hanTypoIndex
	gDrops    gDropIndex
	labTwins  labTwinIndex
}

// NewMatcher builds a matcher over terms. normalize maps text to the form
// terms are matched in; it must map each rune independently (width folding,
// case folding, traditional to simplified characters), and when it changes
// the rune count it is applied rune by rune so spans still map back to the
// original. Its output is further folded by Normalize's rune rules. A nil
// normalize selects Normalize. Terms whose normalized text
// is empty are ignored; when two terms normalize to the same text, the first
// one wins.
func NewMatcher(terms []Term, normalize func(string) string) *Matcher {
	m := &Matcher{normalize: normalize, terms: terms, dict: newTrie()}
	m.dict.plurals = true
	for i, t := range terms {
		key := m.norm(t.Text).runes
		if len(key) == 0 {
			continue
		}
		m.dict.insert(key, i)
	}
	// Idioms that contain a term but are not clinical ("came back", "手术"
	// is left to the lexicon as a procedure) block the term inside them.
	for _, b := range strings.Split(blockers, "|") {
		m.dict.insert(m.norm(b).runes, blocked)
	}
	m.insertForms(terms) // "thoughts of ending your life" (secondperson.go), "lips swelled right up" (intensified.go)
	m.typos = newTypoIndex(terms, func(s string) []rune { return m.norm(s).runes })
	m.hanTypos = newHanTypoIndex(terms, func(s string) []rune { return m.norm(s).runes })
	m.gDrops = newGDropIndex(terms, func(s string) []rune { return m.norm(s).runes })
	m.labTwins = newLabTwinIndex(terms, func(s string) []rune { return m.norm(s).runes })
	return m
}

// Extract finds mentions, measurements, doses, durations and time expressions
// in text, resolving relative times against at. It never fails: text it does
// not understand yields fewer results.
func (m *Matcher) Extract(text string, at time.Time) Result {
	return m.extract(text, at, nil)
}

func (m *Matcher) extract(text string, at time.Time, refs []Referring) Result {
	nt := m.norm(text)
	var res Result
	spans, said := m.layPhraseSpans(nt, m.spelledConditions(nt, m.mentionsAcrossRestarts(nt, m.findMentions(nt))))
	spans = append(spans, m.gDroppedMentions(nt, spans)...)
	sortSpans(spans)
	typos := m.typoMentions(nt, spans)
	isTypo := map[int]bool{}
	for _, s := range typos {
		isTypo[s.start] = true
	}
	spans = append(spans, typos...)
	sortSpans(spans)
	if len(refs) > 0 {
		spans = m.referringSpans(nt, spans, refs)
	}
	res.Mentions = make([]Mention, len(spans))
	for i, s := range spans {
		t := m.terms[s.term]
		res.Mentions[i] = Mention{
			Text:      nt.origText(s.start, s.end),
			Type:      t.Type,
			ConceptID: t.ConceptID,
			Span:      nt.origSpan(s.start, s.end),
			Fuzzy:     isTypo[s.start],
			// A misspelling is never read through a lay name (NoTypo).
			Provisional: t.Provisional && !isTypo[s.start],
		}
	}
	q := scanQuantities(nt, spans, m.terms)
	var timeSpans, durSpans []timeSpan
	res.Times, timeSpans = scanTimes(nt, at)
	res.Durations, durSpans = q.durations(nt)
	ctx := analyzeContext(nt, spans, m.terms, append(timeSpans, durSpans...))
	for i := range res.Mentions {
		res.Mentions[i].Assertion = ctx.assertion(i)
		if h, ok := said[[2]int{spans[i].start, spans[i].end}]; ok { // see layPhrases
			res.Mentions[i].Assertion.Historical = h.over || res.Mentions[i].Assertion.Historical && !h.affirmed
			res.Mentions[i].Assertion.Negated = res.Mentions[i].Assertion.Negated && !h.affirmed
		}
	}
	res.Measurements = q.measurements(nt, spans, m.terms, ctx, res.Mentions)
	res.Measurements = q.plainReadings(nt, spans, m.terms, ctx, res.Mentions, res.Measurements)
	res.Measurements = dropBirthWeights(text, res.Measurements, res.Mentions) // "birth weight was 3.4" (birthweight.go)
	res.Doses = q.doses(nt, spans, m.terms)
	res.Mentions = listedWithOthers(text, res.Mentions)
	return res
}
