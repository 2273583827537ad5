package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative typing on the patient's account sets their own habit against
// the patient's: "我自己抽烟，他不抽". The typist's smoking was read, and the
// father's "他不抽" (the verb alone names no habit) was nothing. The clause
// right after the typist's habit, a pronoun of the patient's and the
// habit's verb alone, is the patient's: denied with 不/没, had with 也.

// habitContrast is such a clause: 他/她, 也 or a denial, the verb.
var habitContrast = regexp.MustCompile(`^[，, ]*(?:他|她)(也)?(不|没|从不|从来不|也不)?(抽|吸|喝)(?:的|了)?[。.！!]?\s*$`)

// habitContrasted adds the patient's habit told against the typist's own.
func (r *Reader) habitContrasted(x extract.Result, tx text, prior []Prior, st []Statement) []Statement {
	if typist, _ := typistNow(prior); typist == "" {
		return st
	}
	had := map[string]bool{}
	for _, s := range st {
		if s.Experiencer == extract.Patient {
			had[s.Concept] = true
		}
	}
	var added []Statement
	for _, s := range st {
		verbs := habitAnswerVerbs[s.Concept]
		if s.Experiencer == extract.Patient || s.Negated || len(verbs) == 0 || had[s.Concept] {
			continue
		}
		m, found := mentionOf(x, s.Concept)
		if !found {
			continue
		}
		e := tx.clauseEnd(m.Span[0])
		if e >= len(tx.runes) {
			continue
		}
		g := habitContrast.FindStringSubmatch(tx.between(e, tx.clauseEnd(e+1)))
		if g == nil || !containsAny(g[3], verbs) {
			continue
		}
		negated := g[2] != ""
		if g[1] == "" && !negated {
			continue // "他抽": not set against the typist's
		}
		added = append(added, Statement{Type: s.Type, Concept: s.Concept, Display: r.Display(s.Concept, "en"), Attributes: map[string]string{},
			Negated: negated, Experiencer: extract.Patient, Confidence: 0.9})
		had[s.Concept] = true
	}
	return append(st, added...)
}
