package understand_test

import "testing"

// A denial with the 过 of ever after a pause denies what was named before
// it, as the bare one does (denials.go).
func TestADenialOfEverAfterAPause(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh06: 尿不出来……也没有过", [][2]string{
			assistant("小便有没有出血？有没有过完全尿不出来？"), patient("血伐有，尿不出来……也没有过。")},
			[]string{"symptom sym:urinary_retention negated"}},
		{"the bare 没有过", [][2]string{patient("头疼……没有过")},
			[]string{"symptom sym:headache negated"}},
		{"near miss: not ever but a few times", [][2]string{patient("头疼……也没有过几次")},
			[]string{"symptom sym:headache"}},
		{"near miss: the next clause says another is had", [][2]string{patient("头晕没有过，头疼有")},
			[]string{"symptom sym:dizziness negated", "symptom sym:headache"}},
	})
}
