package understand

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// allergyWords are the generic words that make an allergen mention an
// allergy ("我对青霉素过敏") and, alone and negated, record "no known
// allergies" ("我没有过敏").
var allergyWords = []string{"过敏", "过敏史", "过敏反应", "allergy", "allergies", "allergic", "drug allergy", "drug allergies"}

// allergyWordType is the mention type of an allergy word.
const allergyWordType = "allergy_word"

// NoKnownAllergy is the concept of a negated generic allergy statement.
const NoKnownAllergy = "allergy:any"

// allergyCondition is the ontology's generic "allergy" condition; in a turn
// it plays the part of an allergy word, not of a diagnosis.
const allergyCondition = "cond:allergy"

// IsAllergyWord reports whether a mention says "allergy" itself, alone
// ("过敏") or fused with its allergen ("青霉素过敏"). Such mentions are
// read, not shown as concepts of their own.
func IsAllergyWord(m extract.Mention) bool {
	if m.Type == allergyWordType || m.ConceptID == allergyCondition {
		return true
	}
	t := strings.ToLower(m.Text)
	return m.Type == ontology.TypeAllergen && (strings.Contains(t, "过敏") || strings.Contains(t, "allerg"))
}

func hasAllergyWordIn(ms []extract.Mention) bool {
	for _, m := range ms {
		if IsAllergyWord(m) {
			return true
		}
	}
	return false
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

// statements turns extraction results into statements about the patient.
// The assistant's words are the model's, not evidence: they yield mentions
// and topics but no statements.
func (r *Reader) statements(t Turn, x extract.Result) []Statement {
	runes := []rune(t.Text)
	var out []Statement
	measured := map[int]bool{}
	hasAllergen := false
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeAllergen {
			hasAllergen = true
		}
	}
	base := func(a extract.Assertion, typ, concept, display string, conf float64) Statement {
		return Statement{Type: typ, Concept: concept, Display: display, Attributes: map[string]string{},
			Negated: a.Negated, Uncertain: a.Uncertain, Historical: a.Historical, Hypothetical: a.Hypothetical,
			Relayed: a.Relayed, Experiencer: experiencer(a, t.Speaker), Confidence: conf}
	}
	for _, ms := range x.Measurements {
		measured[ms.Mention] = true
		s := base(ms.Assertion, Observation, ms.ConceptID, r.Display(ms.ConceptID, "en"), 0.95)
		vals := make([]string, len(ms.Values))
		for i, v := range ms.Values {
			vals[i] = strconv.FormatFloat(v, 'f', -1, 64)
		}
		s.Attributes["value"] = strings.Join(vals, "/")
		s.Attributes["unit"] = ms.Unit
		s.Display = fmt.Sprintf("%s %s %s", s.Display, s.Attributes["value"], ms.Unit)
		out = append(out, s)
	}
	for i, m := range x.Mentions {
		display := r.Display(m.ConceptID, "en")
		tail := clause(runes, m.Span[1])
		switch m.Type {
		case ontology.TypeCondition:
			if m.ConceptID == allergyCondition {
				if m.Assertion.Negated && !hasAllergen {
					out = append(out, base(m.Assertion, Allergy, NoKnownAllergy, "any allergy", 0.9))
				}
				continue
			}
			s := base(m.Assertion, Condition, m.ConceptID, display, 0.9)
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
			s := base(m.Assertion, Condition, cond, r.Display(cond, "en"), 0.9)
			s.Resolves, s.Negated = true, false
			out = append(out, s)
		case ontology.TypeDrug:
			if hasAllergyWordIn(x.Mentions) && containsAny(clauseAround(runes, m.Span), []string{"过敏", "allerg"}) {
				// "allergic to penicillin": the drug names an allergy.
				a := r.allergenFor(m.ConceptID, m.Text)
				out = append(out, base(m.Assertion, Allergy, a, r.Display(a, "en"), 0.9))
				continue
			}
			s := base(m.Assertion, Medication, m.ConceptID, display, 0.9)
			if containsAny(clauseAround(runes, m.Span), stopWords) {
				s.Status, s.Negated = Stopped, false
			}
			for _, d := range x.Doses {
				if d.Mention == i {
					if d.Value > 0 {
						s.Attributes["dose"] = strings.TrimSpace(strconv.FormatFloat(d.Value, 'f', -1, 64) + " " + d.Unit)
					}
					if d.Frequency != "" {
						s.Attributes["frequency"] = d.Frequency
					}
				}
			}
			out = append(out, s)
		case ontology.TypeAllergen:
			out = append(out, base(m.Assertion, Allergy, m.ConceptID, display, 0.9))
		case allergyWordType:
			if m.Assertion.Negated && !hasAllergen {
				out = append(out, base(m.Assertion, Allergy, NoKnownAllergy, "any allergy", 0.9))
			}
		case ontology.TypeSymptom:
			s := base(m.Assertion, Symptom, m.ConceptID, display, 0.9)
			if site := nearestSite(x.Mentions, i); site != "" {
				s.Attributes["site"] = r.Display(site, "en")
				s.Display = r.Display(site, "en") + " " + display
			}
			if len(x.Times) > 0 {
				onset := x.Times[0].Start
				s.Onset = &onset
				s.Attributes["onset"] = onset.Format(time.RFC3339)
			}
			if len(x.Durations) > 0 {
				s.Attributes["duration"] = x.Durations[0].Text
			}
			out = append(out, s)
		}
	}
	// An allergen is an allergy only when an allergy word says so.
	if !hasAllergyWordIn(x.Mentions) {
		kept := out[:0]
		for _, s := range out {
			if s.Type != Allergy {
				kept = append(kept, s)
			}
		}
		out = kept
	}
	return out
}

// OtherPerson is the Experiencer of a statement about someone who is
// neither the patient nor a blood relative: it writes nothing.
const OtherPerson = "other"

// experiencer is who a mention is about, given who spoke: the patient, a
// blood relative (whose findings are family history), or OtherPerson.
func experiencer(a extract.Assertion, speaker string) string {
	switch {
	case extract.BloodRelative(a.Experiencer):
		return a.Experiencer
	case !aboutPatient(a, speaker):
		return OtherPerson
	}
	return extract.Patient
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
func (r *Reader) topics(x extract.Result) []string {
	seen := map[string]bool{}
	var out []string
	for i, m := range x.Mentions {
		if m.Assertion.Hypothetical || (m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient) {
			continue
		}
		var t string
		switch m.Type {
		case ontology.TypeCondition, ontology.TypeDrug, ontology.TypeVital, ontology.TypeLab, ontology.TypeAllergen:
			t = r.Display(m.ConceptID, "en")
		case ontology.TypeSymptom:
			t = r.Display(m.ConceptID, "en")
			if site := nearestSite(x.Mentions, i); site != "" && !strings.Contains(t, r.Display(site, "en")) {
				t = r.Display(site, "en") + " " + t
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
