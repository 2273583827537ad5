package understand_test

import "testing"

// A heart rate asked and answered with a number alone ("心率多少？" "88")
// is the heart rate: s42 blind round 7 (zh05) read nothing, since a bare
// whole number names no quantity. A number that cannot be a pulse, an
// answer that says more, or a question of something else reads nothing.
func TestAHeartRateAnsweredWithANumberAlone(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s42 round 7: 心率多少？ 88", [][2]string{patient("又量了一遍，145/92"), assistant("心率多少？"), patient("88")},
			[]string{"vital:heart_rate 88 bpm"}},
		{"七十二次", [][2]string{clinician("心率多少？"), patient("七十二次")}, []string{"vital:heart_rate 72 bpm"}},
		{"what was your pulse", [][2]string{clinician("What was your pulse?"), patient("88.")}, []string{"vital:heart_rate 88 bpm"}},
		// Near misses.
		{"near miss: age asked", [][2]string{clinician("您今年多大了？"), patient("88")}, nil},
		{"near miss: not a pulse", [][2]string{clinician("What was your pulse?"), patient("2")}, nil},
		{"near miss: not measured", [][2]string{clinician("心率多少？"), patient("没量")}, nil},
		{"near miss: a relative's pulse asked", [][2]string{clinician("What was your mum's pulse?"), patient("88")}, nil},
	})
}
