package understand_test

import "testing"

// "不是，" opening a patient's turn right after their own takes it back, as
// "不对，" does: "我有哮喘" "哦不是，说错了，是我女儿有哮喘，我是过敏性鼻炎"
// withdraws the patient's asthma (blind round 10 zh20). "不是很…" with no
// pause is no correction, and a drug told beside the first withdraws
// nothing.
func TestNotSoOpensACorrection(t *testing.T) {
	runWithdrawCases(t, []withdrawCase{
		{"r10 zh20: 哦不是，说错了，是我女儿有哮喘", [][2]string{patient("我有哮喘"), patient("哦不是，说错了，是我女儿有哮喘，我是过敏性鼻炎")},
			[]string{"cond:asthma"}},
		{"zh: 不是，是我老公有糖尿病", [][2]string{patient("我有糖尿病和高血压"), patient("不是，是我老公有糖尿病，我就是高血压")},
			[]string{"cond:diabetes"}},
		{"zh: 不是，是瑞舒伐他汀", [][2]string{patient("我在吃阿托伐他汀"), patient("不是，是瑞舒伐他汀，10毫克的")},
			[]string{"drug:atorvastatin"}},
		{"near-miss: 不是很严重", [][2]string{patient("我有哮喘"), patient("不是很严重，一年发一两次")}, nil},
		{"near-miss: a drug told beside", [][2]string{patient("我在吃阿托伐他汀"), patient("不是，还有瑞舒伐他汀也吃")}, nil},
	})
}
