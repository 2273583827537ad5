package understand_test

import "testing"

// Round 21's English cases (s53): Scots "that's away now" ends a fever,
// "nae bother wi that" tolerates a drug, "as a kiddie" dates to childhood,
// a bare year opening a clause dates it, and the dialect past "it give me"
// in a sentence that gives the drug up is what the drug did then.
func TestRound21EnglishDialectPasts(t *testing.T) {
	runCases(t, []readCase{
		{"en01: that's away now", [][2]string{clinician("Any fever?"),
			patient("Had a temperature the first few days but that's away now.")},
			[]string{"symptom sym:fever historical"}},
		{"near miss: away up is gone up", [][2]string{patient("I've had a temperature for a few days and it's away up to 39 now.")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"near miss: someone else away", [][2]string{patient("I've had a temperature for a few days, my wife's away now.")},
			[]string{"symptom sym:fever"}},
		{"en01: nae bother wi that", [][2]string{clinician("Any allergies?"),
			patient("Penicillin, brings me oot in hives. I've had that clarithromycin before though, nae bother wi that.")},
			[]string{"allergy allergen:penicillins", "allergy drug:clarithromycin negated"}},
		{"near miss: a reaction told, nae bother of another", [][2]string{clinician("Any allergies?"),
			patient("Clarithromycin gies me hives, nae bother wi the doxycycline though.")},
			[]string{"allergy drug:clarithromycin", "allergy drug:doxycycline negated"}},
		{"en03: as a kiddie", [][2]string{patient("Seventy-four I am. Had the chickenpox as a kiddie, mind.")},
			[]string{"condition cond:chickenpox historical"}},
		{"near miss: since a kiddie, still", [][2]string{patient("I've had eczema since I was a kiddie, still get it.")},
			[]string{"condition cond:eczema"}},
		{"en19: a bare year opening the clause", [][2]string{patient("But 2015 I got a breast lump, they removed it, benign only, fibroadenoma.")},
			[]string{"symptom sym:breast_lump historical"}},
		{"a bare year, had", [][2]string{patient("2009 I had a heart attack.")},
			[]string{"condition cond:myocardial_infarction historical"}},
		{"near miss: a number, no year", [][2]string{patient("I walk 2000 steps and I get chest pain.")},
			[]string{"symptom sym:chest_pain"}},
		{"near miss: undated", [][2]string{patient("Got a breast lump, they removed it.")},
			[]string{"symptom sym:breast_lump"}},
		{"en13: it give me, packed it in", [][2]string{patient("I were on naproxen but it give me heartburn summat rotten so I packed it in.")},
			[]string{"medication drug:naproxen stopped", "symptom sym:heartburn historical"}},
		{"near miss: it give me, still on it", [][2]string{patient("I'm on naproxen and it give me heartburn.")},
			[]string{"medication drug:naproxen", "symptom sym:heartburn"}},
	})
}
