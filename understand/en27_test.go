package understand_test

import "testing"

// Readings tuned on the English colloquial dev corpus (session 27): each
// sentence here is written for the test, not taken from a corpus.
func TestEnglishDenialsAndKinSession27(t *testing.T) {
	runCases(t, []readCase{
		{"nothing like a list denies it", [][2]string{patient("My eyesight's okay. Nothing like dizziness or nausea.")},
			[]string{"symptom sym:dizziness negated", "symptom sym:nausea negated"}},
		{"nothing like the one before compares, it does not deny", [][2]string{patient("I've got a cough, but nothing like the one I had at Christmas.")},
			[]string{"symptom sym:cough"}},
		{"my wee lad is a child", [][2]string{patient("No eczema on me, but my wee lad has eczema on his arms.")},
			[]string{"condition cond:eczema negated", "condition cond:eczema of child"}},
		{"coffees drunk are no alcohol", [][2]string{patient("I drink about three coffees a day at work.")}, []string{}},
		{"a hedged denial typed without an apostrophe", [][2]string{clinician("Any chills? Any cough?"), patient("no cough. chills i dont think so, never checked")},
			[]string{"symptom sym:chills uncertain", "symptom sym:cough negated"}},
		{"a bare no typed without an apostrophe", [][2]string{clinician("Have you had any headaches?"), patient("i havent")},
			[]string{"symptom sym:headache negated"}},
	})
}
