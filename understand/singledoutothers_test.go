package understand_test

import "testing"

// "就是" singles out what it names as the only one, and the rest asked is
// denied ("有没有头疼、头晕？" "就是头疼"). Singled out of someone else ("我同
// 事就是胆结石", s43 blind round 9 zh17) it says nothing of the patient: the
// open surgery question took it as its no and wrote "denies surgery" after
// the patient's appendix was told out. An operation of the patient's told
// with 就是 ("就是阑尾割了") answers the question about any operation, and
// denies none either.
func TestWhatIsSingledOutOfAnotherDeniesNothing(t *testing.T) {
	surgery := assistant("以前做过什么手术吗？")
	runCases(t, []readCase{
		{"s43 round 9 zh17: 我同事就是胆结石", [][2]string{surgery, patient("我同事就是胆结石。")},
			[]string{"condition cond:gallstones of other"}},
		{"a husband singled out", [][2]string{assistant("有没有头疼、头晕？"), patient("我老公就是头疼。")},
			[]string{"symptom sym:headache of other"}},
		{"就是阑尾割了 answers the surgery asked", [][2]string{surgery, patient("就是阑尾割了。")},
			[]string{"procedure proc:appendectomy historical inactive"}},
		// Near misses: the patient's own singled out still denies the rest; a plain no denies.
		{"near miss: 就是头疼", [][2]string{assistant("有没有头疼、头晕？"), patient("就是头疼。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:headache"}},
		{"near miss: 没做过", [][2]string{surgery, patient("没做过。")},
			[]string{"procedure proc:surgery negated"}},
		{"near miss: just the cough", [][2]string{assistant("Any cough or fever?"), patient("Just the cough.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
	})
}
