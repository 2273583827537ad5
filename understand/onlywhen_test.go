package understand_test

import "testing"

// A finding asked under a condition ("any chest pain when you walk?") is
// had when the answer says when ("only when I rush for the bus"), and is
// not denied by a no, which speaks of that condition alone.
func TestAFindingAskedUnderACondition(t *testing.T) {
	walk := assistant("Do you get any chest pain when you walk?")
	runCases(t, []readCase{
		{"only when affirms under a condition", [][2]string{walk, patient("Only when I rush for the bus, then it goes off after a minute or two.")},
			[]string{"symptom sym:chest_pain"}},
		{"only if affirms", [][2]string{walk, patient("Only if I walk fast.")}, []string{"symptom sym:chest_pain"}},
		{"a yes affirms", [][2]string{assistant("Any chest pain when you walk?"), patient("Yes.")}, []string{"symptom sym:chest_pain"}},
		{"only in the mornings affirms", [][2]string{assistant("Any headaches?"), patient("Only in the mornings.")}, []string{"symptom sym:headache"}},
		{"只有…的时候 affirms", [][2]string{assistant("头疼吗？"), patient("只有累的时候。")}, []string{"symptom sym:headache"}},
		// Near misses.
		{"a no denies it only under the condition", [][2]string{walk, patient("No.")}, []string{}},
		{"what the condition names is not asked", [][2]string{assistant("Any chest pain when you cough?"), patient("No.")}, []string{}},
		{"only when, in the past, is no finding now", [][2]string{assistant("Do you get chest pain?"), patient("Only when I had covid last year.")},
			[]string{"condition cond:covid19 historical"}},
		{"a question of when asks no finding", [][2]string{assistant("Do you know when the chest pain started?"), patient("No.")}, []string{}},
		{"a yes to the other question asked with it", [][2]string{assistant("Any dizziness when you stand up? Are you peeing a lot?"), patient("Peeing, oh yeah, the first couple hours after the tablet.")},
			[]string{"symptom sym:urinary_frequency"}},
		{"a drug's time is no condition of a finding", [][2]string{assistant("Any nausea since you started it? You stopped the sitagliptin when you started it?"), patient("No.")},
			[]string{"symptom sym:nausea negated"}},
		{"就是…的时候 tells a story, no yes", [][2]string{clinician("阿姨，听说您在菜市场晕倒了？"), patient("嗯，就是……排队的时候，突然眼前一黑，就啥也不知道了。")},
			[]string{}},
		{"a plain no to a plain question still denies", [][2]string{assistant("Do you get any chest pain?"), patient("No.")},
			[]string{"symptom sym:chest_pain negated"}},
	})
}
