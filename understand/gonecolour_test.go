package understand_test

import "testing"

// "gone" before a colour or a state says what a finding has become, not
// that it is over: "Phlegm's gone green as well" (round 11 en08) was a
// productive cough of the past. "The rash has gone" and "it's all gone
// now" still end it.
func TestGoneGreenIsAChangeNotAnEnd(t *testing.T) {
	runCases(t, []readCase{
		{"r11 en08: Phlegm's gone green as well", [][2]string{patient("Phlegm's gone green as well")},
			[]string{"symptom sym:productive_cough"}},
		{"the rash has gone a bit red", [][2]string{patient("The rash has gone a bit red.")},
			[]string{"symptom sym:rash"}},
		{"the phlegm has gone thick and yellow", [][2]string{patient("The phlegm has gone thick and yellow.")},
			[]string{"symptom sym:productive_cough"}},
		{"near-miss: the rash has gone", [][2]string{patient("The rash has gone")},
			[]string{"symptom sym:rash historical"}},
		{"near-miss: gone now", [][2]string{patient("Phlegm's gone now.")},
			[]string{"symptom sym:productive_cough historical"}},
	})
}
