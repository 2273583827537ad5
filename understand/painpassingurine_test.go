package understand_test

import "testing"

// A pain asked or told by its verb at passing urine is dysuria, whichever
// the verb and whoever the subject (asked/en-x1-011: "Does it hurt when you
// pass urine?" was read as a pain with no place). A pain at another act
// stays the pain it names.
func TestAPainAtPassingUrineIsDysuria(t *testing.T) {
	runCases(t, []readCase{
		{"asked/en-x1-011 shape: does it hurt when you pass urine", [][2]string{clinician("Does it hurt when you pass urine?"), patient("Yeah, a bit")},
			[]string{"symptom sym:dysuria"}},
		{"does it sting when you pee? no", [][2]string{clinician("Does it sting when you pee?"), patient("No")},
			[]string{"symptom sym:dysuria negated"}},
		{"it burns when I pass water", [][2]string{patient("It burns when I pass water.")},
			[]string{"symptom sym:dysuria"}},
		{"near-miss: the back hurts when I bend", [][2]string{patient("My back hurts when I bend")},
			[]string{"symptom sym:back_pain"}},
	})
}
