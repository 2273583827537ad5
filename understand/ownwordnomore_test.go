package understand_test

import "testing"

// "Not <the complaint's own word> anymore" ends the complaint the patient
// told by a longer name; a question, another's, a word of feeling in
// general, or a complaint never told end nothing.
func TestOwnWordNoMoreEndsTheComplaint(t *testing.T) {
	told := patient("That explains why I'm shattered all the time.")
	asked := clinician("Three months on. How are you feeling?")
	runCases(t, []readCase{
		{"fu-en-y1-035: not shattered anymore", [][2]string{told, asked, patient("Loads more energy, not shattered anymore. The tablets did bung me up a bit at first but that sorted itself out.")},
			[]string{"symptom sym:fatigue historical"}},
		{"no longer shattered", [][2]string{told, asked, patient("I'm no longer shattered, thanks.")},
			[]string{"symptom sym:fatigue historical"}},
		{"near-miss: asked", [][2]string{told, asked, patient("Will I be not shattered anymore on these?")},
			[]string{}},
		{"near-miss: another's", [][2]string{told, asked, patient("My wife is not shattered anymore, but I still am.")},
			[]string{}},
		{"near-miss: a word of feeling", [][2]string{patient("I've been feeling dizzy all week."), asked, patient("I'm not feeling it anymore, the tablets are fine.")},
			[]string{}},
		{"near-miss: never told", [][2]string{patient("I've had a cough."), asked, patient("Not shattered anymore, if that's what you mean.")},
			[]string{}},
	})
}
