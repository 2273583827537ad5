package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// ownCues are the words that make a clause tell an allergen's allergy by
// itself ("I can't take sulfa drugs", "头孢不能用", "penicillin gives me a
// rash"): a reaction told after it, of a later drug, is not its own.
var ownCues = slices.Concat(weakCues, bareWeakCues, allergyCues, notTakenCues)

// reactionOf reports whether reaction mention rm, in allergen m's part, is
// m's. A reaction belongs to the allergen of its own clause: in "I can't
// take sulfa drugs, and penicillin brings me out in hives" the hives are
// the penicillin's, and in "penicillin gives me a rash and codeine makes
// me itch" the itch is the codeine's. Allergens listed together
// ("penicillin and codeine make me itch", "青霉素、头孢都会起疹子") share it.
func reactionOf(x extract.Result, tx text, m, rm extract.Mention) bool {
	var other *extract.Mention // the first other allergen between m and rm
	before := false            // another allergen before rm, when rm is before m
	for k := range x.Mentions {
		d := x.Mentions[k]
		if d.Span == m.Span || tx.part[d.Span[0]] != tx.part[m.Span[0]] ||
			d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass && d.Type != ontology.TypeAllergen {
			continue
		}
		if d.Span[0] >= m.Span[1] && d.Span[1] <= rm.Span[0] && other == nil {
			other = &x.Mentions[k]
		}
		before = before || d.Span[1] <= rm.Span[0]
	}
	if rm.Span[0] < m.Span[0] {
		return !before // told before m: the reaction of the allergen before it, if any
	}
	if other == nil {
		return true
	}
	between := tx.between(m.Span[1], other.Span[0])
	if containsAny(between, weakCues) || containsAny(between, bareWeakCues) {
		return false // "penicillin gives me a rash and codeine…"
	}
	// "I can't take sulfa drugs, and penicillin…": m's clause, told in
	// full, ends before the other's.
	return tx.clause[m.Span[0]] == tx.clause[other.Span[0]] || !containsAny(tx.clauseOf(m.Span[0]), ownCues)
}

// swellCues name the reaction themselves, with no symptom of the lexicon
// after them: "Penicillin, it makes me swell up", "阿司匹林一吃就肿".
var swellCues = []string{"swell up", "swells up", "swelled up", "swelling up", "swollen up", "puffed up", "puff up", "puffs up",
	"会肿", "就肿", "肿起来"}

// cueReaction returns the reaction a swelling cue of m's part names, when
// the cue is m's own (as reactionOf tells), or "".
func cueReaction(x extract.Result, tx text, m extract.Mention) string {
	start, end := tx.bounds(tx.part, m.Span[0])
	part := tx.between(start, end)
	for _, w := range swellCues {
		if i := strings.Index(part, w); i >= 0 {
			at := start + len([]rune(part[:i]))
			if reactionOf(x, tx, m, extract.Mention{Span: [2]int{at, at + len([]rune(w))}}) {
				return "swelling"
			}
		}
	}
	return ""
}
