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

// anaphors are the words by which a turn talks on about what the turn
// before it named: "it's worse at night", "那个一直没好".
var anaphors = []string{"it", "it's", "its", "that", "this", "they", "them", "those", "these", "它", "这个", "那个", "这种", "那种"}

// carriedTopics gives a turn that names no topic but speaks through a
// pronoun the topics of the turn before it, if that turn (or, across one
// question, the one before that) named any: "my knee hurts" / "it's worse
// at night" are both about knee pain, so the summary and the window keep
// them together.
func carriedTopics(text string, prior []Prior) []string {
	lower := strings.ToLower(text)
	found := false
	for _, w := range anaphors {
		if w[0] >= 0x80 {
			found = found || strings.Contains(lower, w)
			continue
		}
		for _, f := range strings.FieldsFunc(lower, func(r rune) bool { return !(r == '\'' || r >= 'a' && r <= 'z') }) {
			found = found || f == w
		}
	}
	if !found {
		return nil
	}
	for i := len(prior) - 1; i >= 0 && i >= len(prior)-2; i-- {
		if t := prior[i].Reading.Topics; len(t) > 0 {
			return append([]string(nil), t...)
		}
	}
	return nil
}
