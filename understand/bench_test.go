package understand_test

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/internal/corpustext"
	"github.com/anamnesis-health/anamnesis/understand"
)

// BenchmarkReadLongTurn reads one patient turn of 1,000 and of 8,000
// characters (the longest a turn may be), made of the patient turns of a
// dev file of the reading corpus: a dictated consultation or a pasted
// letter. The reading must grow with the turn, not with its square:
//
//	go test ./understand -run '^$' -bench ReadLongTurn
func BenchmarkReadLongTurn(b *testing.B) {
	r, err := understand.New()
	if err != nil {
		b.Fatal(err)
	}
	for _, src := range []struct{ lang, file string }{{"zh", "zh/a1.json"}, {"en", "primock57/day1_consultation04.json"}} {
		for _, n := range []int{1000, 8000} {
			text, err := corpustext.PatientText(filepath.Join("testdata", "corpus", src.file), n)
			if err != nil {
				b.Fatal(err)
			}
			turn := understand.Turn{Speaker: understand.Patient, Text: text, At: time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC)}
			b.Run(fmt.Sprintf("%s/%d", src.lang, n), func(b *testing.B) {
				for b.Loop() {
					r.Read(turn, nil)
				}
			})
		}
	}
}
