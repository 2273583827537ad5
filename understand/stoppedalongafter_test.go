package understand_test

import "testing"

// Drugs joined and then said finished together with 都 are all stopped,
// not only the one right before the stop.
func TestDrugsFinishedTogetherAreAllStopped(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh11: both courses finished",
			[][2]string{patient("医生，药都吃完了，阿莫西林和泼尼松龙都吃完了。现在不喘了，咳嗽还有一点点")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:prednisolone stopped", "symptom sym:cough", "symptom sym:dyspnea historical"}},
		{"three drugs in a list", [][2]string{patient("阿莫西林、泼尼松龙和布洛芬都吃完了")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:ibuprofen stopped", "medication drug:prednisolone stopped"}},
		{"near-miss: no 都, the stop is the last drug's", [][2]string{patient("阿莫西林和泼尼松龙吃完了")},
			[]string{"medication drug:amoxicillin", "medication drug:prednisolone stopped"}},
		{"near-miss: both still taken", [][2]string{patient("阿莫西林和泼尼松龙都还在吃")},
			[]string{"medication drug:amoxicillin", "medication drug:prednisolone"}},
		{"near-miss: both taken for three days", [][2]string{patient("阿莫西林和泼尼松龙都吃了三天")},
			[]string{"medication drug:amoxicillin", "medication drug:prednisolone"}},
		{"near-miss: the first finished, the second goes on", [][2]string{patient("阿莫西林吃完了，泼尼松龙都还在吃")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:prednisolone"}},
	})
}
