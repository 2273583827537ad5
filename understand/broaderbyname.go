package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/ontology"
)

// A symptom told over without a site ("Swelling's gone", r16-en18, a week
// after "the knee's still pretty swollen") is over at the one place the
// record has it: the gate closes the one narrower symptom it holds. The
// narrower one was found only by the general symptom's display name, and
// "edema" is no word of "knee swelling", so the knee swelling stayed
// active. A symptom is broader than another whose English display holds,
// as whole words, one of its reviewed English names ("swelling" in "knee
// swelling"). Only symptoms: a condition's synonyms ("sugar") name too
// much to fold conditions by.

// broaderByName reports whether the specific symptom's display, padded
// with spaces, holds one of general's reviewed English names as words.
func broaderByName(g ontology.Concept, spaced string) bool {
	if g.Type != ontology.TypeSymptom {
		return false
	}
	for _, n := range g.Names {
		if n.Lang != "en" || n.Provisional || n.Kind != ontology.KindGeneric && n.Kind != ontology.KindSynonym || len(n.Text) < 4 {
			continue
		}
		if strings.Contains(spaced, " "+strings.ToLower(n.Text)+" ") {
			return true
		}
	}
	return false
}
