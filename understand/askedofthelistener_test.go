package understand_test

import "testing"

// Questions read for what they ask (askedofthelistener.go; asked/zh-x1).
func TestAskedOfTheListener(t *testing.T) {
	runCases(t, []readCase{
		{"ask-zh-x1-002: a title addresses the child asked", [][2]string{clinician("小朋友，肚子疼不疼呀？"), patient("疼……这里疼。")},
			[]string{"symptom sym:abdominal_pain"}},
		{"a title, then a denial", [][2]string{clinician("小朋友，有没有发烧？"), patient("没有。")},
			[]string{"symptom sym:fever negated"}},
		{"near miss: the rest names the relative asked of", [][2]string{clinician("大姨，你儿子发烧吗？"), patient("没有。")},
			[]string{}},
		{"ask-zh-x1-011: 的时候 inside dysuria's name is no condition", [][2]string{clinician("解小便的时候疼不疼？"), patient("疼。")},
			[]string{"symptom sym:dysuria"}},
		{"ask-zh-x1-009: dysuria denied by its verb", [][2]string{clinician("尿频吗？尿急吗？尿的时候痛不痛？"), patient("老想尿，一想尿就急得不行，痛倒是不痛。")},
			[]string{"symptom sym:dysuria negated", "symptom sym:urinary_frequency"}},
		{"a bare 不痛 to dysuria", [][2]string{clinician("小便的时候痛不痛？"), patient("不痛")},
			[]string{"symptom sym:dysuria negated"}},
		{"near miss: a 的时候 outside the mention is a condition", [][2]string{clinician("走路的时候胸口疼不疼？"), patient("不疼")},
			[]string{}},
		{"near miss: two pains asked, the verb does not say which", [][2]string{clinician("头疼不疼？小便疼不疼？"), patient("头不疼")},
			[]string{"symptom sym:headache negated"}},
	})
}
