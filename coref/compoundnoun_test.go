package coref_test

import "testing"

// 药 opening a longer noun is no drug: "那个药盒" is the pill box, "那个药费"
// what it cost, "那个药单" the list. A long turn that left the pill box at
// home and then says "我那个降压的……降压药" means the antihypertensive, not
// whatever "那个药" would pick. 药水 and 药膏 are drugs still.
func TestADrugWordOpeningALongerNoun(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2024-05-01"), active("drug:nebivolol", "2024-05-01"),
		active("cond:type2_diabetes", "2020-02-01"), active("drug:vildagliptin", "2020-02-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev19-005: 那个药盒 … 我那个降压的……降压药", Lang: "zh", Record: record,
			Utterance: "嗯……大夫，是这样，我……我前些天不是去我闺女家了嘛，她家在郊区，远，我住了一个礼拜，那个……那个药盒我落在自己家了，就……就断了三四天。嗯……就是我那个降压的……降压药，断了这几天，要不要紧啊？回来一量一百五。",
			Expect:    "drug:nebivolol"},
		{ID: "那个药费 is no drug", Lang: "zh", Record: record,
			Utterance: "那个药费能不能报销啊？", Expect: "unresolved"},
		{ID: "near miss: 那个药 alone, both", Lang: "zh", Record: record,
			Utterance: "那个药我落在闺女家了，断了三四天，要不要紧？", Expect: "unresolved", Candidates: []string{"drug:nebivolol", "drug:vildagliptin"}},
		{ID: "near miss: 那个药膏 is a drug", Lang: "zh", Record: []recordEntry{active("cond:eczema", "2024-01-01"), active("drug:hydrocortisone", "2024-01-01")},
			Utterance: "那个药膏一天抹几次？", Expect: "drug:hydrocortisone"},
	})
}
