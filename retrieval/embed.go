package retrieval

import (
	"context"
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"unicode"
)

// DefaultDim is the dimension of the builtin embedder when none is configured.
const DefaultDim = 384

// Builtin is the offline embedder: feature hashing of normalized tokens into
// a fixed dimension. It needs no model and no network, and it is
// deterministic: the same text always gives the same vector, on every
// machine and in every release that keeps this tokenization.
//
// Tokens are lowercase words of letters and digits, and for CJK text the
// character unigrams and bigrams of each run of CJK characters (the approach
// of Lucene's CJKAnalyzer), so that "膝盖疼" and "膝盖又疼了" share "膝", "盖",
// "疼" and "膝盖" without a segmenter. Each token is hashed with 64-bit FNV-1a;
// the hash picks a dimension and a sign (signed hashing keeps collisions from
// adding up to a bias), and the result is L2-normalized, so the dot product
// of two vectors is their cosine similarity.
type Builtin struct {
	dim int
}

var _ Embedder = (*Builtin)(nil)

// NewBuiltin returns the builtin embedder with dimension dim, or DefaultDim
// if dim is not positive.
func NewBuiltin(dim int) *Builtin {
	if dim <= 0 {
		dim = DefaultDim
	}
	return &Builtin{dim: dim}
}

// Dim returns the vector dimension.
func (b *Builtin) Dim() int { return b.dim }

// Embed returns one vector per text. It never fails except when ctx is
// done. A text without tokens (empty, or only punctuation) gives the zero
// vector.
func (b *Builtin) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("builtin embed: %w", err)
		}
		out[i] = b.embed(t)
	}
	return out, nil
}

func (b *Builtin) embed(text string) []float32 {
	acc := make([]float64, b.dim)
	Tokens(text, func(tok string) {
		h := fnv.New64a()
		h.Write([]byte(tok))
		sum := h.Sum64()
		i := sum % uint64(b.dim)
		// The top bit is independent of the low bits used for the index.
		if sum>>63 == 1 {
			acc[i]--
		} else {
			acc[i]++
		}
	})
	var norm float64
	for _, v := range acc {
		norm += v * v
	}
	vec := make([]float32, b.dim)
	if norm == 0 {
		return vec
	}
	norm = math.Sqrt(norm)
	for i, v := range acc {
		vec[i] = float32(v / norm)
	}
	return vec
}

// Tokens calls emit for every token of text, in order: lowercase words of
// letters and digits (non-CJK scripts), and for each run of CJK characters
// every character followed by every adjacent pair. A lone CJK character
// gives only its unigram. Punctuation and spaces separate tokens.
func Tokens(text string, emit func(tok string)) {
	var word strings.Builder
	var cjk []rune
	flushWord := func() {
		if word.Len() > 0 {
			emit(word.String())
			word.Reset()
		}
	}
	flushCJK := func() {
		for i, r := range cjk {
			emit(string(r))
			if i+1 < len(cjk) {
				emit(string(cjk[i : i+2]))
			}
		}
		cjk = cjk[:0]
	}
	for _, r := range text {
		r = foldWidth(r)
		switch {
		case isCJK(r):
			flushWord()
			cjk = append(cjk, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			flushCJK()
			word.WriteRune(unicode.ToLower(r))
		default:
			flushWord()
			flushCJK()
		}
	}
	flushWord()
	flushCJK()
}

// foldWidth maps full-width ASCII forms (common in Chinese input: "ＢＰ",
// "１２０") to their ASCII letters and digits.
func foldWidth(r rune) rune {
	if r >= 0xFF01 && r <= 0xFF5E {
		return r - 0xFF01 + 0x21
	}
	return r
}

// isCJK reports whether r is a Han, Hiragana, Katakana or Hangul character.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}
