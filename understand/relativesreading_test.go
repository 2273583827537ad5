package understand_test

import "testing"

// A fever's reading said of the relative a session speaks for is the
// patient's temperature; a relative's reading in the patient's own session
// is written nowhere, as before.
func TestTheReadingOfTheOneSpokenForIsKept(t *testing.T) {
	runCases(t, []readCase{
		{"r13 zh02: 我是宝宝妈妈，帮她问一下。宝宝…发烧，刚量38.6", [][2]string{patient("我是宝宝妈妈，帮她问一下。宝宝五个多月，昨晚开始发烧，刚量38.6")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"near-miss: the baby's highest is no reading now (dev zh-y1-006)", [][2]string{patient("就诊人是我儿子 我是他妈妈 用手机帮他问 孩子昨晚开始发烧 最高39.2")},
			[]string{"symptom sym:fever"}},
		{"帮我儿子问一下…他发烧，39度", [][2]string{patient("帮我儿子问一下，他昨天开始发烧，39度2")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"near-miss: a mother's fever in the patient's session", [][2]string{patient("我妈妈发烧，38.5")},
			[]string{"symptom sym:fever of mother"}},
		{"near-miss: the patient's own", [][2]string{patient("昨晚开始发烧，最高38.6")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
	})
}
