package understand_test

import "testing"

// Names the lexicon lacked in blind round 10: 皮炎平 (dexamethasone acetate
// cream) was read as the dermatitis in its name, so "自己抹了点皮炎平，没什么
// 用" wrote an eczema now beside the childhood one told over (zh05). A
// dermatitis itself is still the condition.
func TestNamesTheLexiconLackedInRound10(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh05: 自己抹了点皮炎平，没什么用", [][2]string{patient("自己抹了点皮炎平，没什么用")},
			[]string{"medication drug:dexamethasone"}},
		{"zh: 皮炎平一天抹两次", [][2]string{patient("皮炎平一天抹两次")},
			[]string{"medication drug:dexamethasone"}},
		{"near-miss: 我有皮炎", [][2]string{patient("我有皮炎")},
			[]string{"condition cond:eczema"}},
		{"near-miss: 皮炎又犯了", [][2]string{patient("皮炎又犯了，很痒")},
			[]string{"condition cond:eczema", "symptom sym:itching"}},
	})
}
