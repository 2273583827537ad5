package understand_test

import "testing"

// At a later visit a relative says they speak for the patient again with
// 还是 ("大夫，我还是他闺女", "还是我，他儿子"; s49, blind round 17 zh03 and
// zh20): their 我爸 is the patient, also where a place and its state make
// the finding, and their own illness is family history.
func TestATypistSaysTheyAreStillTheOne(t *testing.T) {
	runCases(t, []readCase{
		{"zh03: her dad's legs are no longer swollen", [][2]string{patient("大夫，我还是他闺女。我爸这礼拜腿不肿了，体重回到134斤了。")},
			[]string{"observation vital:weight", "symptom sym:leg_swelling historical"}},
		{"zh20: his dad's fall", [][2]string{patient("大夫，还是我，他儿子。我爸上礼拜在家摔了一跤，左手腕骨折了，打着石膏呢。")},
			[]string{"condition cond:fracture historical", "symptom sym:falls historical"}},
		{"zh20: the son's own diabetes", [][2]string{patient("大夫，还是我，他儿子。我爸上礼拜在家摔了一跤。"), clinician("有没有糖尿病？"),
			patient("他没有糖尿病。我自己倒是糖尿病，吃二甲双胍。")},
			[]string{"condition cond:diabetes negated", "condition cond:diabetes of child", "medication drug:metformin of other"}},
		{"near miss: 还是 as 'or'", [][2]string{patient("我爸腿不肿了，还是我记错了？")},
			[]string{"symptom sym:leg_swelling historical of father"}},
		{"near miss: his own father", [][2]string{patient("大夫，我还是他闺女。他爸腿不肿了。")},
			[]string{"symptom sym:leg_swelling historical of father"}},
	})
}
