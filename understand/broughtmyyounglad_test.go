package understand_test

import "testing"

// "I've brought my young lad in" speaks for the child (s47 blind round 15
// en03), as "I've brought my son in" does; a friend brought in, or the
// speaker's own finding, does not.
func TestBroughtMyYoungLadInSpeaksForHim(t *testing.T) {
	open := patient("Hiya, I've brought my young lad in, Cian, he's five. He's been up all night roarin' with his ear.")
	runCases(t, []readCase{
		{"r15 en03: he's not eating much", [][2]string{open, clinician("Any discharge from the ear? Is he eating?"), patient("No discharge. He's not eating much but he's drinking grand.")},
			[]string{"symptom sym:ear_discharge negated", "symptom sym:loss_of_appetite"}},
		{"r15 en03: I gave him Calpol", [][2]string{open, patient("He was 38.9 last night, I gave him Calpol at about two.")},
			[]string{"medication drug:paracetamol"}},
		{"near-miss: a mate brought in", [][2]string{patient("I've brought my mate in, he's got a cough."), patient("He's not eating much.")},
			[]string{"symptom sym:loss_of_appetite of other"}},
	})
}

// A child opened with their age as a clause of its own ("my daughter Mia,
// she's 14,") is the patient (s47 blind round 15 en09); an adult kin is
// not.
func TestAChildWithAnAgeClauseIsThePatient(t *testing.T) {
	open := patient("Hi, my daughter Mia, she's 14, rolled her ankle at soccer yesterday. It's pretty swollen.")
	runCases(t, []readCase{
		{"r15 en09: rolled her ankle", [][2]string{open},
			[]string{"condition cond:ankle_sprain"}},
		{"r15 en09: her appendix out", [][2]string{open, clinician("Okay. Any other medical problems?"), patient("Nope, healthy kid. Well, she had her appendix out two years ago.")},
			[]string{"procedure proc:appendectomy historical inactive"}},
		{"near-miss: my dad, he's 60,", [][2]string{patient("Hi, my dad Joe, he's 60, had a heart attack.")},
			[]string{"condition cond:myocardial_infarction historical of father"}},
	})
}

// A drug named as what is taken for allergies, in a sentence whose only
// allergy cue is a rescue drug carried, is no allergen (s47 blind round 15
// en09).
func TestADrugTakenForAllergiesIsNoAllergen(t *testing.T) {
	runCases(t, []readCase{
		{"r15 en09: Zyrtec for allergies beside an EpiPen for bee stings", [][2]string{patient("I'm also on Zyrtec for allergies every day and I carry an EpiPen for bee stings.")},
			[]string{"allergy allergen:insect_stings", "medication drug:cetirizine"}},
		{"near-miss: an allergy word in the part, not the rescue drug alone", [][2]string{patient("I carry an EpiPen for bee stings and I'm allergic to Zyrtec")},
			[]string{"allergy allergen:insect_stings", "allergy drug:cetirizine"}},
		{"near-miss: Zyrtec gave me hives", [][2]string{patient("I'm allergic to Zyrtec, it gave me hives")},
			[]string{"allergy drug:cetirizine"}},
	})
}
