package understand_test

import "testing"

// A hospital stay dates what was taken in it (round 12 zh09): "止疼药早就
// 不吃了，住院时候吃的那个曲马多" wrote a current tramadol. "怀孕前" was
// tried the same way for zh08 ("怀孕前吃优思明吃了两年", three months after
// the birth, wrote a current pregnancy) and dropped: the dev annotators read
// a pregnancy into "怀孕前是一百零五斤" when the patient is pregnant now.
func TestAStayInHospitalDatesWhatWasTakenInIt(t *testing.T) {
	runCases(t, []readCase{
		{"round 12 zh09: 住院时候吃的那个曲马多", [][2]string{patient("止疼药早就不吃了，住院时候吃的那个曲马多")},
			[]string{"medication class:painkillers historical stopped", "medication drug:tramadol historical stopped"}},
		{"住院的时候", [][2]string{patient("住院的时候打的头孢，出院就没再用")},
			[]string{"medication class:cephalosporins historical stopped"}},
		{"near-miss: a drug taken now after a stay", [][2]string{patient("住院查出来糖尿病，现在吃二甲双胍")},
			[]string{"condition cond:diabetes", "medication drug:metformin"}},
	})
}
