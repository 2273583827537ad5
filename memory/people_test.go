package memory_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
)

// A question names a relative in other words than the turn that answers
// it ("我爱人" for "我老公"): recall meets them on the relation.
func TestRecallMeetsARelativeNamedInOtherWords(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.say("t1", "我同事一天抽两包烟。")
	e.say("t2", "我老公天天在阳台抽烟，一天得一包半。")
	// Asked in another session, so both can only be recalled.
	res, err := e.svc.Context(context.Background(), e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s2", Query: "我爱人一天要抽多少根？", Lang: "zh"})
	if err != nil {
		t.Fatal(err)
	}
	score := map[string]float64{}
	for _, sec := range res.Sections {
		if sec.Name != "recalled" {
			continue
		}
		for _, it := range sec.Items {
			score[it.Source.TurnID] = it.Score
		}
	}
	if score["t2"] == 0 || score["t2"] <= score["t1"] {
		t.Errorf("recalled scores %v: want the husband's turn t2 above the coworker's t1", score)
	}
}
