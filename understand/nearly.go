package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition one is "almost" in ("逼得我快抑郁了", "都快得胃病了") is not had:
// it is said to tell how bad things are, and at most hints at something a
// clinician should ask about.

// nearlyBefore, right before a condition followed by 了, say it is almost
// reached, not reached.
var nearlyBefore = []string{"快", "快要", "都快", "就快", "差点", "差点儿", "差一点", "几乎"}

// nearlyConditions makes uncertain the conditions the patient says they
// are almost in.
func nearlyConditions(x extract.Result, tx text, out []Statement) []Statement {
	nearly := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeCondition || m.Assertion.Negated {
			continue
		}
		before := tx.between(max(0, m.Span[0]-3), m.Span[0])
		before = strings.TrimSuffix(before, "得") // "快得胃病了"
		if endsWithAny(before, nearlyBefore) && strings.HasPrefix(tx.after(m), "了") {
			nearly[m.ConceptID] = true
		}
	}
	for i, s := range out {
		if nearly[s.Concept] && !s.Negated && s.Experiencer == extract.Patient {
			out[i].Uncertain = true
		}
	}
	return out
}
