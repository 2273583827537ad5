package coref_test

import "testing"

// A condition named after a determiner of the patient's ("我那个老胃病")
// points back at the record's fact of it, or of a kind under its code: the
// chronic gastritis for 老胃病 (gastritis). Said bare, or of a relative, it
// points at nothing.
func TestConditionNamedAfterADeterminer(t *testing.T) {
	record := []recordEntry{active("cond:chronic_gastritis", "2018-01-01"), active("cond:hypertension", "2016-01-01"), active("cond:knee_osteoarthritis", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "俺那个老胃病 is the recorded chronic gastritis", Lang: "zh", Record: record,
			Window:    []turn{assistant("最近哪里不舒服？")},
			Utterance: "就是俺那个老胃病，这两天吃了凉的又闹开了，胀得慌。", Expect: "cond:chronic_gastritis"},
		{ID: "两个胃上的病 under the name are asked about", Lang: "zh",
			Record:    []recordEntry{active("cond:chronic_gastritis", "2018-01-01"), active("cond:atrophic_gastritis", "2021-01-01"), active("cond:hypertension", "2016-01-01")},
			Window:    []turn{assistant("最近哪里不舒服？")},
			Utterance: "我那个胃病最近又犯了，能吃点啥药？", Expect: "unresolved", Candidates: []string{"cond:chronic_gastritis", "cond:atrophic_gastritis"}},
		{ID: "我妈那个老胃病 is no reference to the patient's", Lang: "zh", Record: record,
			Window:    []turn{assistant("最近哪里不舒服？")},
			Utterance: "我妈那个老胃病又犯了，她能吃奥美拉唑吗？", Expect: "unresolved"},
	})
}
