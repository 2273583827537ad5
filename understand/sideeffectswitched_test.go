package understand_test

import "testing"

// An English complaint told as what a drug did before it was stopped or
// switched ("I used to take nifedipine, my ankles swelled up badly, so last
// year they switched me to valsartan") went with the drug: it is past, as
// zhSideEffectOfStopped reads the Chinese. A complaint said to go on, or a
// stop told before the complaint, stays current.
func TestAnEnglishSideEffectOfADrugSwitchedIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"s41: so last year they switched me", [][2]string{patient("I used to take nifedipine, my ankles swelled up badly, so last year they switched me to valsartan")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan", "symptom sym:ankle_swelling historical"}},
		{"so they switched me, no used to", [][2]string{patient("I was on nifedipine and my ankles swelled up, so they switched me to valsartan.")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan", "symptom sym:ankle_swelling historical"}},
		{"so they took me off it", [][2]string{patient("I used to take nifedipine but my ankles swelled up, so they took me off it.")},
			[]string{"medication drug:nifedipine historical stopped", "symptom sym:ankle_swelling historical"}},
		{"near miss: still swollen after the switch", [][2]string{patient("I used to take nifedipine, my ankles swelled up badly, so last year they switched me to valsartan, and my ankles are still swollen")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan", "symptom sym:ankle_swelling"}},
		{"near miss: the stop told first, the swelling goes on", [][2]string{patient("I stopped the nifedipine last week but my ankles are still swelling")},
			[]string{"medication drug:nifedipine historical stopped", "symptom sym:ankle_swelling"}},
		{"near miss: a drug taken now, no stop", [][2]string{patient("I take nifedipine and my ankles swell up, so I keep my feet up.")},
			[]string{"medication drug:nifedipine", "symptom sym:ankle_swelling"}},
	})
}
