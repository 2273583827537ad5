package understand_test

import "testing"

// "痛倒是還好": a finding, then 倒是 (as for that…) and a word that says it
// is fine, answers that it is not the trouble. 倒 only sets the finding
// against what else is told; what follows it denies as it would right
// after the finding ("痛还好").
func TestAFindingFineAsForThatIsDenied(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-017: 痛倒是還好", [][2]string{clinician("關節會痛嗎？有沒有起疹子？"),
			patient("關節……早上手指有點僵，大概十分鐘就好了，痛倒是還好。疹子沒有。")},
			[]string{"symptom sym:joint_pain negated", "symptom sym:rash negated"}},
		{"痛倒是还行", [][2]string{clinician("关节会痛吗？"), patient("痛倒是还行。")}, []string{"symptom sym:joint_pain negated"}},
		{"咳嗽倒是还好", [][2]string{patient("咳嗽倒是还好。")}, []string{"symptom sym:cough negated"}},
		{"near-miss: 晕倒 is no concessive", [][2]string{patient("昨天头晕倒了一次。")}, []string{"symptom sym:dizziness historical"}},
		{"near-miss: 倒是 and a little", [][2]string{clinician("关节会痛吗？"), patient("痛倒是有点。")}, []string{"symptom sym:joint_pain"}},
		{"near-miss: fine without 倒", [][2]string{clinician("关节会痛吗？"), patient("痛還好。")}, []string{"symptom sym:joint_pain negated"}},
		{"near-miss: 倒是 before another complaint", [][2]string{patient("头不痛，倒是有点咳嗽。")},
			[]string{"symptom sym:cough", "symptom sym:headache negated"}},
	})
}
