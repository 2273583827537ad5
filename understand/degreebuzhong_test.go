package understand_test

import "testing"

// Henan "V得不中" is a degree ("喘得不中": breathless no end), like "V得不
// 行", not a denial (s53 blind round 21 zh05, read as no dyspnoea). A bare
// "不中" and a denied symptom stay as they were.
func TestDegreeBuzhong(t *testing.T) {
	runCases(t, []readCase{
		{"zh05: breathless no end", [][2]string{patient("医生，俺这两天喘得不中，夜里憋醒好几回，胸口发紧。")},
			[]string{"symptom sym:chest_tightness", "symptom sym:dyspnea"}},
		{"coughing no end", [][2]string{patient("咳得不中")}, []string{"symptom sym:cough"}},
		{"near miss: 得不行 as before", [][2]string{patient("喘得不行了")}, []string{"symptom sym:dyspnea"}},
		{"near miss: a denial then a bare 不中", [][2]string{patient("不咳，不中")}, []string{"symptom sym:cough negated"}},
		{"near miss: a plain denial", [][2]string{patient("俺不喘")}, []string{"symptom sym:dyspnea negated"}},
	})
}
