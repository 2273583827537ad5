package retrieval_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/anamnesis-health/anamnesis/retrieval"
)

func embedOne(t *testing.T, e retrieval.Embedder, text string) []float32 {
	t.Helper()
	vs, err := e.Embed(context.Background(), []string{text})
	if err != nil {
		t.Fatalf("embed %q: %v", text, err)
	}
	if len(vs) != 1 {
		t.Fatalf("embed returned %d vectors for 1 text", len(vs))
	}
	return vs[0]
}

func cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

func TestBuiltinIsDeterministic(t *testing.T) {
	for _, text := range []string{"我膝盖疼", "my sugar was 7.8 this morning", "血压 118/75 mmHg"} {
		a := embedOne(t, retrieval.NewBuiltin(0), text)
		b := embedOne(t, retrieval.NewBuiltin(0), text)
		if !slices.Equal(a, b) {
			t.Errorf("two embeddings of %q differ", text)
		}
	}
}

func TestBuiltinSimilarity(t *testing.T) {
	e := retrieval.NewBuiltin(0)
	tests := []struct {
		name                 string
		query, near, distant string
	}{
		{"a knee complaint is closer to another knee complaint than to a glucose reading", "我膝盖疼", "膝盖又疼了", "血糖7.8"},
		{"english words match case-insensitively", "My KNEE hurts", "the knee hurts again", "blood sugar 7.8"},
		{"full-width digits match ASCII digits", "血糖７.８", "血糖7.8", "膝盖又疼了"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := embedOne(t, e, tt.query)
			near := cosine(q, embedOne(t, e, tt.near))
			distant := cosine(q, embedOne(t, e, tt.distant))
			if near <= distant {
				t.Errorf("cos(%q, %q) = %.3f, want above cos(%q, %q) = %.3f",
					tt.query, tt.near, near, tt.query, tt.distant, distant)
			}
		})
	}
}

func TestBuiltinVectorShape(t *testing.T) {
	tests := []struct {
		name     string
		dim      int
		wantDim  int
		text     string
		wantNorm float64
	}{
		{"the configured dimension is honoured", 64, 64, "头痛三天了", 1},
		{"a non-positive dimension falls back to the default", 0, retrieval.DefaultDim, "headache", 1},
		{"an empty text gives the zero vector", 32, 32, "", 0},
		{"a text of punctuation only gives the zero vector", 32, 32, "？！。,,", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := retrieval.NewBuiltin(tt.dim)
			if e.Dim() != tt.wantDim {
				t.Errorf("Dim() = %d, want %d", e.Dim(), tt.wantDim)
			}
			v := embedOne(t, e, tt.text)
			if len(v) != tt.wantDim {
				t.Fatalf("len(vector) = %d, want %d", len(v), tt.wantDim)
			}
			var norm float64
			for i, x := range v {
				if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
					t.Fatalf("vector[%d] = %v", i, x)
				}
				norm += float64(x) * float64(x)
			}
			if math.Abs(math.Sqrt(norm)-tt.wantNorm) > 1e-5 {
				t.Errorf("norm = %.6f, want %v", math.Sqrt(norm), tt.wantNorm)
			}
		})
	}
}

func TestBuiltinEmbedsEveryTextInOrder(t *testing.T) {
	e := retrieval.NewBuiltin(16)
	texts := []string{"膝盖", "", "knee"}
	vs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != len(texts) {
		t.Fatalf("got %d vectors for %d texts", len(vs), len(texts))
	}
	for i, text := range texts {
		if !slices.Equal(vs[i], embedOne(t, e, text)) {
			t.Errorf("vector %d is not the embedding of %q", i, text)
		}
	}
}

func TestBuiltinWeighsRareTermsAndConcepts(t *testing.T) {
	e := retrieval.NewBuiltin(0)
	ctx := context.Background()
	embed := func(text string, concepts ...string) []float32 {
		vs, err := e.EmbedConcepts(ctx, []string{text}, [][]string{concepts})
		if err != nil {
			t.Fatal(err)
		}
		return vs[0]
	}
	q := embed("is metformin safe for the stomach")
	// Sharing the rare drug name outweighs sharing a common word.
	if rare, common := cosine(q, embed("I take metformin daily")), cosine(q, embed("my stomach is sore")); rare <= 1.5*common {
		t.Errorf("cos with the shared rare term %.3f is not well above the one with a common word %.3f", rare, common)
	}
	// Stop words alone are no features.
	if v := embed("what did the"); cosine(v, v) != 0 {
		t.Error("a text of stop words is not the zero vector")
	}
	// Two names of one concept meet on the concept.
	a, b := embed("我在吃络活喜", "drug:amlodipine"), embed("amlodipine 5 mg", "drug:amlodipine")
	if c := cosine(a, b); c < 0.3 {
		t.Errorf("cos of two names of one concept = %.3f, want the concept shared", c)
	}
	if c := cosine(embed("我在吃络活喜"), embed("amlodipine 5 mg")); c > 0.1 {
		t.Errorf("without concepts the two names share %.3f", c)
	}
}
