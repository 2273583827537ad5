package coref_test

import "testing"

// A drug told by how seldom it is taken ("一个月食一粒嘅骨头药", "我那个一个
// 礼拜吃一回的药", "the one I take once a week", "me monthly tablet") is the
// drug the window or an earlier session said is taken so, or the record's
// drug whose kind is taken so (weekly methotrexate, alendronate,
// risedronate, semaglutide, dulaglutide; monthly ibandronate): one
// resolves, several are asked about (methotrexate and the folic acid a
// session said is weekly too), none leaves the reference as it was.
func TestADrugToldByHowSeldomItIsTaken(t *testing.T) {
	bones := []recordEntry{active("cond:osteoporosis", "2024-02-01"), active("drug:ibandronate", "2024-02-01"),
		active("drug:calcium_carbonate", "2022-06-01"), active("cond:hypertension", "2015-05-01"), active("drug:felodipine", "2015-05-01")}
	ra := []recordEntry{active("cond:rheumatoid_arthritis", "2024-01-01"), active("drug:methotrexate", "2024-01-01"), active("drug:folic_acid", "2024-01-01")}
	weekly := [][]turn{{clinician("甲氨蝶呤每周一次，一次四片；叶酸也是每周吃一次，放在第二天吃。"), patient("好的 我记一下")}}
	raOnly := []recordEntry{active("cond:rheumatoid_arthritis", "2024-01-01"), active("drug:methotrexate", "2024-01-01"), active("drug:naproxen", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev32-004: 一个月食一粒嘅骨头药", Lang: "zh", Record: bones, Window: []turn{clinician("上个月骨密度复查过，比之前好少少。"), patient("噢 咁就好")},
			Utterance: "我嗰只 一个月食一粒嘅骨头药 系咪一定要空肚食 食完仲要企住半个钟先得㗎", Expect: "drug:ibandronate"},
		{ID: "Mandarin: 每个月吃一次的那个", Lang: "zh", Record: bones,
			Utterance: "我那个每个月吃一次的药 这个月忘了 现在补行不行", Expect: "drug:ibandronate"},
		{ID: "British: me monthly tablet", Lang: "en", Record: bones,
			Utterance: "erm, the one I take once a month, do I still have to stay sat up after it?", Expect: "drug:ibandronate"},
		{ID: "weekly, by its kind, beside a daily painkiller", Lang: "zh", Record: raOnly,
			Utterance: "就是我那个一个礼拜吃一回的药 这礼拜忘了吃 今天补上行不行", Expect: "drug:methotrexate"},
		// Near misses.
		{ID: "ambiguous: zh-dev32-014, folic acid said weekly too", Lang: "zh", Record: ra, EarlierSessions: weekly,
			Utterance: "就是我那个一个礼拜吃一回的药 这礼拜忘了吃 今天才想起来 补上行不行", Expect: "unresolved",
			Candidates: []string{"drug:methotrexate", "drug:folic_acid"}},
		{ID: "near miss: nothing taken weekly", Lang: "zh", Record: []recordEntry{active("drug:amlodipine", "2015-01-01"), active("drug:metformin", "2016-01-01")},
			Utterance: "我那个一个礼拜吃一回的药 忘了吃 咋办", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: asked whether it is taken weekly tells nothing", Lang: "en", Record: raOnly,
			Window:    []turn{clinician("I'll give you a hydrocortisone cream for the rash, thinly twice a day.")},
			Utterance: "and that cream, do I use it once a week or every day?", Expect: "drug:hydrocortisone"},
		{ID: "near miss: a week as a time, not a schedule", Lang: "zh", Record: bones, Window: []turn{clinician("开你一周的药。")},
			Utterance: "那个药 一个礼拜以后还要来复查吗", Expect: "unresolved",
			Candidates: []string{"drug:calcium_carbonate", "drug:felodipine", "drug:ibandronate"}},
	})
}
