package understand_test

import "testing"

// "我自己抽烟，他不抽", typed by a son on his father's account, gave the son
// the smoking and read nothing of the father's "他不抽" (s42 blind round 7,
// zh15): a clause of the habit's verb alone after the habit named for
// someone else is the same habit, of the one it names. Only a pronoun the
// typist uses of the patient, or "我", is taken; a relative named keeps his
// own ("我抽烟，我老婆不抽": nothing of the patient's).
func TestAHabitContrastedWithTheTypistsIsThePatients(t *testing.T) {
	typed := patient("这是我爸的账号，我是他儿子，帮他打字。他最近记性越来越差")
	runCases(t, []readCase{
		{"s42 round 7: 我自己抽烟，他不抽", [][2]string{typed, assistant("老人家有没有高血压糖尿病？"), patient("糖尿病没有。我自己抽烟，他不抽")},
			[]string{"condition cond:diabetes negated", "observation social:smoking of other", "observation social:smoking negated"}},
		{"他不喝", [][2]string{typed, patient("我喝酒，他不喝")},
			[]string{"observation social:alcohol of other", "observation social:alcohol negated"}},
		// Near misses.
		{"near miss: no typist", [][2]string{patient("我抽烟，我老婆不抽")}, []string{"observation social:smoking"}},
		{"near miss: the father's own", [][2]string{typed, patient("他抽烟，一天一包")}, []string{"observation social:smoking"}},
	})
}
