package understand_test

import "testing"

// TestABirthByCaesareanIsTheMothers: a child of the births the patient
// tells, born by caesarean, is her operation (zhbornbycaesarean.go); the
// lay "是剖的" and "割过阑尾" name the operations (ontology/data/lay_zh.csv).
func TestABirthByCaesareanIsTheMothers(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-032: two births, the second by caesarean",
			[][2]string{clinician("生过孩子吗？"), patient("生过两个，老二是剖的。")},
			[]string{"procedure proc:caesarean_section historical inactive"}},
		{"change dev zh-z1-027: an appendix out twenty years ago",
			[][2]string{clinician("做过手术吗？"), patient("二十多年前割过阑尾，前年又做了个胆囊切除，胆结石。")},
			[]string{"condition cond:gallstones historical", "procedure proc:appendectomy historical inactive", "procedure proc:cholecystectomy historical inactive"}},
		{"near miss: a daughter by caesarean, no births told",
			[][2]string{patient("我女儿是剖腹产的，她有哮喘。")},
			[]string{"condition cond:asthma of child", "procedure proc:caesarean_section historical inactive of child"}},
	})
}
