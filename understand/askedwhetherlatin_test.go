package understand_test

import "testing"

// A drug named in Latin letters in Chinese speech, asked leave for, is a
// question (askedwhether.go's zhAskedWhetherSpoken).
func TestALatinDrugAskedForInChinese(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh06: asked, then what the internet says", [][2]string{patient("好喔 那我可以打那个 Humira 嗎 網路上看人家說超有效")},
			[]string{"medication drug:adalimumab uncertain"}},
		{"near miss: the drug taken", [][2]string{patient("我在打 Humira 一个礼拜一次")},
			[]string{"medication drug:adalimumab"}},
		{"near miss: a Han name asked for, as before", [][2]string{patient("能不能吃点那个……布洛芬")},
			[]string{"medication drug:ibuprofen hypothetical"}},
	})
}
