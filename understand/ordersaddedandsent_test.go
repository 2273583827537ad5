package understand_test

import "testing"

// "adding" and "a prescription for" order a drug (s47 blind round 15 en20,
// en07); a drug only named, or not to be given, is no order. ("give him",
// tried for en03, made "Don't give him ibuprofen" an order: dropped.)
func TestOrdersAddedOrSentAsAPrescription(t *testing.T) {
	runCases(t, []readCase{
		{"r15 en20: I'm also adding amlodipine 5", [][2]string{clinician("I'm stopping the hydrochlorothiazide and increasing losartan to 100 mg. I'm also adding amlodipine 5.")},
			[]string{"medication drug:amlodipine", "medication drug:hydrochlorothiazide stopped", "medication drug:losartan"}},
		{"r15 en07: a prescription for cefalexin", [][2]string{clinician("Let's get a urine dip, and I'll send over a prescription for cefalexin. Push fluids.")},
			[]string{"medication drug:cefalexin"}},
		{"near-miss: don't give him ibuprofen", [][2]string{patient("I've brought my son in, he's five."), clinician("Don't give him ibuprofen.")},
			[]string{}},
		{"near-miss: add salt", [][2]string{clinician("Add some salt to your food.")},
			[]string{}},
	})
}
