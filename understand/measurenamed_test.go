package understand_test

import "testing"

// An answer that picks one condition of a list by the measure it runs high
// on ("Just the blood pressure.") has that condition and denies the others.
func TestAListAnsweredByItsMeasure(t *testing.T) {
	q := assistant("Do you have diabetes or high blood pressure?")
	zh := assistant("有没有糖尿病、高血压？")
	runCases(t, []readCase{
		{"just the blood pressure", [][2]string{q, patient("Just the blood pressure.")},
			[]string{"condition cond:hypertension", "condition cond:diabetes negated"}},
		{"only the blood pressure, yeah", [][2]string{q, patient("Only the blood pressure, yeah.")},
			[]string{"condition cond:hypertension", "condition cond:diabetes negated"}},
		{"the blood pressure, not diabetes", [][2]string{q, patient("The blood pressure, not diabetes.")},
			[]string{"condition cond:hypertension", "condition cond:diabetes negated"}},
		{"the diabetes, not blood pressure", [][2]string{q, patient("The diabetes, not blood pressure.")},
			[]string{"condition cond:diabetes", "condition cond:hypertension negated"}},
		{"就高血压", [][2]string{zh, patient("就高血压。")}, []string{"condition cond:hypertension", "condition cond:diabetes negated"}},
		{"只有高血压", [][2]string{zh, patient("只有高血压")}, []string{"condition cond:hypertension", "condition cond:diabetes negated"}},
		{"高血压有，糖尿病没有", [][2]string{zh, patient("高血压有，糖尿病没有")},
			[]string{"condition cond:hypertension", "condition cond:diabetes negated"}},
		// Near misses: the measure said with more, or not asked after as
		// a condition, keeps its own reading.
		{"the measures said normal keep their reading", [][2]string{q, patient("No sugar, no pressure, I checked last month, everything normal.")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension negated"}},
		{"the blood pressure said fine", [][2]string{q, patient("Blood pressure's fine.")}, []string{}},
		{"a relative's blood pressure", [][2]string{q, patient("No. My dad has the blood pressure.")},
			[]string{"condition cond:diabetes negated", "condition cond:hypertension of father"}},
		{"the measure when no condition was asked", [][2]string{assistant("Any chest pain?"), patient("Just the blood pressure.")},
			[]string{"symptom sym:chest_pain negated"}},
		{"a reading of the blood pressure stays a reading", [][2]string{assistant("How has your blood pressure been?"), patient("The blood pressure, 150 over 95 last week.")},
			[]string{"observation vital:bp"}},
	})
}
