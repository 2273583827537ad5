package understand_test

import "testing"

// A question what the listener gave, with 给 before the verb of taking and
// no one or the one cared for named ("给吃过什么药", zh/v1, a mother speaking
// for her baby), asks about the one cared for: the drugs the answer names
// are theirs. A question what the patient was given ("医生给你吃过什么药") or
// takes ("平时吃什么药") stays the patient's.
func TestGivenToSomeoneAsked(t *testing.T) {
	runCases(t, []readCase{
		{"v1: what was given, asked of a mother", [][2]string{clinician("给吃过什么药"),
			patient("吃了蒙脱石散，半包，还有口服补液盐，他不肯喝，喝一点点。那个……益生菌也吃了，还有那个，我婆婆说吃点黄连素，我没给他吃，不敢")},
			[]string{"medication drug:diosmectite of other"}},
		{"what the child was given", [][2]string{clinician("给孩子吃过什么药没有"), patient("吃了美林")},
			[]string{"medication drug:ibuprofen of other"}},
		{"what was put on him", [][2]string{clinician("给他用了什么药"), patient("抹了点红霉素软膏")},
			[]string{"medication drug:erythromycin of other"}},
		{"near miss: what the doctor gave the patient", [][2]string{clinician("医生给你吃过什么药"), patient("吃过阿莫西林")},
			[]string{"medication drug:amoxicillin historical stopped"}},
		{"near miss: what the patient takes", [][2]string{clinician("平时吃什么药"), patient("吃二甲双胍")},
			[]string{"medication drug:metformin"}},
		{"near miss: a prescription for the listener", [][2]string{clinician("给你开点布洛芬")},
			[]string{"medication drug:ibuprofen"}},
	})
}
