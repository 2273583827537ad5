package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Spoken names come with restarts and searches for the word: "the nitro,
// nitrofurantoin", "the water tablet, what's it, bendro,
// bendroflumethiazide". What is said before the full name is the way to
// it, not a second thing: the start of a name broken off ("nitro", which
// the lexicon also knows as the nitrates) and a class said first, then
// searched for and named.

// wordSearch are the words of a speaker looking for a name.
var wordSearch = regexp.MustCompile(`^(?:(?:what's it|whats it|what's it called|what is it|what's the name|what do you call it|whatsit|um+|erm+|er|uh+|i mean|you know)[ .…—-]*)+$`)

// articles may stand before a name searched for; alone they are only an
// apposition ("a statin, the rosuvastatin"), which names the class too.
var articles = []string{"the", "that", "a", "an", "oh"}

// searchingForName reports whether the words between a class and the drug
// named after it search for the name: fillers, and the start of the name
// broken off ("what's it, bendro,").
func searchingForName(gap string, n extract.Mention) bool {
	name := strings.ToLower(n.Text)
	searched := false
	for _, w := range strings.FieldsFunc(gap, func(r rune) bool { return r == ',' || r == '，' || r == '…' }) {
		w = strings.TrimSpace(w)
		switch {
		case w == "" || slices.Contains(articles, w):
		case len([]rune(w)) >= 3 && len(w) < len(name) && strings.HasPrefix(name, w):
			searched = true // "bendro" before "bendroflumethiazide"
		case wordSearch.MatchString(w):
			searched = true
		default:
			return false
		}
	}
	return searched
}

// falseStart reports whether drug mention i is only the start of the name
// said right after it, with a pause between: "the nitro, nitrofurantoin".
func falseStart(x extract.Result, tx text, i int) bool {
	if i+1 >= len(x.Mentions) {
		return false
	}
	m, n := x.Mentions[i], x.Mentions[i+1]
	if n.Type != ontology.TypeDrug && n.Type != ontology.TypeDrugClass {
		return false
	}
	said, next := strings.ToLower(m.Text), strings.ToLower(n.Text)
	if len([]rune(said)) < 3 || len(said) >= len(next) || !strings.HasPrefix(next, said) || n.Span[0] < m.Span[1] {
		return false
	}
	gap := strings.TrimSpace(tx.between(m.Span[1], n.Span[0]))
	return gap != "" && strings.Trim(gap, " ,，.…—-") == "" || wordSearch.MatchString(strings.Trim(gap, " ,，.…—-"))
}
