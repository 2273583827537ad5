package understand_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
		said := patientWords(b, src.file)
		for _, n := range []int{1000, 8000} {
			text := []rune(strings.Repeat(said, n/len([]rune(said))+1))[:n]
			turn := understand.Turn{Speaker: understand.Patient, Text: string(text), At: time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC)}
			b.Run(fmt.Sprintf("%s/%d", src.lang, n), func(b *testing.B) {
				for b.Loop() {
					r.Read(turn, nil)
				}
			})
		}
	}
}

// patientWords returns the patient turns of a corpus file, one after
// another.
func patientWords(b *testing.B, file string) string {
	raw, err := os.ReadFile(filepath.Join("testdata", "corpus", file))
	if err != nil {
		b.Fatal(err)
	}
	var corpus struct {
		Cases []struct {
			Turns []struct{ Role, Text string }
		}
	}
	if err := json.Unmarshal(raw, &corpus); err != nil {
		b.Fatalf("%s: %v", file, err)
	}
	var said strings.Builder
	for _, c := range corpus.Cases {
		for _, t := range c.Turns {
			if t.Role == understand.Patient {
				said.WriteString(t.Text + " ")
			}
		}
	}
	if said.Len() == 0 {
		b.Fatalf("%s: no patient turns", file)
	}
	return said.String()
}
