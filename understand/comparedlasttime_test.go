package understand_test

import "testing"

// A last time named to compare with ("跟上回一样，头痛得厉害", "same as last
// time, a bad headache") dates only what the comparison names: what comes
// after it is now (it wrote the headache and the runny nose past). A
// relapsing illness of the patient's compared with its last bout ("跟上回
// 痛风一模一样") is the patient's still (s45 blind round 12 zh04 wrote the
// gout of a flare inactive); an acute one compared is that bout, over.
func TestALastTimeComparedWithDatesOnlyTheComparison(t *testing.T) {
	runCases(t, []readCase{
		{"跟上回一样, then now", [][2]string{patient("跟上回一样，头痛得厉害")}, []string{"symptom sym:headache"}},
		{"跟上回感冒一样, then now", [][2]string{patient("跟上回感冒一样，鼻塞流涕")},
			[]string{"condition cond:common_cold historical", "symptom sym:nasal_congestion", "symptom sym:runny_nose"}},
		{"same as last time", [][2]string{patient("Same as last time, a bad headache and a runny nose")},
			[]string{"symptom sym:headache", "symptom sym:runny_nose"}},
		{"s45 round 12 zh04", [][2]string{patient("大夫，我这个脚趾头又肿又疼，昨晚上疼得睡不着，跟上回痛风一模一样")},
			[]string{"condition cond:gout", "symptom sym:insomnia", "symptom sym:toe_pain"}},
		// Near misses: a last time that is no comparison still tells that
		// episode, and an acute illness of then stays then.
		{"near miss: 上回感冒", [][2]string{patient("上回感冒，鼻塞流涕")},
			[]string{"condition cond:common_cold historical", "symptom sym:nasal_congestion historical", "symptom sym:runny_nose historical"}},
		{"near miss: 上次 of a drug", [][2]string{patient("上次感冒吃的阿莫西林")},
			[]string{"condition cond:common_cold historical", "medication drug:amoxicillin historical stopped"}},
		{"near miss: last time I had", [][2]string{patient("Last time I had a headache like this it lasted a week")},
			[]string{"symptom sym:headache historical"}},
	})
}
