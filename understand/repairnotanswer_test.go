package understand_test

import "testing"

// A 不是 that repairs the patient's own words after the turn has told
// something else is no answer to the open question; a turn that opens
// with the no still answers.
func TestARepairOfOnesOwnWordsIsNoAnswer(t *testing.T) {
	runCases(t, []readCase{
		{"r13 zh10: 上周去海南潜水了…哦不是左耳，是右耳，我搞反了", [][2]string{assistant("最近游泳或者感冒了吗？"), patient("上周去海南潜水了，回来就这样。哦不是左耳，是右耳，我搞反了")},
			[]string{}},
		{"…不对，说错了", [][2]string{assistant("最近有没有发烧？"), patient("前天去医院打了针，不对，说错了，是大前天")},
			[]string{}},
		{"near-miss: the turn opens with the no", [][2]string{assistant("最近游泳或者感冒了吗？"), patient("没有，上周去潜水了")},
			[]string{"condition cond:common_cold negated"}},
		{"near-miss: 不是 opening the turn", [][2]string{assistant("是感冒了吗？"), patient("不是，是潜水以后才这样的")},
			[]string{"condition cond:common_cold negated"}},
	})
}
