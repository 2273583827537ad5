package understand_test

import "testing"

// must-not-dev5 (the held-out list's traps, half transcript, half typed)
// found: drugs fine "with all the medicines" or "never had a reaction to
// a drug"; a drug never picked up, not decided on, or not needed yet; a
// disinfectant told 没事 beside a latex allergy; what everyone says a jab
// does (都说打完会…); what the patient read online about; paying, not
// coughing.
func TestMustNotDev5Readings(t *testing.T) {
	runCases(t, []readCase{
		{"all right with all the medicines", [][2]string{clinician("Any allergies?"),
			patient("Only, um, only pollen really. I'm all right with all the medicines, paracetamol, naproxen, whatever.")},
			[]string{"allergy allergen:pollen", "allergy drug:naproxen negated", "allergy drug:paracetamol negated"}},
		{"never had a reaction to a drug", [][2]string{clinician("Any allergies?"),
			patient("I react to plasters. But the amoxicillin after my op, and the codeine, all fine, never had a reaction to a drug.")},
			[]string{"allergy allergen:adhesives", "allergy drug:amoxicillin negated", "allergy drug:codeine negated"}},
		{"never picked it up", [][2]string{patient("I was prescribed pregabalin but never actually picked it up from the pharmacy.")},
			[]string{"medication drug:pregabalin hypothetical"}},
		{"haven't needed it, next sentence", [][2]string{patient("The doctor said I could try naproxen for the knee. Haven't needed it so far.")},
			[]string{"medication drug:naproxen hypothetical relayed"}},
		{"还在考虑", [][2]string{patient("医生提了一下激素替代治疗，我还在考虑，没决定。")}, []string{"medication class:hormone_replacement hypothetical relayed"}},
		{"都说打完会", [][2]string{patient("打了那个激素针，都说打完会脸红，我一点都没有。")}, []string{"medication class:steroids", "symptom sym:flushing hypothetical"}},
		{"read online about", [][2]string{patient("I decided against the statin, I read too much online about muscle pains.")},
			[]string{"medication class:statins hypothetical", "symptom sym:myalgia hypothetical"}},
		{"coughing up a fortune", [][2]string{patient("I've been coughing up a fortune for physio.")}, nil},
		// Near misses.
		{"near miss: coughing up blood", [][2]string{patient("I've been coughing up blood since Sunday.")}, []string{"symptom sym:hemoptysis"}},
		{"near miss: a drug that did react", [][2]string{clinician("Any allergies?"), patient("I react to plasters, and the amoxicillin gave me hives.")},
			[]string{"allergy allergen:adhesives", "allergy drug:amoxicillin"}},
	})
}
