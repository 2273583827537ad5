package understand_test

import "testing"

// A clinician telling that an illness is over ends it (toldover.go); one
// to come, one not yet over, one asked, one in general or someone else's
// ends nothing.
func TestAClinicianTellsAnIllnessOver(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh10: a follow-up tells the UTI over", [][2]string{clinician("好，尿路感染已经好了。")},
			[]string{"condition cond:uti historical resolves"}},
		{"s51 blind round 20 en01: the X-ray shows the pneumonia has cleared", [][2]string{clinician("Good. Your CRP was 38 when you left, the repeat today is 6, and the X-ray shows the pneumonia has cleared.")},
			[]string{"observation lab:crp", "condition cond:pneumonia historical resolves"}},
		{"a chest infection gone", [][2]string{clinician("Your chest infection has gone.")},
			[]string{"condition cond:lower_respiratory_infection historical resolves"}},
		{"a symptom over", [][2]string{clinician("The rash has gone but the itch hasn't.")},
			[]string{"symptom sym:rash historical resolves"}},
		{"near miss: not cleared yet", [][2]string{clinician("Your chest infection hasn't cleared yet.")}, []string{}},
		{"near miss: to clear in time", [][2]string{clinician("The pneumonia should clear up in a week or two.")}, []string{}},
		{"near miss: until it has cleared", [][2]string{clinician("Keep taking it until the infection has cleared.")}, []string{}},
		{"near miss: asked", [][2]string{clinician("Has the cough gone?")}, []string{}},
		{"near miss: 还没好", [][2]string{clinician("尿路感染还没好。")}, []string{}},
		{"near miss: 会好的", [][2]string{clinician("尿路感染会好的。")}, []string{}},
		{"near miss: 等…好了再", [][2]string{clinician("等尿路感染好了再复查。")}, []string{}},
		{"near miss: 如果", [][2]string{clinician("如果肺炎好了就不用再来了。")}, []string{}},
		{"near miss: in general", [][2]string{clinician("Generally a chest infection clears up on its own.")}, []string{}},
		{"near miss: a father's", [][2]string{clinician("你爸爸的肺炎已经好了。")}, []string{}},
		{"near miss: a husband's", [][2]string{clinician("Your husband's flu has gone.")}, []string{}},
		{"near miss: better, not gone", [][2]string{clinician("咳嗽好了一点。")}, []string{}},
	})
}

// A patient's "has cleared" ends the illness, as "cleared up" does.
func TestAPatientsIllnessHasCleared(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en01: my pneumonia has cleared", [][2]string{patient("My pneumonia has cleared.")},
			[]string{"condition cond:pneumonia resolves"}},
		{"near miss: not cleared", [][2]string{patient("My chest infection hasn't cleared.")},
			[]string{"condition cond:lower_respiratory_infection"}},
	})
}
