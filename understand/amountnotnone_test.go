package understand_test

import "testing"

// "nothing mad" after an amount says how much, not that there is none: "Any
// alcohol?" "socially. few pints at the weekend, nothing mad" wrote the
// drinking denied (s44 blind round 10, en10). "nothing" alone, "no,
// nothing" and "nothing like that" still deny.
func TestNothingMuchAfterAnAmountIsNoDenial(t *testing.T) {
	runCases(t, []readCase{
		{"few pints, nothing mad", [][2]string{assistant("Any alcohol?"), patient("socially. few pints at the weekend, nothing mad")},
			[]string{"observation social:alcohol"}},
		{"a glass or two, nothing heavy", [][2]string{assistant("Do you drink?"), patient("a glass of wine with dinner, nothing heavy")},
			[]string{"observation social:alcohol"}},
		{"a cough, nothing crazy", [][2]string{patient("bit of a cough this week, nothing crazy")},
			[]string{"symptom sym:cough"}},
		{"a few cigarettes, nothing excessive", [][2]string{assistant("Do you smoke?"), patient("a few cigarettes a day, nothing excessive")},
			[]string{"observation social:smoking"}},
		// Near misses: a no stays a no.
		{"nothing alone denies", [][2]string{assistant("Any alcohol?"), patient("nothing")},
			[]string{"observation social:alcohol negated"}},
		{"nothing like that denies", [][2]string{assistant("Any chest pain?"), patient("nothing like that")},
			[]string{"symptom sym:chest_pain negated"}},
		{"nothing major keeps the cough", [][2]string{patient("a bit of a cough, nothing major")},
			[]string{"symptom sym:cough"}},
	})
}
