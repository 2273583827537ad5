package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A lump the matcher reads with its place ("that lump in my neck", "the
// lump in my breast") and points at with a determiner is the condition
// found there: the record's conditions at the lump's places (signSites),
// as "脖子上那个疙瘩" is. A lump asked after with "a" or "any" points at
// nothing.

// lumpSymptoms are the lumps the lexicon places.
var lumpSymptoms = map[string]bool{"sym:neck_lump": true, "sym:breast_lump": true}

// lumpSaidRefs finds such a lump.
func lumpSaidRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeSymptom || !lumpSymptoms[m.ConceptID] || !validSpan(m.Span, len(rs)) {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient || m.Assertion.Negated {
			continue
		}
		ws, w := wordBefore(rs, m.Span[0])
		if d := strings.ToLower(w); d != "that" && d != "the" && d != "this" {
			continue
		}
		span := [2]int{ws, m.Span[1]}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID})
		taken = append(taken, span)
	}
	return out
}
