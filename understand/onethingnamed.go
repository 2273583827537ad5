package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A sentence that names the same drug twice is still about one drug:
// "Chloroquine makes me scratch, but that one is not allergy, everybody in
// my family scratches with chloroquine" denies the chloroquine allergy
// (en/r16-en02), where counting two names as two drugs left the sentence's
// denial without an object and the itch written as an allergy.

// oneThingNamed reports whether the mentions at indices found, at least
// one, all name the same concept.
func oneThingNamed(x extract.Result, found []int) bool {
	if len(found) == 0 {
		return false
	}
	for _, k := range found[1:] {
		if x.Mentions[k].ConceptID != x.Mentions[found[0]].ConceptID {
			return false
		}
	}
	return true
}
