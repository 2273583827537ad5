package understand_test

import "testing"

// An unpunctuated question about a relative ("and is amma keeping well she
// is on tablets for the sugar") makes the drugs of the answer the
// relative's, as the same question with its mark does. A question to the
// patient, a statement, and the punctuated question keep their readings.
func TestAnUnmarkedQuestionAboutARelativeIsTheirs(t *testing.T) {
	runCases(t, []readCase{
		{"en-s1-018: and is amma keeping well she is on tablets for the sugar", [][2]string{
			clinician("and is amma keeping well she is on tablets for the sugar"),
			patient("yes doctor metformin and one more glimepiride she is asking can she take my tablets for her sleep i told her no")},
			[]string{"medication drug:glimepiride relayed of mother", "medication drug:metformin relayed of mother"}},
		{"does your dad take anything for it", [][2]string{
			clinician("does your dad take anything for it"),
			patient("yes amlodipine")},
			[]string{"medication drug:amlodipine of father"}},
		{"near-miss: asked of the patient", [][2]string{
			clinician("and are you taking anything for the sugar"),
			patient("yes doctor metformin")},
			[]string{"medication drug:metformin relayed"}},
		{"near-miss: the mother named, the patient asked", [][2]string{
			clinician("is amma keeping well and are you taking your tablets"),
			patient("yes doctor metformin")},
			[]string{"medication drug:metformin relayed"}},
		{"near-miss: the question with its mark, as before", [][2]string{
			clinician("Is your mum on any tablets?"),
			patient("Yes, metformin and glimepiride.")},
			[]string{"medication drug:glimepiride of mother", "medication drug:metformin of mother"}},
	})
}
