package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// harmGoesOn keep a drug's harm going after the stop: "现在还是老低血糖".
var harmGoesOn = []string{"还", "现在", "又", "仍", "依然", "still", "now", "again"}

// harmThatStoppedIt reports whether condition mention i is told, right
// after a drug its sentence stops and with nothing named between, as what
// the drug did ("格列美脲上个月停了，老是低血糖", round 11 zh09): by a word of
// cause, or as a harm the drug's label lists (the label lists symptoms:
// hypoglycaemia as "hypoglycemia_symptoms"). The harm went with the drug,
// unless a word of now keeps it.
func (r *Reader) harmThatStoppedIt(x extract.Result, tx text, i int, stopped map[int]bool) bool {
	m := x.Mentions[i]
	for j := i - 1; j >= 0; j-- {
		d := x.Mentions[j]
		if d.Type == ontology.TypeBodySite {
			continue
		}
		if !stopped[j] || !tx.sameSentence(d, m) {
			return false
		}
		between := strings.ToLower(tx.between(d.Span[1], m.Span[0]))
		rest := strings.ToLower(tx.between(m.Span[1], tx.sentenceEnd(m)))
		if containsAny(between, harmGoesOn) || containsAny(rest, harmGoesOn) {
			return false
		}
		return containsAny(between, causeWords) || r.labelsHarm(d.ConceptID, m.ConceptID)
	}
	return false
}

// labelsHarm reports whether drug's label lists condition cond among its
// side effects, as the symptom of the same name.
func (r *Reader) labelsHarm(drug, cond string) bool {
	c, ok := r.onto.Concept(drug)
	if !ok {
		return false
	}
	name := strings.TrimPrefix(cond, "cond:")
	return slices.Contains(c.SideEffects, "sym:"+name) || slices.Contains(c.SideEffects, "sym:"+name+"_symptoms")
}
