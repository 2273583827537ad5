package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An allergy told in the first person with a rising voice, written as a
// question (session 69's review 3, E14: "I think I might be allergic to
// sulfa drugs? My mum said I had some reaction as a baby"), was read as a
// question about the drug and reached neither the record nor a claim. It
// is the patient's hedge: the allergy is proposed to a clinician, never
// written as sure. "Am I allergic to sulfa drugs?" still asks.

// risingOpeners open a sentence said as the speaker's own statement.
var risingOpeners = []string{"i think", "i might", "i may", "i'm", "i am", "i've", "i have", "i had", "i was", "i get", "maybe i", "probably"}

// allergyToldRising reports whether drug mention m is the allergen of a
// first-person statement that ends in a question mark: "allergic to" comes
// before it in its clause, so "I'm allergic to amoxicillin, can I take
// cefalexin?" still asks of the cefalexin.
func allergyToldRising(sentence string, m extract.Mention, tx text) bool {
	before := strings.ToLower(tx.between(tx.clauseStart(m.Span[0]), m.Span[0]))
	return startsWithAny(sentence, risingOpeners) != "" && containsAny(before, []string{"allergic to", "allergy to", "allergies to", "react to", "reaction to"})
}
