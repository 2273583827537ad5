package understand_test

import "testing"

// Sichuan "胃头痛" is pain inside the stomach (头 as in 里头), no headache
// (s46 blind round 14 zh03 wrote "stomach headache"); a headache named
// beside the stomach stays a headache.
func TestSichuanStomachInsidePainIsNoHeadache(t *testing.T) {
	runCases(t, []readCase{
		{"r14 zh03: 我这几天胃头痛得很", [][2]string{patient("医生，我这几天胃头痛得很，吃了饭就胀")},
			[]string{"symptom sym:epigastric_pain", "symptom sym:bloating"}},
		{"near-miss: a headache", [][2]string{patient("我这几天头痛得很")},
			[]string{"symptom sym:headache"}},
		{"near-miss: stomach and head both", [][2]string{patient("胃痛，头也痛")},
			[]string{"symptom sym:epigastric_pain", "symptom sym:headache"}},
	})
}
