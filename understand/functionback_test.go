package understand_test

import "testing"

// A function lost for a while and back is over (s47 blind round 15 en18);
// a pain that has come back, a loss named as what came back, or a loss
// told in the present is not.
func TestAFunctionLostAndBackIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"r15 en18: speech slurred and hand weak, come back now", [][2]string{patient("About an hour ago my speech went all slurred and my right hand went weak, but it's come back now, it lasted maybe twenty minutes.")},
			[]string{"symptom sym:arm_weakness historical", "symptom sym:dysarthria historical"}},
		{"numbness that lasted ten minutes", [][2]string{patient("My face went numb yesterday, it lasted about ten minutes.")},
			[]string{"symptom sym:numbness historical"}},
		{"near-miss: a pain that was bad and has come back", [][2]string{patient("My back pain got bad again, it's come back now.")},
			[]string{"symptom sym:back_pain"}},
		{"near-miss: the weakness has come back", [][2]string{patient("My arm went weak last week and now the weakness has come back.")},
			[]string{"symptom sym:arm_weakness"}},
		{"near-miss: weak now", [][2]string{patient("My arm is weak.")},
			[]string{"symptom sym:arm_weakness"}},
	})
}
