package understand_test

import "testing"

// "Fever 5 days already, yesterday then stop" (s46 blind round 13 en16, the
// Singapore and Malaysian English of a stop without tense) kept the fever
// current. A day said right before "then stop" dates when it stopped, as
// "stopped yesterday" does; "comes for a few minutes then stop" is a bout
// that keeps coming back and stays current.
func TestStoppedThenAfterADayIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"r13 en16: Fever 5 days already, yesterday then stop", [][2]string{patient("Fever 5 days already, yesterday then stop. Got rash on the legs also")},
			[]string{"symptom sym:fever historical", "symptom sym:rash"}},
		{"cough, last night then stop", [][2]string{patient("Cough one week, last night then stopped")},
			[]string{"symptom sym:cough historical"}},
		{"diarrhoea, this morning then stop", [][2]string{patient("Diarrhoea 3 days, this morning then stop")},
			[]string{"symptom sym:diarrhea historical"}},
		// Near misses: unchanged.
		{"near miss: a bout that comes then stops", [][2]string{patient("Chest pain come for few minutes then stop")},
			[]string{"symptom sym:chest_pain"}},
		{"near miss: stopped yesterday, as before", [][2]string{patient("Fever 5 days, stopped yesterday.")},
			[]string{"symptom sym:fever historical"}},
		{"near miss: a fever still going", [][2]string{patient("Fever 5 days already, until now still got")},
			[]string{"symptom sym:fever"}},
	})
}
