package retrieval

import (
	"math"
	"slices"
	"testing"
)

func TestAnalyzerTerms(t *testing.T) {
	a := NewAnalyzer([]string{"氨氯地平", "高血压", "knee pain", "膝"})
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"My knees were hurting", []string{"knee", "hurt"}},
		{"I'm sure that's what the doctor said", []string{"sure", "doctor"}},
		{"Um, yeah, I don't know, the wheezing", []string{"wheez"}},
		{"ＢＰ １２０", []string{"bp", "120"}},
		// Each character, then the bigram it starts.
		{"膝盖疼", []string{"膝", "膝盖", "盖", "盖疼", "疼"}},
		// The dictionary term comes whole, after the run's characters and bigrams.
		{"吃氨氯地平", []string{"吃", "吃氨", "氨", "氨氯", "氯", "氯地", "地", "地平", "平", "氨氯地平"}},
		// Two function characters make no bigram, and a function character is no term.
		{"我的头", []string{"的头", "头"}},
		{"痛", []string{"痛"}},
		{"了", nil},
	} {
		if got := a.Terms(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("Terms(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestDocumentTermsAreBM25Weights(t *testing.T) {
	a := NewAnalyzer(nil)
	d := DocumentTerms([]string{"knee", "knee", "pain"})
	if d.Len() != 2 || d.Check() != nil {
		t.Fatalf("DocumentTerms = %+v (%v)", d, d.Check())
	}
	norm := BM25K1 * (1 - BM25B + BM25B*3/BM25AvgDocTerm)
	for i, id := range d.Indices {
		tf := map[uint32]float64{TermID("knee"): 2, TermID("pain"): 1}[id]
		want := tf * (BM25K1 + 1) / (tf + norm)
		if math.Abs(float64(d.Values[i])-want) > 1e-6 {
			t.Errorf("term %d weight %v, want %v", id, d.Values[i], want)
		}
	}
	q := QueryTerms([]string{"knee", "knee", "pain"})
	if q.Len() != 2 || q.Values[0] != 1 || q.Values[1] != 1 {
		t.Errorf("QueryTerms = %+v, want weight 1 per distinct term", q)
	}
	q = QueryTerms(a.Terms("睡眠"))
	for i, id := range q.Indices {
		want := map[uint32]float32{TermID("睡"): CharacterQueryWeight, TermID("眠"): CharacterQueryWeight, TermID("睡眠"): 1}[id]
		if q.Values[i] != want {
			t.Errorf("QueryTerms(睡眠): term %d weighs %v, want %v", id, q.Values[i], want)
		}
	}
	if IDF(10, 1) <= IDF(10, 5) || IDF(10, 10) <= 0 {
		t.Errorf("IDF must fall with df and stay positive: %v %v %v", IDF(10, 1), IDF(10, 5), IDF(10, 10))
	}
}

func TestSparseCheck(t *testing.T) {
	for _, bad := range []Sparse{
		{Indices: []uint32{2, 1}, Values: []float32{1, 1}},
		{Indices: []uint32{1, 1}, Values: []float32{1, 1}},
		{Indices: []uint32{1}, Values: []float32{0}},
		{Indices: []uint32{1}},
		{Indices: []uint32{EveryPointTerm}, Values: []float32{1}},
		{Indices: []uint32{1}, Values: []float32{float32(math.Inf(1))}},
	} {
		if bad.Check() == nil {
			t.Errorf("Check(%+v) = nil, want an error", bad)
		}
	}
	if err := (Sparse{}).Check(); err != nil {
		t.Errorf("an empty sparse vector: %v", err)
	}
}
