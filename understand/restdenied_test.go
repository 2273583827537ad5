package understand_test

import "testing"

// "刷牙偶尔出点血，别的没有" to a question about gum bleeding or black stools
// has the one and denies the rest: the gum bleeding of a patient on
// warfarin was written as denied (s41 blind round 5), because "出点血"
// after "偶尔" was not read as the bleeding.
func TestTheOneHadAndTheRestDenied(t *testing.T) {
	asked := assistant("有没有牙龈出血或者黑便？")
	runCases(t, []readCase{
		{"s41 round 5: 刷牙偶尔出点血，别的没有", [][2]string{asked, patient("刷牙偶尔出点血，别的没有")},
			[]string{"symptom sym:gum_bleeding", "symptom sym:melena negated"}},
		{"刷牙出了点血", [][2]string{patient("刷牙出了点血")}, []string{"symptom sym:gum_bleeding"}},
		// Near misses.
		{"near miss: both denied", [][2]string{asked, patient("都没有")}, []string{"symptom sym:gum_bleeding negated", "symptom sym:melena negated"}},
		{"near miss: 刷牙出血", [][2]string{patient("刷牙出血")}, []string{"symptom sym:gum_bleeding"}},
	})
}
