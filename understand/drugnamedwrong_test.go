package understand_test

import "testing"

// A drug denied by name in the patient's next turn, with the slip said
// anywhere in it ("等一下，我看了下药盒，不是氨氯地平，是非洛地平，写错了"),
// corrects the drug as an opening "不对" does: amlodipine stayed active
// beside the felodipine meant (s43 blind round 8, zh07). Without the slip
// word, or without the first drug named as the one it is not, nothing is
// withdrawn.
func TestADrugDeniedByNameWithItsSlipIsWithdrawn(t *testing.T) {
	const amlo = "我现在吃的降压药是氨氯地平，每天5毫克"
	runWithdrawCases(t, []withdrawCase{
		{"r8 zh07: 不是氨氯地平，是非洛地平，写错了",
			[][2]string{patient(amlo), assistant("好的，吃了多久了？"), patient("等一下，我看了下药盒，不是氨氯地平，是非洛地平，写错了，不好意思")},
			[]string{"drug:amlodipine"}},
		{"en: it's not metformin, it's metoprolol, my mistake",
			[][2]string{patient("I take metformin for my heart"), assistant("How long for?"), patient("hang on, it's not metformin, it's metoprolol, my mistake")},
			[]string{"drug:metformin"}},
		{"near miss: no slip said, a second drug",
			[][2]string{patient(amlo), assistant("好的，吃了多久了？"), patient("不是只吃氨氯地平，还吃非洛地平")},
			[]string{}},
		{"near miss: a slip said of a dose, the drug not denied",
			[][2]string{patient(amlo), assistant("好的，吃了多久了？"), patient("剂量写错了，是10毫克")},
			[]string{}},
		{"near miss: another drug denied by name",
			[][2]string{patient(amlo), assistant("还吃别的吗？"), patient("不是阿司匹林，是非洛地平，写错了")},
			[]string{}},
	})
}
