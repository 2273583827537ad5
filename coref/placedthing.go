package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition is told in English as a thing at a place: "that water bubble
// in my kidney", "that thing with the artery in my temple", "this lump on
// me shin". A demonstrative, a few words of description that name no drug
// and no other concept, a preposition of place and a body site in the same
// clause: a condition of that site, which the lexicon's condition sites
// and topic blocks match against the record (one there is it, two are
// asked about, none is nothing).
var (
	enThingPreps = map[string]bool{"in": true, "on": true, "with": true, "behind": true, "under": true, "near": true, "round": true, "around": true}
	// enThingDets are the demonstratives that point back at a thing; "the"
	// and "my" describe as often as they point ("the veins in my legs").
	enThingDets = map[string]bool{"that": true, "this": true}
	// enThatClause are the words after which "that" opens a clause ("she
	// said that water in my ear…") or compares ("like that"), no thing.
	enThatClause = map[string]bool{"said": true, "says": true, "think": true, "thought": true, "know": true, "knew": true, "hope": true,
		"heard": true, "told": true, "mean": true, "means": true, "so": true, "such": true, "like": true, "sure": true, "worried": true}
)

// placedThingRefs finds the phrases above; the site is the reference's
// topic.
func placedThingRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := range words {
		if !enThingDets[words[k].text] || k > 0 && enThatClause[words[k-1].text] && !(words[k-1].text == "so" && opensTurn(rs, words[k-1].start)) {
			continue // "So that lump…" opens the turn: no "so that"
		}
		// One to three words of description, then the preposition.
		p := -1
		for j := k + 1; j < len(words) && j <= k+4; j++ {
			if enThingPreps[words[j].text] {
				p = j
				break
			}
			if enDrug[words[j].text] || enTopicDrug[words[j].text] {
				break
			}
		}
		if p < k+2 {
			continue
		}
		var site *extract.Mention
		for i := range mentions {
			m := &mentions[i]
			if m.Type == ontology.TypeBodySite && m.Span[0] >= words[p].end && wordsBetween(words, words[p].end, m.Span[0]) <= 4 &&
				sameClause(rs, words[k].start, m.Span[0]) {
				site = m
				break
			}
		}
		if site == nil {
			continue
		}
		span := [2]int{words[k].start, site.Span[1]}
		if overlapsAny(span, taken) || otherMentionWithin(mentions, span, site) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: site.ConceptID})
		taken = append(taken, span)
	}
	return out
}

// wordsBetween counts the words that start in [from, to).
func wordsBetween(words []word, from, to int) int {
	n := 0
	for _, w := range words {
		if w.start >= from && w.start < to {
			n++
		}
	}
	return n
}

// otherMentionWithin reports whether a mention other than site, and other
// than a body site, overlaps span: a symptom, drug or condition the phrase
// names is what it is about.
func otherMentionWithin(mentions []extract.Mention, span [2]int, site *extract.Mention) bool {
	for i := range mentions {
		m := &mentions[i]
		if m == site || m.Type == ontology.TypeBodySite {
			continue
		}
		if m.Span[0] < span[1] && span[0] < m.Span[1] {
			return true
		}
	}
	return false
}

// opensTurn reports whether only spaces or a clause break stand before at.
func opensTurn(rs []rune, at int) bool {
	for i := at - 1; i >= 0; i-- {
		if rs[i] == ' ' {
			continue
		}
		return isClauseBreak(rs[i])
	}
	return true
}
