package understand_test

import "testing"

// Bare "cramps" said of a period, or in answer to a question about periods,
// are period pains (en/t1: "Any bleeding between periods, or after sex? Any
// pain?" "Pain, yes, cramps, the first two days"). Cramps placed in the
// legs, or said where nothing speaks of periods, are the muscles'.
func TestCrampsOfPeriods(t *testing.T) {
	runCases(t, []readCase{
		{"t1: cramps answered to a question about periods", [][2]string{clinician("Any bleeding between periods, or after sex? Any pain?"),
			patient("No, no bleeding in between. Pain, yes, cramps, the first two days, I take ibuprofen for it.")},
			[]string{"symptom sym:bleeding negated", "symptom sym:intermenstrual_bleeding negated", "condition cond:dysmenorrhea", "medication drug:ibuprofen"}},
		{"cramps when the period comes", [][2]string{patient("I get cramps when my period comes.")},
			[]string{"condition cond:dysmenorrhea"}},
		{"cramps answered to heavy periods", [][2]string{clinician("Do you have heavy periods?"), patient("Yes, heavy, and I get bad cramps.")},
			[]string{"symptom sym:heavy_periods", "condition cond:dysmenorrhea"}},
		{"cramps at night are the muscles'", [][2]string{patient("I get cramps at night.")},
			[]string{"symptom sym:muscle_cramps"}},
		{"cramps in the calves after a period question", [][2]string{clinician("Any bleeding between periods?"), patient("No. I get cramps in my calves at night though.")},
			[]string{"symptom sym:intermenstrual_bleeding negated", "symptom sym:muscle_cramps"}},
	})
}
