package extract

import (
	"slices"
	"strings"
)

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
			dropWords(drop, words, i, n)
			found = true
			i += n - 1
			break
		}
	}
	found = dropDegreeWords(text, words, drop) || found
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

// dropWords marks in drop the n words from the i-th, and what follows
// them up to the next word.
func dropWords(drop []bool, words [][2]int, i, n int) {
	for k := words[i][0]; k < words[i+n][0]; k++ {
		drop[k] = true
	}
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
			case o.start == start && o.end == end:
				ok = false // the words as said already make a phrase of their own
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

// degreeWords say how much inside a phrase without changing what it names:
// "I feel very weak" is "I feel weak". A phrase of the lexicon that
// straddles one is still said, and the words stay in the text for what
// reads degree or negation. After a negation they do change it: "not very
// well" and "not really hungry" soften the denial, so they are kept there.
var degreeWords = [][]string{{"a", "little", "bit"}, {"a", "wee", "bit"}, {"a", "bit"}, {"a", "little"}, {"very"}, {"really"},
	{"quite"}, {"pretty"}, {"extremely"}, {"terribly"}, {"awfully"}, {"super"}, {"slightly"}, {"kind", "of"}, {"kinda"},
	{"sort", "of"}}

// sideWords after a determiner say which side a part is on: "ringing in my
// left ear" is ringing in the ear. Elsewhere they are other words ("burning
// right up my chest" is no "burning up").
var (
	sideWords       = [][]string{{"left"}, {"right"}}
	sideDeterminers = []string{"my", "your", "his", "her", "their", "the", "a", "both"}
	negationWords   = []string{"not", "never", "t"} // "t" is what "don't" leaves after its apostrophe
)

// dropDegreeWords marks the degreeWords between two words of text in drop,
// and reports whether it marked any.
func dropDegreeWords(text []rune, words [][2]int, drop []bool) bool {
	found := false
	for i := 1; i < len(words); i++ {
		prev := string(text[words[i-1][0]:words[i-1][1]])
		candidates := degreeWords
		switch {
		case slices.Contains(negationWords, prev) || i >= 2 && slices.Contains(negationWords, string(text[words[i-2][0]:words[i-2][1]])):
			continue // "not feeling very well" is no "not feeling well"
		case slices.Contains(sideDeterminers, prev):
			candidates = append(candidates[:len(candidates):len(candidates)], sideWords...)
		}
		for _, dw := range candidates {
			n := len(dw)
			if i+n >= len(words) || drop[words[i][0]] {
				continue
			}
			same := true
			for k, w := range dw {
				if string(text[words[i+k][0]:words[i+k][1]]) != w || text[words[i+k][0]-1] != ' ' {
					same = false
					break
				}
			}
			if !same || text[words[i+n][0]-1] != ' ' {
				continue
			}
			dropWords(drop, words, i, n)
			found = true
			i += n - 1
			break
		}
	}
	return found
}

// A speech recogniser writes an abbreviation said letter by letter as
// capitals between spaces: "I have chronic A F I B", "a U T I last year".
// The letters are the abbreviation, so a condition's abbreviation of three
// or more letters matches them. Two letters are left alone ("my M G" is a
// grandmother, not myasthenia gravis), as is an abbreviation the lexicon
// holds for two concepts ("C V A"), and anything not a condition ("P C P",
// "M R I"), whose letters stand for too many other things.
const minSpelledLetters = 3

// spelledLetters returns the runs of single capital letters, each followed
// by one space and another such letter, as [start, end) of the run.
func spelledLetters(nt normText) [][2]int {
	capitalAt := func(k int) bool {
		r := nt.orig[nt.src[k]]
		return r >= 'A' && r <= 'Z' && (k == 0 || !isLatin(nt.runes[k-1])) && (k+1 == len(nt.runes) || !isLatin(nt.runes[k+1]))
	}
	var out [][2]int
	for k := 0; k < len(nt.runes); k++ {
		if !capitalAt(k) {
			continue
		}
		end, n := k+1, 1
		for end+1 < len(nt.runes) && nt.runes[end] == ' ' && capitalAt(end+1) {
			end, n = end+2, n+1
		}
		if n >= minSpelledLetters {
			out = append(out, [2]int{k, end})
		}
		k = end
	}
	return out
}

// spelledConditions adds the conditions whose abbreviation is spelled out
// letter by letter (see spelledLetters) to spans.
func (m *Matcher) spelledConditions(nt normText, spans []span) []span {
	for _, run := range spelledLetters(nt) {
		var letters []rune
		for k := run[0]; k < run[1]; k += 2 {
			letters = append(letters, nt.runes[k])
		}
		found := m.dict.scan(letters)
		if len(found) != 1 || found[0].start != 0 || found[0].end != len(letters) || found[0].term < 0 {
			continue
		}
		t := m.terms[found[0].term]
		if t.Type != "condition" || !strings.EqualFold(t.Text, string(letters)) || m.namesTwoConcepts(t) {
			continue
		}
		if !spelledStandsAlone(nt, run[1]) {
			continue
		}
		overlaps := slices.ContainsFunc(spans, func(o span) bool { return o.start < run[1] && o.end > run[0] })
		if !overlaps {
			spans = append(spans, span{start: run[0], end: run[1], term: found[0].term})
		}
	}
	sortSpans(spans)
	return spans
}

// namesTwoConcepts reports whether the lexicon holds t's text for another
// concept as well.
func (m *Matcher) namesTwoConcepts(t Term) bool {
	return slices.ContainsFunc(m.terms, func(o Term) bool { return o.ConceptID != t.ConceptID && strings.EqualFold(o.Text, t.Text) })
}

// afterSpelledCondition are the words that may follow a spelled condition
// and leave it the condition. Before any other word the letters name
// something else the word is of: "an H I V test" is a test, "a P M T halo"
// a brace, neither an illness the patient has.
var afterSpelledCondition = []string{"and", "or", "with", "in", "for", "since", "a", "the", "is", "was", "which", "that", "too", "as",
	"before", "after", "so", "but", "then", "again", "of", "on", "at", "to", "by", "positive", "symptoms", "flare", "flares", "i", "you",
	"he", "she", "we", "they", "it", "my", "your", "now", "yet", "already", "when", "while", "this", "last", "twice", "once", "recently",
	"lately", "present", "diagnosis", "diagnosed"}

// spelledStandsAlone reports whether a spelled abbreviation ending at end
// ends its clause or is followed by a word of afterSpelledCondition.
func spelledStandsAlone(nt normText, end int) bool {
	w, _ := latinWordAt(nt.runes, min(end+1, len(nt.runes)))
	if end >= len(nt.runes) || nt.runes[end] != ' ' || w == "" {
		return true // the end, a comma, a full stop or a question mark
	}
	return slices.Contains(afterSpelledCondition, w)
}
