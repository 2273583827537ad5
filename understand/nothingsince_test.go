package understand_test

import "testing"

// A habit or a drug followed by "nothing since …" was given up then; a
// since of days is a pause, and a "nothing since" that goes on as a
// subject gives up nothing.
func TestNothingSinceGivesItUp(t *testing.T) {
	runCases(t, []readCase{
		{"en dev en-q1-011: alcohol, but nothing since I knew I was pregnant", [][2]string{
			patient("No, no, I don't smoke, never. Alcohol, only small at a wedding, but nothing since I knew I was pregnant.")},
			[]string{"observation social:smoking negated", "observation social:alcohol historical inactive", "condition cond:pregnancy"}},
		{"cigarettes, none since", [][2]string{patient("Cigarettes, a few at parties, but none since my heart attack.")},
			[]string{"observation social:smoking historical inactive", "condition cond:myocardial_infarction historical"}},
		{"a drug, nothing since", [][2]string{patient("Ibuprofen the first week, nothing since.")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"near-miss: a pause of days", [][2]string{patient("Alcohol, a glass of wine most nights, nothing since Friday though.")},
			[]string{"observation social:alcohol"}},
		{"near-miss: nothing since as a subject", [][2]string{patient("Ibuprofen, and nothing since has helped.")},
			[]string{"medication drug:ibuprofen"}},
		{"near-miss: plain drinking", [][2]string{patient("Alcohol, only small at a wedding.")},
			[]string{"observation social:alcohol"}},
	})
}
