package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A pain is said over at the follow-up by its own verb denied with the 了 of
// a change, as a dizziness is (zhcomplaintbackoff.go): "上回吃了四五天就不疼
// 了，药就停了" after "右脚大脚趾头疼得走不了路" (s52, followup dev
// fu-zh-y1-004). The verb names no place, so it ends the pain the patient told
// before only when that is one pain: two pains told ("膝盖疼…腰也疼") leave
// it unsaid which is over, and nothing is written. Not read: a clause that
// names a place or a pain itself (read as it stands: "膝盖不疼了"), a
// question, a wish or a denial before it (patientSaysAt), another person's,
// and 疼/痛 again later in the turn ("不疼了，一走路还是疼": one spell over).

var zhPainOff = regexp.MustCompile(`(也|都|就|早就|已经|已經)?(不|没|冇)(再)?(疼|痛)` + zhOffEnd)

// painConcept reports whether concept is a pain: the generic pain or one
// the lexicon composes from it and a place.
func (r *Reader) painConcept(concept string) bool {
	return concept == "sym:pain_symptom" || r.genericOf[concept] == "sym:pain_symptom"
}

// painOffTold appends the one pain the patient told before as over when the
// turn says it off (see above).
func (r *Reader) painOffTold(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	s := tx.str
	loc := zhPainOff.FindStringIndex(s)
	if loc == nil {
		return st
	}
	at := len([]rune(s[:loc[0]]))
	end := len([]rune(s[:loc[1]]))
	if !spokenForSaysAt(tx, at, prior) || strings.ContainsAny(tx.from(end), "疼痛") {
		return st
	}
	cs, ce := tx.bounds(tx.clause, at)
	for _, m := range x.Mentions {
		if m.Span[0] < ce && m.Span[1] > cs && (m.Span[1] <= at || m.Span[0] >= end) && (m.Type == "body_site" || r.painConcept(m.ConceptID)) {
			return st // "膝盖不疼了": the place is named, read as it stands
		}
	}
	var kept []Statement
	for _, y := range st {
		if y.Concept == "sym:pain_symptom" && y.Negated {
			continue // the phrase's own 疼, read as a pain denied
		}
		if r.painConcept(y.Concept) {
			return st
		}
		kept = append(kept, y)
	}
	told := ""
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, y := range p.Reading.Statements {
			if y.Experiencer != extract.Patient || y.Hypothetical || y.Negated || y.Historical || y.Uncertain || !r.painConcept(y.Concept) {
				continue
			}
			if told != "" && told != y.Concept {
				return st // two pains told: which is over is not said
			}
			told = y.Concept
		}
	}
	if told == "" || !complaintToldBefore(told, prior) {
		return st
	}
	return append(kept, Statement{Type: Symptom, Concept: told, Display: r.Display(told, "en"), Attributes: map[string]string{},
		Historical: true, Experiencer: extract.Patient, Confidence: 0.9})
}
