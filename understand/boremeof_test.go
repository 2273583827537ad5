package understand_test

import "testing"

// "我妈怀我的时候也有妊娠糖尿病" wrote the mother's gestational diabetes as
// the patient's (round 12 zh16): the 我 after 怀 is what she carried, not a
// new subject. The patient's own pregnancy, and a 我 that is a subject again
// after it, are the patient's.
func TestTheOneWhoCarriedThePatientKeepsTheSentence(t *testing.T) {
	runCases(t, []readCase{
		{"round 12 zh16: 我妈怀我的时候也有妊娠糖尿病", [][2]string{patient("我妈怀我的时候也有妊娠糖尿病。")},
			[]string{"condition cond:gestational_diabetes of mother"}},
		{"生我的时候", [][2]string{patient("我妈生我的时候有高血压。")},
			[]string{"condition cond:hypertension of mother"}},
		{"near-miss: the patient's own pregnancy", [][2]string{patient("我怀孕的时候有妊娠糖尿病。")},
			[]string{"condition cond:gestational_diabetes historical"}},
		{"near-miss: the patient named again after it", [][2]string{patient("我妈生我以后我一直有哮喘。")},
			[]string{"condition cond:asthma"}},
		{"near-miss: English says it already", [][2]string{patient("My mum had gestational diabetes when she was pregnant with me.")},
			[]string{"condition cond:gestational_diabetes historical of mother", "condition cond:pregnancy of mother"}},
	})
}
