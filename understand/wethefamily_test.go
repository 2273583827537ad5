package understand_test

import "testing"

func TestWeOfTheFamily(t *testing.T) {
	runCases(t, []readCase{
		{"we have it all, after the daughters' cancer (MTS-Dialog dev train-351)", [][2]string{
			clinician("That's great, what about your daughters?"),
			patient("Well, they're sixty and fifty eight, and they both have cancer. They're real fighters."),
			clinician("I'm sorry, that must be so hard to deal with. Are there any other conditions you're aware of?"),
			patient("Oh yeah, we have it all, high blood pressure, depression, it's all there."),
		}, []string{"condition cond:hypertension of family", "condition cond:depression of family"}},
		// Near misses: no relatives in the talk; the patient put apart; no "we".
		{"near miss: we both have colds, no relatives", [][2]string{
			clinician("Are there any other conditions you're aware of?"),
			patient("Oh yeah, we have it all, high blood pressure, depression, it's all there."),
		}, []string{"condition cond:hypertension", "condition cond:depression"}},
		{"the patient apart from the family", [][2]string{
			patient("My mother has diabetes."),
			patient("We have heart trouble, and I have high blood pressure."),
		}, []string{"condition cond:heart_disease of family", "condition cond:hypertension"}},
		{"near miss: we both, a couple", [][2]string{
			patient("My mother has diabetes."),
			patient("We both have high blood pressure, my husband and me."),
		}, []string{"condition cond:hypertension"}},
		{"near miss: her own after the relatives", [][2]string{
			patient("My mother has diabetes."),
			patient("I have high blood pressure."),
		}, []string{"condition cond:hypertension"}},
	})
}
