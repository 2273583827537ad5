package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A body site said in the state it is in ("with my chest the way it is",
// "me knee being what it is", "我这膝盖这个样子") is the patient's condition
// there: the state is what the record names. Only with the patient's own
// word before the site: "the wife's chest the way it is" is hers, and
// "bend my knee like this" an action, so "like this" is no such state.
var (
	enAsItIs = []string{"the way it is", "the way they are", "the way it's been", "being what it is", "being what they are",
		"being how it is", "as it is", "as they are", "in the state it's in", "in the state it is"}
	enSiteOwners = map[string]bool{"my": true, "me": true, "ma": true, "mah": true, "mi": true}
	zhAsItIs     = []string{"这个样子", "这样子", "这副样子", "这个情况", "这情况"}
)

// siteAsItIsRefs finds those phrases: a condition reference of the site.
func siteAsItIsRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || !validSpan(m.Span, len(rs)) || insideLongerWord(rs, m) {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		start, end := stateOwner(rs, m), stateAfter(rs, m.Span[1])
		if start < 0 || end == 0 {
			continue
		}
		span := [2]int{start, end}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID})
		taken = append(taken, span)
	}
	return out
}

// stateOwner returns where the patient's own word before the site begins
// ("my", "me", "我这", "俺这"), or -1.
func stateOwner(rs []rune, m extract.Mention) int {
	if ws, w := wordBefore(rs, m.Span[0]); enSiteOwners[strings.ToLower(w)] {
		return ws
	}
	if n := hasSuffixAny(rs[:m.Span[0]], zhSiteOwners); n > 0 {
		return m.Span[0] - n
	}
	return -1
}

// stateAfter returns where a state phrase said right after end ends, or 0.
func stateAfter(rs []rune, end int) int {
	if n := hasPrefixAny(rs[end:], zhAsItIs); n > 0 {
		return end + n
	}
	rest := strings.ToLower(string(rs[end:]))
	for _, p := range enAsItIs {
		if after, ok := strings.CutPrefix(rest, " "+p); ok && (after == "" || !isWordRune([]rune(after)[0])) {
			return end + 1 + len([]rune(p))
		}
	}
	return 0
}
