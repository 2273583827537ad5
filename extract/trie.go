package extract

import "slices"

// trie is a rune trie with an int payload at terminal nodes. Its nodes are
// numbers and its edges one map of numbers, with no pointers: the mention
// dictionary has hundreds of thousands of nodes, and as a node per map of
// pointers it was most of memoryd's live heap, which every garbage
// collection had to trace while requests waited.
type trie struct {
	next map[uint64]int32 // edgeKey(node, rune) -> child node
	val  []int32          // node -> payload + 1; 0 means not terminal
	// plurals lets an English key match with a trailing "s"/"es"; it is on
	// for the mention dictionary only.
	plurals bool
}

// root is the node every key starts from.
const root int32 = 0

func newTrie() *trie { return &trie{next: map[uint64]int32{}, val: []int32{0}} }

func edgeKey(n int32, r rune) uint64 { return uint64(uint32(n))<<32 | uint64(uint32(r)) }

// child returns the node after n on r, or -1.
func (t *trie) child(n int32, r rune) int32 {
	if c, ok := t.next[edgeKey(n, r)]; ok {
		return c
	}
	return -1
}

// insert adds key with payload v. The first insert of a key wins.
func (t *trie) insert(key []rune, v int) {
	n := root
	for _, r := range key {
		c := t.child(n, r)
		if c < 0 {
			c = int32(len(t.val))
			t.val = append(t.val, 0)
			t.next[edgeKey(n, r)] = c
		}
		n = c
	}
	if t.val[n] == 0 {
		t.val[n] = int32(v) + 1
	}
}

// longestAt returns the end (exclusive) and payload of the longest key that
// starts at text[i] and respects word boundaries, or (-1, -1).
func (t *trie) longestAt(text []rune, i int) (end, val int) {
	return t.longestWithin(text, i, len(text))
}

// longestWithin is longestAt for keys that end at or before limit.
func (t *trie) longestWithin(text []rune, i, limit int) (end, val int) {
	if i >= len(text) || !startOK(text, i) {
		return -1, -1
	}
	return t.walk(text, i, i, root, limit)
}

// walk is longestWithin from node n at text[from], for the key that
// starts at text[i].
func (t *trie) walk(text []rune, i, from int, n int32, limit int) (end, val int) {
	end, val = -1, -1
	for j := from; j < limit; j++ {
		next := t.child(n, text[j])
		if t.plurals && j > i && text[j-1] == ' ' {
			// "blood in your stools" is "blood in stool": a determiner
			// inside a multi-word English term is skipped. Where a key
			// holds the determiner itself, the skip is tried beside it:
			// "blood in the stool" is a key, and "blood in the sputum" is
			// still "blood in sputum" (s46 blind round 13 en04).
			if k := determinerAt(text, j); k > j && k < limit {
				if next < 0 {
					j = k
					next = t.child(n, text[j])
				} else if e, v := t.walk(text, i, k, n, limit); e > end {
					end, val = e, v
				}
			}
		}
		if next < 0 && t.plurals && j > i {
			// A pause inside a multi-word English term is skipped, "high,
			// um, blood pressure", and so is a restart that says the word
			// before it again: "high blood, uh, blood pressure".
			if k := pauseAt(text, j); k > j && k < limit {
				switch {
				case text[j-1] == ' ':
					j = k
				case t.child(n, ' ') >= 0:
					if r := repeatAt(text, i, j, k); r > k && r < limit {
						j = r // the space after the repeated word
					} else {
						n, j = t.child(n, ' '), k
					}
				}
				next = t.child(n, text[j])
			}
		}
		n = next
		if n < 0 {
			break
		}
		if t.val[n] != 0 {
			if e, ok := endOK(text, i, j+1, t.plurals); ok && e <= limit && e >= end {
				end, val = e, int(t.val[n])-1
			}
		}
	}
	return end, val
}

// determiners may stand inside a multi-word English term: "pain in my
// chest" is "pain in chest".
var determiners = []string{"my ", "your ", "the ", "his ", "her ", "their ", "our ", "a ", "an ", "any ", "some "}

// determinerAt returns where the text after a determiner at j begins, or j.
func determinerAt(text []rune, j int) int {
	for _, d := range determiners {
		if j+len(d) <= len(text) && string(text[j:j+len(d)]) == d {
			return j + len(d)
		}
	}
	return j
}

// fillers are the sounds of a pause in spoken English.
var fillers = []string{"um", "umm", "uh", "uhh", "uhm", "er", "erm", "em", "eh", "ah", "hmm", "mm"}

// pauseAt returns where the text after a pause at j begins, or j: commas,
// spaces and dashes around one filler ("um") or more. A full stop ends a
// sentence, and no term runs across it.
func pauseAt(text []rune, j int) int {
	skip := func(k int) int {
		for k < len(text) && (text[k] == ' ' || text[k] == ',' || text[k] == '-') {
			k++
		}
		return k
	}
	k, said := skip(j), false
	for {
		w := k
		for w < len(text) && isLatin(text[w]) {
			w++
		}
		if w == k || !slices.Contains(fillers, string(text[k:w])) {
			break
		}
		k, said = skip(w), true
	}
	if !said {
		return j
	}
	return k
}

// repeatAt returns the end of the word at k when it repeats the word that
// ends at j (and starts after i), or k.
func repeatAt(text []rune, i, j, k int) int {
	s := j
	for s > i && isLatin(text[s-1]) {
		s--
	}
	n := j - s
	if n == 0 || k+n > len(text) || string(text[s:j]) != string(text[k:k+n]) || k+n < len(text) && isLatin(text[k+n]) {
		return k
	}
	return k + n
}

// span is a half-open range of normalized runes with a payload.
type span struct {
	start, end int
	term       int
}

// sortSpans orders spans by start.
func sortSpans(l []span) {
	for i := 1; i < len(l); i++ {
		for k := i; k > 0 && l[k].start < l[k-1].start; k-- {
			l[k], l[k-1] = l[k-1], l[k]
		}
	}
}

// scan returns the leftmost-longest, non-overlapping matches in text.
func (t *trie) scan(text []rune) []span {
	var out []span
	for i := 0; i < len(text); {
		if e, v := t.longestAt(text, i); e > 0 {
			out = append(out, span{i, e, v})
			i = e
			continue
		}
		i++
	}
	return out
}

// isLatin reports whether r is a letter of an alphabetic script, where words
// are delimited by spaces and a match must not cut a word.
func isLatin(r rune) bool {
	return r < 0x2E80 && (('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || (r >= 0xC0 && r < 0x2E80 && isLetterish(r)))
}

func isLetterish(r rune) bool {
	// Latin-1 supplement through Greek and Cyrillic letters; excludes the
	// multiplication and division signs.
	return r != 0xD7 && r != 0xF7 && r < 0x530
}

func isDigit(r rune) bool { return '0' <= r && r <= '9' }

// startOK reports whether a match may start at text[i]: an alphabetic start
// must not follow a letter, a numeric start must not follow a digit.
func startOK(text []rune, i int) bool {
	if i == 0 {
		return true
	}
	first, prev := text[i], text[i-1]
	if isLatin(first) && isLatin(prev) {
		return false
	}
	if isDigit(first) && (isDigit(prev) || prev == '.') {
		return false
	}
	return true
}

// endOK reports whether a match of text[i:e] may end at e, and where it ends:
// an English word may take a plural "s"/"es" ("headaches" for "headache").
func endOK(text []rune, i, e int, plurals bool) (int, bool) {
	if e >= len(text) {
		return e, true
	}
	last, next := text[e-1], text[e]
	if isDigit(last) && isDigit(next) {
		return 0, false
	}
	if !isLatin(last) || !isLatin(next) {
		return e, true
	}
	// Plurals: "knees", "headaches".
	if plurals && e-i >= 3 {
		if next == 's' && (e+1 >= len(text) || !isLatin(text[e+1])) {
			return e + 1, true
		}
		if next == 'e' && e+1 < len(text) && text[e+1] == 's' && (e+2 >= len(text) || !isLatin(text[e+2])) {
			return e + 2, true
		}
	}
	return 0, false
}
