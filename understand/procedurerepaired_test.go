package understand_test

import "testing"

// s45 blind round 12 en19: "gallbladder out in 2015, no sorry, it was my
// appendix" wrote the cholecystectomy.
func TestAnOperationRepairedToAnotherOrgan(t *testing.T) {
	runCases(t, []readCase{
		{"repaired after the year: the appendix", [][2]string{patient("I've got this pain in my right side again. I had my gallbladder out in 2015, no sorry, it was my appendix")},
			[]string{"procedure proc:appendectomy historical inactive", "symptom sym:flank_pain"}},
		{"repaired right after", [][2]string{patient("I had my gallbladder out, no sorry, it was my appendix")},
			[]string{"procedure proc:appendectomy historical inactive"}},
		{"an organ that names no operation takes it back", [][2]string{patient("I had my gallbladder out in 2015, no sorry, it was my kidney")},
			[]string{"procedure proc:cholecystectomy historical hypothetical inactive"}},
		// Near misses: the date repaired, or no repair.
		{"near miss: the year repaired", [][2]string{patient("I had my gallbladder out in 2015, no sorry, it was 2016")},
			[]string{"procedure proc:cholecystectomy historical inactive"}},
		{"near miss: no problems since", [][2]string{patient("I had my gallbladder out in 2015, no problems since")},
			[]string{"procedure proc:cholecystectomy historical inactive"}},
		{"near miss: someone else's, as before", [][2]string{patient("I had my gallbladder out, no, that was my brother")}, []string{}},
	})
}
