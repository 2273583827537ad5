package understand_test

import "testing"

// An allergy the patient tells of themself with a rising voice is a
// hedge proposed to a clinician, not a question (session 69's review 3,
// E14: nothing reached the record or a claim).
func TestAnAllergyToldRisingIsAHedge(t *testing.T) {
	runCases(t, []readCase{
		{"I think I might be allergic?", [][2]string{patient("I think I might be allergic to sulfa drugs? My mum said I had some reaction as a baby, I'm honestly not sure.")},
			[]string{"allergy allergen:sulfonamides uncertain"}},
		{"I'm allergic to …?", [][2]string{patient("I'm allergic to sulfa drugs?")}, []string{"allergy allergen:sulfonamides uncertain"}},
		// Near misses: a question that opens with its verb asks, and a
		// drug asked of after the allergy is asked of.
		{"near miss: am I allergic?", [][2]string{patient("Am I allergic to sulfa drugs?")}, []string{"allergy allergen:sulfonamides hypothetical uncertain"}},
		{"near miss: can I take it?", [][2]string{patient("I'm allergic to amoxicillin, can I take cefalexin?")},
			[]string{"allergy drug:amoxicillin", "medication drug:cefalexin hypothetical"}},
	})
}
