package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// TestComplaintsInEverydayWords runs the whole reading: a complaint said
// in everyday words ranks first the drug known to cause it, and a turn
// that complains of nothing the drugs cause still chooses nothing.
func TestComplaintsInEverydayWords(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	reserpine := []recordEntry{{Concept: "drug:reserpine", Status: "active", Started: "2016-05-01"}, {Concept: "drug:metformin", Status: "active", Started: "2019-02-01"}}
	doxycycline := []recordEntry{{Concept: "drug:doxycycline", Status: "active", Started: "2026-10-01"}, {Concept: "drug:perindopril", Status: "active", Started: "2018-03-01"}}
	for _, c := range []corpusCase{
		{ID: "a nose blocked with words between", Lang: "zh", Utterance: "自从吃了那个药，鼻子就一直堵着，是它闹的吗？",
			Record: reserpine, Expect: "drug:reserpine"},
		{ID: "a bitter mouth", Lang: "zh", Utterance: "吃上那个药以后嘴里总是一股苦味，是它吗？",
			Record: reserpine, Expect: "drug:metformin"},
		{ID: "no complaint chooses nothing", Lang: "zh", Utterance: "那个药我还得吃多久？",
			Record: reserpine, Expect: "unresolved", Candidates: []string{"drug:reserpine", "drug:metformin"}},
		{ID: "burning in the sun as never before", Lang: "en", Utterance: "Twenty minutes in the garden and I was red raw, I never burn like that. Is it one of my tablets?",
			Record: doxycycline, Expect: "drug:doxycycline"},
		{ID: "tendons gone sore", Lang: "en", Utterance: "Since I started that tablet my tendons have gone really sore. Is it that?",
			Record: []recordEntry{{Concept: "drug:levofloxacin", Status: "active", Started: "2026-10-28"}, {Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect: "drug:levofloxacin"},
		{ID: "a plain question of the tablets chooses nothing", Lang: "en", Utterance: "Should I take one of my tablets with food?",
			Record: doxycycline, Expect: "unresolved", Candidates: []string{"drug:doxycycline", "drug:perindopril"}},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
