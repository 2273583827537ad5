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

// A sister speaking for her brother with 俺 and one-character kin words:
// "俺是他姐，替俺弟问问" (s49, blind round 18 zh14); her own depression is
// family history, her sertraline nobody's.
func TestASisterSpeaksForHerBrother(t *testing.T) {
	announce := patient("医生您好，俺是他姐，替俺弟问问。俺弟33了，精神分裂症十年了，现在吃氯氮平，每天200毫克。")
	runCases(t, []readCase{
		{"zh14: his schizophrenia and clozapine", [][2]string{announce},
			[]string{"condition cond:schizophrenia", "medication drug:clozapine"}},
		{"zh14: her own depression", [][2]string{announce, clinician("还有吗？"), patient("中。俺自己有抑郁症，吃着舍曲林，这个病会不会一家都有？")},
			[]string{"condition cond:depression of sibling", "medication drug:sertraline of other"}},
		{"near miss: asking for me", [][2]string{patient("我是他们的邻居，替我问问，我头疼")}, []string{"symptom sym:headache"}},
	})
}
