package understand_test

import "testing"

// A good night's sleep told at a follow-up ends the insomnia told before;
// a better sleep, a sleep denied, wished, of before or of another does not,
// nor does a good sleep with no sleeplessness told.
func TestSleepingWellNowEndsInsomnia(t *testing.T) {
	first := patient("The sertraline, 50, it's not doing owt for me mood, and I'm not sleeping, awake at four every morning.")
	switchTo := clinician("Let's switch to mirtazapine 15 mg at night; stop the sertraline from tomorrow.")
	runCases(t, []readCase{
		{"fu-en-y1-019: Sleeping like a log now", [][2]string{first, switchTo,
			patient("Six weeks on. Sleeping like a log now, mood's lifted a fair bit, though I still have my flat days.")},
			[]string{"symptom sym:insomnia historical"}},
		{"I'm sleeping through the night", [][2]string{first, switchTo, patient("I'm sleeping through the night now.")},
			[]string{"symptom sym:insomnia historical"}},
		{"near-miss: a bit better", [][2]string{first, switchTo, patient("Sleeping a bit better now.")},
			[]string{}},
		{"near-miss: still not sleeping well", [][2]string{first, switchTo, patient("I'm still not sleeping well.")},
			[]string{"symptom sym:insomnia"}},
		{"near-miss: used to", [][2]string{first, switchTo, patient("I used to sleep like a log.")},
			[]string{}},
		{"near-miss: another's", [][2]string{first, switchTo, patient("The baby's sleeping through now.")},
			[]string{}},
		{"near-miss: asked", [][2]string{first, switchTo, patient("Will I be sleeping well on it?")},
			[]string{}},
		{"near-miss: no insomnia told", [][2]string{patient("I've had a cough for a week."), patient("I'm sleeping well though.")},
			[]string{}},
	})
}
