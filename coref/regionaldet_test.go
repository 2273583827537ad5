package coref_test

import "testing"

// A demonstrative of another region (Shanghainese 迭个/搿只, Shanxi 兀个, Cantonese
// 嗰包/呢粒) or with a measure word a medicine is counted by (那包, 这瓶,
// 嗰樽) opens a drug phrase as 那个 does: "迭个药 吃了会犯困伐", "嗰包粉 系用
// 暖水冲定系凍水冲㗎", "那包药粉 用温水冲还是凉水冲"; a measure word of a
// medicine after a verb of taking is one even bare ("自从食咗嗰啲"). Two
// drugs just given stay asked about; "这样", "迭个礼拜", "那包薯片", "粉刺"
// are no drug.
func TestARegionalDemonstrativeOpensADrugPhrase(t *testing.T) {
	gerd := []recordEntry{active("cond:gerd", "2021-02-01"), active("drug:rabeprazole", "2021-02-01")}
	sachet := []turn{patient("屙咗成晚 肚仔痛到死 我平时食开雷贝拉唑㗎"), clinician("急性肠胃炎，开蒙脱石散畀你，一日三次，一次一包。")}
	two := []turn{patient("头痛一发起来 半边头跳跳个痛"), clinician("这是偏头痛。开两样药：利扎曲普坦，痛起来马上吃一粒；氟桂利嗪，每天夜里吃一粒，预防用。")}
	one := []turn{patient("夜里睏勿着"), clinician("先吃佐匹克隆，睡前半粒。")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev33-001: 嗰包粉, the sachet just given", Lang: "zh", Record: gerd, Window: sachet,
			Utterance: "嗰包粉 系用暖水冲定系凍水冲㗎 要冲几多水啊", Expect: "drug:diosmectite"},
		{ID: "Mandarin: 那包药粉", Lang: "zh", Record: gerd, Window: sachet,
			Utterance: "那包药粉 用温水冲还是凉水冲啊", Expect: "drug:diosmectite"},
		{ID: "zh-dev32-013: Shanghainese 迭个药 after two given", Lang: "zh", Record: gerd, Window: two,
			Utterance: "迭个药 吃了会犯困伐 我白天要开车子个", Expect: "unresolved", Candidates: []string{"drug:rizatriptan", "drug:flunarizine"}},
		{ID: "Shanghainese 搿只药 after one given", Lang: "zh", Record: gerd, Window: one,
			Utterance: "搿只药 饭前吃还是饭后吃", Expect: "drug:zopiclone"},
		{ID: "Shanxi 兀个药 after one given", Lang: "zh", Record: gerd, Window: one,
			Utterance: "嗯 兀个药 吃了会上瘾不", Expect: "drug:zopiclone"},
		{ID: "那盒胶囊", Lang: "zh", Record: gerd, Window: one,
			Utterance: "那盒胶囊 要放冰箱不", Expect: "drug:zopiclone"},
		{ID: "Cantonese: a bare 嗰粒 taken", Lang: "zh", Record: gerd, Window: one,
			Utterance: "食咗嗰粒之后 第二朝起身 个头好重", Expect: "drug:zopiclone"},
		// Near misses: no drug phrase, so nothing is resolved.
		{ID: "near miss: 迭个礼拜", Lang: "zh", Record: gerd, Window: one,
			Utterance: "迭个礼拜 我睏得蛮好", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 那包薯片", Lang: "zh", Record: gerd, Window: one,
			Utterance: "那包薯片 我孙子吃了", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 脸上起粉刺", Lang: "zh", Record: gerd, Window: one,
			Utterance: "我脸上那个粉刺 又长出来了 咋办", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: a plural is not one drug", Lang: "zh", Record: gerd, Window: two,
			Utterance: "那些药 我都买好了", Expect: "unresolved", Candidates: []string{}},
	})
}
