package retrieval

import (
	"container/heap"
	"encoding/binary"
	"math"
)

// Scored is a point id with its score, as a backend ranks it before it
// fetches the payloads of the winners.
type Scored struct {
	ID    string
	Score float32
}

// Before reports whether a ranks before b: the higher score first, then
// the lower id, so equal scores come back in the same order from every
// backend.
func Before(a, b Scored) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.ID < b.ID
}

// TopK keeps the best Limit of the scores offered to it.
type TopK struct {
	limit int
	h     scoredHeap
}

// NewTopK returns a TopK that keeps limit scores.
func NewTopK(limit int) *TopK { return &TopK{limit: limit} }

// Offer keeps (id, score) if it is among the best so far.
func (k *TopK) Offer(id string, score float32) {
	s := Scored{ID: id, Score: score}
	if k.limit <= 0 {
		return
	}
	if len(k.h) == k.limit {
		if !Before(s, k.h[0]) {
			return
		}
		k.h[0] = s
		heap.Fix(&k.h, 0)
		return
	}
	heap.Push(&k.h, s)
}

// Best returns the kept scores, best first, and empties k.
func (k *TopK) Best() []Scored {
	out := make([]Scored, len(k.h))
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = heap.Pop(&k.h).(Scored)
	}
	return out
}

// scoredHeap is a min-heap with the worst kept score at the root.
type scoredHeap []Scored

func (h scoredHeap) Len() int           { return len(h) }
func (h scoredHeap) Less(i, j int) bool { return Before(h[j], h[i]) }
func (h scoredHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *scoredHeap) Push(x any)        { *h = append(*h, x.(Scored)) }
func (h *scoredHeap) Pop() any {
	old := *h
	c := old[len(old)-1]
	*h = old[:len(old)-1]
	return c
}

// EncodeVector stores v L2-normalized as little-endian float32, so that a
// search scores with a plain dot product (DotEncoded). The zero vector
// stays zero.
func EncodeVector(v []float32) []byte {
	n := Normalize(v)
	b := make([]byte, 4*len(n))
	for i, x := range n {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// DotEncoded returns the dot product of q with the encoded vector b,
// decoding in place.
func DotEncoded(q []float32, b []byte) float32 {
	var s float64
	for i, x := range q {
		s += float64(x) * float64(math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])))
	}
	return float32(s)
}

// Normalize returns v scaled to unit length, or the zero vector (never
// NaN) if v has no length.
func Normalize(v []float32) []float32 {
	var sum float64
	for _, x := range v {
		sum += float64(x) * float64(x)
	}
	out := make([]float32, len(v))
	if sum == 0 || math.IsNaN(sum) || math.IsInf(sum, 0) {
		return out
	}
	n := math.Sqrt(sum)
	for i, x := range v {
		out[i] = float32(float64(x) / n)
	}
	return out
}
