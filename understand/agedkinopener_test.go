package understand_test

import "testing"

// A relative who opens the session with the one they come about, by kin
// word and age, and tells only that one's findings, speaks for them; no
// age, an age that dates an event, or the speaker's own findings too leave
// the turn as read.
func TestARelativeWhoOpensWithTheirAgeSpeaksForThem(t *testing.T) {
	wife := patient("我老公六十五了，晚上起夜四五次，尿得慢，总觉得尿不干净")
	runCases(t, []readCase{
		{"r14 zh06: 我阿妈八十几岁，咳咗成个礼拜啦", [][2]string{patient("我阿妈八十几岁，咳咗成个礼拜啦，有痰，黄色嘅")},
			[]string{"symptom sym:cough", "symptom sym:productive_cough"}},
		{"r14 zh06: 佢有慢阻肺", [][2]string{patient("我阿妈八十几岁，咳咗成个礼拜啦，有痰，黄色嘅"), patient("佢有慢阻肺，仲有高血压食紧缬沙坦")},
			[]string{"condition cond:copd", "condition cond:hypertension", "medication drug:valsartan"}},
		{"r14 zh09: 我老公六十五了，晚上起夜四五次", [][2]string{wife},
			[]string{"symptom sym:nocturia", "symptom sym:weak_urinary_stream", "symptom sym:incomplete_emptying"}},
		{"r14 zh09: 他以前得过肾结石", [][2]string{wife, patient("他以前得过肾结石，十年前碎过石")},
			[]string{"condition cond:kidney_stones historical"}},
		{"r14 zh16: 我爸八十二了，老年痴呆三年了", [][2]string{patient("我爸八十二了，老年痴呆三年了，最近晚上老不睡觉，到处走")},
			[]string{"condition cond:alzheimer_disease"}},
		{"near-miss: no age", [][2]string{patient("我老公这几天咳得厉害，我有点担心他")},
			[]string{"symptom sym:cough of other"}},
		{"near-miss: an age that dates an event", [][2]string{patient("我爸五十八岁那年脑梗了")},
			[]string{"condition cond:cerebral_infarction historical of father"}},
		{"near-miss: the speaker's own findings too", [][2]string{patient("我妈七十了，有高血压，我自己也头晕")},
			[]string{"condition cond:hypertension of mother", "symptom sym:dizziness"}},
		{"near-miss: not the first patient turn", [][2]string{patient("我最近头晕"), patient("我爸八十二了，老年痴呆三年了")},
			[]string{"condition cond:alzheimer_disease of father"}},
	})
}
