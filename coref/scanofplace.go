package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A scan names no group of conditions as a gastroscopy does (found.go): a
// scan, an ultrasound or an X-ray of a place finds what is at that place.
// "The thing they found on the scan of my liver" is the record's condition
// of the liver, as "the liver thing" is (en-dev38-018: the fatty liver, not
// the diabetes). Without the place ("the thing they found on the scan")
// the scan chooses nothing.
var enScanOf = regexp.MustCompile(`(?:scan|scans|ultrasound|x-ray|xray|x ray|mri|ct|ct scan|pictures?) of (?:the |my |me |ma |her |his )?$`)

// scanOfPlaceRefs finds an enFoundHead phrase whose test is a scan of a
// body site, and gives it that site as its topic.
func scanOfPlaceRefs(rs, lower []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || !validSpan(m.Span, len(rs)) {
			continue
		}
		before := string(lower[max(0, m.Span[0]-100):m.Span[0]])
		loc := enScanOf.FindStringIndex(before)
		if loc == nil {
			continue
		}
		head := enFoundHead.FindStringIndex(before[:loc[0]])
		if head == nil {
			continue
		}
		start := m.Span[0] - utf8.RuneCountInString(before[head[0]:])
		r := Reference{Span: [2]int{start, m.Span[1]}, Kind: KindCondition, Topic: m.ConceptID}
		if overlapsAny(r.Span, taken) || strings.TrimSpace(before[head[1]:loc[0]]) != "" {
			continue
		}
		out = append(out, r)
		taken = append(taken, r.Span)
	}
	return out
}
