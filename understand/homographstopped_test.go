package understand_test

import "testing"

// A brand that is also a name or a word is a drug when an order stops it by
// name (en/q1: "Stop the Yaz today. Use condoms for now."): "stop the" is
// as much the talk of medicine as "taking". A name stopped as something
// else is not.
func TestABrandStoppedByNameIsTheDrug(t *testing.T) {
	runCases(t, []readCase{
		{"q1: stop the Yaz today", [][2]string{patient("Yeah, I'm on the pill, Yaz, for, like, eight years."), clinician("Stop the Yaz today. Use condoms for now.")},
			[]string{"medication drug:drospirenone_ethinylestradiol stopped"}},
		{"come off the Yasmin", [][2]string{clinician("Come off the Yasmin, please.")},
			[]string{"medication drug:drospirenone_ethinylestradiol stopped"}},
		{"near miss: Allegra is a friend", [][2]string{patient("Allegra told me to stop worrying.")},
			[]string{}},
		{"near miss: the Tums still needs a word of medicine", [][2]string{patient("My tums was rumbling.")},
			[]string{}},
	})
}
