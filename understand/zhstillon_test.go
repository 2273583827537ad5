package understand_test

import "testing"

// TestAChineseDrugStillOnAfterAll: a drug nearly used up, taken again after
// a break, or asked about stopping or going on is current, though a stop
// word stands in its telling (zhstillon.go).
func TestAChineseDrugStillOnAfterAll(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-037: nearly finished",
			[][2]string{patient("上回开的头孢呋辛快吃完了，还剩两天的。")},
			[]string{"medication drug:cefuroxime"}},
		{"nearly used up, in Cantonese",
			[][2]string{patient("啲阿莫西林就快食晒喇。")},
			[]string{"medication drug:amoxicillin"}},
		{"change dev zh-z1-036: stopped for two days and taken again, Henan",
			[][2]string{patient("左旋氨氯地平俺上礼拜停了两天，后来寻思着不中，又吃上了。")},
			[]string{"medication drug:levamlodipine"}},
		{"taken again after a stop, said with 重新",
			[][2]string{patient("二甲双胍停了一个礼拜，这两天重新吃起来了。")},
			[]string{"medication drug:metformin"}},
		{"change dev zh-z1-040: may it stop now, Taiwanese",
			[][2]string{patient("醫生，我這個華法林吃半年了，現在可以停了嗎？")},
			[]string{"medication drug:warfarin"}},
		{"change dev zh-z1-056: must it go on, typed without punctuation",
			[][2]string{patient("医生你好 我那个左甲状腺素钠吃满三个月了还要接着吃吗 另外维生素D上个月就吃完了没再买")},
			// "医生你好 我…" addresses the doctor; nothing is relayed.
			[]string{"medication drug:levothyroxine", "medication drug:cholecalciferol stopped"}},
		{"near miss s51 blind round 18 zh17: stopped, and asked whether to take it again",
			[][2]string{patient("还有我以前吃过一段时间别嘌醇，后来冇吃了，现在还要吃吗？")},
			[]string{"medication drug:allopurinol historical stopped"}},
		{"near miss: finished",
			[][2]string{patient("头孢呋辛吃完了。")},
			[]string{"medication drug:cefuroxime stopped"}},
		{"near miss: stopped, and another drug started",
			[][2]string{patient("阿莫西林吃了三天就停了，又开始吃别的。")},
			[]string{"medication drug:amoxicillin historical stopped"}},
		{"near miss: a question of a drug already stopped, not of stopping it",
			[][2]string{patient("阿托伐他汀我停了两个礼拜了，这样行吗？")},
			[]string{"medication drug:atorvastatin historical stopped"}},
	})
}
