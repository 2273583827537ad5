package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "The wound" after an operation the consultation has named ("since your
// hysterectomy… The wound is a bit sore when I cough") is the operation's
// cut, expected and healing: what is wrong with it (sore, red, oozing) is
// the finding, not a wound of its own. A wound the patient came with (a
// cut, a bite, "it went through the side of my hand") is one.

// surgicalWound reports whether wound mention m names, with "the" or a
// possessive, the cut of an operation named in this turn or the four
// before it.
func surgicalWound(x extract.Result, tx text, m extract.Mention, prior []Prior) bool {
	if m.ConceptID != "sym:wound" || !endsWithAny(strings.TrimRight(tx.before(m), " "), []string{"the", "my", "your", "her", "his", "op", "operation", "surgical", "caesar", "c-section"}) {
		return false
	}
	operated := func(ms []extract.Mention) bool {
		for _, n := range ms {
			if n.Type == ontology.TypeProcedure && !n.Assertion.Negated && !n.Assertion.Hypothetical && n.Assertion.Experiencer == extract.Patient {
				return true
			}
		}
		return false
	}
	if operated(x.Mentions) {
		return true
	}
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-4; k-- {
		if operated(prior[k].Reading.Extract.Mentions) {
			return true
		}
	}
	return false
}
