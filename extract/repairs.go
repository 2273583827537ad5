package extract

import "slices"

// Speech repeats a word or two when the speaker restarts a phrase: "any
// problems with your, with your eyesight?", "blood in my, in my urine",
// "the the runny nose". A lexicon phrase that straddles such a restart is
// still the phrase: the first copy is a false start, not words of its own.
// Only an exact repeat of one to three whole words, right after the first
// copy (a comma between is fine), counts; "a bit, a lot" is no repeat.

// maxRepeatWords is the longest restart read as one: longer repeats are
// lists ("left arm, left arm and leg") more often than false starts.
const maxRepeatWords = 3

// withoutRestarts returns text with each restart's first copy (and the
// comma and space after it) left out, and for each rune kept the index of
// the rune it came from, or nil when text holds no restart.
func withoutRestarts(text []rune) ([]rune, []int) {
	words := latinWords(text)
	drop := make([]bool, len(text))
	found := false
	for i := 0; i < len(words); i++ {
		for n := maxRepeatWords; n >= 1; n-- {
			if i+2*n > len(words) || !sameWords(text, words[i:i+n], words[i+n:i+2*n]) || !onlyPauseBetween(text, words[i+n-1][1], words[i+n][0]) {
				continue
			}
			for k := words[i][0]; k < words[i+n][0]; k++ {
				drop[k] = true
			}
			found = true
			i += n - 1
			break
		}
	}
	if !found {
		return nil, nil
	}
	var out []rune
	var idx []int
	for k, r := range text {
		if !drop[k] {
			out = append(out, r)
			idx = append(idx, k)
		}
	}
	return out, idx
}

// latinWords returns the [start, end) of each run of Latin letters.
func latinWords(text []rune) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		if !isLatin(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isLatin(text[j]) {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

func sameWords(text []rune, a, b [][2]int) bool {
	for k := range a {
		if string(text[a[k][0]:a[k][1]]) != string(text[b[k][0]:b[k][1]]) {
			return false
		}
	}
	// Words inside each copy are joined by single spaces, as one phrase.
	for k := 1; k < len(a); k++ {
		if a[k][0] != a[k-1][1]+1 || b[k][0] != b[k-1][1]+1 || text[a[k][0]-1] != ' ' || text[b[k][0]-1] != ' ' {
			return false
		}
	}
	return true
}

// onlyPauseBetween reports whether text[from:to] is a space, or a comma and
// a space: the pause of a restart.
func onlyPauseBetween(text []rune, from, to int) bool {
	gap := string(text[from:to])
	return gap == " " || gap == ", "
}

// mentionsAcrossRestarts adds the mentions whose phrase is broken only by a
// restart (see withoutRestarts) to spans, in place of the shorter ones they
// cover.
func (m *Matcher) mentionsAcrossRestarts(nt normText, spans []span) []span {
	rt, idx := withoutRestarts(nt.runes)
	if rt == nil {
		return spans
	}
	src := make([]int, len(idx))
	for k, i := range idx {
		src[k] = nt.src[i]
	}
	for _, s := range m.findMentions(normText{runes: rt, orig: nt.orig, src: src}) {
		start, end := idx[s.start], idx[s.end-1]+1
		if end-start == s.end-s.start {
			continue // found as it is
		}
		covered, ok := []int{}, true
		for k, o := range spans {
			switch {
			case o.end <= start || o.start >= end:
			case o.start >= start && o.end <= end:
				covered = append(covered, k)
			default:
				ok = false
			}
		}
		if !ok {
			continue
		}
		kept := spans[:0:0]
		for k, o := range spans {
			if !slices.Contains(covered, k) {
				kept = append(kept, o)
			}
		}
		spans = append(kept, span{start: start, end: end, term: s.term})
	}
	sortSpans(spans)
	return spans
}
