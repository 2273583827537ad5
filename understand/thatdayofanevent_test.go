package understand_test

import "testing"

// "手术那天" / "the day of the surgery" takes up the surgery the patient's
// turn before told: a relative's, when it named one ("我妈下礼拜三做白内障手
// 术"), and planned, when it was said with a time to come. What the turn
// tells of that day without a person of its own is the relative's, and the
// surgery is no past surgery of the patient's (s41 blind round).
func TestTheDayOfAnEventToldBefore(t *testing.T) {
	mumsOp := patient("我妈下礼拜三做白内障手术，她有高血压。")
	mumsOpEn := patient("My mum is having cataract surgery next week, she has high blood pressure.")
	runCases(t, []readCase{
		{"s41: 手术那天早上降压药照常吃吗 after mum's planned op", [][2]string{mumsOp, patient("手术那天早上降压药照常吃吗？")},
			[]string{"medication class:antihypertensives hypothetical of mother"}},
		{"s41: a clinician's turn between", [][2]string{mumsOp, clinician("好的，您说。"), patient("手术那天早上降压药照常吃吗？")},
			[]string{"medication class:antihypertensives hypothetical of mother"}},
		{"that day alone", [][2]string{mumsOp, patient("那天早上降压药照常吃吗？")},
			[]string{"medication class:antihypertensives hypothetical of mother"}},
		{"en: on the day of the surgery", [][2]string{mumsOpEn, patient("On the day of the surgery, should the blood pressure tablets be taken as usual?")},
			[]string{"medication class:antihypertensives hypothetical of mother"}},
		{"mum's op done last month, that day", [][2]string{patient("我妈上个月做了白内障手术。"), patient("手术那天早上降压药照常吃了。")},
			[]string{"medication class:antihypertensives of mother"}},
		{"the patient's own planned op is no past surgery", [][2]string{patient("我下礼拜三做白内障手术，我有高血压。"), patient("手术那天早上降压药照常吃吗？")},
			[]string{"medication class:antihypertensives hypothetical"}},
		{"en: the patient's own op next week", [][2]string{patient("I'm having surgery next week."), patient("Should I take my blood pressure tablets on the morning of the surgery?")},
			[]string{"medication class:antihypertensives hypothetical"}},
		{"the patient's own drug on mum's op day", [][2]string{mumsOp, patient("手术那天早上我的降压药照常吃吗？")},
			[]string{"medication class:antihypertensives"}},
		{"the patient's own headache beside mum's op day", [][2]string{mumsOp, patient("手术那天我要陪她，我最近有点头疼。")},
			[]string{"symptom sym:headache"}},
		// Near misses: no word takes the event up, or it was the patient's
		// and done.
		{"near miss: a subjectless complaint after mum's turn stays the patient's", [][2]string{mumsOp, patient("最近老是头晕。")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: the patient's own op done last month", [][2]string{patient("我上个月做了白内障手术。"), patient("手术那天早上降压药照常吃了。")},
			[]string{"medication class:antihypertensives", "procedure proc:surgery historical inactive"}},
		{"near miss: that day of the patient's own fall", [][2]string{clinician("摔了以后呢"), patient("那天头疼，现在还疼")},
			[]string{"symptom sym:headache"}},
		{"near miss: a planned op said in the same turn", [][2]string{patient("我下礼拜三做白内障手术，手术那天早上降压药照常吃吗？")},
			[]string{"medication class:antihypertensives hypothetical"}},
	})
}
