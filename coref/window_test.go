package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/understand"
)

// A patient who moved on to a drug the lexicon does not know (a misspelt
// brand) leaves the window's earlier drug stale: "it" must not resolve to
// the warfarin they stopped. Said with a known name, the new drug is the
// referent.
func TestADrugStartedUnderAnUnknownNameStalesTheWindow(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, switched, want string
	}{
		{"unknown name", "Now they've got me on Eloquis since last month, no more INR checks.", ""},
		{"known name", "Now they've got me on Eliquis since last month, no more INR checks.", "drug:apixaban"},
		{"from now on starts nothing", "From now on I'll take it in the evening.", "drug:warfarin"},
	} {
		t.Run(c.name, func(t *testing.T) {
			window := []string{"I was on warfarin for years, the finger pricks drove me mad.", c.switched}
			var turns []coref.WindowTurn
			var prior []understand.Prior
			for i, text := range window {
				rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: text, At: now}, prior)
				prior = append(prior, understand.Prior{Speaker: understand.Patient, Reading: rd})
				turns = append(turns, coref.WindowTurn{Seq: int64(i + 1), Speaker: understand.Patient, Mentions: rd.Extract.Mentions, Text: text})
			}
			q := "Is it ok to have a glass of wine with it?"
			rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: q, At: now}, prior)
			refs := coref.Find(q, rd.Extract.Mentions)
			if len(refs) == 0 {
				t.Fatalf("no reference found in %q", q)
			}
			window2 := coref.WindowReferents(turns, func(id string) string { return r.Display(id, "en") })
			res := coref.Resolve(refs, coref.Input{Window: window2, Now: now}, r.Lexicon())
			got := ""
			if len(res) > 0 && res[0].Resolved {
				got = res[0].ConceptID
			}
			if got != c.want {
				t.Errorf("resolved to %q, want %q", got, c.want)
			}
		})
	}
}
