package understand_test

import "testing"

// A mother who told her own complaints and then says what her baby has
// tells the baby's illness, not hers (s51 blind round 20 en14: "Baby has
// reflux" was written as her reflux disease).
func TestWhatTheBabyHasIsTheBabys(t *testing.T) {
	own := patient("I delivered my baby 5 weeks back, C-section. Now my left breast is very painful and red, hot to touch since yesterday.")
	runCases(t, []readCase{
		{"s51 blind round 20 en14", [][2]string{own, patient("Baby has reflux, the health visitor gave Gaviscon Infant sachets for him.")},
			[]string{"condition cond:gerd of child", "medication class:stomach_medicines of other"}},
		{"my baby's got a rash", [][2]string{own, patient("My baby's got a rash on his cheeks.")},
			[]string{"symptom sym:rash of child"}},
		// Near misses.
		{"near miss: no finding of her own told before", [][2]string{patient("Baby has reflux, the health visitor gave Gaviscon Infant sachets for him.")},
			[]string{"condition cond:gerd", "medication class:stomach_medicines"}},
		{"near miss: a baby aspirin", [][2]string{own, patient("I also take a baby aspirin every morning and I have reflux.")},
			[]string{"condition cond:gerd", "medication drug:aspirin"}},
		{"near miss: the speaker comes back", [][2]string{own, patient("Baby has been up all night and I've got a headache.")},
			[]string{"symptom sym:headache"}},
		{"near miss: someone speaks for the baby", [][2]string{patient("Hi, I'm calling about my baby, she's 3 months old."), patient("Baby has a rash on her cheeks.")},
			[]string{"symptom sym:rash"}},
	})
}
