package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A complaint the patient says they do not have any more was had, and is
// over: "I'm not falling asleep at my desk anymore, feel like a new man"
// (s49 blind round 18 en09, at the follow-up, after "Still dozing off at
// my desk" at the first visit), "I don't get headaches any more", "I no
// longer get the cramps". Read as denied, it wrote a refuted sleepiness
// beside the active one of the first visit, which stayed current; it is
// now read as over, as "the headaches are gone" is, so that it closes
// the one recorded. Only the patient's own symptom, in a clause that says
// "anymore", "any more" or "no longer": "I never had headaches before"
// stays denied, and a condition is a clinician's to close.

// noLongerHad say, in the clause, that what it denies was had.
var noLongerHad = []string{"anymore", "any more", "no longer"}

// notAnymore turns a patient's symptom denied as no longer had into one
// that is over (see above).
func notAnymore(x extract.Result, tx text, sts []Statement) []Statement {
	for i, s := range sts {
		if s.Type != Symptom || !s.Negated || !s.Historical || s.Uncertain || s.Hypothetical || s.Experiencer != extract.Patient {
			continue
		}
		for _, m := range x.Mentions {
			if m.ConceptID != s.Concept || m.Type != ontology.TypeSymptom || !m.Assertion.Negated {
				continue
			}
			if containsAny(strings.ToLower(tx.clauseOf(m.Span[0])), noLongerHad) {
				sts[i].Negated = false
				break
			}
		}
	}
	return sts
}
