package coref_test

import "testing"

// A condition told by a description that ends in Cantonese "嗰个病" or
// "嘅病" is ranked by the description's signs as "…的那个病" is: the
// nephrotic syndrome of childhood told by its swelling and foamy urine, not
// the active kidney stones (zh-dev33-018). Signs two conditions share stay
// asked about; a bare "嗰个病" with no signs is the record's all.
func TestAConditionDescribedInCantonese(t *testing.T) {
	kidney := []recordEntry{resolved("cond:nephrotic_syndrome", "1998-03-01", "2000-06-01"), active("cond:kidney_stones", "2024-05-01"),
		active("cond:hypertension", "2022-01-01"), active("drug:valsartan", "2022-01-01")}
	skin := []recordEntry{active("cond:eczema", "2019-01-01"), active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01")}
	chest := []recordEntry{active("cond:asthma", "2010-01-01"), active("cond:copd", "2020-01-01"), active("cond:hypertension", "2015-01-01")}
	asked := []turn{clinician("以前仲有冇其他病？")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev33-018: 成身水肿 啲尿好多泡嗰个病", Lang: "zh", Record: kidney, Window: asked,
			Utterance: "我细个时候得过嗰个 成身水肿 啲尿好多泡嗰个病 会唔会返发㗎", Expect: "cond:nephrotic_syndrome"},
		{ID: "嘅病: 皮肤痕 干到爆拆嘅病", Lang: "zh", Record: skin, Window: asked,
			Utterance: "我嗰个 周身痕 皮肤干到爆拆嘅病 冬天系咪会严重啲", Expect: "cond:eczema"},
		{ID: "嘅老毛病: 一到冬天就痕", Lang: "zh", Record: skin, Window: asked,
			Utterance: "一到冬天就周身痕 皮肤爆拆嘅老毛病 又返嚟喇", Expect: "cond:eczema"},
		// Near misses.
		{ID: "ambiguous: signs two conditions share", Lang: "zh", Record: chest, Window: asked,
			Utterance: "我成日咳 透唔到气嗰个病 系咪要转药", Expect: "unresolved", Candidates: []string{"cond:asthma", "cond:copd"}},
		{ID: "near miss: a drug taken before 嘅 is a drug, no condition", Lang: "zh", Record: skin, Window: asked,
			Utterance: "我食开嘅药 系咪要饭后食", Expect: "drug:amlodipine"},
	})
}
