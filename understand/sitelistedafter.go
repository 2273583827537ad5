package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A question may name a symptom at one site by the lexicon's own term and
// list more sites after it: "Any headaches, blurry vision, or swelling in
// your hands or face?" (asked/en-x1-008), where "swelling in your hands" is
// the lexicon's hand swelling and "face" is left a bare site. listedSites
// reads such a list only after a generic symptom ("swelling to your lips,
// tongue, or throat"). sitesListedAfter reads it after a site-specific
// one: each body site that follows it, joined to it by nothing but "or",
// "and", commas and determiners, is asked with the same generic symptom
// (the face's swelling). A site with other words between ("swelling in
// your hands when you wake, or your face feels tight") is not taken.

// listJoinWords may stand between a symptom and the sites listed after it.
var listJoinWords = map[string]bool{"or": true, "and": true, "your": true, "the": true, "my": true, "both": true, "either": true, "in": true}

// sitesListedAfter returns the specific symptom at each body site listed
// right after m, a site-specific symptom, or nil.
func (r *Reader) sitesListedAfter(x extract.Result, tx text, m extract.Mention) []string {
	generic, _ := r.genericAndSite(m.ConceptID)
	if generic == "" {
		return nil
	}
	var out []string
	end := m.Span[1]
	for _, s := range x.Mentions {
		if s.Span[0] < end {
			continue
		}
		if s.Type != ontology.TypeBodySite || tx.part[s.Span[0]] != tx.part[m.Span[0]] || !onlyListJoins(tx.between(end, s.Span[0])) {
			break
		}
		c := r.composed[[2]string{generic, s.ConceptID}]
		if c == "" || c == m.ConceptID {
			break
		}
		out = append(out, c)
		end = s.Span[1]
	}
	return out
}

// genericAndSite returns the generic symptom and site that concept is
// composed of, or "".
func (r *Reader) genericAndSite(concept string) (string, string) {
	for k, c := range r.composed {
		if c == concept && r.isGeneric(k[0]) {
			return k[0], k[1]
		}
	}
	return "", ""
}

// onlyListJoins reports whether between is made only of list joins,
// commas and spaces, and holds an "or", "and" or comma.
func onlyListJoins(between string) bool {
	joined := strings.Contains(between, ",")
	for _, w := range strings.Fields(strings.ReplaceAll(strings.ToLower(between), ",", " ")) {
		if !listJoinWords[w] {
			return false
		}
		joined = joined || w == "or" || w == "and"
	}
	return joined
}
