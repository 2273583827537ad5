package understand_test

import "testing"

// A quit asked back, denied or failed is the habit now; a quit said plainly
// is given up as before.
func TestAQuitDeniedIsTheHabitNow(t *testing.T) {
	runCases(t, []readCase{
		{"烟哪里戒了，还在抽", [][2]string{assistant("抽烟吗？"), patient("烟哪里戒了，还在抽")},
			[]string{"observation social:smoking"}},
		{"烟根本没戒", [][2]string{assistant("抽烟吗？"), patient("烟根本没戒")},
			[]string{"observation social:smoking"}},
		{"烟戒了几次都没戒掉", [][2]string{assistant("抽烟吗？"), patient("烟戒了几次都没戒掉")},
			[]string{"observation social:smoking"}},
		{"near-miss: 烟戒了三年了", [][2]string{assistant("抽烟吗？"), patient("烟戒了三年了")},
			[]string{"observation social:smoking historical inactive"}},
		{"near-miss: 烟早就戒了", [][2]string{assistant("抽烟吗？"), patient("烟早就戒了")},
			[]string{"observation social:smoking historical inactive"}},
		{"near-miss: the other habit's quit", [][2]string{assistant("抽烟喝酒吗？"), patient("酒戒了，烟没戒")},
			[]string{"observation social:alcohol historical inactive", "observation social:smoking"}},
	})
}

// A relative who breaks into the patient's session and says who they are
// to 他 speaks of the patient, for that turn: "我是他老婆，他哪里戒了，他还偷偷
// 抽" is the patient's smoking, now. Her own finding stays hers, and the
// patient speaking again after is the patient.
func TestARelativeWhoBreaksInSpeaksOfThePatient(t *testing.T) {
	session := [][2]string{patient("医生，我口腔里面有块白的，不痛，一个多月了"), assistant("抽烟喝酒吗？"), patient("烟戒了三年了。槟榔嚼，一天两三包")}
	with := func(turns ...[2]string) [][2]string { return append(append([][2]string(nil), session...), turns...) }
	runCases(t, []readCase{
		{"r13 zh16: 我是他老婆，他哪里戒了，他还偷偷抽，一天半包", with(patient("我是他老婆，他哪里戒了，他还偷偷抽，一天半包")),
			[]string{"observation social:smoking"}},
		{"我是他女儿，他晚上咳嗽得厉害", with(patient("我是他女儿，他晚上咳嗽得厉害")),
			[]string{"symptom sym:cough"}},
		{"near-miss: the patient speaks again after", with(patient("我是他老婆，他哪里戒了，他还偷偷抽，一天半包"), assistant("好的"), patient("我最近也咳嗽")),
			[]string{"symptom sym:cough"}},
		{"near-miss: at the session's start, left to the typist rules", [][2]string{patient("我是他老婆，他晚上咳嗽")},
			[]string{"symptom sym:cough of other"}},
	})
}
