package retrieval

import (
	"math"
	"slices"
	"testing"
)

func TestTopKKeepsTheBestWithTiesByID(t *testing.T) {
	k := NewTopK(3)
	for _, s := range []Scored{{"e", 0.1}, {"b", 0.9}, {"d", 0.5}, {"a", 0.5}, {"c", 0.9}, {"f", 0.5}} {
		k.Offer(s.ID, s.Score)
	}
	var got []string
	for _, s := range k.Best() {
		got = append(got, s.ID)
	}
	if want := []string{"b", "c", "a"}; !slices.Equal(got, want) {
		t.Errorf("best = %q, want %q", got, want)
	}
	if got := NewTopK(0); len(got.Best()) != 0 {
		t.Error("a limit of 0 keeps something")
	}
}

func TestEncodedVectorsScoreCosine(t *testing.T) {
	b := EncodeVector([]float32{3, 4})
	if got := DotEncoded(Normalize([]float32{6, 8}), b); math.Abs(float64(got)-1) > 1e-6 {
		t.Errorf("cos of parallel vectors = %v", got)
	}
	if got := DotEncoded([]float32{1, 0}, EncodeVector([]float32{0, 0})); got != 0 {
		t.Errorf("the zero vector scored %v", got)
	}
	if n := Normalize([]float32{float32(math.NaN())}); n[0] != 0 {
		t.Errorf("Normalize(NaN) = %v", n)
	}
}
