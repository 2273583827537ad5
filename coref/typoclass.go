package coref

import (
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/ontology"
)

// A class word misspelt ("the new blood thiner", "my cholestral tablets",
// "my inhailer") is found by no matcher, and the turn then holds no
// reference, or only a vaguer one after it ("all my pills"). It is read as
// that class only where one class is close and nothing else is: the words
// are one of the lexicon's English class names (or a name's head and a
// drug noun: "cholesterol" of "cholesterol pill", then "tablets") but for
// one word, long enough not to be another everyday word ("water bill" is
// no "water pill"), starting with the same letter and one or two edits
// away, and no other class has a name as close.

// typoName is one English name of a drug class, as words.
type typoName struct {
	words   []string
	classID string
	// headed: the last word is a drug noun, which any drug noun of the
	// turn may stand for ("cholesterol pill", said "cholesterol tablets").
	headed bool
}

// typoMinLen is the shortest misspelt word read: shorter words are too
// often another word one letter away ("bill", "pull").
const typoMinLen = 6

// typoNames holds the class names by the first byte of their first word:
// a name's first word is matched as said or misspelt with the same first
// letter, so no other name can start at a word. It is read for every word
// of every query.
var typoNames = sync.OnceValue(func() map[byte][]typoName {
	lex, err := ontology.Load()
	if err != nil {
		return nil // the reader fails on the same error first
	}
	var all []typoName
	for _, c := range lex.Concepts() {
		if c.Type != ontology.TypeDrugClass {
			continue
		}
		for _, n := range c.Names {
			lower := strings.ToLower(n.Text)
			if !isLatinWord(lower) || strings.ContainsFunc(lower, func(r rune) bool { return r >= 0x2E80 }) {
				continue
			}
			var ws []string
			for _, w := range splitWords([]rune(lower)) {
				ws = append(ws, w.text)
			}
			if len(ws) == 0 {
				continue
			}
			all = append(all, typoName{words: ws, classID: c.ID, headed: len(ws) > 1 && enDrug[ws[len(ws)-1]]})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].classID < all[j].classID })
	out := map[byte][]typoName{}
	for _, n := range all {
		out[n.words[0][0]] = append(out[n.words[0][0]], n)
	}
	return out
})

// typoClassRefs finds a misspelt class phrase that overlaps nothing taken:
// a class reference, widened to the words before it as a class mention is
// ("the new blood thiner").
func typoClassRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for i := range words {
		classes := map[string]bool{}
		end := -1
		if words[i].text == "" {
			continue
		}
		for _, n := range typoNames()[words[i].text[0]] {
			if e, ok := typoMatch(rs, words, i, n); ok {
				classes[n.classID] = true
				end = e
			}
		}
		if len(classes) != 1 {
			continue // none, or two classes as close: neither
		}
		var classID string
		for id := range classes {
			classID = id
		}
		start, recent := widen(rs, words[i].start)
		span := [2]int{start, words[end].end}
		if overlapsAny(span, taken) || overlapsAny([2]int{words[i].start, words[end].end}, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, ClassID: classID, Recent: recent})
		taken = append(taken, span)
	}
	return out
}

// typoMatch reports whether the words from i are name n with exactly one
// word misspelt, and the index of the last word they take.
func typoMatch(rs []rune, words []word, i int, n typoName) (int, bool) {
	if i+len(n.words) > len(words) {
		return 0, false
	}
	typos := 0
	for j, nw := range n.words {
		w := words[i+j]
		if j > 0 && !spaced(rs, words[i+j-1], w) {
			return 0, false
		}
		switch {
		case w.text == nw:
		case j == len(n.words)-1 && n.headed && enDrug[w.text]:
		case misspelt(w.text, nw):
			typos++
		default:
			return 0, false
		}
	}
	return i + len(n.words) - 1, typos == 1
}

// misspelt reports whether got is want misspelt: long enough, the same
// first letter, one edit away (two for a long word), and not want's
// plural or singular, which is no misspelling.
func misspelt(got, want string) bool {
	// Rejected before anything is allocated: this runs for every word of
	// every query against every class name. Names start with a Latin
	// letter, so a first byte that differs is a first letter that differs,
	// and lengths more than two apart are never two edits away.
	if len(got) < typoMinLen || len(want) < typoMinLen || got[0] != want[0] ||
		abs(utf8.RuneCountInString(got)-utf8.RuneCountInString(want)) > 2 {
		return false
	}
	g, w := []rune(got), []rune(want)
	if len(g) < typoMinLen || len(w) < typoMinLen || got+"s" == want || want+"s" == got {
		return false
	}
	maxEdits := 1
	if len(w) >= 9 {
		maxEdits = 2
	}
	return editDistance(g, w) <= maxEdits
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and swaps of two neighbours, one each.
func editDistance(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
