package understand_test

import "testing"

// Names the lexicon lacked in the English cases of blind round 20 (s51):
// chlorhexidine (en07), pericoronitis (en07), mycophenolate said bare
// (en03), polycystic kidney (en03) and a perforated eardrum (en06).
func TestNamesOfBlindRound20English(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en07: chlorhexidine ordered", [][2]string{clinician("Good to know. Use chlorhexidine mouthwash twice a day as well.")},
			[]string{"medication drug:chlorhexidine"}},
		{"s51 blind round 20 en07: pericoronitis", [][2]string{clinician("Dentist here. It's pericoronitis.")},
			[]string{"condition cond:pericoronitis"}},
		{"s51 blind round 20 en03: mycophenolate", [][2]string{patient("I am taking tacrolimus and mycophenolate, everything dey go well sha.")},
			[]string{"medication drug:mycophenolate", "medication drug:tacrolimus"}},
		{"s51 blind round 20 en03: the polycystic kidney", [][2]string{patient("My brother has the polycystic kidney, that is how we knew it runs in the family.")},
			[]string{"condition cond:polycystic_kidney_disease of sibling"}},
		{"s51 blind round 20 en06: a perforated eardrum, hedged", [][2]string{patient("I'd say I might have perforated me eardrum.")},
			[]string{"condition cond:tympanic_membrane_perforation uncertain"}},
		// Near misses.
		{"near miss: kidney disease is not polycystic", [][2]string{patient("My brother has kidney disease.")},
			[]string{"condition cond:kidney_disease of sibling"}},
	})
}
