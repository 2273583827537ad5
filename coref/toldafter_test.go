package coref_test

import "testing"

// A condition said bare ("那个老毛病") and then told by the clauses after
// it, or a description opened by a determiner left alone a clause or more
// before it ("就是我那个，一喝啤酒…就发的，…走不得路的那个"): what those
// clauses say it does chooses among the record's conditions. A clause
// that asks, sets another thing against it or speaks of someone else
// tells nothing of it.
func TestConditionToldByTheClausesAround(t *testing.T) {
	ra := []recordEntry{active("cond:rheumatoid_arthritis", "2018-01-01"), active("cond:gerd", "2020-01-01"), active("cond:hypertension", "2016-01-01")}
	gout := []recordEntry{active("cond:gout", "2019-01-01"), active("cond:hypertension", "2016-01-01"), active("cond:knee_osteoarthritis", "2020-01-01"),
		active("drug:amlodipine", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "还是那个老毛病, then stiff finger joints: the rheumatoid arthritis", Lang: "zh", Record: ra,
			Window:    []turn{assistant("最近怎么样？")},
			Utterance: "还是那个老毛病，早上起来手指关节僵得很，毛巾都拧不干，这个月又重了。", Expect: "cond:rheumatoid_arthritis"},
		{ID: "a symptom set against the old trouble with 倒是 tells nothing of it", Lang: "zh", Record: ra,
			Window:    []turn{assistant("最近怎么样？")},
			Utterance: "我那个老毛病还是老样子，倒是早上起来手指关节僵得很。", Expect: "unresolved",
			Candidates: []string{"cond:rheumatoid_arthritis", "cond:gerd", "cond:hypertension"}},
		{ID: "a symptom the turn asks about tells nothing of it", Lang: "zh", Record: ra,
			Window:    []turn{assistant("最近怎么样？")},
			Utterance: "我那个老毛病，会不会让手指关节僵啊？", Expect: "unresolved",
			Candidates: []string{"cond:rheumatoid_arthritis", "cond:gerd", "cond:hypertension"}},
		{ID: "就是俺那个, clauses of beer, seafood and a swollen toe, 的那个: the gout", Lang: "zh", Record: gout,
			Window:    []turn{assistant("今天想问点啥？")},
			Utterance: "就是俺那个，一喝啤酒吃海鲜就发的，脚趾头肿得老高，下不了地的那个，有啥法子不？", Expect: "cond:gout"},
		{ID: "a determiner opening a drug taken for a headache is never the migraine", Lang: "zh",
			Record:    []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:ibuprofen", "2019-01-01"), active("cond:hypertension", "2016-01-01")},
			Window:    []turn{assistant("今天想问点啥？")},
			Utterance: "就是我那个，头疼的时候吃一片的那个，能多吃一片不？", Expect: "unresolved"},
	})
}

// A trouble a time of life, an accident or an operation left behind ("搬过来
// 头一年落下的那个", "车祸以后一直缠着我的那个") is told by what the clauses after
// it say it does, and by the places said there; never by the place of the
// operation that left it.
func TestATroubleLeftBehind(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "搬过来头一年落下的那个, sneezing and a running nose: the allergic rhinitis", Lang: "zh",
			Record:    []recordEntry{active("cond:allergic_rhinitis", "2023-01-01"), active("cond:hypertension", "2016-01-01"), active("cond:gerd", "2019-01-01")},
			Window:    []turn{assistant("最近怎么样？")},
			Utterance: "就是搬过来头一年落下的那个，这几天又来了，早上起来喷嚏一个接一个，鼻涕擦都擦不完。", Expect: "cond:allergic_rhinitis"},
		{ID: "what the neck operation left behind is the hypothyroidism, not the thyroid cancer operated on", Lang: "zh",
			Record: []recordEntry{resolved("cond:thyroid_cancer", "2019-01-01", "2019-06-01"), active("cond:hypothyroidism", "2019-06-01"),
				active("drug:levothyroxine", "2019-06-01")},
			Window:    []turn{assistant("最近怎么样？")},
			Utterance: "脖子上那个手术做完以后落下的那个，我最近老是怕冷、浑身没劲儿，是不是药量不够了？", Expect: "cond:hypothyroidism"},
		{ID: "left behind, with nothing it does said, chooses nothing", Lang: "zh",
			Record:    []recordEntry{active("cond:lumbar_disc_herniation", "2020-01-01"), active("cond:hypertension", "2016-01-01")},
			Window:    []turn{assistant("最近怎么样？")},
			Utterance: "车祸以后落下的那个，能不能去做个推拿？", Expect: "unresolved"},
	})
}

// The review of session 64: the last clause of an English sentence is
// read (its full stop is no question), and "to help you stop smoking" is
// no stop of the drug.
func TestSession64Review(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "that condition, then a last clause of fingers going white: the Raynaud's", Lang: "en",
			Record:    []recordEntry{active("cond:raynaud", "2021-01-01"), active("cond:gerd", "2019-01-01"), active("cond:hypertension", "2016-01-01")},
			Window:    []turn{assistant("How have you been?")},
			Utterance: "That condition of mine again, since the frost, my fingers go white.", Expect: "cond:raynaud"},
		{ID: "a drug given to help stop smoking is no drug stopped", Lang: "en",
			Record: []recordEntry{active("drug:amlodipine", "2020-01-01"), active("drug:varenicline", "2026-10-01")},
			Window: []turn{clinician("I'll give you varenicline to help you stop smoking."), patient("Okay."),
				clinician("And keep the amlodipine every morning.")},
			Utterance: "So was it that tablet doing it? Since I stopped it my ankles are better.", Expect: "drug:amlodipine"},
	})
}
