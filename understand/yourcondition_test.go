package understand_test

import "testing"

// A clinician who names the patient's condition with "your" as the visit's
// reason or judges its control ("This is your hypertension check", "Your
// hypertension is not controlled") tells it as the patient's. A question
// that presupposes it, a measuring "check" and a condition said in general
// tell nothing.
func TestAClinicianNamingYourConditionTellsIt(t *testing.T) {
	runCases(t, []readCase{
		{"en-m1-005: This is your hypertension check", [][2]string{clinician("Good morning, Mr Adeyemi. This is your hypertension check.")},
			[]string{"condition cond:hypertension"}},
		{"en-r1-002: So it's your diabetes review today", [][2]string{clinician("Hi Mrs Okafor? Come in. So it's your diabetes review today.")},
			[]string{"condition cond:diabetes"}},
		{"en-n1-008: your high blood pressure is still not controlled", [][2]string{clinician("So your high blood pressure is still not controlled.")},
			[]string{"condition cond:hypertension"}},
		{"en-o1-031: Your hypertension is not controlled", [][2]string{clinician("Your hypertension is not controlled. Please stop the agbo.")},
			[]string{"condition cond:hypertension"}},
		{"en-s1-004: today is your diabetes and blood pressure review", [][2]string{clinician("uncle good morning come sit down ah so today is your diabetes and blood pressure review your wife came with you")},
			[]string{"condition cond:diabetes", "condition cond:hypertension"}},
		{"en-r1-001: this is your high blood pressure review", [][2]string{clinician("So this is your high blood pressure review. Have you been doing the home readings?")},
			[]string{"condition cond:hypertension"}},
		{"near-miss: asked whether it is controlled", [][2]string{clinician("Is your diabetes well controlled?")},
			[]string{}},
		{"near-miss: what do you take for your blood pressure", [][2]string{clinician("What do you take for your blood pressure?")},
			[]string{}},
		{"near-miss: a blood pressure check is a measuring", [][2]string{clinician("I'll do your blood pressure check now.")},
			[]string{}},
		{"near-miss: a mother's diabetes review", [][2]string{clinician("Your mum's diabetes review is next week, isn't it.")},
			[]string{}},
		{"near-miss: uncontrolled diabetes in general", [][2]string{clinician("Generally, diabetes that is not controlled can harm your kidneys.")},
			[]string{}},
	})
}
