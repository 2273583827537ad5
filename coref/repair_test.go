package coref_test

import "testing"

// A self-correction retracts the reference before it; the one it settles
// on, in the clause after it, is the reference.
func TestSelfCorrection(t *testing.T) {
	given := []turn{clinician("For the chest infection I'm giving you doxycycline, one a day for a week.")}
	record := []recordEntry{active("drug:atorvastatin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the statin, sorry I mean the new one", Lang: "en", Window: given, Utterance: "My cholesterol tablet, sorry I mean the new one, do I take it with food?", Record: record, Expect: "drug:doxycycline"},
	})
}

// 不对 after a verb says a drug was taken wrongly: no self-correction, the
// reference before it stands.
func TestWronglyTaken(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "吃得不对 corrects nothing", Lang: "zh", Utterance: "老是干咳，是不是那个药吃得不对？", Record: record, Expect: "drug:ramipril"},
	})
}

// Spoken, "no sorry" and "sorry no" correct the drug just named ("the
// ibuprofen no sorry no it's the naproxen"), though the extractor reads the
// correction's "no" as denying the drug it settles on: "it" later is the
// naproxen. Without a drug after the correction nothing is retracted.
func TestSpokenNoSorry(t *testing.T) {
	knee := []recordEntry{active("cond:knee_osteoarthritis", "2023-06-01"), active("drug:levothyroxine", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev26-003: the ibuprofen no sorry no it's the naproxen", Lang: "en", Record: knee,
			Window: []turn{clinician("And are you taking anything for the knee at the moment?"),
				patient("um yeah I've been taking the um what's it the ibuprofen no sorry no it's the naproxen the one the chemist gave me it's the naproxen"),
				clinician("Okay, and how long have you been on that?"), patient("about three weeks")},
			Utterance: "yeah so is it alright if I just keep taking it like till the knee settles down a bit", Expect: "drug:naproxen"},
		{ID: "en: the codeine sorry no the tramadol", Lang: "en", Record: knee,
			Window:    []turn{patient("for my back they gave me the codeine sorry no the tramadol")},
			Utterance: "can I drink on it", Expect: "drug:tramadol"},
		{ID: "near miss: sorry no with no drug after retracts nothing", Lang: "en", Record: knee,
			Window:    []turn{clinician("Have you been taking the naproxen?"), patient("the naproxen yes sorry no I forgot the last two days")},
			Utterance: "should I keep taking it", Expect: "drug:naproxen"},
	})
}
