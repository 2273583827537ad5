package coref_test

import "testing"

// A drug told by how it must be kept or taken when the window said no
// drug so ("我放冰箱里那个", "the one I've got to chew") is the record's
// drug whose kind is kept or taken that way (insulin and GLP-1 pens in the
// fridge; calcium and antacid tablets chewed): one resolves, two are asked
// about, none is nothing; a drug the window said so still wins.
func TestMannerKnownFromClass(t *testing.T) {
	diabetes := []recordEntry{active("cond:type2_diabetes", "2020-01-01"), active("drug:metformin", "2020-01-01"),
		active("drug:saxagliptin", "2022-01-01"), active("drug:insulin_degludec", "2024-01-01")}
	bones := []recordEntry{active("cond:osteoporosis", "2022-01-01"), active("drug:alendronate", "2022-01-01"),
		active("drug:calcium_carbonate", "2022-01-01"), active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		// the defects
		{ID: "放冰箱里那个 is the insulin pen", Lang: "zh", Record: diabetes,
			Utterance: "下礼拜去海南玩一个礼拜，我放冰箱里那个，路上没冰箱咋整？", Expect: "drug:insulin_degludec"},
		{ID: "the one I've got to chew is the calcium", Lang: "en", Record: bones,
			Utterance: "the big chalky one the one I've got to chew it makes me gag honestly is there one I can just swallow",
			Reference: "the one I've got to chew", Expect: "drug:calcium_carbonate"},
		{ID: "the one in the fridge, said in English", Lang: "en", Record: diabetes,
			Utterance: "The one I keep in the fridge, can it go in my hand luggage?", Expect: "drug:insulin_degludec"},
		// near misses
		{ID: "two kept cold: both asked about", Lang: "zh",
			Record:    append(slicesClone(diabetes), active("drug:liraglutide", "2025-01-01")),
			Utterance: "我放冰箱里那个，路上没冰箱咋整？", Expect: "unresolved", Candidates: []string{"drug:insulin_degludec", "drug:liraglutide"}},
		{ID: "only tablets: the fridge points at nothing", Lang: "zh",
			Record:    []recordEntry{active("drug:metformin", "2020-01-01"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "我放冰箱里那个，路上没冰箱咋整？", Expect: "unresolved", Candidates: []string{}},
		{ID: "the window's drug said chewed wins", Lang: "zh",
			Window:    []turn{patient("买了点铝碳酸镁 嚼的那种")},
			Record:    bones,
			Utterance: "嚼的那个 饭前吃还是饭后吃？", Expect: "drug:hydrotalcite"},
	})
}
