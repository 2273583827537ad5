package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// topics names what a turn is about: the patient's own clinical mentions,
// in English, deduplicated, in order of appearance; a symptom with its site.
func (r *Reader) topics(t Turn, x extract.Result) []string {
	sites := r.attachSites(x, newText(t.Text))
	seen := map[string]bool{}
	var out []string
	for i, m := range x.Mentions {
		if m.Assertion.Hypothetical || (m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient) {
			continue
		}
		var topic string
		switch m.Type {
		case ontology.TypeCondition, ontology.TypeDrug, ontology.TypeVital, ontology.TypeLab, ontology.TypeAllergen:
			topic = r.Display(m.ConceptID, "en")
		case ontology.TypeSymptom:
			topic = r.Display(m.ConceptID, "en")
			if site, ok := sites[i]; ok {
				if specific := r.composed[[2]string{m.ConceptID, site}]; specific != "" {
					topic = r.Display(specific, "en")
				} else if sn := r.Display(site, "en"); !strings.Contains(topic, sn) {
					topic = sn + " " + topic
				}
			}
		default:
			continue
		}
		topic = strings.ToLower(topic)
		if !seen[topic] {
			seen[topic] = true
			out = append(out, topic)
		}
	}
	return out
}
