package understand_test

import "testing"

// A drug told taken before and then told no trouble, in a turn that has
// just told an allergy, is that drug's allergy denied, not a drug taken
// now (s51 blind round 20 en07, Australian English: cephalexin was
// written current).
func TestADrugToldFineBesideAnAllergyIsTolerated(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en07", [][2]string{clinician("Dentist here. It's pericoronitis. I'll irrigate it and give you metronidazole 400 mg three times a day for three days."),
			patient("No worries. Just so you know I'm allergic to penicillin, got a rash as a kid. Had cephalexin heaps of times though, no dramas with that.")},
			[]string{"allergy allergen:penicillins", "allergy drug:cefalexin negated"}},
		{"took it before, no problems", [][2]string{patient("I'm allergic to penicillin. I took cefalexin last year, no problems.")},
			[]string{"allergy allergen:penicillins", "allergy drug:cefalexin negated"}},
		// Near misses.
		{"near miss: a drug taken now, no problems", [][2]string{patient("I'm allergic to penicillin. I take amlodipine, no problems with it.")},
			[]string{"allergy allergen:penicillins", "medication drug:amlodipine"}},
		{"near miss: no allergy told", [][2]string{patient("Had cephalexin heaps of times though, no dramas with that.")},
			[]string{"medication drug:cefalexin"}},
		{"near miss: no trouble not told", [][2]string{patient("I'm allergic to penicillin, got a rash as a kid. Had cephalexin last month for my chest.")},
			[]string{"allergy allergen:penicillins", "medication drug:cefalexin stopped"}},
	})
}
