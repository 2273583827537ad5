package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A drug named as what a new one is set against ("with her being on the
// warfarin") is not what "that one" asks about; a drug the speaker says
// they are on, unframed, still is.
func TestADrugSetAgainstIsNotThatOne(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	record := []recordEntry{{Concept: "cond:atrial_fibrillation", Status: "active", Started: "2018-01-01"}, {Concept: "drug:warfarin", Status: "active", Started: "2018-01-01"}}
	window := []turn{{Speaker: "patient", Text: "hi it's her daughter she's been going to the loo constantly and it stings"},
		{Speaker: "clinician", Text: "Sounds like a urine infection. I'll send a prescription for cefalexin to the chemist, twice a day for a week."},
		{Speaker: "patient", Text: "okay yeah cefa- yeah okay"}}
	for _, tt := range []struct{ utterance, want string }{
		{"lovely um and with her being on the warfarin is that one alright with it or will it mess her INR up", "drug:cefalexin"},
		{"and with me being on the warfarin is that one alright with it", "drug:cefalexin"},
		{"she's on the warfarin, is that one okay to keep taking?", "drug:warfarin"},
	} {
		c := corpusCase{ID: tt.utterance, Lang: "en", Record: record, Window: window, Utterance: tt.utterance}
		if got := run(t, r, c).resolved; got != tt.want {
			t.Errorf("%q: resolved %q, want %q", tt.utterance, got, tt.want)
		}
	}
}
