package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// Rules found on the fourteenth dev split, each with sentences written for
// these tests: every case fails without the rule its name gives, and the
// guards must hold with and without it.
func TestDev14Rules(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	active := func(concept, started string) recordEntry {
		return recordEntry{Concept: concept, Status: "active", Started: started}
	}
	twoBP := []recordEntry{active("drug:amlodipine", "2020-03-01"), active("drug:losartan", "2026-10-10")}
	for _, c := range []corpusCase{
		// Hunanese 咯 is 的 after a verb or an adjective.
		{ID: "新开咯 before a class word is the newest of the class", Lang: "zh", Utterance: "新开咯那个降压药，是早上吃还是晚上吃咯？",
			Record: twoBP, Expect: "drug:losartan"},
		{ID: "哪个药搞咯 blames one of the drugs for the complaint", Lang: "zh", Utterance: "我最近老是干咳，是吃咯哪个药搞咯？",
			Record: []recordEntry{active("drug:perindopril", "2019-01-01"), active("drug:metformin", "2018-01-01")}, Expect: "drug:perindopril"},
		{ID: "咯个 before 药 stays the Hunanese this", Lang: "zh", Utterance: "咯个药是饭前吃还是饭后吃？",
			Record: []recordEntry{active("drug:metformin", "2018-01-01")}, Expect: "drug:metformin"},
		// Running to the toilet to pass water is urinary frequency.
		{ID: "跑厕所屙尿 is a complaint of urinary frequency", Lang: "zh", Utterance: "这段时间老是跑厕所屙尿，是哪个药引起的？",
			Record: []recordEntry{active("drug:hydrochlorothiazide", "2021-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:hydrochlorothiazide"},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
