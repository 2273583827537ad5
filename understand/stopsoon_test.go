package understand_test

import "testing"

// A bare stop after a drug's topic clause may say how soon ("马上停掉"):
// it still stops the drug (stoporders.go's stopAdverbs).
func TestABareStopSaidWithHowSoon(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh05: the harm, then 马上停掉", [][2]string{patient("我吃了好多布洛芬"), clinician("布洛芬伤肾，马上停掉。膝盖痛改用扑热息痛。")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:paracetamol"}},
		{"最好暂时停一停", [][2]string{clinician("布洛芬伤胃，最好暂时停一停。")}, []string{"medication drug:ibuprofen stopped"}},
		{"near miss: a question", [][2]string{clinician("布洛芬伤胃，马上停掉的话会怎样？")}, []string{}},
		{"near miss: how soon to take it", [][2]string{clinician("布洛芬伤胃，马上吃。")}, []string{}},
	})
}

// A switch said with a Cantonese or written verb stops the first drug and
// starts the second (statements.go's switchWords).
func TestASwitchSaidWithOtherVerbs(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh04: 將他莫昔芬轉做來曲唑", [][2]string{clinician("我係腫瘤科醫生。你已經收經兩年，我哋將他莫昔芬轉做來曲唑，每日一粒2.5毫克。")},
			[]string{"medication drug:letrozole", "medication drug:tamoxifen stopped"}},
		{"改为", [][2]string{clinician("把氨氯地平改为硝苯地平控释片。")}, []string{"medication drug:amlodipine stopped", "medication drug:nifedipine"}},
		{"near miss: one drug's dose changed", [][2]string{clinician("二甲双胍改为一天两次。")}, []string{"medication drug:metformin"}},
	})
}
