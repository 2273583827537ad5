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
