package understand_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

// FuzzRead holds the reading to what ingest needs of it on any text: it never
// panics (a panic is a 500 and a lost turn) and it is deterministic, alone
// and after an earlier turn of the session. Every statement is about
// someone, with a confidence in (0, 1].
// Seeds: every turn of the first zh and en dev files of the reading corpus,
// after the turn before it; crashers found: testdata/fuzz/FuzzRead.
func FuzzRead(f *testing.F) {
	f.Add("我头疼，有点喘不过气。", "", uint8(0)) // a clause break read inside 喘不过气 (c5022e6)
	f.Add("No, I don't think so. My mum had a stroke at 60 though.", "Any family history of heart disease or stroke?", uint8(3))
	f.Add("停掉二甲双胍，改成每天一次格列美脲2mg。", "", uint8(1))
	for _, file := range []string{"zh/a1.json", "en/c1.json"} {
		var corpus struct {
			Cases []struct {
				Turns []struct{ Role, Text string }
			}
		}
		b, err := os.ReadFile(filepath.Join("testdata", "corpus", file))
		if err != nil {
			f.Fatal(err)
		}
		if err := json.Unmarshal(b, &corpus); err != nil {
			f.Fatalf("%s: %v", file, err)
		}
		for _, c := range corpus.Cases {
			for i, turn := range c.Turns {
				before := ""
				if i > 0 {
					before = c.Turns[i-1].Text
				}
				who := uint8(0 + 3*1) // the patient, after a clinician
				if turn.Role != understand.Patient {
					who = 1 + 3*0 // a clinician, after the patient
				}
				f.Add(turn.Text, before, who)
			}
		}
	}
	r, err := understand.New()
	if err != nil {
		f.Fatal(err)
	}
	speakers := []string{understand.Patient, understand.Clinician, understand.Assistant}
	at := time.Date(2026, 3, 14, 9, 30, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, text, before string, who uint8) {
		var prior []understand.Prior
		if before != "" {
			// who is the speaker of the turn and, over three, of the one before.
			bs := speakers[int(who)/len(speakers)%len(speakers)]
			prior = append(prior, understand.Prior{Speaker: bs, Reading: r.Read(understand.Turn{Speaker: bs, Text: before, At: at.Add(-time.Minute)}, nil)})
		}
		turn := understand.Turn{Speaker: speakers[int(who)%len(speakers)], Text: text, At: at}
		rd := r.Read(turn, prior)
		if again := r.Read(turn, prior); !reflect.DeepEqual(rd, again) {
			t.Fatalf("two readings of the same turn differ:\n%+v\n%+v", rd, again)
		}
		for _, s := range rd.Statements {
			if s.Experiencer == "" {
				t.Fatalf("statement %+v is about no one", s)
			}
			if s.Confidence <= 0 || s.Confidence > 1 {
				t.Fatalf("statement %+v has confidence %v outside (0, 1]", s, s.Confidence)
			}
		}
	})
}
