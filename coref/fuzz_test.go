package coref_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/understand"
)

// FuzzResolve holds reference finding and resolution, as ingest runs them
// on a patient's turn after one earlier turn, to what the pipeline needs
// of them on any text: they never panic (a panic is a 500 and a lost
// turn), they are deterministic, every reference's span lies in the turn,
// and a resolution is resolved to a concept or unresolved. Seeds: the
// utterances of the dev reference files after their window's last turn.
func FuzzResolve(f *testing.F) {
	f.Add("我上次提到的那个新开的降压药，晚上吃可以吗？", "医生给我开了络活喜，一天一片。", false)
	f.Add("Can I take that pill with ibuprofen?", "Are you still on the lisinopril and the water tablet?", true)
	f.Add("吃那个药胃不舒服", "", false)
	files, _ := filepath.Glob(filepath.Join("testdata", "references-dev*.jsonl"))
	for _, file := range files {
		fh, err := os.Open(file)
		if err != nil {
			f.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var c struct {
				Utterance string
				Window    []struct{ Speaker, Text string }
			}
			if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
				f.Fatalf("%s: %v", file, err)
			}
			before, clinician := "", false
			if n := len(c.Window); n > 0 {
				before, clinician = c.Window[n-1].Text, c.Window[n-1].Speaker == understand.Clinician
			}
			f.Add(c.Utterance, before, clinician)
		}
		fh.Close()
	}
	r, err := understand.New()
	if err != nil {
		f.Fatal(err)
	}
	now := time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC)
	display := func(id string) string { return r.Display(id, "en") }
	f.Fuzz(func(t *testing.T, text, before string, clinicianBefore bool) {
		speaker := understand.Patient
		if clinicianBefore {
			speaker = understand.Clinician
		}
		var turns []coref.WindowTurn
		var prior []understand.Prior
		if before != "" {
			rd := r.Read(understand.Turn{Speaker: speaker, Text: before, At: now.Add(-time.Minute)}, nil)
			prior = append(prior, understand.Prior{Speaker: speaker, Reading: rd})
			turns = append(turns, coref.WindowTurn{Seq: 1, Speaker: speaker, Mentions: rd.Extract.Mentions, Text: before, SpeaksFor: rd.Typist != ""})
		}
		resolve := func() []coref.Resolution {
			rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: text, At: now}, prior)
			refs := coref.WithComplaints(coref.Find(text, rd.Extract.Mentions), rd.Complaints())
			window := coref.WindowReferents(append(turns, coref.WindowTurn{Seq: int64(len(turns) + 1), Speaker: understand.Patient,
				Mentions: coref.Preceding(rd.Extract.Mentions, refs), Text: text}), display)
			return coref.Resolve(refs, coref.Input{Window: window, Earlier: [][]coref.WindowMention{window}, Now: now}, r.Lexicon())
		}
		res := resolve()
		if again := resolve(); !reflect.DeepEqual(res, again) {
			t.Fatalf("two resolutions of the same turn differ:\n%+v\n%+v", res, again)
		}
		n := utf8.RuneCountInString(text)
		for _, x := range res {
			if x.Span[0] < 0 || x.Span[0] > x.Span[1] || x.Span[1] > n {
				t.Fatalf("reference %q has span %v outside the turn's %d runes", x.Text, x.Span, n)
			}
			if x.Resolved && x.ConceptID == "" {
				t.Fatalf("reference %q resolved to no concept: %+v", x.Text, x)
			}
		}
	})
}
