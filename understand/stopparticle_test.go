package understand_test

import "testing"

// A stop told to "还在吃吗？" with a final 啦, in traditional characters,
// or of a drug the question names with 那个, is the drug stopped.
func TestAStopToldWithAParticleOrOfAKnownDrug(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-022: 五月就沒吃了啦", [][2]string{clinician("那個氨氯地平還有在吃嗎？"), patient("五月就沒吃了啦。")},
			[]string{"medication drug:amlodipine stopped"}},
		{"那个…还在吃吗？不吃了", [][2]string{clinician("那个氨氯地平还在吃吗？"), patient("不吃了。")},
			[]string{"medication drug:amlodipine stopped"}},
		{"near-miss: taken again", [][2]string{clinician("那个氨氯地平还在吃吗？"), patient("五月停了，後來又吃了啦。")}, []string{}},
		{"near-miss: a known pain still there, no", [][2]string{clinician("那个疼还在吗？"), patient("没有。")}, []string{}},
	})
}

func TestOtherDrugsAskedAreNoStop(t *testing.T) {
	runCases(t, []readCase{
		{"near-miss: 除了降压药，还吃别的药吗？没了", [][2]string{clinician("除了降压药，还吃别的药吗？"), patient("没了，就一个厄贝沙坦。")},
			[]string{"medication drug:irbesartan"}},
	})
}
