package coref_test

import "testing"

// A plaster (膏药, 贴的) is a topical NSAID as often as a fentanyl patch:
// "以前贴的那个膏药" is the stopped flurbiprofen cataplasm, never the
// ibuprofen tablets, and two stopped plasters stay ambiguous.
func TestDev31bPlasterIsTopicalNSAID(t *testing.T) {
	plaster := []recordEntry{
		stopped("drug:flurbiprofen", "2024-01-01", "2024-03-01"),
		active("drug:celecoxib", "2026-09-01"),
	}
	tablets := []recordEntry{
		stopped("drug:ibuprofen", "2024-01-01", "2024-03-01"),
		active("drug:celecoxib", "2026-09-01"),
	}
	two := []recordEntry{
		stopped("drug:flurbiprofen", "2024-01-01", "2024-03-01"),
		stopped("drug:fentanyl", "2023-01-01", "2023-06-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "以前贴的膏药 is the stopped plaster", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: plaster, Expect: "drug:flurbiprofen"},
		{ID: "the plaster I used to have", Lang: "en", Utterance: "That plaster I used to have for my back, can I get it again?",
			Record: []recordEntry{stopped("drug:diclofenac", "2024-01-01", "2024-03-01"), active("drug:celecoxib", "2026-09-01")}, Expect: "drug:diclofenac"},
		{ID: "a stopped tablet is no plaster", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: tablets, Expect: "unresolved", Candidates: []string{}},
		{ID: "two stopped plasters", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: two, Expect: "unresolved",
			Candidates: []string{"drug:flurbiprofen", "drug:fentanyl"}},
	})
}
