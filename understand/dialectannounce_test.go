package understand_test

import "testing"

// A parent who announces in Cantonese or Shanghainese words whom they ask
// for ("我系BB阿妈，帮佢问下", "我是小囡姆妈，帮阿拉儿子问问") speaks for the
// child as one who says it in Mandarin does (zh/r16-zh03, zh/r16-zh06):
// the child's findings are the patient's, and the speaker's own illness is
// family history and her drug no one's. A friend's announcement names no
// relative, and a turn without one keeps its kin reading.
func TestDialectAnnouncement(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh03: a Cantonese mother asking for her baby", [][2]string{patient("医生你好，我系BB阿妈，帮佢问下。佢啱啱五个月大，由琴晚开始发烧。")},
			[]string{"symptom sym:fever"}},
		{"r16-zh06: a Shanghainese mother asking for her son", [][2]string{patient("医生侬好，我是小囡姆妈，帮阿拉儿子问问。伊今年9岁，去年查出来多动症。")},
			[]string{"condition cond:adhd"}},
		{"r16-zh06: the Shanghainese mother's own illness and drug", [][2]string{patient("医生侬好，我是小囡姆妈，帮阿拉儿子问问。"), patient("我自家有甲减，天天吃优甲乐。")},
			[]string{"condition cond:hypothyroidism of mother", "medication drug:levothyroxine of other"}},
		{"s53 r21 zh01: 我係佢個女，打嚟問下我阿媽", [][2]string{patient("喂，你好，我係佢個女，打嚟問下我阿媽嘅情況。佢呢兩日成日話小便好痛。")},
			[]string{"symptom sym:dysuria"}},
		{"s53: 我系佢个仔, her son", [][2]string{patient("我系佢个仔，佢呢两日小便好痛。")},
			[]string{"symptom sym:dysuria"}},
		{"near miss: 佢个女 said of someone else's daughter", [][2]string{patient("佢个女小便好痛。")},
			[]string{"symptom sym:dysuria of other"}},
		{"near miss: a friend announced in Cantonese is no relative", [][2]string{patient("我系佢朋友，帮佢问下。佢发烧。")},
			[]string{"symptom sym:fever of other"}},
		// Review 11 Z04: a daughter asks for "阿拉姆妈" and then tells of
		// 姆妈 and 阿拉儿子 without 我: 阿拉 is my, and 姆妈 is one's own mum.
		{"review 11 Z04: 帮阿拉姆妈问问 … 姆妈", [][2]string{patient("帮阿拉姆妈问问。姆妈昨日夜里向跌了一跤，右手手腕肿了。")},
			[]string{"symptom sym:edema", "symptom sym:falls historical"}},
		{"帮阿拉儿子问问 … 我儿子", [][2]string{patient("帮阿拉儿子问问。我儿子昨天摔了一跤，右手手腕肿了。")},
			[]string{"symptom sym:edema", "symptom sym:falls historical"}},
		{"near miss: 姆妈 told with no one announced", [][2]string{patient("姆妈手腕肿了。")},
			[]string{"symptom sym:edema of mother"}},
		{"near miss: a Cantonese mother named, no announcement", [][2]string{patient("我阿妈有糖尿病，我最近好口渴。")},
			[]string{"condition cond:diabetes of mother", "symptom sym:excessive_thirst"}},
	})
}
