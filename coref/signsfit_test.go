package coref_test

import "testing"

// A condition told by its signs: the one that shows every sign told is
// meant over one that shows a part ("白天老犯困 一笑就腿软": narcolepsy, not
// the sleep apnoea, zh-dev30-017, once resolved wrong); a sign they share
// leaves both asked about; and a kin of the chosen one (the same ICD
// category) whose typical signs the table does not hold is never ruled out
// by them: both are asked about, never the known one guessed.
func TestSignsToldAllOrAKinUnknown(t *testing.T) {
	sleep := []recordEntry{active("cond:narcolepsy", "2021-04-01"), active("cond:sleep_apnea", "2024-02-01")}
	chest := []recordEntry{active("cond:asthma", "2019-01-01"), active("cond:cough_variant_asthma", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "every sign told is the narcolepsy", Lang: "zh", Record: sleep, Window: []turn{clinician("今天想问什么？")},
			Utterance: "我那个 白天老犯困 一笑就腿软的那个毛病 能考驾照不", Reference: "白天老犯困 一笑就腿软的那个毛病", Expect: "cond:narcolepsy"},
		{ID: "a sign both show is asked about", Lang: "zh", Record: sleep, Window: []turn{clinician("今天想问什么？")},
			Utterance: "我那个 白天老犯困的那个毛病 能考驾照不", Reference: "白天老犯困的那个毛病", Expect: "unresolved",
			Candidates: []string{"cond:narcolepsy", "cond:sleep_apnea"}},
		{ID: "a kin whose signs are unknown is asked about too", Lang: "en", Record: chest, Window: []turn{clinician("Which one's playing up?")},
			Utterance: "the one where I get wheezy and tight in the chest, it's back", Reference: "the one where I get wheezy and tight in the chest",
			Expect: "unresolved", Candidates: []string{"cond:asthma", "cond:cough_variant_asthma"}},
	})
}
