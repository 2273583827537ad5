package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "哆嗦" is shivering with cold, and also the shaking of a tremor: "手抖，
// 嘛，端碗都哆嗦，写字也抖". In a turn that tells a tremor and says nothing
// of cold, it names the tremor again, not chills.

// zhShakeIsTremor reports whether chills mention m is a "哆嗦" of a turn
// that tells a tremor, with no word of cold in its clause.
func zhShakeIsTremor(x extract.Result, tx text, m extract.Mention) bool {
	if !strings.Contains(m.Text, "哆嗦") || strings.ContainsAny(tx.clauseOf(m.Span[0]), "冷凍冻寒") {
		return false
	}
	for _, n := range x.Mentions {
		if n.Type == ontology.TypeSymptom && n.ConceptID == "sym:tremor" && !n.Assertion.Negated {
			return true
		}
	}
	return false
}
