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

// A reply that takes up the drug the patient spoke of and names another
// beside it leaves the patient's "it" on their own drug; when the
// patient's own turn named both, or neither, it stays a question.
func TestPatientsTopicThroughAReply(t *testing.T) {
	record := []recordEntry{active("drug:aspirin", "2020-01-01"), active("drug:clopidogrel", "2026-10-20")}
	reply := assistant("Clopidogrel helps keep the new stent open; it's usually taken alongside your aspirin.")
	checkCases(t, []corpusCase{
		{ID: "the patient's clopidogrel, though the reply named the aspirin too", Lang: "en", Record: record,
			Window:    []turn{patient("The doctor at the Royal put me on clopidogrel after they put the wee stent in."), reply},
			Utterance: "Aye, an' how long am I meant tae be on it for?", Expect: "drug:clopidogrel"},
		{ID: "the patient named both: ambiguous", Lang: "en", Record: record,
			Window:    []turn{patient("I'm on clopidogrel and aspirin since the stent."), reply},
			Utterance: "How long am I meant to be on it for?", Expect: "unresolved", Candidates: []string{"drug:aspirin", "drug:clopidogrel"}},
		{ID: "the patient named neither: ambiguous", Lang: "en", Record: record,
			Window:    []turn{patient("They put a wee stent in last month."), reply},
			Utterance: "How long am I meant to be on it for?", Expect: "unresolved", Candidates: []string{"drug:aspirin", "drug:clopidogrel"}},
		{ID: "硝苯地平 the patient spoke of, though the reply named 氨氯地平 too", Lang: "zh",
			Record: []recordEntry{active("drug:amlodipine", "2025-03-01"), stopped("drug:nifedipine", "2019-01-01", "2025-03-01")},
			Window: []turn{patient("以前吃硝苯地平那几年，牙龈老是肿，刷牙还出血。"),
				assistant("硝苯地平确实可能引起牙龈增生，您2025年已经换成氨氯地平了。")},
			Utterance: "嗯那个药停了以后，牙龈肿的这块会不会自己慢慢消下去？", Expect: "drug:nifedipine"},
	})
}
