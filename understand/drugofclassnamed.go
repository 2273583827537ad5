package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// streetDrugNamed reports whether an answer to a question about a social
// class (recreational drugs) names a drug of that class as used: a social
// concept other than the class with the class's code ("weed now and then,
// nothing else" to "Any recreational drugs?", round 11 en07). The named
// drug answers the class; "nothing else" or "just" deny the others, not the
// class it belongs to. A drug used before ("I used to smoke a bit of weed
// when I was younger… Nothing else", en-t1-011) leaves the denial of now,
// and an answer that denies nothing is read as before (a yes that names
// the drugs keeps the class, en-h1-022).
func (r *Reader) streetDrugNamed(class string, x extract.Result) bool {
	c, ok := r.onto.Concept(class)
	if !ok || c.Type != ontology.TypeSocial || c.Code.Code == "" {
		return false
	}
	for _, m := range x.Mentions {
		if m.ConceptID == class || m.Type != ontology.TypeSocial || m.Assertion.Negated || m.Assertion.Hypothetical || m.Assertion.Historical {
			continue
		}
		if d, ok := r.onto.Concept(m.ConceptID); ok && d.Code == c.Code {
			return true
		}
	}
	return false
}
