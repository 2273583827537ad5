package understand_test

import "testing"

// Spoken for, a drug given to "him" or "her" and a complaint of "his
// tummy" are the patient's; a drug given to a named other, or a relative's
// own, stays theirs.
func TestHimAndHerAreThePatientSpokenFor(t *testing.T) {
	granny := patient("Good evening nurse, it's his granny here, I've got wee Callum, he's 2")
	mum := patient("Hi, I'm calling about my daughter, she's 14")
	runCases(t, []readCase{
		{"r14 en19: His mum gave him Calpol", [][2]string{granny, patient("His mum gave him Calpol at 4 o'clock")},
			[]string{"medication drug:paracetamol"}},
		{"r14 en11: I gave her some Nurofen", [][2]string{mum, patient("Nah, just the ankle. I gave her some Nurofen an hour ago")},
			[]string{"medication drug:ibuprofen"}},
		{"r14 en05: rash on his tummy", [][2]string{granny, patient("Got rash on his tummy since this morning")},
			[]string{"symptom sym:rash"}},
		{"near-miss: his mum's own drug", [][2]string{granny, patient("His mum's on Calpol for her back")},
			[]string{"medication drug:paracetamol of mother"}},
		{"near-miss: given to my husband", [][2]string{mum, patient("I gave my husband some paracetamol")},
			[]string{"medication drug:paracetamol of other"}},
		{"near-miss: no one spoken for", [][2]string{patient("I give him Calpol at night")},
			[]string{"medication drug:paracetamol of other"}},
		{"near-miss: his tummy, no one spoken for", [][2]string{patient("Got rash on his tummy")},
			[]string{"symptom sym:rash of other"}},
	})
}
