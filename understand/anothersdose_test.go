package understand_test

import "testing"

// A dose of someone else's drug, taken once at a time told ("my fren give
// me 1 arcoxia this morning", "my husband's naproxen …, I had one of those
// at seven") is what the patient took then, not a drug they are on. Their
// own tablets taken today, a borrowed drug taken every day, and the other's
// own use stay as they were.
func TestADoseOfAnothersDrugTakenOnceIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"en-s1-025: my fren give me 1 arcoxia this morning", [][2]string{
			assistant("Thanks for the detail. Have you taken anything else for the pain?"),
			patient("my fren give me 1 arcoxia this morning, he also got gout. after that better a bit. can i take more?")},
			[]string{"condition cond:gout of other", "medication drug:etoricoxib historical stopped"}},
		{"en-u1-002: my husband's naproxen, I had one of those at seven", [][2]string{
			clinician("Right. Have you taken anything for the pain?"),
			patient("I took two paracetamol about six and then, um, two ibuprofen, no, wait, it was the naproxen, my husband's naproxen from his back, I had one of those at seven, it didn't touch it.")},
			[]string{"medication drug:naproxen historical stopped", "medication drug:naproxen of other", "medication drug:paracetamol"}},
		{"I had one of my mum's co-codamol last night", [][2]string{patient("I had one of my mum's co-codamol last night and it helped.")},
			[]string{"medication drug:paracetamol_codeine historical stopped"}},
		{"near-miss: one's own tablets taken last night and this morning", [][2]string{patient("i took 1 loratadine last night then another one this morning")},
			[]string{"medication drug:loratadine"}},
		{"near-miss: a borrowed drug taken every day", [][2]string{patient("I've been taking my husband's naproxen every day for a week.")},
			[]string{"medication drug:naproxen of other"}},
		{"near-miss: the husband's own use", [][2]string{patient("My husband takes naproxen for his back.")},
			[]string{"medication drug:naproxen of other"}},
		{"near-miss: a doctor's dose is no borrowed drug", [][2]string{patient("The doctor gave me one amoxicillin this morning.")},
			[]string{"medication drug:amoxicillin relayed"}},
	})
}
