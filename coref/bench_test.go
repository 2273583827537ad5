package coref

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/internal/corpustext"
)

// BenchmarkFind is Find on utterances of both languages, as every turn and
// every context query runs it: word lists tried at every position of an
// utterance (the recency words built from parts run to hundreds) must be
// indexed, or a context pays milliseconds for them.
func BenchmarkFind(b *testing.B) {
	r, err := testReader()
	if err != nil {
		b.Fatal(err)
	}
	texts := []string{
		"What did the doctor say about my metformin last time?",
		"上次医生说那个新开的降压药要不要换？晚上吃可以吗？",
		"Can I take ibuprofen with that blood pressure pill?",
		"我这两天头疼得厉害，吃了那个止疼的也不管用，是不是那个药的问题？",
	}
	at := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	read := make([]extract.Result, len(texts))
	for i, t := range texts {
		read[i] = r.Extract(t, at)
	}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for i, t := range texts {
			Find(t, read[i].Mentions)
		}
	}
}

// BenchmarkFindLongTurn is Find on one patient turn of 1,000 and of 8,000
// characters (the longest a turn may be), made of the patient turns of a
// dev file of the reading corpus: a dictated consultation or a pasted
// letter. It must grow with the turn, not with its square:
//
//	go test ./coref -run '^$' -bench FindLongTurn
func BenchmarkFindLongTurn(b *testing.B) {
	r, err := testReader()
	if err != nil {
		b.Fatal(err)
	}
	for _, src := range []struct{ lang, file string }{{"zh", "zh/a1.json"}, {"en", "primock57/day1_consultation04.json"}} {
		for _, n := range []int{1000, 8000} {
			text, err := corpustext.PatientText(filepath.Join("..", "understand", "testdata", "corpus", src.file), n)
			if err != nil {
				b.Fatal(err)
			}
			mentions := r.Extract(text, time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC)).Mentions
			b.Run(fmt.Sprintf("%s/%d", src.lang, n), func(b *testing.B) {
				for b.Loop() {
					Find(text, mentions)
				}
			})
		}
	}
}
