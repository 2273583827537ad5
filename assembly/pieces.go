package assembly

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// cl100kPieces calls yield with each piece that cl100k_base's split pattern
// cuts valid UTF-8 text into, in order:
//
//	(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
//
// BPE merges only inside a piece, so a text's token count is the sum of
// its pieces' counts, and a piece ("the", " patient", "血压") recurs across
// texts where whole lines do not: counting by piece lets a cache answer
// for text never seen before. The tokenizer library splits with a
// backtracking regexp that allocates a match per piece, half of a context's
// allocations (issue 11); this scanner allocates nothing.
//
// It follows the matcher tiktoken-go generated for the pattern, not the
// pattern's textbook reading, where the two differ: DEL (U+007F) is in
// neither negated class, so it belongs to no piece and, like any character
// no alternative matches at, is skipped; and "\s*[\r\n]+" ends at the run of
// line breaks that starts at the first one, not the last. The tests hold
// the sum of the pieces' counts to the library's count of the whole text.
func cl100kPieces(text string, yield func(piece string)) {
	for p := 0; p < len(text); {
		n := cl100kMatch(text, p)
		if n == 0 {
			_, size := utf8.DecodeRuneInString(text[p:])
			p += size
			continue
		}
		yield(text[p : p+n])
		p += n
	}
}

// cl100kMatch returns the length in bytes of the piece that starts at p,
// or 0 if no alternative of the pattern matches there. The alternatives are
// tried in order and the first that matches wins.
func cl100kMatch(s string, p int) int {
	r0, n0 := utf8.DecodeRuneInString(s[p:])
	// '(?i:s|t|re|ve|m|ll|d): the generated matcher folds ſ (U+017F) to s.
	if r0 == '\'' {
		r1, n1 := utf8.DecodeRuneInString(s[p+n0:])
		r2, n2 := utf8.DecodeRuneInString(s[p+n0+n1:])
		switch r1 {
		case 'S', 'T', 's', 't', 'ſ', 'M', 'm', 'D', 'd':
			return n0 + n1
		case 'R', 'r', 'V', 'v':
			if r2|0x20 == 'e' {
				return n0 + n1 + n2
			}
		case 'L', 'l':
			if r2|0x20 == 'l' {
				return n0 + n1 + n2
			}
		}
	}
	// [^\r\n\p{L}\p{N}]?\p{L}+
	if notBreakLetterNumber(r0) {
		if l := letters(s, p+n0); l > 0 {
			return n0 + l
		}
	} else if unicode.IsLetter(r0) {
		return letters(s, p)
	}
	// \p{N}{1,3}
	if unicode.IsNumber(r0) {
		i := p
		for k := 0; k < 3 && i < len(s); k++ {
			r, n := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsNumber(r) {
				break
			}
			i += n
		}
		return i - p
	}
	// ' ?[^\s\p{L}\p{N}]+[\r\n]*', the space taken atomically.
	i := p
	if r0 == ' ' {
		i++
	}
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !notSpaceLetterNumber(r) {
			break
		}
		j += n
	}
	if j > i {
		for j < len(s) && (s[j] == '\r' || s[j] == '\n') {
			j++
		}
		return j - p
	}
	// The rest start with a run of white space.
	end := p
	runes := 0
	last := 0
	for end < len(s) {
		r, n := utf8.DecodeRuneInString(s[end:])
		if !unicode.IsSpace(r) {
			break
		}
		end += n
		runes++
		last = n
	}
	if runes == 0 {
		return 0
	}
	// \s*[\r\n]+: the greedy run never ends on a line break (a break is
	// white space), so the matcher backs off to the first break in it and
	// takes the breaks that follow.
	if k := strings.IndexAny(s[p:end], "\r\n"); k >= 0 {
		j := p + k
		for j < len(s) && (s[j] == '\r' || s[j] == '\n') {
			j++
		}
		return j - p
	}
	// \s+(?!\S): all of a run that ends the text; otherwise all but its
	// last character, which goes with what follows. \s+ takes a lone one.
	if end == len(s) || runes == 1 {
		return end - p
	}
	return end - last - p
}

// letters returns the length in bytes of the run of letters at i.
func letters(s string, i int) int {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) {
			break
		}
		j += n
	}
	return j - i
}

// notBreakLetterNumber is the class [^\r\n\p{L}\p{N}] as the generated
// matcher has it: without DEL.
func notBreakLetterNumber(r rune) bool {
	return r != '\r' && r != '\n' && r != 0x7f && !unicode.IsLetter(r) && !unicode.IsNumber(r)
}

// notSpaceLetterNumber is the class [^\s\p{L}\p{N}] as the generated
// matcher has it: without DEL.
func notSpaceLetterNumber(r rune) bool {
	return r != 0x7f && !unicode.IsSpace(r) && !unicode.IsLetter(r) && !unicode.IsNumber(r)
}

// pieceCounts remembers the token count of each piece, in two generations
// as Cached does, so that the pieces in use survive and the rest are
// dropped. Safe for concurrent use.
type pieceCounts struct {
	max       int
	mu        sync.RWMutex
	cur, prev map[string]int
}

func newPieceCounts(size int) *pieceCounts {
	return &pieceCounts{max: max(size/2, 1), cur: map[string]int{}}
}

// count returns the token count of text as the sum of its pieces' counts,
// counting a piece not seen before with countPiece.
func (pc *pieceCounts) count(text string, countPiece func(string) int) int {
	total := 0
	cl100kPieces(text, func(piece string) {
		pc.mu.RLock()
		n, ok := pc.cur[piece]
		pc.mu.RUnlock()
		if ok {
			total += n
			return
		}
		pc.mu.Lock()
		n, ok = pc.prev[piece]
		pc.mu.Unlock()
		if !ok {
			n = countPiece(piece)
		}
		pc.mu.Lock()
		if len(pc.cur) >= pc.max {
			pc.prev, pc.cur = pc.cur, make(map[string]int, pc.max)
		}
		// A piece is a substring of text: cloned, so that the cache does
		// not keep every text it saw alive.
		pc.cur[strings.Clone(piece)] = n
		pc.mu.Unlock()
		total += n
	})
	return total
}
