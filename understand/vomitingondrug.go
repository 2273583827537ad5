package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What a drug the patient cannot take would do to them ("I can't take
// codeine, it makes me throw up", "I can't take ramipril, it gives me a
// cough") is why they do not take it, not a complaint now: they are not on
// it. Vomiting joined the side effects that make no allergy
// (sideEffectOnly) in session 42; without this, the vomiting it no longer
// gave the allergy was written as a symptom of today.

// notTakenBefore, right before a drug, says the patient does not take it.
var notTakenBefore = regexp.MustCompile(`\b(?:can't|cannot|can not|don't|won't|couldn't) (?:take|have|tolerate|use)(?: the| any)?\s*$`)

// effectAfter, between the drug and the symptom, tells what the drug does.
var effectAfter = regexp.MustCompile(`^\s*,?\s*(?:as |because |'cause |cos )?(?:it|they|that)? ?(?:makes?|made|gives?|gave) me(?: feel)?\b`)

// effectOfADrugNotTaken reports whether symptom m is what a drug named
// right before it, which the patient says they cannot take, does to them.
func effectOfADrugNotTaken(x extract.Result, tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || d.Span[1] > m.Span[0] || tx.sent[d.Span[0]] != tx.sent[m.Span[0]] {
			continue
		}
		before := tx.between(tx.sentenceStart(d.Span[0]), d.Span[0])
		between := tx.between(d.Span[1], m.Span[0])
		if notTakenBefore.MatchString(before) && effectAfter.MatchString(between) {
			return true
		}
	}
	return false
}
