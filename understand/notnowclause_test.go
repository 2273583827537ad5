package understand_test

import "testing"

// A drug taken in a season and not now, said in a clause of the drug's own
// sentence ("氯雷他定，春天吃，现在没在吃"), is one of before, as it is when
// the next sentence says so: loratadine was written active (s43 blind round
// 8, zh20). Only a clause that says nothing else counts.
func TestADrugNotTakenNowInItsSentence(t *testing.T) {
	runCases(t, []readCase{
		{"r8 zh20: 春天吃，现在没在吃", [][2]string{assistant("平时吃什么药？有其他过敏吗？"), patient("氯雷他定，春天吃，现在没在吃。其他都不过敏")},
			[]string{"medication drug:loratadine stopped"}},
		{"现在没吃 after a comma", [][2]string{patient("氯雷他定，现在没吃")},
			[]string{"medication drug:loratadine stopped"}},
		{"near miss: 不吃了 already stops", [][2]string{patient("氯雷他定，春天吃，现在不吃了")},
			[]string{"medication drug:loratadine stopped"}},
		{"near miss: taken in spring, said nothing of now", [][2]string{patient("氯雷他定，春天吃")},
			[]string{"medication drug:loratadine"}},
		{"near miss: taken now, with something else not", [][2]string{patient("二甲双胍一直吃着，现在没吃早饭")},
			[]string{"medication drug:metformin"}},
	})
}
