package understand_test

import "testing"

// Fits of coughing or sneezing are bouts of it, not seizures (en/t1: "now
// it comes in these fits, like I cough and cough"). A fit told on its own,
// or asked about and answered, is still a seizure.
func TestFitsOfCoughingAreNoSeizure(t *testing.T) {
	runCases(t, []readCase{
		{"t1: it comes in these fits, like I cough and cough", [][2]string{clinician("Tell me about the cough."),
			patient("And now it comes in these fits, like I cough and cough and I can't stop.")},
			[]string{"symptom sym:cough"}},
		{"coughing fits", [][2]string{patient("I get coughing fits at night.")},
			[]string{"symptom sym:cough"}},
		{"fits of coughing", [][2]string{patient("I get fits of coughing that make me sick.")},
			[]string{"symptom sym:cough"}},
		{"a fit told alone stays a seizure", [][2]string{patient("I have fits, I bite my tongue.")},
			[]string{"symptom sym:seizure"}},
		{"a fit denied beside a cough stays denied", [][2]string{patient("No fits, but I have had a cough.")},
			[]string{"symptom sym:cough", "symptom sym:seizure negated"}},
	})
}

// A drug tried and then given up is a trial over, not a drug taken now
// (en/t1: "I tried co-codamol that my neighbour gave me, but it stopped me
// going to the toilet, so I didn't keep that up"). A drug tried that goes
// on is taken.
func TestTrialGivenUp(t *testing.T) {
	runCases(t, []readCase{
		{"t1: tried co-codamol, didn't keep that up", [][2]string{clinician("What are you using for the pain?"),
			patient("I tried co-codamol that my neighbour gave me, but it stopped me going to the toilet, so I didn't keep that up.")},
			[]string{"medication drug:paracetamol_codeine historical stopped"}},
		{"tried naproxen, didn't keep it up", [][2]string{patient("I tried the naproxen the physio suggested, it gave me heartburn, so I didn't keep it up.")},
			[]string{"medication drug:naproxen historical stopped", "symptom sym:heartburn"}},
		{"tried sertraline, didn't stick with it", [][2]string{patient("I tried sertraline but I didn't stick with it.")},
			[]string{"medication drug:sertraline stopped"}},
		{"tried and still taking stays current", [][2]string{patient("I tried ibuprofen and it helps, I'm still taking it.")},
			[]string{"medication drug:ibuprofen"}},
	})
}
