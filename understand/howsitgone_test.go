package understand_test

import "testing"

// A complaint asked how it is, answered by saying it went, is over
// (en/r17-en13: "How's the constipation now?" "Gone, really, since I come
// off the co-codamol." left the constipation current).
func TestAComplaintAskedHowItIsAndSaidGoneIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"r17-en13: gone, with the drug stopped", [][2]string{clinician("Well done. How's the constipation now?"),
			patient("Gone, really, since I come off the co-codamol. Pain's about the same.")},
			[]string{"medication drug:paracetamol_codeine stopped", "symptom sym:constipation inactive"}},
		{"all gone now", [][2]string{clinician("How's the cough?"), patient("All gone now.")},
			[]string{"symptom sym:cough inactive"}},
		{"near miss: still there", [][2]string{clinician("How's the cough?"), patient("Still there, a bit better.")},
			[]string{"symptom sym:cough"}},
		{"near miss: gone down the arm is where it went", [][2]string{clinician("How's the pain?"), patient("Gone down my arm now.")},
			nil},
		{"near miss: a yes/no question keeps its own rules", [][2]string{clinician("Any cough?"), patient("Gone.")},
			nil},
	})
}
