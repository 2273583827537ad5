package understand_test

import "testing"

// "好了一点" is better, not over: "就是咳嗽好了一点" wrote the cough as
// resolved (s41 blind round). A plain "好了" still ends it.
func TestBetterIsNotOver(t *testing.T) {
	runCases(t, []readCase{
		{"s41: 就是咳嗽好了一点", [][2]string{assistant("吃完有什么不舒服吗？"), patient("没有，就是咳嗽好了一点")},
			[]string{"symptom sym:cough", "symptom sym:malaise negated"}},
		{"咳嗽好了一点", [][2]string{patient("咳嗽好了一点")}, []string{"symptom sym:cough"}},
		{"头疼好了些", [][2]string{patient("头疼好了些")}, []string{"symptom sym:headache"}},
		// Near misses: over.
		{"near miss: 咳嗽好了", [][2]string{patient("咳嗽好了")}, []string{"symptom sym:cough historical"}},
		{"near miss: 咳嗽好了，一点都不咳了", [][2]string{patient("咳嗽好了，一点都不咳了")}, []string{"symptom sym:cough historical"}},
	})
}

// "a morning cough, nothing major" has the cough, mild: "nothing major" is
// no "no" (s41 blind round 5: the cough was written as denied).
func TestNothingMajorIsNoDenial(t *testing.T) {
	asked := assistant("Any cough or breathlessness?")
	runCases(t, []readCase{
		{"s41 round 5: a morning cough, nothing major", [][2]string{asked, patient("a morning cough, nothing major. no breathlessness")},
			[]string{"symptom sym:cough", "symptom sym:dyspnea negated"}},
		{"nothing serious", [][2]string{asked, patient("bit of a cough, nothing serious")}, []string{"symptom sym:cough"}},
		// Near misses: a no.
		{"near miss: nothing", [][2]string{asked, patient("nothing")}, []string{"symptom sym:cough negated", "symptom sym:dyspnea negated"}},
		{"near miss: nothing like that", [][2]string{asked, patient("nothing like that")}, []string{"symptom sym:cough negated", "symptom sym:dyspnea negated"}},
	})
}
