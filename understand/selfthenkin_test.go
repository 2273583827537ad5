package understand_test

import "testing"

// A relative who opens with who they are to 他/她 and names that one by
// their own word for them at once ("我是他儿子，我爸82了") speaks for the
// patient: the father's findings are the patient's, not family history.
// The kin word must be the one the relation makes the patient.
func TestARelativeWhoSaysWhoTheyAreSpeaksForThePatient(t *testing.T) {
	runCases(t, []readCase{
		{"s45 r12 zh06: 我是他儿子，我爸82了，心衰，最近又有点喘", [][2]string{patient("我是他儿子，我爸82了，心衰，最近又有点喘")},
			[]string{"condition cond:heart_failure", "symptom sym:dyspnea"}},
		{"a daughter for her mother", [][2]string{patient("您好，我是她女儿，我妈有糖尿病，最近老是头晕")},
			[]string{"condition cond:diabetes", "symptom sym:dizziness"}},
		{"near-miss: 我是他女儿 and her mother, his wife", [][2]string{patient("我是他女儿，我妈有糖尿病")},
			[]string{"condition cond:diabetes of mother"}},
		{"near-miss: the relation said after the kin", [][2]string{patient("我爸有心衰，我是他儿子，我自己也有高血压")},
			[]string{"condition cond:heart_failure of father", "condition cond:hypertension"}},
		{"near-miss: no relation said", [][2]string{patient("我爸82了，心衰，我最近有点喘")},
			[]string{"condition cond:heart_failure of father", "symptom sym:dyspnea"}},
	})
}
