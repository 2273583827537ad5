package understand_test

import "testing"

// A "no" said of one thing asked denies that one only: "No yellowing. Bit
// of discomfort on the right side sometimes." denied the tummy pain asked
// with the yellowing (s42 blind round 6).
func TestANoOfOneThingAskedDeniesThatOne(t *testing.T) {
	asked := assistant("Any tummy pain or yellowing of the eyes?")
	runCases(t, []readCase{
		{"s42 round 6: No yellowing. Bit of discomfort…", [][2]string{asked, patient("No yellowing. Bit of discomfort on the right side sometimes.")},
			[]string{"symptom sym:jaundice negated"}},
		{"黄疸没有。右边偶尔有点不舒服", [][2]string{assistant("有没有腹痛或者黄疸？"), patient("黄疸没有。右边偶尔有点不舒服。")}, []string{"symptom sym:jaundice negated", "symptom sym:malaise uncertain"}},
		{"No pain of the chest pain asked", [][2]string{assistant("Any chest pain, any dizziness or blackouts, any swelling in the ankles?"),
			patient("No pain. Dizzy, no. She says the left one's a bit puffy in the evening.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dizziness negated"}},
		// Near misses: a no to each, the rest said fine or the same, or a
		// little of a thing asked, which answers it by its own words.
		{"near miss: a bit breathless", [][2]string{assistant("Any coughing up blood, weight loss, breathlessness?"),
			patient("No blood, no. Weight's the same. A bit breathless on the hills.")},
			[]string{"symptom sym:dyspnea", "symptom sym:hemoptysis negated", "symptom sym:weight_loss negated"}},
		{"near miss: No fever.", [][2]string{assistant("Any cough or fever?"), patient("No fever.")}, []string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"near miss: Weight's the same", [][2]string{assistant("Any coughing up blood, weight loss, breathlessness?"), patient("No blood, no. Weight's the same.")},
			[]string{"symptom sym:dyspnea negated", "symptom sym:hemoptysis negated", "symptom sym:weight_loss negated"}},
		{"near miss: no", [][2]string{asked, patient("No.")}, []string{"symptom sym:abdominal_pain negated", "symptom sym:jaundice negated"}},
		{"near miss: no, neither", [][2]string{asked, patient("No, neither.")}, []string{"symptom sym:abdominal_pain negated", "symptom sym:jaundice negated"}},
		{"near miss: one asked", [][2]string{assistant("Any fever?"), patient("No fever.")}, []string{"symptom sym:fever negated"}},
	})
}
