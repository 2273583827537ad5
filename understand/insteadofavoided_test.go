package understand_test

import "testing"

// A drug named bare after "instead of" in an order is the one not given
// (s47 blind round 15 en17); "instead of the Advil" is the patient's drug
// giving way, and a switch stops the first.
func TestADrugOrderedInsteadOfAnotherLeavesTheOther(t *testing.T) {
	runCases(t, []readCase{
		{"r15 en17: clarithromycin instead of flucloxacillin", [][2]string{clinician("With that doubt I'll give you clarithromycin instead of flucloxacillin, 500 twice a day for a week.")},
			[]string{"medication drug:clarithromycin"}},
		{"rather than", [][2]string{clinician("I'll start you on amlodipine rather than ramipril.")},
			[]string{"medication drug:amlodipine"}},
		{"near-miss: instead of the Advil", [][2]string{clinician("Use naproxen instead of the Advil.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:naproxen"}},
		{"near-miss: a switch", [][2]string{clinician("I'm switching you from amlodipine to lercanidipine.")},
			[]string{"medication drug:amlodipine stopped", "medication drug:lercanidipine"}},
	})
}
