package understand_test

import "testing"

// Readings of an episode that is over, tuned on the dev files of session
// 29: each sentence here is written for the test, not taken from a corpus.
func TestAcuteIllnessOverSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a flu that started a story, dated back, that's cleared", [][2]string{patient("It started with the flu, must be two weeks ago now, that's cleared, but my ears are blocked.")},
			[]string{"condition cond:influenza historical", "symptom sym:ear_fullness"}},
		{"an emphatic past cold, it's gone", [][2]string{patient("I did have a cold over Christmas, it's gone.")},
			[]string{"condition cond:common_cold historical resolves"}},
		{"a cold that is still going stays", [][2]string{patient("I have a cold, it's not gone.")},
			[]string{"condition cond:common_cold"}},
		{"what an illness started as is behind the patient", [][2]string{patient("It began as a cold and now my ears ache.")},
			[]string{"condition cond:common_cold historical", "symptom sym:ear_pain"}},
		{"what it started as and still is stays", [][2]string{patient("It started as a cold and it's still a cold.")},
			[]string{"condition cond:common_cold"}},
		{"a cold counted once and dated back", [][2]string{patient("我上个礼拜感冒了一次，今天是来开降压药的。")},
			[]string{"condition cond:common_cold historical", "medication class:antihypertensives"}},
		{"a cold counted once, not dated, stays", [][2]string{patient("我感冒了一次。")},
			[]string{"condition cond:common_cold"}},
	})
}

func TestCourseOfDaysDoneSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a course of days before the drug is done", [][2]string{patient("诊所给打了五天头孢，挺贵的。")},
			[]string{"medication class:cephalosporins stopped"}},
		{"a course of days with 了 after the drug goes on", [][2]string{patient("我吃了三天阿莫西林了。")},
			[]string{"medication drug:amoxicillin"}},
		{"a course said to be already going goes on", [][2]string{patient("已经吃了三天阿莫西林，嗓子还疼。")},
			[]string{"medication drug:amoxicillin", "symptom sym:sore_throat"}},
		{"an acute illness a done course followed is over", [][2]string{patient("前阵子得了肺炎，打了七天头孢，今天想问问血脂。")},
			[]string{"condition cond:pneumonia historical", "medication class:cephalosporins stopped"}},
		{"an acute illness a course did not help goes on", [][2]string{patient("得了肺炎，打了七天头孢，没好。")},
			[]string{"condition cond:pneumonia", "medication class:cephalosporins stopped"}},
		{"a course finished in the sentence after", [][2]string{patient("They put me on doxycycline for the chest. The nurse said a week, I finished them on Friday.")},
			[]string{"medication drug:doxycycline stopped"}},
	})
}
