package understand_test

import "testing"

// "How's the diabetes been?" asks how an illness goes, not whether there
// is one: an answer of how it goes denies nothing (s47 blind round 15
// en02, en10). A yes/no question of the illness is read as before.
func TestHowsTheConditionAsksNoYesOrNo(t *testing.T) {
	runCases(t, []readCase{
		{"r15 en02: how's the diabetes been? not bad", [][2]string{clinician("Hi Mr. Johnson, good to see you. How's the diabetes been?"), patient("Not bad.")},
			[]string{}},
		{"r15 en10: how's the gout, any flares? not since Christmas", [][2]string{clinician("Stop that. How's the gout, any flares?"), patient("Not since Christmas.")},
			[]string{}},
		{"near-miss: any gout? no", [][2]string{clinician("Any gout?"), patient("No.")},
			[]string{"condition cond:gout negated"}},
		{"near-miss: do you have diabetes? no", [][2]string{clinician("Do you have diabetes?"), patient("Nope.")},
			[]string{"condition cond:diabetes negated"}},
		{"near-miss: a yes to does the gout flare", [][2]string{clinician("Does your gout still flare up?"), patient("Yes, now and then.")},
			[]string{"condition cond:gout"}},
	})
}
