package understand_test

import "testing"

// "先兆流产" is a threatened miscarriage, a pregnancy still going on, not a
// miscarriage (s53 blind round 21 zh02: the gynaecologist's diagnosis went
// in as an active miscarriage). A miscarriage told as one stays one.
func TestThreatenedMiscarriage(t *testing.T) {
	runCases(t, []readCase{
		{"zh02: the gynaecologist's diagnosis", [][2]string{patient("B超看到胎心了，妇产科医生说是先兆流产，给我开了地屈孕酮，一天两颗。")},
			[]string{"condition cond:threatened_miscarriage relayed", "medication drug:dydrogesterone relayed"}},
		{"in English", [][2]string{patient("the doctor said it is a threatened miscarriage")},
			[]string{"condition cond:threatened_miscarriage relayed"}},
		{"near miss: a miscarriage", [][2]string{patient("去年自然流产过一次")}, []string{"condition cond:miscarriage historical"}},
	})
}
