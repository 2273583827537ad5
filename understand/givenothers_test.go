package understand_test

import "testing"

// A drug the patient gives to someone else is theirs, not the patient's
// (en/v1: a breastfeeding mother's "I give the vitamin D drops for her").
// The patient's own drug, given to themselves or by someone else to them,
// stays the patient's.
func TestDrugGivenToAnother(t *testing.T) {
	runCases(t, []readCase{
		{"v1: I give the vitamin D drops for her", [][2]string{
			clinician("Okay. Are you breastfeeding?"),
			patient("Yes, only breast. And I give the vitamin D drops for her, and for me I was taking iron tablets after the birth because I lost a lot of blood, but I stopped, they make me constipated.")},
			[]string{"medication drug:cholecalciferol of other", "medication class:iron_supplements stopped", "symptom sym:constipation historical"}},
		{"I give him Calpol", [][2]string{patient("I give him Calpol at night.")}, []string{"medication drug:paracetamol of other"}},
		{"we've been giving her paracetamol", [][2]string{patient("We've been giving her paracetamol every four hours.")}, []string{"medication drug:paracetamol of other"}},
		{"I gave the baby some ibuprofen", [][2]string{patient("I gave the baby some ibuprofen this morning.")}, []string{"medication drug:ibuprofen of other"}},
		{"the syrup to my son", [][2]string{patient("I give the cetirizine syrup to my son when his hay fever is bad.")},
			[]string{"medication drug:cetirizine of other", "condition cond:allergic_rhinitis of child"}},
		{"given to herself stays hers", [][2]string{patient("I give myself the insulin at night.")},
			[]string{"medication class:insulins"}},
		{"given to the patient stays theirs", [][2]string{patient("The nurse gave me paracetamol.")},
			[]string{"medication drug:paracetamol relayed"}},
		{"taken for herself stays hers", [][2]string{patient("I take vitamin D for my bones.")},
			[]string{"medication drug:cholecalciferol"}},
	})
}
