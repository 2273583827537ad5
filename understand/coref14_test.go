package understand_test

import "testing"

// Complaints the reference resolver ranks drugs by, read as patients say
// them. The sentences are written for these tests; each case fails without
// the rule it names, and the guards must not change.

func TestRunningToTheToiletToPassWater(t *testing.T) {
	runCases(t, []readCase{
		{"跑厕所 to pass water is urinary frequency", [][2]string{patient("这几天一直跑厕所撒尿")}, []string{"symptom sym:urinary_frequency"}},
		{"跑厕所 alone says nothing of the bladder", [][2]string{patient("今天跑厕所跑了好几趟")}, []string{}},
	})
}

func TestAVoiceCrackingAndAWhiteTongue(t *testing.T) {
	runCases(t, []readCase{
		{"a voice cracking is hoarseness", [][2]string{patient("For two weeks my voice is cracking whenever I talk.")}, []string{"symptom sym:hoarseness"}},
		{"white patches on the tongue are oral thrush", [][2]string{patient("I've got white patches on my tongue since Monday.")}, []string{"symptom sym:oral_thrush"}},
	})
}
