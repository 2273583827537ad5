package coref_test

import "testing"

// A transcript's pause ends "上回你说那个" as a comma does, when what follows
// restates it as a drug: "上回你说那个 坐车前吃的药 俺买了" is
// the drug the last session gave (zh-dev33-009), never the record's or an
// older session's. The last session naming two stays asked about; no
// restatement after the pause ("说那个 人") finds nothing new.
func TestAPauseEndsWhatWasSaid(t *testing.T) {
	bp := []recordEntry{active("cond:hypertension", "2016-04-01"), active("drug:amlodipine", "2016-04-01")}
	older := []turn{clinician("血压挺稳，氨氯地平接着吃。"), patient("中")}
	travel := []turn{patient("俺月底要坐大巴回老家 一坐车就晕 吐得不行"), clinician("坐车前半小时吃一片苯海拉明，会有点犯困。")}
	two := []turn{patient("一坐车就晕"), clinician("坐车前吃一片苯海拉明，或者吃一片异丙嗪。")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev33-009: 上回你说那个 坐车前吃的药", Lang: "zh", Record: bp, EarlierSessions: [][]turn{older, travel},
			Utterance: "上回你说那个 坐车前吃的药 俺买了 小孩能吃不", Expect: "drug:diphenhydramine"},
		{ID: "restated by its purpose after the pause", Lang: "zh", Record: bp, EarlierSessions: [][]turn{older, travel},
			Utterance: "上次你讲那个 防晕车的药 我买回来了 一次吃几片", Expect: "drug:diphenhydramine"},
		{ID: "near miss: no restatement after the pause", Lang: "zh", Record: bp, EarlierSessions: [][]turn{older, travel},
			Utterance: "上回你说那个 人 我见到了", Expect: "unresolved", Candidates: []string{}},
		// Near misses.
		{ID: "ambiguous: the last session named two", Lang: "zh", Record: bp, EarlierSessions: [][]turn{older, two},
			Utterance: "上回你说那个 坐车前吃的药 俺买了 小孩能吃不", Expect: "unresolved",
			Candidates: []string{"drug:diphenhydramine", "drug:promethazine"}},
	})
}
