package understand_test

import "testing"

// A condition put off to when it comes ("…了再说") is not had now (zh/v1:
// "好，我先吃着，怀上了再说").
func TestOnceItComes(t *testing.T) {
	runCases(t, []readCase{
		{"v1: pregnant, then we'll see", [][2]string{clinician("依巴斯汀备孕期间最好问一下产科，要是怀上了要停"),
			patient("好，我先吃着，怀上了再说")},
			[]string{"condition cond:pregnancy hypothetical"}},
		{"a fever, then we'll see", [][2]string{clinician("要不要开点退烧药"), patient("先不用，真发烧了再说")},
			[]string{"symptom sym:fever hypothetical"}},
		{"near miss: pregnant now", [][2]string{clinician("最近怎么样"), patient("我怀上了，两个月")},
			[]string{"condition cond:pregnancy"}},
	})
}
