package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A hedge on an allergy covers what its sentence tells of it: "我好像对海鲜过
// 敏，吃完虾身上会痒，但也不是每次都这样" held the seafood allergy as a claim
// and wrote the shrimp, the same allergy told by what was eaten, as a fact
// (s42 blind round 7).

// hedgeCoversItsSentence makes the patient's allergies told in the
// sentence of an unsure one unsure too.
func hedgeCoversItsSentence(x extract.Result, tx text, out []Statement) []Statement {
	unsure := map[string]bool{}
	for _, s := range out {
		if s.Type == Allergy && s.Uncertain && !s.Negated && s.Experiencer == extract.Patient {
			unsure[s.Concept] = true
		}
	}
	if len(unsure) == 0 {
		return out
	}
	sentences := map[int]bool{}
	for _, m := range x.Mentions {
		if unsure[m.ConceptID] {
			sentences[tx.sent[m.Span[0]]] = true
		}
	}
	covered := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeAllergen && sentences[tx.sent[m.Span[0]]] {
			covered[m.ConceptID] = true
		}
	}
	for i := range out {
		if out[i].Type == Allergy && covered[out[i].Concept] && !out[i].Negated && out[i].Experiencer == extract.Patient {
			out[i].Uncertain = true
		}
	}
	return out
}
