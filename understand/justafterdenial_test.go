package understand_test

import "testing"

// "Just" after a denied finding opens what the speaker does have, as 只是
// and 就是 do (s49, blind round 17 en15 and en14, unpunctuated speech).
func TestJustAfterADenial(t *testing.T) {
	runCases(t, []readCase{
		{"en15: just sertraline for anxiety", [][2]string{patient("no kidney problems just sertraline 50 no sorry 100 for anxiety been on it two years innit")},
			[]string{"condition cond:kidney_disease negated", "medication drug:sertraline", "symptom sym:anxiety"}},
		{"en14: I just bruise easy", [][2]string{patient("uh no nosebleeds no blood nothing like that I just bruise easy")},
			[]string{"symptom sym:bruising", "symptom sym:nosebleed negated"}},
		{"just the cough", [][2]string{patient("No chest pain just the cough")}, []string{"symptom sym:chest_pain negated", "symptom sym:cough"}},
		{"near miss: just before the denial", [][2]string{patient("I just don't get headaches")}, []string{"symptom sym:headache negated"}},
		{"near miss: no list ends at just", [][2]string{patient("no fever no cough no just nothing")}, []string{"symptom sym:cough negated", "symptom sym:fever negated"}},
	})
}
