package understand_test

import "testing"

// A street drug named to a question about recreational drugs answers it
// with that drug: "nothing else" or "just" deny the others, not the class
// the named one belongs to (round 11 en07: "weed now and then, nothing
// else" wrote "denies recreational drugs" beside the cannabis). A bare "no"
// or "nothing" still denies the class, and a drug denied answers nothing.
func TestAStreetDrugNamedAnswersTheClass(t *testing.T) {
	asked := assistant("Any recreational drugs?")
	runCases(t, []readCase{
		{"r11 en07: weed now and then, nothing else", [][2]string{asked, patient("weed now and then, nothing else")},
			[]string{"observation social:cannabis"}},
		{"just weed now and then", [][2]string{asked, patient("just weed now and then")},
			[]string{"observation social:cannabis"}},
		{"weed, nothing else", [][2]string{asked, patient("weed, nothing else")},
			[]string{"observation social:cannabis"}},
		{"near-miss: nothing else alone", [][2]string{asked, patient("nothing else")},
			[]string{"observation social:recreational_drugs negated"}},
		{"near-miss: no", [][2]string{asked, patient("No, never.")},
			[]string{"observation social:recreational_drugs negated"}},
	})
}
