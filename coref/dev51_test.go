package coref_test

import "testing"

// The dev51 round: three wrong resolutions of the file as it arrived,
// each from a general misreading.
func TestDev51Round(t *testing.T) {
	checkCases(t, []corpusCase{
		// 头先 is "earlier" only as a word of its own: "手指头先发白" is
		// the fingers going white first; the chilblains that are over are
		// not what it asks of. Fingers that go white are the Raynaud's
		// alone (session 64's sign words); before, the numbness left it
		// between the Raynaud's and the thyroid.
		{ID: "手指头先发白 says no time gone by", Lang: "zh",
			Record:    []recordEntry{active("cond:raynaud", "2022-12-05"), resolved("cond:chilblains", "2014-01-10", "2014-03-01"), active("cond:hypothyroidism", "2018-06-01")},
			Utterance: "这不天儿一凉又犯了嘛。就那个一沾凉水、手指头先发白，再发紫，缓过来又通红的那个毛病，前儿个洗菜手指头木得连菜刀都拿不住。",
			Reference: "那个一沾凉水、手指头先发白，再发紫，缓过来又通红的那个毛病", Expect: "cond:raynaud"},
		{ID: "near miss: 头先吃的那个 is a drug of before", Lang: "zh",
			Record:    []recordEntry{stopped("drug:nifedipine", "2019-01-01", "2024-01-01"), active("drug:amlodipine", "2024-01-01")},
			Utterance: "头先吃的那个药叫什么来着？", Expect: "drug:nifedipine"},
		// A specialist who rings the patient about a condition tells it.
		{ID: "the one the rheumatology nurse rings me about is of the joints, never the weekly tablet", Lang: "en",
			Record: []recordEntry{active("cond:rheumatoid_arthritis", "2019-02-14"), active("cond:gerd", "2018-05-03"), active("drug:methotrexate", "2019-03-01"),
				active("drug:omeprazole", "2018-05-10")},
			Utterance: "Well, there's the one the rheumatology nurse rings me about, you know, because of the weekly tablets. Is that why I'm so jiggered?",
			Reference: "the one the rheumatology nurse rings me about", Expect: "cond:rheumatoid_arthritis"},
		// Two sessions named in one turn: each reference is of the session
		// its own clause names.
		{ID: "上上次…说的那个 is of the session before the last, 上次开的那个 of the last", Lang: "zh",
			Record: []recordEntry{active("drug:aspirin", "2022-03-01"), active("drug:omeprazole", "2026-09-05"), active("drug:rosuvastatin", "2026-10-10")},
			EarlierSessions: [][]turn{{patient("胃有点不舒服。"), assistant("那给您加一个奥美拉唑，早饭前吃，护护胃。")},
				{patient("血脂偏高了。"), assistant("给您开瑞舒伐他汀，晚上吃。")}},
			Utterance: "我想问一下，上上次来医生说的那个，我一直冇去药房拿，现在补上还来得及吧？上次开的那个我倒是天天在吃。",
			Reference: "上上次来医生说的那个", Expect: "drug:omeprazole"},
		// A scan that keeps watching tells the finding before "the one"
		// is read as a drug of October.
		{ID: "the one they put the cold jelly on and scan every October is the thyroid nodule", Lang: "en",
			Record: []recordEntry{active("cond:thyroid_nodule", "2022-10-03"), active("cond:hypothyroidism", "2016-04-11"), active("drug:levothyroxine", "2016-04-20"),
				active("drug:omeprazole", "2019-02-01")},
			Utterance: "The wee lump at the front o' ma neck, the one they put the cold jelly on and scan every October? I've no had a letter this year.",
			Reference: "the one they put the cold jelly on and scan every October", Expect: "cond:thyroid_nodule"},
		// 感染科 follows the infections of years: the hepatitis B.
		{ID: "感染科那边每半年喊我去抽血的那个 is the hepatitis B", Lang: "zh",
			Record:    []recordEntry{active("cond:hepatitis_b", "2015-01-01"), active("cond:hypertension", "2018-01-01"), active("drug:entecavir", "2015-01-01")},
			Utterance: "感染科那边每半年喊我去抽血、查那个病毒有好多的那个，这回结果出来了没？", Expect: "cond:hepatitis_b"},
		// A bare 加 adds a drug; 加量 raises a dose.
		{ID: "上回大夫给我加的那个药 is the drug the last session added", Lang: "zh",
			Record:          []recordEntry{active("drug:furosemide", "2024-01-01"), active("drug:spironolactone", "2026-10-01"), active("drug:bisoprolol", "2023-01-01")},
			EarlierSessions: [][]turn{{patient("腿还是肿。"), clinician("呋塞米照吃，再给你加一个螺内酯，一天一片。")}},
			Utterance:       "上回大夫给我加的那个药，吃了以后老想上厕所，正常吗？", Expect: "drug:spironolactone"},
	})
}
