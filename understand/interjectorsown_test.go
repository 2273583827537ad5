package understand_test

import "testing"

// A relative who breaks into the patient's session and says who they are
// speaks of themselves with 我 even when they tell their own finding: "我是
// 他爱人哈，我自己血糖也高，医生说我是糖耐量异常" (s47 blind round 15 zh05) wrote
// the wife's prediabetes as the patient's. Her own findings are hers (a
// spouse's: no one's; a daughter's: family history), and 他 is the patient
// (relativeinterjects.go).
func TestARelativeWhoBreaksInWithTheirOwnFinding(t *testing.T) {
	session := [][2]string{clinician("李师傅，糖尿病这三个月控制得咋样？"), patient("还中吧，空腹一般七点几")}
	with := func(turns ...[2]string) [][2]string { return append(append([][2]string(nil), session...), turns...) }
	runCases(t, []readCase{
		{"r15 zh05: 我是他爱人哈，我自己血糖也高…糖耐量异常", with(patient("我是他爱人哈，我自己血糖也高，医生说我是糖耐量异常")),
			[]string{"condition cond:diabetes of other", "condition cond:prediabetes relayed of other"}},
		{"我是他女儿，我有高血压", with(patient("我是他女儿，我有高血压")), []string{"condition cond:hypertension of child"}},
		{"我是他老婆，我也咳嗽，他晚上咳得厉害", with(patient("我是他老婆，我咳嗽，他晚上咳得厉害")),
			[]string{"symptom sym:cough", "symptom sym:cough of other"}},
		// Near misses: at the session's start, and the patient again after.
		{"near miss: at the session's start", [][2]string{patient("我是他老婆，我自己血糖也高")}, []string{"condition cond:diabetes"}},
		{"near miss: the patient speaks again", with(patient("我是他爱人哈，我自己血糖也高"), clinician("好的"), patient("我最近也咳嗽")),
			[]string{"symptom sym:cough"}},
	})
}
