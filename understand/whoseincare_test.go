package understand_test

import "testing"

// Review 11's turns that gave a finding to the wrong person, each by a
// general reading (session 73): a child the patient bore is no subject of
// what follows ("我生完宝宝三周了 … 乳房又红又肿": the mother's), a pronoun a
// relative acted on is not that relative ("我妈给她停了 说吃了白天老犯困":
// the grandmother's), and 过 of a meal just eaten tells no illness over
// ("记性越来越差 刚吃过饭就说没吃").
func TestWhoseAndWhetherInCare(t *testing.T) {
	const typing = "我是她孙女 帮奶奶打字"
	runCases(t, []readCase{
		{"Z13: 我生完宝宝三周了 … 乳房", [][2]string{patient("我生完宝宝三周了，一直在喂奶，这两天左边乳房又红又肿，摸着有个硬块。")},
			[]string{"symptom sym:lump"}},
		{"near miss: the baby's own jaundice", [][2]string{patient("宝宝有点黄疸。")},
			[]string{"symptom sym:jaundice of child"}},
		{"Z19: 我妈给她停了 … 犯困", [][2]string{patient(typing), patient("艾司唑仑上周我妈给她停了 说吃了白天老犯困")},
			[]string{"medication drug:estazolam historical stopped", "symptom sym:drowsiness historical"}},
		{"near miss: 我妈 says she herself has a headache", [][2]string{patient("我妈说她头疼得厉害")},
			[]string{"symptom sym:headache of mother"}},
		{"Z19: 刚吃过饭 is no history", [][2]string{patient(typing), patient("最近一个月记性越来越差 刚吃过饭就说没吃")},
			[]string{"symptom sym:memory_loss"}},
		{"near miss: 得过 is history", [][2]string{patient("我以前得过肺炎。")},
			[]string{"condition cond:pneumonia historical"}},
	})
}

// A repair opened by a sound of surprise, or a bare 不对 set off by spaces,
// takes back the drug before it and denies nothing after it: "沙美特羅氟替卡松
// 欸不對 我講錯 是布地奈德福莫特羅" (review 11 Z10) refuted both inhalers.
func TestARepairSaidInChatDeniesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"Z10: 欸不對 我講錯 是…", [][2]string{patient("我現在用的是沙美特羅氟替卡松 欸不對 我講錯 是布地奈德福莫特羅 早晚各吸一下")},
			[]string{"medication drug:budesonide_formoterol"}},
		{"欸不对 with commas", [][2]string{patient("我现在用的是沙美特罗氟替卡松，欸不对，我讲错了，是布地奈德福莫特罗")},
			[]string{"medication drug:budesonide_formoterol"}},
		{"a bare 不对 set off by spaces", [][2]string{patient("我现在用的是沙美特罗氟替卡松 不对 是布地奈德福莫特罗")},
			[]string{"medication drug:budesonide_formoterol"}},
		{"near miss: a denial set off by spaces", [][2]string{patient("沙美特罗氟替卡松 不用了 现在是布地奈德福莫特罗")},
			[]string{"medication drug:budesonide_formoterol", "medication drug:salmeterol_fluticasone stopped"}},
	})
}
