package coref_test

import "testing"

// A drug phrase whose modifier no finder reads ("你说的那个帮着吸收钙的药",
// "you mentioned a tablet for the heavy days") is found where the turn says
// where it was spoken of; that session is searched, never the record
// (modifieddrug.go).
func TestModifiedDrugSpokenOf(t *testing.T) {
	bones := []recordEntry{active("cond:osteopenia", "2025-11-01"), active("cond:hypertension", "2018-02-01"), active("drug:nitrendipine", "2018-02-01")}
	first := [][]turn{
		{patient("我骨密度查出来偏低。"), clinician("可以考虑阿法骨化醇，帮着吸收钙，你先回去想想。")},
		{patient("着凉了，嗓子疼。"), clinician("多喝水，多休息。")},
	}
	fibroids := []recordEntry{active("cond:uterine_fibroids", "2025-05-01"), active("cond:iron_deficiency_anemia", "2025-07-01"), active("drug:ferrous_sulfate", "2025-07-01")}
	heavy := [][]turn{
		{patient("My periods are so heavy."), clinician("There's a tablet called tranexamic acid you take just on the heavy days. Have a think about it.")},
		{patient("I'm so tired."), clinician("Your iron's low. I'll start you on iron tablets.")},
	}
	checkCases(t, []corpusCase{
		// The defects.
		{ID: "头一回…你说的那个帮着吸收钙的药 is the first session's alfacalcidol", Lang: "zh", Record: bones, EarlierSessions: first,
			Utterance: "头一回来的时候，你说的那个帮着吸收钙的药，我想现在开始吃，行不？", Expect: "drug:alfacalcidol"},
		{ID: "at my very first appointment you mentioned a tablet is the first session's", Lang: "en", Record: fibroids, EarlierSessions: heavy,
			Utterance: "At my very first appointment you mentioned a tablet for the heavy days. Could I give that a go now?", Expect: "drug:tranexamic_acid"},
		{ID: "as before: 上次你说的那个帮着睡觉的药 is the last session's (a purpose the finders read)", Lang: "zh", Record: bones,
			EarlierSessions: [][]turn{{patient("晚上老睡不着。"), clinician("可以试试褪黑素，睡前半小时吃。")}},
			Utterance:       "上次你说的那个帮着睡觉的药，药店有卖吗？", Expect: "drug:melatonin"},
		// Two drugs said in that session: asked.
		{ID: "the first session's two drugs stay unresolved", Lang: "zh", Record: bones,
			EarlierSessions: [][]turn{{patient("我骨密度偏低。"), clinician("可以考虑阿法骨化醇，或者碳酸钙，你先想想。")}, {patient("嗓子疼。"), clinician("多喝水。")}},
			Utterance:       "头一回来的时候，你说的那个帮着吸收钙的药，我想现在开始吃，行不？", Expect: "unresolved",
			Candidates: []string{"drug:alfacalcidol", "drug:calcium_carbonate"}},
		// Near misses: no session or speaker named, or nothing said there.
		{ID: "near miss: 我那个保胎的药 with no session named offers nothing", Lang: "zh",
			Record:    []recordEntry{active("cond:pregnancy", "2026-09-10"), active("drug:dydrogesterone", "2026-09-20"), active("drug:folic_acid", "2026-06-01")},
			Utterance: "我那个保胎的药，能不能早点停掉啊？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: the first session said no drug, the record's is not taken", Lang: "zh",
			Record:          append(slicesClone(bones), active("drug:alfacalcidol", "2025-12-01")),
			EarlierSessions: [][]turn{{patient("我骨密度偏低。"), clinician("多晒太阳。")}, {patient("嗓子疼。"), clinician("多喝水。")}},
			Utterance:       "头一回来的时候，你说的那个帮着吸收钙的药，我想现在开始吃，行不？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 俺那个治骨头的药 with only the mother's drug named stays empty", Lang: "zh",
			Record:    []recordEntry{active("cond:hypertension", "2019-08-01"), active("drug:valsartan", "2019-08-01")},
			Window:    []turn{patient("俺妈吃那个利塞膦酸钠，说是治骨头的。"), assistant("好的，那是您母亲的药。")},
			Utterance: "那俺那个治骨头的药呢？能跟早饭一块儿吃不？", Expect: "unresolved", Candidates: []string{}},
	})
}
