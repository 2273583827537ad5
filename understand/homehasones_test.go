package understand_test

import "testing"

// "家里有X的吗？" asks of the family: a no says nothing of the patient's own
// X, and a relative named in the answer has it. A drug kept at home, or
// the patient asked directly, stays as read.
func TestHomeHasOnesAsksOfTheFamily(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-027: 家里有糖尿病的吗？没有", [][2]string{clinician("家里有糖尿病的吗？"), patient("没有")},
			[]string{}},
		{"家里有高血压的吗？有，我妈", [][2]string{clinician("家里有高血压的吗？"), patient("有，我妈")},
			[]string{"condition cond:hypertension of mother"}},
		{"near-miss: a drug kept at home", [][2]string{clinician("家里有布洛芬吗？"), patient("没有")},
			[]string{"medication drug:ibuprofen negated"}},
		{"near-miss: the patient asked", [][2]string{clinician("你有高血压吗？"), patient("没有")},
			[]string{"condition cond:hypertension negated"}},
	})
}
