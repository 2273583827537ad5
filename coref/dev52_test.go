package coref_test

import "testing"

// The dev52 round: a time said after the phrase ("the one I have before
// me breakfast") tells the drug as "the morning one" does; before, "the
// one" went to the drug the patient named last.
func TestDev52Round(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the tablet I take at night is the one the window said at night", Lang: "en",
			Record:    []recordEntry{active("drug:omeprazole", "2020-01-01"), active("drug:amlodipine", "2021-01-01"), active("drug:atorvastatin", "2019-01-01")},
			Window:    []turn{clinician("Omeprazole before breakfast, amlodipine in the morning, and the atorvastatin at night."), patient("That's the lot.")},
			Utterance: "The tablet I take at night, can I take it earlier?", Expect: "drug:atorvastatin"},
		{ID: "the one I have before me breakfast asks between the morning drugs, never the one named last", Lang: "en",
			Record: []recordEntry{active("drug:omeprazole", "2020-01-01"), active("drug:naproxen", "2021-01-01"), active("drug:amlodipine", "2018-01-01"),
				active("drug:atorvastatin", "2019-01-01")},
			Window: []turn{clinician("Omeprazole, that's the one you take before breakfast. Naproxen twice a day with food. And the amlodipine in the morning."),
				patient("Yeah, and, erm, the atorvastatin at night.")},
			Utterance: "Erm, the one I have before me breakfast, do I really need to stay on that now the tummy's settled?", Expect: "unresolved",
			Candidates: []string{"drug:omeprazole", "drug:amlodipine", "drug:atorvastatin", "drug:naproxen"}},
		{ID: "那个饭前吃的 is the drug the window said before meals", Lang: "zh",
			Record:    []recordEntry{active("drug:rabeprazole", "2024-01-01"), active("drug:hydrotalcite", "2024-01-01"), active("drug:amlodipine", "2020-01-01")},
			Window:    []turn{assistant("您药单上有三样：雷贝拉唑，早饭前吃一粒；铝碳酸镁，饭后一两个钟头嚼两片；还有氨氯地平，每天早上一片。"), patient("对头，就是这三样。")},
			Utterance: "嗯……那个饭前吃的嘛，我有时候搞忘了，吃了饭再吃要得不嘛？", Expect: "drug:rabeprazole"},
		{ID: "Wu 夜里吃额那只 asks between the two taken at night, not the morning one", Lang: "zh",
			Record:    []recordEntry{active("drug:montelukast", "2024-01-01"), active("drug:cetirizine", "2024-01-01"), active("drug:amlodipine", "2020-01-01")},
			Window:    []turn{clinician("孟鲁司特夜里吃一粒，西替利嗪也是夜里吃。"), patient("对额，早上还有一粒氨氯地平。")},
			Utterance: "夜里吃额那只，可以早点吃伐？", Expect: "unresolved", Candidates: []string{"drug:montelukast", "drug:cetirizine"}},
	})
}
