package coref_test

import "testing"

// The dev46 round: Cantonese "我食嗰个" is the patient's own drug against a
// husband's; "那个是不是要吃一辈子" asks a course of the drug just named;
// "那个营养神经的" is what treats the nerves; patois "dat" is "that".
func TestDev46Round(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "我食嗰个 against the husband's", Lang: "zh",
			Record:    []recordEntry{active("drug:valsartan", "2026-10-15"), active("drug:atorvastatin", "2020-01-01")},
			Window:    []turn{assistant("缬沙坦一般一日一次。"), patient("我老公食嘅系厄贝沙坦。"), assistant("厄贝沙坦是他的处方，两个人的药不要混着吃。")},
			Utterance: "明白。咁我食嗰个，朝早食定系夜晚食好啲？", Reference: "我食嗰个", Expect: "drug:valsartan"},
		{ID: "那个是不是要吃一辈子 after a drug was named", Lang: "zh",
			Record:    []recordEntry{active("drug:rosuvastatin", "2026-10-28"), active("drug:amlodipine", "2019-01-01")},
			Window:    []turn{patient("上礼拜医生给我开了个瑞舒伐他汀。"), assistant("瑞舒伐他汀一天一次，固定时间吃就好。")},
			Utterance: "那个是不是要吃一辈子啊？", Reference: "那个", Expect: "drug:rosuvastatin"},
		{ID: "near miss: 这个要吃吗 may be food", Lang: "zh", Record: []recordEntry{active("drug:amlodipine", "2019-01-01")},
			Window:    []turn{assistant("氨氯地平一天一次。")},
			Utterance: "这个要吃吗？", Expect: "unresolved", Candidates: []string{}},
		{ID: "上回说那个营养神经的 is the mecobalamin said then", Lang: "zh",
			Record:          []recordEntry{active("drug:metformin", "2015-03-01"), stopped("drug:thiamine", "2022-01-01", "2023-01-01")},
			EarlierSessions: [][]turn{{patient("脚底板老是麻麻的。"), assistant("可能是周围神经病变，医生可能会开甲钴胺营养神经。")}},
			Utterance:       "恁上回说那个营养神经的，一天吃几回？", Reference: "营养神经的", Expect: "drug:mecobalamin"},
		{ID: "dat likkle tablet with aching muscles is the statin", Lang: "en",
			Record:    []recordEntry{active("drug:rosuvastatin", "2025-06-01"), active("drug:amlodipine", "2018-02-02"), active("drug:omeprazole", "2023-10-10")},
			Utterance: "Since mi start tek dat likkle tablet, mi muscle dem a hurt mi all over.", Reference: "dat likkle tablet", Expect: "drug:rosuvastatin"},
	})
}
