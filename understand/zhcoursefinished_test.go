package understand_test

import "testing"

// TestAChineseCourseFinished: the medicine of a course of days said finished
// at the follow-up stops the drugs of the order; a standing drug, a refill, a
// plan or a drug not yet finished do not (zhcoursefinished.go).
func TestAChineseCourseFinished(t *testing.T) {
	cough := patient("大夫，我咳嗽一个礼拜了，有黄痰，还有点发烧。")
	course := clinician("你这是急性支气管炎，给你开阿莫西林，一次0.5克，一天三次，吃五天。")
	uti := clinician("尿常规白细胞多，是尿路感染。吃呋喃妥因，一次100毫克，一天两次，吃五天。")
	standing := clinician("给你开氨氯地平，一天一片，两周后回来量血压。")
	runCases(t, []readCase{
		{"followup dev zh-y1-002: the course finished, back for review",
			[][2]string{cough, course, patient("上次开的药吃完了，来复诊一下。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"followup dev zh-y1-019: finished, better, then back again",
			[][2]string{patient("医生 我尿频尿急 三天了"), uti, patient("上次的药吃完就好了 结果这两天又开始尿频尿急")},
			[]string{"medication drug:nitrofurantoin stopped", "symptom sym:urinary_frequency historical", "symptom sym:urinary_urgency historical"}}, // the complaints back (又开始) are read past: left, see docs/reading.md
		{"finished and better, the spaces of typing",
			[][2]string{patient("医生 我尿频尿急 三天了"), uti, patient("上次的药吃完就好了")},
			[]string{"medication drug:nitrofurantoin stopped"}},
		{"near miss: a standing drug with a follow-up time, finished",
			[][2]string{standing, patient("上次开的药吃完了，来复诊一下。")},
			nil},
		{"near miss: finished, more asked for",
			[][2]string{cough, course, patient("药吃完了，再开点吧。")},
			nil},
		{"near miss: nearly finished",
			[][2]string{cough, course, patient("药快吃完了，咳嗽好多了。")},
			[]string{"symptom sym:cough"}},
		{"near miss: a finish planned",
			[][2]string{cough, course, patient("等药吃完了再来看看。")},
			nil},
		{"near miss: a question",
			[][2]string{cough, course, patient("药吃完了还要吃吗？")},
			nil},
	})
}
