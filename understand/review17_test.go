package understand_test

import "testing"

// Session 74's blind review 17, measured held out for review 16's mends,
// then read as dev: drugs borne said in an answer about allergies, a
// relative or carer who names themselves before their relation, and
// stops said in Singaporean and Caribbean English.
func TestReview17AsDev(t *testing.T) {
	runCases(t, []readCase{
		{"E13: I've had Keflex and Zithromax before, totally fine", [][2]string{assistant("Any allergies?"),
			patient("Latex, I get hives. Meds-wise nothing, I've had Keflex and Zithromax before, totally fine.")},
			[]string{"allergy allergen:latex", "allergy drug:azithromycin negated", "allergy drug:cefalexin negated"}},
		{"E07: Sulfa, penicillin, all I have taken before, no problem at all", [][2]string{assistant("Any allergies?"),
			patient("No allergies. Sulfa, penicillin, all I have taken before, no problem at all.")},
			[]string{"allergy allergen:sulfonamides negated", "allergy allergy:any negated", "allergy drug:benzylpenicillin negated"}},
		{"E16: Co-amoxiclav, cefuroxime, I've taken, okay naman", [][2]string{assistant("Any allergies?"),
			patient("For medicines, no allergies. Co-amoxiclav, cefuroxime, I've taken, okay naman.")},
			[]string{"allergy allergy:any negated", "allergy drug:amoxicillin_clavulanate negated", "allergy drug:cefuroxime negated"}},
		{"E10: it's Sharon, his wife … I'm allergic to penicillin, not him", [][2]string{
			patient("Hi, it's Sharon, his wife, I'm calling about Trev, he's at work."),
			assistant("Any allergies?"),
			patient("Nothing. I'm the one with the allergies, mate, I'm allergic to penicillin and I've got the asthma, not him.")},
			[]string{"allergy allergen:penicillins of other", "condition cond:asthma of other"}},
		{"near miss: I'm worried, his dad had a heart attack", [][2]string{patient("I'm worried, his dad had a heart attack at 50."), patient("I get chest pain when I climb stairs.")},
			[]string{"symptom sym:chest_pain"}},
		{"E12: I'm Thandi, her carer from Rosewood … a bad back myself", [][2]string{
			patient("Ja, I'm Thandi, her carer from Rosewood, I'm here about Mrs van der Merwe, she's 88."),
			clinician("Anything else?"),
			patient("Oh and sorry, I've got a bad back myself, so if I look a bit slow lifting her, that's why.")},
			[]string{"symptom sym:back_pain of other"}},
		{"E15: the doctor stop that in June", [][2]string{patient("The Januvia, the doctor stop that in June because her sugar was doing good.")},
			[]string{"medication drug:sitagliptin stopped"}},
		{"all good now", [][2]string{patient("The cellulitis is all good now.")}, []string{"condition cond:cellulitis resolves"}},
		{"went by itself", [][2]string{patient("The water infection went by itself.")}, []string{"condition cond:uti resolves"}},
		{"that was over after delivery", [][2]string{patient("The gestational diabetes, that was over after delivery.")},
			[]string{"condition cond:gestational_diabetes historical resolves"}},
		{"near miss: the Januvia taken every morning", [][2]string{patient("The Januvia, I take it every morning.")},
			[]string{"medication drug:sitagliptin"}},
	})
}
