package understand_test

import "testing"

// A finding named and then doubted away in the words of the relative the
// speaker relays ("Yellow eyes, she doesn't think so", round 11 en03) is denied with
// a hedge, as "心慌……没有吧" is: it was written as jaundice present. "she
// thinks so" and a doubt that goes on to something else deny nothing.
func TestADoubtAfterTheFindingDeniesIt(t *testing.T) {
	runCases(t, []readCase{
		{"r11 en03: Yellow eyes, she doesn't think so", [][2]string{
			patient("Hi, I'm interpreting for my mother, she only speaks Cantonese."),
			clinician("Any vomiting, fever, yellow eyes?"),
			patient("She says she vomited once yesterday. No fever. Yellow eyes, she doesn't think so")},
			[]string{"symptom sym:fever negated", "symptom sym:jaundice negated uncertain", "symptom sym:vomiting historical"}},
		{"he doesn't think so", [][2]string{patient("Blurry vision, he doesn't think so.")},
			[]string{"symptom sym:blurred_vision negated uncertain"}},
		{"she says no", [][2]string{patient("Chest pain, she says no.")},
			[]string{"symptom sym:chest_pain negated"}},
		{"near-miss: she thinks so", [][2]string{patient("Yellow eyes, she thinks so.")},
			[]string{"symptom sym:jaundice"}},
		{"near-miss: a doubt about something else", [][2]string{patient("Yellow eyes, she doesn't think so much of the doctor.")},
			[]string{"symptom sym:jaundice"}},
	})
}
