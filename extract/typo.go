package extract

// Typo tolerance: a Latin word that matches no term may be a term misspelt
// by one edit ("metforman", "amoxicilin", "ibuprofin"). Only long words are
// tried, so that everyday words are not read as terms: six letters for a
// drug, whose names are distinctive, and eight for anything else. The first
// two letters must be right, as they nearly always are in a misspelling and
// rarely are in an everyday word next to a term ("faster" is not "Foster",
// "dancer" not "cancer"). A typo match must be unique.

const (
	typoMinDrug  = 6
	typoMinOther = 8
)

// hanTypoMin is the shortest Chinese drug name read through a wrong
// character ("二甲双呱", "阿托伐他丁"); the first two characters must be right.
const hanTypoMin = 4

// hanTypoIndex maps a Chinese drug name with one character, after its
// first two, replaced by a wildcard, to its term.
type hanTypoIndex map[string][]int

func newHanTypoIndex(terms []Term, norm func(string) []rune) hanTypoIndex {
	ix := hanTypoIndex{}
	for i, t := range terms {
		w := norm(t.Text)
		if t.Type != "drug" || t.NoTypo || len(w) < hanTypoMin || !allHan(w) {
			continue
		}
		for k := 2; k < len(w); k++ {
			key := string(w[:k]) + "\x00" + string(w[k+1:])
			ix[key] = append(ix[key], i)
		}
	}
	return ix
}

func allHan(w []rune) bool {
	for _, r := range w {
		if r < 0x4E00 || r > 0x9FFF {
			return false
		}
	}
	return true
}

// hanTypos finds Chinese drug names written with one wrong character in
// the runs of text no span covers; a match must be unique.
func (m *Matcher) findHanTypos(nt normText, covered []bool) []span {
	var out []span
	text := nt.runes
	for s := 0; s < len(text); s++ {
		best := -1
		bestEnd := 0
		for n := 8; n >= hanTypoMin; n-- {
			e := s + n
			if e > len(text) || !allHan(text[s:e]) || anyCovered(covered, s, e) {
				continue
			}
			cands := map[string]int{}
			for k := 2; k < n; k++ {
				key := string(text[s:s+k]) + "\x00" + string(text[s+k+1:e])
				for _, t := range m.hanTypos[key] {
					cands[m.terms[t].ConceptID] = t
				}
			}
			if len(cands) == 1 {
				for _, t := range cands {
					best, bestEnd = t, e
				}
				break
			}
		}
		if best >= 0 {
			out = append(out, span{s, bestEnd, best})
			for k := s; k < bestEnd; k++ {
				covered[k] = true
			}
			s = bestEnd - 1
		}
	}
	return out
}

func anyCovered(covered []bool, s, e int) bool {
	for k := s; k < e; k++ {
		if covered[k] {
			return true
		}
	}
	return false
}

// typoIndex maps every one-letter deletion of a single-word term (and the
// term itself) to the terms it comes from.
type typoIndex map[string][]int

func newTypoIndex(terms []Term, norm func(string) []rune) typoIndex {
	ix := typoIndex{}
	for i, t := range terms {
		if t.CaseSensitive || t.NoTypo {
			continue
		}
		w := norm(t.Text)
		if !typoEligible(w, t.Type) {
			continue
		}
		ix.add(string(w), i)
		for k := range w {
			ix.add(string(w[:k])+string(w[k+1:]), i)
		}
	}
	return ix
}

func (ix typoIndex) add(key string, term int) {
	for _, t := range ix[key] {
		if t == term {
			return
		}
	}
	ix[key] = append(ix[key], term)
}

// typoEligible reports whether a term's normalized text is one Latin word
// long enough for typo matching.
func typoEligible(w []rune, typ string) bool {
	min := typoMinOther
	if typ == "drug" {
		min = typoMinDrug
	}
	if len(w) < min {
		return false
	}
	for _, r := range w {
		if !isLatin(r) {
			return false
		}
	}
	return true
}

// lookup returns the one term within one edit (insertion, deletion or
// substitution) of word, or -1 when there is none or more than one word.
func (ix typoIndex) lookup(word []rune, terms []Term, norm func(string) []rune) int {
	found := -1
	consider := func(cands []int) bool {
		for _, c := range cands {
			w := norm(terms[c].Text)
			if !typoEligible(w, terms[c].Type) || len(word) < min(len(w), typoMinDrug) || editDistance1(word, w) != 1 || onlyTrailingS(word, w) ||
				word[0] != w[0] || word[1] != w[1] {
				continue
			}
			if found >= 0 && terms[found].ConceptID != terms[c].ConceptID && string(norm(terms[found].Text)) != string(w) {
				found = -2 // ambiguous
				return false
			}
			// One word that names two concepts ("penicillin", the drug and
			// the allergen) is one word misspelt: the drug's term wins, as
			// the word said right would be read as the drug first.
			if found < 0 || terms[found].Type != "drug" && terms[c].Type == "drug" {
				found = c
			}
		}
		return true
	}
	if !consider(ix[string(word)]) {
		return -1
	}
	for k := range word {
		if !consider(ix[string(word[:k])+string(word[k+1:])]) {
			return -1
		}
	}
	if found < 0 {
		return -1
	}
	return found
}

// onlyTrailingS reports whether two words differ by a final "s" alone: a
// plural or a possessive, or a surname ("Laura Parkinson"), not a typo.
func onlyTrailingS(a, b []rune) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(b) == len(a)+1 && b[len(b)-1] == 's' && string(b[:len(a)]) == string(a)
}

// editDistance1 reports 1 when a and b differ by exactly one insertion,
// deletion or substitution, 0 when equal, and 2 otherwise.
func editDistance1(a, b []rune) int {
	if len(a) > len(b) {
		a, b = b, a
	}
	switch len(b) - len(a) {
	case 0:
		diff := 0
		for i := range a {
			if a[i] != b[i] {
				diff++
			}
		}
		return min(diff, 2)
	case 1:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		if string(a[i:]) == string(b[i+1:]) {
			return 1
		}
	}
	return 2
}

// typoMentions finds the single Latin words of text that no span covers and
// that are one edit from a term.
func (m *Matcher) typoMentions(nt normText, spans []span) []span {
	covered := coveredBy(len(nt.runes), spans)
	han := m.findHanTypos(nt, covered)
	if len(m.typos) == 0 {
		return han
	}
	norm := func(s string) []rune { return m.norm(s).runes }
	var out []span
	for i := 0; i < len(nt.runes); {
		if !isLatin(nt.runes[i]) {
			i++
			continue
		}
		j := i
		for j < len(nt.runes) && (isLatin(nt.runes[j]) || nt.runes[j] == '\'') {
			j++
		}
		word := nt.runes[i:j]
		// A possessive or contraction keeps its word: "metforman's".
		w := word
		if n := len(w); n > 2 && w[n-2] == '\'' && w[n-1] == 's' {
			w = w[:n-2]
		}
		free := true
		for k := i; k < j; k++ {
			free = free && !covered[k]
		}
		if free && len(w) >= typoMinDrug && !spelledRight[string(w)] {
			if t := m.typos.lookup(w, m.terms, norm); t >= 0 {
				out = append(out, span{i, i + len(w), t})
			}
		}
		i = j
	}
	return append(out, han...)
}

// spelledRight are medical words the lexicon lacks that lie one edit from a
// term: written as they are, they name something else ("cervical
// dysplasia" is no dysphasia).
var spelledRight = map[string]bool{"dysplasia": true, "dysplasias": true, "dysplastic": true}

// coveredBy marks, of n runes, those inside one of spans.
func coveredBy(n int, spans []span) []bool {
	covered := make([]bool, n)
	for _, s := range spans {
		for k := s.start; k < s.end; k++ {
			covered[k] = true
		}
	}
	return covered
}
