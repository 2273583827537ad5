package understand_test

import "testing"

// What goes on, though its Chinese telling has a time or a word that looks
// like an end (change/zh-z2): "礼拜一开始的" dates the start, and its 一开始 is
// no "at first"; "头两天" dates only what follows it up to a contrast; "没见
// 咋好" is not better, not denied; "又发作一次" brings an illness back.
func TestStillSoInChinese(t *testing.T) {
	runCases(t, []readCase{
		{"z2: 礼拜一开始的", [][2]string{clinician("胸口疼多长时间了？"), patient("胸口不疼啊，是胃疼，礼拜一开始的。")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:epigastric_pain"}},
		{"z2: 头两天 is the fever's", [][2]string{patient("礼拜天开始浑身酸痛，头两天还发烧，可身上还是疼，浑身没劲。")},
			[]string{"symptom sym:myalgia", "symptom sym:fever historical", "symptom sym:fatigue"}},
		{"z2: 没见咋好", [][2]string{patient("泮托拉唑俺还天天吃着呢，可这烧心也没见咋好。")},
			[]string{"medication drug:pantoprazole", "symptom sym:heartburn"}},
		{"z2: 又发作一次", [][2]string{patient("我癫痫好几年没发作了，上个月又发作一次，左乙拉西坦一直在吃。")},
			[]string{"condition cond:epilepsy", "medication drug:levetiracetam"}},
		{"near miss: 一开始 at first", [][2]string{patient("一开始胃疼，后来就好了。")},
			[]string{"symptom sym:epigastric_pain historical"}},
		{"near miss: 刚开始 dates the clauses after it", [][2]string{patient("刚开始吃硝苯地平，脚肿得好厉害，后来换了药。")},
			[]string{"medication drug:nifedipine stopped", "symptom sym:ankle_swelling historical"}},
		{"near miss: 也没有 denies", [][2]string{patient("烧心也没有。")},
			[]string{"symptom sym:heartburn negated"}},
	})
}
