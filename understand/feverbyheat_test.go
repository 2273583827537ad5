package understand_test

import "testing"

// A fever told by 烧 with how high ("昨晚还烧到三十八度九", "琴晚有啲烧，
// 三十八度"), or by a temperature answering whether there is a fever, is the
// fever as well as the temperature. Heartburn (心口烧), a fever denied, one
// gone down, a child's and a fever only feared stay as they were.
func TestAFeverToldByItsHeat(t *testing.T) {
	runCases(t, []readCase{
		{"zh-d1-030: 昨晚还烧到三十八度九", [][2]string{patient("嗓子疼得咽口水都疼，昨晚还烧到三十八度九。")},
			[]string{"observation vital:temperature", "symptom sym:fever", "symptom sym:painful_swallowing", "symptom sym:sore_throat"}},
		{"zh-j1-021: 昨天晚上烧到三十九度", [][2]string{patient("前天开始的，昨天晚上烧到三十九度。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"zh-j1-051: 琴晚有啲烧，三十八度", [][2]string{assistant("有没有发烧？"), patient("琴晚有啲烧，三十八度。流脓就冇。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"zh-o1-016: 还有点烧，今天早上量的三十七度八", [][2]string{patient("昨天晚上还有点烧，今天早上量的三十七度八。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"zh-n1-041: 开始烧，一路烧到而家", [][2]string{patient("礼拜三开始烧，一路烧到而家，最高去到三十九度五。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"zh-l1-011: a temperature answers whether a fever", [][2]string{clinician("发烧没得？"), patient("有点，刚才在屋头量的三十八度。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"zh-n1-038: 一量三十九度二, the fever asked", [][2]string{clinician("发烧几天了？"), patient("昨天开始打摆子，冷得牙齿打架，一量三十九度二。")},
			[]string{"observation vital:temperature", "symptom sym:chills", "symptom sym:fever"}},
		{"zh-n1-041: a friend's fever beside", [][2]string{patient("礼拜三开始烧，一路烧到而家，最高去到三十九度五。同我去嗰个朋友都发烧。")},
			[]string{"observation vital:temperature", "symptom sym:fever", "symptom sym:fever of other"}},
		{"zh-n1-038: 好了 before is no fever gone", [][2]string{clinician("发烧几天了？"), patient("我以为多喝点水就好了，结果昨天开始打摆子，一量三十九度二。")},
			[]string{"observation vital:temperature", "symptom sym:chills", "symptom sym:fever"}},
		{"near-miss: heartburn, 心口烧", [][2]string{patient("心口烧得慌，量了一下三十七度八。")},
			[]string{"observation vital:temperature", "symptom sym:heartburn"}},
		{"near-miss: 没烧", [][2]string{clinician("发烧吗？"), patient("没烧，三十七度二。")},
			[]string{"observation vital:temperature", "symptom sym:fever negated"}},
		{"near-miss: a fever gone down", [][2]string{patient("昨天烧到三十八度五，今天退了。")},
			[]string{"observation vital:temperature"}},
		{"near-miss: a child's", [][2]string{patient("我儿子昨晚烧到三十九度。")},
			[]string{}},
		{"near-miss: a fever feared", [][2]string{patient("会不会烧到三十九度？")},
			[]string{"observation vital:temperature uncertain"}},
		{"near-miss: normal, answered", [][2]string{clinician("发烧吗？"), patient("量了，三十六度八。")},
			[]string{"observation vital:temperature"}},
	})
}
