package coref_test

import "testing"

// What a treatment was had for is a condition, whatever head the phrase
// has: "the skin one for which I was going for that light treatment" is
// the psoriasis, not its cream.
func TestTreatedForWhich(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the skin one for which I went for light treatment is the psoriasis", Lang: "en",
			Record: []recordEntry{active("cond:psoriasis", "2017-01-01"), active("cond:gout", "2022-04-01"),
				active("drug:calcipotriol", "2017-01-01"), active("drug:allopurinol", "2022-04-01")},
			Utterance: "Actually the skin one for which I was going for that light treatment thrice weekly, now again patches are coming.", Expect: "cond:psoriasis"},
		{ID: "near miss: for which with no treatment named stays the cream", Lang: "en",
			Record: []recordEntry{active("cond:eczema", "2019-01-01"), active("cond:hypertension", "2015-01-01"),
				active("drug:hydrocortisone", "2019-01-01"), active("drug:amlodipine", "2015-01-01")},
			Utterance: "The skin one, for which I paid twelve pounds at the chemist, can I use it on my face?", Expect: "drug:hydrocortisone"},
		{ID: "near miss: the skin one with no treatment after it stays the cream", Lang: "en",
			Record: []recordEntry{active("cond:psoriasis", "2017-01-01"), active("cond:gout", "2022-04-01"),
				active("drug:calcipotriol", "2017-01-01"), active("drug:allopurinol", "2022-04-01")},
			Utterance: "The skin one, can I put it on twice a day?", Expect: "drug:calcipotriol"},
	})
}

// A determiner that heads a drug noun a few characters on ("那个护肝的药")
// points at a drug: with no such drug said last time, it is no condition
// the last session told.
func TestDrugHeadedDeterminer(t *testing.T) {
	last := [][]turn{{patient("我最近体检说有点脂肪肝。"), assistant("那要少吃油腻的，每天多走走路，肝功能下次来再复查一下。")}}
	checkCases(t, []corpusCase{
		{ID: "上次你说的那个护肝的药, with only the fatty liver told last time, has no referent", Lang: "zh",
			Record:          []recordEntry{active("drug:metformin", "2018-09-04"), active("cond:type2_diabetes", "2018-09-01")},
			EarlierSessions: last,
			Utterance:       "上次你说的那个护肝的药，我去药店问了，人家问我叫啥名，我没说上来。", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 上次跟你说的那个 bare is the condition told last time", Lang: "zh",
			Record:          []recordEntry{active("drug:metformin", "2018-09-04"), active("cond:type2_diabetes", "2018-09-01")},
			EarlierSessions: last,
			Utterance:       "上次跟你说的那个，这回复查了，说好点了。", Expect: "cond:fatty_liver"},
	})
}
