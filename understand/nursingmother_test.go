package understand_test

import "testing"

// A mother who says she is breastfeeding ("我宝宝两个月 现在在喂奶 …乳房红肿
// …发烧38.6", zh dev zh-q1-022) tells her own findings after it: the one who
// feeds is the speaker, not the baby named before. They were read as the
// baby's. A formula feed (喂奶粉), the baby named again after it, or a
// spouse who feeds leave the findings whose they were: the baby's, which in
// a session a parent opens with the baby and its age are no one's to write
// (childcomplaint.go).
func TestABreastfeedingMothersFindingsAreHers(t *testing.T) {
	runCases(t, []readCase{
		{"zh-q1-022: 我宝宝两个月 现在在喂奶 左边乳房红肿", [][2]string{patient("我宝宝两个月 现在在喂奶 左边乳房红肿 很疼 发烧38.6")},
			[]string{"observation vital:temperature", "symptom sym:breast_pain", "symptom sym:fever"}},
		// Near misses: formula fed, the baby named again, the wife feeds.
		{"near miss: 在喂奶粉 拉肚子", [][2]string{patient("我宝宝两个月 现在在喂奶粉 拉肚子三天了")},
			[]string{"symptom sym:diarrhea of other"}},
		{"near miss: the baby named again", [][2]string{patient("我宝宝两个月 现在在喂奶 宝宝拉肚子三天了")},
			[]string{"symptom sym:diarrhea of other"}},
		{"near miss: 我老婆在喂奶", [][2]string{patient("我老婆在喂奶，乳房疼得厉害")},
			[]string{"symptom sym:breast_pain of other"}},
	})
}
