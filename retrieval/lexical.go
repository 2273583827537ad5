package retrieval

import (
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kljensen/snowball/english"
)

// Sparse is a sparse vector: term ids in ascending order, each with its
// weight. It is the lexical half of a point and of a query.
type Sparse struct {
	Indices []uint32
	Values  []float32
}

// Len returns the number of terms.
func (s Sparse) Len() int { return len(s.Indices) }

// Check reports why s is not a well-formed sparse vector: indices strictly
// ascending, never the reserved EveryPointTerm, one finite positive weight
// each.
func (s Sparse) Check() error {
	if len(s.Indices) != len(s.Values) {
		return fmt.Errorf("sparse vector has %d indices and %d values", len(s.Indices), len(s.Values))
	}
	for i, t := range s.Indices {
		if t == EveryPointTerm {
			return fmt.Errorf("sparse vector uses the reserved term %d", EveryPointTerm)
		}
		if i > 0 && t <= s.Indices[i-1] {
			return fmt.Errorf("sparse vector indices are not strictly ascending at %d", i)
		}
		if v := float64(s.Values[i]); v <= 0 || math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("sparse vector term %d has weight %v, want a finite positive number", t, s.Values[i])
		}
	}
	return nil
}

// EveryPointTerm is a reserved term id that no text produces. A backend
// that counts documents per term stores it on every point, so that the
// document count N of the IDF is the number of points, whatever their text.
const EveryPointTerm uint32 = 0

// BM25 parameters. The document length is normalised against a fixed
// average, not the index's: a document's weights are computed once, when it
// is written, and must not change as others are added, so that every
// backend (Qdrant among them, which only applies IDF at query time) scores
// alike. Turns and summaries are short; 24 terms is their typical length.
const (
	BM25K1         = 1.2
	BM25B          = 0.75
	BM25AvgDocTerm = 24
)

// IDF is the inverse document frequency of a term found in df of n points,
// the formula Qdrant applies with its IDF modifier:
// ln(1 + (n - df + 0.5) / (df + 0.5)).
func IDF(n, df int64) float64 {
	return math.Log(1 + (float64(n)-float64(df)+0.5)/(float64(df)+0.5))
}

// DocumentTerms returns the BM25 document weights of the terms of one
// document: tf·(k1+1) / (tf + k1·(1 − b + b·|d|/avgdl)) per distinct term.
// A lexical search scores a point by Σ query weight · IDF · document
// weight.
func DocumentTerms(terms []string) Sparse {
	counts := termCounts(terms)
	dl := float64(len(terms))
	norm := BM25K1 * (1 - BM25B + BM25B*dl/BM25AvgDocTerm)
	return sparseOf(counts, func(_ uint32, tf int) float32 {
		return float32(float64(tf) * (BM25K1 + 1) / (float64(tf) + norm))
	})
}

// CharacterQueryWeight is the query weight of a term of one Chinese
// character (CharacterTerm); a word or a bigram weighs 1. A question asks
// in other words than the turn that answers it ("我睡眠出了什么问题" for
// "醒了就睡不着"), and in Chinese the characters they share are often all
// they share; but one character says less than a word, so it weighs a
// quarter. On the recall harness's dev split, Chinese recall rose at every
// budget with any weight from 0.1 to 1 (docs/recall.md).
const CharacterQueryWeight = 0.25

// QueryTerms returns the query weights of the terms of a query: 1 per
// distinct term, so a word repeated in a question does not count twice,
// and CharacterQueryWeight for a term of one Chinese character.
func QueryTerms(terms []string) Sparse {
	counts := termCounts(terms)
	chars := map[uint32]bool{}
	for _, t := range terms {
		if CharacterTerm(t) {
			chars[TermID(t)] = true
		}
	}
	return sparseOf(counts, func(id uint32, _ int) float32 {
		if chars[id] {
			return CharacterQueryWeight
		}
		return 1
	})
}

// CharacterTerm reports whether a term is one Chinese character.
func CharacterTerm(t string) bool {
	r, size := utf8.DecodeRuneInString(t)
	return size == len(t) && isCJK(r)
}

func termCounts(terms []string) map[uint32]int {
	counts := make(map[uint32]int, len(terms))
	for _, t := range terms {
		counts[TermID(t)]++
	}
	return counts
}

func sparseOf(counts map[uint32]int, weight func(id uint32, tf int) float32) Sparse {
	s := Sparse{Indices: make([]uint32, 0, len(counts)), Values: make([]float32, 0, len(counts))}
	for id := range counts {
		s.Indices = append(s.Indices, id)
	}
	slices.Sort(s.Indices)
	for _, id := range s.Indices {
		s.Values = append(s.Values, weight(id, counts[id]))
	}
	return s
}

// TermID is the id of a term in sparse vectors: its 32-bit FNV-1a hash,
// never EveryPointTerm. Two terms may share an id; at 2^32 ids a
// patient's few thousand terms rarely do, and a collision only merges two
// terms' counts.
func TermID(term string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(term))
	if id := h.Sum32(); id != EveryPointTerm {
		return id
	}
	return 1
}

// Analyzer turns text into lexical terms. English words are lowercased,
// stop words dropped and the rest stemmed (Snowball English), so "knees"
// finds "knee". Chinese has no spaces: each run of CJK characters gives its
// characters (CharacterTerm, weighed less in a query), its character
// bigrams, and every dictionary term in
// the run (the ontology's names: "氨氯地平", "高血压") as one whole token,
// so a four-character drug name outweighs its three bigrams' chance
// matches. Bigrams of two function characters ("我的", "了吗") are dropped.
type Analyzer struct {
	dict     map[string]bool
	maxRunes int
}

// NewAnalyzer returns an analyzer whose Chinese dictionary holds terms
// (terms without CJK characters, or of one character, are ignored).
func NewAnalyzer(terms []string) *Analyzer {
	a := &Analyzer{dict: map[string]bool{}}
	for _, t := range terms {
		rs := []rune(foldText(t))
		if len(rs) < 2 || !allCJK(rs) {
			continue
		}
		a.dict[string(rs)] = true
		a.maxRunes = max(a.maxRunes, len(rs))
	}
	return a
}

// Terms returns the terms of text, in order.
func (a *Analyzer) Terms(text string) []string {
	var out []string
	a.tokens(text, func(tok string, cjk bool) {
		if cjk {
			out = append(out, tok)
			return
		}
		if english.IsStopWord(tok) || fillerWords[tok] || contractedStopWord(tok) {
			return
		}
		out = append(out, english.Stem(tok, false))
	})
	return out
}

// tokens calls emit for every word of non-CJK text and, for each CJK run,
// its bigrams and dictionary terms.
func (a *Analyzer) tokens(text string, emit func(tok string, cjk bool)) {
	var word strings.Builder
	var run []rune
	flushWord := func() {
		if word.Len() > 0 {
			emit(word.String(), false)
			word.Reset()
		}
	}
	flushRun := func() {
		if len(run) == 0 {
			return
		}
		a.cjkTerms(run, func(t string) { emit(t, true) })
		run = run[:0]
	}
	for _, r := range text {
		r = foldWidth(r)
		switch {
		case isCJK(r):
			flushWord()
			run = append(run, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			flushRun()
			word.WriteRune(unicode.ToLower(r))
		case r == '\'' || r == '’':
			// "don't", "patient's": the apostrophe stays inside the word,
			// so the stop-word list and the stemmer see the whole word.
			if word.Len() > 0 {
				word.WriteRune('\'')
			}
		default:
			flushWord()
			flushRun()
		}
	}
	flushWord()
	flushRun()
}

// cjkTerms emits, for a CJK run, each character that is not a function
// character, the bigrams (but those of two function characters), and each
// dictionary term it contains.
func (a *Analyzer) cjkTerms(run []rune, emit func(string)) {
	for i, r := range run {
		if !functionChars[r] {
			emit(string(r))
		}
		if i+1 < len(run) && !(functionChars[r] && functionChars[run[i+1]]) {
			emit(string(run[i : i+2]))
		}
	}
	if len(a.dict) == 0 {
		return
	}
	for i := range run {
		for n := min(a.maxRunes, len(run)-i); n >= 3; n-- {
			if w := string(run[i : i+n]); a.dict[w] {
				emit(w)
				break
			}
		}
	}
}

// functionChars are Chinese characters that carry grammar, not content: a
// bigram of two of them matches everywhere.
var functionChars = func() map[rune]bool {
	m := map[rune]bool{}
	for _, r := range "的了吗呢吧啊呀嘛哦哈嗯我你他她它们这那是在有和就都也还又很太么什怎个些一不没" {
		m[r] = true
	}
	return m
}()

// fillerWords are spoken fillers that the English stop-word list lacks.
var fillerWords = map[string]bool{
	"um": true, "uh": true, "erm": true, "er": true, "hmm": true, "mm": true, "mhm": true, "ah": true, "oh": true,
	"yeah": true, "yes": true, "ok": true, "okay": true, "right": true, "alright": true, "hi": true, "hello": true,
	"thank": true, "thanks": true, "please": true, "sorry": true, "well": true, "like": true, "just": true, "really": true,
	"actually": true, "basically": true, "sort": true, "kind": true, "bit": true, "yep": true, "yup": true, "nope": true,
	"i'm": true, "it's": true, "that's": true, "don't": true, "i've": true, "you're": true, "i'll": true, "we'll": true,
	"let's": true, "there's": true, "can't": true, "didn't": true, "doesn't": true, "isn't": true, "wasn't": true,
	"go": true, "get": true, "got": true, "know": true, "see": true, "say": true, "said": true, "mean": true, "thing": true,
	"things": true, "going": true, "gonna": true, "want": true, "also": true, "maybe": true, "one": true,
}

// contractedStopWord reports whether tok is a stop word with a contraction
// ("we're", "she'd", "couldn't").
func contractedStopWord(tok string) bool {
	head, tail, ok := strings.Cut(tok, "'")
	return ok && (tail == "t" || tail == "" || english.IsStopWord(head) || fillerWords[head])
}

func foldText(s string) string {
	return strings.Map(func(r rune) rune { return unicode.ToLower(foldWidth(r)) }, s)
}

func allCJK(rs []rune) bool {
	for _, r := range rs {
		if !isCJK(r) {
			return false
		}
	}
	return true
}
