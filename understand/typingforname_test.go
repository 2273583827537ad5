package understand_test

import "testing"

// s45 blind round 12 en04: a daughter typing for "Mum" wrote the mother's
// heart failure as family history.
func TestTypingForAKinNameSpeaksForThem(t *testing.T) {
	margaret := patient("Hi, I'm Margaret's daughter, I'm typing for Mum, she's 84 and has heart failure")
	runCases(t, []readCase{
		{"typing for Mum: her heart failure is the patient's", [][2]string{margaret}, []string{"condition cond:heart_failure"}},
		{"typing for Dad", [][2]string{patient("Typing for Dad, he's had chest pain since this morning")}, []string{"symptom sym:chest_pain"}},
		{"the typist's own illness later is family history", [][2]string{margaret, assistant("Which water tablet is she on?"),
			patient("Furosemide, the heart nurse put it up to 80 last week. I've got angina myself so I know the drill")},
			[]string{"condition cond:angina of child", "medication drug:furosemide"}},
		// Near misses: no announcement.
		{"near miss: calling for Mum's prescription", [][2]string{patient("I'm calling for Mum's prescription, I've had a cough all week")},
			[]string{"symptom sym:cough"}},
		{"near miss: Mum named in the patient's own story", [][2]string{patient("Mum has heart failure and I've got asthma")},
			[]string{"condition cond:asthma", "condition cond:heart_failure of mother"}},
		{"near miss: typing for my mum, as before", [][2]string{patient("Hi, I'm typing for my mum, she's 84 and has heart failure")},
			[]string{"condition cond:heart_failure"}},
	})
}
