package understand

import (
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// namesAMemberOf reports whether the turn names a drug of class.
func (r *Reader) namesAMemberOf(class string, x extract.Result) bool {
	for _, m := range drugMentions(x.Mentions) {
		if r.onto.InClass(m.ConceptID, class) {
			return true
		}
	}
	return false
}

// namesAnotherFinding reports whether the turn names a symptom or a
// condition none of asks asked about, other than as when something comes.
func namesAnotherFinding(x extract.Result, tx text, asks []Ask) bool {
	for _, m := range x.Mentions {
		if whenState(tx.before(m)) || m.Assertion.Hypothetical || m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
			continue // "just the odd twinge when I'm stressed": when, not what; "she's got angina herself": hers
		}
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) &&
			!slices.ContainsFunc(asks, func(a Ask) bool { return a.Concept == m.ConceptID }) {
			return true
		}
	}
	return false
}
