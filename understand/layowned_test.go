package understand_test

import "testing"

// A lay condition owned or denied outright ("I've got the sugar and the
// blood pressure", "Sugar is there", "No sugar, no pressure", "BP no.") is
// the patient's condition, or its denial. The food's sugar, a pressure that
// may be the chest's and a relative's denial tell nothing.
func TestALayConditionOwnedOrDeniedOutright(t *testing.T) {
	runCases(t, []readCase{
		{"en-k1-015: I've got the sugar and the blood pressure", [][2]string{patient("I've got the sugar and the blood pressure, I take my Glucophage and the Pharmapress.")},
			[]string{"condition cond:diabetes", "condition cond:hypertension", "medication drug:enalapril", "medication drug:metformin"}},
		{"en-k1-025: Sugar is there … BP no.", [][2]string{patient("Sugar is there, I take Glycomet 500 twice. BP no.")},
			[]string{"condition cond:diabetes", "condition cond:hypertension negated", "medication drug:metformin"}},
		{"en-t1-017: I've the blood pressure", [][2]string{patient("I've the blood pressure, I'm on ramipril, the five.")},
			[]string{"condition cond:hypertension", "medication drug:ramipril"}},
		{"en-i1-044: no BP, no sugar till now", [][2]string{patient("I am 45, no BP, no sugar till now.")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension negated"}},
		{"en-o1-028: Sugar no, BP no.", [][2]string{patient("Sugar no, BP no.")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension negated"}},
		{"en-n1-045: Mi nuh have sugar, nuh have pressure neither", [][2]string{patient("Mi nuh have sugar, nuh have pressure neither.")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension negated"}},
		{"near-miss: no pressure, no pain", [][2]string{patient("No pressure, no pain, just a bit tight.")},
			[]string{}},
		{"near-miss: no sugar in my tea", [][2]string{patient("I take my tea with no sugar.")},
			[]string{}},
		{"near-miss: no sugar in the urine", [][2]string{patient("I have no sugar in my urine test.")},
			[]string{}},
		{"near-miss (en-r1-013): a brother's no sugar", [][2]string{patient("My elder brother, no sugar, nothing, he is very fit.")},
			[]string{}},
		{"near-miss: my blood pressure checked", [][2]string{patient("I have my blood pressure checked every month.")},
			[]string{}},
	})
}
