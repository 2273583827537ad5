package understand_test

import "testing"

// In unpunctuated speech a filler between a denied finding and a finding
// told as a clause of its own ends the denial: "no chest pain uh sleep is
// kinda bad" (en/r16-en05, ASR) tells bad sleep, where insomnia had been
// written refuted. Before a bare name the list may go on.
func TestAFillerBeforeAClauseEndsTheDenial(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en05: no chest pain uh sleep is kinda bad", [][2]string{clinician("any chest pain or trouble sleeping"),
			patient("no chest pain uh sleep is kinda bad it takes me like two hours to fall asleep")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:insomnia"}},
		// Near misses.
		{"near miss: no filler, the denial runs on", [][2]string{patient("no chest pain no cough")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:cough negated"}},
		{"near miss: a filler before a bare name", [][2]string{patient("no fever um cough")},
			[]string{"symptom sym:fever negated", "symptom sym:cough negated"}},
	})
}
