package understand_test

import "testing"

// A condition told, right after a drug the sentence stops, as what made the
// patient stop it ("格列美脲上个月停了，老是低血糖", round 11 zh09) is the
// drug's harm, and went with it: past, as a symptom told so is. Only a
// harm the drug's label lists, or one said to be caused by it; another
// illness told after a stop ("阿司匹林停了，老是高血压") is unchanged, and
// a harm that goes on ("还是老低血糖") stays.
func TestAConditionThatMadeADrugStopIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"r11 zh09: 格列美脲上个月停了，老是低血糖", [][2]string{assistant("二甲双胍还在吃吗？"),
			patient("在吃，一天两次一次500。格列美脲上个月停了，老是低血糖")},
			[]string{"condition cond:hypoglycemia historical", "medication drug:glimepiride historical stopped", "medication drug:metformin"}},
		{"格列美脲停了，因为老是低血糖", [][2]string{patient("格列美脲停了，因为老是低血糖")},
			[]string{"condition cond:hypoglycemia historical", "medication drug:glimepiride historical stopped"}},
		{"near-miss: another illness after a stop", [][2]string{patient("阿司匹林停了，老是高血压")},
			[]string{"condition cond:hypertension", "medication drug:aspirin historical stopped"}},
		{"near-miss: the harm goes on", [][2]string{patient("格列美脲停了，现在还是老低血糖")},
			[]string{"condition cond:hypoglycemia", "medication drug:glimepiride historical stopped"}},
	})
}
