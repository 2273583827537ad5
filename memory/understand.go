package memory

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// lexicon joins the ontology and the extractor built from it. It is loaded
// once per process and read-only.
type lexicon struct {
	onto    *ontology.Lexicon
	matcher *extract.Matcher
}

// allergyWords are the generic words that make an allergen mention an
// allergy ("我对青霉素过敏") and, alone and negated, record "no known
// allergies" ("我没有过敏").
var allergyWords = []string{"过敏", "过敏史", "过敏反应", "allergy", "allergies", "allergic", "drug allergy", "drug allergies"}

// noKnownAllergy is the concept of a negated generic allergy statement.
const noKnownAllergy = "allergy:any"

// allergyCondition is the ontology's generic "allergy" condition; in a turn
// it plays the part of an allergy word, not of a diagnosis.
const allergyCondition = "cond:allergy"

func hasAllergyWordIn(ms []extract.Mention) bool {
	for _, m := range ms {
		if isAllergyWord(m) {
			return true
		}
	}
	return false
}

// isAllergyWord reports whether a mention says "allergy" itself, alone
// ("过敏") or fused with its allergen ("青霉素过敏").
func isAllergyWord(m extract.Mention) bool {
	if m.Type == "allergy_word" || m.ConceptID == allergyCondition {
		return true
	}
	t := strings.ToLower(m.Text)
	return m.Type == ontology.TypeAllergen && (strings.Contains(t, "过敏") || strings.Contains(t, "allerg"))
}

func newLexicon() (*lexicon, error) {
	onto, err := ontology.Load()
	if err != nil {
		return nil, fmt.Errorf("load ontology: %w", err)
	}
	var terms []extract.Term
	for _, c := range onto.Concepts() {
		for _, n := range c.Names {
			// A one-letter abbreviation ("T" for temperature) matches
			// inside "don't"; the full names cover those concepts.
			if len(n.Text) == 1 && n.Text[0] < utf8.RuneSelf {
				continue
			}
			terms = append(terms, extract.Term{Text: n.Text, ConceptID: c.ID, Type: c.Type, CaseSensitive: abbreviation(n.Text)})
		}
	}
	for _, w := range allergyWords {
		terms = append(terms, extract.Term{Text: w, ConceptID: noKnownAllergy, Type: "allergy_word"})
	}
	return &lexicon{onto: onto, matcher: extract.NewMatcher(terms, ontology.Normalize)}, nil
}

// abbreviation reports whether a name is a short Latin abbreviation with a
// capital ("AS", "MG", "Hb"), which must match as written.
func abbreviation(name string) bool {
	if len(name) > 3 {
		return false
	}
	upper := false
	for _, r := range name {
		if r >= utf8.RuneSelf {
			return false
		}
		upper = upper || ('A' <= r && r <= 'Z')
	}
	return upper
}

// InClass implements entity.Vocabulary.
func (l *lexicon) InClass(drugID, classID string) bool { return l.onto.InClass(drugID, classID) }

// TherapeuticClass implements entity.Vocabulary: the drug's ATC level-4
// class (five characters, "C08CA").
func (l *lexicon) TherapeuticClass(drugID string) string {
	c, ok := l.onto.Concept(drugID)
	if !ok {
		return ""
	}
	for _, cl := range c.Classes {
		if len(cl) == 5 {
			return cl
		}
	}
	return ""
}

func (l *lexicon) display(id, lang string) string {
	c, ok := l.onto.Concept(id)
	if !ok {
		return id
	}
	if d := c.Display[lang]; d != "" {
		return d
	}
	return c.Display["en"]
}

func (l *lexicon) code(id string) entity.Code {
	c, ok := l.onto.Concept(id)
	if !ok {
		return entity.Code{}
	}
	return entity.Code{System: c.Code.System, Code: c.Code.Code}
}

// Broader implements entity.Vocabulary: a condition whose English name
// holds the other's ("diabetes mellitus" in "type 2 diabetes mellitus") is
// the broader one. It may over-match, which only raises a claim for review.
func (l *lexicon) Broader(general, specific string) bool {
	g, ok1 := l.onto.Concept(general)
	sp, ok2 := l.onto.Concept(specific)
	if !ok1 || !ok2 || g.ID == sp.ID || g.Type != ontology.TypeCondition || sp.Type != ontology.TypeCondition {
		return false
	}
	gn, sn := strings.ToLower(g.Display["en"]), strings.ToLower(sp.Display["en"])
	return gn != "" && strings.Contains(sn, gn)
}

// allergenFor returns the allergen concept of a drug named in an allergy
// statement ("allergic to penicillin"): the allergen of the same name, else
// the narrowest drug allergen class holding the drug, else the drug itself.
func (l *lexicon) allergenFor(drugID, text string) string {
	for _, c := range l.onto.Lookup(text) {
		if c.Type == ontology.TypeAllergen {
			return c.ID
		}
	}
	for _, c := range l.onto.ClassesOf(drugID) {
		if c.Type == ontology.TypeAllergen {
			return c.ID
		}
	}
	return drugID
}

// conceptOf finds the concept a caller's proposal names: by code first,
// then by display name, preferring a concept of the fact's own type.
func (l *lexicon) conceptOf(p Proposal) string {
	want := map[string]string{entity.Condition: ontology.TypeCondition, entity.Medication: ontology.TypeDrug,
		entity.Symptom: ontology.TypeSymptom, entity.Allergy: ontology.TypeAllergen, entity.Observation: ontology.TypeVital}[p.Type]
	var best string
	for _, c := range l.onto.Lookup(p.Display) {
		if c.Type == want || (p.Type == entity.Observation && c.Type == ontology.TypeLab) {
			return c.ID
		}
		if best == "" {
			best = c.ID
		}
	}
	if p.Code.Code != "" {
		for _, c := range l.onto.Concepts() {
			if c.Code.Code == p.Code.Code && strings.EqualFold(c.Code.System, p.Code.System) {
				return c.ID
			}
		}
	}
	return best
}

// resolutionWords say a condition is gone or back to normal.
var resolutionWords = []string{"正常了", "正常", "好了", "没了", "痊愈", "治好了", "不高了", "降下来了", "下来了", "控制住了",
	"is gone", "are gone", "gone", "normal", "is fine", "are fine", "fine now", "cured", "resolved", "under control", "went away"}

// stopWords say a drug was stopped.
var stopWords = []string{"停了", "停药", "停掉", "不吃了", "不再吃", "没再吃", "stopped", "quit", "no longer take", "not taking", "came off"}

// conditionOfMeasure maps a vital or lab to the condition whose course it
// tracks, so "血压好像正常了" speaks about hypertension.
var conditionOfMeasure = map[string]string{
	"vital:bp": "cond:hypertension", "lab:glucose": "cond:diabetes", "lab:hba1c": "cond:diabetes",
	"lab:ldl": "cond:hyperlipidemia", "lab:total_cholesterol": "cond:hyperlipidemia", "lab:triglycerides": "cond:hyperlipidemia",
}

// clause returns the text from rune offset start to the end of its clause.
func clause(text []rune, start int) string {
	end := start
	for end < len(text) && !strings.ContainsRune("，,。.;；!！?？\n", text[end]) {
		end++
	}
	return strings.ToLower(string(text[start:end]))
}

// clauseAround returns the whole clause holding span, lowercased.
func clauseAround(text []rune, span [2]int) string {
	start := span[0]
	for start > 0 && !strings.ContainsRune("，,。.;；!！?？\n", text[start-1]) {
		start--
	}
	return clause(text, start)
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// statements turns extraction results into gate statements about the
// patient. The assistant's words are the model's, not evidence: they yield
// mentions and topics but no statements.
func (l *lexicon) statements(text string, r extract.Result, speaker string, src entity.Source, at time.Time) []entity.Statement {
	if speaker == "assistant" {
		return nil
	}
	runes := []rune(text)
	var out []entity.Statement
	measured := map[int]bool{}
	hasAllergen := false
	for _, m := range r.Mentions {
		if m.Type == ontology.TypeAllergen {
			hasAllergen = true
		}
	}
	base := func(m extract.Assertion, typ, concept, display string, conf float64) entity.Statement {
		return entity.Statement{
			Fact: entity.Fact{Type: typ, Display: display, Code: l.code(concept), Source: src, ValidFrom: at,
				Attributes: map[string]string{}},
			Concept: concept, Negated: m.Negated, Uncertain: m.Uncertain, Historical: m.Historical,
			Hypothetical: m.Hypothetical, Relayed: m.Relayed, Experiencer: m.Experiencer,
			Confidence: conf, Speaker: speaker,
		}
	}
	for _, ms := range r.Measurements {
		measured[ms.Mention] = true
		s := base(ms.Assertion, entity.Observation, ms.ConceptID, l.display(ms.ConceptID, "en"), 0.95)
		vals := make([]string, len(ms.Values))
		for i, v := range ms.Values {
			vals[i] = strconv.FormatFloat(v, 'f', -1, 64)
		}
		s.Fact.Attributes["value"] = strings.Join(vals, "/")
		s.Fact.Attributes["unit"] = ms.Unit
		s.Fact.Display = fmt.Sprintf("%s %s %s", s.Fact.Display, s.Fact.Attributes["value"], ms.Unit)
		out = append(out, s)
	}
	for i, m := range r.Mentions {
		display := l.display(m.ConceptID, "en")
		tail := clause(runes, m.Span[1])
		switch m.Type {
		case ontology.TypeCondition:
			if m.ConceptID == allergyCondition {
				if m.Assertion.Negated && !hasAllergen {
					out = append(out, base(m.Assertion, entity.Allergy, noKnownAllergy, "any allergy", 0.9))
				}
				continue
			}
			s := base(m.Assertion, entity.Condition, m.ConceptID, display, 0.9)
			s.Resolves = containsAny(tail, resolutionWords)
			if s.Resolves {
				s.Negated = false // "is gone" ends a condition; it does not deny it
			}
			out = append(out, s)
		case ontology.TypeVital, ontology.TypeLab:
			cond, ok := conditionOfMeasure[m.ConceptID]
			if measured[i] || !ok || !containsAny(tail, resolutionWords) {
				continue
			}
			s := base(m.Assertion, entity.Condition, cond, l.display(cond, "en"), 0.9)
			s.Resolves, s.Negated = true, false
			out = append(out, s)
		case ontology.TypeDrug:
			if hasAllergyWordIn(r.Mentions) && containsAny(clauseAround(runes, m.Span), []string{"过敏", "allerg"}) {
				// "allergic to penicillin": the drug names an allergy.
				a := l.allergenFor(m.ConceptID, m.Text)
				out = append(out, base(m.Assertion, entity.Allergy, a, l.display(a, "en"), 0.9))
				continue
			}
			s := base(m.Assertion, entity.Medication, m.ConceptID, display, 0.9)
			if containsAny(clauseAround(runes, m.Span), stopWords) {
				s.Fact.Status, s.Negated = entity.Stopped, false
			}
			for _, d := range r.Doses {
				if d.Mention == i {
					if d.Value > 0 {
						s.Fact.Attributes["dose"] = strings.TrimSpace(strconv.FormatFloat(d.Value, 'f', -1, 64) + " " + d.Unit)
					}
					if d.Frequency != "" {
						s.Fact.Attributes["frequency"] = d.Frequency
					}
				}
			}
			out = append(out, s)
		case ontology.TypeAllergen:
			s := base(m.Assertion, entity.Allergy, m.ConceptID, display, 0.9)
			out = append(out, s)
		case "allergy_word":
			if m.Assertion.Negated && !hasAllergen {
				s := base(m.Assertion, entity.Allergy, noKnownAllergy, "any allergy", 0.9)
				out = append(out, s)
			}
		case ontology.TypeSymptom:
			s := base(m.Assertion, entity.Symptom, m.ConceptID, display, 0.9)
			if site := nearestSite(r.Mentions, i); site != "" {
				s.Fact.Attributes["site"] = l.display(site, "en")
				s.Fact.Display = l.display(site, "en") + " " + display
			}
			if len(r.Times) > 0 {
				s.Fact.ValidFrom = r.Times[0].Start
				s.Fact.Attributes["onset"] = r.Times[0].Start.Format(time.RFC3339)
			}
			if len(r.Durations) > 0 {
				s.Fact.Attributes["duration"] = r.Durations[0].Text
			}
			out = append(out, s)
		}
	}
	// An allergen is an allergy only when an allergy word says so.
	if !hasAllergyWordIn(r.Mentions) {
		kept := out[:0]
		for _, s := range out {
			if s.Fact.Type != entity.Allergy {
				kept = append(kept, s)
			}
		}
		out = kept
	}
	return out
}

// nearestSite returns the body site mentioned closest to mention i in the
// same turn, or "".
func nearestSite(ms []extract.Mention, i int) string {
	best, dist := "", 1<<30
	for j, m := range ms {
		if m.Type != ontology.TypeBodySite || j == i {
			continue
		}
		d := m.Span[0] - ms[i].Span[1]
		if d < 0 {
			d = ms[i].Span[0] - m.Span[1]
		}
		if d < dist && d <= 6 {
			best, dist = m.ConceptID, d
		}
	}
	return best
}

// topics names what a turn is about: the patient's own clinical mentions,
// in English, deduplicated, in order of appearance.
func (l *lexicon) topics(r extract.Result) []string {
	seen := map[string]bool{}
	var out []string
	for i, m := range r.Mentions {
		if m.Assertion.Hypothetical || (m.Assertion.Experiencer != "" && m.Assertion.Experiencer != "patient") {
			continue
		}
		var t string
		switch m.Type {
		case ontology.TypeCondition, ontology.TypeDrug, ontology.TypeVital, ontology.TypeLab, ontology.TypeAllergen:
			t = l.display(m.ConceptID, "en")
		case ontology.TypeSymptom:
			t = l.display(m.ConceptID, "en")
			if site := nearestSite(r.Mentions, i); site != "" && !strings.Contains(t, l.display(site, "en")) {
				t = l.display(site, "en") + " " + t
			}
		default:
			continue
		}
		t = strings.ToLower(t)
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}
