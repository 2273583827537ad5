package understand_test

import "testing"

// A dose corrected with a bare number: "我现在吃的降压药是缬沙坦，80毫克一天
// 一次" "不对不对，我看了一下盒子，是160的" kept 80 mg (blind round 10 zh08):
// the drug was told with its class (降压药), which read as a second drug, and
// "160的" as no dose. A class the one drug belongs to is that drug, and a
// bare number in the correction is the dose in the unit told before. Two
// drugs told, a number with a unit of another kind, or no correction read
// nothing.
func TestADoseCorrectedWithABareNumber(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"r10 zh08: 是160的", "drug:valsartan",
			[][2]string{patient("我现在吃的降压药是缬沙坦，80毫克一天一次"), patient("不对不对，我看了一下盒子，是160的")},
			map[string]string{"dose": "160 mg", "frequency": "qd"}},
		{"zh: 记错了，是500的", "drug:metformin",
			[][2]string{patient("二甲双胍，一次850毫克，一天两次"), patient("我记错了，是500的")},
			map[string]string{"dose": "500 mg", "frequency": "bid"}},
		{"zh: the class named with the drug", "drug:amlodipine",
			[][2]string{patient("降压药吃的氨氯地平，一天一次，5毫克"), patient("不对，是10毫克")},
			map[string]string{"dose": "10 mg", "frequency": "qd"}},
	})
	runCases(t, []readCase{
		{"near miss: two drugs told", [][2]string{patient("我在吃缬沙坦和二甲双胍，80毫克"), patient("不对，是160的")},
			[]string{}},
		{"near miss: no correction", [][2]string{patient("我现在吃的降压药是缬沙坦，80毫克一天一次"), patient("盒子上写的是160的")},
			[]string{}},
	})
}
