package understand_test

import "testing"

// A paid carer who says whom they look after, the home first or at a later
// call without 我是, speaks for that one (carerwhom.go; s52, blind round 20
// zh10). Near misses: a carer about their own illness, a carer who tells no
// finding, and a 她 after another woman named later stay as read.
func TestACarerWhoSaysWhomSheLooksAfter(t *testing.T) {
	opener := patient("你好 我是养老院的护工 照顾王阿姨的 她八十六了 有老年痴呆")
	again := patient("医生你好 还是我 照顾王阿姨的护工 抗生素三天吃完了 她现在不糊涂了")
	runCases(t, []readCase{
		{"s52 r20 zh10: the home first, then whom", [][2]string{opener}, []string{"condition cond:alzheimer_disease"}},
		{"s52 r20 zh10: still me, the carer of", [][2]string{again},
			[]string{"medication class:antibiotics relayed stopped of other", "symptom sym:confusion historical relayed"}},
		{"s52 r20 zh10: the clinician's 她的氨氯地平", [][2]string{again, clinician("好，尿路感染已经好了。她的氨氯地平停掉吧，这几天血压110/60，偏低，怕再摔。")},
			[]string{"condition cond:uti historical resolves", "medication drug:amlodipine stopped", "observation vital:bp"}},
		{"s46 r14 zh11: 她 after the name in the opener", [][2]string{patient("喂，我是照顾王阿姨的护工，她今天早上在卫生间摔了一跤")},
			[]string{"symptom sym:falls historical"}},
		{"the carer's own back after the opener", [][2]string{opener, patient("好的 我自己腰也不好 老是腰疼 贴着膏药 没事 不用管我")},
			[]string{"symptom sym:low_back_pain negated of other"}}, // 腰也不好…没事: the carer's, not the patient's
		// Near misses.
		{"near miss: still me, no carer word", [][2]string{patient("医生你好 还是我 照顾王阿姨的 她现在不糊涂了")},
			[]string{"symptom sym:confusion historical relayed of other"}},
		{"near miss: a carer about her own illness", [][2]string{patient("我是养老院的护工 我最近老是腰疼")},
			[]string{"symptom sym:low_back_pain"}},
		{"near miss: a carer who tells no finding", [][2]string{patient("我是养老院的护工 照顾王阿姨的 想问一下"), patient("我自己腰不好")},
			[]string{"symptom sym:low_back_pain"}},
	})
}
