package understand_test

import "testing"

// An everyday act told as what brings on a pain is when the pain comes,
// not a complaint of its own (en/t1: "Does it hurt more when you move, or
// cough…?" "Coughing, yeah, that really hurts"). A cough had, with a pain
// beside it, is still a cough.
func TestActThatHurtsIsNoComplaint(t *testing.T) {
	runCases(t, []readCase{
		{"t1: coughing, yeah, that really hurts", [][2]string{clinician("Okay. Does it hurt more when you move, or cough, or when the car goes over a bump?"),
			patient("Yeah, walking's agony, I'm walking all bent over. Coughing, yeah, that really hurts.")},
			nil},
		{"it hurts to cough", [][2]string{patient("It hurts to cough.")}, nil},
		{"coughing makes it worse", [][2]string{patient("Coughing makes it worse.")}, nil},
		{"worse on sneezing", [][2]string{patient("The pain is worse on sneezing.")}, nil},
		{"a cough that hurts the chest is a cough", [][2]string{patient("I have a cough and it hurts my chest.")},
			[]string{"symptom sym:cough", "symptom sym:chest_pain"}},
		{"coughing told as going on", [][2]string{patient("I'm coughing and it hurts.")},
			[]string{"symptom sym:cough"}},
	})
}
