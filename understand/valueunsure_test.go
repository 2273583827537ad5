package understand_test

import "testing"

// Two values offered as either are no reading, and a value the patient
// says at once they do not remember is a claim; a value said plainly, or
// with "or so", stays a reading.
func TestAValueThePatientIsUnsureOfIsNoReading(t *testing.T) {
	runCases(t, []readCase{
		{"r13 zh06: 甘油三酯2.3还是3.2，我记不清了", [][2]string{patient("血脂好像也有点高，甘油三酯2.3还是3.2，我记不清了")},
			[]string{}},
		{"体重60还是65公斤", [][2]string{patient("体重60还是65公斤，好久没称了")},
			[]string{}},
		{"血糖7.2，我记不清了", [][2]string{patient("空腹血糖7.2，我记不清了")},
			[]string{"observation lab:fasting_glucose uncertain"}},
		{"en: was it 2.3 or 3.2", [][2]string{patient("My triglycerides were 2.3 or 3.2, I can't remember.")},
			[]string{}},
		{"near-miss: a value said plainly", [][2]string{patient("甘油三酯2.3，记得很清楚")},
			[]string{"observation lab:triglycerides"}},
		{"near-miss: or so", [][2]string{patient("My weight is 70 kg or so.")},
			[]string{"observation vital:weight"}},
		{"near-miss: forgetting something else in the next sentence", [][2]string{patient("空腹血糖7.2。什么时候查的我记不清了")},
			[]string{"observation lab:fasting_glucose"}},
	})
}
