package understand_test

import "testing"

// A drug a clinician tells the patient to keep holding is withheld: a stop
// order, not one to take it ("keep holding the lisinopril … until doctor
// ferreira sees your blood test").
func TestHoldingIsAStopOrder(t *testing.T) {
	runCases(t, []readCase{
		{"s1: keep holding the lisinopril and the hydrochlorothiazide", [][2]string{
			clinician("good keep holding the lisinopril and the hydrochlorothiazide until doctor ferreira sees your blood test")},
			[]string{"medication drug:lisinopril stopped", "medication drug:hydrochlorothiazide stopped"}},
		{"we're holding your metformin", [][2]string{clinician("We're holding your metformin until the scan is done.")},
			[]string{"medication drug:metformin stopped"}},
		{"withhold the ramipril", [][2]string{clinician("Please withhold the ramipril while you're vomiting.")},
			[]string{"medication drug:ramipril stopped"}},
		// Near misses: keep taking is an order to take.
		{"keep taking the lisinopril", [][2]string{clinician("Keep taking the lisinopril every morning.")},
			[]string{"medication drug:lisinopril"}},
	})
}

// A clinician's "do you have diabetes" asks, also in a transcript without a
// question mark: the "you have" is a question's by inversion, no diagnosis
// told.
func TestQuestionByInversionTellsNoDiagnosis(t *testing.T) {
	runCases(t, []readCase{
		{"s1: do you have diabetes or thyroid problems", [][2]string{
			clinician("okay you can keep on with the ibuprofen for now with food do you have diabetes or thyroid problems those can make this worse")},
			[]string{"medication drug:ibuprofen"}},
		{"did you have asthma as a child", [][2]string{clinician("right and did you have asthma as a child or any chest problems")},
			nil},
		{"do you have high blood pressure", [][2]string{clinician("ok so do you have high blood pressure at all")},
			nil},
		// Near misses: a diagnosis told, and a hedged one, stay.
		{"you have diabetes", [][2]string{clinician("so your sugar is high you have diabetes")},
			[]string{"condition cond:diabetes"}},
		{"I think you have asthma", [][2]string{clinician("I think you have asthma.")},
			[]string{"condition cond:asthma uncertain"}},
		{"whether you have a pneumonia stays a hedge", [][2]string{
			clinician("We need to assess you to figure out whether you have a pneumonia.")},
			[]string{"condition cond:pneumonia uncertain"}},
	})
}

// A drug a clinician refuses ("i can't give you cipro without a test") is no
// order; one taken off ("we'll take the Laxido off") is stopped.
func TestRefusedAndTakenOffOrders(t *testing.T) {
	runCases(t, []readCase{
		{"s1: i can't give you cipro without a test", [][2]string{
			clinician("about the typhoid i can't give you cipro without a test many fevers here are malaria")},
			nil},
		{"we won't prescribe amoxicillin", [][2]string{clinician("It's a virus, so we won't prescribe amoxicillin for this.")},
			[]string{"condition cond:viral_infection"}},
		{"s1: we'll take the Laxido off", [][2]string{clinician("Okay, so we'll take the Laxido off.")},
			[]string{"medication drug:macrogol stopped"}},
		{"take the aspirin off the list", [][2]string{clinician("I'll take the aspirin off your list.")},
			[]string{"medication drug:aspirin stopped"}},
		// Near misses: an order to take, and one given.
		{"I'll give you amoxicillin", [][2]string{clinician("I'll give you amoxicillin for a week.")},
			[]string{"medication drug:amoxicillin"}},
		{"take the ibuprofen with food", [][2]string{clinician("Take the ibuprofen with food.")},
			[]string{"medication drug:ibuprofen"}},
	})
}
