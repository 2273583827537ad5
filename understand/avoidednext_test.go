package understand_test

import "testing"

// A drug that the next sentence, by a pronoun, says the patient keeps off
// for what it does was taken before and is not now; taking it less, or
// keeping off something else, leaves it taken.
func TestADrugKeptOffInTheNextSentenceIsStopped(t *testing.T) {
	runCases(t, []readCase{
		{"MTS-Dialog dev train-775: they make my blood sugars increase so I try not to take it", [][2]string{
			patient("I also have taken several Medrol packs. They make my blood sugars to increase so I try not to take it.")},
			[]string{"medication drug:methylprednisolone stopped"}},
		{"it upsets my stomach, so I don't take it", [][2]string{
			patient("I was given naproxen. It upsets my stomach, so I don't take it.")},
			[]string{"medication drug:naproxen stopped"}},
		{"near-miss: less often, still taken", [][2]string{
			patient("I take ibuprofen. It upsets my stomach so I try not to take it too often.")},
			[]string{"medication drug:ibuprofen"}},
		{"near-miss: keeping off something else", [][2]string{
			patient("I take omeprazole. It helps, so I try not to eat late.")},
			[]string{"medication drug:omeprazole"}},
		{"near-miss: two drugs before the pronoun", [][2]string{
			patient("I take ibuprofen and naproxen. It makes me dizzy so I try not to take it.")},
			[]string{"medication drug:ibuprofen", "medication drug:naproxen", "symptom sym:dizziness"}},
	})
}
