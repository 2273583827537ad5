package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A "no" said of one thing asked, then a relative's illness: "Any headache
// or giddiness?" "No headache. Father was also having BP, he expired from
// stroke" (s45 blind round 12 en02) denied the giddiness with the headache.
// The answer leaves what was asked for the family's story, so its no is of
// the thing it names, as when it goes on to tell a little of something
// (boundno.go). "No headache or giddiness. Father had BP" and "No, neither"
// still deny both, and "No headache. Weight's the same." each asked.

// goesOnToAKinsFinding reports whether every sentence after an answer's
// first tells a relative's finding that is none of the things asked. An
// answer that also goes on of the patient ("No blood. My weight's been the
// same. My mom has Crohn's", en-n1-022) may still answer the rest with its
// no: the annotators read it so.
func goesOnToAKinsFinding(text string, x extract.Result, asked map[string]bool) bool {
	ss := sentences(text)
	if len(ss) < 2 {
		return false
	}
	for _, s := range ss[1:] {
		if !tellsAKinsFinding(s, x, asked) {
			return false
		}
	}
	return true
}

// tellsAKinsFinding reports whether sentence s names a relative's finding
// that is none of the things asked.
func tellsAKinsFinding(s sentence, x extract.Result, asked map[string]bool) bool {
	for _, m := range x.Mentions {
		if !s.in(m.Span) || asked[m.ConceptID] || m.Assertion.Negated {
			continue
		}
		if m.Type != ontology.TypeCondition && m.Type != ontology.TypeSymptom && m.Type != ontology.TypeVital {
			continue
		}
		if who := m.Assertion.Experiencer; who != "" && who != extract.Patient && who != extract.Other {
			return true
		}
	}
	return false
}
