package coref_test

import "testing"

// A demonstrative phrase with no drug noun ("that new one", "this course",
// "the new lot") is a drug when a verb of starting takes it: "since she
// went on that new one in August", "since startin' that course for ma
// chest", "ever since going on the new one". What the turn complains of
// then chooses among the record's drugs; two that cause it are both asked
// about. Started jobs and courses of study are no drugs.
func TestAPhraseAVerbOfStartingTakes(t *testing.T) {
	copd := active("cond:copd", "2019-02-01")
	tio := active("drug:tiotropium", "2019-02-01")
	salb := active("drug:salbutamol", "2019-02-01")
	pred := active("drug:prednisolone", "2026-10-28")
	chest := []recordEntry{copd, tio, salb, pred}
	wife := []turn{
		patient("I'm ringing for my wife she's got laryngitis can't talk"),
		clinician("No problem. What's happening?"),
	}
	wifeRec := []recordEntry{active("cond:copd", "2020-01-01"), active("drug:tiotropium", "2020-01-01"), active("drug:salmeterol", "2026-08-01"),
		active("cond:hypertension", "2015-01-01"), active("drug:ramipril", "2015-01-01")}
	checkCases(t, []corpusCase{
		// the defects, and other ways of saying them
		{ID: "since startin' that course for ma chest (Scottish): the steroid", Lang: "en", Record: chest,
			Utterance: "Since startin' that course for ma chest I could eat a scabby horse.", Expect: "drug:prednisolone"},
		{ID: "ever since going on the new one, starving (Australian)", Lang: "en", Record: chest,
			Utterance: "Ever since going on the new one I'm starving hungry all the time, is that normal?", Expect: "drug:prednisolone"},
		{ID: "um since I've started um this course (transcribed)", Lang: "en", Record: chest,
			Utterance: "um so since I started um since I started this course I could eat a horse", Expect: "drug:prednisolone"},
		{ID: "since she went on that new one in August, a tremor (carer)", Lang: "en", Window: wife, Record: wifeRec,
			Utterance: "her hands like since she went on that new one in August she's got a tremor", Expect: "drug:salmeterol"},
		{ID: "since they put her on the new one, shaky (carer)", Lang: "en", Window: wife, Record: wifeRec,
			Utterance: "since they put her on the new one she's been shaky, her hands", Expect: "drug:salmeterol"},
		// near misses
		{ID: "two drugs cause it: both", Lang: "en", Record: []recordEntry{active("drug:amlodipine", "2026-09-01"), active("drug:doxazosin", "2026-09-01"), active("cond:hypertension", "2020-01-01")},
			Utterance: "Since starting the new one I've been dizzy every morning.",
			Expect:    "unresolved", Candidates: []string{"drug:amlodipine", "drug:doxazosin"}},
		{ID: "a course of study is no drug", Lang: "en", Record: chest,
			Utterance: "Since starting that course at college I could eat a scabby horse.", Expect: "unresolved"},
		{ID: "a new job started is no drug", Lang: "en", Record: chest,
			Utterance: "Since starting the new job I'm starving hungry all the time.", Expect: "unresolved"},
	})
}
