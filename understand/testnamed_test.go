package understand_test

import "testing"

// An illness that names a test is what the test looks for (mts-dialog
// dev19: "The doctors said I had rising tumor markers"), not an illness
// the patient has; the illness told plainly stays.
func TestIllnessNamingATest(t *testing.T) {
	runCases(t, []readCase{
		{"dev19: rising tumor markers", [][2]string{
			clinician("How has the cancer progressed since you were diagnosed?"),
			patient("The doctors said I had rising tumor markers.")}, []string{}},
		{"a cancer screening", [][2]string{patient("I'm due for my bowel cancer screening.")}, []string{}},
		{"an HIV test", [][2]string{patient("I had an HIV test last year.")}, []string{}},
		{"near miss: the tumour itself", [][2]string{patient("The doctors said I had a tumor in my bowel.")},
			[]string{"condition cond:tumour historical"}},
		{"near miss: an illness before another noun", [][2]string{patient("I have diabetes and a thyroid problem.")},
			[]string{"condition cond:diabetes", "condition cond:thyroid_disorder"}},
	})
}
