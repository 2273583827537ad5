package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "What about chest pains?" "I have had some tightness in my chest, but
// not right now." (MTS-Dialog dev train-535): the answer's "I have" was
// read as a yes to the chest pain asked, and chest pain was written beside
// the tightness the patient told instead. An answer that opens with "I
// have had", "I've had", "I've been having" or "I've got" and goes straight
// on to a finding that is none of those asked tells that finding: it is
// no yes to what was asked, which the answer leaves unsaid. "I have, and
// some tightness too" and "I have had some pain there" stay yes.

// hadThisOpening is all that comes before the finding: "I have had", "I've
// had" and the like, and the few words that may stand before the finding.
var hadThisOpening = regexp.MustCompile(`^(?:i have had|i've had|i have been having|i've been having|i have got|i've got|i had)` +
	`(?: (?:some|a bit of|a little|a little bit of|a|an|this|that|kind of|sort of|like))*\s*$`)

// yesTellsAnother reports whether an answer's "I have had" is followed
// directly by a finding none of asks names (see above).
func (r *Reader) yesTellsAnother(text string, x extract.Result, asks []Ask) bool {
	asked := map[string]bool{}
	for _, a := range asks {
		if a.Type != Symptom && a.Type != Condition {
			return false
		}
		asked[a.Concept] = true
	}
	if len(asked) == 0 || len(x.Mentions) == 0 {
		return false
	}
	tx := newText(text)
	sites := r.attachSites(x, tx)
	for i, m := range x.Mentions {
		if asked[m.ConceptID] || asked[r.composed[[2]string{m.ConceptID, sites[i]}]] {
			return false // "I have had some chest pain", "…some pain in my chest": the one asked
		}
	}
	first := x.Mentions[0]
	if first.Type != ontology.TypeSymptom && first.Type != ontology.TypeCondition || first.Assertion.Negated {
		return false
	}
	return hadThisOpening.MatchString(withoutFillers(tx.between(0, first.Span[0])))
}
