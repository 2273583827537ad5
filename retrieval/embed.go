package retrieval

import (
	"bufio"
	"context"
	_ "embed"
	"fmt"
	"hash/fnv"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// DefaultDim is the dimension of the builtin embedder when none is configured.
const DefaultDim = 384

// conceptWeight is a concept feature's weight, in rare terms.
const conceptWeight = 2

// Builtin is the offline embedder: feature hashing of weighted lexical
// features into a fixed dimension. It needs no model and no network, and it
// is deterministic: the same text always gives the same vector, on every
// machine and in every release that keeps these features.
//
// The features are the Analyzer's terms (stop words out, English stemmed,
// Chinese bigrams), each weighted by (1 + ln tf) · IDF, the IDF taken from
// a background table shipped with the binary (the turns of the MTS-Dialog
// training set; a term it lacks counts as rare), and the ontology concepts
// the text was read as, when the caller gives them (EmbedConcepts), at
// twice the weight of a rare term: a concept says more than any one word,
// and "amlodipine" and "络活喜" then share a feature.
// Each feature is hashed with 64-bit FNV-1a; the hash picks a dimension and
// a sign (signed hashing keeps collisions from adding up to a bias), and
// the result is L2-normalized, so the dot product of two vectors is their
// cosine similarity.
type Builtin struct {
	dim      int
	analyzer *Analyzer
}

var (
	_ Embedder        = (*Builtin)(nil)
	_ ConceptEmbedder = (*Builtin)(nil)
)

// ConceptEmbedder is an Embedder that also weighs the concept ids each
// text was read as.
type ConceptEmbedder interface {
	Embedder
	EmbedConcepts(ctx context.Context, texts []string, concepts [][]string) ([][]float32, error)
}

// EmbedText embeds one text with its concepts when e can use them.
func EmbedText(ctx context.Context, e Embedder, text string, concepts []string) ([]float32, error) {
	var vs [][]float32
	var err error
	if ce, ok := e.(ConceptEmbedder); ok {
		vs, err = ce.EmbedConcepts(ctx, []string{text}, [][]string{concepts})
	} else {
		vs, err = e.Embed(ctx, []string{text})
	}
	if err != nil {
		return nil, err
	}
	return vs[0], nil
}

// NewBuiltin returns the builtin embedder with dimension dim, or DefaultDim
// if dim is not positive.
func NewBuiltin(dim int) *Builtin {
	if dim <= 0 {
		dim = DefaultDim
	}
	return &Builtin{dim: dim, analyzer: NewAnalyzer(nil)}
}

// Dim returns the vector dimension.
func (b *Builtin) Dim() int { return b.dim }

// Embed returns one vector per text. It never fails except when ctx is
// done. A text without features (empty, only punctuation or stop words)
// gives the zero vector.
func (b *Builtin) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return b.EmbedConcepts(ctx, texts, nil)
}

// EmbedConcepts is Embed with the concept ids of each text (concepts may
// be shorter than texts, or nil).
func (b *Builtin) EmbedConcepts(ctx context.Context, texts []string, concepts [][]string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("builtin embed: %w", err)
		}
		var cs []string
		if i < len(concepts) {
			cs = concepts[i]
		}
		out[i] = b.embed(t, cs)
	}
	return out, nil
}

func (b *Builtin) embed(text string, concepts []string) []float32 {
	idf, rare := background()
	tf := map[string]int{}
	for _, t := range b.analyzer.Terms(text) {
		tf[t]++
	}
	acc := make([]float64, b.dim)
	add := func(feature string, w float64) {
		h := fnv.New64a()
		h.Write([]byte(feature))
		sum := h.Sum64()
		i := sum % uint64(b.dim)
		// The top bit is independent of the low bits used for the index.
		if sum>>63 == 1 {
			w = -w
		}
		acc[i] += w
	}
	for t, n := range tf {
		w, ok := idf[t]
		if !ok {
			w = rare
		}
		add(t, (1+math.Log(float64(n)))*w)
	}
	for _, c := range concepts {
		add(conceptPrefix+c, conceptWeight*rare)
	}
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

//go:embed idf_en.tsv
var idfTable string

// background returns the shipped IDF table and the IDF of a term it lacks.
var background = sync.OnceValues(func() (map[string]float64, float64) {
	idf := map[string]float64{}
	rare := 0.0
	sc := bufio.NewScanner(strings.NewReader(idfTable))
	for sc.Scan() {
		term, v, ok := strings.Cut(sc.Text(), "\t")
		if !ok {
			continue // the header comment
		}
		w, err := strconv.ParseFloat(v, 64)
		if err != nil {
			panic(fmt.Sprintf("retrieval: idf_en.tsv: %q: %v", sc.Text(), err))
		}
		if term == "#default" {
			rare = w
			continue
		}
		idf[term] = w
	}
	return idf, rare
})

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
