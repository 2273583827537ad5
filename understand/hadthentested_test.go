package understand_test

import "testing"

// An illness the patient says they have, then a test in a clause of its
// own ("我是慢性肾病3期，今天拿了化验单"), is had: the test is the next thing
// told (zh/r16-zh10). An illness in the test's clause is only tested for.
// "滤过率" alone is the eGFR of a kidney patient's results.
func TestHadThenTested(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh10: CKD stage 3, then the lab slip and its values", [][2]string{patient("医生，我是慢性肾病3期，今天拿了化验单，肾小球滤过率38，血钾5.6。")},
			[]string{"condition cond:ckd", "observation lab:egfr", "observation lab:potassium"}},
		{"hypertension, then a test today", [][2]string{patient("我有高血压，今天化验了。")},
			[]string{"condition cond:hypertension"}},
		{"r16-zh10: the filtration rate said short", [][2]string{patient("医生，我来复查了。血钾5.0，滤过率36。")},
			[]string{"observation lab:potassium", "observation lab:egfr"}},
		{"near miss: diabetes tested for", [][2]string{patient("查了有没有糖尿病，化验了。")},
			nil},
	})
}
