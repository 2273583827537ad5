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
		{"no fever", [][2]string{assistant("Any cough or fever?"), patient("No fever.")}, []string{"symptom sym:fever negated"}},
		{"黄疸没有", [][2]string{assistant("有没有腹痛或者黄疸？"), patient("黄疸没有。")}, []string{"symptom sym:jaundice negated"}},
		// Near misses: a no to each.
		{"near miss: no", [][2]string{asked, patient("No.")}, []string{"symptom sym:abdominal_pain negated", "symptom sym:jaundice negated"}},
		{"near miss: no, neither", [][2]string{asked, patient("No, neither.")}, []string{"symptom sym:abdominal_pain negated", "symptom sym:jaundice negated"}},
		{"near miss: one asked", [][2]string{assistant("Any fever?"), patient("No fever.")}, []string{"symptom sym:fever negated"}},
	})
}
