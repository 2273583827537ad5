package assembly

import (
	"fmt"
	"sync"
	"unicode/utf8"

	"github.com/tiktoken-go/tokenizer"
)

// Counter counts tokens the way the caller's model does.
type Counter interface {
	Count(text string) int
	// Truncate returns the longest prefix of text with at most n tokens.
	Truncate(text string, n int) string
}

var (
	cl100kOnce  sync.Once
	cl100kCodec tokenizer.Codec
	cl100kPiece *pieceCounts
	cl100kErr   error
)

// pieceCacheSize is how many pieces' counts CL100K remembers: English words
// and Chinese phrases, a few megabytes.
const pieceCacheSize = 100000

// CL100K returns the cl100k_base counter. Its BPE ranks are compiled into
// the binary, so nothing is downloaded; the codec is built once per process,
// and so is the cache of its pieces' counts (cl100kPieces).
func CL100K() (Counter, error) {
	cl100kOnce.Do(func() {
		cl100kCodec, cl100kErr = tokenizer.Get(tokenizer.Cl100kBase)
		cl100kPiece = newPieceCounts(pieceCacheSize)
	})
	if cl100kErr != nil {
		return nil, fmt.Errorf("load cl100k tokenizer: %w", cl100kErr)
	}
	return codecCounter{c: cl100kCodec, pieces: cl100kPiece}, nil
}

type codecCounter struct {
	c      tokenizer.Codec
	pieces *pieceCounts // nil: count whole texts with c
}

func (c codecCounter) Count(text string) int {
	if c.pieces != nil && utf8.ValidString(text) {
		return c.pieces.count(text, c.count)
	}
	return c.count(text)
}

func (c codecCounter) count(text string) int {
	n, err := c.c.Count(text)
	if err != nil {
		// Count fails only on invalid UTF-8, which the API rejects before
		// text gets here; overestimate rather than under-count a budget.
		return len(text)
	}
	return n
}

func (c codecCounter) Truncate(text string, n int) string {
	if n <= 0 {
		return ""
	}
	ids, _, err := c.c.Encode(text)
	if err != nil || len(ids) <= n {
		return text
	}
	// Decoding a prefix can split a multi-byte rune; step back until the
	// result re-encodes within n tokens.
	for k := n; k > 0; k-- {
		s, err := c.c.Decode(ids[:k])
		if err == nil && c.Count(s) <= n {
			return s
		}
	}
	return ""
}
