package understand_test

import "testing"

// Children counted loosely are others (extract/manykin.go); Hunan 崽 and
// 伢子 are a child (extract/kin.go).
func TestChildrenCountedLooselyAreOthers(t *testing.T) {
	mother := patient("医生 我是娃儿的妈妈 帮我儿子问哈 他4岁 昨天晚上开始喊耳朵痛")
	runCases(t, []readCase{
		{"s49 blind round 18 zh12: the kindergarten's coughing children", [][2]string{mother,
			patient("好嘛 我自己这两天也咳嗽 在吃头孢呋辛 幼儿园好几个娃儿都在咳")},
			[]string{"symptom sym:cough of mother", "medication drug:cefuroxime of other", "symptom sym:cough of other"}}, // 娃儿的妈妈: the mother (typist.go)
		{"many children of a class", [][2]string{patient("班上很多孩子都发烧")},
			[]string{"symptom sym:fever of other"}},
		{"near miss: a number counts one's own", [][2]string{patient("我两个孩子都咳嗽")},
			[]string{"symptom sym:cough of child"}},
		{"near miss: the child spoken for", [][2]string{mother, patient("娃儿还在咳")},
			[]string{"symptom sym:cough"}},
		{"s49 blind round 18 zh13: 崽 is the son spoken for", [][2]string{patient("医生你好，我是伢子他爸爸，帮我崽问一下。他今年8岁，去年在湘雅诊断的多动症，就是注意缺陷多动障碍。")},
			[]string{"condition cond:adhd"}},
		{"崽 alone is a child", [][2]string{patient("我崽咳嗽三天了")},
			[]string{"symptom sym:cough of child"}},
	})
}
