package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// English names a fixed combination by joining its drugs: "ciprofloxacin-
// dexamethasone drops", "budesonide/formoterol", "budesonide with
// formoterol", "an adapalene and benzoyl peroxide gel", "a calcium with
// vitamin D thing". The product is one, which the lexicon may hold under
// another name or not at all; neither part alone is sure to be what the
// patient takes (as combinedName for Chinese).

var (
	// tightJoin joins two drug names into one product's.
	tightJoin = regexp.MustCompile(`^(-|/| ?\+ ?| with | plus )$`)
	// listJoin joins them as a list unless the phrase is one product: "an
	// X and Y gel".
	listJoin = regexp.MustCompile(`^ and $`)
	// productNoun names the one product after the second drug.
	productNoun = regexp.MustCompile(`^ ?(gel|drops?|cream|ointment|inhaler|spray|thing|combination|combo|tablet|pill|capsule|lotion|wash)\b`)
	// topicalNoun names one product put on the body, whose drugs "and"
	// joins as one preparation: "an adapalene and benzoyl peroxide gel". A
	// tablet "and" joins may be a supplement the patient counts as two
	// ("a calcium and vitamin D tablet").
	topicalNoun = regexp.MustCompile(`^ ?(gel|drops?|cream|ointment|spray|lotion|wash|inhaler)\b`)
	// oneArticle opens a phrase that names one product: "an", "a", "the".
	oneArticle = regexp.MustCompile(`\b(a|an|one)\s*$`)
)

// combinedInEnglish reports whether drug mention i is one part of a
// combination named by joining drug names (see above).
func combinedInEnglish(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	isDrug := func(n extract.Mention) bool { return n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass }
	if !isDrug(m) || isHan(m.Text) {
		return false
	}
	for j, n := range x.Mentions {
		if j == i || !isDrug(n) || isHan(n.Text) {
			continue
		}
		first, second := m, n
		if n.Span[1] <= m.Span[0] {
			first, second = n, m
		}
		if second.Span[0] < first.Span[1] || second.Span[0]-first.Span[1] > 6 {
			continue
		}
		gap := tx.between(first.Span[1], second.Span[0])
		after := tx.between(second.Span[1], min(len(tx.runes), second.Span[1]+16))
		before := tx.between(max(0, first.Span[0]-6), first.Span[0])
		switch {
		case tightJoin.MatchString(gap) && strings.TrimSpace(gap) != "with":
			return true
		case strings.TrimSpace(gap) == "with" && (productNoun.MatchString(after) || oneArticle.MatchString(before) || strings.HasSuffix(strings.TrimSpace(before), "'s")):
			// "budesonide with formoterol" after "that's", "a calcium
			// with vitamin D thing"; not "take it with paracetamol".
			return true
		case listJoin.MatchString(gap) && topicalNoun.MatchString(after) && oneArticle.MatchString(before):
			return true
		}
	}
	return false
}
