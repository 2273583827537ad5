package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "Any chest pain?" "Not really. Sometimes a bit of tightness when I'm
// stressed" names how the chest feels without the chest: the tightness is
// the chest's, which the question placed. It was read as nothing after the
// no, and as the chest pain asked after a bare "A bit of tightness, yes"
// (s42 blind round 7, en06). A tightness word in a clause that names no
// place and does not deny it, answering a question about chest pain, is
// chest tightness; the chest pain the answer's yes alone gave goes, as a
// word said in place of the one asked does ("yes, a sort of tightness").

// tightWord is how a chest tightness is said without the chest.
var tightWord = regexp.MustCompile(`\b(tightness|tight feeling|heaviness)\b`)

// tightDenied denies the tightness in its clause.
var tightDenied = regexp.MustCompile(`\b(no|not|never|without|nor)\b[^,.;!?]*$`)

// tightnessAnswered reads a placeless tightness answering a question about
// chest pain as chest tightness.
func (r *Reader) tightnessAnswered(x extract.Result, tx text, prior []Prior, st []Statement) []Statement {
	if !askedOfThePatientBefore(prior, "sym:chest_pain") {
		return st
	}
	for _, s := range st {
		if s.Concept == "sym:chest_tightness" {
			return st
		}
	}
	lower := tx.str
	loc := tightWord.FindStringIndex(lower)
	if loc == nil {
		return st
	}
	at := len([]rune(lower[:loc[0]]))
	start, end := tx.bounds(tx.clause, at)
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeBodySite && m.Span[0] >= start && m.Span[0] < end {
			return st // "heaviness in my legs": placed
		}
	}
	if tightDenied.MatchString(tx.between(start, at)) {
		return st
	}
	_, painNamed := mentionOf(x, "sym:chest_pain")
	kept := st[:0]
	for _, s := range st {
		if s.Concept == "sym:chest_pain" && !painNamed && !s.Negated {
			continue // the yes was to the tightness, not the pain asked
		}
		kept = append(kept, s)
	}
	return append(kept, Statement{Type: Symptom, Concept: "sym:chest_tightness", Display: r.Display("sym:chest_tightness", "en"),
		Attributes: map[string]string{}, Experiencer: extract.Patient, Confidence: 0.9})
}
