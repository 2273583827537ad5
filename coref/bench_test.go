package coref

import (
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
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
